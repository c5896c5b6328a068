package engine

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
)

// Relation is a way one or more men take an enemy man (rules.md, capture
// relations). Lying weight (fulke3) and deceit (nemec) are Addition.
type Relation uint8

// The relations, as rules.md's table of capture relations states them (A and
// B the takers, T the target).
const (
	RelNone        Relation = iota // no relation: the zero value
	Equality                       // A reaches T and A = T (encounter)
	Siege                          // T compassed by enemies (obsidion, blockade)
	Addition                       // A + B = T
	Subtraction                    // |A − B| = T
	Multiplication                 // A × B = T
	Division                       // A ÷ B = T exactly
	Eruption                       // A × d = T or A ÷ d = T, d the distance along a clear line
	Cossic                         // one of A and T a power of the other, by the cossic marks (fulke2)
	Progression                    // the values in arithmetic, geometric or harmonic progression
	relEnd
)

var relationNames = [...]string{
	RelNone:        "none",
	Equality:       "equality",
	Siege:          "siege",
	Addition:       "addition",
	Subtraction:    "subtraction",
	Multiplication: "multiplication",
	Division:       "division",
	Eruption:       "eruption",
	Cossic:         "cossic",
	Progression:    "progression",
}

// String is the relation's name, exactly: equality siege addition
// subtraction multiplication division eruption cossic progression ("none"
// for RelNone).
func (r Relation) String() string {
	if int(r) < len(relationNames) {
		return relationNames[r]
	}
	return "none"
}

// MarshalText writes the relation's name.
func (r Relation) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// relationAlias returns the relation a source's other name stands for
// (RelNone when it is none).
func relationAlias(name string) Relation {
	switch name {
	case "encounter", "encountering", "equalitie":
		return Equality
	case "obsidion", "blockade":
		return Siege
	case "lying weight", "lying-weight", "deceit", "ambush":
		return Addition
	case "distance":
		return Eruption
	case "cossic signs", "cossic-signs":
		return Cossic
	case "proportion":
		return Progression
	}
	return RelNone
}

// ParseRelation reads a relation's name, or one of the sources' names for it
// (encounter, obsidion, blockade, lying weight, deceit, cossic signs).
func ParseRelation(s string) (Relation, error) {
	key := strings.Join(strings.Fields(strings.ToLower(s)), " ")
	for r := Equality; r < relEnd; r++ {
		if relationNames[r] == key {
			return r, nil
		}
	}
	if r := relationAlias(key); r != RelNone {
		return r, nil
	}
	if key == "none" || key == "" {
		return RelNone, nil
	}
	return RelNone, fmt.Errorf("unknown relation %q: want one of %s", s, strings.Join(relationNames[Equality:], ", "))
}

// relMask is a set of relations (bit r).
type relMask uint16

func (m relMask) has(r Relation) bool { return m&(1<<r) != 0 }

// Relations returns the relations a rule set has, in the order of the
// Relation constants. Options are not considered: fulke1's progression
// needs the +progression option (see RelationsOf).
func Relations(set board.RuleSet) []Relation {
	return RelationsOf(board.Rules{Set: set})
}

// RelationsOf returns the relations of a rule set with its agreed options.
func RelationsOf(r board.Rules) []Relation {
	m := relationsOf(r)
	var out []Relation
	for rel := Equality; rel < relEnd; rel++ {
		if m.has(rel) {
			out = append(out, rel)
		}
	}
	return out
}
