package exercise

import (
	"errors"
	"fmt"
	"github.com/rithmo/rithmo/rules/arith"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// AnswerKind says how a question is answered.
type AnswerKind uint8

// Kinds of answer.
const (
	Choice       AnswerKind = iota + 1 // pick one option
	MultiChoice                        // pick any of the options, none included
	NumberAnswer                       // type a whole number
	TextAnswer                         // type words, numbers or squares (Question.Placeholder says which)
)

func (k AnswerKind) String() string {
	switch k {
	case Choice:
		return "choice"
	case MultiChoice:
		return "multi-choice"
	case NumberAnswer:
		return "number"
	case TextAnswer:
		return "text"
	}
	return "AnswerKind(" + strconv.Itoa(int(k)) + ")"
}

// ErrUnanswerable marks a task whose numbers give no answer (no whole mean,
// an inexact division...). Draws that give one are drawn again.
var ErrUnanswerable = errors.New("unanswerable")

// None is the answer of a multi-choice question when no option holds.
const None = "none"

// Question is an exercise ready to be asked: the prompt, how it is
// answered, and (unexported, so that no view can show it) its solution.
type Question struct {
	Task    Task   // resolved: every draw filled in
	Prompt  string // the question, with the numbers
	Hint    string
	Kind    AnswerKind
	Options []string // Choice and MultiChoice: the options, in the order shown
	// Placeholder says what a TextAnswer is typed as: "a Latin name",
	// "three numbers, like 2, 4, 8".
	Placeholder string

	sol solution
}

// solution is what Judge needs: the right answer and the working.
type solution struct {
	choice string   // Choice: the right option
	picks  []string // MultiChoice: the options that hold, in option order
	number int64    // NumberAnswer
	text   string   // TextAnswer: one right answer, as a learner would type it
	// squares: a TextAnswer of squares, which Refuse holds to the board.
	squares bool
	// accept judges a TextAnswer (nil: any spelling text matches, see
	// matches); it returns whether the answer is right and, when wrong,
	// what is wrong with it in the learner's numbers.
	accept  func(answer string) (bool, string)
	working []string // more of the computation, shown after a wrong answer
	// always shows the working after a right answer too, when the summary
	// alone does not show the numbers.
	always  bool
	summary string // one line: "12 : 9 = 4 : 3, a third more: sesquitertius, superparticular"
	// wrong explains a wrong answer (already known to be wrong) in numbers;
	// "" when there is nothing to add to the working.
	wrong func(answer string) string
	// matches accepts other spellings of a Choice answer (species names).
	matches func(answer string) bool
}

// Ask resolves the block's draws for (seed, lesson, index) and builds the
// question. Draws that make the task unanswerable are drawn again, up to
// MaxDraws times; the error then wraps ErrUnanswerable. A drawn question
// repeats no exercise before it in the lesson (the chain of Before, each
// asked once with the same seed) and no worked example of its page
// (Avoid).
func Ask(b Block, seed uint64, lesson string, index int) (Question, error) {
	chain := []Block{b}
	for prev := b.Before; prev != nil && len(chain) <= index; prev = prev.Before {
		chain = append(chain, *prev)
	}
	slices.Reverse(chain)
	first := index - len(chain) + 1
	var (
		earlier [][]int64
		q       Question
		err     error
	)
	for i, c := range chain {
		q, err = askAvoiding(c, seed, lesson, first+i, earlier)
		if i == len(chain)-1 {
			break
		}
		if err == nil {
			earlier = append(earlier, keys(q)...)
		}
	}
	return q, err
}

// AskAll asks every block of a lesson, in order, with one seed: what Ask
// gives for each, each block asked once (Ask asks the blocks before it
// again). blocks are a lesson's exercises as the lessons package links
// them; an exercise that cannot be asked has its error at its index.
func AskAll(blocks []Block, seed uint64, lesson string) ([]Question, []error) {
	qs := make([]Question, len(blocks))
	errs := make([]error, len(blocks))
	var earlier [][]int64
	for i, b := range blocks {
		qs[i], errs[i] = askAvoiding(b, seed, lesson, i, earlier)
		if errs[i] == nil {
			earlier = append(earlier, keys(qs[i])...)
		}
	}
	return qs, errs
}

// askAvoiding is Ask with the keys of the exercises before it given.
func askAvoiding(b Block, seed uint64, lesson string, index int, earlier [][]int64) (Question, error) {
	b = b.WithRules(DefaultRules) // a learner's rule set not given: the first kind's
	rng := Rand(seed, lesson, index)
	if !b.Task.HasDraws() {
		return build(b, b.Task, rng)
	}
	avoid := slices.Clone(earlier)
	for _, g := range b.Avoid {
		avoid = append(avoid, slices.Sorted(slices.Values(g)))
	}
	var last error
	for range MaxDraws {
		q, err := build(b, b.Task.Draw(rng), rng)
		if err == nil && repeats(q, avoid) {
			err = unanswerable("%s repeats an exercise before it or a worked example", q.Task)
		}
		if err == nil {
			return q, nil
		}
		last = err
		if !errors.Is(err, ErrUnanswerable) {
			break
		}
	}
	return Question{}, fmt.Errorf("task %q: no answerable draw in %d tries (last: %w)", b.Task, MaxDraws, last)
}

// hasNoName reports whether s speaks of a ratio past the Latin names
// (rules/arith writes "no Latin name" for them).
func hasNoName(s string) bool { return strings.Contains(s, "no Latin name") }

// keys are the number sets a question is known by: its values, and for a
// number answer its values with the answer ("take addition 6 6" is known
// by 6, 6 and by 6, 6, 12, as in "6 + 6 = 12"), each sorted.
func keys(q Question) [][]int64 {
	v := slices.Sorted(slices.Values(q.Task.Values()))
	if q.Task.Verb == VerbComplete {
		v = slices.DeleteFunc(v, func(x int64) bool { return x == 0 }) // the missing term
	}
	if q.Task.Verb == VerbPower {
		v = powerPair(q.Task)
	}
	out := [][]int64{v}
	switch {
	case q.Kind == NumberAnswer:
		out = append(out, slices.Sorted(slices.Values(append(slices.Clone(v), q.sol.number))))
	case q.Task.Verb == VerbRule:
		// Known by the triple it starts from and the triple it makes.
		if in, err := ruleTriple(q.Task); err == nil {
			out = append(out, slices.Sorted(slices.Values(in[:])))
		}
		out = append(out, slices.Sorted(slices.Values(numbersIn(q.sol.text))))
	}
	return out
}

// Repeats reports whether a question is known by one of the number sets
// of avoid (sorted): the exercise before it, or a worked example.
func repeats(q Question, avoid [][]int64) bool {
	for _, k := range keys(q) {
		for _, a := range avoid {
			if slices.Equal(k, a) {
				return true
			}
		}
	}
	return false
}

// Repeats reports whether q, as drawn, repeats an exercise before it in
// its lesson (prev, asked with the same seed) or one of the worked
// examples of b's page. It is what Ask avoids, exported for tests.
func Repeats(b Block, q Question, prev ...Question) bool {
	var avoid [][]int64
	for _, p := range prev {
		avoid = append(avoid, keys(p)...)
	}
	for _, g := range b.Avoid {
		avoid = append(avoid, slices.Sorted(slices.Values(g)))
	}
	return repeats(q, avoid)
}

// build computes the question of a resolved task. rng shuffles options.
func build(b Block, t Task, rng *rand.Rand) (Question, error) {
	var (
		q   Question
		err error
	)
	switch t.Verb {
	case VerbClassify:
		q, err = classify(t, b.Kinds)
	case VerbSpecies:
		q, err = species(t, rng, b.Kinds)
	case VerbMean:
		q, err = mean(t)
	case VerbComplete:
		if armyComplete(b.Task) {
			t = progressionDraw(t, rng)
		}
		q, err = complete(t, b.Task.HasDraws())
	case VerbProportion:
		q, err = proportion(t, b.Kinds)
	case VerbTriumph:
		q, err = triumph(t)
	case VerbOrder:
		q, err = order(t)
	case VerbTake:
		enemy, drawn := takeEnemy(b.Task)
		q, err = take(t, enemy, drawn)
	case VerbEruption:
		q, err = eruption(t)
	case VerbCossic:
		q, err = cossic(t)
	case VerbName:
		q, err = name(t, b.Kinds)
	case VerbConsonance:
		q, err = consonance(t)
	case VerbParity:
		q, err = parity(t)
	case VerbAbundance:
		q, err = abundance(t)
	case VerbParts:
		q, err = parts(t)
	case VerbPrime:
		q, err = prime(t)
	case VerbMeasure:
		q, err = measure(t)
	case VerbMeans:
		q, err = tenMeans(t)
	case VerbUnrule:
		q, err = unrule(t)
	case VerbInterval:
		q, err = interval(t)
	case VerbRule:
		q, err = rule(t)
	case VerbFourth:
		if len(t.Terms) == 1 && t.Terms[0].Kind == TermTriumph {
			t = triumphDraw(t, rng)
		}
		q, err = fourth(t, rng)
	case VerbPlace:
		if len(t.Terms) == 1 && t.Terms[0].Kind == TermTriumph {
			t = triumphDraw(t, rng)
		}
		q, err = place(t)
	case VerbTakers:
		q, err = takers(b, t)
	case VerbMoves:
		q, err = moves(t)
	case VerbPower:
		// A root and one of its powers: the cossic question of a draw that
		// always has a sign, between two men's values.
		pair := powerPair(t)
		if pair == nil {
			return Question{}, unanswerable("%d to the power %d: no root of 2 or more whose power is within %d", t.Values()[0], t.Values()[1], MaxValue)
		}
		men := ArmyValues(TermArmy)
		if !slices.Contains(men, pair[0]) || !slices.Contains(men, pair[1]) {
			return Question{}, unanswerable("%d and %d: not both men's values", pair[0], pair[1])
		}
		q, err = cossic(Task{Verb: VerbCossic, Terms: []Term{Number(pair[0]), Number(pair[1])}})
	case VerbSum, VerbDigits:
		q, err = count(t)
	default:
		return Question{}, fmt.Errorf("unknown task %q", t.Verb)
	}
	if err != nil {
		return Question{}, err
	}
	if b.Task.HasDraws() && hasNoName(q.sol.summary) {
		// Past vicecuplex a ratio has no species name: a drawn ratio so
		// large is drawn again, since the lessons teach by the names.
		return Question{}, unanswerable("%s: a ratio past the Latin names", t)
	}
	q.Task = t
	q.Hint = b.Hint
	if b.Ask != "" {
		q.Prompt = b.Ask
		if b.Task.HasDraws() {
			// The author's words cannot name drawn numbers: say them.
			q.Prompt += " (" + given(t) + ")"
		}
	}
	return q, nil
}

// armyComplete reports whether a complete task draws its given terms
// from the armies: it then draws a whole progression of the game's values
// (progressionDraw), since two men picked at random seldom have a whole
// third term.
func armyComplete(t Task) bool {
	if t.Verb != VerbComplete {
		return false
	}
	for _, term := range t.Terms {
		if term.Kind != TermMissing && term.Kind != TermWhite && term.Kind != TermBlack && term.Kind != TermArmy {
			return false
		}
	}
	return true
}

// progressionDraw fills a complete task's terms from a rising
// progression of the game's values of the task's kind, the missing term
// left missing.
func progressionDraw(t Task, rng *rand.Rand) Task {
	p := proportionOf(t.Word)
	var all []arith.Progression
	for _, pr := range arith.GameEnumeration().Progressions {
		if pr.Kind == p {
			all = append(all, pr)
		}
	}
	if len(all) == 0 {
		return t
	}
	pick := all[rng.IntN(len(all))]
	out := t
	out.Terms = slices.Clone(t.Terms)
	for i, term := range out.Terms {
		if term.Kind != TermMissing {
			out.Terms[i] = Number(pick.Terms[i])
		}
	}
	return out
}

// powerPair is the two numbers a power task shows: the root and its power
// (sorted, as keys wants them); nil when the root is below 2 or the power
// past MaxValue.
func powerPair(t Task) []int64 {
	v := t.Values()
	a, p := v[0], v[0]
	if a < 2 {
		return nil
	}
	for range v[1] - 1 {
		p *= a
		if p > MaxValue {
			return nil
		}
	}
	return []int64{a, p}
}

func unanswerable(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUnanswerable, fmt.Sprintf(format, args...))
}

