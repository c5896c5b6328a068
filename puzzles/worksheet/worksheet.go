package worksheet

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/picture"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

// Sheet is what goes on a worksheet.
type Sheet struct {
	Title string
	// Seed is the class's seed: the lesson exercises' numbers are drawn
	// from it, and it is printed in the footer so the sheet can be made
	// again (and the exercises answered in rithmo with the same numbers).
	Seed uint64
	// Command is the command line that makes the sheet again, printed in
	// the footer; "" for none.
	Command string
	// Variant names one of several versions of a sheet handed out side by
	// side ("A", "B"), printed large in its header; "" for none.
	Variant string
	// Puzzles are drawn in order, two boards to a row.
	Puzzles []puzzles.Puzzle
	// Lessons' exercises follow the puzzles, each with its numbers drawn
	// for (Seed, lesson, exercise) as the lesson reader draws them.
	Lessons []*lessons.Lesson
	// Rules is the rule set that the lessons' exercises on moving in "the
	// learner's rule set" ask about (exercise.LearnerRules); ""
	// is exercise.DefaultRules.
	Rules string
}

// MaxEntries bounds a sheet's questions (the lessons' pictures aside): a
// class worksheet of more is a mistake (and a very long file).
const MaxEntries = 500

// entry is one numbered question of the sheet, laid out the same way by
// the HTML and the PDF writers.
type entry struct {
	number  int
	heading string          // "Puzzle 3 · fulke1 · Take the triangle 64 on e16"
	prompt  string          // what to do
	figure  *diagram.Figure // the board; nil for an exercise
	notes   []string        // what the picture cannot show: pyramids' layers, men taken
	choices []string        // an exercise's options to tick; nil for a typed answer
	// A lesson's picture (a board, dots, a table, a monochord), shown
	// where the lesson shows it, before the exercises after it: no
	// question, number 0, figure drawn, caption under it. board: the
	// picture is a board, read as the puzzles' boards are.
	picture, board bool
	caption        string
	// The key only: the answer and its reasons, one line each.
	answer  string
	explain []string
}

