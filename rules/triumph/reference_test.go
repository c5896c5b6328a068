package triumph

import (
	"slices"

	"github.com/rithmo/rithmo/rules/arith"
)

// The reference searches of the tests write triumphs out as the package
// did before Records: each Triumph with slices of its own, its proportions
// from arith.TriumphOf, and tidy over Triumphs. They stay independent of
// record, Export and tidyRecords, which they check.

// triumph writes out a found arrangement.
func (m *mode) triumph(a *arrangement, f *found) Triumph {
	n := int(a.n)
	t := Triumph{
		Kind:    f.kind,
		Side:    m.side,
		Shape:   formNames[a.form],
		Squares: slices.Clone(a.men[:n]),
		Values:  slices.Clone(f.vals[:n]),
		Origins: slices.Clone(f.origin[:n]),
	}
	_, t.Proportions = arith.TriumphOf(t.Values...)
	return t
}

// tidy drops great triumphs that stand inside a four-man triumph and puts
// the highest first (stable: otherwise in the order found).
func tidy(ts []Triumph) []Triumph {
	if len(ts) < 2 {
		return ts
	}
	out := ts[:0]
	for _, t := range ts {
		if t.Kind == arith.Great && slices.ContainsFunc(ts, func(u Triumph) bool { return u.Kind > arith.Great && within(t.Squares, u.Squares) }) {
			continue
		}
		out = append(out, t)
	}
	slices.SortStableFunc(out, func(a, b Triumph) int { return int(b.Kind) - int(a.Kind) })
	return out
}
