package opponent

import (
	"fmt"
	"os"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

func TestZZEval(t *testing.T) {
	if os.Getenv("ZZ_EVAL") == "" {
		t.Skip()
	}
	for _, rs := range []string{"fulke1", "fulke3", "fulke2", "parlett"} {
		r, _ := board.ParseRules(rs)
		p := board.Opening(r)
		for _, side := range []board.Side{board.White, board.Black} {
			p.ToMove = side
			s := &searcher{v: triumph.Settings{Common: triumph.Bodies, Men: 8}, w: weightsForVictory(triumph.Settings{Common: triumph.Bodies, Men: 8}), advance: advance, pressure: 50, limit: 1000}
			b := s.bufs(0)
			threat, att := 0, 0
			s.stamp++
			_ = b.z.Each(&p, func(_ engine.Action, caps []engine.Capture) {
				threat = max(threat, s.leafGain(caps))
				att += s.newlyAttacked(caps)
			})
			them := s.attackedBy(&p, b)
			fmt.Println(rs, side, "eval", s.eval(&p), "threat", threat, "att", att, "them", them, "leaf", s.negamax(&p, 0, -inf, inf, 0))
		}
	}
}
