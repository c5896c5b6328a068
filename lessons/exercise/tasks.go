package exercise

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/rules/arith"
)

// This file builds each kind of question: the prompt, the options and the
// solution with its working. Every number comes from rules/arith.

// AnotherKind is the option of a classify question limited to the kinds
// taught so far, for a ratio of a kind not yet among them.
const AnotherKind = "another kind"

func classify(t Task, kinds []string) (Question, error) {
	v := t.Values()
	r, err := arith.Classify(v[0], v[1])
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	// Equality and the five kinds on the ratio's side: the learner decides
	// the kind; the side (sub- or not) is which number is larger.
	names := arith.KindNames() // equality, the 5 greater kinds, the 5 sub- kinds
	options := []string{names[0]}
	if r.Lesser {
		options = append(options, names[6:11]...)
	} else {
		options = append(options, names[1:6]...)
	}
	choice := r.KindName()
	switch {
	case len(kinds) == 1 && kinds[0] == "all":
		options = names
	case len(kinds) > 0:
		options = slices.Clone(kinds)
		if !slices.ContainsFunc(kinds, func(k string) bool { return normalize(k) == normalize(choice) }) {
			choice = AnotherKind
		}
		options = append(options, AnotherKind)
	}
	return Question{
		Prompt:  fmt.Sprintf("What kind of ratio does %d bear to %d?", v[0], v[1]),
		Kind:    Choice,
		Options: options,
		sol: solution{
			choice:  choice,
			summary: r.Explain(),
			working: r.Steps,
			wrong: func(answer string) string {
				return kindNeeds(answer, r)
			},
		},
	}, nil
}

// kindNeeds says in numbers why the ratio is not of the kind answered,
// in the learner's numbers (45 : 20, not 9 : 4), naming what really fails:
// how many times the greater holds the lesser, and whether what is over is
// one part of the lesser or several.
func kindNeeds(answer string, r arith.Ratio) string {
	kind, lesser, err := arith.ParseKindName(answer)
	if err != nil {
		return ""
	}
	if lesser != r.Lesser && kind != arith.Equality && r.Kind != arith.Equality {
		if r.Lesser {
			return fmt.Sprintf("%d < %d: the lesser term comes first, so the kind takes \"sub\"", r.A, r.B)
		}
		return fmt.Sprintf("%d > %d: the greater term comes first, so the kind has no \"sub\"", r.A, r.B)
	}
	big, small := max(r.A, r.B), min(r.A, r.B)
	whole, rem := big/small, big%small
	split := fmt.Sprintf("%d = %d × %d + %d", big, whole, small, rem)
	if rem == 0 {
		split = fmt.Sprintf("%d = %d × %d", big, whole, small)
	}
	// What is over, in parts of the lesser: rem is r.Num parts, each
	// small/r.Den.
	var parts string
	if rem > 0 {
		each := small / r.Den
		if r.Num == 1 {
			parts = fmt.Sprintf("%d is one part of %d (%d = %d × %d), not several", rem, small, small, r.Den, each)
		} else {
			parts = fmt.Sprintf("%d is %d parts of %d, each of %d (%d = %d × %d), not one", rem, r.Num, small, each, small, r.Den, each)
		}
	}
	times := func(n int64) string {
		switch n {
		case 1:
			return "once"
		case 2:
			return "twice"
		}
		return fmt.Sprintf("%d times", n)
	}
	switch kind {
	case arith.Equality:
		return fmt.Sprintf("equality needs equal terms, and %d ≠ %d", r.A, r.B)
	case arith.Multiplex:
		if big == small {
			return fmt.Sprintf("multiplex needs one term to hold the other at least twice, and %d = %d", big, small)
		}
		if rem == 0 {
			return fmt.Sprintf("multiplex needs %d to hold %d at least twice: %s holds it only once", big, small, split)
		}
		return fmt.Sprintf("multiplex needs %d to hold %d a whole number of times, but %s leaves %d over", big, small, split, rem)
	case arith.Superparticular, arith.Superpartient:
		switch {
		case big == small:
			return fmt.Sprintf("%s needs the greater term to hold the lesser once and something over, and %d = %d", kind, big, small)
		case whole > 1:
			return fmt.Sprintf("%s needs %d to hold %d only once, but %s holds it %s", kind, big, small, split, times(whole))
		case rem == 0:
			return fmt.Sprintf("%s needs something over: %s leaves nothing", kind, split)
		}
		if (kind == arith.Superparticular) == (r.Num == 1) {
			return ""
		}
		return fmt.Sprintf("%s: %s, and %s", kind, split, parts)
	case arith.MultiplexSuperparticular, arith.MultiplexSuperpartient:
		switch {
		case big == small:
			return fmt.Sprintf("%s needs the greater term to hold the lesser at least twice, and %d = %d", kind, big, small)
		case whole < 2:
			return fmt.Sprintf("%s needs %d to hold %d at least twice, but %s holds it only once", kind, big, small, split)
		case rem == 0:
			return fmt.Sprintf("%s needs something over: %s leaves nothing, so the ratio is multiplex", kind, split)
		}
		if (kind == arith.MultiplexSuperparticular) == (r.Num == 1) {
			return ""
		}
		return fmt.Sprintf("%s: %s, and %s", kind, split, parts)
	}
	return ""
}

