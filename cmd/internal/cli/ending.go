package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/reader"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/board"
)

// defaultRules is the rule set a learner who has not chosen one learns
// in: the book's first kind of playing, the one the lessons' examples
// start from.
const defaultRules = "fulke1"

// learnerRules is the rule set the learner chose to learn in, or
// defaultRules; chosen reports whether they have chosen (a first run has
// not).
func learnerRules(store *progress.Store) (rules string, chosen bool) {
	if store == nil {
		return defaultRules, false
	}
	v, ok, err := store.Setting(progress.SettingRules)
	if err != nil || !ok {
		return defaultRules, false
	}
	if rulesOr(v) != v {
		return defaultRules, false // a rule set this rithmo does not know: ask again
	}
	return v, true
}

// rulesOr is the rule set setting v names, or defaultRules when it is
// unset ("") or names a rule set this rithmo does not know.
func rulesOr(v string) string {
	if _, err := board.ParseRuleSet(v); v == "" || err != nil {
		return defaultRules
	}
	return v
}

// endingCatalog is the catalog of the built-in puzzles, read once: those
// that load (rithmo puzzles check names the rest).
var endingCatalog = sync.OnceValue(func() []puzzles.Entry {
	all, err := puzzles.LoadCatalog(content.Puzzles())
	var list puzzles.ErrorList
	if err != nil && !errors.As(err, &list) {
		return nil
	}
	return all
})

// lessonEnding is the puzzles that close each lesson (teach.Ending), in
// the learner's rule set as it stands when the last page is reached, played
// with opts.
func lessonEnding(store *progress.Store, opts play.Options) *reader.Ending {
	pick := func(l *lessons.Lesson) ([]puzzles.Puzzle, string) {
		rules, _ := learnerRules(store)
		var out []puzzles.Puzzle
		for _, e := range teach.Ending(endingCatalog(), l.Number, rules) {
			if pz, err := e.Puzzle(); err == nil {
				out = append(out, *pz)
			}
		}
		if len(out) < teach.EndingMin {
			return nil, rules // too few to make a set: the lesson offers only the next one
		}
		return out, rules
	}
	return &reader.Ending{
		Count: func(l *lessons.Lesson) (int, string) {
			list, rules := pick(l)
			return len(list), rules
		},
		Open: func(l *lessons.Lesson, width, height int) (reader.Screen, error) {
			list, _ := pick(l)
			return play.NewModel(play.NewSession(list, opts), width, height), nil
		},
		Play: func(l *lessons.Lesson, in io.Reader, out io.Writer) error {
			list, _ := pick(l)
			o := opts
			o.OpenLesson = nil // in accessible mode the lesson is the one just read
			return play.RunAccessible(play.NewSession(list, o), in, out)
		},
	}
}

// endingOf is the puzzles that close lesson number in rules, or in the
// rule set the learner learns in when rules is "". Too few is an error
// that says so: no lesson is offered an empty set.
func endingOf(env *Env, number int, rules string) ([]puzzles.Puzzle, error) {
	all, err := loadLessons()
	if err != nil {
		return nil, err
	}
	l, err := findLesson(all, fmt.Sprint(number))
	if err != nil {
		return nil, err
	}
	if rules == "" {
		rules = storedRules(env)
	} else if rules, err = ruleSetArg(rules); err != nil {
		return nil, err
	}
	var out []puzzles.Puzzle
	for _, e := range teach.Ending(endingCatalog(), l.Number, rules) {
		pz, err := e.Puzzle()
		if err != nil {
			return nil, err
		}
		out = append(out, *pz)
	}
	if len(out) < teach.EndingMin {
		return nil, Usagef("lesson %d (%s) has %s of its own in %s, fewer than %d: try --rules with another rule set, or rithmo puzzles", l.Number, l.Title, howMany(len(out), "curated puzzle"), rules, teach.EndingMin)
	}
	return out, nil
}

// ruleSetArg reads a rule set named on the command line, in any case.
func ruleSetArg(s string) (string, error) {
	r, err := board.ParseRuleSet(strings.ToLower(strings.TrimSpace(s)))
	if err != nil {
		return "", Usagef("--rules: %v", err)
	}
	return r.String(), nil
}

// storedRules is the rule set the learner chose, read from the progress
// file when there is one (a command that only prints creates none), else
// defaultRules.
func storedRules(env *Env) string {
	path, err := dataPath(env)
	if err != nil {
		return defaultRules
	}
	if _, err := os.Stat(path); err != nil {
		return defaultRules
	}
	store, err := openStore(env)
	if err != nil {
		return defaultRules
	}
	defer store.Close()
	rules, _ := learnerRules(store)
	return rules
}

// endingText is what a lesson printed whole or at its last page ends
// with: its own puzzles and the next lesson, as commands to type.
func endingText(l *lessons.Lesson, all []*lessons.Lesson, rules string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n  End of lesson %d.\n", l.Number)
	if n := len(teach.Ending(endingCatalog(), l.Number, rules)); n >= teach.EndingMin {
		fmt.Fprintf(&b, "  Its %s, in %s: rithmo puzzles --lesson %d\n", howMany(n, "puzzle"), rules, l.Number)
	}
	for i, x := range all {
		if x.Name == l.Name && i+1 < len(all) {
			fmt.Fprintf(&b, "  Next: lesson %d, %s: rithmo lesson show %d\n", all[i+1].Number, all[i+1].Title, all[i+1].Number)
		}
	}
	return b.String()
}
