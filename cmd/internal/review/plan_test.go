package review

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/puzzles"
)

const curatedText = `id: t-addition
title: Two sixes make twelve
position: 8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5
goal: capture e8
themes: addition
difficulty: 1
`

func sources(t *testing.T) Sources {
	t.Helper()
	ps, err := puzzles.Parse("t.puz", []byte(curatedText))
	require.NoError(t, err)
	all, err := lessons.Load(fstest.MapFS{
		"01-sums.md": {Data: []byte("# Sums\n\nText.\n\n```exercise\ntask: take addition {10..40} {10..40}\n```\n\n*Sources: Lever & Fulke 1563.*\n")},
	})
	require.NoError(t, err)
	return Sources{Puzzles: ps, Lessons: all, Seed: 7}
}

func TestPlanPuzzles(t *testing.T) {
	src := sources(t)
	curated := src.Puzzles[0]
	other := "8/8/8/t16,7/8/8/8/8/4,r9,3/3,R36,4/6,R4,1/8/8/8/8/8 w fulke1 - - 7"
	tests := []struct {
		name      string
		card      progress.Card
		wantID    string
		wantTitle string
		fresh     bool
	}{
		{"the curated puzzle itself", progress.Card{Item: curated.Item(), Name: curated.ID}, "t-addition", "Two sixes make twelve", false},
		{"a sheet's puzzle of the same id, rebuilt from the card",
			progress.Card{Item: puzzles.ItemKey("t-addition", other, "capture e8"), Name: "t-addition", Title: "Thirty-six by four", Position: other, Goal: "capture e8"},
			"t-addition", "Thirty-six by four", false},
		{"a card from before positions were kept: found by id", progress.Card{Item: "t-addition", Name: "t-addition"}, "t-addition", "Two sixes make twelve", false},
		{"answered right once: a fresh one of its theme and rules",
			progress.Card{Item: curated.Item(), Name: curated.ID, Rules: "fulke1", Themes: []string{"addition"}, Streak: 1}, "", "", true},
		{"gone, and nothing known of it: a fresh one of its rules",
			progress.Card{Item: "gone", Name: "gone", Rules: "nemec"}, "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.card.Kind = progress.KindPuzzle
			set := Plan([]progress.Card{tt.card}, src)
			require.Len(t, set.Puzzles, 1, "%v", set.Skipped)
			got := set.Puzzles[0]
			assert.Equal(t, tt.fresh, got.Fresh)
			if !tt.fresh {
				assert.Equal(t, tt.wantID, got.Puzzle.ID)
				assert.Equal(t, tt.wantTitle, got.Puzzle.Title)
				return
			}
			assert.Regexp(t, `^gen-`, got.Puzzle.ID)
			assert.Equal(t, tt.card.Rules, got.Puzzle.Rules())
			if len(tt.card.Themes) > 0 {
				assert.Contains(t, got.Puzzle.Themes, tt.card.Themes[0])
			}
			again := Plan([]progress.Card{tt.card}, src)
			assert.Equal(t, got.Puzzle.Position.String(), again.Puzzles[0].Puzzle.Position.String(), "the same review draws the same")
		})
	}
}

func TestPlanExercises(t *testing.T) {
	src := sources(t)
	l := src.Lessons[0]
	q, err := exercise.Ask(l.Exercises[0].Block, 42, l.Name, 0)
	require.NoError(t, err)
	task := q.Task.String()

	card := progress.Card{Item: progress.ExerciseItem("sums", 0, task), Kind: progress.KindExercise, Name: "sums", Task: task, Seed: "42"}
	set := Plan([]progress.Card{card}, src)
	require.Len(t, set.Exercises, 1)
	assert.Equal(t, task, set.Exercises[0].Question.Task.String(), "the same numbers, from the seed kept")
	assert.False(t, set.Exercises[0].Fresh)
	assert.Equal(t, uint64(42), set.Exercises[0].Seed)

	q7, err := exercise.Ask(l.Exercises[0].Block, 7, l.Name, 0)
	require.NoError(t, err)
	legacy := progress.Card{Kind: progress.KindExercise, Name: "sums", Task: q7.Task.String()}
	set = Plan([]progress.Card{legacy}, src)
	require.Len(t, set.Exercises, 1)
	assert.Equal(t, q7.Task.String(), set.Exercises[0].Question.Task.String(), "no seed kept: the learner's own seed draws them again")

	card.Streak, card.Reviews = 1, 1
	set = Plan([]progress.Card{card}, src)
	require.Len(t, set.Exercises, 1)
	assert.True(t, set.Exercises[0].Fresh)
	assert.NotEqual(t, uint64(42), set.Exercises[0].Seed)
	assert.Equal(t, progress.FreshSeed(card), set.Exercises[0].Seed)

	gone := progress.Card{Kind: progress.KindExercise, Name: "sums", Exercise: 3, Task: "x"}
	set = Plan([]progress.Card{gone, {Kind: progress.KindExercise, Name: "nowhere"}}, src)
	assert.Empty(t, set.Exercises)
	assert.Equal(t, []string{"lesson sums exercise 4: the lesson has only 1 exercise now", "lesson nowhere exercise 1: the lesson is no longer in the course"}, set.Skipped)
}

