package fromgame

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/game"
)

// ID is the id of every puzzle set from a game: with the position and the
// goal it names the item, so that a position let pass in two games is one
// review card.
const ID = "from-game"

// Mistake is one step of a game where the learner let a capture or a
// triumph pass, set as a puzzle.
type Mistake struct {
	Ply     int           // the step's index in the game, from 0
	Played  engine.Action // what the learner played instead
	Took    int64         // the value it took
	Puzzle  puzzles.Puzzle
	Answers []engine.Action // the actions the engine accepts: judge.Solutions
	// Origin says where it was met: "your game of 6 Dec 2026, action 14".
	Origin string
}

// Origin names a step of a game for the learner: "your game of 6 Dec
// 2026, action 14" (the date as the record keeps it when it is not one).
func Origin(date string, ply int) string {
	day := date
	if t, err := time.Parse("2006-01-02", date); err == nil {
		day = t.Format("2 Jan 2006")
	}
	return fmt.Sprintf("your game of %s, action %d", day, ply+1)
}

// At judges the game's step ply: a mistake when its side could have set a
// triumph and did not, or could have taken more value than it took.
func At(g *game.Game, ply int) (Mistake, bool) {
	if ply < 0 || ply >= len(g.Steps) || ply >= len(g.Positions) {
		return Mistake{}, false
	}
	st := g.Steps[ply]
	if len(st.Triumphs) > 0 {
		return Mistake{}, false
	}
	before := g.Positions[ply]
	took := value(st.Captures)
	outs := engine.Analyse(&before)
	var best int64
	var rel engine.Relation
	var triumphKind string
	for i := range outs {
		o := &outs[i]
		if len(o.Triumphs) > 0 && triumphKind == "" {
			triumphKind = o.Triumphs[0].Kind.String()
		}
		if v := value(o.Captures); v > best {
			best = v
			rel = engine.RelNone
			if len(o.Captures[0].Reasons) > 0 {
				rel = o.Captures[0].Reasons[0].Relation
			}
		}
	}
	origin := Origin(g.Date, ply)
	pz := puzzles.Puzzle{ID: ID, Position: before, Source: "your own game", Occasion: "From " + origin, FromGame: true}
	switch {
	case triumphKind != "":
		pz.Goal = puzzles.Goal{Kind: puzzles.GoalTriumph, Target: board.NoSquare}
		pz.Title = "A triumph you let pass in " + origin
		pz.Themes = []string{"triumph", triumphKind}
	case best > took:
		pz.Goal = puzzles.Goal{Kind: puzzles.GoalCapture, Target: board.NoSquare, Most: true}
		pz.Title = fmt.Sprintf("A capture of %d you let pass in %s", best, origin)
		if rel != engine.RelNone {
			pz.Themes = []string{rel.String()}
		}
	default:
		return Mistake{}, false
	}
	answers, err := judge.Solutions(&pz)
	if err != nil || len(answers) == 0 {
		return Mistake{}, false
	}
	return Mistake{Ply: ply, Played: st.Action, Took: took, Puzzle: pz, Answers: answers, Origin: origin}, true
}

// All are the mistakes of side in the game, in the order played. A
// chance let pass again and again (the same goal met by the same actions,
// the position around it changed) is one mistake, the first time: the
// learner has one thing to learn there, not one per action.
func All(g *game.Game, side board.Side) []Mistake {
	var out []Mistake
	seen := map[string]bool{}
	for i, st := range g.Steps {
		if st.Side != side {
			continue
		}
		m, ok := At(g, i)
		if !ok || seen[m.key()] {
			continue
		}
		seen[m.key()] = true
		out = append(out, m)
	}
	return out
}

// Last is the mistake of the game's last step, unless that step let pass
// a chance let pass before (see All).
func Last(g *game.Game) (Mistake, bool) {
	n := len(g.Steps)
	if n == 0 {
		return Mistake{}, false
	}
	all := All(g, g.Steps[n-1].Side)
	if len(all) == 0 || all[len(all)-1].Ply != n-1 {
		return Mistake{}, false
	}
	return all[len(all)-1], true
}

// key is what a chance let pass is: its goal and the actions that meet it.
func (m Mistake) key() string {
	return m.Puzzle.Goal.String() + ": " + strings.Join(m.AnswerWords(), " ")
}

// Task says what the puzzle asks: "find the biggest capture" or "find
// the triumph".
func (m Mistake) Task() string {
	if m.Puzzle.Goal.Kind == puzzles.GoalTriumph {
		return "find the triumph"
	}
	return "find the biggest capture"
}

// AnswerWords are the answers in the notation.
func (m Mistake) AnswerWords() []string {
	out := make([]string, len(m.Answers))
	for i, a := range m.Answers {
		out[i] = a.String()
	}
	return slices.Clip(out)
}

func value(cs []engine.Capture) int64 {
	var v int64
	for _, c := range cs {
		v += int64(c.Piece.Value)
	}
	return v
}