// taught reports whether a ratio's kind is among the kinds taught (kinds
// as a block names them; empty: every kind). A sub- kind counts as taught
// with its greater twin only when "all" or the sub- name itself is listed.
func taught(d arith.Ratio, kinds []string) bool {
	if len(kinds) == 0 || (len(kinds) == 1 && kinds[0] == "all") {
		return true
	}
	for _, k := range kinds {
		if normalize(k) == normalize(d.KindName()) {
			return true
		}
	}
	return false
}

// namedRatio classifies a : b for a question on its species: a ratio
// with a species name, of a kind among those taught ("kinds:
// superparticular" keeps a drawn ratio to the kind its prompt speaks of).
func namedRatio(a, b int64, kinds []string) (arith.Ratio, error) {
	r, err := arith.Classify(a, b)
	if err != nil {
		return arith.Ratio{}, unanswerable("%v", err)
	}
	if r.Species == "" {
		return arith.Ratio{}, unanswerable("%d : %d has no species name", a, b)
	}
	if !taught(r, kinds) {
		return arith.Ratio{}, unanswerable("%d : %d is %s, a kind not among %s", a, b, r.KindName(), strings.Join(kinds, ", "))
	}
	return r, nil
}

func species(t Task, rng *rand.Rand, kinds []string) (Question, error) {
	v := t.Values()
	r, err := namedRatio(v[0], v[1], kinds)
	if err != nil {
		return Question{}, err
	}
	distractors := speciesDistractors(r, rng, kinds)
	options := make([]string, 0, len(distractors)+1)
	options = append(options, r.Species)
	for _, d := range distractors {
		options = append(options, d.Species)
	}
	rng.Shuffle(len(options), func(i, j int) { options[i], options[j] = options[j], options[i] })
	return Question{
		Prompt:  fmt.Sprintf("What is the species, the Latin name, of the ratio %d : %d?", v[0], v[1]),
		Kind:    Choice,
		Options: options,
		sol: solution{
			choice:  r.Species,
			summary: r.Explain(),
			working: r.Steps,
			matches: r.NameMatches,
			wrong: func(answer string) string {
				for _, d := range distractors {
					if d.NameMatches(answer) || normalize(answer) == normalize(d.Species) {
						return fmt.Sprintf("%s is the species of %d : %d (%s)", d.Species, d.P, d.Q, d.Gloss)
					}
				}
				return ""
			},
		},
	}, nil
}

