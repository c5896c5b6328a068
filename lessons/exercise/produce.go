package exercise

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/rithmo/rithmo/lessons/spell"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// This file builds the questions a learner answers by producing something:
// a Latin name typed out, the three terms Boethius' rules make, the man
// that completes a triumph, two men that take a given man, squares that set
// a triumph, the squares a man can move to.

// name asks for the species of A : B, typed. The spelling is lenient: the
// book's and the tradition's forms (NameMatches), u for v, i for j, ae for
// e, and a slip of a letter or two in a long name, unless the slip spells
// another species.
func name(t Task, kinds []string) (Question, error) {
	v := t.Values()
	r, err := namedRatio(v[0], v[1], kinds)
	if err != nil {
		return Question{}, err
	}
	return Question{
		Prompt:      fmt.Sprintf("Type the species, the Latin name, of the ratio %d : %d.", v[0], v[1]),
		Kind:        TextAnswer,
		Placeholder: "a Latin name",
		sol: solution{
			text:    r.Species,
			summary: r.Explain(),
			working: r.Steps,
			accept: func(answer string) (bool, string) {
				if r.NameMatches(answer) || nearName(answer, r) {
					return true, ""
				}
				if other, ok := speciesNamed(answer); ok {
					return false, fmt.Sprintf("%s is the species of %d : %d (%s), and %d : %d is %s", other.Species, other.P, other.Q, other.Gloss, v[0], v[1], r.Gloss)
				}
				return false, kindNeeds(answer, r)
			},
		},
	}, nil
}

// foldName folds a Latin name for lenient comparison, as arith does: case,
// spaces and hyphens away, u for v, i for j, e for ae.
func foldName(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(s) {
		switch {
		case c == 'v':
			b.WriteRune('u')
		case c == 'j':
			b.WriteRune('i')
		case c >= 'a' && c <= 'z':
			b.WriteRune(c)
		}
	}
	return strings.ReplaceAll(b.String(), "ae", "e")
}

// nearName accepts a slip of spelling: one letter wrong (added, left out or
// changed) in a name of up to 9 letters, two in a longer one, provided the
// answer is not itself the name of another species.
func nearName(answer string, r arith.Ratio) bool {
	a := foldName(answer)
	if a == "" {
		return false
	}
	if _, other := speciesNamed(answer); other {
		return false
	}
	for _, n := range append([]string{r.Species}, r.Alternates...) {
		f := foldName(n)
		allowed := 1
		if len(f) > 9 {
			allowed = 2
		}
		if spell.Distance(a, f, allowed+1) <= allowed {
			return true
		}
	}
	return false
}

// species of every ratio p : q in lowest terms up to 40, by folded name, to
// tell a learner which ratio the name they typed belongs to; built on first
// use.
var knownSpecies = sync.OnceValue(func() map[string]arith.Ratio {
	m := map[string]arith.Ratio{}
	for p := int64(1); p <= 40; p++ {
		for q := int64(1); q <= 40; q++ {
			r, err := arith.Classify(p, q)
			if err != nil || r.Species == "" || r.P != p || r.Q != q {
				continue
			}
			for _, n := range append([]string{r.Species}, r.Alternates...) {
				if _, ok := m[foldName(n)]; !ok {
					m[foldName(n)] = r
				}
			}
		}
	}
	return m
})

func speciesNamed(answer string) (arith.Ratio, bool) {
	r, ok := knownSpecies()[foldName(answer)]
	return r, ok
}

// numbersOf reads the whole numbers of a typed answer, whatever separates
// them: "4, 6, 9", "4 6 9", "4 and 6".
func numbersOf(s string) []int64 {
	return numbersIn(s)
}

// boethius applies Boethius' three rules (Inst. arith. I.32) to a, b, c.
func boethius(a, b, c int64) [3]int64 { return [3]int64{a, a + b, a + 2*b + c} }

