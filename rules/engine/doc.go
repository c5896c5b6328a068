// Package engine judges Rithmomachia positions under the five rule sets of
// shared/rules.md: the legal actions, what each takes and why, the next
// position, and why a claimed capture fails.
package engine