// speciesDistractors returns up to three ratios near r, each of another
// species: r turned round (sesquialter for subsesquialter), and ratios with
// a term one more or one less, or one more whole.
func speciesDistractors(r arith.Ratio, rng *rand.Rand, kinds []string) []arith.Ratio {
	big, small := r.P, r.Q
	if r.Lesser {
		big, small = small, big
	}
	orient := func(g, s int64) (int64, int64) {
		if r.Lesser {
			return s, g
		}
		return g, s
	}
	var near [][2]int64
	for _, c := range [][2]int64{{big + 1, small}, {big - 1, small}, {big, small + 1}, {big, small - 1}, {big + small, small}, {big + 2, small},
		{big + small, small + 1}, {big * 2, small}, {big + 2*small, small}, {big + 1, small + 1}, {big * 3, small}} {
		if c[0] > 0 && c[1] > 0 {
			a, b := orient(c[0], c[1])
			near = append(near, [2]int64{a, b})
		}
	}
	rng.Shuffle(len(near), func(i, j int) { near[i], near[j] = near[j], near[i] })
	// The ratio turned round goes first: mistaking the side is the commonest slip.
	near = append([][2]int64{{r.Q, r.P}}, near...)

	seen := map[string]bool{normalize(r.Species): true}
	var out []arith.Ratio
	for _, c := range near {
		d, err := arith.Classify(c[0], c[1])
		if err != nil || d.Species == "" || seen[normalize(d.Species)] || r.NameMatches(d.Species) || !taught(d, kinds) {
			continue
		}
		if d.Kind == arith.Equality && r.Kind != arith.Equality {
			// Nobody takes 4 : 3 for equality: a wasted option.
			continue
		}
		seen[normalize(d.Species)] = true
		out = append(out, d)
		if len(out) == 3 {
			break
		}
	}
	return out
}

func proportionOf(word string) arith.Proportion {
	p, err := arith.ParseProportion(word)
	if err != nil {
		return arith.ProportionNone
	}
	return p
}

// meanName names a mean for prompts as the lessons do: "musical
// (harmonic) mean", the 1563 book's word first.
func meanName(p arith.Proportion) string {
	if p == arith.Harmonic {
		return "musical (harmonic) mean"
	}
	return p.String() + " mean"
}

// splitChecks separates a result's steps from its "check:" lines.
func splitChecks(steps []string) (working, checks []string) {
	for _, s := range steps {
		if strings.HasPrefix(s, "check:") {
			checks = append(checks, s)
		} else {
			working = append(working, s)
		}
	}
	return working, checks
}

func mean(t Task) (Question, error) {
	v := t.Values()
	p := proportionOf(t.Word)
	res := arith.Mean(p, v[0], v[1])
	if !res.Whole {
		return Question{}, unanswerable("no whole %s between %d and %d: %s", meanName(p), v[0], v[1], res.Reason)
	}
	work, checks := splitChecks(res.Steps)
	return Question{
		Prompt: fmt.Sprintf("What is the %s between %d and %d?", meanName(p), v[0], v[1]),
		Kind:   NumberAnswer,
		sol: solution{
			number:  res.Value,
			summary: fmt.Sprintf("%s, so the %s between %d and %d is %d", strings.Join(work, ", "), meanName(p), v[0], v[1], res.Value),
			working: checks,
			wrong: func(answer string) string {
				n, err := ParseNumber(answer)
				if err != nil {
					return ""
				}
				for _, other := range arith.Proportions {
					if other == p {
						continue
					}
					if o := arith.Mean(other, v[0], v[1]); o.Whole && o.Value == n {
						return fmt.Sprintf("%d is the %s between them", n, meanName(other))
					}
				}
				lo, hi := min(v[0], v[1]), max(v[0], v[1])
				if n <= lo || n >= hi {
					return fmt.Sprintf("a mean lies between %d and %d, and %d does not", lo, hi, n)
				}
				return ""
			},
		},
	}, nil
}

