package picture

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/rithmo/rithmo/lessons/lineerr"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// boardBlock is a position with what it shows: a target and its takers
// (with the engine's reason), a triumph, or the squares a man reaches.
type boardBlock struct {
	pos     board.Position
	opening bool
	target  board.Square
	takers  []board.Square
	reason  *engine.Reason
	triumph *triumph.Triumph
	reach   board.Square
	reached []board.Square
}

const none = board.Square(-1)

func parseBoard(fields map[string]field, fence int) (*boardBlock, error) {
	b := &boardBlock{target: none, reach: none}
	posF, hasPos := fields["position"]
	openF, hasOpen := fields["opening"]
	switch {
	case hasPos && hasOpen:
		return nil, lineerr.Errorf(openF.line, "board block: give a position or an opening, not both")
	case hasPos:
		p, err := board.Parse(posF.value)
		if err != nil {
			return nil, lineerr.Errorf(posF.line, "%v", err) // it begins "position: "
		}
		if err := board.Validate(&p); err != nil {
			return nil, lineerr.Errorf(posF.line, "position: %v", err)
		}
		b.pos = p
	case hasOpen:
		r, err := board.ParseRules(openF.value)
		if err != nil {
			return nil, lineerr.Errorf(openF.line, "opening: %v", err)
		}
		b.pos, b.opening = board.Opening(r), true
	default:
		return nil, lineerr.Errorf(fence, "board block: no \"position\" or \"opening\" line")
	}
	sq := func(f field, s string) (board.Square, error) {
		q, err := board.ParseSquare(s)
		if err != nil || !b.pos.Contains(q) {
			return none, lineerr.Errorf(f.line, "%s: %q is not a square of this board (a1 to h%d)", f.key, s, b.pos.Ranks)
		}
		return q, nil
	}
	squares := func(f field) ([]board.Square, error) {
		var out []board.Square
		for _, s := range strings.FieldsFunc(f.value, func(r rune) bool { return r == ' ' || r == ',' }) {
			q, err := sq(f, s)
			if err != nil {
				return nil, err
			}
			if b.pos.At(q).IsEmpty() {
				return nil, lineerr.Errorf(f.line, "%s: %s is empty", f.key, q)
			}
			if slices.Contains(out, q) {
				return nil, lineerr.Errorf(f.line, "%s: %s given twice", f.key, q)
			}
			out = append(out, q)
		}
		return out, nil
	}
	if f, ok := fields["reach"]; ok {
		q, err := sq(f, f.value)
		if err != nil {
			return nil, err
		}
		if b.pos.At(q).IsEmpty() {
			return nil, lineerr.Errorf(f.line, "reach: %s is empty", q)
		}
		b.reach = q
		for i := range b.pos.NumSquares() {
			to := board.Square(i)
			if b.pos.At(to).IsEmpty() && engine.Reaches(&b.pos, q, to) {
				b.reached = append(b.reached, to)
			}
		}
	}
	if f, ok := fields["triumph"]; ok {
		sqs, err := squares(f)
		if err != nil {
			return nil, err
		}
		if len(sqs) < 3 || len(sqs) > 4 {
			return nil, lineerr.Errorf(f.line, "triumph: name the 3 or 4 squares of its men, not %d", len(sqs))
		}
		side := b.pos.At(sqs[0]).Side
		found := false
		for _, t := range triumph.Find(&b.pos, side) {
			if sameSquares(t.Squares, sqs) {
				b.triumph, found = &t, true
				break
			}
		}
		if !found {
			return nil, lineerr.Errorf(f.line, "triumph: the men on %s make no triumph for %s under %s", joinSquares(sqs), side.Title(), b.pos.Rules)
		}
	}
	targetF, hasTarget := fields["target"]
	takersF, hasTakers := fields["takers"]
	byF, hasBy := fields["by"]
	if hasTarget {
		q, err := sq(targetF, targetF.value)
		if err != nil {
			return nil, err
		}
		if b.pos.At(q).IsEmpty() {
			return nil, lineerr.Errorf(targetF.line, "target: %s is empty", q)
		}
		b.target = q
	}
	switch {
	case hasTakers && !hasTarget:
		return nil, lineerr.Errorf(takersF.line, "takers: no target line says whom they take")
	case hasBy && !hasTakers:
		return nil, lineerr.Errorf(byF.line, "by: no takers line says who takes")
	case hasTakers:
		sqs, err := squares(takersF)
		if err != nil {
			return nil, err
		}
		b.takers = sqs
		rel := engine.RelNone
		if hasBy {
			if rel, err = engine.ParseRelation(byF.value); err != nil {
				return nil, lineerr.Errorf(byF.line, "by: %v", err)
			}
		}
		if b.reason, err = takes(&b.pos, sqs, b.target, rel); err != nil {
			return nil, lineerr.Errorf(takersF.line, "takers: %v", err)
		}
	}
	return b, nil
}

