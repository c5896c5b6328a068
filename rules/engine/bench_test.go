package engine

import (
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// middlegames are crowded positions, one per rule set, each reached by
// seeded random legal play (40 turns) from its opening array.
var middlegames = []string{
	"r4,r36,6/2,t36,t30,4/s49,s121,4,s225,s361/s28,s66,2,t56,t64,s120,1/1,r3,1,t12,r49,1,t90,1/4,r7,r9,r81,1/r9,1,r5,1,t16,2,t100/8/3,P[R1,R4,T9,T16,S25,S36],4/1,T72,3,p[r16,t25,s49,s64],1,T9/3,R6,1,R2,R4,1/T81,1,R64,R8,R16,1,T6,1/S153,2,T42,T20,T25,S45,S15/S289,S169,1,S81,3,S25/1,R25,2,T49,3/8 w fulke1 t36 - 41",
	"1,t36,s49,s121,s225,s361,2/t12,1,s28,s66,s120,p[r16,t25,t36,s49,s64],2/t16,2,r25,t64,t100,2/3,t30,t56,t90,r9,1/8/1,r3,r9,r5,1,r49,2/3,r7,4/5,r81,2/R64,4,R6,2/8/1,R36,2,R4,R2,2/2,R8,T49,R16,2,T9/4,T20,R4,2/4,T25,3/T72,T42,S153,P[R1,R4,T9,T16,S25,S36],S45,S15,1,T6/T81,1,S289,S169,S81,S25,2 w fulke2 - - 41",
	"s49,s121,4,s225,s361/s28,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/t16,r9,r3,r25,r49,r81,t90,1/2,r5,1,r7,3/7,t100/6,r9,1/3,t12,4/8/8/T81,7/4,R4,1,R2,1/4,P[R1,R4,T9,T16,S25,S36],3/2,R8,R6,1,R16,2/2,R64,R36,1,R4,T6,T9/S153,1,T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25 w fulke3 - T72 41",
	"s49,s121,4,s225,s361/1,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/1,t12,3,r81,t90,t100/2,r3,r25,r7,3/1,r9,2,r5,3/2,r9,3,r49,1/8/s28,7/t16,7/8/2,R4,5/1,R64,T81,3,T6,1/R8,2,R6,2,R2,1/P[R1,T9,T16,S25,S36],T72,1,R36,1,R16,R4,T9/S153,1,T49,T42,T20,T25,S45,S15/S289,S169,1,S81,3,S25 b nemec - R4 41",
	"s49,s121,3,t100,s225,s361/1,s66,t36,t30,t56,3/t16,t12,r9,r25,r49,r81,2/2,r3,r5,r7,2,t64/8/4,p[r16,t25,t36,s49,s64],r9,2/2,t90,5/s28,5,s120,1/3,S45,4/5,R4,2/1,R8,6/4,T6,3/2,R6,R36,R2,3/T81,T72,R64,1,R16,R4,1,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,1,S15/S289,3,S169,1,S81,S25 w parlett - - 41",
}

// cpuTime is the process's CPU time: on a shared, loaded machine the
// wall-clock ns/op includes time the benchmark was not running at all, so
// each benchmark also reports cpu-ns/op.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchPositions judges every legal action of a position with all it takes,
// with a warm Analyzer: the cost the puzzles and the tutor pay per position.
func benchPosition(b *testing.B, p *board.Position) {
	z := NewAnalyzer()
	actions, captures := 0, 0
	count := func(a Action, caps []Capture) { actions++; captures += len(caps) }
	if err := z.Each(p, count); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	c0 := cpuTime()
	for i := 0; i < b.N; i++ {
		_ = z.Each(p, count)
	}
	b.ReportMetric(float64(cpuTime()-c0)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(actions)/float64(b.N+1), "actions/op")
}

func BenchmarkOpening(b *testing.B) {
	for _, set := range board.RuleSets {
		p := board.Opening(board.Rules{Set: set})
		b.Run(set.String(), func(b *testing.B) { benchPosition(b, &p) })
	}
}

func BenchmarkMiddlegame(b *testing.B) {
	for i, set := range board.RuleSets {
		p, err := board.Parse(middlegames[i])
		if err != nil {
			b.Fatal(err)
		}
		b.Run(set.String(), func(b *testing.B) { benchPosition(b, &p) })
	}
}

// BenchmarkPerft walks every line of play three turns deep from each
// opening array and reports positions judged per second (every action of
// each with its captures) and leaves (actions at the last turn) per second.
// Each ply plays into its own position and buffers: 0 allocs/op.
func BenchmarkPerft(b *testing.B) {
	for _, set := range board.RuleSets {
		p := board.Opening(board.Rules{Set: set})
		b.Run(set.String(), func(b *testing.B) {
			w := &perftWalk{z: NewAnalyzer()}
			w.count(&p, 3) // grow the buffers
			w.positions = 0
			leaves := 0
			b.ReportAllocs()
			b.ResetTimer()
			c0 := cpuTime()
			for i := 0; i < b.N; i++ {
				leaves += w.count(&p, 3)
			}
			cpu := (cpuTime() - c0).Seconds()
			b.ReportMetric(float64(w.positions)/cpu, "positions/cpu-s")
			b.ReportMetric(float64(leaves)/cpu, "leaves/cpu-s")
		})
	}
}

// perftWalk is perft without the test's checks: make-and-play, each ply
// with its own next position, its actions, and their captures (what play
// needs of them: square, man and layer) in buffers kept between walks.
type perftWalk struct {
	z         *Analyzer
	positions int
	plies     [4]perftPly
}

type perftPly struct {
	next  board.Position
	took  [2][]board.Piece
	acts  []Action
	spans [][2]int
	caps  []Capture
}

func (w *perftWalk) count(p *board.Position, depth int) int {
	w.positions++
	ply := &w.plies[depth]
	ply.acts, ply.spans, ply.caps = ply.acts[:0], ply.spans[:0], ply.caps[:0]
	_ = w.z.Each(p, func(a Action, caps []Capture) {
		start := len(ply.caps)
		for _, c := range caps {
			ply.caps = append(ply.caps, Capture{Square: c.Square, Piece: c.Piece, Layer: c.Layer})
		}
		ply.acts = append(ply.acts, a)
		ply.spans = append(ply.spans, [2]int{start, len(ply.caps)})
	})
	if depth == 1 {
		return len(ply.acts)
	}
	n := 0
	for i, a := range ply.acts {
		ply.next = *p
		for j := range ply.took {
			ply.took[j] = append(ply.took[j][:0], p.Took[j]...)
			ply.next.Took[j] = ply.took[j]
		}
		sp := ply.spans[i]
		playInPlace(&ply.next, a, ply.caps[sp[0]:sp[1]])
		for j := range ply.took {
			if cap(ply.next.Took[j]) > cap(ply.took[j]) {
				ply.took[j] = ply.next.Took[j][:0]
			}
		}
		n += w.count(&ply.next, depth-1)
	}
	return n
}

func BenchmarkAnalyse(b *testing.B) {
	for i, set := range board.RuleSets {
		p, err := board.Parse(middlegames[i])
		if err != nil {
			b.Fatal(err)
		}
		b.Run(set.String(), func(b *testing.B) { benchAnalyse(b, &p) })
	}
}

// BenchmarkAnalyseCrowded is Analyse on the crowded positions, with a warm
// Analyzer: nothing is allocated (the package's Analyse allocates per
// position what it hands out, see TestAnalyseAllocatesPerPosition).
func BenchmarkAnalyseCrowded(b *testing.B) {
	for i, set := range board.RuleSets {
		p := crowded(b, i)
		b.Run(set.String(), func(b *testing.B) { benchAnalyse(b, &p) })
	}
}

func benchAnalyse(b *testing.B, p *board.Position) {
	z := NewAnalyzer()
	outs, err := z.Analyse(p)
	if err != nil {
		b.Fatal(err)
	}
	actions := len(outs)
	b.ReportAllocs()
	b.ResetTimer()
	c0 := cpuTime()
	for i := 0; i < b.N; i++ {
		_, _ = z.Analyse(p)
	}
	b.ReportMetric(float64(cpuTime()-c0)/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(actions), "actions/op")
}

// TestAnalyseAllocatesPerPosition: Analyse allocates at most five times
// (the outcomes; the captures, reasons, squares and values), however many
// actions and captures a position has, and five times more when some action
// completes a triumph (the triumphs; their squares, values, origins and
// proportions), however many actions complete how many; Each and a warm
// Analyzer's Analyse allocate nothing, and Analyse hands out what the
// Analyzer's holds.
func TestAnalyseAllocatesPerPosition(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's instrumentation allocates")
	}
	saved := appendCompleted
	defer func() { appendCompleted = saved }()
	calls := 0
	appendCompleted = func(dst []triumphRecord, before, after *board.Position, side board.Side) []triumphRecord {
		calls++
		return saved(dst, before, after, side)
	}
	z := NewAnalyzer()
	withTriumphs := 0
	for i, set := range board.RuleSets {
		mid, err := board.Parse(middlegames[i])
		require.NoError(t, err)
		for name, p := range map[string]board.Position{"opening": board.Opening(board.Rules{Set: set}), "middlegame": mid, "crowded": crowded(t, i)} {
			outs := Analyse(&p)
			require.NotEmpty(t, outs)
			completing := 0
			for _, o := range outs {
				if len(o.Triumphs) > 0 {
					completing++
				}
			}
			limit := 5.0
			if completing > 0 {
				withTriumphs++
				limit = 10
			}
			_ = Analyse(&p) // warm the pool's Analyzer
			allocs := testing.AllocsPerRun(20, func() { _ = Analyse(&p) })
			assert.LessOrEqual(t, allocs, limit, "%s %s: %d actions, %d complete a triumph", set, name, len(outs), completing)
			_, err := z.Analyse(&p)
			require.NoError(t, err)
			assert.Zero(t, testing.AllocsPerRun(20, func() { _, _ = z.Analyse(&p) }), "%s %s: Analyzer.Analyse", set, name)
			held, err := z.Analyse(&p)
			require.NoError(t, err)
			assert.Equal(t, outs, held, "%s %s: Analyzer.Analyse", set, name)
			each := func(Action, []Capture) {}
			require.NoError(t, z.Each(&p, each))
			assert.Zero(t, testing.AllocsPerRun(20, func() { _ = z.Each(&p, each) }), "%s %s: Each", set, name)
		}
	}
	assert.Positive(t, withTriumphs, "some position must complete a triumph, or the triumphs' cost goes untested")
	assert.Positive(t, calls)
}