// ruleTriple is the triple a rule task starts from: its three terms, or
// the word form of one root n: up (1, n, n²), down (n², n, 1), turned
// ((n+1)², n(n+1), n²).
func ruleTriple(t Task) ([3]int64, error) {
	v := t.Values()
	if t.Word == "" {
		return [3]int64{v[0], v[1], v[2]}, nil
	}
	n := v[0]
	if n > 1000 {
		return [3]int64{}, unanswerable("root %d is too large", n)
	}
	switch t.Word {
	case "up":
		return [3]int64{1, n, n * n}, nil
	case "down":
		return [3]int64{n * n, n, 1}, nil
	case "turned":
		return [3]int64{(n + 1) * (n + 1), n * (n + 1), n * n}, nil
	}
	return [3]int64{}, fmt.Errorf("unknown rule form %q", t.Word)
}

func rule(t Task) (Question, error) {
	in, err := ruleTriple(t)
	if err != nil {
		return Question{}, err
	}
	out := boethius(in[0], in[1], in[2])
	a, b, c := in[0], in[1], in[2]
	work := []string{
		fmt.Sprintf("first = the first: %d", out[0]),
		fmt.Sprintf("second = first + second: %d + %d = %d", a, b, out[1]),
		fmt.Sprintf("third = first + twice the second + third: %d + 2 × %d + %d = %d", a, b, c, out[2]),
	}
	summary := fmt.Sprintf("from %d, %d, %d the rules make %d, %d, %d", a, b, c, out[0], out[1], out[2])
	if out[1]*out[1] == out[0]*out[2] && out[0] != out[1] {
		if r, err := arith.Classify(out[1], out[0]); err == nil && r.Species != "" {
			summary += fmt.Sprintf(", each term to the one before as %d : %d, %s", r.P, r.Q, r.Species)
		}
	}
	return Question{
		Prompt:      fmt.Sprintf("Apply Boethius' three rules to %d, %d, %d: what three terms do they make?", a, b, c),
		Kind:        TextAnswer,
		Placeholder: "three numbers, like 1, 2, 4",
		sol: solution{
			text:    joinInts(out[:]),
			summary: summary,
			working: work,
			accept: func(answer string) (bool, string) {
				got := numbersOf(answer)
				if len(got) != 3 {
					return false, fmt.Sprintf("the rules make three terms, and %s gives %d", quote(answer), len(got))
				}
				if slices.Equal(got, out[:]) {
					return true, ""
				}
				if slices.Equal(got, []int64{out[2], out[1], out[0]}) {
					return false, fmt.Sprintf("%s are the right numbers in the wrong order: the first new term is the first old one, %d", joinInts(got), a)
				}
				var why []string
				names := [3]string{"first", "second", "third"}
				for i := range 3 {
					if got[i] != out[i] {
						why = append(why, fmt.Sprintf("your %s term is %d, not %d", names[i], got[i], out[i]))
					}
				}
				return false, strings.Join(why, "; ")
			},
		},
	}, nil
}

func quote(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return "no answer"
	}
	return strconv.Quote(s)
}

// triumphDraw picks, for a {triumph} draw, a four-man triumph of the
// game's values of the task's kind (fourth) or a three-man progression
// (place).
func triumphDraw(t Task, rng *rand.Rand) Task {
	out := t
	e := arith.GameEnumeration()
	switch t.Verb {
	case VerbFourth:
		kind := arith.Greatest
		if t.Word == "greater" {
			kind = arith.Greater
		}
		all := e.Triumphs(kind)
		tr := all[rng.IntN(len(all))]
		hide := rng.IntN(4)
		out.Terms = nil
		for i, v := range tr.Terms {
			if i != hide {
				out.Terms = append(out.Terms, Number(v))
			}
		}
	case VerbPlace:
		p := e.Progressions[rng.IntN(len(e.Progressions))]
		terms := p.Terms[:]
		if rng.IntN(2) == 0 {
			terms = []int64{p.Terms[2], p.Terms[1], p.Terms[0]}
		}
		out.Terms = []Term{Number(terms[0]), Number(terms[1]), Number(terms[2])}
	}
	return out
}

