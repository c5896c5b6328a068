package glicko2

import (
	"fmt"
	"math"
)

// The paper's constants.
const (
	DefaultRating     = 1500.0
	DefaultDeviation  = 350.0
	DefaultVolatility = 0.06
	// Tau constrains how fast the volatility changes (0.3 to 1.2 in the
	// paper; its example uses 0.5).
	Tau = 0.5
	// Scale converts between the Glicko and Glicko-2 scales (step 2).
	Scale = 173.7178
	// epsilon is the convergence tolerance of step 5.
	epsilon = 0.000001
)

// Rating is a player's (or a puzzle's) strength on the Glicko scale.
type Rating struct {
	R     float64 `json:"rating"`     // the rating, 1500 for a newcomer
	RD    float64 `json:"deviation"`  // rating deviation: ±2 RD is a 95 % interval
	Sigma float64 `json:"volatility"` // how erratic the results have been
}

// New is an unrated player: 1500, RD 350, σ 0.06.
func New() Rating { return Rating{R: DefaultRating, RD: DefaultDeviation, Sigma: DefaultVolatility} }

func (r Rating) String() string { return fmt.Sprintf("%.0f ±%.0f", r.R, 2*r.RD) }

// Result is one game of a rating period: the opponent as rated before it,
// and the score (1 a win, 0.5 a draw, 0 a loss).
type Result struct {
	Opponent Rating
	Score    float64
}

// Update returns the player's rating after a rating period with results
// (steps 2 to 8). A period without games only widens the deviation (step 6
// with φ' = φ*).
func Update(p Rating, results []Result) Rating {
	mu := (p.R - DefaultRating) / Scale
	phi := p.RD / Scale
	if len(results) == 0 {
		return Rating{R: p.R, RD: math.Sqrt(phi*phi+p.Sigma*p.Sigma) * Scale, Sigma: p.Sigma}
	}
	// Step 3: the estimated variance v; step 4: the estimated improvement Δ.
	var vInv, sum float64
	for _, res := range results {
		muJ := (res.Opponent.R - DefaultRating) / Scale
		g := gOf(res.Opponent.RD / Scale)
		e := expected(mu, muJ, g)
		vInv += g * g * e * (1 - e)
		sum += g * (res.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	// Step 5: the new volatility.
	sigma := volatility(phi, p.Sigma, v, delta)
	// Step 6: the pre-period deviation; step 7: the new rating and deviation.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	// Step 8: back to the Glicko scale.
	return Rating{R: Scale*muNew + DefaultRating, RD: Scale * phiNew, Sigma: sigma}
}

// Expected is the score p expects against q (E of step 3, on the Glicko-2
// scale, with q's deviation): the chance that p wins.
func Expected(p, q Rating) float64 {
	return expected((p.R-DefaultRating)/Scale, (q.R-DefaultRating)/Scale, gOf(q.RD/Scale))
}

// gOf is g(φ) of step 3: it discounts a result against an uncertain
// opponent.
func gOf(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

func expected(mu, muJ, g float64) float64 { return 1 / (1 + math.Exp(-g*(mu-muJ))) }

// volatility is step 5: the root of f by the Illinois algorithm.
func volatility(phi, sigma, v, delta float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(Tau*Tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*Tau) < 0 {
			k++
		}
		B = a - k*Tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}
