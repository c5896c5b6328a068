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
// Tasks. Recognition: classify, species, proportion, triumph, cossic and
// power (a choice), order, mean, complete, take, sum and digits (a
// number). Production, answered by typing (TextAnswer, judged by what is
// right rather than by one key): name (the Latin species, spelled
// leniently), rule (the three terms Boethius' rules make), takers (two men
// of the other army that take a drawn man), place (squares that set three
// men as a triumph), moves (every square a lone man reaches; Reach, drawn
// by DrawReach); fourth offers four men, one completing the triumph.
// {triumph} draws a triumph of the game's values for fourth and place.
//
// Kinds taught. A block's "kinds:" line limits a classify question to the
// kinds a learner has met (and "another kind"), a species question to
// ratios of those kinds, a proportion question to those proportions, so
// that no option names what a later lesson teaches.
//
// No repeats. The lessons package gives each block the exercise before it
// (Before) and the groups of numbers its page works through (Avoid); Ask
// draws again rather than repeat either (Repeats says whether a question
// does).
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