func fourth(t Task, rng *rand.Rand) (Question, error) {
	v := t.Values()
	want := arith.Greatest
	if t.Word == "greater" {
		want = arith.Greater
	}
	makes := func(d int64) bool {
		if slices.Contains(v, d) {
			return false
		}
		k, _ := arith.TriumphOf(v[0], v[1], v[2], d)
		return k == want
	}
	var right, wrong []int64
	for _, d := range ArmyValues(TermArmy) {
		if slices.Contains(v, d) {
			continue
		}
		if makes(d) {
			right = append(right, d)
		} else {
			wrong = append(wrong, d)
		}
	}
	if len(right) == 0 {
		return Question{}, unanswerable("no man of either army makes a %s triumph with %s", want, joinInts(v))
	}
	answer := right[rng.IntN(len(right))]
	// Distractors near the answer, where a guess would go.
	slices.SortFunc(wrong, func(a, b int64) int { return int(arith.Abs(a-answer) - arith.Abs(b-answer)) })
	near := slices.Clone(wrong[:min(6, len(wrong))])
	rng.Shuffle(len(near), func(i, j int) { near[i], near[j] = near[j], near[i] })
	opts := append([]int64{answer}, near[:min(3, len(near))]...)
	slices.Sort(opts)
	options := make([]string, len(opts))
	for i, o := range opts {
		options[i] = strconv.FormatInt(o, 10)
	}
	return Question{
		Prompt:  fmt.Sprintf("Which man's value, with %s, makes the %s triumph?", joinInts(v), want),
		Kind:    Choice,
		Options: options,
		sol: solution{
			choice:  strconv.FormatInt(answer, 10),
			summary: arith.ExplainTriumph(v[0], v[1], v[2], answer),
			matches: func(a string) bool {
				n, err := ParseNumber(a)
				return err == nil && makes(n)
			},
			wrong: func(a string) string {
				n, err := ParseNumber(a)
				if err != nil {
					return ""
				}
				return "with " + a + ": " + arith.ExplainTriumph(v[0], v[1], v[2], n)
			},
		},
	}, nil
}

// takers asks for two men of the army facing T (T drawn as {white} or
// {black}) that take T by a way of taking. Every right pair is accepted.
func takers(b Block, t Task) (Question, error) {
	target := t.Values()[0]
	victim := b.Task.Terms[0].Kind
	taker := TermWhite
	if victim == TermWhite {
		taker = TermBlack
	}
	// The takers are two men: a value counts twice only where the army
	// holds it twice.
	count := map[int64]int{}
	white := taker == TermWhite
	for _, m := range arith.ArmyValues(white) {
		count[m]++
	}
	isPair := func(a, c int64) bool {
		if count[a] == 0 || count[c] == 0 || (a == c && count[a] < 2) {
			return false
		}
		got, _, ok := taking(t.Word, a, c)
		return ok && got == target
	}
	var example [2]int64
	found := false
	for _, a := range ArmyValues(taker) {
		for _, c := range ArmyValues(taker) {
			if c >= a && isPair(a, c) && !found {
				example, found = [2]int64{a, c}, true
			}
		}
	}
	if !found {
		return Question{}, unanswerable("no two of %s's men take %d by %s", armyName(taker), target, t.Word)
	}
	_, exWork, _ := taking(t.Word, example[1], example[0])
	return Question{
		Prompt:      fmt.Sprintf("Name two of %s's men that together take %s's %d by %s.", armyName(taker), armyName(victim), target, t.Word),
		Kind:        TextAnswer,
		Placeholder: "two values, like 4 and 6",
		sol: solution{
			text:    fmt.Sprintf("%d and %d", example[0], example[1]),
			summary: fmt.Sprintf("for example %s", exWork),
			accept: func(answer string) (bool, string) {
				got := numbersOf(answer)
				if len(got) != 2 {
					return false, fmt.Sprintf("name two men, and %s names %d", quote(answer), len(got))
				}
				a, c := got[0], got[1]
				for _, m := range got {
					if count[m] == 0 {
						return false, fmt.Sprintf("%s has no man of %d", armyName(taker), m)
					}
				}
				if a == c && count[a] < 2 {
					return false, fmt.Sprintf("%s has only one man of %d", armyName(taker), a)
				}
				got2, work, ok := taking(t.Word, a, c)
				switch {
				case !ok:
					return false, work
				case got2 != target:
					return false, fmt.Sprintf("%s, not %d", work, target)
				}
				return true, ""
			},
		},
	}, nil
}