func complete(t Task, drawn bool) (Question, error) {
	v := t.Values()
	p := proportionOf(t.Word)
	missing := slices.IndexFunc(t.Terms, func(term Term) bool { return term.Kind == TermMissing })
	if missing < 0 {
		return Question{}, fmt.Errorf("complete without a ? term")
	}
	res := arith.Complete(p, v[0], v[1], v[2], missing)
	if !res.Whole {
		return Question{}, unanswerable("%s %s has no whole missing term: %s", p, list(t.Terms), res.Reason)
	}
	filled := slices.Clone(v)
	filled[missing] = res.Value
	if drawn && !(filled[0] < filled[1] && filled[1] < filled[2]) {
		// The rules the lessons teach for a missing term (the 1563 book's
		// among them) are stated for rising terms: a drawn progression
		// rises, so that the hint, followed, gives the answer.
		return Question{}, unanswerable("%s does not rise", joinInts(filled))
	}
	work, checks := splitChecks(res.Steps)
	name := p.String()
	if p == arith.Harmonic {
		name = "musical (harmonic)"
	}
	return Question{
		Prompt: fmt.Sprintf("Complete the %s progression %s: what is the missing term?", name, list(t.Terms)),
		Kind:   NumberAnswer,
		sol: solution{
			number:  res.Value,
			summary: fmt.Sprintf("%s, so the progression is %s", strings.Join(work, ", "), joinInts(filled)),
			working: checks,
			wrong: func(answer string) string {
				n, err := ParseNumber(answer)
				if err != nil || n <= 0 || n > MaxValue {
					return ""
				}
				with := slices.Clone(v)
				with[missing] = n
				sorted := slices.Sorted(slices.Values(with))
				if arith.InProgression(p, with[0], with[1], with[2]) {
					// In any order the terms hold, but not in the order asked.
					return fmt.Sprintf("with %d the terms are %s only in the order %s, and the progression asked for is %s in that order",
						n, p, joinInts(sorted), list(t.Terms))
				}
				line := "with " + strconv.FormatInt(n, 10) + ": " + arith.ExplainProgression(p, with[0], with[1], with[2])
				for _, other := range arith.Proportions {
					if other != p && arith.InProgression(other, with[0], with[1], with[2]) {
						line += fmt.Sprintf("; %s is %s, not %s", joinInts(sorted), other, p)
					}
				}
				return line
			},
		},
	}, nil
}

func joinInts(vs []int64) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = strconv.FormatInt(v, 10)
	}
	return strings.Join(s, ", ")
}

// proportionNames are the options of proportion questions, in order,
// named as the lessons name them: the 1563 book's "musical" for harmonic.
func proportionNames() []string {
	names := make([]string, len(arith.Proportions))
	for i, p := range arith.Proportions {
		names[i] = proportionName(p)
	}
	return names
}

func proportionName(p arith.Proportion) string {
	if p == arith.Harmonic {
		return "musical"
	}
	return p.String()
}

func proportion(t Task, kinds []string) (Question, error) {
	v := t.Values()
	if len(slices.Compact(slices.Sorted(slices.Values(v)))) < len(v) {
		// A progression needs different terms: a draw of two equal men
		// asks nothing worth asking.
		return Question{}, unanswerable("%s: the values are not all different", joinInts(v))
	}
	holds := holding(v)
	options := proportionNames()
	if len(kinds) > 0 && kinds[0] != "all" {
		// Only the proportions taught so far are offered, and asked about.
		options = nil
		for _, k := range kinds {
			if p, err := arith.ParseProportion(k); err == nil {
				options = append(options, proportionName(p))
			}
		}
	}
	var picks []string
	for _, p := range holds {
		if slices.Contains(options, proportionName(p)) {
			picks = append(picks, proportionName(p))
		}
	}
	summary := fmt.Sprintf("%s hold %s", joinInts(v), FormatPicks(picks))
	switch {
	case len(picks) == 0 && len(options) == len(arith.Proportions):
		summary = fmt.Sprintf("%s hold none of the three proportions", joinInts(v))
	case len(picks) == 0 && len(options) == 1:
		summary = fmt.Sprintf("%s do not hold the %s proportion", joinInts(v), options[0])
	case len(picks) == 0:
		summary = fmt.Sprintf("%s hold neither %s", joinInts(v), strings.Join(options, " nor "))
	}
	// The working speaks only of the proportions offered: a lesson does
	// not show a test it has not taught yet.
	var working []string
	for _, line := range explainHolds(v) {
		taught := true
		for _, p := range arith.Proportions {
			if strings.Contains(line, p.String()) && !slices.Contains(options, proportionName(p)) {
				taught = false
			}
		}
		if taught {
			working = append(working, line)
		}
	}
	return Question{
		Prompt:  proportionPrompt(options, v),
		Kind:    MultiChoice,
		Options: options,
		sol: solution{
			picks:   picks,
			summary: summary,
			working: working,
			always:  true,
		},
	}, nil
}

