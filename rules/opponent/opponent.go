package opponent

import (
	"cmp"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Levels is the number of levels, 1 (a beginner) to 5 (a searcher).
const Levels = 5

// Config is who the opponent is and what it may spend on an answer.
type Config struct {
	Level int
	Seed  uint64
	// Nodes bounds the search (0: the level's own budget).
	Nodes int
	// Deadline, when set, stops a search that runs past it; Now reads
	// the clock (time.Now when nil). Only levels 3 to 5 search.
	Deadline time.Time
	Now      func() time.Time
	// Quiet is the actions played since the last capture by either side,
	// and DrawPlies the count that draws the game (0: no such rule): the
	// searchers of levels 4 and 5 score a line that reaches it as drawn,
	// so that a side ahead takes something before then.
	Quiet, DrawPlies int
}

// budgets are each level's depth and node budget. Level 4 stops at two
// actions and seldom needs a tenth of its budget; level 5's budget is
// enough for depth three in a fulke1 middle game (depth two at 6,000, four
// at about 30,000), its time a move near twice what 6,000 took (64 ms,
// median, on this project's machine).
var budgets = [Levels + 1]struct{ depth, nodes int }{
	2: {1, 4_000},
	3: {1, 4_000},
	4: {2, 12_000},
	5: {4, 10_000},
}

// Scores: a won line scores Win less its length, so the quickest win is
// preferred and the slowest loss.
const (
	Win = 1_000_000
	inf = 2 * Win
)

// Threat is a capture the side that has just moved could make on its next
// turn if the enemy let it.
type Threat struct {
	Action  engine.Action
	Capture engine.Capture
}

// Plan is the opponent's answer: the action, what it takes, what it
// threatens next, and the line it expects, in numbers.
type Plan struct {
	Action   engine.Action
	Captures []engine.Capture
	Triumphs []triumph.Triumph
	Threats  []Threat
	Line     []engine.Action // the expected line, the action first
	Score    int             // the evaluation for the side to move, in hundredths of a man
	Depth    int             // the depth searched to the end (0: no search)
	Nodes    int             // positions searched
	Sets     []TriumphThreat // the triumphs it could set on its next action, were the enemy to let it
	// Builds are the captures by neighbours alone that the action half
	// builds (level 5, under rule sets that have them).
	Builds []Build
	// Closing, when set, is why and how far the action brings the men
	// nearer the enemy's: the side to move is not behind.
	Closing *Closing
	// Quiet and DrawPlies are the no-capture count the search knew and
	// the count that draws (DrawPlies 0: not counted).
	Quiet, DrawPlies int
}

// Closing is the searcher's stance when it is not behind: the men each
// side has taken, weighed (hundredths of a man, as Score), and its closeness before
// and after the action: for each of its men, Range less the squares
// (king's steps) to the enemy's nearest man, when that is nearer than
// Range.
type Closing struct {
	Mine, Yours int
	// BeganMine and BeganYours are the armies weighed in the opening
	// array: not behind means no further behind than there.
	BeganMine, BeganYours int
	Range                 int
	Before, After         int
}

// quietWarning is how near the no-capture draw the plan starts to say so.
const quietWarning = 20

// Explain says the plan in numbers: "I play e8-f9 and take 12 on g9: 6 on
// f9 + 6 on h9 = 12 on g9: addition. Next move my 6 on e8 and 6 on g8 both
// reach f9: ..."
func (pl Plan) Explain() string {
	var b strings.Builder
	fmt.Fprintf(&b, "I play %s", pl.Action)
	if len(pl.Captures) == 0 {
		b.WriteString(", taking nothing")
	}
	for i, c := range pl.Captures {
		if i == 0 {
			b.WriteString(" and take ")
		} else {
			b.WriteString("; and ")
		}
		fmt.Fprintf(&b, "%s on %s: %s", c.Piece, c.Square, c.Explain())
	}
	b.WriteString(".")
	for _, t := range pl.Triumphs {
		fmt.Fprintf(&b, " %s.", t.Explain())
	}
	for i, t := range pl.Threats {
		if i == 3 {
			fmt.Fprintf(&b, " And %d threats more.", len(pl.Threats)-3)
			break
		}
		fmt.Fprintf(&b, " Next move %s takes your %s on %s: %s.", t.Action, t.Capture.Piece, t.Capture.Square, t.Capture.Explain())
	}
	for i, t := range pl.Sets {
		if i == 2 {
			fmt.Fprintf(&b, " And %d more ways to a triumph.", len(pl.Sets)-2)
			break
		}
		fmt.Fprintf(&b, " Next move %s.", t.words())
	}
	for i, bd := range pl.Builds {
		if i == 2 {
			fmt.Fprintf(&b, " And %d such captures more.", len(pl.Builds)-2)
			break
		}
		fmt.Fprintf(&b, " I build a capture: %s.", bd.words())
	}
	if len(pl.Line) > 1 {
		fmt.Fprintf(&b, " I expect %s.", lineWords(pl.Line[1:]))
	}
	if c := pl.Closing; c != nil && len(pl.Captures) == 0 {
		fmt.Fprintf(&b, " I am not behind: the men I have taken weigh %d and those you have %d (hundredths of a man); ", c.Mine, c.Yours)
		if c.After > c.Before {
			b.WriteString("so I close in rather than wait for a draw")
		} else {
			b.WriteString("but this action does not close in: what the search sees weighs more")
		}
		fmt.Fprintf(&b, ": my closeness goes from %d to %d (each of my men counts %d less its squares to your nearest man).", c.Before, c.After, c.Range)
	}
	if pl.DrawPlies > 0 && pl.Quiet >= pl.DrawPlies-quietWarning {
		fmt.Fprintf(&b, " %d actions without a capture: at %d the game is drawn.", pl.Quiet, pl.DrawPlies)
	}
	return b.String()
}

func lineWords(line []engine.Action) string {
	s := make([]string, len(line))
	for i, a := range line {
		s[i] = a.String()
	}
	return strings.Join(s, " ")
}

// ErrNoAction is returned for a position whose side to move has no legal
// action (or that the engine cannot judge).
var ErrNoAction = errors.New("no legal action")

// Choose picks the action of the side to move at cfg's level.
func Choose(p *board.Position, v triumph.Settings, cfg Config) (Plan, error) {
	if cfg.Level < 1 || cfg.Level > Levels {
		return Plan{}, fmt.Errorf("level %d: want 1 to %d", cfg.Level, Levels)
	}
	outs := engine.Analyse(p)
	if len(outs) == 0 {
		return Plan{}, ErrNoAction
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, positionHash(p)))
	var pl Plan
	switch cfg.Level {
	case 1:
		pl = beginner(outs, rng)
	default:
		pl = search(p, v, cfg, outs, rng)
	}
	pl.Threats = threats(p, pl.Action)
	if len(pl.Triumphs) == 0 {
		pl.Sets = triumphThreats(p, pl.Action)
	}
	return pl, nil
}

