package judge_test

import (
	"fmt"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// The 1563 book's addition: the round 6 steps to d7 and, with the triangle
// 6 on e6, takes the triangle 12 on e8. A learner who names multiplication
// is told why not, in numbers.
func ExampleSolve() {
	goal, _ := puzzles.ParseGoal("capture e8")
	pz := &puzzles.Puzzle{
		Position: board.MustParse("8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5"),
		Goal:     goal,
	}
	s, err := judge.Solve(pz)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Explain())
	c6d7 := engine.MustParseAction("c6-d7")
	fmt.Println(s.Relation(c6d7, engine.Multiplication).Text)
	fmt.Println(s.Hint(1))
	// Output:
	// c6-d7 takes the t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition.
	// The t12 on e8 is not taken by multiplication: 6 on d7 × 6 on e6 = 36, not 12 on e8: multiplication does not hold; instead 6 on d7 + 6 on e6 = 12 on e8: addition.
	// The t12 on e8 can be taken by addition: two of your men that both reach it must make 12 together (a + b = 12).
}
