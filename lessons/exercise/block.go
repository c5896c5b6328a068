package exercise

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/lessons/lineerr"
	"github.com/rithmo/rithmo/rules/arith"
)

// Block is a parsed exercise block: what a lesson file states, never the
// answer.
type Block struct {
	Task Task
	Ask  string // the question text; "" means generated from the task
	Hint string
	// Kinds limits the options of a classify question to the kinds a
	// learner has been taught ("kinds: equality, multiplex"), with "another
	// kind" for the rest; "all" offers equality and all ten kinds of both
	// sides. Empty: equality and the five kinds of the ratio's side. It
	// also keeps species questions to those kinds, and limits proportion
	// questions to the proportions named ("kinds: arithmetic, geometric").
	Kinds []string
	// Before is the exercise before this one in its lesson, and Avoid the
	// groups of numbers its page works through ("6, 8, 12", "8 : 6",
	// "6 + 6 = 12"); both are set by the lessons package. A draw never
	// repeats the exercise before it or a worked example (see Ask).
	Before   *Block
	Avoid    [][]int64
	Line     int // line of the task: line numbers are those given to Parse
	AskLine  int
	HintLine int
}

// Parse reads the body of an exercise block (the lines between the fences).
// firstLine is the file's line number of the body's first line, so that
// errors name lines of the lesson file. Blank lines are ignored; every other
// line is "key: value" with key task, ask or hint, each at most once.
func Parse(body string, firstLine int) (Block, error) {
	var b Block
	lines := strings.Split(body, "\n")
	for i, raw := range lines {
		n := firstLine + i
		line := strings.TrimSpace(raw)
		if line == "" {
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return Block{}, lineerr.Errorf(n, "%q is not a key: value line (keys: task, ask, hint, kinds)", clip(line))
		}
		key = strings.TrimSpace(key)
		value = strings.TrimSpace(value)
		switch key {
		case "task":
			if b.Line != 0 {
				return Block{}, lineerr.Errorf(n, "a second task line (the first is line %d)", b.Line)
			}
			t, err := ParseTask(value)
			if err != nil {
				return Block{}, lineerr.Errorf(n, "task %q: %v", clip(value), err)
			}
			b.Task, b.Line = t, n
		case "kinds":
			for _, k := range strings.Split(value, ",") {
				k = strings.TrimSpace(k)
				if k == "all" {
					b.Kinds = append(b.Kinds, k)
					continue
				}
				_, _, err := arith.ParseKindName(k)
				if _, perr := arith.ParseProportion(k); perr == nil {
					err = nil
				}
				if err != nil || k == "" {
					return Block{}, lineerr.Errorf(n, "kinds: %q is not a kind of ratio", clip(k))
				}
				b.Kinds = append(b.Kinds, k)
			}
		case "ask", "hint":
			if value == "" {
				return Block{}, lineerr.Errorf(n, "%s line without text", key)
			}
			field, at := &b.Ask, &b.AskLine
			if key == "hint" {
				field, at = &b.Hint, &b.HintLine
			}
			if *at != 0 {
				return Block{}, lineerr.Errorf(n, "a second %s line (the first is line %d)", key, *at)
			}
			*field, *at = value, n
		default:
			return Block{}, lineerr.Errorf(n, "unknown key %q (keys: task, ask, hint, kinds)", clip(key))
		}
	}
	if b.Line == 0 {
		return Block{}, lineerr.Errorf(firstLine-1, "exercise block without a task line")
	}
	return b, nil
}

// clip shortens text quoted in an error message.
func clip(s string) string {
	const limit = 60
	if len(s) <= limit {
		return s
	}
	r := []rune(s)
	if len(r) <= limit {
		return s
	}
	return string(r[:limit-1]) + "…"
}

var (
	proportionWords = []string{"arithmetic", "geometric", "harmonic"}
	orderWords      = []string{"round1", "round2", "triangle1", "triangle2", "square1", "square2"}
	takeWords       = []string{"addition", "subtraction", "multiplication", "division", "eruption"}
)

