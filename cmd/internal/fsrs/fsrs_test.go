package fsrs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The figures the wiki states or that follow at once from its formulas and
// default weights.
func TestPublishedFigures(t *testing.T) {
	w := Default
	// S0(G) = w[G-1]: the first stability of each grade.
	for g, want := range map[Grade]float64{Again: 0.40255, Hard: 1.18385, Good: 3.173, Easy: 15.69105} {
		assert.Equal(t, want, w.First(g).Stability, "S0(%s)", g)
	}
	// D0(1) = w4 (e^0 = 1), and D0 falls with the grade.
	assert.InDelta(t, 7.1949, w.First(Again).Difficulty, 1e-12)
	assert.InDelta(t, 5.282434, w.First(Good).Difficulty, 1e-6)
	assert.InDelta(t, 3.224502, w.First(Easy).Difficulty, 1e-6)
	// FACTOR = 19/81 makes stability the interval at 90 % retention.
	for _, s := range []float64{0.5, 3.173, 100} {
		assert.InDelta(t, 0.9, Retrievability(s, s), 1e-12, "R(S, S) for S = %v", s)
		assert.InDelta(t, s, Interval(0.9, s), 1e-9, "I(0.9, S) for S = %v", s)
	}
	assert.Equal(t, 1.0, Retrievability(0, 7))
	// I(0.8, 10) = 10·81/19·(0.8^-2 − 1) = 23.98 days.
	assert.InDelta(t, 23.980263, Interval(0.8, 10), 1e-6)
}

// A history step by step, each step's figures worked from the formulas in
// doc.go with the default weights.
func TestHistory(t *testing.T) {
	w := Default
	m := w.First(Again) // missed at the first try
	assert.InDelta(t, 0.40255, m.Stability, 1e-9)
	steps := []struct {
		elapsed float64
		grade   Grade
		r       float64 // retrievability at the review
		s, d    float64
	}{
		{1, Good, 0.794877, 2.265009, 7.176636},
		{2, Good, 0.910174, 5.798627, 7.158456},
		{10, Again, 0.843792, 1.700581, 8.058294},
	}
	for i, st := range steps {
		assert.InDelta(t, st.r, Retrievability(st.elapsed, m.Stability), 1e-6, "step %d R", i+1)
		m = w.Next(m, st.elapsed, st.grade)
		assert.InDelta(t, st.s, m.Stability, 1e-6, "step %d S", i+1)
		assert.InDelta(t, st.d, m.Difficulty, 1e-6, "step %d D", i+1)
	}
}

func TestNext(t *testing.T) {
	w := Default
	good := w.First(Good)
	tests := []struct {
		name    string
		elapsed float64
		grade   Grade
		s, d    float64
	}{
		{"hard after 3 days", 3, Hard, 4.924512, 6.034950},
		{"same day, good: short-term", 0, Good, 4.466858, good.Difficulty + Default[7]*(w.First(Easy).Difficulty-good.Difficulty)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := w.Next(good, tt.elapsed, tt.grade)
			assert.InDelta(t, tt.s, got.Stability, 1e-6)
			assert.InDelta(t, tt.d, got.Difficulty, 1e-6)
		})
	}
}

func TestProperties(t *testing.T) {
	w := Default
	m := w.First(Good)
	for _, elapsed := range []float64{1, 3, 10, 100} {
		again, hard, good, easy := w.Next(m, elapsed, Again), w.Next(m, elapsed, Hard), w.Next(m, elapsed, Good), w.Next(m, elapsed, Easy)
		assert.LessOrEqual(t, again.Stability, m.Stability, "forgetting never raises stability")
		assert.Less(t, hard.Stability, good.Stability)
		assert.Less(t, good.Stability, easy.Stability)
		assert.Greater(t, again.Difficulty, good.Difficulty)
		for _, n := range []Memory{again, hard, good, easy} {
			assert.GreaterOrEqual(t, n.Difficulty, 1.0)
			assert.LessOrEqual(t, n.Difficulty, 10.0)
		}
	}
}

func TestDays(t *testing.T) {
	assert.Equal(t, 1, Days(0.9, 0.40255), "at least a day")
	assert.Equal(t, 3, Days(0.9, 3.173))
	assert.Equal(t, 16, Days(0.9, 15.69105))
	assert.Equal(t, MaxInterval, Days(0.9, 1e9))
}

func TestGradeString(t *testing.T) {
	assert.Equal(t, "again", Again.String())
	assert.Equal(t, "easy", Easy.String())
	assert.Equal(t, "Grade(7)", Grade(7).String())
}
