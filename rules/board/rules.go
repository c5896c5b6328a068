package board

import (
	"fmt"
	"strings"
)

// RuleSet is one of the five ways of playing that rithmo models
// (shared/rules.md).
type RuleSet uint8

const (
	NoRuleSet RuleSet = iota
	Fulke1            // Lever & Fulke 1563, first kind of playing
	Fulke2            // Lever & Fulke 1563, second kind
	Fulke3            // Lever & Fulke 1563, third kind
	Nemec             // Němec 2012, modern rules
	Parlett           // the Parlett summary
)

// RuleSets lists every rule set in a fixed order.
var RuleSets = []RuleSet{Fulke1, Fulke2, Fulke3, Nemec, Parlett}

var ruleSetIDs = [...]string{NoRuleSet: "", Fulke1: "fulke1", Fulke2: "fulke2", Fulke3: "fulke3", Nemec: "nemec", Parlett: "parlett"}

var ruleSetTitles = [...]string{
	NoRuleSet: "",
	Fulke1:    "Lever & Fulke 1563, the first kind of playing",
	Fulke2:    "Lever & Fulke 1563, the second kind of playing",
	Fulke3:    "Lever & Fulke 1563, the third kind of playing",
	Nemec:     "Němec 2012, modern rules",
	Parlett:   "Parlett's account (The Oxford History of Board Games, 1999)",
}

// String is the rule set's id: fulke1, fulke2, fulke3, nemec, parlett.
func (r RuleSet) String() string {
	if int(r) < len(ruleSetIDs) {
		return ruleSetIDs[r]
	}
	return ""
}

// Title names the rule set's source in words.
func (r RuleSet) Title() string {
	if int(r) < len(ruleSetTitles) {
		return ruleSetTitles[r]
	}
	return ""
}

// MarshalText writes the id.
func (r RuleSet) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// ParseRuleSet reads a rule set id.
func ParseRuleSet(id string) (RuleSet, error) {
	for _, r := range RuleSets {
		if r.String() == id {
			return r, nil
		}
	}
	return NoRuleSet, fmt.Errorf("unknown rule set %q: want one of fulke1, fulke2, fulke3, nemec, parlett", id)
}

// Options are the agreed options a game is played with, written after the
// rule set's id as +flags (nemec+jump).
type Options uint16

const (
	// OptJump lets men jump over their own men.
	OptJump Options = 1 << iota
	// OptPass lets fulke2's triangles and squares pass over occupied squares.
	OptPass
	// OptProgression turns on fulke1's taking by proportion.
	OptProgression
	// OptRansom is accepted for positions written before the king's
	// privilege became a rule of the book (fulke2, fulke3): redeeming a lost
	// layer is always allowed there now, with or without it.
	OptRansom
	// OptChange: parlett's prisoners change sides and enter the captor's rear (as fulke1).
	OptChange
	// OptHold: parlett's prisoners serve only in the captor's triumphs (as fulke2).
	OptHold
	// OptTurn: parlett's prisoners are turned over where they stood and serve the captor.
	OptTurn
	// OptAngle: fulke1..fulke3 also accept a triumph set at the corners of a
	// right angle (the book names only lines and squares).
	OptAngle
	// OptEdge: the board's edge closes a side of a siege, the modern habit
	// (fulke1..fulke3); the book's "all foure muste be hys aduersaries"
	// makes the edge no besieger by default.
	OptEdge
	// OptNext: fulke2's "some require the men that shoulde take by Addition
	// to stande in the next spaces to him that is taken, either directly, or
	// cornerwyse": addition and subtraction by two neighbours of the target.
	OptNext
	// OptCorner: fulke3's men move cornerwise too ("but not cornerwise,
	// except the gamesters so agree").
	OptCorner
	optEnd
)

var optionNames = []string{"jump", "pass", "progression", "ransom", "change", "hold", "turn", "angle", "edge", "next", "corner"}

// optionAllowed says which rule sets each option belongs to.
func optionAllowed(flag Options) []RuleSet {
	switch flag {
	case OptJump:
		return []RuleSet{Fulke1, Fulke2, Fulke3, Nemec, Parlett}
	case OptPass, OptNext:
		return []RuleSet{Fulke2}
	case OptProgression:
		return []RuleSet{Fulke1}
	case OptRansom:
		return []RuleSet{Fulke2, Fulke3}
	case OptChange, OptHold, OptTurn:
		return []RuleSet{Parlett}
	case OptAngle, OptEdge:
		return []RuleSet{Fulke1, Fulke2, Fulke3}
	case OptCorner:
		return []RuleSet{Fulke3}
	}
	return nil
}

// Has reports whether every option of o is set.
func (o Options) Has(flag Options) bool { return o&flag == flag }

// Rules are a rule set with its agreed options.
type Rules struct {
	Set     RuleSet
	Options Options
}

// Has reports whether the option is agreed.
func (r Rules) Has(flag Options) bool { return r.Options.Has(flag) }

// String writes the canonical form: the id, then the options in a fixed order.
func (r Rules) String() string {
	var b strings.Builder
	b.WriteString(r.Set.String())
	for i, name := range optionNames {
		if r.Options&(1<<i) != 0 {
			b.WriteByte('+')
			b.WriteString(name)
		}
	}
	return b.String()
}

// ParseRules reads a rule set id with optional +option flags.
func ParseRules(s string) (Rules, error) {
	parts := strings.Split(s, "+")
	set, err := ParseRuleSet(parts[0])
	if err != nil {
		return Rules{}, err
	}
	r := Rules{Set: set}
	for _, name := range parts[1:] {
		flag := Options(0)
		for i, n := range optionNames {
			if n == name {
				flag = 1 << i
			}
		}
		if flag == 0 {
			return Rules{}, fmt.Errorf("unknown option %q: want one of %s", name, strings.Join(optionNames, ", "))
		}
		if !allowed(flag, set) {
			return Rules{}, fmt.Errorf("option %q does not belong to %s", name, set)
		}
		if r.Options.Has(flag) {
			return Rules{}, fmt.Errorf("option %q given twice", name)
		}
		r.Options |= flag
	}
	return r, nil
}

func allowed(flag Options, set RuleSet) bool {
	for _, s := range optionAllowed(flag) {
		if s == set {
			return true
		}
	}
	return false
}

// FirstMover is the side that moves first: Black under nemec, White elsewhere.
func (r RuleSet) FirstMover() Side {
	if r == Nemec {
		return Black
	}
	return White
}
