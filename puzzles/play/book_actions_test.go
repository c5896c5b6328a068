package play

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
)

// The actions the book has and rithmo lacked before issue 9 are answers
// like any other: a nemec pyramid naming its value (d8x=4), and under
// fulke2 the king's privilege and a held prisoner set in the enemy camp are
// offered among the choices.

func curated(t *testing.T, id string) []puzzles.Puzzle {
	t.Helper()
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	i := slices.IndexFunc(all, func(p puzzles.Puzzle) bool { return p.ID == id })
	require.GreaterOrEqual(t, i, 0, id)
	return all[i : i+1]
}

func TestAccessibleAnswerIsANamedAttackValue(t *testing.T) {
	list := curated(t, "n-pyramid-2")
	s := NewSession(list, Options{})
	q, ok := s.Question()
	require.True(t, ok)
	require.NoError(t, s.Choose("d8"))
	q, _ = s.Question()
	var labels []string
	for _, c := range q.Options {
		labels = append(labels, c.Label+" = "+c.Value.String())
	}
	assert.Contains(t, labels, "take without moving, with the layer 4 = d8x=4")
	assert.Contains(t, labels, "take without moving, with the layer 16 = d8x=16")

	input := script(t, list, []string{"d8"}, []string{"d8x=4"}, []string{"d10", "g8"}, []string{"eruption"})
	rec := &recorder{}
	out := runScript(t, list, rec, input)
	assert.Contains(t, out, "take without moving, with the layer 4")
	assert.Contains(t, out, "Solved")
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct, out)
	assert.Contains(t, rec.firstTries()[0].Answer, "d8x=4")
}

const bookActionPuzzles = `
id: t-privilege
title: Ransom or capture
position: 8/8/8/8/8/8/8/8/4,t12,3/8/4,T6,3/2,R6,5/3,P[R1,R4,T16,S25,S36],4/8/8/8 w fulke2 r9 T9 30
goal: capture e8
themes: addition
difficulty: 2
source: rithmo
note: 6 × 2 = 12 over two empty squares.
`

func TestPrivilegeAndPrisonerAreChoices(t *testing.T) {
	list, err := puzzles.Parse("book.puz", []byte(bookActionPuzzles))
	require.NoError(t, err)
	s := NewSession(list, Options{})
	q, ok := s.Question()
	require.True(t, ok)
	var men []string
	for _, c := range q.Options {
		men = append(men, c.Label)
	}
	assert.Contains(t, men, "c5 R6")
	assert.Contains(t, men, "c13 (empty: set a held prisoner here)")

	// The round 6 may redeem the king's lost triangle 9 (no man of 9 stands).
	require.NoError(t, s.Choose("c5"))
	q, _ = s.Question()
	var actions []string
	for _, c := range q.Options {
		actions = append(actions, c.Label)
	}
	assert.Contains(t, actions, "d4: redeem the king's layer 9 with this man (c5=d4/9)")

	// A prisoner set on c13 takes nothing: a wrong choice, said so.
	s = NewSession(list, Options{})
	s.Question()
	require.NoError(t, s.Choose("c13"))
	assert.Contains(t, s.Output(), "A prisoner set on c13 does not meet the goal")
}
