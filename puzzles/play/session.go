package play

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"

	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/lessons/glossary"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Step is the kind of a question.
type Step uint8

const (
	StepNone         Step = iota
	StepChoose            // which puzzles to play (a theme, a rule set, all)
	StepMan               // which of your men
	StepAction            // where it goes, or take without moving
	StepTaken             // which men it takes (multi)
	StepRelation          // by which relation the goal's man falls
	StepRelations         // by which relations (capture most; multi)
	StepProportions       // which proportions the triumph holds (multi)
	StepSpotMen           // which men you can take now (multi)
	StepSpotRelation      // how one of them is taken
	StepNext              // next puzzle or finish
)

// Choice is one option of a question: Label is shown, Value is given back.
type Choice struct {
	Label string
	Value Value
}

// Question is what the learner is asked now.
type Question struct {
	Step    Step
	Title   string
	Multi   bool // choose any number of the options
	Options []Choice
	// Selected are the values a multi-select starts with ticked: those the
	// learner ticked when asking for a hint, which the hint must not throw
	// away.
	Selected []Value
	// Hint is the hint the learner may ask for now, naming what it tells
	// ("Hint: which man (-1 point)"); "" when none is left. It is also an
	// option unless the driver asks for hints with a key (the full-screen
	// Model).
	Hint string
	// Retry is set when the learner is answering this question again after
	// a wrong answer to it.
	Retry bool
	// Again is set when a verdict on this question stands above it: after
	// a wrong answer (Retry) or an answer that reads the puzzle rightly
	// but is not what was asked (the man that takes part but stays put).
	// A screen keeps that verdict whole in view with the options.
	Again bool
}

// Options configure a session.
type Options struct {
	// Recorder receives every attempt; nil records nothing. When it also
	// implements puzzles.Solved, a session resumes at the first puzzle not
	// solved yet.
	Recorder puzzles.Recorder
	// Resume starts at the first puzzle not solved yet (a list's
	// sessions: NewSession and NewChooser; a Source's puzzles are played
	// as they come).
	Resume bool
	// Layout and Style of the board (rules/diagram).
	Layout diagram.Layout
	Style  diagram.Style
	// Renderer draws the player's styles, the board's colours and the
	// forms for one terminal (a class server has one per student); nil is
	// the process's own terminal. Theme is huh's theme drawn by it, built
	// once by whoever made the renderer (it costs a millisecond); nil
	// builds one with form.ThemeFor.
	Renderer *lipgloss.Renderer
	Theme    *huh.Theme
	// Now is the clock (time.Now when nil).
	Now func() time.Time
	// Suggested, when a chooser has it, is offered first: puzzles picked
	// for the learner (near their rating), played in the order given,
	// under the name Suggestion ("Near your rating (1520)"). A Suggestion
	// without Suggested says why there is none, after the chooser's title.
	Suggested  []puzzles.Entry
	Suggestion string
	// Rules, when a chooser has it, is the rule set the learner learns in:
	// its goal and theme choices offer only that rule set's puzzles (one
	// rule set at a time), which the title says; All and each Rules
	// choice still offer every rule set's. "" offers every rule set's
	// everywhere.
	Rules string
	// Intro is said before the first puzzle (practice: what comes and the
	// seed that plays it again), so that the full-screen Model shows it on
	// its screen, wrapped at word boundaries, rather than the terminal
	// breaking it before the program starts.
	Intro string
	// OpenLesson opens the lesson a puzzle names over the full-screen
	// player (L); ReadLesson writes its page in accessible mode (the last
	// choice). nil: the lesson is named, not opened.
	OpenLesson LessonOpener
	ReadLesson LessonWriter
	// LessonName names the lesson that teaches a glossary term, from its
	// slug ("Lesson 14, Taking by Arithmetic"), for the words on screen
	// (w): each entry says where it is taught. nil: the entries are shown
	// without it.
	LessonName glossary.LessonName

	ownScreen bool // the Model shows the title, the board and the goal itself
	hintKey   bool // the Model asks for hints with a key, not an option
}

// theme is Theme, or one built for Renderer.
func (o Options) theme() *huh.Theme {
	if o.Theme != nil {
		return o.Theme
	}
	return form.ThemeFor(o.Renderer)
}

// Tally counts a session's results.
type Tally struct {
	Played, Solved, Points, MaxPoints int
	// Retried counts the puzzles solved on a retry (a step was wrong
	// first), Seen those whose whole answer was shown: neither is Solved.
	Retried, Seen int
	// Review counts the puzzles whose rated first try was missed, shown
	// or helped by a hint: the progress store brings those back in
	// review (one answered right unaided needs none).
	Review int
	// Rated are the rating changes of the first tries, by goal kind,
	// when the recorder rates them (puzzles.Rater): from the rating before
	// the first to the rating after the last.
	Rated []RatingChange
}

// RatingChange is how a goal's rating moved.
type RatingChange struct {
	Goal          string
	Before, After float64
	// Games is how many first tries have made After: fewer than
	// puzzles.ProvisionalTries, and it is a first estimate, said "1512?".
	Games int
}

func (r RatingChange) String() string {
	mark := ""
	if r.Games < puzzles.ProvisionalTries {
		mark = "?"
	}
	return fmt.Sprintf("%s %.0f%s, %+.0f", r.Goal, r.After, mark, math.Round(r.After)-math.Round(r.Before))
}

// Session is the puzzle flow as a state machine: Question asks, Answer takes
// the values chosen, Output returns what to show. It never touches a
// terminal.
type Session struct {
	opts    Options
	all     []puzzles.Entry // to choose from (StepChoose)
	src     Source          // the puzzles played, one at a time
	size    int             // how many src gives in all; -1: no end known
	number  int             // the current puzzle's place in src, from 1
	solved  map[string]bool
	retried map[string]bool // of the solved, those only on a retry (puzzles.Retried), by item
	played  map[string]bool // answered at all before (puzzles.Played), by item

	current *judge.Solved
	answer  judge.Answer
	step    Step
	hints   int
	given   map[hintKind]bool // the hints given for this puzzle, by what they tell

	// first is, while a two-move puzzle's second action is asked, the
	// puzzle itself (current is then the one-move puzzle its first action
	// and the opponent's best reply leave); firstMove is that first action.
	first     *judge.Solved
	firstMove engine.Action

	// hintedSpots are the spotted men whose relation was hinted.
	hintedSpots []board.Square
	// mistakes counts the wrong answers to this puzzle's parts; shown is
	// set once the whole answer was shown (by the last hint or "Show the
	// answer"): the puzzle is then seen, not solved.
	mistakes int
	retry    bool // the question stands after a wrong answer
	again    bool // a verdict on the question stands above it
	shown    bool
	pending  []board.Square // spot: men whose relation is still to ask
	ticked   []Value        // values ticked with the hint, ticked again when the question stands
	// part counts the parts of the puzzle answered right so far: the step
	// of the next answer recorded. opened is when the puzzle was shown,
	// lastAt when its last answer was recorded (or it was shown), saved
	// whether any answer to it was.
	part   int
	opened time.Time
	lastAt time.Time
	saved  bool
	tally  Tally
	rated  string // the rating change of the first try just recorded, until said
	// after is the position the answer leaves, drawn beside the verdict
	// once the puzzle is over; nil before, and for a goal with no action.
	after *playedBoard

	out     bytes.Buffer // what is to be shown, drained by Output
	err     error
	done    bool
	summary string
	// begin opens the first question on first use, so that a driver may
	// still change how the session shows itself (the Model draws the board
	// on its own).
	begin func()
}

