package game

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// A record is the game as text:
//
//	rithmo game
//	rules: nemec
//	victory: bodies men=8
//	white: person
//	black: level 3 seed 7
//	date: 2026-12-06
//	result: ongoing
//
//	c13-c11
//	d4-d5
//
// The header's keys come in that order, each once; "result" is "ongoing",
// "white wins by triumph", "black wins by common victory", "white wins by
// resignation", "drawn by no capture" or "drawn by no action", and the
// actions must bear it out (only a resignation is taken on the header's
// word). A blank line ends the header; then one action per line.

const recordTitle = "rithmo game"

var headerKeys = []string{"rules", "victory", "white", "black", "date", "result"}

// RecordError names the line and the token of a record at fault.
type RecordError struct {
	Line  int
	Token string
	Msg   string
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("game record line %d, %q: %s", e.Line, e.Token, e.Msg)
}

// resultWords writes a result as the header does.
func resultWords(r Result) string {
	switch r.Outcome {
	case WhiteWins:
		return "white wins by " + string(r.End)
	case BlackWins:
		return "black wins by " + string(r.End)
	case Drawn:
		return "drawn by " + string(r.End)
	}
	return "ongoing"
}

// Encode writes the game as a record.
func Encode(g *Game) string {
	var b strings.Builder
	b.WriteString(recordTitle + "\n")
	fmt.Fprintf(&b, "rules: %s\n", g.Rules)
	fmt.Fprintf(&b, "victory: %s\n", g.Victory)
	fmt.Fprintf(&b, "white: %s\n", g.White)
	fmt.Fprintf(&b, "black: %s\n", g.Black)
	fmt.Fprintf(&b, "date: %s\n", g.Date)
	fmt.Fprintf(&b, "result: %s\n", resultWords(g.Result))
	b.WriteString("\n")
	for _, s := range g.Steps {
		b.WriteString(s.Action.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// Decode reads a record and replays its actions through the engine.
func Decode(text string) (*Game, error) {
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	line := 0
	next := func() (string, bool) {
		if !sc.Scan() {
			return "", false
		}
		line++
		return strings.TrimRight(sc.Text(), "\r"), true
	}
	bad := func(tok, format string, args ...any) error {
		return &RecordError{Line: line, Token: tok, Msg: fmt.Sprintf(format, args...)}
	}
	first, ok := next()
	if !ok || first != recordTitle {
		return nil, bad(first, "want the first line %q", recordTitle)
	}
	values := make(map[string]string, len(headerKeys))
	lines := make(map[string]int, len(headerKeys))
	for _, key := range headerKeys {
		l, ok := next()
		if !ok {
			return nil, bad("", "the record ends before its %q line", key)
		}
		k, v, found := strings.Cut(l, ": ")
		if !found || k != key {
			return nil, bad(l, "want the header line %q", key+": ...")
		}
		values[key], lines[key] = v, line
	}
	if l, ok := next(); ok && l != "" {
		return nil, bad(l, "want a blank line after the header")
	}
	at := func(key string, err error) error {
		return &RecordError{Line: lines[key], Token: values[key], Msg: err.Error()}
	}
	rules, err := board.ParseRules(values["rules"])
	if err != nil {
		return nil, at("rules", err)
	}
	victory, err := triumph.ParseSettings(values["victory"])
	if err != nil {
		return nil, at("victory", err)
	}
	white, err := ParsePlayer(values["white"])
	if err != nil {
		return nil, at("white", err)
	}
	black, err := ParsePlayer(values["black"])
	if err != nil {
		return nil, at("black", err)
	}
	date := values["date"]
	if !validDate(date) {
		return nil, at("date", fmt.Errorf("want a date YYYY-MM-DD"))
	}
	want := values["result"]
	if !validResult(want) {
		return nil, at("result", fmt.Errorf("want ongoing, or white wins by, black wins by or drawn by and triumph, common victory, resignation, no capture or no action"))
	}
	g, err := New(rules, victory, white, black, date)
	if err != nil {
		return nil, at("victory", err)
	}
	for {
		l, ok := next()
		if !ok {
			break
		}
		tok := strings.TrimSpace(l)
		if tok == "" {
			continue
		}
		if g.Over() {
			return nil, bad(tok, "an action after the end of the game (%s)", g.Result.Text)
		}
		a, err := engine.ParseAction(tok)
		if err != nil {
			return nil, bad(tok, "%v", err)
		}
		if _, err := g.Play(a); err != nil {
			return nil, bad(tok, "action %d (%s to move): %v", len(g.Steps)+1, g.ToMove().Title(), err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, bad("", "%v", err)
	}
	if !g.Over() {
		switch want {
		case "white wins by resignation":
			_ = g.Resign(board.Black)
		case "black wins by resignation":
			_ = g.Resign(board.White)
		}
	}
	if got := resultWords(g.Result); got != want {
		return nil, at("result", fmt.Errorf("the actions end %s, not %s", got, want))
	}
	return g, nil
}

func validDate(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for i, c := range s {
		if i != 4 && i != 7 && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

func validResult(s string) bool {
	if s == "ongoing" {
		return true
	}
	for _, o := range []Outcome{WhiteWins, BlackWins, Drawn} {
		for _, e := range []End{EndTriumph, EndCommon, EndResignation, EndQuiet, EndNoAction} {
			if resultWords(Result{Outcome: o, End: e}) == s {
				return true
			}
		}
	}
	return false
}