// takes finds the engine's reason for the men on by taking the man on
// target (by the relation rel, unless RelNone): some legal action of the
// side to move takes him so.
func takes(p *board.Position, by []board.Square, target board.Square, rel engine.Relation) (*engine.Reason, error) {
	side := p.At(by[0]).Side
	for _, q := range by {
		if p.At(q).Side != side {
			return nil, fmt.Errorf("%s and %s are men of different armies", by[0], q)
		}
	}
	if p.At(target).Side == side {
		return nil, fmt.Errorf("%s is %s's own man", target, side.Title())
	}
	if p.ToMove != side {
		return nil, fmt.Errorf("the takers are %s's, but the position has %s to move", side.Title(), p.ToMove.Title())
	}
	for _, o := range engine.Analyse(p) {
		for _, c := range o.Captures {
			if c.Square != target {
				continue
			}
			for _, r := range c.Reasons {
				if sameSquares(r.By, by) && (rel == engine.RelNone || r.Relation == rel) {
					return &r, nil
				}
			}
		}
	}
	how := ""
	if rel != engine.RelNone {
		how = " by " + rel.String()
	}
	return nil, fmt.Errorf("the men on %s do not take %s%s under %s: no legal action of %s takes it so",
		joinSquares(by), target, how, p.Rules, side.Title())
}

func sameSquares(a, b []board.Square) bool {
	if len(a) != len(b) {
		return false
	}
	for _, q := range a {
		if !slices.Contains(b, q) {
			return false
		}
	}
	return true
}

func joinSquares(sqs []board.Square) string {
	names := make([]string, len(sqs))
	for i, q := range sqs {
		names[i] = q.String()
	}
	return engine.JoinAnd(names)
}

// marks are the diagram's marks for what the block shows.
func (b *boardBlock) marks() []diagram.Mark {
	var ms []diagram.Mark
	for _, q := range b.reached {
		ms = append(ms, diagram.Mark{Square: q, Kind: diagram.Reach})
	}
	if b.reach != none {
		ms = append(ms, diagram.Mark{Square: b.reach, Kind: diagram.Chosen})
	}
	if b.triumph != nil {
		for _, q := range b.triumph.Squares {
			ms = append(ms, diagram.Mark{Square: q, Kind: diagram.Triumph})
		}
	}
	for _, q := range b.takers {
		ms = append(ms, diagram.Mark{Square: q, Kind: diagram.Taker})
	}
	if b.target != none {
		ms = append(ms, diagram.Mark{Square: b.target, Kind: diagram.Taken})
	}
	return ms
}

