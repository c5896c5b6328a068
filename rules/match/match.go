package match

import (
	"fmt"
	"slices"
	"time"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/game"
	"github.com/rithmo/rithmo/rules/opponent"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Config is a match: two levels, a number of games, a seed.
type Config struct {
	Rules   board.Rules
	Victory triumph.Settings
	A, B    int // the levels; A plays White in the even games, Black in the odd
	Games   int
	Seed    uint64
	// MaxPlies ends a game as a draw after so many actions (0: 300).
	MaxPlies int
	Now      func() time.Time // the clock the times are read from (time.Now when nil)
	// Progress, when set, hears of each game as it ends.
	Progress func(i int, r GameResult)
	// Heap, when set, is read after every action (the bytes of memory in
	// use, say), so that a match shows whether a game's memory stays
	// flat as it goes on.
	Heap func() uint64
}

// GameResult is one game of a match.
type GameResult struct {
	AWhite bool // level A played White
	Score  float64
	Plies  int
	Capped bool // stopped at MaxPlies
	Result game.Result
	// HeapEarly and HeapLate are the most Config.Heap read in the first
	// and in the second half of the game's actions (0 without Heap).
	HeapEarly, HeapLate uint64
	// Slowest is the longest time one action took in this game.
	Slowest time.Duration
}

// Result is a whole match, from level A's side.
type Result struct {
	Config              Config
	Wins, Draws, Losses int
	Games               []GameResult
	// TimesA, TimesB are the times of every move of each level.
	TimesA, TimesB []time.Duration
}

// Score is A's points: a win 1, a draw one half.
func (r Result) Score() float64 { return float64(r.Wins) + float64(r.Draws)/2 }

// Median is the median of a list of times (0 for none).
func Median(ts []time.Duration) time.Duration {
	if len(ts) == 0 {
		return 0
	}
	s := slices.Clone(ts)
	slices.Sort(s)
	return s[len(s)/2]
}

// Play plays the match.
func Play(c Config) (Result, error) {
	if c.MaxPlies == 0 {
		c.MaxPlies = 300
	}
	now := c.Now
	if now == nil {
		now = time.Now
	}
	res := Result{Config: c}
	var heaps []uint64
	for i := 0; i < c.Games; i++ {
		heaps = heaps[:0]
		var slowest time.Duration
		aWhite := i%2 == 0
		seed := c.Seed + uint64(i)
		pa := game.Player{Level: c.A, Seed: seed}
		pb := game.Player{Level: c.B, Seed: seed}
		white, black := pa, pb
		if !aWhite {
			white, black = pb, pa
		}
		g, err := game.New(c.Rules, c.Victory, white, black, "2000-01-01")
		if err != nil {
			return res, err
		}
		for !g.Over() && len(g.Steps) < c.MaxPlies {
			side := g.ToMove()
			pl := g.PlayerOf(side)
			start := now()
			plan, err := opponent.Choose(g.Position(), c.Victory, opponent.Config{Level: pl.Level, Seed: pl.Seed, Quiet: g.Quiet, DrawPlies: game.DrawPlies})
			took := now().Sub(start)
			slowest = max(slowest, took)
			if err != nil {
				return res, fmt.Errorf("game %d, action %d: %w", i+1, len(g.Steps)+1, err)
			}
			if (side == board.White) == aWhite {
				res.TimesA = append(res.TimesA, took)
			} else {
				res.TimesB = append(res.TimesB, took)
			}
			if _, err := g.Play(plan.Action); err != nil {
				return res, fmt.Errorf("game %d, action %d: %w", i+1, len(g.Steps)+1, err)
			}
			if c.Heap != nil {
				heaps = append(heaps, c.Heap())
			}
		}
		gr := GameResult{AWhite: aWhite, Plies: len(g.Steps), Capped: !g.Over(), Result: g.Result, Score: 0.5, Slowest: slowest}
		half := len(heaps) / 2
		for j, h := range heaps {
			if j < half {
				gr.HeapEarly = max(gr.HeapEarly, h)
			} else {
				gr.HeapLate = max(gr.HeapLate, h)
			}
		}
		aSide := board.White
		if !aWhite {
			aSide = board.Black
		}
		switch g.Result.Outcome.Winner() {
		case aSide:
			gr.Score = 1
			res.Wins++
		case aSide.Opponent():
			gr.Score = 0
			res.Losses++
		default:
			res.Draws++
		}
		res.Games = append(res.Games, gr)
		if c.Progress != nil {
			c.Progress(i, gr)
		}
	}
	return res, nil
}
