package engine

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
)

// ActionKind is what a turn does.
type ActionKind uint8

const (
	// NoAction is the zero value, never legal.
	NoAction ActionKind = iota
	// Move is an ordinary draught or a flying leap to an empty square: "c6-d7".
	Move
	// Take takes a man the enemy left in a relation at the start of the turn;
	// one of its takers moves into its square: "e6xe8".
	Take
	// Attack is nemec's taking without moving: the piece stays and takes
	// every enemy it validly attacks: "c8x"; a pyramid names the value of
	// the layer it attacks with: "c8x=9".
	Attack
	// Redeem is the king's privilege (fulke2, fulke3): the man on From
	// leaves the board and the lost layer of the same number returns to the
	// king on To: "c5=d8"; "c5=d8/16" redeems the layer 16 by a man of
	// another number.
	Redeem
	// Set puts a held prisoner (fulke2) on the empty square To of the enemy
	// camp, as the player's man: "r3@c13".
	Set
)

var kindNames = [...]string{NoAction: "none", Move: "move", Take: "take", Attack: "attack", Redeem: "redeem", Set: "set"}

// String names the kind as the vocabulary does: move, take, attack, redeem, set.
func (k ActionKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "none"
}

// Action is one turn's action, a small comparable value. For an Attack
// To == From; for a Set From == To (the prisoner comes from the hand).
type Action struct {
	Kind     ActionKind
	From, To board.Square
	// Value: an Attack's chosen layer value (0: a man's value, or a
	// complete pyramid's whole value); a Redeem's layer when it is not the
	// redeeming man's own number (0: the man's number); a Set's prisoner's
	// value.
	Value uint16
	// Side and Shape name a Set's prisoner as the position lists it: the
	// army it was born to and its shape.
	Side  board.Side
	Shape board.Shape
}

// String writes the action's notation: "c6-d7", "e6xe8", "c8x", "c8x=9",
// "c5=d8", "c5=d8/16", "r3@c13".
func (a Action) String() string {
	switch a.Kind {
	case Move:
		return a.From.String() + "-" + a.To.String()
	case Take:
		return a.From.String() + "x" + a.To.String()
	case Attack:
		if a.Value != 0 {
			return fmt.Sprintf("%sx=%d", a.From, a.Value)
		}
		return a.From.String() + "x"
	case Redeem:
		if a.Value != 0 {
			return fmt.Sprintf("%s=%s/%d", a.From, a.To, a.Value)
		}
		return a.From.String() + "=" + a.To.String()
	case Set:
		return board.Man(a.Side, a.Shape, int(a.Value)).String() + "@" + a.To.String()
	}
	return "?"
}

// MarshalText writes the action's notation.
func (a Action) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// ActionError says what is wrong with an action's text.
type ActionError struct {
	Text string // the whole text
	Part string // the part at fault
	Msg  string
}

// Error names the action's text, the part at fault when it is not the whole,
// and what is wrong.
func (e *ActionError) Error() string {
	if e.Part != e.Text {
		return fmt.Sprintf("action %q: %q: %s", e.Text, e.Part, e.Msg)
	}
	return fmt.Sprintf("action %q: %s", e.Text, e.Msg)
}

// ParseAction reads "c6-d7" (a move or leap), "e6xe8" (take before
// moving), "c8x" or "c8x=9" (nemec's attack, a pyramid naming its value),
// "c5=d8" or "c5=d8/16" (the king's privilege) or "r3@c13" (setting a held
// prisoner). It checks the syntax only; whether the action is legal in a
// position is Legal's business.
func ParseAction(s string) (Action, error) {
	bad := func(part, msg string) (Action, error) {
		return Action{}, &ActionError{Text: s, Part: part, Msg: msg}
	}
	const wantSquare = "want a file a-h and a rank 1-16, like e8"
	if at := strings.IndexByte(s, '@'); at >= 0 {
		pc, ok := parsePrisoner(s[:at])
		if !ok {
			return bad(s[:at], "the prisoner: want a round, triangle or square as the position lists it, like r3 or T16")
		}
		to, err := board.ParseSquare(s[at+1:])
		if err != nil {
			return bad(s[at+1:], "the square the prisoner is set on: "+wantSquare)
		}
		return Action{Kind: Set, From: to, To: to, Value: uint16(pc.Value), Side: pc.Side, Shape: pc.Shape}, nil
	}
	i := strings.IndexAny(s, "-x=")
	if i < 0 {
		return bad(s, "want a move like c6-d7, a take like e6xe8, an attack like c8x, a redemption like c5=d8 or a prisoner set like r3@c13")
	}
	from, err := board.ParseSquare(s[:i])
	if err != nil {
		return bad(s[:i], "the first square: "+wantSquare)
	}
	rest := s[i+1:]
	if s[i] == 'x' && (rest == "" || rest[0] == '=') {
		a := Action{Kind: Attack, From: from, To: from}
		if rest != "" {
			v, ok := parseValue(rest[1:])
			if !ok {
				return bad(rest, "the attack's value: want = and a whole number from 1 to 65535, like c8x=9")
			}
			a.Value = v
		}
		return a, nil
	}
	var layer uint16
	if s[i] == '=' {
		if j := strings.IndexByte(rest, '/'); j >= 0 {
			v, ok := parseValue(rest[j+1:])
			if !ok {
				return bad(rest[j:], "the layer redeemed: want / and a whole number from 1 to 65535, like c5=d8/16")
			}
			layer, rest = v, rest[:j]
		}
	}
	if rest == "" {
		return bad(rest, "the second square is missing: "+wantSquare)
	}
	to, err := board.ParseSquare(rest)
	if err != nil {
		return bad(rest, "the second square: "+wantSquare)
	}
	if to == from {
		return bad(s, "a man cannot move to, take on or redeem on its own square")
	}
	kind := Move
	switch s[i] {
	case 'x':
		kind = Take
	case '=':
		kind = Redeem
	}
	return Action{Kind: kind, From: from, To: to, Value: layer}, nil
}

// parseValue reads a value as the notation writes it: digits, no sign, no
// leading zero, 1 to 65535.
func parseValue(s string) (uint16, bool) {
	if s == "" || len(s) > 5 || s[0] == '0' {
		return 0, false
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if n > board.MaxValue {
		return 0, false
	}
	return uint16(n), true
}

// parsePrisoner reads a single man as the notation writes it (R4, t30):
// the prisoner of a Set.
func parsePrisoner(s string) (board.Piece, bool) {
	if len(s) < 2 {
		return board.Piece{}, false
	}
	side := board.White
	c := s[0]
	if c >= 'a' && c <= 'z' {
		side, c = board.Black, c-'a'+'A'
	}
	var shape board.Shape
	switch c {
	case 'R':
		shape = board.Round
	case 'T':
		shape = board.Triangle
	case 'S':
		shape = board.SquareShape
	default:
		return board.Piece{}, false
	}
	v, ok := parseValue(s[1:])
	if !ok {
		return board.Piece{}, false
	}
	return board.Man(side, shape, int(v)), true
}

// MustParseAction is ParseAction for actions written in code; it panics on error.
func MustParseAction(s string) Action {
	a, err := ParseAction(s)
	if err != nil {
		panic(err)
	}
	return a
}
