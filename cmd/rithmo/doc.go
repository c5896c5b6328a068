// Command rithmo is a terminal tutor for the number theory behind
// Rithmomachia, the medieval battle of numbers: lessons on Boethian
// arithmetic with exercises checked by computation, and puzzles on real
// positions judged by the rules engine.
//
// Usage:
//
//	rithmo                 the home screen: lessons, puzzles, board analysis, progress
//	rithmo --accessible    the same as plain prompts, for screen readers
//	rithmo --help          every command
//
// main only wires the process to package cli; see the README for a tour.
package main
