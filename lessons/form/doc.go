// Package form asks lesson exercises with huh forms: a Select for a
// choice, a MultiSelect for a multi-choice, an Input that accepts only a
// whole number for a number. Forms only gather the answer (validation is
// for syntax, and a select's default is never refused); judging is
// exercise.Judge, and Finish turns the answer into a lessons.Attempt.
//
// A form answers one question and is then dropped: huh cannot reset a
// finished form. The reader embeds Exercise.Form in its bubbletea model;
// RunAccessible asks with plain prompts (huh's accessible mode) for screen
// readers and scripted input, reading through an Input that takes one
// line per prompt and notices the end of input.
package form