// NewSession plays the puzzles in the order given.
func NewSession(list []puzzles.Puzzle, opts Options) *Session {
	s := newSession(opts)
	s.begin = func() { s.start(puzzles.Entries(list)) }
	return s
}

// NewSourceSession plays the puzzles of src, asking it for each when the
// one before is over, until src has no more or the learner finishes: an
// endless source makes an endless session.
func NewSourceSession(src Source, opts Options) *Session {
	s := newSession(opts)
	s.begin = func() {
		if src == nil {
			src = List(nil)
		}
		s.play(src, 0)
	}
	return s
}

// NewChooser first asks which puzzles to play: all of them, those of a
// theme, or those of a rule set; then plays them from easy to hard.
func NewChooser(all []puzzles.Puzzle, opts Options) *Session {
	return NewCatalogChooser(puzzles.Entries(all), opts)
}

// NewCatalogChooser is NewChooser over a catalog (puzzles.LoadCatalog):
// each puzzle is read whole only when it comes to be played.
func NewCatalogChooser(all []puzzles.Entry, opts Options) *Session {
	s := newSession(opts)
	s.all = all
	s.begin = func() {
		s.step = StepChoose
		if len(all) == 0 {
			s.say("There are no puzzles to play.")
			s.done = true
		}
	}
	return s
}

// isSolved reports whether the learner has solved a puzzle: this very
// puzzle (its Item), or, for answers kept before items, a puzzle of its id.
func (s *Session) isSolved(e *puzzles.Entry) bool {
	return s.solved[e.Item] || s.solved[e.ID]
}

// started runs the deferred start once.
func (s *Session) started() {
	if s.begin != nil {
		begin := s.begin
		s.begin = nil
		begin()
	}
}

func newSession(opts Options) *Session {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Recorder == nil {
		opts.Recorder = puzzles.NopRecorder{}
	}
	s := &Session{opts: opts, solved: map[string]bool{}, retried: map[string]bool{}, played: map[string]bool{}}
	if opts.Intro != "" {
		s.say(opts.Intro, "")
	}
	if src, ok := opts.Recorder.(puzzles.Played); ok {
		if got, err := src.PlayedPuzzles(); err == nil {
			s.played = got
		}
	}
	if src, ok := opts.Recorder.(puzzles.Retried); ok {
		if got, err := src.RetriedPuzzles(); err == nil {
			s.retried = got
		}
	}
	if src, ok := opts.Recorder.(puzzles.Solved); ok {
		if got, err := src.SolvedPuzzles(); err == nil {
			s.solved = got
		} else {
			s.say(fmt.Sprintf("(Could not read which puzzles you solved: %v.)", err))
		}
	}
	return s
}

// Done reports whether the session is over.
func (s *Session) Done() bool {
	s.started()
	return s.done
}

// Err is the first error recording an attempt or getting the next puzzle
// from the source, if any: the session stops at it so that no answer goes
// unrecorded unnoticed.
func (s *Session) Err() error { return s.err }

// Tally is the session's results so far.
func (s *Session) Tally() Tally { return s.tally }

// Output returns the text produced since the last call: boards, goals,
// verdicts, hints, explanations.
func (s *Session) Output() string {
	s.started()
	text := s.out.String()
	s.out.Reset()
	return text
}

// Quit ends the session early (the learner pressed Esc or Ctrl-C). A
// puzzle left unfinished after some of it was answered is recorded as
// left, so that the time spent on it counts in full.
func (s *Session) Quit() {
	s.started()
	if s.done {
		return
	}
	if s.playing() && s.saved {
		a := s.attempt()
		a.Ends = puzzles.EndsLeft
		if s.save(a) != nil {
			return // save has ended the session with the error
		}
	}
	s.finishSession()
}

// playing reports whether a puzzle's question is being asked.
func (s *Session) playing() bool {
	return s.current != nil && s.step != StepNone && s.step != StepChoose && s.step != StepNext
}

func (s *Session) say(lines ...string) {
	for _, l := range lines {
		s.out.WriteString(l)
		s.out.WriteByte('\n')
	}
}

// start begins playing list, at the first unsolved puzzle when resuming.
func (s *Session) start(list []puzzles.Entry) {
	src := &entrySource{list: list}
	// The puzzle the learner left: the first not answered at all, when
	// some before it were (solved, retried or seen alike).
	left := slices.IndexFunc(list, func(e puzzles.Entry) bool { return !s.isSolved(&e) && !s.played[e.Item] })
	if s.opts.Resume && left > 0 && slices.ContainsFunc(list[:left], func(e puzzles.Entry) bool { return !s.isSolved(&e) }) {
		s.say(fmt.Sprintf("You have played the first %s; going on from puzzle %d of %d, where you left.", howMany(left, "puzzle"), left+1, len(list)))
		src.next = left
		s.play(src, src.next)
		return
	}
	if s.opts.Resume && len(list) > 0 {
		first := slices.IndexFunc(list, func(e puzzles.Entry) bool { return !s.isSolved(&e) })
		switch {
		case first < 0 && len(list) == 1:
			s.say("You have solved this puzzle; here it is again.")
		case first < 0:
			s.say(fmt.Sprintf("You have solved all %d of these puzzles; here they are again from the first.", len(list)))
		case first > 0:
			solved := fmt.Sprintf("the first %d", first)
			if first == 1 {
				solved = "the first puzzle"
			}
			s.say(fmt.Sprintf("You have solved %s; going on from puzzle %d of %d.", solved, first+1, len(list)))
			src.next = first
		}
	}
	s.play(src, src.next)
}

// play begins playing src, whose first passed puzzles are left out.
func (s *Session) play(src Source, passed int) {
	s.src, s.size, s.number = src, src.Len(), passed
	if s.size == 0 {
		s.say("There are no puzzles to play.")
		s.done = true
		return
	}
	s.open()
}

