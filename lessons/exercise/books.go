package exercise

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/rules/arith"
)

// This file builds the questions of Boethius' Book I (kinds of even,
// perfect and its neighbours, prime, the common measure), of Book II's
// ten means and rules run backwards, and of the consonances. Every answer
// comes from rules/arith.

func parity(t Task) (Question, error) {
	n := t.Values()[0]
	p, why, err := arith.ParityOf(n)
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	return Question{
		Prompt:  fmt.Sprintf("Of which kind is %d: evenly even, evenly odd, oddly even, or odd?", n),
		Kind:    Choice,
		Options: arith.ParityNames(),
		sol: solution{
			choice:  p.String(),
			summary: fmt.Sprintf("%s: %d is %s (%s)", why, n, p, arith.ParityLatin(p)),
			wrong: func(answer string) string {
				switch normalize(answer) {
				case "evenly even":
					return "evenly even halves down to 1 through even numbers only"
				case "evenly odd":
					return "evenly odd is odd after one halving"
				case "oddly even":
					return "oddly even halves more than once and ends at an odd number above 1"
				case "odd":
					return fmt.Sprintf("%d ÷ 2 = %d leaves nothing over: %d is even", n, n/2, n)
				}
				return ""
			},
		},
	}, nil
}

func abundance(t Task) (Question, error) {
	n := t.Values()[0]
	a, _, why, err := arith.AbundanceOf(n)
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	return Question{
		Prompt:  fmt.Sprintf("Is %d perfect, abundant or deficient?", n),
		Kind:    Choice,
		Options: arith.AbundanceNames(),
		sol:     solution{choice: a.String(), summary: why},
	}, nil
}

// parts asks for the sum of a number's parts, typed.
func parts(t Task) (Question, error) {
	n := t.Values()[0]
	_, sum, why, err := arith.AbundanceOf(n)
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	ps := arith.Parts(n)
	return Question{
		Prompt: fmt.Sprintf("Add up the parts of %d, every number below it that measures it. What is their sum?", n),
		Kind:   NumberAnswer,
		sol: solution{
			number:  sum,
			summary: why,
			wrong: func(answer string) string {
				got, err := ParseNumber(answer)
				if err != nil {
					return ""
				}
				if got == sum+n {
					return fmt.Sprintf("%d counts %d itself, and a number is no part of itself", got, n)
				}
				return fmt.Sprintf("%d has %d parts: %s", n, len(ps), joinInts(ps))
			},
		},
	}, nil
}

func prime(t Task) (Question, error) {
	n := t.Values()[0]
	p, why, err := arith.Prime(n)
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	choice := "composite"
	if p {
		choice = "prime"
	}
	return Question{
		Prompt:  fmt.Sprintf("Is %d prime or composite?", n),
		Kind:    Choice,
		Options: []string{"prime", "composite"},
		sol:     solution{choice: choice, summary: why},
	}, nil
}

// measure asks for the greatest common measure, typed, found by taking
// the smaller from the larger (I.18).
func measure(t Task) (Question, error) {
	v := t.Values()
	a, b := v[0], v[1]
	if a == b {
		return Question{}, unanswerable("%d and %d are equal", a, b)
	}
	m, steps, err := arith.Measure(a, b)
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	return Question{
		Prompt: fmt.Sprintf("Take the smaller from the larger until the two are equal: what is the greatest number that measures both %d and %d?", a, b),
		Kind:   NumberAnswer,
		sol: solution{
			number:  m,
			summary: fmt.Sprintf("%s; %s", strings.Join(steps, ", "), arith.ExplainMeasure(a, b, m)),
			wrong: func(answer string) string {
				got, err := ParseNumber(answer)
				if err != nil || got < 1 {
					return ""
				}
				switch {
				case a%got != 0:
					return fmt.Sprintf("%d does not measure %d: %d = %d × %d + %d", got, a, a, a/got, got, a%got)
				case b%got != 0:
					return fmt.Sprintf("%d does not measure %d: %d = %d × %d + %d", got, b, b, b/got, got, b%got)
				}
				return fmt.Sprintf("%d measures both, but %d is greater and measures both too", got, m)
			},
		},
	}, nil
}

// tenMeans asks which of the ten means three numbers make. The terms are
// shown from the greatest down, as Boethius sets them out.
func tenMeans(t Task) (Question, error) {
	v := t.Values()
	checks, err := arith.TenMeansOf(v[0], v[1], v[2])
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	sorted := slices.Sorted(slices.Values(v))
	slices.Reverse(sorted)
	var options, picks, working []string
	for _, c := range checks {
		options = append(options, meanOption(c.Mean))
		if c.Holds {
			picks = append(picks, meanOption(c.Mean))
			working = append(working, c.Why)
		}
	}
	if len(picks) == 0 {
		return Question{}, unanswerable("%s make none of the ten means", joinInts(sorted))
	}
	return Question{
		Prompt:  fmt.Sprintf("Set out as %s (greatest first), which of the ten means do the three make?", joinInts(sorted)),
		Kind:    MultiChoice,
		Options: options,
		sol: solution{
			picks:   picks,
			summary: fmt.Sprintf("with a = %d, b = %d, c = %d they make the %s mean%s", sorted[0], sorted[1], sorted[2], FormatPicks(picks), plural(len(picks))),
			working: working,
			always:  true,
			wrong: func(answer string) string {
				var lines []string
				for _, p := range ParsePicks(answer) {
					for _, c := range checks {
						if meanOption(c.Mean) == p && !c.Holds {
							lines = append(lines, c.Why)
						}
					}
				}
				return strings.Join(lines, "\n")
			},
		},
	}, nil
}