func proportionPrompt(options []string, v []int64) string {
	if len(options) == len(arith.Proportions) {
		return fmt.Sprintf("Which of the three proportions do %s hold, taken in any order? It may be none.", joinInts(v))
	}
	if len(options) == 1 {
		return fmt.Sprintf("Do %s hold the %s proportion, taken in any order? Pick it if they do, or none.", joinInts(v), options[0])
	}
	return fmt.Sprintf("Which of the proportions %s do %s hold, taken in any order? It may be none.", strings.Join(options, ", "), joinInts(v))
}

// holding lists the proportions three or four values hold, in option order.
func holding(v []int64) []arith.Proportion {
	var holds []arith.Proportion
	if len(v) == 3 {
		holds = arith.Progressions(v[0], v[1], v[2])
	} else {
		holds = arith.FourHolds(v[0], v[1], v[2], v[3])
	}
	out := make([]arith.Proportion, 0, len(holds))
	for _, p := range arith.Proportions {
		if slices.Contains(holds, p) {
			out = append(out, p)
		}
	}
	return out
}

// explainHolds gives, for each proportion, the numbers that show it holds
// or fails.
func explainHolds(v []int64) []string {
	if len(v) == 3 {
		lines := make([]string, 0, 3)
		for _, p := range arith.Proportions {
			lines = append(lines, arith.ExplainProgression(p, v[0], v[1], v[2]))
		}
		return lines
	}
	var lines []string
	for _, h := range arith.Holdings(v...) {
		lines = append(lines, fmt.Sprintf("%s: %s", joinInts(h.Terms), h.Why))
	}
	if len(lines) == 0 {
		s := slices.Sorted(slices.Values(v))
		lines = append(lines, fmt.Sprintf("no three of %s are in any progression, and %d × %d = %d but %d × %d = %d: not %d : %d = %d : %d",
			joinInts(s), s[0], s[3], s[0]*s[3], s[1], s[2], s[1]*s[2], s[0], s[1], s[2], s[3]))
	}
	return lines
}

func triumph(t Task) (Question, error) {
	v := t.Values()
	kind, props := arith.TriumphOf(v...)
	var working []string
	if len(props) == 0 {
		// ExplainTriumph names the proportions that hold; when none does,
		// show the numbers that fail.
		working = explainHolds(v)
	}
	choice := None
	if kind != arith.TriumphNone {
		choice = kind.String()
	}
	summary := arith.ExplainTriumph(v...)
	return Question{
		Prompt:  fmt.Sprintf("Which triumph do men of %s make, set in the enemy's camp?", joinInts(v)),
		Kind:    Choice,
		Options: []string{"great", "greater", "greatest", None},
		sol: solution{
			choice:  choice,
			summary: summary,
			working: working,
			always:  true,
			wrong: func(answer string) string {
				switch normalize(answer) {
				case "great":
					return "a great triumph is three men in one proportion"
				case "greater":
					return "a greater triumph is four men holding two of the three proportions"
				case "greatest":
					return "the greatest triumph is four men holding all three proportions"
				}
				return ""
			},
		},
	}, nil
}

