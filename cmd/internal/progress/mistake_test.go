package progress

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func gameMistake() GameMistake {
	return GameMistake{Puzzle: "from-game", Title: "A capture let pass", Rules: "fulke1", Position: pos1, Goal: "capture most",
		Themes: []string{"Addition"}, Answers: []string{"c9-d10"}, Origin: "your game of 2 Nov 2026, action 14"}
}

func TestKeepMistake(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	m := gameMistake()
	added, err := s.KeepMistake(m)
	require.NoError(t, err)
	assert.True(t, added)

	c, ok, err := s.Card(PuzzleItem(m.Puzzle, m.Position, m.Goal))
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, KindPuzzle, c.Kind)
	assert.Equal(t, m.Origin, c.Origin)
	assert.Equal(t, []string{"c9-d10"}, c.Answers)
	assert.Equal(t, []string{"addition"}, c.Themes)
	assert.Equal(t, "capture most", c.Goal)
	assert.Equal(t, 0, c.Lapses, "let pass in a game is no wrong answer on review")
	assert.Equal(t, 0, c.Streak)
	assert.Equal(t, day0.AddDate(0, 0, 1), c.Due, "due the next day, as a missed puzzle")

	// The same position let pass again, in another game: one card, its
	// schedule and origin unchanged.
	again := m
	again.Origin = "your game of 3 Nov 2026, action 9"
	clock.t = day0.AddDate(0, 0, 1)
	added, err = s.KeepMistake(again)
	require.NoError(t, err)
	assert.False(t, added)
	c2, _, err := s.Card(c.Item)
	require.NoError(t, err)
	assert.Equal(t, c.Due, c2.Due)
	assert.Equal(t, m.Origin, c2.Origin)

	due, err := s.Due()
	require.NoError(t, err)
	require.Len(t, due, 1)
	assert.Equal(t, m.Origin, due[0].Origin)
}

func TestKeepMistakeRefuses(t *testing.T) {
	s := openAt(t, &fixedClock{t: day0})
	tests := []struct {
		name string
		edit func(*GameMistake)
		want string
	}{
		{"no id", func(m *GameMistake) { m.Puzzle = "" }, "no puzzle id"},
		{"no position", func(m *GameMistake) { m.Position = "" }, "no position or no goal"},
		{"no goal", func(m *GameMistake) { m.Goal = "" }, "no position or no goal"},
		{"no origin", func(m *GameMistake) { m.Origin = "" }, "no origin"},
		{"no answer", func(m *GameMistake) { m.Answers = nil }, "no answer the engine accepts"},
		{"two actions as one", func(m *GameMistake) { m.Answers = []string{"c9-d10 d10-e11"} }, "is not one action"},
		{"difficulty", func(m *GameMistake) { m.Difficulty = 6 }, "difficulty 6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := gameMistake()
			tt.edit(&m)
			added, err := s.KeepMistake(m)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			assert.False(t, added)
		})
	}
	cards, err := s.Due()
	require.NoError(t, err)
	assert.Empty(t, cards)
}

// In a class file each student's mistakes are theirs.
func TestKeepMistakePerLearner(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	ann, bob := s.ForLearner("SHA256:ann"), s.ForLearner("SHA256:bob")
	added, err := ann.KeepMistake(gameMistake())
	require.NoError(t, err)
	require.True(t, added)
	added, err = bob.KeepMistake(gameMistake())
	require.NoError(t, err)
	require.True(t, added, "the same position is another card for another student")
	clock.t = day0.AddDate(0, 0, 2)
	for _, st := range []*Store{ann, bob} {
		due, err := st.Due()
		require.NoError(t, err)
		assert.Len(t, due, 1)
	}
	mine, err := s.Due()
	require.NoError(t, err)
	assert.Empty(t, mine, "the personal learner has none")
}
