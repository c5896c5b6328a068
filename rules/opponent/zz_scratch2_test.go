package opponent

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

func TestZZProbe(t *testing.T) {
	mv := os.Getenv("ZZ_MOVES")
	if mv == "" {
		t.Skip()
	}
	r, _ := board.ParseRules(os.Getenv("ZZ_RULES"))
	p := board.Opening(r)
	for _, m := range strings.Fields(mv) {
		next, _, err := engine.Apply(&p, engine.MustParseAction(m))
		if err != nil {
			t.Fatal(err)
		}
		p = next
	}
	v := triumph.Settings{Common: triumph.Bodies, Men: 8}
	for _, n := range []int{6000, 24000, 60000} {
		pl, _ := Choose(&p, v, Config{Level: 5, Seed: 1, Nodes: n})
		fmt.Println(n, pl.Action, pl.Score, pl.Depth, pl.Nodes, lineWords(pl.Line))
	}
}
