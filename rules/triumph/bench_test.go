package triumph

import (
	"reflect"
	"strings"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
)

// crowded is a middlegame: Black's army at home, with a few men come
// forward, and twelve White men deep in Black's half.
const crowdedMen = "a16=s49 b16=s121 g16=s225 h16=s361 " +
	"a15=s28 b15=s66 c15=t36 d15=t30 e15=t56 f15=t64 g15=s120 h15=p[r16,t25,t36,s49,s64] " +
	"a14=t16 b14=t12 c14=r9 d14=r25 e14=r49 f14=r81 g14=t90 h14=t100 " +
	"c13=r3 d12=r5 e13=r7 f11=r9 " +
	"a12=R8 b11=R6 c11=R4 e11=R2 g12=T6 h11=T9 a10=S15 c9=T20 d10=T25 f9=R16 g10=R36 h9=S45 " +
	"c4=R64 d3=T42 e2=S153 f1=S25"

// withoutPyramid is the same with Black's pyramid taken, so that the 1563
// kinds allow triumphs.
var withoutPyramid = strings.Replace(crowdedMen, "h15=p[r16,t25,t36,s49,s64] ", "", 1)

// benchCase is one action: White's R8 moves from a12 to d13, into every
// rule set's camp.
type benchCase struct {
	name, rules, men, white string
}

var benchCases = []benchCase{
	{"nemec", "nemec", crowdedMen, ""},
	{"parlett", "parlett", crowdedMen, ""},
	{"fulke3", "fulke3", withoutPyramid, ""},
	{"fulke3+angle", "fulke3+angle", withoutPyramid, ""},
	{"fulke1", "fulke1", withoutPyramid, ""},
	{"fulke1-pyramid-stands", "fulke1", crowdedMen, ""},
	{"fulke2-prisoners", "fulke2", withoutPyramid, "r5,t30,s66"},
}

func (c benchCase) positions(b testing.TB) (*board.Position, *board.Position) {
	before := spec{rules: c.rules, men: c.men, white: c.white}.position(b)
	after := spec{rules: c.rules, men: c.men + " d13=R8", white: c.white}.position(b)
	a12, _ := board.ParseSquare("a12")
	after.Set(a12, board.Piece{})
	return before, after
}

// BenchmarkCompleted is the engine's cost per legal action: R8 moves from
// a12 to d13 among White's men in Black's half.
func BenchmarkCompleted(b *testing.B) {
	for _, c := range benchCases {
		b.Run(c.name, func(b *testing.B) {
			before, after := c.positions(b)
			// The first call builds the camp's geometry, once per process.
			buf := AppendCompleted(make([]Record, 0, 16), before, after, board.White)
			b.ReportAllocs()
			for b.Loop() {
				buf = AppendCompleted(buf[:0], before, after, board.White)
			}
		})
	}
}

// BenchmarkCompletedCapture: White's man on d11 takes nothing but Black's r5
// on d12 leaves (taken by another action's relation).
func BenchmarkCompletedCapture(b *testing.B) {
	before := spec{rules: "nemec", men: crowdedMen}.position(b)
	after := spec{rules: "nemec", men: crowdedMen}.position(b)
	d12, _ := board.ParseSquare("d12")
	after.Set(d12, board.Piece{})
	buf := AppendCompleted(make([]Record, 0, 16), before, after, board.White)
	b.ReportAllocs()
	for b.Loop() {
		buf = AppendCompleted(buf[:0], before, after, board.White)
	}
}

// BenchmarkFind searches the whole of Black's half.
func BenchmarkFind(b *testing.B) {
	for _, c := range benchCases {
		b.Run(c.name, func(b *testing.B) {
			_, after := c.positions(b)
			buf := AppendFind(make([]Record, 0, 16), after, board.White)
			b.ReportAllocs()
			for b.Loop() {
				buf = AppendFind(buf[:0], after, board.White)
			}
		})
	}
}

// triumphMen are White's 2, 3 and 4 on c10..c12 in Black's half, with men
// of both sides around them: a 6 on c13 completes the greatest triumph
// (2, 3, 4, 6) and the great ones it holds.
const triumphMen = "a16=s49 b16=s121 g16=s225 h16=s361 c15=t36 d15=t30 e15=t56 " +
	"c10=R2 c11=R3 c12=R4 e12=R8 f11=T9 d10=R16 e10=T12"

// BenchmarkCompletedTriumph is an action that completes triumphs, so that
// writing the records is measured, not only the search. It allocates
// nothing.
func BenchmarkCompletedTriumph(b *testing.B) {
	before := spec{rules: "nemec", men: triumphMen}.position(b)
	after := spec{rules: "nemec", men: triumphMen + " c13=R6"}.position(b)
	buf := make([]Record, 0, 16)
	if buf = AppendCompleted(buf[:0], before, after, board.White); len(buf) == 0 {
		b.Fatal("the action completes no triumph")
	}
	b.ReportAllocs()
	for b.Loop() {
		buf = AppendCompleted(buf[:0], before, after, board.White)
	}
}

// TestAppendCompletedAllocatesNothing: the engine's triumph check costs no
// allocation per action, even for an action that completes triumphs, once
// the caller's buffer has room; Export writes any number of records out in
// five allocations.
func TestAppendCompletedAllocatesNothing(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector's instrumentation allocates")
	}
	before := spec{rules: "nemec", men: triumphMen}.position(t)
	after := spec{rules: "nemec", men: triumphMen + " c13=R6"}.position(t)
	buf := AppendCompleted(make([]Record, 0, 16), before, after, board.White)
	if len(buf) == 0 {
		t.Fatal("the action completes no triumph")
	}
	if got := testing.AllocsPerRun(50, func() { buf = AppendCompleted(buf[:0], before, after, board.White) }); got != 0 {
		t.Errorf("AppendCompleted: %v allocs per action", got)
	}
	if got := testing.AllocsPerRun(50, func() { buf = AppendFind(buf[:0], after, board.White) }); got != 0 {
		t.Errorf("AppendFind: %v allocs", got)
	}
	many := append(append(append([]Record(nil), buf...), buf...), buf...)
	if got := testing.AllocsPerRun(50, func() { _ = Export(many) }); got > 5 {
		t.Errorf("Export of %d records: %v allocs", len(many), got)
	}
	buf = AppendCompleted(buf[:0], before, after, board.White)
	if got, want := Export(buf), completedReference(before, after, board.White); !reflect.DeepEqual(got, want) {
		t.Errorf("Export %v, the reference %v", got, want)
	}
}