// maxUnplayable bounds the puzzles in a row that an endless source may
// give the engine cannot play: past it the source is broken, and asking it
// on would never end.
const maxUnplayable = 20

// open asks the source for the next puzzle and shows it, skipping any the
// engine cannot play; when the source has no more, the session is over.
func (s *Session) open() {
	for skipped := 0; ; skipped++ {
		if s.size < 0 && skipped == maxUnplayable {
			s.err = fmt.Errorf("puzzles: %s in a row could not be played", howMany(skipped, "puzzle"))
			s.say(fmt.Sprintf("Stopping: %s in a row could not be played.", howMany(skipped, "puzzle")), "")
			s.finishSession()
			return
		}
		pz, ok, err := s.src.Next()
		if err != nil {
			s.err = fmt.Errorf("puzzles: making puzzle %d: %w", s.number+1, err)
			s.say(fmt.Sprintf("Puzzle %d could not be made: %v.", s.number+1, err), "")
			s.finishSession()
			return
		}
		if !ok {
			if s.size < 0 {
				s.say("There are no more puzzles.", "")
			}
			s.finishSession()
			return
		}
		s.number++
		solved, err := judge.Solve(pz)
		if err == nil && solved.Count() == 0 {
			err = errors.New("the engine finds no solution")
		}
		if err != nil {
			s.say(fmt.Sprintf("Puzzle %s (%s:%d) cannot be played: %v.", pz.ID, pz.File, pz.Line, err), "")
			continue
		}
		s.current = solved
		s.first = nil
		s.answer = judge.NewAnswer()
		s.hints, s.given, s.hintedSpots = 0, map[hintKind]bool{}, nil
		s.mistakes, s.retry, s.again, s.shown = 0, false, false, false
		s.pending, s.ticked = nil, nil
		s.part, s.saved, s.after = 0, false, nil
		s.step = StepMan
		if pz.Goal.Kind == puzzles.GoalSpot {
			s.step = StepSpotMen
		}
		s.showPuzzle()
		s.opened = s.opts.Now()
		s.lastAt = s.opened
		return
	}
}

// showPuzzle writes the title, the board and the goal, unless the Model
// shows them itself.
func (s *Session) showPuzzle() {
	if s.opts.ownScreen {
		return
	}
	title, about := s.titleLines()
	s.say(title, about)
	if line := s.lessonLine(s.current.Puzzle); line != "" {
		s.say(line)
	}
	s.say("")
	s.out.WriteString(s.boardSaid())
	s.say("", GoalText(s.current.Puzzle), "")
}

// titleLines are the two lines over a puzzle: "Puzzle 1 of 3: Find the
// capture: a study of 3 men, White to move" ("Puzzle 8: ..." when the source
// has no end) and "(t-addition, fulke1, difficulty 1 of 5)". The headline
// is neutral (puzzles.Puzzle.Headline): the title proper often names the
// relation or the numbers, so it waits for the verdict.
func (s *Session) titleLines() (title, about string) {
	pz := s.current.Puzzle
	var stars string
	if pz.Difficulty > 0 {
		stars = fmt.Sprintf(", difficulty %d of 5", pz.Difficulty)
	}
	title = fmt.Sprintf("Puzzle %d: %s", s.number, pz.Headline())
	if s.size >= 0 {
		title = fmt.Sprintf("Puzzle %d of %d: %s", s.number, s.size, pz.Headline())
	}
	// The id waits for the verdict too: a hand-made puzzle's id names its
	// relation (f1-addition-1).
	return title, fmt.Sprintf("(%s%s)", pz.Position.Rules, stars)
}

// revealed names the puzzle once its verdict is given: its title proper,
// which may name the relation and the numbers, and its id.
func revealed(pz *puzzles.Puzzle) string {
	title := strings.TrimRight(pz.Title, ".")
	if !strings.HasSuffix(title, "?") && !strings.HasSuffix(title, "!") {
		title += "."
	}
	return fmt.Sprintf("The puzzle: %s (%s)", title, pz.ID)
}

// lastShown is the puzzle played last, kept after the session is over so
// that the Model can leave its board beside the last words; nil when none
// was played.
func (s *Session) lastShown() *puzzles.Puzzle {
	if s.current == nil {
		return nil
	}
	return s.current.Puzzle
}

// Puzzle is the puzzle being played, nil when none is.
func (s *Session) Puzzle() *puzzles.Puzzle {
	s.started()
	if s.done || s.current == nil {
		return nil
	}
	return s.current.Puzzle
}

// BoardText draws the current puzzle's board (rules/diagram, as rithmo
// board does), the goal's man marked; "" when no puzzle is being played.
func (s *Session) BoardText() string {
	pz := s.Puzzle()
	if pz == nil {
		return ""
	}
	return diagram.Draw(&pz.Position, s.boardOptions(pz, s.opts.Layout))
}

// boardSaid is the board as the text driver gives it, which is for screen
// readers (accessible mode): read out in words, its marks named, rather
// than drawn in rows of dots a reader reads as noise.
func (s *Session) boardSaid() string {
	pz := s.Puzzle()
	if pz == nil {
		return ""
	}
	return diagram.Words(&pz.Position, s.boardOptions(pz, s.opts.Layout))
}

// boardOptions are how a puzzle's board is drawn in a layout: the goal's
// man marked; a position from the learner's game numbered by its action,
// as its origin line says.
func (s *Session) boardOptions(pz *puzzles.Puzzle, layout diagram.Layout) diagram.Options {
	opts := diagram.Options{Layout: layout, Style: s.opts.Style, Renderer: s.opts.Renderer, Actions: pz.FromGame}
	if from, ok := s.chosenMan(); ok && s.current != nil && s.current.Puzzle == pz {
		// The man chosen, and the squares it can go to, marked with
		// characters (>R6<, *.*), not by colour alone.
		opts.Marks = append(opts.Marks, diagram.Mark{Square: from, Kind: diagram.Chosen})
		for _, a := range s.current.Destinations(from) {
			if a.To != from && a.To != board.NoSquare {
				opts.Marks = append(opts.Marks, diagram.Mark{Square: a.To, Kind: diagram.Reach})
			}
		}
	}
	if pz.Goal.Kind == puzzles.GoalCapture && !pz.Goal.Most {
		opts.Marks = append(opts.Marks, diagram.Mark{Square: pz.Goal.Target, Kind: diagram.Spot})
	}
	if from, to, ok := s.lastReply(pz); ok && len(opts.Marks) <= 1 {
		// The opponent's best reply, marked until a man is chosen.
		opts.Marks = append(opts.Marks, diagram.Mark{Square: from, Kind: diagram.From})
		if to != from && !slices.ContainsFunc(opts.Marks, func(m diagram.Mark) bool { return m.Square == to }) {
			// Where the goal's man ran keeps its goal mark (+).
			opts.Marks = append(opts.Marks, diagram.Mark{Square: to, Kind: diagram.To})
		}
	}
	return opts
}

