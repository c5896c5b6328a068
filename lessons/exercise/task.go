package exercise

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Verb names what a task asks for.
type Verb uint8

// The task verbs of the exercise format.
const (
	VerbNone       Verb = iota
	VerbClassify        // classify A B
	VerbSpecies         // species A B
	VerbMean            // mean KIND A B
	VerbComplete        // complete KIND X Y Z, one of them ?
	VerbProportion      // proportion A B C [D]
	VerbTriumph         // triumph A B C [D]
	VerbOrder           // order ROOT ORDER
	VerbTake            // take OPERATION A B
	VerbEruption        // take eruption A T
	VerbCossic          // cossic A B
	VerbName            // name A B: type the species' Latin name
	VerbRule            // rule A B C: apply Boethius' three rules
	VerbFourth          // fourth KIND A B C: choose the man that makes the triumph
	VerbTakers          // takers WAY T: name two men of T's enemy that take it
	VerbPlace           // place A B C: set three men as a triumph on a small board
	VerbMoves           // moves RULESET SHAPE FILE RANK: where a man can go
	VerbSum             // sum A B ...: the value of men taken (a victory of goods)
	VerbDigits          // digits A B ...: how many characters they are written in (a victory of quarrel)
	VerbPower           // power A K: asked as "cossic A A^K", so that a draw always has a sign
	VerbConsonance      // consonance A B: which Pythagorean consonance the ratio sounds, or none
	VerbParity          // parity N: evenly even, evenly odd, oddly even or odd
	VerbAbundance       // abundance N: perfect, abundant or deficient
	VerbParts           // parts N: type the sum of N's parts
	VerbPrime           // prime N: prime or composite
	VerbMeasure         // measure A B: type the greatest common measure
	VerbMeans           // means A B C: which of the ten means the three make
	VerbUnrule          // unrule A B C: the terms the rules made from A, B, C are shown; type A, B, C
	VerbInterval        // interval add|less A B C D: type the ratio of two intervals together, or of one less the other
)

var verbNames = [...]string{"", "classify", "species", "mean", "complete", "proportion", "triumph", "order", "take", "take eruption", "cossic", "name", "rule", "fourth", "takers", "place", "moves", "sum", "digits", "power", "consonance", "parity", "abundance", "parts", "prime", "measure", "means", "unrule", "interval"}

func (v Verb) String() string {
	if int(v) < len(verbNames) {
		return verbNames[v]
	}
	return "Verb(" + strconv.Itoa(int(v)) + ")"
}

// MaxValue bounds every number a task names or draws. The armies' numbers
// stay below 400; the bound keeps every product the arithmetic forms (a mean
// of two terms, a multiplication, a sixth power tested by division) far from
// int64 overflow.
const MaxValue = 1_000_000

// TermKind says whether a term is a number or a draw resolved from a seed.
type TermKind uint8

// Kinds of term.
const (
	TermNumber  TermKind = iota // a fixed number
	TermRange                   // {LO..HI}
	TermWhite                   // {white}: a value of White's men
	TermBlack                   // {black}: a value of Black's men
	TermArmy                    // {army}: a value of either army's men
	TermMissing                 // ?: the unknown term of a complete task
	TermTriumph                 // {triumph}: fourth: three men of a four-man triumph; place: a progression of the game's values
)

// Words of the new verbs.
var (
	fourthWords = []string{"great", "greater", "greatest"}
	moveShapes  = []string{"round", "triangle", "square"}
	ruleSets    = []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"}
)

// LearnerRules, in place of a moves task's rule set, asks about the rule
// set the learner learns in (Block.WithRules); until one is given it is
// DefaultRules.
const (
	LearnerRules = "{rules}"
	DefaultRules = "fulke1"
)

// WithRules is b with the learner's rule set in place of LearnerRules;
// other blocks, and an unknown rule set, leave b as it is.
func (b Block) WithRules(rules string) Block {
	if b.Task.Verb == VerbMoves && b.Task.Word == LearnerRules && slices.Contains(ruleSets, rules) {
		b.Task.Word = rules
	}
	return b
}

// Term is one number of a task: fixed, drawn or missing.
type Term struct {
	Kind  TermKind
	Value int64 // TermNumber: the number; TermRange: LO
	Hi    int64 // TermRange: HI
}

// Number returns a fixed term.
func Number(v int64) Term { return Term{Kind: TermNumber, Value: v} }

// IsDraw reports whether the term is resolved from a seed.
func (t Term) IsDraw() bool {
	return t.Kind == TermRange || t.Kind == TermWhite || t.Kind == TermBlack || t.Kind == TermArmy || t.Kind == TermTriumph
}

func (t Term) String() string {
	switch t.Kind {
	case TermNumber:
		return strconv.FormatInt(t.Value, 10)
	case TermRange:
		return fmt.Sprintf("{%d..%d}", t.Value, t.Hi)
	case TermWhite:
		return "{white}"
	case TermBlack:
		return "{black}"
	case TermArmy:
		return "{army}"
	case TermMissing:
		return "?"
	case TermTriumph:
		return "{triumph}"
	}
	return "{?}"
}

// Task is a parsed task line: a verb, its word (the mean's kind, the order,
// the way of taking) and its terms.
type Task struct {
	Verb  Verb
	Word  string // mean/complete: arithmetic|geometric|harmonic; order: round1..square2; take, takers: addition..division; fourth: greater|greatest; moves: the rule set
	Word2 string // moves: the shape (round, triangle, square)
	Terms []Term
}

// HasDraws reports whether any term is drawn from the seed.
func (t Task) HasDraws() bool {
	for _, term := range t.Terms {
		if term.IsDraw() {
			return true
		}
	}
	return false
}

// Values returns the fixed terms' numbers (0 for a missing term). It is
// meant for resolved tasks.
func (t Task) Values() []int64 {
	vs := make([]int64, len(t.Terms))
	for i, term := range t.Terms {
		if term.Kind == TermNumber {
			vs[i] = term.Value
		}
	}
	return vs
}

// String prints the task in the exercise format; a resolved task prints its
// numbers ("classify 12 9"), and parsing the result gives the task back.
func (t Task) String() string {
	var b strings.Builder
	switch t.Verb {
	case VerbOrder:
		// order ROOT ORDER: the word comes last.
		b.WriteString("order")
		for _, term := range t.Terms {
			b.WriteByte(' ')
			b.WriteString(term.String())
		}
		b.WriteByte(' ')
		b.WriteString(t.Word)
		return b.String()
	case VerbEruption:
		b.WriteString("take eruption")
	case VerbMoves:
		b.WriteString("moves " + t.Word + " " + t.Word2)
	case VerbInterval:
		b.WriteString("interval " + t.Word)
	case VerbRule, VerbUnrule:
		b.WriteString(t.Verb.String())
		if t.Word != "" {
			b.WriteString(" " + t.Word)
		}
	default:
		b.WriteString(t.Verb.String())
		if t.Word != "" {
			b.WriteByte(' ')
			b.WriteString(t.Word)
		}
	}
	for _, term := range t.Terms {
		b.WriteByte(' ')
		b.WriteString(term.String())
	}
	return b.String()
}