// ParseTask reads a task line such as "classify 12 9" or
// "complete harmonic 3 ? 6".
func ParseTask(line string) (Task, error) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return Task{}, fmt.Errorf("empty task (tasks: classify, species, name, mean, complete, proportion, triumph, fourth, place, rule, order, take, takers, moves, sum, digits, cossic, power, consonance, parity, abundance, parts, prime, measure, means, unrule, interval)")
	}
	verb, args := fields[0], fields[1:]
	switch verb {
	case "classify", "species", "cossic", "consonance":
		v := map[string]Verb{"classify": VerbClassify, "species": VerbSpecies, "cossic": VerbCossic, "consonance": VerbConsonance}[verb]
		terms, err := parseTerms(verb, args, 2, 2, false)
		return Task{Verb: v, Terms: terms}, err
	case "mean", "complete":
		if len(args) == 0 {
			return Task{}, fmt.Errorf("%s needs a kind: arithmetic, geometric or harmonic", verb)
		}
		word, err := parseWord(args[0], "kind of mean", proportionWords, map[string]string{"musical": "harmonic"})
		if err != nil {
			return Task{}, err
		}
		if verb == "mean" {
			terms, err := parseTerms(verb, args[1:], 2, 2, false)
			return Task{Verb: VerbMean, Word: word, Terms: terms}, err
		}
		terms, err := parseTerms(verb, args[1:], 3, 3, true)
		if err != nil {
			return Task{}, err
		}
		missing := 0
		for _, t := range terms {
			if t.Kind == TermMissing {
				missing++
			}
		}
		if missing != 1 {
			return Task{}, fmt.Errorf("complete needs exactly one ? among its three terms, got %d", missing)
		}
		return Task{Verb: VerbComplete, Word: word, Terms: terms}, nil
	case "proportion", "triumph":
		v := VerbProportion
		if verb == "triumph" {
			v = VerbTriumph
		}
		terms, err := parseTerms(verb, args, 3, 4, false)
		return Task{Verb: v, Terms: terms}, err
	case "name":
		terms, err := parseTerms(verb, args, 2, 2, false)
		return Task{Verb: VerbName, Terms: terms}, err
	case "parity", "abundance", "parts", "prime":
		v := map[string]Verb{"parity": VerbParity, "abundance": VerbAbundance, "parts": VerbParts, "prime": VerbPrime}[verb]
		terms, err := parseTerms(verb, args, 1, 1, false)
		return Task{Verb: v, Terms: terms}, err
	case "measure":
		terms, err := parseTerms(verb, args, 2, 2, false)
		return Task{Verb: VerbMeasure, Terms: terms}, err
	case "means":
		terms, err := parseTerms(verb, args, 3, 3, false)
		return Task{Verb: VerbMeans, Terms: terms}, err
	case "unrule":
		terms, err := parseTerms(verb, args, 3, 3, false)
		return Task{Verb: VerbUnrule, Terms: terms}, err
	case "interval":
		if len(args) == 0 || (args[0] != "add" && args[0] != "less") {
			return Task{}, fmt.Errorf("interval needs add or less, then two ratios: interval add 3 2 4 3")
		}
		terms, err := parseTerms("interval "+args[0], args[1:], 4, 4, false)
		return Task{Verb: VerbInterval, Word: args[0], Terms: terms}, err
	case "rule":
		if len(args) > 0 && (args[0] == "up" || args[0] == "down" || args[0] == "turned") {
			terms, err := parseTerms("rule "+args[0], args[1:], 1, 1, false)
			return Task{Verb: VerbRule, Word: args[0], Terms: terms}, err
		}
		terms, err := parseTerms(verb, args, 3, 3, false)
		return Task{Verb: VerbRule, Terms: terms}, err
	case "place":
		if len(args) == 1 && args[0] == "{triumph}" {
			return Task{Verb: VerbPlace, Terms: []Term{{Kind: TermTriumph}}}, nil
		}
		terms, err := parseTerms(verb, args, 3, 3, false)
		return Task{Verb: VerbPlace, Terms: terms}, err
	case "fourth":
		if len(args) == 0 {
			return Task{}, fmt.Errorf("fourth needs a triumph: greater or greatest")
		}
		word, err := parseWord(args[0], "four-man triumph", fourthWords[1:], nil)
		if err != nil {
			return Task{}, err
		}
		if len(args) == 2 && args[1] == "{triumph}" {
			return Task{Verb: VerbFourth, Word: word, Terms: []Term{{Kind: TermTriumph}}}, nil
		}
		terms, err := parseTerms(verb, args[1:], 3, 3, false)
		return Task{Verb: VerbFourth, Word: word, Terms: terms}, err
	case "takers":
		if len(args) == 0 {
			return Task{}, fmt.Errorf("takers needs a way of taking: addition, subtraction, multiplication or division")
		}
		word, err := parseWord(args[0], "way of taking", takeWords[:4], nil)
		if err != nil {
			return Task{}, err
		}
		terms, err := parseTerms(verb, args[1:], 1, 1, false)
		if err == nil && terms[0].Kind != TermWhite && terms[0].Kind != TermBlack {
			err = fmt.Errorf("takers needs the man taken as {white} or {black}, so that the takers are the other army's")
		}
		return Task{Verb: VerbTakers, Word: word, Terms: terms}, err
	case "power":
		terms, err := parseTerms(verb, args, 2, 2, false)
		if err == nil {
			if k := terms[1]; (k.Kind == TermNumber && (k.Value < 2 || k.Value > 6)) || (k.Kind == TermRange && (k.Value < 2 || k.Hi > 6)) || (k.Kind != TermNumber && k.Kind != TermRange) {
				err = fmt.Errorf("power: the exponent is a number or range within 2-6")
			}
		}
		return Task{Verb: VerbPower, Terms: terms}, err
	case "sum", "digits":
		v := VerbSum
		if verb == "digits" {
			v = VerbDigits
		}
		terms, err := parseTerms(verb, args, 2, 9, false)
		return Task{Verb: v, Terms: terms}, err
	case "moves":
		if len(args) != 4 {
			return Task{}, fmt.Errorf("moves needs a rule set, a shape, a file (1-8) and a rank (1-16), got %d words", len(args))
		}
		rs := LearnerRules
		if args[0] != LearnerRules {
			var err error
			if rs, err = parseWord(args[0], "rule set", ruleSets, nil); err != nil {
				return Task{}, err
			}
		}
		shape, err := parseWord(args[1], "shape", moveShapes, nil)
		if err != nil {
			return Task{}, err
		}
		terms, err := parseTerms(verb, args[2:], 2, 2, false)
		if err != nil {
			return Task{}, err
		}
		for i, hi := range []int64{8, 16} {
			if t := terms[i]; (t.Kind == TermNumber && t.Value > hi) || (t.Kind == TermRange && t.Hi > hi) || (t.Kind != TermNumber && t.Kind != TermRange) {
				return Task{}, fmt.Errorf("moves: the %s is a number or range within 1-%d", [2]string{"file", "rank"}[i], hi)
			}
		}
		return Task{Verb: VerbMoves, Word: rs, Word2: shape, Terms: terms}, nil
	case "order":
		if len(args) != 2 {
			return Task{}, fmt.Errorf("order needs a root and an order (order ROOT round1|round2|triangle1|triangle2|square1|square2), got %d words", len(args))
		}
		word, err := parseWord(args[1], "order", orderWords, nil)
		if err != nil {
			return Task{}, err
		}
		terms, err := parseTerms(verb, args[:1], 1, 1, false)
		return Task{Verb: VerbOrder, Word: word, Terms: terms}, err
	case "take":
		if len(args) == 0 {
			return Task{}, fmt.Errorf("take needs a way of taking: addition, subtraction, multiplication, division or eruption")
		}
		word, err := parseWord(args[0], "way of taking", takeWords, nil)
		if err != nil {
			return Task{}, err
		}
		terms, err := parseTerms("take "+word, args[1:], 2, 2, false)
		if word == "eruption" {
			return Task{Verb: VerbEruption, Terms: terms}, err
		}
		return Task{Verb: VerbTake, Word: word, Terms: terms}, err
	}
	return Task{}, fmt.Errorf("unknown task %q (tasks: classify, species, name, mean, complete, proportion, triumph, fourth, place, rule, order, take, takers, moves, sum, digits, cossic, power, consonance, parity, abundance, parts, prime, measure, means, unrule, interval)", clip(verb))
}