var squareToken = regexp.MustCompile(`(?i)\b([a-h])\s*([0-9]{1,2})\b`)

// squaresOf reads the square names of a typed answer, in order, on a board
// of 16 ranks; the first name off that board (a20, c0) is returned as an
// error naming it.
func squaresOf(s string) ([]board.Square, error) {
	var out []board.Square
	for _, m := range squareToken.FindAllStringSubmatch(s, -1) {
		file := int(strings.ToLower(m[1])[0] - 'a')
		r, _ := strconv.Atoi(m[2])
		if r < 1 || r > board.MaxRanks {
			return nil, fmt.Errorf("%s%s is not on the board: files a to h, ranks 1 to %d", strings.ToLower(m[1]), m[2], board.MaxRanks)
		}
		out = append(out, board.At(file, r-1))
	}
	return out, nil
}

// byFileThenRank orders squares as the lessons list them: b7, b9, b11, d7.
func byFileThenRank(a, b board.Square) int {
	if a.File() != b.File() {
		return a.File() - b.File()
	}
	return a.Rank() - b.Rank()
}

// place asks for squares that set three men as a great triumph in a
// straight line, in the camp of ranks 13 to 16: the men equally spaced on
// one rank, file or diagonal, the man of the middle term between the other
// two.
func place(t Task) (Question, error) {
	v := t.Values()
	holds := arith.Progressions(v[0], v[1], v[2])
	if len(holds) == 0 {
		return Question{}, unanswerable("%s are in no progression: no triumph to set", joinInts(v))
	}
	sorted := slices.Sorted(slices.Values(v))
	middle := sorted[1]
	mid := slices.Index(v, middle)
	ends := []int64{}
	for i, x := range v {
		if i != mid {
			ends = append(ends, x)
		}
	}
	example := []board.Square{board.At(1, 12), board.At(2, 13), board.At(3, 14)}
	ex := make([]board.Square, 3)
	ex[mid] = example[1]
	j := 0
	for i := range 3 {
		if i != mid {
			ex[i] = []board.Square{example[0], example[2]}[j]
			j++
		}
	}
	return Question{
		Prompt: fmt.Sprintf("Set men of %s as a great triumph in the enemy's camp, ranks 13 to 16 (files a to h), in one straight line: "+
			"type a square for each, in the order of the values.", joinInts(v)),
		Kind:        TextAnswer,
		Placeholder: "three squares, like a13 b14 c15",
		sol: solution{
			squares: true,
			text:    fmt.Sprintf("%s %s %s", ex[0], ex[1], ex[2]),
			summary: fmt.Sprintf("%s are in %s progression, so %d, the middle term, stands between %d and %d, the three equally spaced on one line", joinInts(sorted), holds[0], middle, ends[0], ends[1]),
			accept: func(answer string) (bool, string) {
				sq, err := squaresOf(answer)
				if err != nil {
					return false, err.Error()
				}
				if len(sq) != 3 {
					return false, fmt.Sprintf("type three squares, one for each man, and %s gives %d", quote(answer), len(sq))
				}
				for _, s := range sq {
					if s.Rank()+1 < 13 {
						return false, fmt.Sprintf("%s is not in the camp: the camp is ranks 13 to 16", s)
					}
				}
				if sq[0] == sq[1] || sq[1] == sq[2] || sq[0] == sq[2] {
					return false, "one man to a square"
				}
				// The middle man's square must lie halfway between the others.
				m, a, c := sq[mid], sq[0], sq[2]
				switch mid {
				case 0:
					a = sq[1]
				case 2:
					c = sq[1]
				}
				df, dr := c.File()-a.File(), c.Rank()-a.Rank()
				if !(df == 0 || dr == 0 || arith.Abs(int64(df)) == arith.Abs(int64(dr))) {
					return false, fmt.Sprintf("%s and %s are not on one rank, file or diagonal", a, c)
				}
				if df%2 != 0 || dr%2 != 0 || m.File() != a.File()+df/2 || m.Rank() != a.Rank()+dr/2 {
					return false, fmt.Sprintf("the %d, the middle term, must stand halfway between the %d on %s and the %d on %s, the same number of squares from each, on their line",
						middle, ends[0], a, ends[1], c)
				}
				return true, ""
			},
		},
	}, nil
}

