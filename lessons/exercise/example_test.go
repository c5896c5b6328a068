package exercise_test

import (
	"fmt"

	"github.com/rithmo/rithmo/lessons/exercise"
)

func ExampleJudge() {
	b, err := exercise.Parse("task: mean arithmetic 6 12\nask: What stands midway between 6 and 12?", 1)
	if err != nil {
		panic(err)
	}
	q, err := exercise.Ask(b, 1, "arithmetic-proportion", 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(q.Prompt)
	fmt.Println(exercise.Judge(q, "8").Text)
	// Output:
	// What stands midway between 6 and 12?
	// Not 8: 6 + 12 = 18, 18 ÷ 2 = 9 (2 × 9 = 18), so the arithmetic mean between 6 and 12 is 9
	// 8 is the musical (harmonic) mean between them
	// check: 9 − 6 = 3 = 12 − 9
}

func ExampleAsk_draws() {
	b, err := exercise.Parse("task: classify {2..9} {white}", 1)
	if err != nil {
		panic(err)
	}
	// The same seed, lesson and exercise always draw the same numbers.
	q1, _ := exercise.Ask(b, 42, "multiplex", 3)
	q2, _ := exercise.Ask(b, 42, "multiplex", 3)
	fmt.Println(q1.Task.String() == q2.Task.String(), q1.Kind, len(q1.Options))
	// Output:
	// true choice 6
}