// text draws the board with the puzzles' renderer and its key, then what
// it shows in numbers; "" and the columns needed when width is too narrow.
// rows, when above 0, is the height of the window it is read in: the
// largest layout whose board and a key of keyRows fit it is chosen, else
// the compact one, the board the puzzles draw in 80×24 (17 lines for 16
// ranks), so that the board is seen whole and its key follows it. The
// choice rests on the window alone, so every board of a lesson is drawn
// alike in it. With no rows (a pipe, a worksheet) the full layout is
// drawn where it fits, else the narrow one.
func (b *boardBlock) text(width, rows int, style string, r *lipgloss.Renderer) (string, int) {
	for _, layout := range []diagram.Layout{diagram.Full, diagram.Narrow, diagram.Compact} {
		if diagram.Width(&b.pos, layout) > width {
			continue
		}
		if rows > 0 && layout != diagram.Compact && diagram.Height(&b.pos, layout)+1+keyRows > rows {
			continue
		}
		drawn := strings.TrimRight(diagram.Draw(&b.pos, diagram.Options{Layout: layout, Style: diagram.ParseStyle(style), Marks: b.marks(), Renderer: r}), "\n")
		if shows := b.shows(); shows != "" {
			drawn += "\n" + wrapText(shows, width)
		}
		return drawn, 0
	}
	return "", diagram.Width(&b.pos, diagram.Narrow)
}

// keyRows is the room a board's key takes at most in a lesson: the side
// to move and the rules (2 lines), the men taken, two pyramids, the key of
// shapes (2), the camps (2), the marks, and what the board shows in
// numbers (2).
const keyRows = 12

// shows says what the marks show, in numbers.
func (b *boardBlock) shows() string {
	var parts []string
	if b.reach != none {
		parts = append(parts, fmt.Sprintf("The %s on %s reaches %s.", b.pos.At(b.reach).Shape, b.reach, joinSquares(b.reached)))
	}
	if b.reason != nil {
		parts = append(parts, fmt.Sprintf("%s takes %s: %s.", b.pos.At(b.takers[0]).Side.Title(), b.target, b.reason.Explain()))
	} else if b.target != none {
		parts = append(parts, fmt.Sprintf("Target: %s on %s.", diagram.ManWords(b.pos.At(b.target)), b.target))
	}
	if b.triumph != nil {
		parts = append(parts, b.triumph.Explain()+".")
	}
	return strings.Join(parts, " ")
}

// words reads the board out: the rules, who moves, each army's men by
// square, then what the marks show.
func (b *boardBlock) words() string {
	var w strings.Builder
	what := "A board"
	if b.opening {
		what = "The opening array"
	}
	fmt.Fprintf(&w, "%s under %s", what, b.pos.Rules)
	if t := b.pos.Rules.Set.Title(); t != "" {
		fmt.Fprintf(&w, " (%s)", t)
	}
	if b.pos.Ranks != board.MaxRanks {
		fmt.Fprintf(&w, " on %d ranks", b.pos.Ranks)
	}
	fmt.Fprintf(&w, ", %s to move.", b.pos.ToMove.Title())
	for _, side := range []board.Side{board.White, board.Black} {
		var men []string
		// Rank by rank from the side's own edge, as a player reads his array.
		for i := range b.pos.NumSquares() {
			q := board.Square(i)
			if side == board.Black {
				q = board.Square(b.pos.NumSquares() - 1 - i)
				q = board.At(board.Files-1-q.File(), q.Rank()) // files still a to h
			}
			if piece := b.pos.At(q); !piece.IsEmpty() && piece.Side == side {
				men = append(men, q.String()+" "+diagram.ManWords(piece))
			}
		}
		if len(men) == 0 {
			fmt.Fprintf(&w, " %s has no men on the board.", side.Title())
			continue
		}
		fmt.Fprintf(&w, " %s's men: %s.", side.Title(), strings.Join(men, ", "))
	}
	if b.target != none && len(b.takers) > 0 {
		target := b.pos.At(b.target)
		fmt.Fprintf(&w, " Target: %s's %s on %s. Takers: %s.", target.Side.Title(), diagram.ManWords(target), b.target, joinSquares(b.takers))
	}
	if shows := b.shows(); shows != "" {
		w.WriteString(" ")
		w.WriteString(shows)
	}
	return w.String()
}
