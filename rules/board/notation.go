package board

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// NotationError names the field, and where it applies the rank and item, of
// a position text that cannot be read.
type NotationError struct {
	Field string // board, side, rules, white-took, black-took, move, or position
	Rank  int    // the board's rank (1..16), 0 when not in the board
	Item  int    // the item within the rank or list, from 1; 0 when none
	Text  string // the text at fault
	Msg   string
}

func (e *NotationError) Error() string {
	var b strings.Builder
	b.WriteString("position")
	if e.Field != "position" { // the whole text is at fault: no field to name
		b.WriteString(": ")
		b.WriteString(e.Field)
	}
	if e.Rank > 0 {
		fmt.Fprintf(&b, ", rank %d", e.Rank)
	}
	if e.Item > 0 {
		fmt.Fprintf(&b, ", item %d", e.Item)
	}
	if e.Text != "" {
		fmt.Fprintf(&b, " %q", e.Text)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// Parse reads a position in the notation of shared/notation.md:
//
//	BOARD SIDE RULES WHITE-TOOK BLACK-TOOK MOVE
//
// Parse checks the syntax and the shape of the board; whether the position
// could arise under its rule set is Validate's business.
func Parse(s string) (Position, error) {
	var p Position
	fields := strings.Split(s, " ")
	if len(fields) != 6 {
		return p, &NotationError{Field: "position", Msg: fmt.Sprintf("want 6 fields separated by single spaces (BOARD SIDE RULES WHITE-TOOK BLACK-TOOK MOVE), found %d", len(fields))}
	}
	rules, err := ParseRules(fields[2])
	if err != nil {
		return p, &NotationError{Field: "rules", Text: fields[2], Msg: trimPrefix(err)}
	}
	p.Rules = rules
	if err := parseBoard(&p, fields[0]); err != nil {
		return p, err
	}
	switch fields[1] {
	case "w":
		p.ToMove = White
	case "b":
		p.ToMove = Black
	default:
		return p, &NotationError{Field: "side", Text: fields[1], Msg: "want w or b"}
	}
	for i, name := range [2]string{"white-took", "black-took"} {
		took, err := parseTook(name, fields[3+i])
		if err != nil {
			return p, err
		}
		p.Took[i] = took
	}
	n, err := parseWhole(fields[5])
	if err != nil || n < 1 {
		return p, &NotationError{Field: "move", Text: fields[5], Msg: "want the turn number, a whole number from 1"}
	}
	p.Move = n
	return p, nil
}

// MustParse is Parse for positions written in code; it panics on error.
func MustParse(s string) Position {
	p, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return p
}

func trimPrefix(err error) string { return err.Error() }

func parseBoard(p *Position, text string) error {
	n := strings.Count(text, "/") + 1
	switch {
	case n == MaxRanks:
	case p.Rules.Set == Fulke3 && n >= MinRanks && n < MaxRanks:
	case p.Rules.Set == Fulke3:
		return &NotationError{Field: "board", Msg: fmt.Sprintf("found %d ranks: fulke3 plays on %d to %d", n, MinRanks, MaxRanks)}
	default:
		return &NotationError{Field: "board", Msg: fmt.Sprintf("found %d ranks: %s plays on %d (only fulke3 allows a shorter board)", n, p.Rules.Set, MaxRanks)}
	}
	p.Ranks = n
	for rank, rest, more := n, text, true; more; rank-- { // from the highest down
		var rankText string
		rankText, rest, more = strings.Cut(rest, "/")
		if err := parseRank(p, rank, rankText); err != nil {
			return err
		}
	}
	return nil
}

func parseRank(p *Position, rank int, text string) error {
	if err := checkBrackets(text); err != nil {
		return &NotationError{Field: "board", Rank: rank, Text: text, Msg: err.Error()}
	}
	file := 0
	prevEmpty := false
	// The items are cut one by one and an error made only when one is
	// wrong: a position is parsed for every puzzle of the collection.
	for i, item, rest, more := 0, "", text, true; more; i++ {
		item, rest, more = nextItem(rest)
		at := func(msg string) error {
			return &NotationError{Field: "board", Rank: rank, Item: i + 1, Text: item, Msg: msg}
		}
		if item == "" {
			return at("empty item (two commas in a row, or a comma at the end)")
		}
		if item[0] >= '0' && item[0] <= '9' {
			k, err := parseWhole(item)
			if err != nil || k < 1 || k > Files {
				return at("a run of empty squares must be a whole number from 1 to 8")
			}
			if prevEmpty {
				return at("two runs of empty squares in a row: write them as one number")
			}
			file += k
			prevEmpty = true
		} else {
			piece, msg := parsePiece(item)
			if msg != "" {
				return at(msg)
			}
			if piece.Prisoner && p.Rules.Set != Fulke2 {
				return at(fmt.Sprintf("a set prisoner (*) stands only under fulke2, not %s: its prisoners are not set on the board", p.Rules.Set))
			}
			if file < Files {
				p.Cells[At(file, rank-1)] = piece
			}
			file++
			prevEmpty = false
		}
		if file > Files {
			return at(fmt.Sprintf("the rank runs past file h (%d squares, want 8)", file))
		}
	}
	if file != Files {
		return &NotationError{Field: "board", Rank: rank, Text: text, Msg: fmt.Sprintf("the rank covers %d squares, want 8", file)}
	}
	return nil
}

// checkBrackets checks that a list of items opens and closes each
// pyramid's brackets once, so that nextItem can cut it.
func checkBrackets(text string) error {
	depth := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '[':
			depth++
			if depth > 1 {
				return fmt.Errorf("a bracket inside a pyramid's brackets")
			}
		case ']':
			depth--
			if depth < 0 {
				return fmt.Errorf("a closing bracket without an opening one")
			}
		}
	}
	if depth != 0 {
		return fmt.Errorf("a pyramid's bracket is not closed")
	}
	return nil
}