// lone is an empty board of 16 ranks under a rule set with one White man
// of a shape on a square: the board a moves exercise asks about. False for
// a rule set or shape the engine does not know.
func lone(ruleSet, shape string, at board.Square) (board.Position, bool) {
	set, err := board.ParseRuleSet(ruleSet)
	if err != nil {
		return board.Position{}, false
	}
	for _, s := range []board.Shape{board.Round, board.Triangle, board.SquareShape} {
		if s.String() == shape {
			p := board.Position{Rules: board.Rules{Set: set}, Ranks: board.MaxRanks, ToMove: board.White, Move: 1}
			p.Set(at, board.Man(board.White, s, 1))
			return p, true
		}
	}
	return board.Position{}, false
}

// reach lists the squares a lone man of a shape on a square reaches by one
// ordinary draught (leaps apart) under a rule set, as the engine judges
// them, by file then rank; nil for an unknown rule set or shape.
func reach(ruleSet, shape string, at board.Square) []board.Square {
	p, ok := lone(ruleSet, shape, at)
	if !ok {
		return nil
	}
	var out []board.Square
	for i := range p.NumSquares() {
		if to := board.Square(i); engine.Reaches(&p, at, to) {
			out = append(out, to)
		}
	}
	slices.SortFunc(out, byFileThenRank)
	return out
}

// draughtRule says in words how a shape moves under a rule set, read off
// the squares the engine lets it reach from d8, where no edge of the board
// cuts a draught of up to three squares short: "exactly 1 diagonally",
// "exactly 2 orthogonally or diagonally".
func draughtRule(ruleSet, shape string) string {
	from := board.At(3, 7)
	var orth, diag bool
	var dists []int
	for _, to := range reach(ruleSet, shape, from) {
		df, dr := arith.Abs(int64(to.File()-from.File())), arith.Abs(int64(to.Rank()-from.Rank()))
		switch {
		case df == 0 || dr == 0:
			orth = true
		case df == dr:
			diag = true
		}
		if d := int(max(df, dr)); !slices.Contains(dists, d) {
			dists = append(dists, d)
		}
	}
	slices.Sort(dists)
	how := "exactly " + strconv.Itoa(dists[0])
	if len(dists) > 1 {
		words := make([]string, len(dists))
		for i, d := range dists {
			words[i] = strconv.Itoa(d)
		}
		how = strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1] + " squares"
	}
	way := map[[2]bool]string{{true, false}: "orthogonally", {false, true}: "diagonally", {true, true}: "orthogonally or diagonally"}[[2]bool{orth, diag}]
	return how + " " + way
}

func moves(t Task) (Question, error) {
	v := t.Values()
	from := board.At(int(v[0])-1, int(v[1])-1)
	sqs := reach(t.Word, t.Word2, from)
	if len(sqs) == 0 {
		return Question{}, unanswerable("a %s on %s has no move", t.Word2, from)
	}
	names := make([]string, len(sqs))
	for i, s := range sqs {
		names[i] = s.String()
	}
	rule := fmt.Sprintf("under %s a %s moves %s", t.Word, t.Word2, draughtRule(t.Word, t.Word2))
	return Question{
		Prompt:      fmt.Sprintf("Under %s, a lone %s stands on %s of an empty board. Name every square it can move to in one ordinary move.", t.Word, t.Word2, from),
		Kind:        TextAnswer,
		Placeholder: "squares, like d4 f6",
		sol: solution{
			squares: true,
			text:    strings.Join(names, " "),
			summary: fmt.Sprintf("%s: from %s it reaches %s", rule, from, strings.Join(names, ", ")),
			accept: func(answer string) (bool, string) {
				typed, err := squaresOf(answer)
				if err != nil {
					return false, err.Error()
				}
				var extra, missing []string
				for _, s := range sqs {
					if !slices.Contains(typed, s) {
						missing = append(missing, s.String())
					}
				}
				slices.SortFunc(typed, byFileThenRank)
				for _, s := range slices.Compact(typed) {
					if !slices.Contains(sqs, s) {
						extra = append(extra, s.String())
					}
				}
				var why []string
				if len(extra) > 0 {
					why = append(why, fmt.Sprintf("it cannot reach %s", strings.Join(extra, ", ")))
				}
				if len(missing) > 0 {
					why = append(why, fmt.Sprintf("you left out %s", strings.Join(missing, ", ")))
				}
				return len(why) == 0, strings.Join(why, "; ")
			},
		},
	}, nil
}