// entries builds the sheet's questions; with key, each with its answer
// found by the engine or the exercise's judge. Without key nothing is
// solved or judged.
func entries(s *Sheet, key bool) ([]entry, error) {
	var out []entry
	for i := range s.Puzzles {
		e, err := puzzleEntry(&s.Puzzles[i], len(out)+1, key)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	for _, l := range s.Lessons {
		for _, page := range l.Pages {
			for _, part := range page.Parts {
				switch {
				case part.Picture != nil:
					out = append(out, pictureEntry(l, page.Index, part.Picture))
				case part.IsExercise():
					i := part.Exercise
					q, err := exercise.Ask(l.Exercises[i].Block.WithRules(s.Rules), s.Seed, l.Name, i)
					if err != nil {
						return nil, fmt.Errorf("%s: exercise %d: %w", l.File, i+1, err)
					}
					out = append(out, exerciseEntry(l, i, q, questions(out)+1, key))
				}
			}
		}
	}
	if questions(out) == 0 {
		return nil, errors.New("the worksheet has no puzzles and no exercises")
	}
	if n := questions(out); n > MaxEntries {
		return nil, fmt.Errorf("the worksheet has %d questions; at most %d fit one sheet", n, MaxEntries)
	}
	return out, nil
}

// questions counts the entries that ask something: all but the pictures.
func questions(list []entry) int {
	n := 0
	for _, e := range list {
		if !e.picture {
			n++
		}
	}
	return n
}

// pictureEntry is a lesson's picture, drawn as a figure (lessons/picture)
// with what it shows in numbers under it.
func pictureEntry(l *lessons.Lesson, page int, b *picture.Block) entry {
	fig := b.Figure()
	return entry{
		heading: fmt.Sprintf("Lesson %d, %s · page %d", l.Number, l.Title, page+1),
		figure:  &fig,
		picture: true,
		board:   b.Kind == picture.Board,
		caption: b.Caption(),
	}
}

func puzzleEntry(pz *puzzles.Puzzle, n int, key bool) (entry, error) {
	p := &pz.Position
	// The student's sheet carries the neutral headline: the title proper
	// may name the relation or the numbers. The key may give it away.
	title := pz.Headline()
	if key {
		title = pz.Title
	}
	e := entry{
		number:  n,
		heading: fmt.Sprintf("Puzzle %d · %s · %s", n, p.Rules, title),
		prompt:  puzzlePrompt(pz),
		notes:   positionNotes(p),
	}
	opts := diagram.PictureOptions{}
	if pz.Goal.Kind == puzzles.GoalCapture && !pz.Goal.Most {
		opts.Marks = []diagram.Mark{{Square: pz.Goal.Target, Kind: diagram.Spot}}
	}
	if pz.Goal.Kind == puzzles.GoalTriumph {
		// Only the camp where the triumph must stand is drawn, and named.
		opts.Zone, opts.ZoneSet = p.ToMove.Opponent(), true
		if lo, hi := board.Camp(p.Rules.Set, opts.Zone, p.Ranks); lo <= hi {
			e.notes = append([]string{fmt.Sprintf("Under %s the triumph stands in %s's camp: ranks %d to %d, tinted.",
				p.Rules, opts.Zone.Title(), lo+1, hi+1)}, e.notes...)
		}
	}
	if key {
		solved, err := judge.Solve(pz)
		if err != nil {
			return entry{}, fmt.Errorf("puzzle %s: %w", pz.ID, err)
		}
		e.answer, e.explain, opts = keyOf(solved, opts)
		if miss := nearMiss(pz); miss != "" {
			e.explain = append(e.explain, miss)
		}
	}
	fig := diagram.Picture(p, opts)
	e.figure = &fig
	return e, nil
}

// puzzlePrompt asks for the goal in words, naming the side to move and,
// for a capture, the man to take (ringed on the board).
func puzzlePrompt(pz *puzzles.Puzzle) string {
	p := &pz.Position
	side := p.ToMove.Title() + " to move. "
	g := pz.Goal
	switch {
	case g.InTwo() && g.Kind == puzzles.GoalCapture:
		return side + "Take the " + judge.ManOn(p, g.Target) + fmt.Sprintf(" (ringed) in two moves. Which first move leaves a way to take it whatever %s replies, and what is %s's best reply?",
			p.ToMove.Opponent().Title(), p.ToMove.Opponent().Title())
	case g.InTwo():
		return side + fmt.Sprintf("Complete a triumph in the enemy camp in two moves. Which first move leaves a way whatever %s replies, and what is %s's best reply?",
			p.ToMove.Opponent().Title(), p.ToMove.Opponent().Title())
	case g.Kind == puzzles.GoalCapture && g.Most:
		return side + "Take as much value as you can in one turn. Which man acts, where does it go, what does it take, and by what relations?"
	case g.Kind == puzzles.GoalCapture:
		return side + "Take the " + judge.ManOn(p, g.Target) + " (ringed). Which man moves where, and by what relation is it taken?"
	case g.Kind == puzzles.GoalSpot:
		return side + fmt.Sprintf("Name every %s man you can take now, without moving first, and the relation that takes each.", p.ToMove.Opponent())
	case g.Kind == puzzles.GoalTriumph:
		kind := "a triumph"
		if g.Triumph != "" {
			kind = "a " + g.Triumph + " triumph"
		}
		return side + "Complete " + kind + " in the enemy camp. Which man moves where, and which proportions do the men hold?"
	case g.Kind == puzzles.GoalVictory:
		return side + "Win the game with one capture, by the agreed " + g.Victory.Describe() +
			". Which man acts, where does it go, and what does it take? Count the men held and the man taken."
	}
	return side + pz.Goal.String()
}

// nearMiss is the key's note on the tempting wrong answer, what a teacher
// discusses in class: the generator's own (the tail of its note), else, for
// a capture of a named man, the first near miss the miner finds; "" when
// there is none.
func nearMiss(pz *puzzles.Puzzle) string {
	if i := strings.Index(pz.Note, "Near miss: "); i >= 0 {
		return pz.Note[i:]
	}
	if g := pz.Goal; g.Kind != puzzles.GoalCapture || g.Most || g.InTwo() {
		return ""
	}
	if misses := mine.NearMisses(&pz.Position, pz.Goal.Target); len(misses) > 0 {
		return "Near miss: " + misses[0].Explain() + "."
	}
	return ""
}

// positionNotes says what the picture cannot: each pyramid's layers and
// the men each side holds off the board.
func positionNotes(p *board.Position) []string {
	var notes []string
	p.Men(func(sq board.Square, piece board.Piece) {
		if !piece.IsPyramid() {
			return
		}
		parts := make([]string, piece.NLayers)
		for i := range parts {
			parts[i] = piece.LayerPiece(i).String()
		}
		notes = append(notes, fmt.Sprintf("Pyramid %s on %s, top to base: %s = %d.",
			judge.Label(piece), sq, strings.Join(parts, " + "), piece.Value))
	})
	for _, side := range []board.Side{board.White, board.Black} {
		if took := p.TakenBy(side); len(took) > 0 {
			// A space after each comma, so that a long list wraps.
			men := make([]string, len(took))
			for i, piece := range took {
				men[i] = piece.String()
			}
			notes = append(notes, fmt.Sprintf("%s holds: %s.", side.Title(), strings.Join(men, ", ")))
		}
	}
	return notes
}

// keyOf is a solved puzzle's answer: the engine's explanation, one line per
// solution, and the first solution drawn (its move as an arrow, the men it
// takes or sets in triumph ringed). A spot goal rings every man that can be
// taken now.
func keyOf(s *judge.Solved, opts diagram.PictureOptions) (string, []string, diagram.PictureOptions) {
	explain := strings.Split(s.Explain(), "\n")
	opts.Marks = nil
	if len(s.Spots) > 0 && s.Puzzle.Goal.Kind == puzzles.GoalSpot {
		claims := make([]string, 0, len(s.Spots))
		for _, c := range s.Claims() {
			claims = append(claims, c.String())
		}
		for _, sp := range s.Spots {
			opts.Marks = append(opts.Marks, diagram.Mark{Square: sp.Square, Kind: diagram.Taken})
		}
		return strings.Join(claims, ", "), explain, opts
	}
	if len(s.Solutions) == 0 {
		return "no solution", explain, opts
	}
	sol := s.Solutions[0]
	a := sol.Action()
	answer := a.String()
	if n := len(s.Solutions); n > 1 {
		answer += " (one of " + strconv.Itoa(n) + " solutions)"
	}
	// A nemec attack stays where it is (From == To): the picture rings
	// the attacker instead of drawing an arrow.
	opts.Arrows = []diagram.Arrow{{From: a.From, To: a.To}}
	for _, c := range sol.Outcome.Captures {
		opts.Marks = append(opts.Marks, diagram.Mark{Square: c.Square, Kind: diagram.Taken})
	}
	for _, t := range sol.Triumphs {
		for _, sq := range t.Squares {
			opts.Marks = append(opts.Marks, diagram.Mark{Square: sq, Kind: diagram.Spot})
		}
	}
	return answer, explain, opts
}

func exerciseEntry(l *lessons.Lesson, i int, q exercise.Question, n int, key bool) entry {
	e := entry{
		number:  n,
		heading: fmt.Sprintf("Exercise %d · lesson %d, %s · exercise %d", n, l.Number, l.Title, i+1),
		prompt:  q.Prompt,
	}
	switch q.Kind {
	case exercise.Choice:
		e.choices = q.Options
		e.prompt += " Tick one."
	case exercise.MultiChoice:
		e.choices = append(append([]string{}, q.Options...), exercise.None)
		e.prompt += " Tick every one that holds, or none."
	case exercise.TextAnswer:
		e.prompt += " Answer with " + q.Placeholder + "."
	default:
		e.prompt += " Answer with a whole number."
	}
	if key {
		// The key asks the exercise's judge about its own answer, so the
		// answer comes with the computation that makes it right.
		e.answer = exercise.AnswerText(q)
		text := strings.TrimPrefix(exercise.Judge(q, e.answer).Text, "Right: ")
		e.explain = strings.Split(text, "\n")
	}
	return e
}