// lastReply is the opponent's best reply when pz is the position it left
// in a two-move puzzle: its squares, to mark on the board.
func (s *Session) lastReply(pz *puzzles.Puzzle) (from, to board.Square, ok bool) {
	if s.first == nil || s.current == nil || s.current.Puzzle != pz {
		return board.NoSquare, board.NoSquare, false
	}
	l, found := s.first.LineOf(s.firstMove)
	if !found || l.BestReply() == nil {
		return board.NoSquare, board.NoSquare, false
	}
	r := l.BestReply().Outcome.Action
	if !pz.Position.Contains(r.From) || !pz.Position.Contains(r.To) {
		return board.NoSquare, board.NoSquare, false
	}
	return r.From, r.To, true
}

// chosenMan is the man the learner has chosen, while where it goes is
// asked (the full-screen board marks it and its squares).
func (s *Session) chosenMan() (board.Square, bool) {
	if s.done || s.step != StepAction || s.answer.From == board.NoSquare {
		return board.NoSquare, false
	}
	return s.answer.From, true
}

// GoalText says a puzzle's goal to the learner: "White to move: take the
// t12 on e11 (marked +)."
func GoalText(pz *puzzles.Puzzle) string {
	return pz.Position.ToMove.Title() + " to move: " + goalWhat(pz, false) + "."
}

// shortGoal is the goal in fewer words, for a status line that must fit
// one line of 80 columns beside "Puzzle 12 of 95 · ": "White: take the
// t12 on e11 (marked +)."
func shortGoal(pz *puzzles.Puzzle) string {
	return pz.Position.ToMove.Title() + ": " + goalWhat(pz, true)
}

// goalWhat is what the goal asks, without the side; short, the spot goal
// becomes a question with its mark.
func goalWhat(pz *puzzles.Puzzle, short bool) string {
	p := &pz.Position
	g := pz.Goal
	end := ""
	if short {
		end = "."
	}
	if g.InTwo() {
		one := *pz
		one.Goal.Moves = 0
		if short {
			return strings.TrimSuffix(goalWhat(&one, true), ".") + " in 2 moves."
		}
		return goalWhat(&one, false) + fmt.Sprintf(", in two moves: your first action must leave a way whatever %s replies", p.ToMove.Opponent().Title())
	}
	switch {
	case g.Kind == puzzles.GoalCapture && g.Most:
		return "take as much value as you can in one turn" + end
	case g.Kind == puzzles.GoalCapture:
		return "take the " + judge.ManOn(p, g.Target) + " (marked +)" + end
	case g.Kind == puzzles.GoalSpot && short:
		return fmt.Sprintf("which %s men can you take without moving, and how?", p.ToMove.Opponent())
	case g.Kind == puzzles.GoalSpot:
		return fmt.Sprintf("name every %s man you can take now, without moving first, and how", p.ToMove.Opponent())
	case g.Kind == puzzles.GoalTriumph && g.Triumph != "":
		return "complete a " + g.Triumph + " triumph in the enemy camp" + end
	case g.Kind == puzzles.GoalTriumph:
		return "complete a triumph in the enemy camp" + end
	case g.Kind == puzzles.GoalVictory && short:
		// "of" dropped: with the rule set before it, the status line
		// must fit the compact board's width.
		return "win by " + strings.TrimPrefix(g.Victory.BriefFor(p.Rules.Set), "victory of ") + end
	case g.Kind == puzzles.GoalVictory:
		// The count so far is part of the question: the men taken are not
		// on the board.
		return "win the game with one capture, by the agreed " + g.Victory.DescribeFor(p.Rules.Set) +
			". So far " + triumph.CountFor(p, p.ToMove, g.Victory).Text
	}
	return ""
}

// Question is what to ask now; false when the session is over.
func (s *Session) Question() (Question, bool) {
	s.started()
	if s.done {
		return Question{}, false
	}
	if s.step == StepChoose {
		return s.chooseQuestion(), true
	}
	if s.step == StepNext {
		// Only asked while puzzles remain: after a list's last the session
		// sums up at once (finish), so there are always two options.
		return Question{Step: StepNext, Title: "Go on?", Options: []Choice{{"Next puzzle", ValueNext}, {"Finish", ValueQuit}}}, true
	}
	pz := s.current.Puzzle
	p := &pz.Position
	q := Question{Step: s.step}
	switch s.step {
	case StepMan:
		q.Title = "Which of your men?"
		if s.first != nil && s.opts.ownScreen { // text output has announced it
			q.Title = "Now the second move: which of your men?"
		}
		for _, sq := range s.current.Movers() {
			q.Options = append(q.Options, Choice{judge.Option(p, sq), squareOf(sq)})
		}
	case StepAction:
		q.Title = fmt.Sprintf("What does the %s do?", judge.ManOn(p, s.answer.From))
		// Every ordinary and flying square, legal or not, so that a legal
		// leap is no clue (flying ones are marked in their labels).
		actions := s.current.Destinations(s.answer.From)
		// Taking without moving first, then the squares in board order (a1
		// first): easier to find than in the engine's order.
		first := func(a engine.Action) int {
			if a.Kind == engine.Move {
				return 1
			}
			return 0
		}
		slices.SortStableFunc(actions, func(a, b engine.Action) int {
			if d := first(a) - first(b); d != 0 {
				return d
			}
			return int(a.To) - int(b.To)
		})
		for _, a := range actions {
			q.Options = append(q.Options, Choice{judge.ActionOption(p, a), actionOf(a)})
		}
	case StepTaken:
		q.Title = fmt.Sprintf("Which men does %s take?", s.answer.Action)
		q.Multi = true
		q.Options = s.enemyChoices()
	case StepRelation:
		q.Title = fmt.Sprintf("By which relation is the %s taken?", judge.ManOn(p, pz.Goal.Target))
		q.Options = s.relationChoices()
	case StepRelations:
		q.Title = "By which relations are they taken?"
		q.Multi = true
		q.Options = s.relationChoices()
	case StepProportions:
		q.Title = "Which proportions do the triumph's values hold?"
		q.Multi = true
		for _, pr := range arith.Proportions {
			label := pr.String()
			if pr == arith.Harmonic {
				label += " (musical)"
			}
			q.Options = append(q.Options, Choice{label, proportionOf(pr)})
		}
	case StepSpotMen:
		q.Title = fmt.Sprintf("Which %s men can you take now?", p.ToMove.Opponent())
		q.Multi = true
		q.Options = s.enemyChoices()
	case StepSpotRelation:
		q.Title = fmt.Sprintf("How do you take the %s?", judge.ManOn(p, s.pending[0]))
		q.Options = s.relationChoices()
	}
	if kind, ok := s.nextHint(); ok {
		q.Hint = "Hint: " + kind.String() + " (-1 point)"
		if !s.opts.hintKey {
			q.Options = append(q.Options, Choice{q.Hint, ValueHint})
		}
	}
	q.Again = s.again // set by every verdict that is not Right, so whenever Retry is
	if s.retry {
		// Showing the answer is a choice, offered once a step was wrong,
		// never forced.
		q.Retry = true
		q.Options = append(q.Options, Choice{"Show the answer", ValueShow})
	}
	if q.Multi {
		q.Selected = slices.Clone(s.ticked)
	}
	return q, true
}