func order(t Task) (Question, error) {
	n := t.Values()[0]
	o, err := arith.ParseOrder(t.Word)
	if err != nil {
		return Question{}, err
	}
	return Question{
		Prompt: fmt.Sprintf("What number does the %s give from the root %d?", o.Title(), n),
		Kind:   NumberAnswer,
		sol: solution{
			number:  o.Value(n),
			summary: fmt.Sprintf("the %s from %d: %s", o.Title(), n, o.Born(n)),
			wrong: func(answer string) string {
				a, err := ParseNumber(answer)
				if err != nil {
					return ""
				}
				for _, other := range arith.Orders {
					if other != o && other.Value(n) == a {
						return fmt.Sprintf("%d is what the %s gives: %s", a, other.Title(), other.Born(n))
					}
				}
				return ""
			},
		},
	}, nil
}

// taking is the value two men take together by one way of taking, with
// the working; ok is false when that way gives no man.
func taking(way string, a, b int64) (value int64, working string, ok bool) {
	hi, lo := max(a, b), min(a, b)
	switch way {
	case "addition":
		return a + b, fmt.Sprintf("%d + %d = %d", a, b, a+b), true
	case "subtraction":
		if a == b {
			return 0, fmt.Sprintf("%d − %d = 0: equal men leave nothing", hi, lo), false
		}
		return hi - lo, fmt.Sprintf("%d − %d = %d", hi, lo, hi-lo), true
	case "multiplication":
		return a * b, fmt.Sprintf("%d × %d = %d", a, b, a*b), true // both at most MaxValue: no overflow
	case "division":
		if a == b {
			return 0, fmt.Sprintf("%d ÷ %d = 1: equal men give only 1", hi, lo), false
		}
		if hi%lo != 0 {
			return 0, fmt.Sprintf("%d ÷ %d leaves %d over", hi, lo, hi%lo), false
		}
		return hi / lo, fmt.Sprintf("%d ÷ %d = %d (%d × %d = %d)", hi, lo, hi/lo, hi/lo, lo, hi), true
	}
	return 0, "", false
}

var takeWays = []string{"addition", "subtraction", "multiplication", "division"}

// take builds a take question. When its operands were drawn from the
// armies (drawn), the result must be the value of a man of enemy (an army
// draw's kind; TermArmy: either army), or the draw is unanswerable and
// drawn again: the man they take must exist.
func take(t Task, enemy TermKind, drawn bool) (Question, error) {
	v := t.Values()
	value, working, ok := taking(t.Word, v[0], v[1])
	if !ok {
		return Question{}, unanswerable("%s: no man is taken by %s", working, t.Word)
	}
	taken := fmt.Sprintf("a man of %d", value)
	if drawn {
		if !slices.Contains(ArmyValues(enemy), value) {
			return Question{}, unanswerable("%s, and no man of %s bears %d", working, armyName(enemy), value)
		}
		if enemy != TermArmy {
			taken = fmt.Sprintf("%s's man of %d", armyName(enemy), value)
		}
	}
	return Question{
		Prompt: fmt.Sprintf("Men of %d and %d both reach an enemy man. What must its value be for them to take it by %s?", v[0], v[1], t.Word),
		Kind:   NumberAnswer,
		sol: solution{
			number:  value,
			summary: fmt.Sprintf("%s: they take %s by %s", working, taken, t.Word),
			wrong: func(answer string) string {
				n, err := ParseNumber(answer)
				if err != nil {
					return ""
				}
				for _, way := range takeWays {
					if other, w, ok := taking(way, v[0], v[1]); ok && way != t.Word && other == n {
						return fmt.Sprintf("%d is what %s takes: %s", n, way, w)
					}
				}
				return ""
			},
		},
	}, nil
}

