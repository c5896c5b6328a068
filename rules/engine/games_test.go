package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// perft counts the actions of every line of play to the given depth (the
// leaves), checking on the way that the position is not changed by judging
// it.
func perft(t testing.TB, z *Analyzer, p *board.Position, depth int) int {
	if depth == 0 {
		return 1
	}
	before := p.Clone()
	type step struct {
		a    Action
		caps []Capture
	}
	var steps []step
	require.NoError(t, z.Each(p, func(a Action, caps []Capture) {
		steps = append(steps, step{a, cloneCaptures(caps)})
	}))
	require.True(t, before.Equal(p), "judging changed the position")
	if depth == 1 {
		return len(steps)
	}
	n := 0
	for _, s := range steps {
		next := *p
		play(&next, s.a, s.caps)
		n += perft(t, z, &next, depth-1)
	}
	return n
}

// perftTable records the counts of actions from each opening array. A
// change here is a change of the rules: check it against rules.md.
var perftTable = []struct {
	rules string
	depth []int // depth 1, 2, 3 (, 4)
}{
	// fulke1's men fly at any time (rules.md): depth 4 runs to seventeen
	// million leaves, too many for a test.
	{"fulke1", []int{64, 4032, 267150}},
	{"fulke2", []int{34, 1156, 44305, 1704293}},
	{"fulke3", []int{12, 144, 2134, 31674}},
	{"nemec", []int{24, 600, 17050, 500600}},
	{"parlett", []int{10, 100, 1310, 17159}},
}

func TestPerftFromTheOpeningArrays(t *testing.T) {
	z := NewAnalyzer()
	for _, row := range perftTable {
		t.Run(row.rules, func(t *testing.T) {
			r, err := board.ParseRules(row.rules)
			require.NoError(t, err)
			p := board.Opening(r)
			for depth, want := range row.depth {
				depth++
				if depth > 3 && testing.Short() {
					break // depth 4 takes a second or two
				}
				assert.Equal(t, want, perft(t, z, &p, depth), "depth %d", depth)
			}
			assert.True(t, p.Equal(&[]board.Position{board.Opening(r)}[0]), "the opening is unchanged")
		})
	}
}

// randomGame plays seeded random legal actions from p until no action is
// left or turns run out, checking every position.
func randomGame(t testing.TB, p board.Position, seed uint64, turns int, check func(prev, next *board.Position, a Action, caps []Capture)) board.Position {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	for i := 0; i < turns; i++ {
		acts := Legal(&p)
		if len(acts) == 0 {
			break
		}
		// Prefer actions that take something now and then, so that games
		// reach the middle and the end.
		a := acts[rng.IntN(len(acts))]
		if rng.IntN(3) == 0 {
			for _, b := range acts {
				if b.Kind != Move {
					a = b
					break
				}
			}
		}
		next, caps, err := Apply(&p, a)
		require.NoError(t, err, "%s in\n%s", a, draw(&p))
		if check != nil {
			check(&p, &next, a, caps)
		}
		p = next
	}
	return p
}

// armyTotals recomputes what each army still has: on the board, held as
// prisoners, and taken; under rule sets where prisoners change colour the
// two armies are counted together.
func armyTotals(p *board.Position) (values [2]int64, men [2]int) {
	count := func(side board.Side, piece board.Piece) {
		i := side.Index()
		if piece.IsPyramid() {
			men[i] += int(piece.NLayers)
		} else {
			men[i]++
		}
		values[i] += int64(piece.Value)
	}
	p.Men(func(_ board.Square, piece board.Piece) { count(piece.Side, piece) })
	for _, took := range p.Took {
		for _, piece := range took {
			count(piece.Side, piece)
		}
	}
	return values, men
}

func TestRandomGamesKeepEveryInvariant(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	for _, rules := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett", "parlett+change", "parlett+turn", "parlett+hold",
		"nemec+jump", "fulke2+pass", "fulke3+jump", "fulke1+progression"} {
		r, err := board.ParseRules(rules)
		require.NoError(t, err)
		mixed := r.Set == board.Fulke1 || r.Set == board.Fulke2 || r.Has(board.OptChange) || r.Has(board.OptTurn)
		t.Run(rules, func(t *testing.T) {
			for g := 0; g < games; g++ {
				turns := 0
				end := randomGame(t, board.Opening(r), uint64(g)+1, 300, func(prev, next *board.Position, a Action, caps []Capture) {
					turns++
					require.NoError(t, board.Validate(next), "after %s:\n%s", a, draw(next))
					values, men := armyTotals(next)
					if mixed {
						require.Equal(t, int64(1312+1752), values[0]+values[1], "after %s:\n%s", a, draw(next))
						require.Equal(t, 29+28, men[0]+men[1])
					} else {
						require.Equal(t, [2]int64{1312, 1752}, values, "after %s:\n%s", a, draw(next))
						require.Equal(t, [2]int{29, 28}, men)
					}
					// The text form round-trips.
					back, err := board.Parse(next.String())
					require.NoError(t, err)
					require.True(t, back.Equal(next))
					// The mover's side alternates; the turn counts actions.
					require.Equal(t, prev.ToMove.Opponent(), next.ToMove)
					require.Equal(t, prev.Move+1, next.Move)
				})
				t.Logf("game %d: %d turns, %s", g, turns, end.String())
			}
		})
	}
}