func (s *Session) enemyChoices() []Choice {
	p := &s.current.Puzzle.Position
	var cs []Choice
	for _, sq := range s.current.EnemyMen() {
		cs = append(cs, Choice{judge.Option(p, sq), squareOf(sq)})
	}
	return cs
}

// relationChoices are the relations of the puzzle's rule set that the
// learner has been taught by the lesson the puzzle closes (teach.TaughtBy):
// a puzzle of lesson 3 does not list siege and eruption, which lesson 14
// teaches. A relation the answer takes by is always listed, so that a
// puzzle named too early (which puzzles/check refuses) stays solvable.
func (s *Session) relationChoices() []Choice {
	pz := s.current.Puzzle
	needed := s.current.AnswerRelations()
	var cs []Choice
	for _, r := range engine.RelationsOf(pz.Position.Rules) {
		if teach.TaughtBy(teach.RelationTopic(r, pz.Position.Rules), pz.Lesson.Number) || slices.Contains(needed, r) {
			cs = append(cs, Choice{r.String(), relationOf(r)})
		}
	}
	return cs
}

// Answer takes the values chosen for the current question (one for a
// select, any number for a multi-select). Values not among the question's
// options are refused with an error and the question stands. The error of
// a failed recording is returned too, and ends the session.
func (s *Session) Answer(values []Value) error {
	q, ok := s.Question()
	if !ok {
		return errors.New("the session is over")
	}
	for _, v := range values {
		if !slices.ContainsFunc(q.Options, func(c Choice) bool { return c.Value == v }) {
			return fmt.Errorf("%q is not one of the choices", v)
		}
	}
	if !q.Multi && len(values) != 1 {
		return fmt.Errorf("choose one option, not %d", len(values))
	}
	if slices.Contains(values, ValueHint) {
		// The men (or relations) ticked with the hint stay ticked when the
		// question is asked again.
		s.ticked = slices.DeleteFunc(slices.Clone(values), func(v Value) bool { return v == ValueHint || v == ValueShow })
		s.giveHint()
		return s.err
	}
	if slices.Contains(values, ValueShow) {
		s.ticked = nil
		return s.ShowAnswer()
	}
	s.ticked = nil
	switch q.Step {
	case StepChoose:
		s.choose(values[0].String())
		return nil
	case StepNext:
		if values[0] == ValueNext {
			s.say("")
			s.open()
		} else {
			s.finishSession()
		}
		return nil
	}
	s.judgeStep(q.Step, values)
	return s.err
}

// Choose answers the current question with the options named by their
// values in notation ("c6", "c6-d7", "addition", "hint"), as a script
// names them; a name that is no option's is refused and the question
// stands.
func (s *Session) Choose(names ...string) error {
	q, ok := s.Question()
	if !ok {
		return errors.New("the session is over")
	}
	values := make([]Value, len(names))
	for i, name := range names {
		j := slices.IndexFunc(q.Options, func(c Choice) bool { return c.Value.String() == name })
		if j < 0 {
			return fmt.Errorf("%q is not one of the choices", name)
		}
		values[i] = q.Options[j].Value
	}
	return s.Answer(values)
}

// TakeHint shows the next hint for the question being asked, which stands:
// what the full-screen Model does on its hint key. It is an error when no
// hint is left, or no puzzle question is being asked.
func (s *Session) TakeHint() error {
	q, ok := s.Question()
	if !ok {
		return errors.New("the session is over")
	}
	if q.Hint == "" {
		return errors.New("no hint is left for this puzzle")
	}
	s.giveHint()
	return s.err
}

// ShowAnswer ends the puzzle being played by showing its answer: what the
// full-screen Model does when the learner chooses "Show the answer". The
// puzzle is then seen, not solved.
func (s *Session) ShowAnswer() error {
	if _, ok := s.Question(); !ok || !s.playing() {
		return errors.New("no puzzle is being played")
	}
	s.shown = true
	a := s.attempt()
	a.Shown = true
	if s.save(a) != nil {
		return s.err
	}
	s.finish(false)
	return s.err
}

// judgeStep judges the part given, records it, and only once it is saved
// says its verdict and goes on: to the next part, or the puzzle's end.
func (s *Session) judgeStep(step Step, values []Value) {
	sol := s.current
	g := sol.Puzzle.Goal
	var (
		v    judge.Verdict
		last bool // the part, right, completes the answer
	)
	switch step {
	case StepMan:
		s.answer.From = values[0].square
		v = sol.Man(s.answer.From)
	case StepAction:
		s.answer.Action, s.answer.HasAction = values[0].action, true
		v = sol.Action(s.answer.Action)
	case StepTaken:
		s.answer.Taken = squares(values)
		v = sol.Taken(s.answer.Action, s.answer.Taken)
		last = g.Kind == puzzles.GoalVictory // the men taken are the count: no relation is asked
	case StepRelation:
		s.answer.Relations = relations(values)
		v, last = sol.Relation(s.answer.Action, s.answer.Relations[0]), true
	case StepRelations:
		s.answer.Relations = relations(values)
		v, last = sol.Relations(s.answer.Action, s.answer.Relations), true
	case StepProportions:
		s.answer.Proportions = proportions(values)
		v, last = sol.Proportions(s.answer.Action, s.answer.Proportions), true
	case StepSpotMen:
		s.answer.Men = squares(values)
		v = sol.SpotMen(s.answer.Men)
	case StepSpotRelation:
		sq := s.pending[0]
		s.answer.Claims = append(s.answer.Claims, judge.Claim{Square: sq, Relation: values[0].relation})
		v, last = sol.SpotRelation(sq, values[0].relation), len(s.pending) == 1
	}
	if !s.verdict(v, last && v.Right) {
		return // not saved: the session has ended with the error
	}
	if !v.Right {
		switch step {
		case StepTaken, StepRelations, StepProportions, StepSpotMen:
			s.ticked = values // corrected, not ticked anew
		case StepSpotRelation:
			s.answer.Claims = s.answer.Claims[:len(s.answer.Claims)-1] // tried again
		}
		if step == StepProportions {
			s.answer.Proportions = nil
		}
		return
	}
	switch step {
	case StepMan:
		s.step = StepAction
	case StepAction:
		switch {
		case g.InTwo():
			s.secondStep(s.answer.Action)
		case g.Kind == puzzles.GoalTriumph:
			s.step = StepProportions
		default:
			s.step = StepTaken
		}
	case StepTaken:
		switch {
		case last:
			s.finish(true)
		case g.Most:
			s.step = StepRelations
		default:
			s.step = StepRelation
		}
	case StepRelation, StepRelations, StepProportions:
		s.finish(true)
	case StepSpotMen:
		s.pending = slices.Clone(s.answer.Men)
		slices.Sort(s.pending)
		s.pending = slices.Compact(s.pending)
		s.step = StepSpotRelation
	case StepSpotRelation:
		s.pending = s.pending[1:]
		if len(s.pending) == 0 {
			s.finish(true)
		}
	}
}

