package review

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/board"
)

// Sources is what cards are set from.
type Sources struct {
	Puzzles []puzzles.Puzzle  // the curated puzzles
	Lessons []*lessons.Lesson // the course
	Seed    uint64            // the learner's exercise seed, for cards kept without one
	// Rules is the rule set the learner learns in: the lessons' exercises
	// on moving in "the learner's rule set" ask about it; "" is
	// exercise.DefaultRules.
	Rules string
}

// Puzzle is a puzzle to set for a card.
type Puzzle struct {
	Card   progress.Card
	Puzzle puzzles.Puzzle
	Fresh  bool // a fresh draw of the card's kind, not the card's own puzzle
}

// Exercise is an exercise to ask for a card.
type Exercise struct {
	Card     progress.Card
	Lesson   *lessons.Lesson
	Index    int
	Question exercise.Question
	Seed     uint64 // the question's numbers were drawn with it
	Fresh    bool   // other numbers than the card's
}

// Set is what a review asks: the puzzles, then the exercises.
type Set struct {
	Puzzles   []Puzzle
	Exercises []Exercise
	Skipped   []string // cards that could not be set, and why
}

// Len is how many items the set asks.
func (s Set) Len() int { return len(s.Puzzles) + len(s.Exercises) }

// Plan sets every card: the same item while the card's streak is 0, a
// fresh draw after that, and the same item again when no fresh draw can be
// made.
func Plan(cards []progress.Card, src Sources) Set {
	var set Set
	for _, c := range cards {
		switch c.Kind {
		case progress.KindPuzzle:
			if p, ok := planPuzzle(c, src); ok {
				set.Puzzles = append(set.Puzzles, p)
			} else {
				set.Skipped = append(set.Skipped, fmt.Sprintf("puzzle %s: it is no longer among the puzzles and no puzzle of its kind can be made", c.Name))
			}
		case progress.KindExercise:
			e, err := planExercise(c, src)
			if err != nil {
				set.Skipped = append(set.Skipped, fmt.Sprintf("lesson %s exercise %d: %v", c.Name, c.Exercise+1, err))
				continue
			}
			set.Exercises = append(set.Exercises, e)
		}
	}
	return set
}

func planPuzzle(c progress.Card, src Sources) (Puzzle, bool) {
	same, sameOK := samePuzzle(c, src.Puzzles)
	if c.Fresh() || !sameOK {
		if pz, ok := freshPuzzle(c); ok {
			if c.Origin != "" {
				pz.Occasion = "Of the kind you let pass in " + c.Origin
			}
			return Puzzle{Card: c, Puzzle: pz, Fresh: true}, true
		}
	}
	return Puzzle{Card: c, Puzzle: same}, sameOK
}

// samePuzzle is the card's own puzzle: the curated one that is this item,
// else one rebuilt from the position and goal the card keeps, else (a card
// kept before positions were) the curated puzzle of its id.
func samePuzzle(c progress.Card, curated []puzzles.Puzzle) (puzzles.Puzzle, bool) {
	byID := -1
	for i := range curated {
		if curated[i].Item() == c.Item {
			return curated[i], true
		}
		if curated[i].ID == c.Name && byID < 0 {
			byID = i
		}
	}
	if c.Position != "" {
		pos, err := board.Parse(c.Position)
		if err != nil {
			return puzzles.Puzzle{}, false
		}
		goal, err := puzzles.ParseGoal(c.Goal)
		if err != nil {
			return puzzles.Puzzle{}, false
		}
		title := c.Title
		if title == "" {
			title = "A puzzle you missed"
		}
		pz := puzzles.Puzzle{ID: c.Name, Title: title, Position: pos, Goal: goal,
			Themes: slices.Clone(c.Themes), Difficulty: c.Difficulty, Source: "your own answers"}
		if c.Origin != "" {
			// A position from the learner's game: its origin leads the
			// headline, and the engine must still find an answer in it
			// (the answers kept are a record, not the judge).
			pz.Occasion, pz.Source, pz.FromGame = "From "+c.Origin, "your own game", true
			if sols, err := judge.Solutions(&pz); err != nil || len(sols) == 0 {
				return puzzles.Puzzle{}, false
			}
		}
		if byID >= 0 && curated[byID].Position.Equal(&pos) {
			pz.Title, pz.Note = curated[byID].Title, curated[byID].Note
		}
		return pz, true
	}
	if byID >= 0 {
		return curated[byID], true
	}
	return puzzles.Puzzle{}, false
}

// freshPuzzle generates a puzzle of the card's kind: its first theme that
// practice knows (a relation or a triumph kind), under its rule set. Not
// two-move: such a puzzle is found in self-play games, a second or two
// each, and a review plans every card due before its first; a missed
// two-move puzzle comes back fresh by its relation.
func freshPuzzle(c progress.Card) (puzzles.Puzzle, bool) {
	rules, err := board.ParseRules(c.Rules)
	if err != nil {
		rules = board.Rules{}
	}
	known := generate.PracticeThemes()
	var tries []generate.PracticeOptions
	for _, t := range c.Themes {
		if slices.Contains(known, t) && t != generate.TwoMoveTheme {
			tries = append(tries, generate.PracticeOptions{Theme: t, Rules: rules})
			tries = append(tries, generate.PracticeOptions{Theme: t}) // a theme the rule set lacks without an option
			break
		}
	}
	tries = append(tries, generate.PracticeOptions{Rules: rules})
	for _, o := range tries {
		o.Count, o.Seed = 1, progress.FreshSeed(c)
		if ps, err := generate.Practice(o); err == nil && len(ps) == 1 {
			return ps[0], true
		}
	}
	return puzzles.Puzzle{}, false
}

func planExercise(c progress.Card, src Sources) (Exercise, error) {
	l, ok := lessons.Find(src.Lessons, c.Name)
	if !ok {
		return Exercise{}, fmt.Errorf("the lesson is no longer in the course")
	}
	if c.Exercise < 0 || c.Exercise >= len(l.Exercises) {
		return Exercise{}, fmt.Errorf("the lesson has only %s now", plural(len(l.Exercises), "exercise"))
	}
	block := l.Exercises[c.Exercise].Block.WithRules(src.Rules)
	if !c.Fresh() {
		// The same numbers: the seed they were drawn with, checked against
		// the task kept (the lesson may have changed since, or the rule set
		// learnt in: a task on moving kept in another is asked afresh).
		var seeds []uint64
		if s, err := strconv.ParseUint(c.Seed, 10, 64); err == nil {
			seeds = append(seeds, s)
		}
		seeds = append(seeds, src.Seed)
		for _, seed := range seeds {
			q, err := exercise.Ask(block, seed, l.Name, c.Exercise)
			if err == nil && q.Task.String() == c.Task {
				return Exercise{Card: c, Lesson: l, Index: c.Exercise, Question: q, Seed: seed}, nil
			}
		}
	}
	seed := progress.FreshSeed(c)
	q, err := exercise.Ask(block, seed, l.Name, c.Exercise)
	if err != nil {
		return Exercise{}, err
	}
	// A task with nothing drawn asks the same again: not "new numbers".
	return Exercise{Card: c, Lesson: l, Index: c.Exercise, Question: q, Seed: seed, Fresh: q.Task.String() != c.Task}, nil
}
