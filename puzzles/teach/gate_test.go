package teach

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/puzzles"
)

func TestGate(t *testing.T) {
	ref := func(n int) puzzles.LessonRef {
		if n == 0 {
			return puzzles.LessonRef{}
		}
		return puzzles.LessonRef{Number: n, Heading: "x"}
	}
	items := []int{14, 0, 15, 17, 14, 16}
	of := func(n *int) puzzles.LessonRef { return ref(*n) }
	for _, tc := range []struct {
		name string
		read Read
		open []int
		next int // 0: none
	}{
		{"nothing known holds nothing back", nil, items, 0},
		{"nothing read: only what names no lesson", Read{}, []int{0}, 14},
		{"lessons 1 to 13 read", Read{1: true, 13: true}, []int{0}, 14},
		{"lesson 14 read", Read{14: true}, []int{14, 0, 14}, 15},
		{"a later lesson alone", Read{16: true}, []int{0, 16}, 14},
		{"all read", Read{14: true, 15: true, 16: true, 17: true}, items, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.open, Filter(tc.read, items, of))
			n, ok := Next(tc.read, items, of)
			assert.Equal(t, tc.next != 0, ok)
			assert.Equal(t, tc.next, n)
		})
	}
}