// given names a task's numbers in a few words, for prompts.
func given(t Task) string {
	v := t.Values()
	switch t.Verb {
	case VerbClassify, VerbSpecies:
		return fmt.Sprintf("%d : %d", v[0], v[1])
	case VerbMean:
		return fmt.Sprintf("between %d and %d", v[0], v[1])
	case VerbComplete:
		return list(t.Terms)
	case VerbOrder:
		return fmt.Sprintf("root %d", v[0])
	case VerbTake, VerbEruption, VerbCossic, VerbConsonance:
		return fmt.Sprintf("%d and %d", v[0], v[1])
	case VerbPower:
		if p := powerPair(t); p != nil {
			return fmt.Sprintf("%d and %d", p[0], p[1])
		}
	case VerbName:
		return fmt.Sprintf("%d : %d", v[0], v[1])
	case VerbTakers:
		return fmt.Sprintf("the man taken: %d", v[0])
	case VerbParity, VerbAbundance, VerbParts, VerbPrime:
		return strconv.FormatInt(v[0], 10)
	case VerbMeasure:
		return fmt.Sprintf("%d and %d", v[0], v[1])
	case VerbMeans:
		// Greatest first, as the ask sets them out.
		s := slices.Sorted(slices.Values(v))
		slices.Reverse(s)
		return joinInts(s)
	case VerbUnrule:
		made := boethius(v[0], v[1], v[2])
		return "made: " + joinInts(made[:])
	case VerbInterval:
		if t.Word == "less" {
			return fmt.Sprintf("%d : %d less %d : %d", v[0], v[1], v[2], v[3])
		}
		return fmt.Sprintf("%d : %d and %d : %d", v[0], v[1], v[2], v[3])
	case VerbMoves:
		return fmt.Sprintf("from %c%d", 'a'+v[0]-1, v[1])
	case VerbRule:
		if t.Word != "" {
			if in, err := ruleTriple(t); err == nil {
				return joinInts(in[:])
			}
		}
	}
	return list(t.Terms)
}

