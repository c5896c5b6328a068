package play

import (
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Value is what an option of a question gives back, typed: a man's square,
// an action, a relation, a proportion, or a word (a hint, the answer shown,
// next, finish, a choice of puzzles). The forms carry it as it is (huh's
// Select[Value]), so that the session judges what was chosen without
// reading it back from text. It is comparable, and its String is the
// notation a script names it by.
type Value struct {
	kind       valueKind
	square     board.Square
	action     engine.Action
	relation   engine.Relation
	proportion arith.Proportion
	word       string
}

type valueKind uint8

const (
	wordValue valueKind = iota
	squareValue
	actionValue
	relationValue
	proportionValue
)

// The words a question may offer besides its answers.
var (
	ValueHint   = Word("hint")   // the next hint, where there is no hint key
	ValueShow   = Word("show")   // "Show the answer": offered once a part was wrong
	ValueNext   = Word("next")   // the next puzzle
	ValueQuit   = Word("quit")   // "Finish": end the session with its summary
	ValueLesson = Word("lesson") // read the puzzle's lesson (accessible mode)
)

// Word is a value that is a word: one of the Value words above, or a
// choice of puzzles ("all", "theme:addition").
func Word(w string) Value { return Value{kind: wordValue, word: w} }

func squareOf(sq board.Square) Value        { return Value{kind: squareValue, square: sq} }
func actionOf(a engine.Action) Value        { return Value{kind: actionValue, action: a} }
func relationOf(r engine.Relation) Value    { return Value{kind: relationValue, relation: r} }
func proportionOf(p arith.Proportion) Value { return Value{kind: proportionValue, proportion: p} }

// String is the value in notation: "c6", "c6-d7", "addition",
// "arithmetic", or the word.
func (v Value) String() string {
	switch v.kind {
	case squareValue:
		return v.square.String()
	case actionValue:
		return v.action.String()
	case relationValue:
		return v.relation.String()
	case proportionValue:
		return v.proportion.String()
	}
	return v.word
}

// squares are the squares among values.
func squares(values []Value) []board.Square {
	sqs := []board.Square{}
	for _, v := range values {
		if v.kind == squareValue {
			sqs = append(sqs, v.square)
		}
	}
	return sqs
}

// relations are the relations among values.
func relations(values []Value) []engine.Relation {
	var rels []engine.Relation
	for _, v := range values {
		if v.kind == relationValue {
			rels = append(rels, v.relation)
		}
	}
	return rels
}

// proportions are the proportions among values, never nil: none ticked is
// an answer too.
func proportions(values []Value) []arith.Proportion {
	prs := []arith.Proportion{}
	for _, v := range values {
		if v.kind == proportionValue {
			prs = append(prs, v.proportion)
		}
	}
	return prs
}
