package exercise

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/lessons/lineerr"
)

// CheckSamples is how many draws Check tries for a task with draws.
const CheckSamples = 256

// Check tells an author whether a block can be asked. A problem with the
// ask or hint line is an *lineerr.Error naming that line. A fixed task must be
// answerable, and its ask text must not name other numbers than the task's.
// A task with draws must have answerable draws often enough that every seed
// finds one. Neither ask nor hint may state the answer: of the fixed task,
// or of any of the CheckSamples draws tried (see giveaway for the rule).
func Check(b Block) error {
	if b.Task.Verb == VerbMoves && b.Task.Word == LearnerRules {
		// Asked in whichever rule set the learner chose: it must hold in
		// every one.
		for _, rs := range ruleSets {
			if err := Check(b.WithRules(rs)); err != nil {
				return fmt.Errorf("under %s: %w", rs, err)
			}
		}
		return nil
	}
	if !b.Task.HasDraws() {
		q, err := build(b, b.Task, Rand(0, "", 0))
		if err != nil {
			return plain(err)
		}
		if err := giveaway(b, q); err != nil {
			return err
		}
		return askAgrees(b, q)
	}
	rng := Rand(0, "check", b.Line)
	good := 0
	var last, stated error
	for range CheckSamples {
		q, err := build(b, b.Task.Draw(rng), rng)
		switch {
		case err == nil:
			good++
			if stated == nil {
				stated = giveaway(b, q)
			}
		case errors.Is(err, ErrUnanswerable):
			last = err
		default:
			return err
		}
	}
	if good == 0 {
		return fmt.Errorf("no answerable draw in %d tries (for example %v)", CheckSamples, plain(last))
	}
	// Ask tries MaxDraws draws: expect at least minExpected answerable ones
	// among them, so that no seed ever comes away empty.
	const minExpected = 25
	if good*MaxDraws < CheckSamples*minExpected {
		advice := "narrow the ranges"
		if _, army := takeEnemy(b.Task); army {
			advice = "choose other draws"
		}
		return fmt.Errorf("only %d of %d draws are answerable: %s (for example %v)", good, CheckSamples, advice, plain(last))
	}
	return stated
}

// Notes are remarks on a block that are no problems: the author may mean
// them. A fixed take task whose result is no man's value in either army is
// one (the numbers are the author's choice and are left as written; drawn
// army values are redrawn until the result is a man, see take).
func Notes(b Block) []string {
	t := b.Task
	if t.Verb != VerbTake || t.HasDraws() {
		return nil
	}
	v := t.Values()
	value, working, ok := taking(t.Word, v[0], v[1])
	if !ok || slices.Contains(ArmyValues(TermArmy), value) {
		return nil // unanswerable is Check's problem
	}
	return []string{fmt.Sprintf("%s is no man's value in either army: fine if meant, but no man on the board can be taken so", working)}
}

// plain drops the ErrUnanswerable prefix from a message for authors.
func plain(err error) error {
	if err == nil {
		return nil
	}
	msg := strings.TrimPrefix(err.Error(), ErrUnanswerable.Error()+": ")
	return errors.New("unanswerable: " + msg)
}

var numberToken = regexp.MustCompile(`\d+`)

// numbersIn lists the whole numbers written in s.
func numbersIn(s string) []int64 {
	var out []int64
	for _, m := range numberToken.FindAllString(s, -1) {
		if n, err := strconv.ParseInt(m, 10, 64); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// giveaway reports an ask or hint that states the answer of a resolved
// question q; for a task with draws the message names the draw.
//
// The rule, for a number answer: a whole number written in the ask or hint
// that equals the answer states it, unless it is also an operand of the
// resolved task (the ask must name the operands, and a hint may: "divide 12
// by the attacker's value"), and even then when the words before it give
// it as the answer ("the answer is 20", "= 20", "it is 20"). For a choice
// answer: the hint names the right option as whole words.
func giveaway(b Block, q Question) error {
	of := ""
	if b.Task.HasDraws() {
		of = fmt.Sprintf(", of the draw %q", q.Task.String())
	}
	if q.Kind == NumberAnswer {
		operand := slices.Contains(q.Task.Values(), q.sol.number)
		for _, f := range []struct {
			name, text string
			line       int
		}{{"ask", b.Ask, b.AskLine}, {"hint", b.Hint, b.HintLine}} {
			for _, at := range numberToken.FindAllStringIndex(f.text, -1) {
				n, err := strconv.ParseInt(f.text[at[0]:at[1]], 10, 64)
				if err != nil || n != q.sol.number {
					continue
				}
				if !operand || givenAsAnswer.MatchString(f.text[:at[0]]) {
					return lineerr.Errorf(f.line, "the %s states the answer, %d%s", f.name, q.sol.number, of)
				}
			}
		}
	}
	if q.Kind == Choice && q.sol.choice != None && b.Hint != "" {
		hint := " " + strings.Join(strings.FieldsFunc(normalize(b.Hint), notWordRune), " ") + " "
		if strings.Contains(hint, " "+normalize(q.sol.choice)+" ") {
			return lineerr.Errorf(b.HintLine, "the hint states the answer, %q%s", q.sol.choice, of)
		}
	}
	return nil
}

// givenAsAnswer matches the text before a number that gives the number as
// the answer: "the answer is", "result:", "=", "it is", "it's".
var givenAsAnswer = regexp.MustCompile(`(?i)(\b(answer|result)(\s+(is|was|will\s+be))?|\bit\s+is|\bit['’]s|=)\s*[:=]?\s*$`)

// askAgrees looks for an ask whose numbers disagree with the fixed task's.
func askAgrees(b Block, q Question) error {
	if b.Ask == "" {
		return nil
	}
	task := q.Task.Values()
	asked := numbersIn(b.Ask)
	var missing, extra []int64
	for _, n := range task {
		if n > 0 && !slices.Contains(asked, n) {
			missing = append(missing, n)
		}
	}
	for _, n := range asked {
		if !slices.Contains(task, n) {
			extra = append(extra, n)
		}
	}
	if len(missing) > 0 && len(extra) > 0 {
		return lineerr.Errorf(b.AskLine, "the ask names %s but the task has %s: do they agree?", joinInts(extra), joinInts(missing))
	}
	return nil
}

func notWordRune(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
}
