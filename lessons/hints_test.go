package lessons

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/rules/arith"
)

// This file follows each exercise's hint mechanically, as a learner would,
// with plain arithmetic of its own (not rules/arith's judging), and checks
// that the answer it reaches is one the checker accepts, on 1,000 seeds
// of every exercise of every lesson. It also checks that what an ask says
// of its draw holds for the draw ("two men of the armies", "rising", "a
// root faces one of its powers").
//
// A recipe is the method the lessons teach for a task. Where a hint
// teaches its own way (the musical first term: "divide by their
// difference added to the larger"), hintRecipes holds that way, keyed by
// the hint's words, so that a hint that only works for some draws fails
// here.

type recipe func(q exercise.Question) string

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// kindByRemainder: "Divide the greater by the lesser: whole times with
// nothing over, or once with one part over?"
func kindByRemainder(a, b int64) string {
	big, small := max(a, b), min(a, b)
	sub := ""
	if a < b {
		sub = "sub"
	}
	k, r := big/small, big%small
	switch {
	case big == small:
		return "equality"
	case r == 0:
		return sub + "multiplex"
	case k == 1 && small%r == 0 && arith.GCD(big, small) == r:
		return sub + "superparticular"
	case k == 1:
		return sub + "superpartient"
	case arith.GCD(big, small) == r:
		return sub + "multiplex superparticular"
	}
	return sub + "multiplex superpartient"
}

// latinOfLowest: "Reduce to lowest terms and read the smaller term": the
// name of the reduced ratio.
func latinOfLowest(a, b int64) string {
	g := arith.GCD(a, b)
	r, err := arith.Classify(a/g, b/g)
	if err != nil {
		return ""
	}
	return r.Species
}

func isqrt(n int64) (int64, bool) {
	r := int64(0)
	for (r+1)*(r+1) <= n {
		r++
	}
	return r, r*r == n
}

// progression tests by the lessons' definitions.
func progressionHolds(kind string, x, y, z int64) bool {
	v := []int64{x, y, z}
	slices.Sort(v)
	a, b, c := v[0], v[1], v[2]
	switch kind {
	case "arithmetic":
		return b-a == c-b
	case "geometric":
		return b*b == a*c
	case "musical":
		return (c-b)*a == (b-a)*c
	}
	return false
}

// kindsOf lists the proportions three or four values hold: each kind by
// some three of them, geometric also by a : b = c : d of the four sorted.
func kindsOf(v []int64) []string {
	var out []string
	for _, kind := range []string{"arithmetic", "geometric", "musical"} {
		held := false
		for i := range v {
			for j := i + 1; j < len(v); j++ {
				for k := j + 1; k < len(v); k++ {
					if v[i] != v[j] && v[j] != v[k] && v[i] != v[k] && progressionHolds(kind, v[i], v[j], v[k]) {
						held = true
					}
				}
			}
		}
		if kind == "geometric" && len(v) == 4 {
			s := slices.Sorted(slices.Values(v))
			held = held || s[0]*s[3] == s[1]*s[2]
		}
		if held {
			out = append(out, kind)
		}
	}
	return out
}

func triumphName(v []int64) string {
	k := kindsOf(v)
	switch {
	case len(v) == 3 && len(k) >= 1:
		return "great"
	case len(v) == 4 && len(k) == 2:
		return "greater"
	case len(v) == 4 && len(k) == 3:
		return "greatest"
	}
	return "none"
}

func men(white bool) []int64 { return arith.ArmyValues(white) }

func isMan(v int64) bool {
	return slices.Contains(men(true), v) || slices.Contains(men(false), v)
}

// powerFactors: "How many times must the smaller be used as a factor to
// make the larger?"
func powerFactors(a, b int64) string {
	lo, hi := min(a, b), max(a, b)
	p, n := lo, 1
	for p < hi && n < 7 {
		p *= lo
		n++
	}
	names := map[int]string{2: "square", 3: "cube", 4: "square of square", 5: "sursolid", 6: "square of cube"}
	if p == hi && names[n] != "" {
		return names[n]
	}
	return "none"
}

