package mine

import (
	"math/rand/v2"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Game is one self-play game: the positions before each action, and the
// actions played.
type Game struct {
	Rules     board.Rules
	Seed      uint64
	Positions []board.Position // Positions[i] is the position before Actions[i]
	Actions   []engine.Action
	// End says why the game stopped: "triumph", "no action", "few men" or
	// "turns".
	End string
}

// newRand is the PCG of a seed: the same seed plays the same game.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x6a09e667f3bcc909))
}

// Play plays one game from the rule set's opening array with the greedy
// player, for at most turns actions, and stops early once fewer than
// minMen men stand on the board (nothing more to mine) or a triumph is
// completed.
func Play(r board.Rules, seed uint64, turns, minMen int) (Game, error) {
	return play(r, seed, turns, minMen, false)
}

// PlayGuarded is Play between players who guard their camps: neither
// completes a triumph (an action that would is never chosen while another
// is legal), so the game runs on into the middle game, where the captures
// are. Under nemec the greedy player completes a triumph within a dozen
// turns or so otherwise.
func PlayGuarded(r board.Rules, seed uint64, turns, minMen int) (Game, error) {
	return play(r, seed, turns, minMen, true)
}

func play(r board.Rules, seed uint64, turns, minMen int, guarded bool) (Game, error) {
	g := Game{Rules: r, Seed: seed}
	rng := newRand(seed)
	p := board.Opening(r)
	for len(g.Actions) < turns {
		if Men(&p) < minMen {
			g.End = "few men"
			return g, nil
		}
		outs := engine.Analyse(&p)
		if len(outs) == 0 {
			g.End = "no action"
			return g, nil
		}
		o := choose(&p, outs, rng, guarded)
		next, _, err := engine.Apply(&p, o.Action)
		if err != nil {
			return g, err
		}
		g.Positions = append(g.Positions, p)
		g.Actions = append(g.Actions, o.Action)
		p = next
		if len(o.Triumphs) > 0 {
			g.End = "triumph"
			return g, nil
		}
	}
	g.End = "turns"
	return g, nil
}

// Men counts the men (a pyramid as one) standing on the board.
func Men(p *board.Position) int {
	n := 0
	p.Men(func(board.Square, board.Piece) { n++ })
	return n
}

// choose is the greedy player: a triumph first, then the most value taken
// (now and then passed over, so that games do not all trade the same way),
// else a man developed toward the enemy; ties go to the seeded noise.
func choose(p *board.Position, outs []engine.Outcome, rng *rand.Rand, guarded bool) engine.Outcome {
	best, bestScore := 0, -1<<62
	greedy := rng.IntN(4) != 0
	for i, o := range outs {
		score := rng.IntN(8)
		switch {
		case len(o.Triumphs) > 0 && guarded:
			score -= 1 << 40
		case len(o.Triumphs) > 0:
			score += 1 << 40
		case len(o.Captures) > 0 && greedy:
			v := 0
			for _, c := range o.Captures {
				v += int(c.Piece.Value)
			}
			score += 1000 + v*8
		}
		if o.Action.Kind == engine.Move {
			score += 3 * advance(p, o.Action)
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return outs[best]
}

// advance is how many ranks a move brings a man toward the enemy, capped
// so that men do not all run to the far edge.
func advance(p *board.Position, a engine.Action) int {
	d := a.To.Rank() - a.From.Rank()
	if p.ToMove == board.Black {
		d = -d
	}
	// Past the middle of the board, advancing further is no gain.
	far := a.To.Rank()
	if p.ToMove == board.Black {
		far = p.Ranks - 1 - far
	}
	if far > p.Ranks/2+2 {
		return 0
	}
	return d
}
