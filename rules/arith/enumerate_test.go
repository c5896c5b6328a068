package arith

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// The counts over the game's 35 values, recorded as a regression oracle.
const (
	wantArithmetic = 62
	wantGeometric  = 30
	wantHarmonic   = 18
	wantGreater    = 88
	wantGreatest   = 28
)

func TestEnumerateCounts(t *testing.T) {
	e := GameEnumeration()
	assert.Len(t, e.ProgressionsOf(Arithmetic), wantArithmetic)
	assert.Len(t, e.ProgressionsOf(Geometric), wantGeometric)
	assert.Len(t, e.ProgressionsOf(Harmonic), wantHarmonic)
	assert.Len(t, e.Progressions, wantArithmetic+wantGeometric+wantHarmonic)
	assert.Len(t, e.Greater, wantGreater)
	assert.Len(t, e.Greatest, wantGreatest)
	assert.Len(t, e.Triumphs(Great), len(e.Progressions))
	assert.Len(t, e.Triumphs(TriumphNone), len(e.Progressions)+wantGreater+wantGreatest)
}

func hasTerms(list []Triumph, terms ...int64) bool {
	return slices.ContainsFunc(list, func(tr Triumph) bool { return slices.Equal(tr.Terms, terms) })
}

func hasProgression(list []Progression, p Proportion, a, b, c int64) bool {
	return slices.Contains(list, Progression{p, [3]int64{a, b, c}})
}

func TestEnumerateSpotChecks(t *testing.T) {
	e := GameEnumeration()
	assert.True(t, hasTerms(e.Greatest, 2, 3, 4, 6))
	assert.True(t, hasTerms(e.Greatest, 6, 8, 9, 12))
	assert.True(t, hasTerms(e.Greater, 2, 3, 4, 8))
	assert.True(t, hasTerms(e.Greater, 2, 4, 6, 9))
	assert.False(t, hasTerms(e.Greater, 2, 4, 8, 16)) // one kind only
	assert.False(t, hasTerms(e.Greatest, 2, 3, 4, 8))
	assert.True(t, hasProgression(e.Progressions, Arithmetic, 2, 3, 4))
	assert.True(t, hasProgression(e.Progressions, Arithmetic, 5, 15, 25))
	assert.True(t, hasProgression(e.Progressions, Geometric, 20, 30, 45))
	assert.True(t, hasProgression(e.Progressions, Geometric, 4, 6, 9))
	assert.True(t, hasProgression(e.Progressions, Harmonic, 6, 8, 12))
	assert.True(t, hasProgression(e.Progressions, Harmonic, 5, 8, 20))
	assert.False(t, hasProgression(e.Progressions, Harmonic, 4, 6, 12) && !slices.Contains(GameValues(), 12))
	for _, tr := range e.Greatest {
		assert.Equal(t, Greatest, tr.Kind)
		assert.Equal(t, []Proportion{Arithmetic, Geometric, Harmonic}, tr.Proportions)
	}
	for _, tr := range e.Greater {
		assert.Equal(t, Greater, tr.Kind)
		assert.Len(t, tr.Proportions, 2)
	}
}

// bruteForce enumerates by judging every triple and every four-set of the
// sorted, distinct values one by one.
func bruteForce(v []int64) Enumeration {
	var e Enumeration
	for _, p := range Proportions {
		for i := range v {
			for j := i + 1; j < len(v); j++ {
				for k := j + 1; k < len(v); k++ {
					if InProgression(p, v[i], v[j], v[k]) {
						e.Progressions = append(e.Progressions, Progression{p, [3]int64{v[i], v[j], v[k]}})
					}
				}
			}
		}
	}
	for i := range v {
		for j := i + 1; j < len(v); j++ {
			for k := j + 1; k < len(v); k++ {
				for l := k + 1; l < len(v); l++ {
					kind, kinds := TriumphOf(v[i], v[j], v[k], v[l])
					tr := Triumph{Kind: kind, Terms: []int64{v[i], v[j], v[k], v[l]}, Proportions: kinds}
					switch kind {
					case Greater:
						e.Greater = append(e.Greater, tr)
					case Greatest:
						e.Greatest = append(e.Greatest, tr)
					}
				}
			}
		}
	}
	return e
}