// positionHash mixes the position into the seed, so that one seed plays
// differently in different positions and alike in the same one.
func positionHash(p *board.Position) uint64 {
	h := fnv.New64a()
	h.Write([]byte(p.String()))
	return h.Sum64()
}

func planOf(o *engine.Outcome) Plan {
	return Plan{Action: o.Action, Captures: o.Captures, Triumphs: o.Triumphs, Line: []engine.Action{o.Action}}
}

// beginner plays at random and lets three captures in four pass.
func beginner(outs []engine.Outcome, rng *rand.Rand) Plan {
	var quiet []int
	for i := range outs {
		if len(outs[i].Captures) == 0 && len(outs[i].Triumphs) == 0 {
			quiet = append(quiet, i)
		}
	}
	i := rng.IntN(len(outs))
	if (len(outs[i].Captures) > 0 || len(outs[i].Triumphs) > 0) && len(quiet) > 0 && rng.IntN(4) != 0 {
		i = quiet[rng.IntN(len(quiet))]
	}
	return planOf(&outs[i])
}

// threats lists what the side that plays a could take on its next turn,
// were the enemy to let it: the position after a with the same side to
// move again.
func threats(p *board.Position, a engine.Action) []Threat {
	next, _, err := engine.Apply(p, a)
	if err != nil {
		return nil
	}
	next.ToMove = p.ToMove
	var out []Threat
	for _, o := range engine.Analyse(&next) {
		for _, c := range o.Captures {
			out = append(out, Threat{Action: o.Action, Capture: c})
		}
	}
	slices.SortStableFunc(out, func(x, y Threat) int { return cmp.Compare(y.Capture.Piece.Value, x.Capture.Piece.Value) })
	return out
}
