package exercise

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// CheckSamples is how many draws Check tries for a task with draws.
const CheckSamples = 256

// Check tells an author whether a block can be asked. A problem with the
// ask or hint line is an *Error naming that line. A fixed task must be
// answerable; its ask text must not name other numbers than the task's, and
// neither ask nor hint may state the answer. A task with draws must have
// answerable draws often enough that every seed finds one.
func Check(b Block) error {
	if !b.Task.HasDraws() {
		q, err := build(b, b.Task, Rand(0, "", 0))
		if err != nil {
			return plain(err)
		}
		return checkWords(b, q)
	}
	rng := Rand(0, "check", b.Line)
	good := 0
	var last error
	for range CheckSamples {
		_, err := build(b, b.Task.Draw(rng), rng)
		switch {
		case err == nil:
			good++
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
		return fmt.Errorf("only %d of %d draws are answerable: narrow the ranges (for example %v)", good, CheckSamples, plain(last))
	}
	return nil
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

// checkWords looks for an ask or hint that gives the answer away, and an
// ask whose numbers disagree with the task's.
func checkWords(b Block, q Question) error {
	task := q.Task.Values()
	if q.Kind == NumberAnswer && !slices.Contains(task, q.sol.number) {
		for _, f := range []struct {
			name, text string
			line       int
		}{{"ask", b.Ask, b.AskLine}, {"hint", b.Hint, b.HintLine}} {
			if slices.Contains(numbersIn(f.text), q.sol.number) {
				return errorf(f.line, "the %s states the answer, %d", f.name, q.sol.number)
			}
		}
	}
	if q.Kind == Choice && q.sol.choice != None && b.Hint != "" {
		hint := " " + strings.Join(strings.FieldsFunc(normalize(b.Hint), notWordRune), " ") + " "
		if strings.Contains(hint, " "+normalize(q.sol.choice)+" ") {
			return errorf(b.HintLine, "the hint states the answer, %q", q.sol.choice)
		}
	}
	if b.Ask != "" {
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
			return errorf(b.AskLine, "the ask names %s but the task has %s: do they agree?", joinInts(extra), joinInts(missing))
		}
	}
	return nil
}

func notWordRune(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
}
