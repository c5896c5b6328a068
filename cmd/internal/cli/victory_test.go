package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// honourExample: Black has taken the 1563 book's honour and quarrel men,
// 2, 4, 6, 8, 4, 6, 9, 64; White has taken Black's 120 and 3.
const honourExample = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w fulke3 s120,r3 R2,R4,R6,R8,R4,T6,T9,R64 40"

func TestVictoryGolden(t *testing.T) {
	cases := []struct {
		name string
		args []string
	}{
		{"victory-quarrel", []string{"--quarrel", "160:8", quarrelExample}},
		{"victory-quarrel-short", []string{"--quarrel", "170:8", quarrelExample}},
		{"victory-honour-and-quarrel", []string{"--quarrel", "100:9", "--honour", "100:8", honourExample}},
		{"victory-bodies-layers", []string{"--bodies", "5", "--pyramid-layers", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b nemec p[r16,t25,t36,s49,s64] - 30"}},
		{"victory-standards-most", []string{"--standards", "most", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b fulke3 s225,s120,r3 S169 30"}},
		{"victory-triumph", []string{"--goods", "500", standingTriumph}},
		{"victory-king-stands", []string{"8/p[s64],7/8/2,R2,R4,R6,3/8/8/8/8/8/8/8/8/8/8/8/8 b fulke3 - - 20"}},
		{"victory-quarrel-json", []string{"--quarrel", "160:8", "--json", quarrelExample}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, stderr, code := runBoard(append([]string{"victory"}, c.args...)...)
			require.Equal(t, ExitOK, code, stderr)
			assert.Empty(t, stderr)
			golden(t, c.name+".golden", out)
		})
	}
}

func TestVictoryJSON(t *testing.T) {
	out, _, code := runBoard("victory", "--quarrel", "100:9", "--honour", "100:8", "--json", honourExample)
	require.Equal(t, ExitOK, code)
	var got struct {
		Won    bool   `json:"won"`
		Winner string `json:"winner"`
		By     string `json:"by"`
		Agreed struct {
			Common string `json:"common"`
			Sum    int64  `json:"sum"`
			Men    int    `json:"men"`
			Digits int    `json:"digits"`
		} `json:"agreed"`
		Sides []struct {
			Side     string  `json:"side"`
			Counted  []int64 `json:"counted"`
			Sum      int64   `json:"sum"`
			Men      int     `json:"men"`
			Digits   int     `json:"digits"`
			Excluded []int64 `json:"excluded"`
			Won      bool    `json:"won"`
		} `json:"sides"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got), out)
	assert.True(t, got.Won)
	assert.Equal(t, "black", got.Winner)
	assert.Equal(t, "honour-and-quarrel", got.By)
	assert.Equal(t, "honour-and-quarrel", got.Agreed.Common)
	assert.Equal(t, [3]int64{100, 8, 9}, [3]int64{got.Agreed.Sum, int64(got.Agreed.Men), int64(got.Agreed.Digits)})
	require.Len(t, got.Sides, 2)
	assert.Equal(t, []int64{120}, got.Sides[0].Excluded, "White's 120 carries the whole 100 alone")
	assert.Equal(t, []int64{3}, got.Sides[0].Counted)
	assert.False(t, got.Sides[0].Won)
	// 1563: "He that obteyneth .2.4.6.8.4.6.9.64. obteineth the victorie of honour and quarell."
	assert.Equal(t, []int64{2, 4, 4, 6, 6, 8, 9, 64}, got.Sides[1].Counted)
	assert.Equal(t, int64(103), got.Sides[1].Sum)
	assert.Equal(t, 8, got.Sides[1].Men)
	assert.Equal(t, 9, got.Sides[1].Digits)
	assert.True(t, got.Sides[1].Won)
}

func TestVictoryUsageErrors(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--quarrel", "160", quarrelExample}, `--quarrel "160": want SUM:DIGITS, for example --quarrel 100:8`},
		{[]string{"--quarrel", "x:8", quarrelExample}, `--quarrel "x:8": the SUM before the colon must be a whole number from 1 to 1000000`},
		{[]string{"--quarrel", "160:0", quarrelExample}, `--quarrel "160:0": the DIGITS after the colon must be a whole number from 1 to 192`},
		{[]string{"--honour", "100:65", quarrelExample}, `--honour "100:65": the MEN after the colon must be a whole number from 1 to 64`},
		{[]string{"--bodies", "-3", quarrelExample}, `--bodies "-3": want N, a whole number from 1 to 64`},
		{[]string{"--goods", "lots", quarrelExample}, `--goods "lots": want N, a whole number from 1 to 1000000`},
		{[]string{"--standards", "11", quarrelExample}, `--standards "11": want N (or most), a whole number from 1 to 10`},
		{[]string{"--bodies", "4", "--goods", "100", quarrelExample}, "--bodies and --goods: give one common victory"},
		{[]string{"--quarrel", "100:9", "--honour", "120:8", quarrelExample}, "--quarrel 100:9 and --honour 120:8: honour and quarrel wants one sum in both, for example --quarrel 100:9 --honour 100:8"},
		{[]string{"--bodies", "4"}, "give a POSITION in rithmo's notation"},
		{[]string{"--bodies", "4", "8/8 w nemec - - 1"}, "rithmo: "},
		{[]string{"--bodies", "4", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b nemec r3,r3,r3 - 30"}, "cannot judge: impossible under nemec"},
		{[]string{"--colour", "red", quarrelExample}, "unknown flag: --colour"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, stderr, code := runBoard(append([]string{"victory"}, c.args...)...)
			assert.Equal(t, ExitUsage, code, stderr)
			assert.Empty(t, out)
			assert.Contains(t, stderr, c.want)
		})
	}
}

func TestVictoryHelp(t *testing.T) {
	out, _, code := runBoard("victory", "--help")
	require.Equal(t, ExitOK, code)
	for _, want := range []string{"--bodies N", "--quarrel SUM:D", "--standards N", "--pyramid-layers", "rithmo victory --quarrel 160:8"} {
		assert.Contains(t, out, want)
	}
}
