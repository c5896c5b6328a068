//go:build !race

package play

import "time"

// cmdDeadline is how long run waits for a command before taking it for a
// timer (the cursor's blink) and dropping it.
const cmdDeadline = 20 * time.Millisecond
