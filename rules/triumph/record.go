package triumph

import (
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// Record is a triumph in fixed-size fields: what AppendFind and
// AppendCompleted write into a caller's buffer without allocating, and what
// Export turns into Triumphs.
type Record struct {
	Kind    arith.TriumphKind
	Side    board.Side
	Shape   string // ShapeLine, ShapeAngle or ShapeSquare
	N       uint8  // the men: 3 or 4
	Squares [4]board.Square
	Values  [4]int64
	Origins [4]Origin
	Kinds   arith.Kinds // the proportions the values hold (arith.TriumphKinds)
}

func (r *Record) squares() []board.Square { return r.Squares[:r.N] }
func (r *Record) values() []int64         { return r.Values[:r.N] }

// Triumph writes the record out as a Triumph of its own (allocating).
func (r *Record) Triumph() Triumph { return Export([]Record{*r})[0] }

// ExportBuffers are the backing arrays of exported triumphs for a caller
// that exports again and again (the engine's Analyzer).
type ExportBuffers struct {
	squares []board.Square
	values  []int64
	origins []Origin
	props   []arith.Proportion
}

// ExportTo is Export into dst[:0] and b's arrays: once they have grown it
// allocates nothing. The triumphs share b's arrays: they are valid until
// the next ExportTo with b.
func ExportTo(dst []Triumph, b *ExportBuffers, rs []Record) []Triumph {
	dst = dst[:0]
	b.squares, b.values, b.origins, b.props = b.squares[:0], b.values[:0], b.origins[:0], b.props[:0]
	for i := range rs {
		r := &rs[i]
		n := int(r.N)
		t := Triumph{Kind: r.Kind, Side: r.Side, Shape: r.Shape}
		s, v, o, p := len(b.squares), len(b.values), len(b.origins), len(b.props)
		b.squares = append(b.squares, r.Squares[:n]...)
		b.values = append(b.values, r.Values[:n]...)
		b.origins = append(b.origins, r.Origins[:n]...)
		b.props = r.Kinds.AppendTo(b.props)
		t.Squares = b.squares[s:len(b.squares):len(b.squares)]
		t.Values = b.values[v:len(b.values):len(b.values)]
		t.Origins = b.origins[o:len(b.origins):len(b.origins)]
		if len(b.props) > p {
			t.Proportions = b.props[p:len(b.props):len(b.props)]
		}
		dst = append(dst, t)
	}
	return dst
}

// Export writes records out as Triumphs, in their order, nil for none. It
// allocates five times whatever the number of records (the triumphs and
// one backing array each for their squares, values, origins and
// proportions), so that the engine pays a constant per position for the
// triumphs of all its actions.
func Export(rs []Record) []Triumph {
	if len(rs) == 0 {
		return nil
	}
	men, kinds := 0, 0
	for i := range rs {
		men += int(rs[i].N)
		kinds += rs[i].Kinds.Len()
	}
	out := make([]Triumph, len(rs))
	sqs := make([]board.Square, 0, men)
	vals := make([]int64, 0, men)
	origins := make([]Origin, 0, men)
	var props []arith.Proportion
	if kinds > 0 {
		props = make([]arith.Proportion, 0, kinds)
	}
	for i := range rs {
		r := &rs[i]
		n := int(r.N)
		t := &out[i]
		t.Kind, t.Side, t.Shape = r.Kind, r.Side, r.Shape
		s, v, o, p := len(sqs), len(vals), len(origins), len(props)
		sqs = append(sqs, r.Squares[:n]...)
		vals = append(vals, r.Values[:n]...)
		origins = append(origins, r.Origins[:n]...)
		props = r.Kinds.AppendTo(props)
		t.Squares = sqs[s:len(sqs):len(sqs)]
		t.Values = vals[v:len(vals):len(vals)]
		t.Origins = origins[o:len(origins):len(origins)]
		if len(props) > p {
			t.Proportions = props[p:len(props):len(props)]
		}
	}
	return out
}
