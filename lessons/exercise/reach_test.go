package exercise_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// TestReachAgreesWithTheEngine: the squares a moves exercise expects are
// the ordinary moves the rules engine finds for a lone man (a Black round
// far away gives White something to play against), leaps left out.
func TestReachAgreesWithTheEngine(t *testing.T) {
	men := map[string]string{"round": "R4", "triangle": "T6", "square": "S15"}
	for _, rs := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		for shape, man := range men {
			for _, at := range [][2]int{{5, 8}, {1, 1}, {8, 3}, {4, 5}, {2, 2}} {
				file, rank := at[0], at[1]
				from := fmt.Sprintf("%c%d", 'a'+file-1, rank)
				ranks := make([]string, 16)
				for r := 16; r >= 1; r-- {
					row := make([]string, 8)
					for f := 1; f <= 8; f++ {
						row[f-1] = "1"
						if f == file && r == rank {
							row[f-1] = man
						}
						if f == 8 && r == 16 && !(file == 8 && rank == 16) {
							row[f-1] = "r3"
						}
					}
					ranks[16-r] = merge(row)
				}
				side := "w"
				p, err := board.Parse(strings.Join(ranks, "/") + " " + side + " " + rs + " - - 1")
				require.NoError(t, err)
				var got []string
				for _, a := range engine.Legal(&p) {
					s := a.String()
					to, ok := strings.CutPrefix(s, from+"-")
					if !ok {
						continue
					}
					// Leaps (fulke1, fulke2) are not ordinary draughts.
					if fl, rl := int(to[0]-'a')+1, atoiRank(to[1:]); (abs(fl-file) == 1 && abs(rl-rank) == 2) || (abs(fl-file) == 2 && abs(rl-rank) == 1) ||
						(abs(fl-file) == 1 && abs(rl-rank) == 3) || (abs(fl-file) == 3 && abs(rl-rank) == 1) {
						continue
					}
					got = append(got, to)
				}
				want := exercise.Reach(rs, shape, file, rank)
				slices.Sort(got)
				sorted := slices.Sorted(slices.Values(want))
				assert.Equal(t, sorted, got, "%s %s on %s", rs, shape, from)
			}
		}
	}
}

func atoiRank(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// merge writes a rank in notation, runs of empty squares as one number.
func merge(row []string) string {
	var out []string
	run := 0
	for _, c := range row {
		if c == "1" {
			run++
			continue
		}
		if run > 0 {
			out = append(out, fmt.Sprint(run))
			run = 0
		}
		out = append(out, c)
	}
	if run > 0 {
		out = append(out, fmt.Sprint(run))
	}
	return strings.Join(out, ",")
}
