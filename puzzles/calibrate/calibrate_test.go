package calibrate

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/engine"
)

func pt(rel engine.Relation, legal, misses, tries, right int) Point {
	return Point{Measure: mine.Measure{Legal: legal, Scoring: legal / 10, NearMisses: misses, Men: 20, Relation: rel, Depth: 1}, Tries: tries, Right: right}
}

func TestScoreOf(t *testing.T) {
	w := mine.Weights{Pair: 1, Distance: 2, Depth: 1}
	pts := []Point{
		pt(engine.Equality, 10, 0, 10, 9), // difficulty 1
		pt(engine.Addition, 10, 0, 10, 5), // 2
		pt(engine.Eruption, 10, 0, 10, 2), // 3
	}
	s := ScoreOf(w, pts)
	assert.Equal(t, Level{1, 10, 9}, s.Levels[1])
	assert.Equal(t, Level{1, 10, 5}, s.Levels[2])
	assert.Equal(t, Level{1, 10, 2}, s.Levels[3])
	// 1 vs 2: 9·5 right-then-wrong, 1·5 wrong-then-right; 1 vs 3: 9·8, 1·2;
	// 2 vs 3: 5·8, 5·2.
	assert.Equal(t, int64(45+72+40), s.Concordant)
	assert.Equal(t, int64(5+2+10), s.Discordant)
	assert.Equal(t, int64(140*100/174), s.GammaPercent())
	assert.True(t, s.Monotone())

	s = ScoreOf(mine.Weights{Pair: 2, Distance: 1, Depth: 1}, pts)
	assert.False(t, s.Monotone(), "the eruption at 2 is solved less than the addition at 3")
	assert.Contains(t, s.Text(), "does NOT fall")
	assert.Equal(t, int64(0), Score{}.GammaPercent(), "no pair, no gamma")
}

// The fit finds the weights that order the tries: here eruption is the
// hardest, addition next, equality easiest, and the scoring actions say
// nothing.
func TestFit(t *testing.T) {
	var pts []Point
	for i := range 6 {
		pts = append(pts,
			pt(engine.Equality, 10+30*(i%2), 0, 20, 18),
			pt(engine.Addition, 10+30*(i%2), 0, 20, 12),
			pt(engine.Eruption, 10+30*(i%2), 0, 20, 5))
	}
	got := Fit(pts, DefaultGrid, mine.Calibrated)
	assert.Positive(t, got.Weights.Pair)
	assert.Greater(t, got.Weights.Distance, got.Weights.Pair)
	assert.Zero(t, got.Weights.Scoring, "the scoring actions do not order these tries")
	assert.True(t, got.Monotone())
	// Exact: the same points, the same weights.
	assert.Equal(t, got, Fit(pts, DefaultGrid, mine.Calibrated))
	// Nothing beats it in the grid.
	for _, w := range []mine.Weights{mine.Calibrated, {Depth: 1}, {Pair: 2, Distance: 1, Depth: 1}} {
		assert.GreaterOrEqual(t, got.Net(), ScoreOf(w, pts).Net(), "%v", w)
	}
}

func TestSimulateReproducible(t *testing.T) {
	pts := []Point{pt(engine.Equality, 10, 0, 0, 0), pt(engine.Progression, 400, 9, 0, 0)}
	a := append([]Point(nil), pts...)
	b := append([]Point(nil), pts...)
	Simulate(3, a, 200)
	Simulate(3, b, 200)
	assert.Equal(t, a, b)
	assert.Equal(t, 200, a[0].Tries)
	assert.Greater(t, a[0].Right, a[1].Right, "an equality at a glance beats a progression behind nine near misses")
	assert.Less(t, Hardness(a[0].Measure), Hardness(a[1].Measure))
}

// curatedOneMove are the curated puzzles but those of two-move.puz, whose
// puzzles are rated by their own author's measure of both moves (MeasureOf
// reads one move deep).
func curatedOneMove(t *testing.T) []puzzles.Puzzle {
	t.Helper()
	fsys := content.Puzzles()
	names, err := fs.Glob(fsys, "*.puz")
	require.NoError(t, err)
	var out []puzzles.Puzzle
	for _, name := range names {
		if name == "two-move.puz" {
			continue
		}
		b, err := fs.ReadFile(fsys, name)
		require.NoError(t, err)
		list, err := puzzles.Parse(name, b)
		require.NoError(t, err)
		out = append(out, list...)
	}
	return out
}