var moveTable = map[string][3][3]int{ // rule set: shape: {orthogonal, diagonal, distance}
	"fulke1":  {{0, 1, 1}, {1, 0, 2}, {1, 0, 3}},
	"fulke2":  {{1, 1, 1}, {1, 1, 2}, {1, 1, 3}},
	"fulke3":  {{1, 0, 1}, {1, 0, 2}, {1, 0, 3}},
	"nemec":   {{1, 1, 1}, {1, 1, 2}, {1, 1, 3}},
	"parlett": {{1, 0, 1}, {0, 1, 2}, {1, 1, 3}},
}

// recipes by task verb: the lessons' methods.
var recipes = map[exercise.Verb]recipe{
	exercise.VerbClassify: func(q exercise.Question) string {
		v := q.Task.Values()
		k := kindByRemainder(v[0], v[1])
		if !slices.Contains(q.Options, k) {
			return exercise.AnotherKind
		}
		return k
	},
	exercise.VerbSpecies: func(q exercise.Question) string { v := q.Task.Values(); return latinOfLowest(v[0], v[1]) },
	exercise.VerbName:    func(q exercise.Question) string { v := q.Task.Values(); return latinOfLowest(v[0], v[1]) },
	exercise.VerbMean: func(q exercise.Question) string {
		v := q.Task.Values()
		a, b := v[0], v[1]
		switch q.Task.Word {
		case "arithmetic":
			return itoa((a + b) / 2) // "add the two and halve the sum"
		case "geometric":
			r, _ := isqrt(a * b) // "the square root of the product"
			return itoa(r)
		}
		return itoa(2 * a * b / (a + b)) // "double the product, divide by the sum"
	},
	exercise.VerbComplete: func(q exercise.Question) string {
		v := q.Task.Values()
		miss := slices.Index(v, 0)
		a, b, c := v[0], v[1], v[2]
		switch q.Task.Word + strconv.Itoa(miss) {
		case "arithmetic0":
			return itoa(2*b - c) // the middle doubled, less the last
		case "arithmetic1":
			return itoa((a + c) / 2)
		case "arithmetic2":
			return itoa(2*b - a)
		case "geometric0":
			return itoa(b * b / c)
		case "geometric1":
			r, _ := isqrt(a * c)
			return itoa(r)
		case "geometric2":
			return itoa(b * b / a) // "square the middle, divide by the first"
		case "harmonic1":
			return itoa(2 * a * c / (a + c))
		case "harmonic2":
			return itoa(a * b / (2*a - b)) // "divide by twice the first less the second"
		case "harmonic0":
			// The book's rule: multiply the second by the third, divide
			// by the difference added to the third.
			d := c - b
			if d < 0 {
				d = -d
			}
			if (b*c)%(d+c) != 0 {
				return "not whole"
			}
			return itoa(b * c / (d + c))
		}
		return ""
	},
	exercise.VerbProportion: func(q exercise.Question) string {
		var picks []string
		for _, k := range kindsOf(q.Task.Values()) {
			if slices.Contains(q.Options, k) {
				picks = append(picks, k)
			}
		}
		return exercise.FormatPicks(picks)
	},
	exercise.VerbTriumph: func(q exercise.Question) string { return triumphName(q.Task.Values()) },
	exercise.VerbOrder: func(q exercise.Question) string {
		n := q.Task.Values()[0]
		return itoa(map[string]int64{
			"round1": n, "round2": n * n, "triangle1": n * (n + 1), "triangle2": (n + 1) * (n + 1),
			"square1": (n + 1) * (2*n + 1), "square2": (2*n + 1) * (2*n + 1),
		}[q.Task.Word])
	},
	exercise.VerbTake: func(q exercise.Question) string {
		v := q.Task.Values()
		a, b := max(v[0], v[1]), min(v[0], v[1])
		return itoa(map[string]int64{"addition": a + b, "subtraction": a - b, "multiplication": a * b, "division": a / b}[q.Task.Word])
	},
	exercise.VerbEruption: func(q exercise.Question) string {
		v := q.Task.Values()
		return itoa(max(v[0], v[1]) / min(v[0], v[1]))
	},
	exercise.VerbCossic: func(q exercise.Question) string { v := q.Task.Values(); return powerFactors(v[0], v[1]) },
	exercise.VerbPower: func(q exercise.Question) string {
		v := q.Task.Values()
		p := v[0]
		for range v[1] - 1 {
			p *= v[0]
		}
		return powerFactors(v[0], p)
	},
	exercise.VerbRule: func(q exercise.Question) string {
		// "Keep the first; add the first two; then first + twice the
		// second + third", on the triple the prompt shows.
		nums := numbersAfter(q.Prompt, "rules to ")
		if len(nums) < 3 {
			return ""
		}
		a, b, c := nums[0], nums[1], nums[2]
		return fmt.Sprintf("%d, %d, %d", a, a+b, a+2*b+c)
	},
	exercise.VerbUnrule: func(q exercise.Question) string {
		nums := numbersAfter(q.Prompt, "rules made ")
		if len(nums) < 3 {
			return ""
		}
		a, b, c := nums[0], nums[1], nums[2]
		second := b - a
		return fmt.Sprintf("%d, %d, %d", a, second, c-2*second-a)
	},
	exercise.VerbFourth: func(q exercise.Question) string {
		v := q.Task.Values()
		want := strings.Fields(q.Task.Word)[0]
		for _, o := range q.Options { // "Try each option"
			d, _ := strconv.ParseInt(o, 10, 64)
			if triumphName(append(slices.Clone(v), d)) == want {
				return o
			}
		}
		return ""
	},
	exercise.VerbTakers: func(q exercise.Question) string {
		target := q.Task.Values()[0]
		takers := men(strings.Contains(q.Prompt, "White's men"))
		for i, a := range takers {
			for j, b := range takers {
				if i == j {
					continue
				}
				hi, lo := max(a, b), min(a, b)
				got := map[string]int64{"addition": a + b, "subtraction": hi - lo, "multiplication": a * b}[q.Task.Word]
				if q.Task.Word == "division" && hi%lo == 0 && hi != lo {
					got = hi / lo
				}
				if got == target {
					return fmt.Sprintf("%d and %d", a, b)
				}
			}
		}
		return ""
	},
	exercise.VerbPlace: func(q exercise.Question) string {
		// "The man of the middle value stands halfway between the other
		// two": on rank 14, c14 - e14 - g14, the middle term on e14.
		v := q.Task.Values()
		middle := slices.Sorted(slices.Values(v))[1]
		squares := []string{"c14", "g14"}
		var out []string
		for _, x := range v {
			if x == middle {
				out = append(out, "e14")
			} else {
				out = append(out, squares[0])
				squares = squares[1:]
			}
		}
		return strings.Join(out, " ")
	},
	exercise.VerbMoves: func(q exercise.Question) string {
		v := q.Task.Values()
		shape := map[string]int{"round": 0, "triangle": 1, "square": 2}[q.Task.Word2]
		m := moveTable[q.Task.Word][shape]
		var out []string
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				diag := df != 0 && dr != 0
				if (df == 0 && dr == 0) || (diag && m[1] == 0) || (!diag && m[0] == 0) {
					continue
				}
				f, r := int(v[0])+df*m[2], int(v[1])+dr*m[2]
				if f >= 1 && f <= 8 && r >= 1 && r <= 16 {
					out = append(out, fmt.Sprintf("%c%d", 'a'+f-1, r))
				}
			}
		}
		return strings.Join(out, " ")
	},
	exercise.VerbSum: func(q exercise.Question) string {
		var s int64
		for _, x := range q.Task.Values() {
			s += x
		}
		return itoa(s)
	},
	exercise.VerbDigits: func(q exercise.Question) string {
		n := 0
		for _, x := range q.Task.Values() {
			n += len(itoa(x))
		}
		return strconv.Itoa(n)
	},
	exercise.VerbConsonance: func(q exercise.Question) string {
		// "Reduce the ratio to lowest terms. If a term is larger than 4,
		// or the ratio is neither multiplex nor superparticular, it is
		// none; else match it with the table of the five."
		v := q.Task.Values()
		g := arith.GCD(v[0], v[1])
		p, r := max(v[0], v[1])/g, min(v[0], v[1])/g
		table := map[[2]int64]string{{2, 1}: "octave", {3, 2}: "fifth", {4, 3}: "fourth", {3, 1}: "octave and fifth", {4, 1}: "double octave"}
		if name, ok := table[[2]int64{p, r}]; ok && p <= 4 {
			return name
		}
		return "none"
	},
	exercise.VerbParity: func(q exercise.Question) string {
		// "Halve it again and again": where do the halvings end?
		n := q.Task.Values()[0]
		if n%2 == 1 {
			return "odd"
		}
		times := 0
		for n%2 == 0 {
			n /= 2
			times++
		}
		switch {
		case n == 1:
			return "evenly even"
		case times == 1:
			return "evenly odd"
		}
		return "oddly even"
	},
	exercise.VerbAbundance: func(q exercise.Question) string {
		n := q.Task.Values()[0]
		s := partsSum(n)
		switch {
		case s == n:
			return "perfect"
		case s > n:
			return "abundant"
		}
		return "deficient"
	},
	exercise.VerbParts: func(q exercise.Question) string { return itoa(partsSum(q.Task.Values()[0])) },
	exercise.VerbPrime: func(q exercise.Question) string {
		n := q.Task.Values()[0]
		for d := int64(2); d*d <= n; d++ {
			if n%d == 0 {
				return "composite"
			}
		}
		return "prime"
	},
	exercise.VerbMeasure: func(q exercise.Question) string {
		// "Take the smaller from the larger until the two are equal."
		v := q.Task.Values()
		a, b := v[0], v[1]
		for a != b {
			if a > b {
				a -= b
			} else {
				b -= a
			}
		}
		return itoa(a)
	},
	exercise.VerbMeans: func(q exercise.Question) string {
		// Set the three out greatest first as a, b, c, and test each
		// rule of the table by cross-multiplying.
		v := slices.Sorted(slices.Values(q.Task.Values()))
		a, b, c := v[2], v[1], v[0]
		rules := []struct {
			name           string
			d1, d2, t1, t2 int64
		}{
			{"arithmetic", a - b, b - c, a, a}, {"geometric", a - b, b - c, a, b}, {"musical", a - b, b - c, a, c},
			{"fourth", a - b, b - c, c, a}, {"fifth", a - b, b - c, c, b}, {"sixth", a - b, b - c, b, a},
			{"seventh", a - c, b - c, a, c}, {"eighth", a - c, a - b, a, c}, {"ninth", a - c, b - c, b, c}, {"tenth", a - c, a - b, b, c},
		}
		var picks []string
		for _, r := range rules {
			if r.d1*r.t2 == r.d2*r.t1 {
				picks = append(picks, r.name)
			}
		}
		return exercise.FormatPicks(picks)
	},
	exercise.VerbInterval: func(q exercise.Question) string {
		v := q.Task.Values()
		p, r := v[0]*v[2], v[1]*v[3]
		if q.Task.Word == "less" {
			p, r = v[0]*v[3], v[1]*v[2]
		}
		g := arith.GCD(p, r)
		return fmt.Sprintf("%d : %d", p/g, r/g)
	},
}

