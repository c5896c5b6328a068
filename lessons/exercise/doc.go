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
// men as a triumph), moves (every square a lone man reaches, as the rules
// engine judges it, drawn by DrawReach); fourth offers four men, one
// completing the triumph.
// {triumph} draws a triumph of the game's values for fourth and place.
// A complete task whose given terms are all army draws draws a whole
// rising progression of the game's values of its kind instead, since two
// men picked at random seldom have a whole third term; any drawn complete
// task rises, because the rules the lessons teach for a missing term are
// stated for rising terms. power A K shows a root and its power, both of
// them men's values.
//
// Boethius' Book I and II and the consonances: parity (evenly even,
// evenly odd, oddly even or odd), abundance (perfect, abundant,
// deficient), prime (prime or composite) and consonance (which of the
// five Pythagorean consonances, or none) are choices; means (which of the
// ten means three numbers make) is a multi-choice; parts (the sum of a
// number's parts) and measure (the greatest common measure, found by
// subtraction) are numbers; unrule (the terms Boethius' rules were run on,
// from what they made) and interval add|less (the ratio of two intervals
// together, or of one less the other) are typed.
//
// Kinds taught. A block's "kinds:" line limits a classify question to the
// kinds a learner has met (and "another kind"), a species question to
// ratios of those kinds, a proportion question to those proportions, so
// that no option names what a later lesson teaches.
//
// No repeats. The lessons package gives each block the exercise before it
// (Before, a chain back to the lesson's first) and, in Avoid, the groups
// of numbers its page works through and the numbers of the lesson's fixed
// exercises; Ask draws again rather than repeat any exercise before it in
// the lesson or any of Avoid (Repeats says whether a question does).
// AskAll asks a whole lesson's exercises, each once.
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