func eruption(t Task) (Question, error) {
	v := t.Values()
	a, target := v[0], v[1]
	var (
		d       int64
		working string
	)
	switch {
	case a == target:
		return Question{}, unanswerable("%d and %d are equal: that is equality, not eruption", a, target)
	case target > a:
		if target%a != 0 {
			return Question{}, unanswerable("%d ÷ %d leaves %d over: %d is no multiple of %d", target, a, target%a, target, a)
		}
		d = target / a
		working = fmt.Sprintf("%d × %d = %d", a, d, target)
	default:
		if a%target != 0 {
			return Question{}, unanswerable("%d ÷ %d leaves %d over: %d does not divide %d", a, target, a%target, target, a)
		}
		d = a / target
		working = fmt.Sprintf("%d ÷ %d = %d", a, d, target)
	}
	return Question{
		Prompt: fmt.Sprintf("A man of %d takes an enemy %d by eruption: by what number (the distance) is %d multiplied or divided to give %d?", a, target, a, target),
		Kind:   NumberAnswer,
		sol: solution{
			number:  d,
			summary: fmt.Sprintf("%s: %d takes %d by eruption at distance %d (the 1563 book counts only the void squares between the men; Němec counts both men's squares too)", working, a, target, d),
			wrong: func(answer string) string {
				n, err := ParseNumber(answer)
				if err != nil || n <= 0 || n > MaxValue {
					return ""
				}
				if target > a {
					return fmt.Sprintf("%d × %d = %d, not %d", a, n, a*n, target)
				}
				if a%n != 0 {
					return fmt.Sprintf("%d ÷ %d leaves %d over, and the distance must divide %d exactly into %d", a, n, a%n, a, target)
				}
				return fmt.Sprintf("%d ÷ %d = %d, not %d", a, n, a/n, target)
			},
		},
	}, nil
}

func cossic(t Task) (Question, error) {
	v := t.Values()
	a, b := v[0], v[1]
	if a == b {
		return Question{}, unanswerable("%d and %d are equal: no power joins a number to itself", a, b)
	}
	power, _ := arith.Cossic(a, b)
	choice, summary := power.String(), arith.ExplainCossic(a, b)
	if power == arith.PowerNone {
		choice = None
		summary = powersUpTo(min(a, b), max(a, b)) + ": " + summary
	}
	return Question{
		Prompt:  fmt.Sprintf("Which cossic sign joins %d and %d: which power of the one is the other?", a, b),
		Kind:    Choice,
		Options: arith.PowerNames(),
		sol: solution{
			choice:  choice,
			summary: summary,
			wrong: func(answer string) string {
				k, err := arith.ParsePower(answer)
				if err == nil && k == arith.PowerNone && power != arith.PowerNone {
					return fmt.Sprintf("there is one: %s", arith.ExplainCossic(a, b))
				}
				if err != nil || k < arith.Square {
					return ""
				}
				return powerOf(min(a, b), int(k), max(a, b))
			},
		},
	}, nil
}

// powerOf shows root to the power k, against the other number: "4² = 16,
// not 64", or where the powers pass it.
func powerOf(root int64, k int, other int64) string {
	p := root
	for i := 2; i <= k; i++ {
		p *= root // p ≤ other ≤ MaxValue before this: no overflow
		if p > other && i < k {
			return fmt.Sprintf("%d%s = %d is already more than %d", root, superscripts[i], p, other)
		}
	}
	if p == other {
		return ""
	}
	return fmt.Sprintf("%d%s = %d, not %d", root, superscripts[k], p, other)
}

var superscripts = [...]string{2: "²", 3: "³", 4: "⁴", 5: "⁵", 6: "⁶"}

// powersUpTo lists the powers 2..6 of lo up to the first that passes hi:
// "3² = 9, 3³ = 27, 3⁴ = 81 > 30".
func powersUpTo(lo, hi int64) string {
	if lo == 1 {
		return "every power of 1 is 1"
	}
	var parts []string
	p := lo
	for k := 2; k <= 6; k++ {
		p *= lo // p ≤ hi ≤ MaxValue before this, so p ≤ MaxValue²: no overflow
		if p > hi {
			parts = append(parts, fmt.Sprintf("%d%s = %d > %d", lo, superscripts[k], p, hi))
			break
		}
		parts = append(parts, fmt.Sprintf("%d%s = %d", lo, superscripts[k], p))
	}
	return strings.Join(parts, ", ")
}
