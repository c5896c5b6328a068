package engine

import (
	"fmt"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The corrections of issue 9, each resting on the source words it quotes.
// More cases of the same rules stand in relations_test.go, moves_test.go
// and turns_test.go, each with its quotation.

// withTook builds a position and gives each side the men it holds.
func withTook(t *testing.T, rules, side string, whiteTook, blackTook []board.Piece, men ...string) *board.Position {
	t.Helper()
	p := build(t, rules, side, men...)
	p.Took = [2][]board.Piece{whiteTook, blackTook}
	return p
}

func piece(t *testing.T, s string) board.Piece {
	t.Helper()
	p, err := board.Parse("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/" + s + ",7 w fulke1 - - 1")
	require.NoError(t, err)
	return p.Cells[0]
}

// "In this thyrde kynde, these men can be none otherwyse taken but by
// Obsidion. Namely amonge the euen .2.4.4.135. among the odde .3.5.7.190."
// (the book prints 135 for the king's square 153). They are so only because
// a king takes with its whole value: with one layer, White's 1 would add to
// 2, 4 and 6 and take 3, 5 and 7 by lying weight.
func TestFulke3MenThatFallOnlyToObsidion(t *testing.T) {
	opening := board.Opening(board.Rules{Set: board.Fulke3})
	var armies [2][]board.Piece // every man of each army, the king whole
	seen := map[string]bool{}
	opening.Men(func(_ board.Square, pc board.Piece) {
		if !seen[pc.String()] {
			seen[pc.String()] = true
			armies[pc.Side.Index()] = append(armies[pc.Side.Index()], pc)
		}
	})
	for _, tc := range []struct {
		side   board.Side
		values []int
	}{
		{board.White, []int{2, 4, 153}},
		{board.Black, []int{3, 5, 7, 190}},
	} {
		enemy := armies[tc.side.Opponent().Index()]
		for _, v := range tc.values {
			var target board.Piece
			for _, pc := range armies[tc.side.Index()] {
				if pc.Value == uint32(v) && (target.IsEmpty() || pc.Shape == board.Pyramid) {
					target = pc
				}
			}
			require.False(t, target.IsEmpty(), "%s has a %d", tc.side, v)
			t.Run(fmt.Sprintf("%s %d", tc.side, v), func(t *testing.T) {
				// takes: some action takes the man on d8 whole (a king's
				// layers fall "by partes", its whole number only as the book
				// says).
				takes := func(p *board.Position) bool {
					for _, a := range Legal(p) {
						if a.Kind != Take || a.To != sq("d8") {
							continue
						}
						caps, err := CapturesOf(p, a)
						require.NoError(t, err)
						for _, c := range caps {
							if c.Square == sq("d8") && c.Layer < 0 {
								return true
							}
						}
					}
					return false
				}
				pos := func(men map[string]board.Piece) *board.Position {
					p := build(t, "fulke3", "w", "a16=r3")
					p.Cells[sq("a16")] = board.Piece{}
					p.ToMove = tc.side.Opponent()
					p.Cells[sq("d8")] = target
					for s, pc := range men {
						p.Cells[sq(s)] = pc
					}
					return p
				}
				// Lying weight: every pair of enemy men, on two next spaces.
				for i, a := range enemy {
					for _, b := range enemy[i:] {
						p := pos(map[string]board.Piece{"c8": a, "d9": b})
						assert.False(t, takes(p), "%s and %s next to %d\n%s", a, b, v, draw(p))
					}
					// Encounter: the man at its draught's distance.
					at := map[board.Shape]string{board.Round: "d9", board.Triangle: "d10", board.SquareShape: "d11", board.Pyramid: "d11"}[a.Shape]
					p := pos(map[string]board.Piece{at: a})
					assert.False(t, takes(p), "%s reaching %d\n%s", a, v, draw(p))
				}
				// Eruption: every enemy man at every distance along a file.
				for _, a := range enemy {
					for k := 2; k <= 7; k++ {
						p := pos(map[string]board.Piece{fmt.Sprintf("d%d", 8+k): a})
						assert.False(t, takes(p), "%s %d squares off\n%s", a, k, draw(p))
					}
				}
				// Obsidion does take it.
				p := pos(map[string]board.Piece{"c8": enemy[0], "e8": enemy[1], "d9": enemy[2], "d7": enemy[3]})
				caps, err := CapturesOf(p, Action{Kind: Take, From: sq("c8"), To: sq("d8")})
				require.NoError(t, err, draw(p))
				require.Len(t, caps, 1)
				assert.Equal(t, Siege, caps[0].Reasons[0].Relation)
				assert.Equal(t, -1, caps[0].Layer, "the whole man, the whole king")
			})
		}
	}
}

// "TO take by eruption is when a lesse number beyng multiplied by the
// spaces that are betwene him & hys aduersary, ye product is asmuch as his
// aduersary" (fulke3); the other rule sets divide too.
func TestEruptionDividesOutsideTheThirdKind(t *testing.T) {
	for _, tc := range []struct {
		rules  string
		action string
		takes  bool
	}{
		{"fulke3", "c2-e2", false}, // 30 ÷ 5 = 6: the greater man never divides
		{"fulke2", "c2-e2", true},
	} {
		t.Run(tc.rules, func(t *testing.T) {
			p := build(t, tc.rules, "b", "e8=R6", "c2=t30")
			caps, err := CapturesOf(p, MustParseAction(tc.action))
			require.NoError(t, err)
			assert.Equal(t, tc.takes, len(caps) == 1, draw(p))
		})
	}
	// The lesser man multiplies under fulke3: 6 × 5 = 30.
	p := build(t, "fulke3", "w", "e8=t30", "c2=R6")
	caps, err := CapturesOf(p, MustParseAction("c2-d2"))
	require.NoError(t, err)
	assert.Empty(t, caps, "d2 is not on the file")
	p = build(t, "fulke3", "w", "e8=t30", "d2=R6")
	caps, err = CapturesOf(p, MustParseAction("d2-e2"))
	require.NoError(t, err)
	require.Len(t, caps, 1)
	assert.Equal(t, "6 on e2 × 5 = 30 on e8: eruption (5 empty squares between: e3, e4, e5, e6, e7)", caps[0].Explain())
}

// "pieces do not land on an opponents square in order to capture"
// (Parlett): captures only after a move.
func TestParlettNeverTakesByLanding(t *testing.T) {
	p := build(t, "parlett", "w", "e8=r9", "e7=T9", "a1=S25")
	for _, a := range Legal(p) {
		assert.NotEqual(t, Take, a.Kind, a.String())
	}
	assert.False(t, TakesLeftMen(p.Rules))
	for _, r := range []string{"fulke1", "fulke2", "fulke3", "nemec"} {
		rules, err := board.ParseRules(r)
		require.NoError(t, err)
		assert.True(t, TakesLeftMen(rules), r)
	}
	q := build(t, "fulke1", "w", "e8=r9", "e10=T9", "a1=S25")
	assert.Contains(t, actionStrings(Legal(q)), "e10xe8", "the first kind takes a man left in danger")
}

// "THe king standeth for so many men as he hath steppes ... if anye of these
// (except the lowest and greatest) be taken the king may redeme hym, by any
// man of his that is of the same number. If he haue none of the same
// number, he maye redeme him by any of his men that hys aduersary wyll
// chuse. But if his lowest square be taken, no ransom will delyuer him."
func TestTheKingsPrivilege(t *testing.T) {
	king := "P[R1,R4,T16,S25,S36]" // the triangle 9 lost
	nine := piece(t, "T9")
	t.Run("by a man of the same number", func(t *testing.T) {
		p := withTook(t, "fulke3", "w", nil, []board.Piece{nine}, "d8="+king, "c5=T9", "f2=R8", "h16=r3")
		legal := actionStrings(Legal(p))
		assert.Contains(t, legal, "c5=d8")
		assert.NotContains(t, legal, "f2=d8/9", "a man of the number 9 stands: only it redeems")
		why := WhyNot(p, MustParseAction("c5=d8"), sq("h16"), RelNone)
		require.Len(t, why, 1)
		assert.Equal(t, FailMoveTakesNothing, why[0].Code)
		next, caps := apply(t, p, "c5=d8")
		assert.Empty(t, caps, "redeeming takes nothing")
		assert.Equal(t, "P[R1,R4,T9,T16,S25,S36]", next.Cells[sq("d8")].String(), "the layer returns in its place")
		assert.True(t, next.Cells[sq("c5")].IsEmpty(), "the man leaves the board")
		assert.Equal(t, []board.Piece{piece(t, "T9")}, next.Took[board.Black.Index()], "the adversary gives the layer back and holds the ransom")
		assert.Equal(t, board.Black, next.ToMove)
	})
	t.Run("by any man when none is of the number", func(t *testing.T) {
		p := withTook(t, "fulke2", "w", nil, []board.Piece{nine}, "d8="+king, "f2=R8", "g3=T20", "h16=r3")
		legal := actionStrings(Legal(p))
		assert.Contains(t, legal, "f2=d8/9")
		assert.Contains(t, legal, "g3=d8/9")
		next, _ := apply(t, p, "g3=d8/9")
		assert.Equal(t, uint32(91), next.Cells[sq("g3")].Value, "fulke2: the king moves into the redeeming man's square")
		assert.True(t, next.Cells[sq("d8")].IsEmpty())
	})
	t.Run("never the lowest square", func(t *testing.T) {
		p := withTook(t, "fulke3", "w", nil, []board.Piece{piece(t, "S36")}, "d8=P[R1,R4,T9,T16,S25]", "c5=R36", "h16=r3")
		assert.NotContains(t, actionStrings(Legal(p)), "c5=d8")
		_, err := CapturesOf(p, MustParseAction("c5=d8"))
		var ill *IllegalError
		require.ErrorAs(t, err, &ill)
		assert.Contains(t, ill.Why, "the lowest square is never redeemed")
	})
	t.Run("only a layer the adversary holds", func(t *testing.T) {
		p := withTook(t, "fulke3", "w", nil, nil, "d8="+king, "c5=T9", "h16=r3")
		assert.NotContains(t, actionStrings(Legal(p)), "c5=d8")
	})
	t.Run("not in the first kind, nor nemec or parlett", func(t *testing.T) {
		for _, r := range []string{"fulke1", "nemec", "parlett"} {
			p := withTook(t, r, "w", nil, []board.Piece{nine}, "d8="+king, "c5=T9", "h16=r3")
			assert.NotContains(t, actionStrings(Legal(p)), "c5=d8", r)
		}
	})
	t.Run("why not, in words", func(t *testing.T) {
		p := withTook(t, "fulke3", "w", nil, []board.Piece{nine}, "d8="+king, "c5=T9", "f2=R8", "h16=r3")
		for action, why := range map[string]string{
			"f2=d8/9": "you have a man of the number 9",
			"c5=d8/9": "write c5=d8",
			"f2=d8":   "has not lost a layer 8: it may redeem 9",
			"c5=e8":   "no king of yours on e8",
		} {
			_, err := CapturesOf(p, MustParseAction(action))
			var ill *IllegalError
			require.ErrorAs(t, err, &ill, action)
			assert.Contains(t, ill.Why, why, action)
		}
	})
}

// rules.md: "fulke2: instead of moving, a player may set one held prisoner
// on an empty square of the enemy camp; it then stands as the player's man
// (it takes nothing by being set, but may complete a triumph)". The book:
// taken men "serue him also to make his triumphe".
func TestSettingAHeldPrisoner(t *testing.T) {
	r9 := piece(t, "r9") // Black has two rounds 9
	p := withTook(t, "fulke2", "w", []board.Piece{r9, r9}, nil, "e4=R4", "h16=s49", "e14=t12")
	legal := actionStrings(Legal(p))
	assert.Contains(t, legal, "r9@c13", "the enemy camp: ranks 11 to 16")
	assert.Contains(t, legal, "r9@a11")
	assert.NotContains(t, legal, "r9@a10", "outside the enemy camp")
	assert.NotContains(t, legal, "r9@h16", "not on an occupied square")
	n := 0
	for _, a := range legal {
		if a == "r9@c13" {
			n++
		}
	}
	assert.Equal(t, 1, n, "two prisoners of one value are one choice")
	next, caps := apply(t, p, "r9@e13")
	assert.Empty(t, caps, "it takes nothing by being set")
	assert.Equal(t, board.SetPrisoner(board.White, board.Round, 9), next.Cells[sq("e13")], "it stands in White's colour, marked R9*")
	assert.Equal(t, "R9*", next.Cells[sq("e13")].String())
	assert.Equal(t, []board.Piece{r9}, next.Took[board.White.Index()])
	for _, bad := range []struct{ action, why string }{
		{"r5@c13", "you hold no prisoner r5"},
		{"r9@c5", "not in the enemy camp"},
		{"r9@e14", "occupied"},
	} {
		_, err := CapturesOf(p, MustParseAction(bad.action))
		var ill *IllegalError
		require.ErrorAs(t, err, &ill, bad.action)
		assert.Contains(t, ill.Why, bad.why)
	}
	why := WhyNot(p, MustParseAction("r9@g16"), sq("h16"), RelNone)
	require.Len(t, why, 1)
	assert.Equal(t, FailMoveTakesNothing, why[0].Code)
	assert.Contains(t, why[0].Text, "it takes nothing by being set")
	q := withTook(t, "fulke3", "w", []board.Piece{r9}, nil, "e4=R4", "h16=s49")
	assert.NotContains(t, actionStrings(Legal(q)), "r9@c13", "fulke3's taken men leave the game")
	// Analyse lists the action with the triumphs it completes.
	found := false
	for _, o := range Analyse(p) {
		found = found || o.Action.String() == "r9@c13"
	}
	assert.True(t, found)
}

// A prisoner set may complete a triumph: 4, 6, 9 in a line, geometric
// (4 × 9 = 6 × 6), Black's king already taken whole.
func TestASetPrisonerCompletesATriumph(t *testing.T) {
	r9 := piece(t, "r9")
	p := withTook(t, "fulke2", "w", []board.Piece{r9, piece(t, "p[r16,t25,t36,s49,s64]")}, nil, "c13=R4", "d13=R6", "a1=s28", "h1=S25")
	var found *Outcome
	outcomes := Analyse(p)
	for i := range outcomes {
		if outcomes[i].Action.String() == "r9@e13" {
			found = &outcomes[i]
		}
	}
	require.NotNil(t, found)
	assert.Empty(t, found.Captures)
	assert.NotEmpty(t, found.Triumphs, "4, 6, 9 set in a line in the enemy camp")
	for _, o := range outcomes {
		if o.Action.String() == "r9@f13" {
			assert.Empty(t, o.Triumphs, "the squares between must be empty and the spacing equal")
		}
	}
}

// The new actions' notation round-trips; malformed forms say what is wrong.
func TestActionNotationOfTheNewActions(t *testing.T) {
	for _, s := range []string{"c8x=9", "c5=d8", "c5=d8/16", "r3@c13", "T16@h1", "S289@a16", "c8x=65535"} {
		a, err := ParseAction(s)
		require.NoError(t, err, s)
		assert.Equal(t, s, a.String())
	}
	for _, s := range []string{"c8x=0", "c8x=", "c8x=09", "c8x=65536", "c5=", "c5=d8/", "c5=d8/0", "c5=c5", "r3@", "@c13", "p3@c13", "r0@c13", "x3@c13", "r3@c17", "c5=d8/x"} {
		_, err := ParseAction(s)
		assert.Error(t, err, s)
	}
}
