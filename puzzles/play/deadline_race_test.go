//go:build race

package play

import "time"

// cmdDeadline is longer under the race detector, which slows every command
// several times over: a real command must not be taken for a timer.
const cmdDeadline = 300 * time.Millisecond