func TestIntro(t *testing.T) {
	assert.Equal(t, "Nothing to review today.", Intro(Set{}))
	assert.Equal(t, "Review: 3 items due today: 1 puzzle and 2 exercises.", Intro(Set{Puzzles: make([]Puzzle, 1), Exercises: make([]Exercise, 2)}))
}

// A position let pass in a game comes back as itself, its origin leading
// the headline; once answered right, as a fresh one of its kind that names
// where the first was met.
func TestPlanGameCard(t *testing.T) {
	src := sources(t)
	pos := "r3,7/8/8/8/8/8/8/8/4,t12,3/3,R6,4/8/8/4,T6,3/8/8/8 w fulke1 - - 1"
	card := progress.Card{Item: puzzles.ItemKey("from-game", pos, "capture most"), Kind: progress.KindPuzzle, Name: "from-game",
		Title: "A capture of 12 you let pass", Rules: "fulke1", Position: pos, Goal: "capture most", Themes: []string{"addition"},
		Origin: "your game of 6 Dec 2026, action 14", Answers: []string{"e4-e6"}}
	set := Plan([]progress.Card{card}, src)
	require.Len(t, set.Puzzles, 1, "%v", set.Skipped)
	got := set.Puzzles[0]
	assert.False(t, got.Fresh)
	assert.Equal(t, "From your game of 6 Dec 2026, action 14. Find the biggest capture: a study of 4 men, White to move", got.Puzzle.Headline())
	assert.Equal(t, "your own game", got.Puzzle.Source)
	assert.True(t, got.Puzzle.FromGame, "its board numbered by the game's action, as its origin")

	card.Streak, card.Reviews = 1, 1
	set = Plan([]progress.Card{card}, src)
	require.Len(t, set.Puzzles, 1, "%v", set.Skipped)
	assert.True(t, set.Puzzles[0].Fresh)
	assert.Contains(t, set.Puzzles[0].Puzzle.Headline(), "Of the kind you let pass in your game of 6 Dec 2026, action 14. ")
	assert.False(t, set.Puzzles[0].Puzzle.FromGame, "a fresh position keeps its own turn")

	// The engine, not the answers kept, decides: a position where it finds
	// nothing to take now is set as a fresh one of its kind.
	card.Streak, card.Reviews = 0, 0
	card.Position = "r3,7/8/8/8/8/8/8/8/4,t12,3/8/8/3,R6,4/4,T6,3/8/8/8 w fulke1 - - 1"
	card.Item = puzzles.ItemKey("from-game", card.Position, "capture most")
	set = Plan([]progress.Card{card}, src)
	require.Len(t, set.Puzzles, 1, "%v", set.Skipped)
	assert.True(t, set.Puzzles[0].Fresh)
}

// An exercise on moving in the learner's rule set is asked in the rule set
// the review is given: the same numbers while the card was kept in it, new
// ones in the new rule set after a change, and fulke1 when none is given.
func TestPlanExerciseInLearnerRules(t *testing.T) {
	moves, err := lessons.Load(fstest.MapFS{
		"01-moves.md": {Data: []byte("# Moves\n\nText.\n\n```exercise\ntask: moves {rules} round {2..7} {2..15}\n```\n\n*Sources: Lever & Fulke 1563.*\n")},
	})
	require.NoError(t, err)
	l := moves[0]
	asked := func(rules string, seed uint64) string {
		q, err := exercise.Ask(l.Exercises[0].Block.WithRules(rules), seed, l.Name, 0)
		require.NoError(t, err)
		return q.Task.String()
	}
	tests := []struct {
		name, kept, rules string
		wantWord          string
		fresh             bool
	}{
		{"kept in nemec, reviewed in nemec: the same", "nemec", "nemec", "moves nemec ", false},
		{"kept in fulke1, reviewed after a change to parlett: asked in parlett", "fulke1", "parlett", "moves parlett ", true},
		{"no rule set given: fulke1, the default", "fulke1", "", "moves fulke1 ", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			task := asked(tt.kept, 42)
			card := progress.Card{Item: progress.ExerciseItem("moves", 0, task), Kind: progress.KindExercise, Name: "moves", Task: task, Seed: "42"}
			set := Plan([]progress.Card{card}, Sources{Lessons: moves, Seed: 7, Rules: tt.rules})
			require.Len(t, set.Exercises, 1, "%v", set.Skipped)
			got := set.Exercises[0]
			assert.Contains(t, got.Question.Task.String(), tt.wantWord)
			assert.Equal(t, tt.fresh, got.Fresh)
			if !tt.fresh {
				assert.Equal(t, task, got.Question.Task.String(), "the same square, from the seed kept")
			}
		})
	}
}
