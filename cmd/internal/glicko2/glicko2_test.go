package glicko2

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Glickman's worked example: a player rated 1500, RD 200, σ 0.06 plays
// three games in a period: beats 1400 (RD 30), loses to 1550 (RD 100) and
// to 1700 (RD 300). The paper gives r' = 1464.06, RD' = 151.52 and
// σ' = 0.05999, computed from intermediate figures rounded to four places;
// carried at full precision the rating is 1464.05 and σ' 0.059996, so the
// end-to-end test allows a hundredth of a point and the step test below
// reproduces each of the paper's figures from the paper's rounded ones.
func TestGlickmanExample(t *testing.T) {
	p := Rating{R: 1500, RD: 200, Sigma: 0.06}
	opps := []Rating{{1400, 30, 0.06}, {1550, 100, 0.06}, {1700, 300, 0.06}}
	scores := []float64{1, 0, 0}

	// Step 3's table: g(φj) and E(μ, μj, φj).
	for i, want := range []struct{ g, e float64 }{{0.9955, 0.639}, {0.9531, 0.432}, {0.7242, 0.303}} {
		assert.InDelta(t, want.g, gOf(opps[i].RD/Scale), 0.00005, "g of opponent %d", i+1)
		assert.InDelta(t, want.e, Expected(p, opps[i]), 0.0005, "E against opponent %d", i+1)
	}

	var results []Result
	for i := range opps {
		results = append(results, Result{Opponent: opps[i], Score: scores[i]})
	}
	got := Update(p, results)
	assert.InDelta(t, 1464.06, got.R, 0.01, "r'")
	assert.InDelta(t, 151.52, got.RD, 0.005, "RD'")
	assert.InDelta(t, 0.05999, got.Sigma, 0.00001, "σ'")
}

// Each step of the example from the figures the paper carries forward.
func TestGlickmanExampleSteps(t *testing.T) {
	// Step 3 and 4 from the table's rounded g and E.
	g := []float64{0.9955, 0.9531, 0.7242}
	e := []float64{0.639, 0.432, 0.303}
	s := []float64{1, 0, 0}
	var vInv, sum float64
	for j := range g {
		vInv += g[j] * g[j] * e[j] * (1 - e[j])
		sum += g[j] * (s[j] - e[j])
	}
	v := 1 / vInv
	assert.InDelta(t, 1.7785, v, 0.00005, "v")
	assert.InDelta(t, -0.4834, v*sum, 0.00005, "Δ")

	// Step 5 from v = 1.7785, Δ = -0.4834: the paper writes σ' to five
	// places, cut rather than rounded (0.059996 there as here).
	phi := 200 / Scale
	assert.InDelta(t, 1.1513, phi, 0.00005, "φ")
	sigma := volatility(phi, 0.06, 1.7785, -0.4834)
	assert.InDelta(t, 0.05999, sigma, 0.00001, "σ'")

	// Steps 6 and 7 with the paper's φ = 1.1513 and σ' = 0.05999.
	phiStar := math.Sqrt(1.1513*1.1513 + 0.05999*0.05999)
	assert.InDelta(t, 1.152862, phiStar, 0.000001, "φ*")
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/1.7785)
	assert.InDelta(t, 0.8722, phiNew, 0.00005, "φ'")
	assert.InDelta(t, 151.52, Scale*0.8722, 0.005, "RD' = 173.7178 × 0.8722")
}

func TestUpdate(t *testing.T) {
	tests := []struct {
		name    string
		score   float64
		opp     Rating
		higher  bool // the rating goes up
		narrows bool // the deviation shrinks
	}{
		{"a newcomer beats an equal", 1, New(), true, true},
		{"a newcomer loses to an equal", 0, New(), false, true},
		{"beats a much stronger puzzle", 1, Rating{2200, 80, 0.06}, true, true},
		{"loses to a much weaker puzzle", 0, Rating{900, 80, 0.06}, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := New()
			got := Update(p, []Result{{Opponent: tt.opp, Score: tt.score}})
			assert.Equal(t, tt.higher, got.R > p.R, "rating %v -> %v", p.R, got.R)
			assert.Equal(t, tt.narrows, got.RD < p.RD, "deviation %v -> %v", p.RD, got.RD)
			assert.False(t, math.IsNaN(got.R) || math.IsNaN(got.RD) || math.IsNaN(got.Sigma))
		})
	}
}

func TestNoGamesWidensDeviation(t *testing.T) {
	p := Rating{R: 1500, RD: 200, Sigma: 0.06}
	got := Update(p, nil)
	assert.Equal(t, p.R, got.R)
	assert.InDelta(t, math.Sqrt(200*200+(0.06*Scale)*(0.06*Scale)), got.RD, 1e-9)
}

func TestExpectedIsSymmetricForEqualDeviations(t *testing.T) {
	a, b := Rating{1600, 50, 0.06}, Rating{1400, 50, 0.06}
	assert.InDelta(t, 1, Expected(a, b)+Expected(b, a), 1e-12)
	assert.InDelta(t, 0.5, Expected(a, a), 1e-12)
}