// nextItem cuts the first item off a list that checkBrackets accepted: up
// to the first comma outside brackets. more is false for the last item.
func nextItem(text string) (item, rest string, more bool) {
	depth := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '[':
			depth++
		case ']':
			depth--
		case ',':
			if depth == 0 {
				return text[:i], text[i+1:], true
			}
		}
	}
	return text, "", false
}

// countItems is the number of items nextItem cuts from text.
func countItems(text string) int {
	n := 1
	for _, rest, more := nextItem(text); more; _, rest, more = nextItem(rest) {
		n++
	}
	return n
}

// parsePiece reads R4, t30, R3* (a set prisoner) or P[R1,...]; it returns
// a message when it cannot.
func parsePiece(item string) (Piece, string) {
	if body, ok := strings.CutSuffix(item, "*"); ok {
		if body == "" || body[0] == 'P' || body[0] == 'p' || strings.ContainsAny(body, "[]") {
			return Piece{}, "a pyramid is never a set prisoner: * marks a single man (R3*)"
		}
		if strings.HasSuffix(body, "*") {
			return Piece{}, "one * marks a set prisoner, not more"
		}
		pc, msg := parsePiece(body)
		if msg != "" {
			return Piece{}, msg
		}
		pc.Prisoner = true
		return pc, ""
	}
	side := White
	c := item[0]
	if c >= 'a' && c <= 'z' {
		side = Black
		c -= 'a' - 'A'
	}
	switch c {
	case 'R', 'T', 'S':
		shape := Round
		if c == 'T' {
			shape = Triangle
		} else if c == 'S' {
			shape = SquareShape
		}
		v, msg := parseValue(item[1:])
		if msg != "" {
			return Piece{}, msg
		}
		return Piece{Side: side, Shape: shape, Value: uint32(v)}, ""
	case 'P':
		return parsePyramid(side, item)
	}
	return Piece{}, "want a number of empty squares or a piece: R, T, S or P with its value (upper case White, lower case Black)"
}

func parsePyramid(side Side, item string) (Piece, string) {
	if len(item) < 3 || item[1] != '[' || item[len(item)-1] != ']' {
		return Piece{}, "a pyramid lists its layers in brackets, top to base: P[R1,R4,T9,T16,S25,S36]"
	}
	inner := item[2 : len(item)-1]
	if inner == "" {
		return Piece{}, "a pyramid with no layers: write an empty square instead"
	}
	parts := strings.Split(inner, ",")
	if len(parts) > MaxLayers {
		return Piece{}, fmt.Sprintf("a pyramid holds at most %d layers, found %d", MaxLayers, len(parts))
	}
	var layers []Layer
	for j, part := range parts {
		if part == "" {
			return Piece{}, fmt.Sprintf("layer %d is empty", j+1)
		}
		layer, msg := parsePiece(part)
		switch {
		case msg != "":
			return Piece{}, fmt.Sprintf("layer %d %q: %s", j+1, part, msg)
		case layer.Shape == Pyramid:
			return Piece{}, fmt.Sprintf("layer %d %q: a pyramid cannot hold a pyramid", j+1, part)
		case layer.Prisoner:
			return Piece{}, fmt.Sprintf("layer %d %q: a pyramid's layer is never a set prisoner (* marks a single man)", j+1, part)
		case layer.Side != side:
			return Piece{}, fmt.Sprintf("layer %d %q: a pyramid's layers are written in its own case", j+1, part)
		}
		layers = append(layers, Layer{Shape: layer.Shape, Value: uint16(layer.Value)})
	}
	return NewPyramid(side, layers...), ""
}

