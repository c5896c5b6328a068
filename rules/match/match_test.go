package match

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// tick is a clock that moves one millisecond each time it is read.
func tick() func() time.Time {
	t := time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)
	return func() time.Time { t = t.Add(time.Millisecond); return t }
}

func TestPlayCounts(t *testing.T) {
	tests := []struct {
		rules    string
		a, b     int
		games    int
		maxPlies int
	}{
		{"parlett", 2, 1, 4, 300},
		{"nemec", 1, 1, 3, 40},
		{"fulke3", 3, 2, 2, 120},
	}
	for _, tt := range tests {
		t.Run(tt.rules, func(t *testing.T) {
			r, err := board.ParseRules(tt.rules)
			require.NoError(t, err)
			c := Config{Rules: r, Victory: triumph.Settings{Common: triumph.Bodies, Men: 8}, A: tt.a, B: tt.b,
				Games: tt.games, Seed: 1, MaxPlies: tt.maxPlies, Now: tick()}
			res, err := Play(c)
			require.NoError(t, err)
			assert.Equal(t, tt.games, res.Wins+res.Draws+res.Losses)
			require.Len(t, res.Games, tt.games)
			plies := 0
			for i, g := range res.Games {
				assert.Equal(t, i%2 == 0, g.AWhite)
				assert.LessOrEqual(t, g.Plies, tt.maxPlies)
				assert.Equal(t, g.Capped, g.Result.Text == "")
				plies += g.Plies
			}
			assert.Equal(t, plies, len(res.TimesA)+len(res.TimesB))
			assert.Equal(t, time.Millisecond, Median(res.TimesA), "the fake clock moves a millisecond a read")
			again, err := Play(Config{Rules: c.Rules, Victory: c.Victory, A: c.A, B: c.B, Games: c.Games, Seed: c.Seed, MaxPlies: c.MaxPlies, Now: tick()})
			require.NoError(t, err)
			assert.Equal(t, res.Games, again.Games, "the same seed plays the same games")
		})
	}
}

func TestMedian(t *testing.T) {
	assert.Equal(t, time.Duration(0), Median(nil))
	assert.Equal(t, 2*time.Second, Median([]time.Duration{3 * time.Second, time.Second, 2 * time.Second}))
}

// BenchmarkGame300 plays level 1 against itself for 300 actions of
// fulke1 (few captures: the game runs long), to show no stall over a long
// game; ns/op is a whole game.
func BenchmarkGame300(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, err := Play(Config{Rules: board.Rules{Set: board.Fulke1}, A: 1, B: 1, Games: 1, Seed: uint64(i), MaxPlies: 300})
		if err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLevels plays one game of each level against the level below
// under each rule set.
func BenchmarkLevels(b *testing.B) {
	for _, rs := range board.RuleSets {
		for a := 2; a <= 5; a++ {
			b.Run(rs.String()+"/"+string(rune('0'+a))+"v"+string(rune('0'+a-1)), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					res, err := Play(Config{Rules: board.Rules{Set: rs}, Victory: triumph.Settings{Common: triumph.Bodies, Men: 8},
						A: a, B: a - 1, Games: 1, Seed: uint64(i)})
					if err != nil {
						b.Fatal(err)
					}
					b.ReportMetric(res.Score(), "score")
					b.ReportMetric(float64(Median(res.TimesA).Microseconds()), "µs/move-A")
				}
			})
		}
	}
}

func TestHeapAndSlowestPerGame(t *testing.T) {
	// A heap that grows by one each read: the second half of a game reads
	// more than the first; the clock's millisecond is every action's time.
	var n uint64
	c := Config{Rules: board.Rules{Set: board.Parlett}, Victory: triumph.Settings{Common: triumph.Bodies, Men: 8},
		A: 2, B: 1, Games: 2, Seed: 3, MaxPlies: 40, Now: tick(), Heap: func() uint64 { n++; return n }}
	res, err := Play(c)
	require.NoError(t, err)
	total := uint64(0)
	for _, g := range res.Games {
		assert.Equal(t, time.Millisecond, g.Slowest)
		assert.Equal(t, total+uint64(g.Plies/2), g.HeapEarly, "the last read of the first half")
		assert.Equal(t, total+uint64(g.Plies), g.HeapLate, "the last read of the game")
		total += uint64(g.Plies)
	}
	assert.Equal(t, total, n, "one read after every action")
}