// secondStep goes on with a two-move puzzle after its first action, right:
// it says the opponent's best reply, shows the position after both and
// asks for the second action, the same steps as a one-move puzzle's on the
// position left (judge's Next). Hints start again for the new question;
// mistakes, hints used and a shown answer go on counting for the puzzle.
func (s *Session) secondStep(a engine.Action) {
	first := s.current
	next, _, ok := first.Next(a)
	var second *judge.Solved
	var err error
	if ok {
		second, err = judge.Solve(next)
	}
	if !ok || err != nil || second.Count() == 0 {
		// The judge tried every reply before calling a solution right:
		// only a broken engine gets here.
		s.say("(The position after the best reply could not be set up; the first action was the answer.)", "")
		s.finish(true)
		return
	}
	s.first, s.current, s.firstMove = first, second, a
	s.answer = judge.NewAnswer()
	s.given, s.hintedSpots = map[hintKind]bool{}, nil
	s.step = StepMan
	// The verdict just said has named the hardest reply; a screen of its
	// own marks it on the board, and keeps that verdict whole above the
	// second move's question. Text output says it in words.
	s.again = true
	if !s.opts.ownScreen {
		s.say(fmt.Sprintf("You play %s. %s", a, first.ReplyText(a)), "")
		s.out.WriteString(s.boardSaid())
		s.say("", "Now the second move. "+GoalText(next), "")
	}
}

// origin is the puzzle being played as the learner chose it: a two-move
// puzzle stays itself while its second action is asked.
func (s *Session) origin() *puzzles.Puzzle {
	if s.first != nil {
		return s.first.Puzzle
	}
	return s.current.Puzzle
}

// verdict records the part just judged, right or wrong, and once it is
// saved shows its judgement; false when it could not be saved, and the
// session has ended with the error, its verdict unshown. last says that
// the part, right, completes the answer. A wrong part does not end the
// attempt: the question stands, to be tried again, with a hint or "Show
// the answer" offered; the puzzle is then no longer solved at the first
// try.
func (s *Session) verdict(v judge.Verdict, last bool) bool {
	wrong := !v.Right && !v.Accepted
	a := s.attempt()
	a.Answer, a.Correct = s.tryText(), !wrong
	if last {
		a.Ends = puzzles.EndsSolved
	}
	if s.save(a) != nil {
		return false
	}
	s.again = !v.Right
	switch {
	case v.Right:
		s.part++
		s.retry = false
		s.say("Right. "+v.Text, "")
	case v.Accepted:
		// A correct reading of the answer, not what was asked (the man
		// that takes part but stays put): not a mistake; the question
		// stands.
		s.say(v.Text, "")
	default:
		s.mistakes++
		s.retry = true
		s.say("Wrong. " + v.Text)
		s.sayRated()
		s.say("Try again, ask for a hint, or show the answer.", "")
	}
	return true
}

// tryText is the part just given, for the record: the answer so far
// ("c9-d10 takes e11, a13"), or for a spot puzzle the men named ("men: c5")
// or the claim ("c5 siege").
func (s *Session) tryText() string {
	switch s.step {
	case StepSpotMen:
		if len(s.answer.Men) == 0 {
			return "men: none"
		}
		names := make([]string, len(s.answer.Men))
		for i, sq := range s.answer.Men {
			names[i] = sq.String()
		}
		return "men: " + strings.Join(names, ", ")
	}
	if s.first != nil {
		return s.firstMove.String() + "; " + s.answer.String()
	}
	return s.answer.String()
}

// attempt is the record of an answer to the puzzle being played, as far
// as the puzzle, the part and the hints go: the caller adds what was
// answered.
func (s *Session) attempt() puzzles.Attempt {
	pz := s.origin()
	return puzzles.Attempt{
		PuzzleID:   pz.ID,
		Rules:      pz.Rules(),
		Themes:     slices.Clone(pz.Themes),
		Position:   pz.Position.String(),
		Goal:       pz.Goal.String(),
		Difficulty: pz.Difficulty,
		Title:      pz.Title,
		Step:       s.part,
		HintsUsed:  s.hints,
		Opened:     s.opened,
	}
}

// save records an answer, stamped now, with the time since the one before
// (or the puzzle's opening). When it cannot be saved, the session ends with
// the error, said in its place: no verdict is shown for an answer not kept.
// When the answer settled the first try and the recorder rates it, the
// rating change is kept to be said with its verdict.
func (s *Session) save(a puzzles.Attempt) error {
	now := s.opts.Now()
	a.At, a.Took = now, max(now.Sub(s.lastAt), 0)
	s.lastAt = now
	rater, rates := s.opts.Recorder.(puzzles.Rater)
	goal := s.origin().Goal.Kind.String()
	var before float64
	var games int
	if rates {
		before, games, rates = rater.Rating(goal)
	}
	if err := s.opts.Recorder.Answered(a); err != nil {
		s.err = fmt.Errorf("your answer to %s could not be saved, so the session stopped: %w", a.PuzzleID, err)
		s.say(s.err.Error())
		s.finishSession()
		return err
	}
	s.saved = true
	if !rates {
		return nil
	}
	if after, n, ok := rater.Rating(goal); ok && n > games {
		// The first try was rated: said with its verdict.
		s.rated = RatingChange{Goal: goal, Before: before, After: after, Games: n}.String()
		s.tally.rate(goal, before, after, n)
		if !a.Correct || a.Shown || a.HintsUsed > 0 {
			s.tally.Review++
		}
	}
	return nil
}

