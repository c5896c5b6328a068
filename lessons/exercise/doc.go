// Package exercise reads the exercise blocks of lessons, asks them and
// judges the answers.
//
// A block states a task, never its answer:
//
//	```exercise
//	task: classify 12 9
//	ask: What kind of ratio does the triangle 12 bear to the round 9?
//	hint: Take the smaller from the larger and compare what is left.
//	```
//
// Parse reads a block; Ask resolves its draws ({LO..HI}, {white}, {black},
// {army}) from a seed, deterministically per (seed, lesson, exercise), and
// computes the question and its solution with rules/arith; Judge compares
// an answer with the solution and explains it in numbers, right or wrong.
// Check tells an author whether a block can be asked at all.
//
// The solution is unexported, so that views built on a Question cannot show
// it; AnswerText exists for tests and authoring tools.
package exercise