// The weights in use are what the fit gives for the curated collection and
// the default simulated population: run rithmo puzzles calibrate and copy
// its weights into mine.Calibrated when the collection changes.
func TestCalibratedIsTheFit(t *testing.T) {
	if testing.Short() {
		t.Skip("measures every curated puzzle")
	}
	list := curatedOneMove(t)
	pts := make([]Point, len(list))
	for i := range list {
		pts[i] = Point{ID: list[i].ID, Measure: MeasureOf(&list[i])}
	}
	Simulate(DefaultSeed, pts, DefaultLearners)
	fit := Fit(pts, DefaultGrid, mine.Calibrated)
	assert.Equal(t, fit.Weights, mine.Calibrated, "rithmo puzzles calibrate fits other weights:\n%s", fit.Text())
	assert.True(t, fit.Monotone(), fit.Text())
}

func TestParseCSV(t *testing.T) {
	class := "table,key_or_kind,name_or_item,done_or_answered,right_first,hints,time_seconds,last_seen,most_common_wrong,most_common_wrong_count\n" +
		"student,k1,Ann,3,2,0,12.000,,,\n" +
		"item,exercise,ratio #1: 3:2,4,3,,,,,0\n" +
		"item,puzzle,eq-1,4,3,,,,c6-d7,1\n" +
		"item,puzzle,eq-2,2,0,,,,,0\n" +
		"item,puzzle,eq-1,1,1,,,,,0\n"
	recs, err := ParseCSV(strings.NewReader(class))
	require.NoError(t, err)
	assert.Equal(t, []Record{{Puzzle: "eq-1", Tries: 5, RightFirst: 4, Line: 4}, {Puzzle: "eq-2", Tries: 2, RightFirst: 0, Line: 5}}, recs)

	recs, err = ParseCSV(strings.NewReader("puzzle,tries,right_first\nx,3,1\n"))
	require.NoError(t, err)
	assert.Equal(t, []Record{{Puzzle: "x", Tries: 3, RightFirst: 1, Line: 2}}, recs)

	bad := []struct{ in, want string }{
		{"", "empty"},
		{"a,b,c\n", "line 1: unknown header"},
		{"puzzle,tries,right_first\nx,3\n", "line 2: 2 fields"},
		{"puzzle,tries,right_first\nx,three,1\n", `line 2: tries "three"`},
		{"puzzle,tries,right_first\nx,3,-1\n", `line 2: right first "-1"`},
		{"puzzle,tries,right_first\nx,3,4\n", "line 2: x: 4 right at the first try of 3 tries"},
		{"puzzle,tries,right_first\n,3,1\n", "line 2: no puzzle id"},
		{"puzzle,tries,right_first\nx,\"3,1\n", "line 2"},
	}
	for _, b := range bad {
		_, err := ParseCSV(strings.NewReader(b.in))
		if assert.Error(t, err, b.in) {
			assert.Contains(t, err.Error(), b.want, b.in)
		}
	}
}

func FuzzParseCSV(f *testing.F) {
	f.Add("puzzle,tries,right_first\nx,3,1\n")
	f.Add("table,key_or_kind,name_or_item,done_or_answered,right_first\nitem,puzzle,a,2,1\n")
	f.Fuzz(func(t *testing.T, in string) {
		recs, err := ParseCSV(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, r := range recs {
			if r.Puzzle == "" || r.Tries < 0 || r.RightFirst < 0 || r.RightFirst > r.Tries {
				t.Fatalf("bad record %+v from %q", r, in)
			}
		}
	})
}

func TestRestate(t *testing.T) {
	src := "# a comment\n\nid: a\ntitle: A\ndifficulty: 2\nnote: Point. Difficulty 2 of 5, measured: 10 legal actions, 0 near misses, equality (weight 0), 1 move deep. After.\r\n\nid: b\ndifficulty: 3\nnote: none\n"
	out, n := Restate([]byte(src), func(id string) (int, string, bool) {
		if id == "a" {
			return 4, "Difficulty 4 of 5, measured: new.", true
		}
		return 3, "Difficulty 3 of 5, measured: x.", id == "b"
	})
	assert.Equal(t, 1, n, "b already states 3 and has no measured sentence")
	assert.Equal(t, "# a comment\n\nid: a\ntitle: A\ndifficulty: 4\nnote: Point. Difficulty 4 of 5, measured: new. After.\r\n\nid: b\ndifficulty: 3\nnote: none\n", string(out))
}

// Every curated puzzle states the difficulty the weights in use give it,
// except two-move.puz, whose puzzles are rated by their own author's
// measure of both moves.
func TestCollectionStatesMeasuredDifficulty(t *testing.T) {
	if testing.Short() {
		t.Skip("measures every curated puzzle")
	}
	list := curatedOneMove(t)
	for i := range list {
		m := MeasureOf(&list[i])
		assert.Equal(t, mine.Difficulty(m), list[i].Difficulty, "%s: %s (rithmo puzzles calibrate --write content/puzzles restates it)", list[i].ID, m.Explain(mine.Difficulty(m)))
	}
}
