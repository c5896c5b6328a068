//go:build race

package judge

// raceEnabled is true under -race, whose instrumentation allocates.
const raceEnabled = true
