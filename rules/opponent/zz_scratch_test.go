package opponent

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/game"
	"github.com/rithmo/rithmo/rules/triumph"
)

func TestZZScratch(t *testing.T) {
	rs := os.Getenv("ZZ_RULES")
	if rs == "" {
		t.Skip()
	}
	r, _ := board.ParseRules(rs)
	wl, _ := strconv.Atoi(os.Getenv("ZZ_W"))
	bl, _ := strconv.Atoi(os.Getenv("ZZ_B"))
	seed, _ := strconv.Atoi(os.Getenv("ZZ_SEED"))
	maxp, _ := strconv.Atoi(os.Getenv("ZZ_MAX"))
	if maxp == 0 {
		maxp = 300
	}
	v := triumph.Settings{Common: triumph.Bodies, Men: 8}
	g, _ := game.New(r, v, game.Player{Level: wl, Seed: uint64(seed)}, game.Player{Level: bl, Seed: uint64(seed)}, "2000-01-01")
	for !g.Over() && len(g.Steps) < maxp {
		pl := g.PlayerOf(g.ToMove())
		st := time.Now()
		plan, err := Choose(g.Position(), v, Config{Level: pl.Level, Seed: pl.Seed, Quiet: g.Quiet, DrawPlies: game.DrawPlies})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("q%d %3d %s L%d %-10s sc=%6d d=%d n=%5d %4dms %s\n", g.Quiet, len(g.Steps)+1, g.ToMove(), pl.Level, plan.Action, plan.Score, plan.Depth, plan.Nodes, time.Since(st).Milliseconds(), lineWords(plan.Line))
		if os.Getenv("ZZ_BOARD") != "" {
			fmt.Println(g.Position().String())
		}
		if _, err := g.Play(plan.Action); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Println(g.Result.Text)
}
