package summary_test

import (
	"fmt"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/summary"
)

// The triumph section of a summary is read from the tables the engine
// uses: fulke3 with the right angle agreed.
func ExampleOf() {
	r, err := board.ParseRules("fulke3+angle")
	if err != nil {
		panic(err)
	}
	s, err := summary.Of(r)
	if err != nil {
		panic(err)
	}
	for _, sec := range s.Sections {
		if sec.Label == "Triumph" {
			fmt.Println(sec.Text)
		}
	}
	// Output:
	// Once the enemy's king is taken whole: 3 or 4 men in proportion on ranks 13-16 for White, 1-4 for Black, in a line (equally spaced, gaps empty), a right angle (equal arms, the mean in the corner) or a square (two against two).
}