func parseValue(s string) (int, string) {
	if s == "" {
		return 0, "the value is missing"
	}
	if s[0] == '0' {
		return 0, "a value is a whole number from 1, without leading zeros"
	}
	v, err := parseWhole(s)
	if errors.Is(err, strconv.ErrRange) {
		return 0, fmt.Sprintf("the value is larger than %d", MaxValue)
	}
	if err != nil {
		return 0, "the value is not a whole number"
	}
	if v > MaxValue {
		return 0, fmt.Sprintf("the value is larger than %d", MaxValue)
	}
	return v, ""
}

// parseWhole reads a non-negative decimal without sign or spaces; more than
// nine digits is strconv.ErrRange.
func parseWhole(s string) (int, error) {
	if s == "" {
		return 0, strconv.ErrSyntax
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, strconv.ErrSyntax
		}
	}
	if len(s) > 9 {
		return 0, strconv.ErrRange
	}
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	if len(s) > 1 && s[0] == '0' {
		return 0, strconv.ErrSyntax
	}
	return n, nil
}

func parseTook(field, text string) ([]Piece, error) {
	if text == "-" {
		return nil, nil
	}
	if err := checkBrackets(text); err != nil {
		return nil, &NotationError{Field: field, Text: text, Msg: err.Error()}
	}
	took := make([]Piece, 0, countItems(text))
	for i, item, rest, more := 0, "", text, true; more; i++ {
		item, rest, more = nextItem(rest)
		if item == "" {
			return nil, &NotationError{Field: field, Item: i + 1, Text: item, Msg: "empty item (two commas in a row, or a comma at the end); write - for none"}
		}
		piece, msg := parsePiece(item)
		if msg != "" {
			return nil, &NotationError{Field: field, Item: i + 1, Text: item, Msg: msg}
		}
		if piece.Prisoner {
			return nil, &NotationError{Field: field, Item: i + 1, Text: item, Msg: "a man held off the board is listed without *: only a prisoner set on the board is marked"}
		}
		took = append(took, piece)
	}
	return took, nil
}

// String writes the position in canonical notation.
func (p Position) String() string {
	b := make([]byte, 0, 256)
	for rank := p.Ranks - 1; rank >= 0; rank-- {
		if rank != p.Ranks-1 {
			b = append(b, '/')
		}
		empty := 0
		first := true
		for file := 0; file < Files; file++ {
			piece := p.Cells[At(file, rank)]
			if piece.IsEmpty() {
				empty++
				continue
			}
			if empty > 0 {
				b = appendSep(b, &first)
				b = strconv.AppendInt(b, int64(empty), 10)
				empty = 0
			}
			b = appendSep(b, &first)
			b = appendPiece(b, piece)
		}
		if empty > 0 {
			b = appendSep(b, &first)
			b = strconv.AppendInt(b, int64(empty), 10)
		}
	}
	b = append(b, ' ')
	if p.ToMove == Black {
		b = append(b, 'b')
	} else {
		b = append(b, 'w')
	}
	b = append(b, ' ')
	b = append(b, p.Rules.String()...)
	for _, took := range p.Took {
		b = append(b, ' ')
		b = AppendPieces(b, took)
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.Move), 10)
	return string(b)
}

// AppendPieces writes a comma-separated list of pieces, or - for none.
func AppendPieces(b []byte, pieces []Piece) []byte {
	if len(pieces) == 0 {
		return append(b, '-')
	}
	for i, piece := range pieces {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendPiece(b, piece)
	}
	return b
}

func appendSep(b []byte, first *bool) []byte {
	if !*first {
		b = append(b, ',')
	}
	*first = false
	return b
}

func appendPiece(b []byte, p Piece) []byte {
	letter := func(s Shape) byte {
		c := s.Letter()
		if p.Side == Black {
			c += 'a' - 'A'
		}
		return c
	}
	if p.IsEmpty() {
		return append(b, '.')
	}
	b = append(b, letter(p.Shape))
	if p.Shape != Pyramid {
		b = strconv.AppendUint(b, uint64(p.Value), 10)
		if p.Prisoner {
			b = append(b, '*')
		}
		return b
	}
	b = append(b, '[')
	for i, l := range p.Layers[:p.NLayers] {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, letter(l.Shape))
		b = strconv.AppendUint(b, uint64(l.Value), 10)
	}
	return append(b, ']')
}
