package coach

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Kind is what a note is about.
type Kind uint8

const (
	Missed        Kind = iota + 1 // a capture the learner could have made
	Threat                        // a capture the opponent may make next
	MissedTriumph                 // a triumph the learner could have set
	TriumphThreat                 // a triumph the opponent may set next
	MissedVictory                 // a capture that would have won the agreed common victory
	VictoryThreat                 // a capture by which the opponent would win it next
)

// Note is one remark, in numbers.
type Note struct {
	Kind    Kind
	Actions []engine.Action // the actions that would make it, the first explained
	Capture *engine.Capture
	Triumph *triumph.Triumph
	Victory *triumph.Victory // the common victory a capture would win
	Value   int64            // the value at stake (a triumph: the sum of its values)
	Lesson  string           // the lesson that teaches it: "rithmo lesson show 14"
	Text    string
}

// lessonOf names the lesson that teaches a relation.
func lessonOf(r engine.Relation) string {
	switch r {
	case engine.Cossic:
		return "17" // The Cossic Signs of the Second Kind of Play
	case engine.Progression:
		return "15" // Triumphs: progressions on the board
	}
	return "14" // Taking by Arithmetic: equality, siege, the four operations, eruption
}

const (
	triumphLesson = "15"
	victoryLesson = "16" // Figurate Numbers, Pyramids and the Common Victories
)

// target identifies a man, or a layer of a pyramid, that may be taken.
type target struct {
	sq    board.Square
	layer int
}

// After notes what the learner, who played a in before, missed, and what
// the opponent now threatens, under the victory agreed v: every capture
// let pass and every capture now threatened, every triumph within one
// action either way, and every capture that wins the common victory
// either way. It returns nil when a is not legal in before, and when a
// itself wins (nothing let pass matters then).
func After(before *board.Position, a engine.Action, v triumph.Settings) []Note {
	after, caps, err := engine.Apply(before, a)
	if err != nil {
		return nil
	}
	if w, ok := triumph.Won(&after, v); ok && w.Side == before.ToMove {
		return nil
	}
	taken := map[target]bool{}
	for _, c := range caps {
		taken[target{c.Square, c.Layer}] = true
	}
	var notes []Note
	outs := engine.Analyse(before)
	won := victories(before, outs, MissedVictory, a, v)
	notes = append(notes, won...)
	notes = append(notes, unless(captures(outs, Missed, a, taken), won)...)
	notes = append(notes, triumphs(outs, MissedTriumph, a)...)
	next := engine.Analyse(&after)
	lost := victories(&after, next, VictoryThreat, engine.Action{}, v)
	notes = append(notes, lost...)
	notes = append(notes, unless(captures(next, Threat, engine.Action{}, nil), lost)...)
	notes = append(notes, triumphs(next, TriumphThreat, engine.Action{})...)
	return notes
}

// unless leaves out of caps the men whose capture wins the game: the
// victory's note names them, with the same actions and more.
func unless(caps, wins []Note) []Note {
	if len(wins) == 0 {
		return caps
	}
	out := caps[:0:0]
	for _, n := range caps {
		named := false
		for _, w := range wins {
			if w.Capture.Square == n.Capture.Square && w.Capture.Layer == n.Capture.Layer {
				named = true
			}
		}
		if !named {
			out = append(out, n)
		}
	}
	return out
}

// victories notes the captures of outs, played in p, after which the side
// to move has won the agreed common victory; a triumph is noted by
// triumphs.
func victories(p *board.Position, outs []engine.Outcome, kind Kind, skip engine.Action, v triumph.Settings) []Note {
	if v.Common == triumph.CommonNone {
		return nil
	}
	var notes []Note
	index := map[target]int{} // the captures that win by taking the same man are one note
	for i := range outs {
		o := &outs[i]
		if o.Action == skip || len(o.Captures) == 0 || len(o.Triumphs) > 0 {
			continue
		}
		next, _, err := engine.Apply(p, o.Action)
		if err != nil {
			continue
		}
		w, ok := triumph.Won(&next, v)
		if !ok || w.Side != p.ToMove || w.Triumph != nil {
			continue
		}
		t := target{o.Captures[0].Square, o.Captures[0].Layer}
		if k, ok := index[t]; ok {
			notes[k].Actions = append(notes[k].Actions, o.Action)
			continue
		}
		index[t] = len(notes)
		var sum int64
		for _, x := range w.Values {
			sum += x
		}
		notes = append(notes, Note{Kind: kind, Actions: []engine.Action{o.Action}, Capture: &o.Captures[0], Victory: &w, Value: sum, Lesson: victoryLesson})
	}
	for i := range notes {
		notes[i].Text = notes[i].words()
	}
	return notes
}

