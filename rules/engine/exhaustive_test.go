package engine

import "os"

// exhaustive is set by RITHMO_EXHAUSTIVE=1, as .ci/run sets it: the tests
// that walk every puzzle, sheet size, seed or random game then run in full.
// Without it they run a sample, so that the README's go test ./... stays
// quick for a person at a terminal.
var exhaustive = os.Getenv("RITHMO_EXHAUSTIVE") != ""
