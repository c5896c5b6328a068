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
	// every enemy it validly attacks: "c8x".
	Attack
)

var kindNames = [...]string{NoAction: "none", Move: "move", Take: "take", Attack: "attack"}

func (k ActionKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "none"
}

// Action is one turn's action: three bytes. For an Attack, To == From.
type Action struct {
	Kind     ActionKind
	From, To board.Square
}

// String writes the action's notation: "c6-d7", "e6xe8", "c8x".
func (a Action) String() string {
	switch a.Kind {
	case Move:
		return a.From.String() + "-" + a.To.String()
	case Take:
		return a.From.String() + "x" + a.To.String()
	case Attack:
		return a.From.String() + "x"
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

func (e *ActionError) Error() string {
	if e.Part != e.Text {
		return fmt.Sprintf("action %q: %q: %s", e.Text, e.Part, e.Msg)
	}
	return fmt.Sprintf("action %q: %s", e.Text, e.Msg)
}

// ParseAction reads "c6-d7" (a move or leap), "e6xe8" (take before moving)
// or "c8x" (nemec's attack). It checks the syntax only; whether the action is
// legal in a position is Legal's business.
func ParseAction(s string) (Action, error) {
	bad := func(part, msg string) (Action, error) {
		return Action{}, &ActionError{Text: s, Part: part, Msg: msg}
	}
	i := strings.IndexAny(s, "-x")
	if i < 0 {
		return bad(s, "want a move like c6-d7, a take like e6xe8 or an attack like c8x")
	}
	from, err := board.ParseSquare(s[:i])
	if err != nil {
		return bad(s[:i], "the first square: want a file a-h and a rank 1-16, like e8")
	}
	rest := s[i+1:]
	if s[i] == 'x' && rest == "" {
		return Action{Kind: Attack, From: from, To: from}, nil
	}
	if rest == "" {
		return bad(rest, "the second square is missing: want a file a-h and a rank 1-16, like e8")
	}
	to, err := board.ParseSquare(rest)
	if err != nil {
		return bad(rest, "the second square: want a file a-h and a rank 1-16, like e8")
	}
	if to == from {
		return bad(s, "a man cannot move to or take on its own square")
	}
	kind := Move
	if s[i] == 'x' {
		kind = Take
	}
	return Action{Kind: kind, From: from, To: to}, nil
}

// MustParseAction is ParseAction for actions written in code; it panics on error.
func MustParseAction(s string) Action {
	a, err := ParseAction(s)
	if err != nil {
		panic(err)
	}
	return a
}
