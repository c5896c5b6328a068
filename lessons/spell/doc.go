// Package spell forgives slips of the keyboard: how far a word typed is
// from the one meant, counted in letters added, left out or changed
// (Levenshtein's distance). The exercises accept a Latin name spelt one or
// two letters off; the class server names the mode a student nearly typed.
package spell