func parseWord(word, what string, known []string, aliases map[string]string) (string, error) {
	w := strings.ToLower(word)
	if a, ok := aliases[w]; ok {
		return a, nil
	}
	for _, k := range known {
		if w == k {
			return k, nil
		}
	}
	return "", fmt.Errorf("unknown %s %q (one of %s)", what, clip(word), strings.Join(known, ", "))
}

func parseTerms(verb string, args []string, lo, hi int, allowMissing bool) ([]Term, error) {
	if len(args) < lo || len(args) > hi {
		want := strconv.Itoa(lo)
		if hi != lo {
			want = fmt.Sprintf("%d or %d", lo, hi)
		}
		return nil, fmt.Errorf("%s needs %s numbers, got %d", verb, want, len(args))
	}
	terms := make([]Term, len(args))
	for i, a := range args {
		t, err := ParseTerm(a)
		if err != nil {
			return nil, fmt.Errorf("term %d %q: %v", i+1, clip(a), err)
		}
		if t.Kind == TermMissing && !allowMissing {
			return nil, fmt.Errorf("term %d: ? is only for complete", i+1)
		}
		terms[i] = t
	}
	return terms, nil
}

// ParseTerm reads one term: a positive number, ?, {LO..HI}, {white},
// {black} or {army}.
func ParseTerm(s string) (Term, error) {
	switch s {
	case "?":
		return Term{Kind: TermMissing}, nil
	case "{white}":
		return Term{Kind: TermWhite}, nil
	case "{black}":
		return Term{Kind: TermBlack}, nil
	case "{army}":
		return Term{Kind: TermArmy}, nil
	}
	if inner, ok := strings.CutPrefix(s, "{"); ok {
		inner, ok = strings.CutSuffix(inner, "}")
		if !ok {
			return Term{}, fmt.Errorf("a draw is written {LO..HI}, {white}, {black} or {army}")
		}
		los, his, ok := strings.Cut(inner, "..")
		if !ok {
			return Term{}, fmt.Errorf("unknown draw; a draw is written {LO..HI}, {white}, {black} or {army}")
		}
		lo, err := parseNumber(los)
		if err != nil {
			return Term{}, fmt.Errorf("range start: %v", err)
		}
		hi, err := parseNumber(his)
		if err != nil {
			return Term{}, fmt.Errorf("range end: %v", err)
		}
		if lo > hi {
			return Term{}, fmt.Errorf("range start %d is above its end %d", lo, hi)
		}
		return Term{Kind: TermRange, Value: lo, Hi: hi}, nil
	}
	v, err := parseNumber(s)
	if err != nil {
		return Term{}, err
	}
	return Number(v), nil
}

func parseNumber(s string) (int64, error) {
	if s == "" {
		return 0, fmt.Errorf("missing number")
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, fmt.Errorf("not a whole number")
		}
	}
	if len(s) > len(strconv.Itoa(MaxValue)) {
		return 0, fmt.Errorf("above the largest number allowed, %d", MaxValue)
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("not a whole number")
	}
	if v == 0 {
		return 0, fmt.Errorf("numbers must be positive")
	}
	if v > MaxValue {
		return 0, fmt.Errorf("above the largest number allowed, %d", MaxValue)
	}
	return v, nil
}
