package diagram

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Words reads a position out for a screen reader (accessible mode) in
// place of Draw, whose rows of dots and brackets a reader reads as noise:
// who moves, numbered as Draw numbers it (o.Actions: a game's action),
// under which rules, each army's men by square, what each side has taken,
// where each side triumphs, and o's marks. The layout, style and colours
// of o are a drawing's, and have no words.
func Words(p *board.Position, o Options) string {
	var w strings.Builder
	count := "turn"
	if o.Actions {
		count = "action"
	}
	fmt.Fprintf(&w, "The board: %s to move, %s %d. Rules: %s", p.ToMove.Title(), count, p.Move, p.Rules)
	if t := p.Rules.Set.Title(); t != "" {
		fmt.Fprintf(&w, ", %s", t)
	}
	w.WriteString(".\n")
	if p.Ranks != board.MaxRanks {
		fmt.Fprintf(&w, "It has %d ranks.\n", p.Ranks)
	}
	for _, side := range []board.Side{board.White, board.Black} {
		var men []string
		// By rank from the side's own edge, then by file, as a player
		// reads his army.
		for i := range p.Ranks {
			rank := i
			if side == board.Black {
				rank = p.Ranks - 1 - i
			}
			for file := range board.Files {
				q := board.At(file, rank)
				if piece := p.At(q); !piece.IsEmpty() && piece.Side == side {
					men = append(men, q.String()+" "+ManWords(piece))
				}
			}
		}
		if len(men) == 0 {
			fmt.Fprintf(&w, "%s has no men on the board.\n", side.Title())
		} else {
			fmt.Fprintf(&w, "%s's men (%d): %s.\n", side.Title(), len(men), strings.Join(men, ", "))
		}
	}
	for _, side := range []board.Side{board.White, board.Black} {
		// The men the common victories count (triumph.TakenMen), with the
		// square of each that serves its captor on the board.
		if taken := triumph.TakenMen(p, side); len(taken) > 0 {
			names := make([]string, len(taken))
			for i, m := range taken {
				names[i] = ManWords(m.Piece)
				if !m.Held() {
					names[i] += " on " + m.Square.String()
				}
			}
			fmt.Fprintf(&w, "Taken by %s: %s.\n", side.Title(), strings.Join(names, ", "))
		}
	}
	wlo, whi := board.Camp(p.Rules.Set, board.Black, p.Ranks)
	blo, bhi := board.Camp(p.Rules.Set, board.White, p.Ranks)
	if wlo >= 0 && whi < p.Ranks && wlo <= whi && blo >= 0 && bhi < p.Ranks && blo <= bhi {
		fmt.Fprintf(&w, "White triumphs on ranks %d to %d, Black on ranks %d to %d.\n", wlo+1, whi+1, blo+1, bhi+1)
	}
	for _, m := range o.Marks {
		if what := markWords(p, m); what != "" {
			w.WriteString(what + "\n")
		}
	}
	return w.String()
}

// markWords says what a mark on the board points at.
func markWords(p *board.Position, m Mark) string {
	piece := p.At(m.Square)
	var man string
	if !piece.IsEmpty() {
		man = fmt.Sprintf("%s's %s on ", piece.Side.Title(), ManWords(piece))
	}
	switch m.Kind {
	case Spot:
		return fmt.Sprintf("Marked: %s%s.", man, m.Square)
	case From:
		return fmt.Sprintf("Moved from: %s.", m.Square)
	case To:
		return fmt.Sprintf("Moved to: %s%s.", man, m.Square)
	case Taken:
		return fmt.Sprintf("Taken on %s.", m.Square)
	}
	return ""
}