// rate keeps a goal's rating change in the tally: the first rating before
// and the last after.
func (t *Tally) rate(goal string, before, after float64, games int) {
	for i := range t.Rated {
		if t.Rated[i].Goal == goal {
			t.Rated[i].After, t.Rated[i].Games = after, games
			return
		}
	}
	t.Rated = append(t.Rated, RatingChange{Goal: goal, Before: before, After: after, Games: games})
}

// sayRated says the rating change of the first try just recorded, once.
func (s *Session) sayRated() {
	if s.rated != "" {
		s.say("Rating: " + s.rated + ".")
		s.rated = ""
	}
}

// finish ends the attempt (answered in full, or the answer shown), whose
// every part is recorded already: explain the right answer, score; then
// ask whether to go on, or sum up when the source has no more. Like
// lichess, only the first try counts: a puzzle answered in full after a
// wrong part is solved "on a retry" and earns no points; one whose whole
// answer was shown is seen.
func (s *Session) finish(correct bool) {
	pz := s.origin()
	solved := correct && s.mistakes == 0 && !s.shown
	score := judge.ScoreOf(solved, s.hints)
	s.after = s.playedAction(correct)
	s.tally.Played++
	s.tally.MaxPoints += judge.MaxPoints
	s.tally.Points += score.Points
	s.retry = false
	// The rating change follows the line that scores the try; where that
	// line ends in "The answer:", it comes first, so that the answer
	// follows its label.
	ratedFirst := !solved && (s.shown || !correct)
	if ratedFirst {
		s.sayRated()
	}
	switch {
	case solved:
		s.tally.Solved++
		s.solved[pz.Item()] = true
		if s.hints == 0 {
			s.say(fmt.Sprintf("Solved at the first try, %s.", points(score.Points)))
		} else {
			s.say(fmt.Sprintf("Solved with %s, %s.", howMany(s.hints, "hint"), points(score.Points)))
		}
	case s.shown:
		s.tally.Seen++
		s.say("Seen, not solved: the answer was shown. The answer:")
	case correct:
		s.tally.Retried++
		s.say(fmt.Sprintf("Solved on a retry (%s wrong first): no points, as only the first try counts.", howMany(s.mistakes, "step")))
	default:
		s.say("Not solved this time. The answer:")
	}
	s.sayRated()
	if s.first != nil {
		if l, ok := s.first.LineOf(s.firstMove); ok && l.BestReply() != nil {
			s.say(fmt.Sprintf("After %s and %s's best reply, %s:", s.firstMove, pz.Position.ToMove.Opponent().Title(), l.BestReply().Outcome.Action))
		}
	}
	s.say(s.current.Explain())
	s.say(revealed(pz))
	if pz.Note != "" {
		s.say(pz.Note)
	}
	s.say("")
	switch {
	case s.size >= 0 && s.number >= s.size:
		s.finishSession() // the last: nothing to ask
	default:
		if s.tally.Played > 1 {
			s.say(s.scoreText("So far you solved"), "")
		}
		s.step = StepNext
	}
}

// scoreText is the tally in words: "<lead> 7 of 9 puzzles played, 19 of
// 27 points." ("1 of 1 puzzle played": the noun goes with the count after
// "of").
func (s *Session) scoreText(lead string) string {
	var more string
	if s.tally.Retried > 0 {
		more += fmt.Sprintf(" (%d more on a retry)", s.tally.Retried)
	}
	return fmt.Sprintf("%s %d of %s played%s, %d of %s.", lead, s.tally.Solved, howMany(s.tally.Played, "puzzle"),
		more, s.tally.Points, howMany(s.tally.MaxPoints, "point"))
}

func points(n int) string { return howMany(n, "point") }

