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
// Draws. {LO..HI} is any whole number in the range. {white}, {black} and
// {army} are men: the army draws of one task pick distinct men, without
// putting one back, so "two of Black's men" never both bear Black's single
// 5, while a value an army holds twice (White's 4, 6, 25, 81; Black's 9,
// 49) may come twice; {army} picks among both armies' 48 men. A take
// task (addition, subtraction, multiplication, division) with an army draw
// among its operands is redrawn until its result is the value of a man of
// the enemy: of White for {black} draws, of Black for {white} draws, and of
// either army when the draws are neutral ({army}, or {white} with {black}).
// A take of fixed numbers or ranges only is left as written; Notes remarks
// on a fixed take whose result is no man, without counting it a problem.
//
// Giving the answer away. Check tries the fixed task, or CheckSamples
// draws, and holds each answer against the ask and hint: a whole number
// written there that equals the answer states it, unless it is also an
// operand of that task (the ask must name the operands), and even then when
// the words before it give it as the answer ("the answer is 20", "= 20",
// "it is 20"). A choice answer is stated when the hint names it as whole
// words.
//
// The solution is unexported, so that views built on a Question cannot show
// it; AnswerText exists for tests and authoring tools.
package exercise
