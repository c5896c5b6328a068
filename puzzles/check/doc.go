// Package check validates puzzle files: each parses, its position could
// arise under its rule set (board.Validate), its goal has a solution found
// by the rules engine, its expect line (when given) matches what the engine
// finds, a goal marked unique has exactly one solution, and its themes are
// known. Every problem names its file and line.
//
// Themes are relation names as rithmo analyse prints them (equality, siege,
// addition, subtraction, multiplication, division, eruption, cossic,
// progression; a relation theme must belong to the puzzle's rule set), the
// triumph kinds great, greater and greatest, and the free tags of Tags.
// Relation and triumph themes must be what the engine finds, not what a
// trap tempts with: on a capture or spot goal each relation named must take
// in at least one solution (a spotted man falls by it), and on any goal each
// triumph kind named must be completed by at least one solution. A triumph
// goal's relation themes are not held against it (its solutions need take
// nothing), nor are tags, which the engine cannot judge. Such a problem
// names the themes line.
//
// expect holds when the engine finds exactly what it lists: for capture and
// triumph goals the solving actions (c9-d10 e6xe8), for spot goals every
// "SQUARE RELATION" pair (e11 addition, d5 equality). A last item "..."
// relaxes it to "at least these". unique: yes means one solving action; on a
// spot goal it means each man falls by one relation only, so that the answer
// has a single form.
//
// A lesson line, when given, must name a lesson and one of its "## "
// headings within the window package teach allows for what the answer
// uses (Uses: its relations, deceit and lying weight apart, a pyramid
// taking or taken, the triumph grades completed, a common victory, the
// moves of its rule set, an attack, a stepping in): not before the section
// that first teaches the last of them, nor in a lesson after the one that
// treats them all in full (teach's Need and Full). A puzzle without one is
// not a problem: a worksheet of one's own need not name lessons; the
// curated puzzles all do, and LessonFor names the full treatment for those
// that are mined.
//
// The puzzles checked together are a collection (Collection, package
// motif): a motif (rule set, relation, the takers' and the target's
// values, the geometry) appears at most twice, a position once, and a king
// is in at most a quarter of the capture puzzles (held over 40 or more).
package check