// TestEnumerateAgainstBruteForce checks the fast enumeration against every
// triple and every four-set of the game's values, and of random sets.
func TestEnumerateAgainstBruteForce(t *testing.T) {
	v := GameValues()
	want, got := bruteForce(v), Enumerate(v)
	require.Equal(t, want.Progressions, got.Progressions)
	require.Equal(t, want.Greater, got.Greater)
	require.Equal(t, want.Greatest, got.Greatest)

	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		var set []int64
		for range 14 {
			set = append(set, rng.Int64N(72)+1)
		}
		slices.Sort(set)
		set = slices.Compact(set)
		want, got := bruteForce(set), Enumerate(set)
		require.Equal(t, want.Progressions, got.Progressions, "%v", set)
		require.Equal(t, want.Greater, got.Greater, "%v", set)
		require.Equal(t, want.Greatest, got.Greatest, "%v", set)
	}
}

func TestEnumerateSmallSets(t *testing.T) {
	assert.Equal(t, Enumeration{}, Enumerate(nil))
	assert.Equal(t, Enumeration{}, Enumerate([]int64{2, 3}))
	e := Enumerate([]int64{6, 4, 3, 2, 2, 0, -5})
	assert.Equal(t, []Progression{
		{Arithmetic, [3]int64{2, 3, 4}}, {Arithmetic, [3]int64{2, 4, 6}},
		{Harmonic, [3]int64{2, 3, 6}}, {Harmonic, [3]int64{3, 4, 6}},
	}, e.Progressions)
	require.Len(t, e.Greatest, 1)
	assert.Equal(t, []int64{2, 3, 4, 6}, e.Greatest[0].Terms)
	assert.Empty(t, e.Greater)

	// Appending to one triumph's slices must not change another's.
	e = GameEnumeration()
	before := slices.Clone(e.Greater[1].Terms)
	_ = append(e.Greater[0].Terms, 999)
	_ = append(e.Greater[0].Proportions, Harmonic)
	assert.Equal(t, before, e.Greater[1].Terms)

	// Huge values: {2, 3, 4, 6} scaled by 2^59 behave the same, without
	// overflow.
	const s = 1 << 59
	e = Enumerate([]int64{2 * s, 3 * s, 4 * s, 6 * s})
	assert.Equal(t, []Progression{
		{Arithmetic, [3]int64{2 * s, 3 * s, 4 * s}}, {Arithmetic, [3]int64{2 * s, 4 * s, 6 * s}},
		{Harmonic, [3]int64{2 * s, 3 * s, 6 * s}}, {Harmonic, [3]int64{3 * s, 4 * s, 6 * s}},
	}, e.Progressions)
	require.Len(t, e.Greatest, 1)
	assert.Equal(t, []int64{2 * s, 3 * s, 4 * s, 6 * s}, e.Greatest[0].Terms)
}

// TestEnumerateGolden keeps the whole listing over the game's values.
func TestEnumerateGolden(t *testing.T) {
	e := GameEnumeration()
	var b strings.Builder
	for _, p := range e.Progressions {
		fmt.Fprintf(&b, "%-10s %s\n", p.Kind, joinInts(p.Terms[:], " "))
	}
	for _, tr := range append(slices.Clone(e.Greater), e.Greatest...) {
		fmt.Fprintf(&b, "%-10s %s: %v\n", tr.Kind, joinInts(tr.Terms, " "), tr.Proportions)
	}
	checkGolden(t, "enumerate.golden", b.String())
}

func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create %s", path)
	assert.Equal(t, string(want), got)
}

// BenchmarkEnumerate runs all the enumerations over the game's values:
// progressions of each kind, greater and greatest triumphs.
// BenchmarkEnumerate enumerates the game's values again and again with one
// Enumerator: 0 allocs/op once its buffers have grown.
func BenchmarkEnumerate(b *testing.B) {
	values := GameValues()
	var z Enumerator
	z.Enumerate(values)
	b.ReportAllocs()
	for b.Loop() {
		e := z.Enumerate(values)
		if len(e.Greatest) != wantGreatest {
			b.Fatal("wrong count")
		}
	}
}

// TestEnumeratorReusesItsBuffers: one Enumerator over different value sets
// in turn gives what a fresh Enumerate gives each time, and allocates
// nothing once grown.
func TestEnumeratorReusesItsBuffers(t *testing.T) {
	game := GameValues()
	sets := [][]int64{game, {2, 3, 4, 6, 8, 9, 12}, {1, 2}, nil, game[:20], {6, 4, 3, 2, 0, -1, 6}, game}
	var z Enumerator
	for _, values := range sets {
		assert.Equal(t, Enumerate(values), z.Enumerate(values), "%v", values)
	}
	if !raceDetector {
		assert.Zero(t, testing.AllocsPerRun(5, func() { z.Enumerate(game) }))
	}
}