// DrawReach draws, in the diagram's brackets ((R) round, <T> triangle,
// [S] square), the ranks around a lone man of a shape on file, rank under
// a rule set, every square it reaches by an ordinary move marked *: the
// boards of the lesson on moves, 40 columns wide so that they fit a narrow
// window.
func DrawReach(ruleSet, shape string, file, rank int) string {
	sqs := reach(ruleSet, shape, board.At(file-1, rank-1))
	token := map[string]string{"round": "(R)", "triangle": "<T>", "square": "[S]"}[shape]
	lo, hi := max(1, rank-3), min(16, rank+3)
	var b strings.Builder
	b.WriteString("    ")
	for f := 1; f <= 8; f++ {
		fmt.Fprintf(&b, " %c  ", 'a'+f-1)
	}
	head := strings.TrimRight(b.String(), " ")
	b.Reset()
	b.WriteString(head + "\n")
	for r := hi; r >= lo; r-- {
		fmt.Fprintf(&b, "%3d ", r)
		for f := 1; f <= 8; f++ {
			s := "."
			switch {
			case f == file && r == rank:
				s = token
			case slices.Contains(sqs, board.At(f-1, r-1)):
				s = "*"
			}
			fmt.Fprintf(&b, "%-4s", centre(s, 4))
		}
		b.WriteString(strings.TrimRight(fmt.Sprintf(" %d", r), " "))
		b.WriteString("\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// centre pads s to width w, centred (left-leaning).
func centre(s string, w int) string {
	pad := w - len(s)
	if pad <= 0 {
		return s
	}
	return strings.Repeat(" ", pad/2) + s + strings.Repeat(" ", pad-pad/2)
}

// count asks what men taken count for a common victory: their sum (goods)
// or the characters they are written in (quarrel).
func count(t Task) (Question, error) {
	v := t.Values()
	parts := make([]string, len(v))
	var sum, digits int64
	for i, x := range v {
		parts[i] = strconv.FormatInt(x, 10)
		sum += x
		digits += int64(len(parts[i]))
	}
	if t.Verb == VerbSum {
		return Question{
			Prompt: fmt.Sprintf("Men of %s have been taken. What sum do they count for a victory of goods?", joinInts(v)),
			Kind:   NumberAnswer,
			sol: solution{
				number:  sum,
				summary: fmt.Sprintf("%s = %d", strings.Join(parts, " + "), sum),
				wrong: func(a string) string {
					if n, err := ParseNumber(a); err == nil && n == int64(len(v)) {
						return fmt.Sprintf("%d is how many men they are (a victory of bodies); goods count their values", n)
					}
					return ""
				},
			},
		}, nil
	}
	return Question{
		Prompt: fmt.Sprintf("Men of %s have been taken. In how many characters (digits) are their numbers written, for a victory of quarrel?", joinInts(v)),
		Kind:   NumberAnswer,
		sol: solution{
			number:  digits,
			summary: fmt.Sprintf("%s: %d characters", strings.Join(parts, ", "), digits),
			wrong: func(a string) string {
				n, err := ParseNumber(a)
				switch {
				case err != nil:
					return ""
				case n == int64(len(v)):
					return fmt.Sprintf("%d is how many men they are; a quarrel counts every digit, and %s", n, manyDigits(parts))
				case n == sum:
					return fmt.Sprintf("%d is their sum; a quarrel counts the characters they are written in", n)
				}
				return ""
			},
		},
	}, nil
}

// manyDigits names the men written in more than one digit: "45 has 2".
func manyDigits(parts []string) string {
	var out []string
	for _, p := range parts {
		if len(p) > 1 {
			out = append(out, fmt.Sprintf("%s has %d", p, len(p)))
		}
	}
	if len(out) == 0 {
		return "each has one"
	}
	return strings.Join(out, ", ")
}