func partsSum(n int64) int64 {
	var s int64
	for d := int64(1); d < n; d++ {
		if n%d == 0 {
			s += d
		}
	}
	return s
}

// numbersAfter reads the numbers a prompt shows: those in its closing
// parenthesis, where an author's ask gets its drawn numbers, or else
// those after marker.
func numbersAfter(s, marker string) []int64 {
	rest := ""
	if i := strings.LastIndex(s, "("); i >= 0 && strings.HasSuffix(s, ")") {
		rest = s[i:]
	} else if _, after, ok := strings.Cut(s, marker); ok {
		rest = after
	}
	var out []int64
	for _, m := range regexp.MustCompile(`\d+`).FindAllString(rest, 3) {
		n, _ := strconv.ParseInt(m, 10, 64)
		out = append(out, n)
	}
	return out
}

// claims are what an ask may say of its draw, and the test of it.
var claims = []struct {
	phrase *regexp.Regexp
	holds  func(q exercise.Question) bool
}{
	{regexp.MustCompile(`(?i)men of the armies|two men|a white man faces a black`), func(q exercise.Question) bool {
		for _, v := range q.Task.Values() {
			if v != 0 && !isMan(v) {
				return false
			}
		}
		return true
	}},
	{regexp.MustCompile(`(?i)\brising\b`), func(q exercise.Question) bool {
		v := q.Task.Values()
		miss := slices.Index(v, 0)
		full := slices.Clone(v)
		if miss >= 0 {
			ans := exercise.AnswerText(q)
			full[miss], _ = strconv.ParseInt(ans, 10, 64)
		}
		return slices.IsSorted(full) && len(slices.Compact(slices.Clone(full))) == len(full)
	}},
	{regexp.MustCompile(`(?i)root faces one of its powers|the smaller is a root`), func(q exercise.Question) bool {
		v := q.Task.Values()
		p := v[0]
		for range v[1] - 1 {
			p *= v[0]
		}
		return powerFactors(v[0], p) != "none" && isMan(v[0]) && isMan(p)
	}},
	{regexp.MustCompile(`(?i)steps of such a triple are superparticular`), func(q exercise.Question) bool {
		v := q.Task.Values()
		return strings.HasSuffix(kindByRemainder(v[0], v[1]), "superparticular") && !strings.Contains(kindByRemainder(v[0], v[1]), "multiplex")
	}},
	{regexp.MustCompile(`(?i)superparticular or multiplex ratio`), func(q exercise.Question) bool {
		v := q.Task.Values()
		k := kindByRemainder(v[0], v[1])
		return k == "superparticular" || k == "multiplex"
	}},
	{regexp.MustCompile(`(?i)the greater named first`), func(q exercise.Question) bool {
		v := q.Task.Values()
		return v[0] > v[1]
	}},
}

