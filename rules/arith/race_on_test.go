//go:build race

package arith

// raceDetector is true under -race, whose instrumentation allocates: tests
// that count allocations do not hold then.
const raceDetector = true