// captures gathers the captures of outs, one note per man taken, the
// actions that would take it listed together; skip is the action played
// and taken what it took.
func captures(outs []engine.Outcome, kind Kind, skip engine.Action, taken map[target]bool) []Note {
	index := map[target]int{}
	var notes []Note
	for i := range outs {
		o := &outs[i]
		if o.Action == skip {
			continue
		}
		for j := range o.Captures {
			c := &o.Captures[j]
			t := target{c.Square, c.Layer}
			if taken[t] {
				continue
			}
			if k, ok := index[t]; ok {
				notes[k].Actions = append(notes[k].Actions, o.Action)
				continue
			}
			index[t] = len(notes)
			rel := engine.RelNone
			if len(c.Reasons) > 0 {
				rel = c.Reasons[0].Relation
			}
			notes = append(notes, Note{Kind: kind, Actions: []engine.Action{o.Action}, Capture: c,
				Value: int64(c.Piece.Value), Lesson: lessonOf(rel)})
		}
	}
	for i := range notes {
		notes[i].Text = notes[i].words()
	}
	slices.SortStableFunc(notes, func(x, y Note) int { return cmp.Compare(y.Value, x.Value) })
	return notes
}

func triumphs(outs []engine.Outcome, kind Kind, skip engine.Action) []Note {
	var notes []Note
	for i := range outs {
		o := &outs[i]
		if o.Action == skip || len(o.Triumphs) == 0 {
			continue
		}
		t := &o.Triumphs[0]
		var sum int64
		for _, v := range t.Values {
			sum += v
		}
		n := Note{Kind: kind, Actions: []engine.Action{o.Action}, Triumph: t, Value: sum, Lesson: triumphLesson}
		n.Text = n.words()
		notes = append(notes, n)
	}
	return notes
}

func actionList(as []engine.Action) string {
	s := make([]string, len(as))
	for i, a := range as {
		s[i] = a.String()
	}
	if len(s) > 4 {
		return strings.Join(s[:4], ", ") + fmt.Sprintf(" (or %d more)", len(s)-4)
	}
	return strings.Join(s, ", ")
}

func (n Note) words() string {
	lesson := fmt.Sprintf(" (rithmo lesson show %s)", n.Lesson)
	switch n.Kind {
	case Missed:
		c := n.Capture
		return fmt.Sprintf("missed: %s would have taken %s on %s: %s%s", actionList(n.Actions), c.Piece, c.Square, c.Explain(), lesson)
	case Threat:
		c := n.Capture
		return fmt.Sprintf("threat: %s would take your %s on %s: %s%s", actionList(n.Actions), c.Piece, c.Square, c.Explain(), lesson)
	case MissedTriumph:
		return fmt.Sprintf("missed triumph: %s: %s%s", actionList(n.Actions), n.Triumph.Explain(), lesson)
	case TriumphThreat:
		return fmt.Sprintf("triumph threatened: %s: %s%s", actionList(n.Actions), n.Triumph.Explain(), lesson)
	case MissedVictory:
		c := n.Capture
		return fmt.Sprintf("missed victory: %s would have taken %s on %s (%s) and won the game: %s%s", actionList(n.Actions), c.Piece, c.Square, c.Explain(), n.Victory.Text, lesson)
	case VictoryThreat:
		c := n.Capture
		return fmt.Sprintf("victory threatened: %s would take your %s on %s (%s) and win the game: %s%s", actionList(n.Actions), c.Piece, c.Square, c.Explain(), n.Victory.Text, lesson)
	}
	return ""
}