// meanOption names a mean as the options do: the third is "musical", as
// in every lesson (ParsePicks reads "harmonic" so).
func meanOption(m arith.TenMean) string {
	if m.Number == 3 {
		return "musical"
	}
	return m.Name
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// unrule asks for the terms Boethius' rules were run on, from the terms
// they made: the rules backwards (II.1). The task names the terms the
// rules started from, so that every draw has an answer; the question
// shows what the rules made of them.
func unrule(t Task) (Question, error) {
	in, err := ruleTriple(t)
	if err != nil {
		return Question{}, err
	}
	made := boethius(in[0], in[1], in[2])
	from, steps, ok := arith.Unrule(made[0], made[1], made[2])
	if !ok || from != in {
		return Question{}, unanswerable("%s do not come back to %s", joinInts(made[:]), joinInts(in[:]))
	}
	return Question{
		Prompt:      fmt.Sprintf("Boethius' rules made %s. Run them backwards: from what three terms did they come?", joinInts(made[:])),
		Kind:        TextAnswer,
		Placeholder: "three numbers, like 1, 1, 1",
		sol: solution{
			text:    joinInts(from[:]),
			summary: fmt.Sprintf("%s came from %s", joinInts(made[:]), joinInts(from[:])),
			working: steps,
			always:  true,
			accept: func(answer string) (bool, string) {
				got := numbersOf(answer)
				if len(got) != 3 {
					return false, fmt.Sprintf("the rules ran on three terms, and %s gives %d", quote(answer), len(got))
				}
				if slices.Equal(got, from[:]) {
					return true, ""
				}
				forward := boethius(got[0], got[1], got[2])
				return false, fmt.Sprintf("run forwards, %s make %s, not %s", joinInts(got), joinInts(forward[:]), joinInts(made[:]))
			},
		},
	}, nil
}

// consonances are the five with their ratios, for feedback.
var consonances = [...]struct {
	c    arith.Consonance
	p, q int64
}{{arith.Octave, 2, 1}, {arith.Fifth, 3, 2}, {arith.Fourth, 4, 3}, {arith.OctaveAndFifth, 3, 1}, {arith.DoubleOctave, 4, 1}}

func consonance(t Task) (Question, error) {
	v := t.Values()
	c, why, err := arith.ConsonanceOf(v[0], v[1])
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	if v[0] == v[1] {
		return Question{}, unanswerable("%d and %d are equal: a unison", v[0], v[1])
	}
	return Question{
		Prompt:  fmt.Sprintf("Two strings of lengths %d and %d sound together. Which Pythagorean consonance do they make, if any?", v[0], v[1]),
		Kind:    Choice,
		Options: arith.ConsonanceNames(),
		sol: solution{
			choice:  c.String(),
			summary: why,
			wrong: func(answer string) string {
				for _, o := range consonances {
					if normalize(answer) == o.c.String() {
						return fmt.Sprintf("the %s is %d : %d", o.c, o.p, o.q)
					}
				}
				return ""
			},
		},
	}, nil
}

// interval asks for the ratio two intervals make together ("add") or
// what is left when the second is taken from the first ("less"), typed
// as "P : Q" in lowest terms or any equal ratio.
func interval(t Task) (Question, error) {
	v := t.Values()
	less := t.Word == "less"
	if v[0] == v[1] || v[2] == v[3] {
		return Question{}, unanswerable("%d : %d and %d : %d: an equal ratio is no interval", v[0], v[1], v[2], v[3])
	}
	p, q, working, err := arith.ComposeRatios(v[0], v[1], v[2], v[3], less)
	if err != nil {
		return Question{}, unanswerable("%v", err)
	}
	if p == q {
		return Question{}, unanswerable("%s: a unison", working)
	}
	ask := fmt.Sprintf("A string sounds %d : %d against a second, and the second sounds %d : %d against a third. What ratio do the first and third make?", v[0], v[1], v[2], v[3])
	if less {
		ask = fmt.Sprintf("Take the interval %d : %d from the interval %d : %d. What ratio is left?", v[2], v[3], v[0], v[1])
	}
	name := ""
	if r, err := arith.Classify(p, q); err == nil && r.Species != "" {
		name = ", " + r.Species
	}
	if c, _, err := arith.ConsonanceOf(p, q); err == nil && c != arith.ConsonanceNone {
		name += ", the " + c.String()
	}
	return Question{
		Prompt:      ask,
		Kind:        TextAnswer,
		Placeholder: "a ratio, like 3 : 2",
		sol: solution{
			text:    fmt.Sprintf("%d : %d", p, q),
			summary: working + name,
			accept: func(answer string) (bool, string) {
				got := numbersOf(answer)
				if len(got) != 2 || got[0] < 1 || got[1] < 1 {
					return false, fmt.Sprintf("a ratio is two numbers, like 3 : 2, and %s is not", quote(answer))
				}
				// In lowest terms, without multiplying: a typed number may
				// be as large as int64 allows.
				g := arith.GCD(got[0], got[1])
				if got[0]/g == p && got[1]/g == q {
					return true, ""
				}
				return false, fmt.Sprintf("%d : %d is %d : %d in lowest terms, not %d : %d", got[0], got[1], got[0]/g, got[1]/g, p, q)
			},
		},
	}, nil
}