// list prints terms as "6, ?, 12".
func list(terms []Term) string {
	s := make([]string, len(terms))
	for i, t := range terms {
		s[i] = t.String()
	}
	return strings.Join(s, ", ")
}

// normalize folds an answer for comparison: case, spaces, hyphens.
func normalize(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "-", " ")
	return strings.Join(strings.Fields(s), " ")
}

// ParseNumber reads a typed whole-number answer: digits, optionally
// surrounded by spaces. It is the syntax check of number questions.
func ParseNumber(s string) (int64, error) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "+")
	if s == "" {
		return 0, errors.New("type a whole number, like 12")
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, errors.New("type a whole number, like 12 (digits only)")
		}
	}
	if len(s) > 18 {
		return 0, errors.New("that number is too large")
	}
	return strconv.ParseInt(s, 10, 64)
}

// ParsePicks reads a multi-choice answer: options separated by commas, or
// "none" (or nothing) for none.
func ParsePicks(s string) []string {
	var picks []string
	for _, p := range strings.Split(s, ",") {
		p = normalize(p)
		if p == "" || p == None {
			continue
		}
		if p == "harmonic" {
			p = "musical" // the 1563 book's word, which the options use
		}
		picks = append(picks, p)
	}
	return picks
}

// FormatPicks writes the picks of a multi-choice answer as one string,
// "arithmetic, harmonic", or "none".
func FormatPicks(picks []string) string {
	if len(picks) == 0 {
		return None
	}
	return strings.Join(picks, ", ")
}