// howMany is a count with its noun: "1 puzzle", "0 puzzles", "3 puzzles".
func howMany(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// finishSession sums up and ends.
func (s *Session) finishSession() {
	s.done = true
	s.step = StepNone
	switch {
	case s.tally.Played > 0:
		s.summary = s.scoreText("You solved")
	case len(s.tally.Rated) > 0:
		// Left in the middle of a puzzle after a wrong first try: that
		// try was rated.
		s.summary = "No puzzle finished."
	default:
		return
	}
	if s.tally.Seen > 0 {
		s.summary += fmt.Sprintf(" Answer shown: %s.", howMany(s.tally.Seen, "puzzle"))
	}
	if len(s.tally.Rated) > 0 {
		parts := make([]string, len(s.tally.Rated))
		for i, r := range s.tally.Rated {
			parts[i] = r.String()
		}
		s.summary += " Rating: " + strings.Join(parts, "; ") + "."
	}
	if s.tally.Review > 0 {
		verb := "comes"
		if s.tally.Review > 1 {
			verb = "come"
		}
		s.summary += fmt.Sprintf(" %s back in review (missed, shown or hinted).", howMany(s.tally.Review, "puzzle")+" "+verb)
	}
	s.say(s.summary)
}

// Summary is the session's last words once it is over ("You solved 2 of 3
// puzzles played, 5 of 9 points."); "" before, or when nothing was played.
func (s *Session) Summary() string { return s.summary }

// goalGloss says in a few words what each goal asks.
func goalGloss(g puzzles.GoalKind) string {
	switch g {
	case puzzles.GoalSpot:
		return "what can you take now?"
	case puzzles.GoalCapture:
		return "take a man, or the most"
	case puzzles.GoalTriumph:
		return "set men in proportion"
	case puzzles.GoalVictory:
		return "win with one capture"
	}
	return ""
}

// chooseQuestion offers every puzzle, each goal, each theme and each rule
// set present.
func (s *Session) chooseQuestion() Question {
	q := Question{Step: StepChoose, Title: "Which puzzles?"}
	solved := s.solvedAll()
	if len(s.opts.Suggested) > 0 {
		label, _ := s.countLabel(s.opts.Suggestion, "suggested", solved)
		q.Options = append(q.Options, Choice{label, Word("suggested")})
	} else if s.opts.Suggestion != "" {
		// Nothing to suggest yet, and the label says why (the lesson that
		// opens the suggestions).
		q.Title += " " + s.opts.Suggestion
	}
	if s.opts.Rules != "" {
		q.Title += " Goals and themes in " + s.opts.Rules + ", your rule set."
	}
	all, _ := s.countLabel("All puzzles", "all", solved)
	q.Options = append(q.Options, Choice{all, Word("all")})
	for _, g := range []puzzles.GoalKind{puzzles.GoalSpot, puzzles.GoalCapture, puzzles.GoalTriumph, puzzles.GoalVictory} {
		if label, ok := s.countLabel("Goal "+g.String()+" ("+goalGloss(g)+")", "goal:"+g.String(), solved); ok {
			q.Options = append(q.Options, Choice{label, Word("goal:" + g.String())})
		}
	}
	themes := check.Themes()
	for _, pz := range s.all {
		for _, t := range pz.Themes {
			if !slices.Contains(themes, t) {
				themes = append(themes, t)
			}
		}
	}
	for _, t := range themes {
		name := "Theme " + t
		if g := check.Gloss(t); g != "" && !s.opts.ownScreen {
			// Read aloud, the gloss is in the label; on screen it stands
			// under the list for the choice under the cursor.
			name += " — " + g
		}
		if label, ok := s.countLabel(name, "theme:"+t, solved); ok {
			q.Options = append(q.Options, Choice{label, Word("theme:" + t)})
		}
	}
	for _, set := range board.RuleSets {
		if label, ok := s.countLabel("Rules "+set.String()+" ("+set.Title()+")", "rules:"+set.String(), solved); ok {
			q.Options = append(q.Options, Choice{label, Word("rules:" + set.String())})
		}
	}
	return q
}

// countLabel names a choice with how many puzzles it holds and how many of
// them are solved (isDone, by index in s.all: see solvedAll), those solved
// only on a retry marked as such ("35 puzzles, 2 solved (1 on a retry)");
// ok is false when it holds none. It counts in place: copying the puzzles
// for each choice cost megabytes.
func (s *Session) countLabel(name, choice string, isDone []bool) (label string, ok bool) {
	n, solved, retried := 0, 0, 0
	count := func(e *puzzles.Entry, done bool) {
		n++
		if done {
			solved++
			if s.retried[e.Item] {
				retried++
			}
		}
	}
	if choice == "suggested" {
		for i := range s.opts.Suggested {
			count(&s.opts.Suggested[i], s.isSolved(&s.opts.Suggested[i]))
		}
	} else {
		for i := range s.all {
			if s.chosen(&s.all[i], choice) {
				count(&s.all[i], isDone[i])
			}
		}
	}
	if choice == "suggested" && solved == 0 {
		// Suggested puzzles are unsolved ones: "0 solved" says nothing, and
		// without it the label, ratings and all, fits an 80-column picker
		// whole rather than cut in a number ("triumph 1…").
		return fmt.Sprintf("%s: %s", name, howMany(n, "puzzle")), n > 0
	}
	if retried > 0 {
		return fmt.Sprintf("%s: %s, %d solved (%d on a retry)", name, howMany(n, "puzzle"), solved, retried), n > 0
	}
	return fmt.Sprintf("%s: %s, %d solved", name, howMany(n, "puzzle"), solved), n > 0
}

// chosen reports whether a puzzle belongs to a choice ("all", "theme:T",
// "rules:R", "goal:G"): a goal's or a theme's only in the rule set
// Options.Rules names, when it names one.
func (s *Session) chosen(pz *puzzles.Entry, choice string) bool {
	kind, arg, _ := strings.Cut(choice, ":")
	if base, _, _ := strings.Cut(pz.Rules, "+"); (kind == "theme" || kind == "goal") && s.opts.Rules != "" && base != s.opts.Rules {
		return false
	}
	return kind == "all" || kind == "theme" && pz.HasTheme(arg) || kind == "rules" && pz.Rules == arg ||
		kind == "goal" && pz.Goal.Kind.String() == arg
}

// selectBy returns the puzzles of a choice from easy to hard, in file order
// within a difficulty; the suggested ones in the order suggested.
func (s *Session) selectBy(choice string) []puzzles.Entry {
	if choice == "suggested" {
		return slices.Clone(s.opts.Suggested)
	}
	var sel []puzzles.Entry
	for i := range s.all {
		if s.chosen(&s.all[i], choice) {
			sel = append(sel, s.all[i])
		}
	}
	slices.SortStableFunc(sel, func(a, b puzzles.Entry) int { return level(a.Difficulty) - level(b.Difficulty) })
	return sel
}

// SortEasyFirst orders puzzles by difficulty, keeping their order within
// one difficulty (puzzles without a difficulty count as 3).
func SortEasyFirst(ps []puzzles.Puzzle) {
	slices.SortStableFunc(ps, func(a, b puzzles.Puzzle) int { return level(a.Difficulty) - level(b.Difficulty) })
}

// level is a difficulty to sort by: 3 for a puzzle without one.
func level(difficulty int) int {
	if difficulty == 0 {
		return 3
	}
	return difficulty
}

func (s *Session) choose(value string) {
	s.opts.Resume = true
	s.start(s.selectBy(value))
}

// playedBoard is a puzzle's position after its answer: the man moved and
// the men it took, marked.
type playedBoard struct {
	pz    *puzzles.Puzzle // the puzzle it answers
	pos   board.Position
	marks []diagram.Mark
}

// playedAction is the board the answer leaves: the learner's action when
// it meets the goal, else the first solution's (the answer shown); nil
// when the goal asks for no action (spot) or it cannot be played.
func (s *Session) playedAction(correct bool) *playedBoard {
	if s.current == nil || len(s.current.Solutions) == 0 {
		return nil
	}
	sol := &s.current.Solutions[0]
	if correct && s.answer.HasAction {
		for i := range s.current.Solutions {
			if s.current.Solutions[i].Action() == s.answer.Action {
				sol = &s.current.Solutions[i]
				break
			}
		}
	}
	pz := s.current.Puzzle
	a := sol.Action()
	after, caps, err := engine.Apply(&pz.Position, a)
	if err != nil {
		return nil
	}
	var marks []diagram.Mark
	if a.From != a.To && a.From != board.NoSquare {
		marks = append(marks, diagram.Mark{Square: a.From, Kind: diagram.From})
	}
	if a.To != board.NoSquare {
		marks = append(marks, diagram.Mark{Square: a.To, Kind: diagram.To})
	}
	for _, c := range caps {
		if !slices.ContainsFunc(marks, func(m diagram.Mark) bool { return m.Square == c.Square }) {
			marks = append(marks, diagram.Mark{Square: c.Square, Kind: diagram.Taken})
		}
	}
	return &playedBoard{pz: pz, pos: after, marks: marks}
}

// playedOn is the board after the answer when pz is the puzzle just
// answered, nil while it is still being answered.
func (s *Session) playedOn(pz *puzzles.Puzzle) *playedBoard {
	if s.after == nil || s.after.pz != pz {
		return nil
	}
	return s.after
}