// TestHintsFollowed draws every exercise of every lesson on 1,000 seeds
// (100 unless exhaustive), follows the hint's method and checks the checker
// accepts the result, and that the ask's claims hold for the draw.
func TestHintsFollowed(t *testing.T) {
	all, err := Load(content.Lessons())
	require.NoError(t, err)
	seeds := uint64(100)
	if exhaustive {
		seeds = 1000
	}
	used := make([]bool, len(claims))
	for _, l := range all {
		blocks := make([]exercise.Block, len(l.Exercises))
		for i, ex := range l.Exercises {
			blocks[i] = ex.Block
			_, ok := recipes[ex.Block.Task.Verb]
			require.True(t, ok, "%s exercise %d: no recipe for %s", l.File, i+1, ex.Block.Task.Verb)
			require.NotEmpty(t, ex.Block.Hint, "%s exercise %d has no hint", l.File, i+1)
		}
		for seed := range seeds {
			if seed > 0 && !anyDrawn(blocks) {
				break
			}
			qs, errs := exercise.AskAll(blocks, seed, l.Name)
			for i, q := range qs {
				require.NoError(t, errs[i], "%s exercise %d seed %d", l.File, i+1, seed)
				if seed > 0 && !blocks[i].Task.HasDraws() {
					continue
				}
				answer := recipes[q.Task.Verb](q)
				if fb := exercise.Judge(q, answer); !fb.Correct {
					t.Errorf("%s exercise %d, seed %d (%s): the hint %q, followed, gives %q: %s", l.File, i+1, seed, q.Task, blocks[i].Hint, answer, fb.Text)
				}
				for c, claim := range claims {
					if claim.phrase.MatchString(blocks[i].Ask) {
						used[c] = true
						assert.True(t, claim.holds(q), "%s exercise %d, seed %d: the ask %q does not hold for %s", l.File, i+1, seed, blocks[i].Ask, q.Task)
					}
				}
			}
		}
	}
	for c, u := range used {
		assert.True(t, u, "claim %s is never made: drop it", claims[c].phrase)
	}
}

func anyDrawn(blocks []exercise.Block) bool {
	return slices.ContainsFunc(blocks, func(b exercise.Block) bool { return b.Task.HasDraws() })
}

// The recipe of the musical first term follows the book's words: on a
// falling pair it gives no whole answer, which is how the test caught
// lesson 12's old draw.
func TestHarmonicFirstRecipeNeedsRisingTerms(t *testing.T) {
	b, err := exercise.Parse("task: complete harmonic ? 49 25", 1)
	require.NoError(t, err)
	q, err := exercise.Ask(b, 0, "x", 0)
	require.NoError(t, err)
	got := recipes[exercise.VerbComplete](q)
	assert.False(t, exercise.Judge(q, got).Correct, "falling terms: the rule gives %s", got)
}