// Feedback is the judgement of an answer, with the computation in numbers.
type Feedback struct {
	Correct bool
	Text    string
}

// Judge compares an answer with the question's solution. It is pure: the
// same question and answer always give the same feedback. The text always
// shows the computation.
func Judge(q Question, answer string) Feedback { return judge(q, answer, true) }

// JudgeTry judges a first answer that may be tried again: right, it is
// Judge's feedback; wrong, it says why that answer is wrong ("Not 8: 8 is
// the musical mean between them") without giving the right one away, so
// that a second try still asks something.
func JudgeTry(q Question, answer string) Feedback { return judge(q, answer, false) }

func judge(q Question, answer string, reveal bool) Feedback {
	s := q.sol
	var correct bool
	switch q.Kind {
	case Choice:
		a := normalize(answer)
		correct = a == normalize(s.choice) || (s.matches != nil && s.matches(answer))
	case MultiChoice:
		correct = sameSet(ParsePicks(answer), s.picks)
	case NumberAnswer:
		n, err := ParseNumber(answer)
		correct = err == nil && n == s.number
	case TextAnswer:
		why := ""
		switch {
		case s.accept != nil:
			correct, why = s.accept(answer)
		case s.matches != nil:
			correct = s.matches(answer)
		default:
			correct = normalize(answer) == normalize(s.text)
		}
		if !correct && why != "" {
			// The reason comes first: it names the learner's mistake.
			wrong := s.wrong
			s.wrong = func(a string) string {
				if w := wrongOf(wrong, a); w != "" {
					return why + "\n" + w
				}
				return why
			}
		}
	}
	var b strings.Builder
	if correct {
		b.WriteString("Right: ")
		b.WriteString(s.summary)
	} else {
		shown := strings.TrimSpace(answer)
		if q.Kind == MultiChoice {
			shown = FormatPicks(ParsePicks(answer))
		}
		if shown == "" {
			shown = "no answer"
		}
		if !reveal {
			// Only the reason the answer is wrong, not the summary that
			// names the right one.
			// One line: the first reason, as a sentence of its own; the
			// rest comes with the full explanation after the second try.
			fmt.Fprintf(&b, "Not %s.", shown)
			why, _, _ := strings.Cut(wrongOf(s.wrong, answer), "\n")
			if why = strings.TrimSpace(why); why != "" {
				b.WriteString(" ")
				r, size := utf8.DecodeRuneInString(why)
				b.WriteRune(unicode.ToUpper(r))
				b.WriteString(why[size:])
			}
			return Feedback{Text: b.String()}
		}
		fmt.Fprintf(&b, "Not %s: %s", shown, s.summary)
		if s.wrong != nil {
			if why := s.wrong(answer); why != "" {
				b.WriteString("\n")
				b.WriteString(why)
			}
		}
	}
	if !correct || s.always {
		for _, w := range s.working {
			b.WriteString("\n")
			b.WriteString(w)
		}
	}
	return Feedback{Correct: correct, Text: b.String()}
}

func wrongOf(f func(string) string, a string) string {
	if f == nil {
		return ""
	}
	return f(a)
}

func sameSet(got, want []string) bool {
	seen := map[string]bool{}
	for _, g := range got {
		seen[g] = true
	}
	if len(seen) != len(want) {
		return false
	}
	for _, w := range want {
		if !seen[normalize(w)] {
			return false
		}
	}
	return true
}

// AnswerText is the right answer as a learner would give it. It exists for
// tests, authoring tools (lesson check) and the teacher's answer key
// (puzzles/worksheet), never for views a learner sees.
func AnswerText(q Question) string {
	switch q.Kind {
	case Choice:
		return q.sol.choice
	case MultiChoice:
		return FormatPicks(q.sol.picks)
	case TextAnswer:
		return q.sol.text
	}
	return strconv.FormatInt(q.sol.number, 10)
}
