package cli

import (
	"math"
	"runtime/debug"
	"strconv"
)

// sessionMemoryLimit is the soft limit on the Go runtime's memory that an
// interactive session runs under (see limitSessionMemory). 10 MiB: since the
// puzzle menu keeps a catalog, a session's live heap is about 2 MB and the
// runtime's own memory (its metadata, the stacks) about 6; 10 MiB leaves the
// heap 2 MB to grow into, where 12 MiB let it reach twice what is live and
// held 1.2 MB more of it resident (medians of 3 runs of memory.sh's
// accessible session: 6.2 MB of anonymous memory against 7.4).
const sessionMemoryLimit = 10 << 20

// limitSessionMemory sets a soft limit on the Go runtime's memory for an
// interactive session (the home screen, the lesson reader, the puzzle
// player with daily and practice, a review), full-screen or accessible,
// in this process only.
//
// Why: the collector's default pacing (GOGC=100) lets the heap grow to twice
// what is live before collecting, and a session's live heap is small but its
// bursts are not (the puzzle menu loads and sorts the course's puzzles): a
// session held 5 MB more than it needed. A limit makes the collector run
// sooner when near it. A session waits on the learner, so the extra
// collections cost nothing anyone sees; the commands that are CPU-bound
// (puzzles generate, worksheets, analyse, serve with its many sessions,
// and two-move practice, which plays self-play games between answers: its
// first fulke1 puzzle took 5.6 s under the limit, 2.4 s without) do not
// call this and keep the default pacing. The limit is soft: past it the
// runtime still grows the heap as needed, spending at most about half the
// CPU on collection meanwhile, so a larger live heap is slower, never
// refused. GOMEMLIMIT, when set, is the user's choice and stands.
// RITHMO_MEMLIMIT (bytes; 0 for none) overrides it, to measure with another.
func limitSessionMemory(getenv func(string) string) {
	if getenv("GOMEMLIMIT") != "" {
		return
	}
	limit := int64(sessionMemoryLimit)
	if v := getenv("RITHMO_MEMLIMIT"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return
		}
		limit = n
		if n == 0 {
			limit = math.MaxInt64
		}
	}
	debug.SetMemoryLimit(limit)
}
