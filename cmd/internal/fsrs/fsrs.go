package fsrs

import (
	"fmt"
	"math"
)

// Grade is how a review went.
type Grade int

// The four grades of FSRS.
const (
	Again Grade = 1 // forgotten: answered wrong
	Hard  Grade = 2 // recalled with difficulty
	Good  Grade = 3 // recalled
	Easy  Grade = 4 // recalled at once
)

var gradeNames = [...]string{Again: "again", Hard: "hard", Good: "good", Easy: "easy"}

func (g Grade) String() string {
	if g >= Again && g <= Easy {
		return gradeNames[g]
	}
	return fmt.Sprintf("Grade(%d)", int(g))
}

// Weights are the model's 19 parameters w0..w18.
type Weights [19]float64

// Default are FSRS-5's default weights, as the wiki publishes them.
var Default = Weights{
	0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575,
	0.1192, 1.01925, 1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
}

// The forgetting curve's constants: FACTOR makes R(S, S) exactly 0.9.
const (
	Decay  = -0.5
	Factor = 19.0 / 81.0
)

// Bounds on what the scheduler gives.
const (
	MinStability = 0.01
	MaxInterval  = 36500 // days: a hundred years
)

// Memory is the state of one item in the learner's memory.
type Memory struct {
	Stability  float64 `json:"stability"`  // days until recall falls to 90 %
	Difficulty float64 `json:"difficulty"` // 1 (easy) to 10 (hard)
}

// Retrievability is the probability of recall t days after a review of an
// item of stability s.
func Retrievability(t, s float64) float64 {
	return math.Pow(1+Factor*t/s, Decay)
}

// Interval is the number of days after which recall falls to retention r
// (0 < r < 1), for stability s.
func Interval(r, s float64) float64 {
	return s / Factor * (math.Pow(r, 1/Decay) - 1)
}

// Days is Interval rounded to whole days, at least 1 and at most
// MaxInterval: what a scheduler of days uses.
func Days(r, s float64) int {
	d := math.Round(Interval(r, s))
	return int(min(max(d, 1), MaxInterval))
}

// First is the memory of an item after its first review.
func (w *Weights) First(g Grade) Memory {
	g = clampGrade(g)
	return Memory{Stability: max(w[g-1], MinStability), Difficulty: w.initialDifficulty(g)}
}

// Next is the memory after a review graded g, elapsed days after the one
// before. A review the same day (elapsed < 1) uses the short-term formula.
func (w *Weights) Next(m Memory, elapsed float64, g Grade) Memory {
	g = clampGrade(g)
	d := w.nextDifficulty(m.Difficulty, g)
	if elapsed < 1 {
		return Memory{Stability: max(m.Stability*math.Exp(w[17]*(float64(g)-3+w[18])), MinStability), Difficulty: d}
	}
	r := Retrievability(elapsed, m.Stability)
	var s float64
	if g == Again {
		s = min(w.forgetStability(m.Difficulty, m.Stability, r), m.Stability)
	} else {
		s = w.recallStability(m.Difficulty, m.Stability, r, g)
	}
	return Memory{Stability: max(s, MinStability), Difficulty: d}
}

func (w *Weights) initialDifficulty(g Grade) float64 {
	return clampDifficulty(w[4] - math.Exp(w[5]*float64(g-1)) + 1)
}

func (w *Weights) nextDifficulty(d float64, g Grade) float64 {
	delta := -w[6] * float64(g-3)
	damped := d + delta*(10-d)/9
	return clampDifficulty(w[7]*w.initialDifficulty(Easy) + (1-w[7])*damped)
}

func (w *Weights) recallStability(d, s, r float64, g Grade) float64 {
	factor := 1.0
	switch g {
	case Hard:
		factor = w[15]
	case Easy:
		factor = w[16]
	}
	return s * (1 + math.Exp(w[8])*(11-d)*math.Pow(s, -w[9])*(math.Exp(w[10]*(1-r))-1)*factor)
}

func (w *Weights) forgetStability(d, s, r float64) float64 {
	return w[11] * math.Pow(d, -w[12]) * (math.Pow(s+1, w[13]) - 1) * math.Exp(w[14]*(1-r))
}

func clampDifficulty(d float64) float64 { return min(max(d, 1), 10) }

func clampGrade(g Grade) Grade { return min(max(g, Again), Easy) }
