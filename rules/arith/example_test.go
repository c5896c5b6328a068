package arith_test

import (
	"fmt"

	"github.com/rithmo/rithmo/rules/arith"
)

func ExampleClassify() {
	r, err := arith.Classify(9, 6)
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Explain())
	fmt.Println(r.Gloss)
	for _, s := range r.Steps {
		fmt.Println(s)
	}
	fmt.Println(r.NameMatches("sesquialtera"))
	// Output:
	// 9 : 6 = 3 : 2, a half more: sesquialter, superparticular
	// one and a half
	// 9 : 6 = 3 : 2 (both divided by 3)
	// 9 = 1 × 6 + 3: 9 holds 6 once with 3 over, and 3 is a half of 6 (one part of it)
	// 9 : 6 = 3 : 2 = 1 + 1/2: one and a half, sesquialter (superparticular)
	// true
}

func ExampleMean() {
	r := arith.Mean(arith.Harmonic, 6, 12)
	fmt.Println(r.Value, r.Whole)
	r = arith.Mean(arith.Geometric, 2, 6)
	fmt.Println(r.Whole, r.Reason)
	// Output:
	// 8 true
	// false 2 × 6 = 12 lies between 3 × 3 and 4 × 4: it has no whole square root
}

func ExampleMusicalFirst() {
	r := arith.MusicalFirst(6, 12)
	fmt.Println(r.Value)
	// Output: 4
}

func ExampleTriumphOf() {
	kind, kinds := arith.TriumphOf(2, 3, 4, 6)
	fmt.Println(kind, kinds)
	kind, kinds = arith.TriumphOf(2, 4, 8, 16)
	fmt.Println(kind, kinds)
	// Output:
	// greatest [arithmetic geometric harmonic]
	// none [geometric]
}

func ExampleEnumerate() {
	e := arith.Enumerate(arith.GameValues())
	fmt.Println(len(e.Progressions), len(e.Greater), len(e.Greatest))
	fmt.Println(e.Greatest[0].Terms)
	// Output:
	// 110 88 28
	// [2 3 4 6]
}

func ExampleCossic() {
	p, rootFirst := arith.Cossic(2, 64)
	fmt.Println(p, rootFirst)
	fmt.Println(arith.CossicMarks(64, false))
	// Output:
	// square of cube true
	// [square cube square of cube]
}

func ExamplePyramidOf() {
	fmt.Println(arith.PyramidOf(true).Explain())
	fmt.Println(arith.PyramidOf(false).Explain())
	// Output:
	// 1 + 4 + 9 + 16 + 25 + 36 = 91
	// 16 + 25 + 36 + 49 + 64 = 190
}

func ExampleMeasure() {
	m, steps, _ := arith.Measure(21, 35)
	fmt.Println(m, steps)
	// Output: 7 [35 − 21 = 14 21 − 14 = 7 14 − 7 = 7]
}

func ExampleConsonanceOf() {
	_, why, _ := arith.ConsonanceOf(10, 8)
	fmt.Println(why)
	// Output: 10 : 8 = 5 : 4 is superparticular, but 5 lies outside the tetractys 1, 2, 3, 4: no Pythagorean consonance
}
