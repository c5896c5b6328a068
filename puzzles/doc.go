// Package puzzles reads and writes rithmo's puzzle files and holds the
// Puzzle type. A puzzle is a real position and a goal; it stores no answer:
// the rules engine finds every solution and judges what the learner says.
//
// # File format
//
// A puzzle file (*.puz) holds one or more puzzles, each a block of
// "key: value" lines; blocks are separated by blank lines, and a line
// starting with # is a comment.
//
//	id: f1-addition-1
//	title: Two sixes make a twelve
//	position: 8/8/8/8/8/3,t12,4/3,R6,4/2,T6,5/8/8/8/8/8/8/8/8 w fulke1 - - 1
//	goal: capture e11
//	themes: addition
//	lesson: 14, Two men against one
//	difficulty: 1
//	source: Lever & Fulke 1563, taking by addition
//	expect: c9-d10
//	unique: yes
//
// Keys: id (required, unique, lower-case letters, digits and hyphens), title
// (required; shown with the verdict, never before it: over the board stands
// the neutral Headline, the goal's kind and the board's character, since a
// title often names the relation or the numbers), position (required, in the notation of shared/notation.md),
// goal (required), themes (comma-separated: relation names as rithmo analyse
// prints them, triumph kinds great, greater, greatest, and free tags such as
// pyramid, blocker, trap), lesson (optional: the number of the lesson that
// teaches what the answer needs, a comma, and the "## " heading of the
// section, checked by package check and teach), difficulty (1 to 5), source (who made it or where
// it comes from), note (optional text shown after the puzzle is solved),
// expect (optional: what the engine must find), unique (optional yes/no:
// the goal must have exactly one solution).
//
// Goals:
//
//	capture SQUARE      find an action that takes the man on SQUARE
//	capture most        find an action that takes the most value
//	spot                name every enemy man you can take now, and how
//	triumph [KIND]      find the action that completes a triumph (great,
//	                    greater, greatest, or any when KIND is left out)
//	victory SETTINGS    find the capture that wins the game by the common
//	                    victory the players agreed, written as SETTINGS:
//	                    bodies men=N, goods sum=N, quarrel sum=N digits=N,
//	                    honour sum=N men=N, honour-and-quarrel sum=N men=N
//	                    digits=N or standards count=N, with pyramid=layers
//	                    to count a taken pyramid by its layers (package
//	                    rules/triumph's ParseSettings); the side to move must
//	                    not have won it already
//	capture SQUARE in 2 find a first action after which, whatever the
//	triumph [KIND] in 2 opponent replies, the next action takes the man
//	                    first on SQUARE (wherever the reply moved it) or
//	                    completes the triumph; no action may meet the goal
//	                    at once (puzzles/judge)
//
// expect is, for capture, triumph and victory goals, the solving actions separated by
// spaces (c9-d10 e6xe8; for a two-move goal, the winning first actions); for spot, comma-separated "SQUARE RELATION" pairs
// (e11 addition, d5 equality). It holds when the engine finds exactly these;
// a last item "..." relaxes it to "at least these". puzzles/check checks it,
// and puzzles/judge says what a spot goal counts: the men the side to move
// may take now without moving first.
package puzzles
