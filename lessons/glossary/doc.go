// Package glossary holds rithmo's glossary: every Latin, Greek and English
// term the lessons teach, with how to say it (for the Latin and Greek
// ones), a one-line meaning and the lesson that teaches it.
//
// The entries are embedded (glossary.txt, one "term | say | meaning |
// lesson slug" a line); Entries parses them, Find filters them, and Write
// lays them out for a terminal or a pipe. In finds the terms a text uses
// (a prefix term, sub- or sesqui-, only where it opens a ratio's Latin
// name: "subduplex", not "subtraction"), and Lines gives their entries a
// line each, for the w key of the lessons and the puzzles. Which lesson number a slug has is
// the caller's to say (the lessons are loaded elsewhere).
package glossary
