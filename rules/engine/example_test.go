package engine_test

import (
	"fmt"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// The 1563 book's example of taking by addition: the round 6 and the
// triangle 6 both reach the triangle 12.
func ExampleCapturesOf() {
	p := board.MustParse("8/8/8/8/8/8/8/8/4,t12,3/3,R6,4/8/8/4,T6,3/8/8/8 w fulke1 - - 1")
	caps, err := engine.CapturesOf(&p, engine.MustParseAction("e4-e6"))
	if err != nil {
		panic(err)
	}
	for _, c := range caps {
		fmt.Println(c.Square, c.Piece, c.Explain())
	}
	// Output:
	// e8 t12 6 on d7 + 6 on e6 = 12 on e8: addition
}

// Němec's eruption counts both men's squares.
func ExampleWhyNot() {
	p := board.MustParse("8/8/8/8/8/8/8/8/8/8/8/8/2,t12,5/2,R4,5/8/8 w nemec - - 1")
	c4, _ := board.ParseSquare("c4")
	for _, f := range engine.WhyNot(&p, engine.MustParseAction("c3x"), c4, engine.Eruption) {
		fmt.Println(f.Code+":", f.Text)
	}
	// Output:
	// wrong-distance: 4 on c3 × 2 = 8, not 12 on c4: the distance counts both squares (c3, c4); 12 ÷ 4 = 3, so the 4 would have to stand at distance 3, one square between
}

func ExampleApply() {
	p := board.MustParse("8/8/8/8/8/8/8/4,T9,3/8/4,r7,3/3,R2,4/8/8/8/8/8 w fulke1 - - 1")
	next, caps, err := engine.Apply(&p, engine.MustParseAction("e9xe7"))
	if err != nil {
		panic(err)
	}
	fmt.Println(caps[0].Explain())
	fmt.Println(next.String())
	// Output:
	// 9 on e9 − 2 on d6 = 7 on e7: subtraction
	// 8/8/8/8/8/8/8/8/8/4,T9,3/3,R2,4/8/8/8/8/R7,7 b fulke1 - - 2
}
