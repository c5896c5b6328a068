package check

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/content/textfile"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/motif"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Tag is a free theme, beside relations and triumph kinds, with what it
// marks.
type Tag struct{ Name, Marks string }

// Tags are the free themes.
var Tags = []Tag{
	{"pyramid", "a pyramid takes or is taken"},
	{"layer", "one layer of a pyramid is taken, or acts alone"},
	{"whole", "a pyramid takes or is taken with its whole value"},
	{"blocker", "moving a man out of the way opens the capture"},
	{"trap", "a near miss tempts: close numbers, a square short, a blocked path..."},
	{"first-step", "the only capture on a near-empty board: a first step"},
	{"distance", "the distance, counted as the rule set counts it, decides"},
	{"several", "one action takes several men"},
	{"take-and-move", "a man left in a relation is taken and a taker moves in (e6xe8)"},
	{"attack", "nemec's attack: taking without moving (c8x)"},
	{"line", "a triumph in a line"},
	{"angle", "a triumph at the corners of a right angle"},
	{"square", "a triumph at the corners of a square"},
	{"prisoner", "taken men stand in a triumph"},
	{"victory", "a capture wins the game by the agreed common victory"},
	{"two-move", "a first action prepares, and whatever the reply, the second meets the goal"},
}

// tagKnown reports whether t is a tag.
func tagKnown(t string) bool {
	_, ok := TagMarks(t)
	return ok
}

// TagMarks says what a tag marks; false for a name that is not a tag.
func TagMarks(name string) (string, bool) { return find(Tags, name) }

// find is what the tag of that name in table marks.
func find(table []Tag, name string) (string, bool) {
	for _, t := range table {
		if t.Name == name {
			return t.Marks, true
		}
	}
	return "", false
}

// TriumphKinds are the triumph themes.
var TriumphKinds = []string{"great", "greater", "greatest"}

// RelationNames are every relation's name, as rithmo analyse prints them,
// over all rule sets.
func RelationNames() []string {
	var names []string
	for _, set := range board.RuleSets {
		for _, r := range engine.Relations(set) {
			if !slices.Contains(names, r.String()) {
				names = append(names, r.String())
			}
		}
	}
	return names
}

// Themes lists every known theme: relations, triumph kinds, then tags
// sorted.
func Themes() []string {
	out := append(RelationNames(), TriumphKinds...)
	tags := make([]string, 0, len(Tags))
	for _, t := range Tags {
		tags = append(tags, t.Name)
	}
	slices.Sort(tags)
	return append(out, tags...)
}

// Puzzle checks one parsed puzzle and returns its problems (nil when none).
func Puzzle(pz *puzzles.Puzzle) puzzles.ErrorList {
	var errs puzzles.ErrorList
	fail := func(key, format string, args ...any) {
		errs = append(errs, &puzzles.LineError{File: pz.File, Line: pz.LineOf(key), Msg: fmt.Sprintf(format, args...)})
	}
	checkThemes(pz, fail)
	if err := board.Validate(&pz.Position); err != nil {
		fail("position", "%v", err)
		return errs
	}
	s, err := judge.Solve(pz)
	if err != nil {
		fail("goal", "%v", err)
		return errs
	}
	if s.Count() == 0 {
		fail("goal", "%q has no solution: %s", pz.Goal, noSolution(s))
		return errs
	}
	checkThemesHold(pz, s, fail)
	checkLesson(pz, s, fail)
	if pz.Expect != "" {
		if msg := checkExpect(pz, s); msg != "" {
			fail("expect", "%s", msg)
		}
	}
	if pz.Unique {
		if msg := checkUnique(pz, s); msg != "" {
			fail("unique", "%s", msg)
		}
	}
	return errs
}

// noSolution says what the engine found instead of a solution.
func noSolution(s *judge.Solved) string {
	n := len(s.Outcomes)
	if n == 0 {
		return fmt.Sprintf("%s has no legal action", s.Puzzle.Position.ToMove)
	}
	taking := 0
	for _, o := range s.Outcomes {
		if len(o.Captures) > 0 {
			taking++
		}
	}
	if s.Puzzle.Goal.InTwo() {
		return twoNoSolution(s)
	}
	text := fmt.Sprintf("of the %s the engine finds, %d take something, and none meets the goal", plural(n, "legal action"), taking)
	if s.Puzzle.Goal.Kind == puzzles.GoalVictory {
		if a, c, ok := s.BestCount(); ok {
			text += fmt.Sprintf("; the best capture, %s, leaves this count: %s", a, c.Text)
		}
	}
	return text
}

// twoNoSolution says, for a two-move goal, how many first actions prepare
// the goal and how the first of them is refuted.
func twoNoSolution(s *judge.Solved) string {
	var tries []engine.Action
	for i := range s.Lines {
		if a := s.Lines[i].First.Action; len(s.Threats(a)) > 0 {
			tries = append(tries, a)
		}
	}
	if len(tries) == 0 {
		return fmt.Sprintf("of the %s, none prepares the goal: after none of them, even if the opponent did nothing, would a second action meet it", plural(len(s.Outcomes), "legal first action"))
	}
	why := s.Action(tries[0]).Text
	return fmt.Sprintf("of the %s, %d prepare the goal, and the opponent refutes every one; %s", plural(len(s.Outcomes), "legal first action"), len(tries),
		strings.ToLower(why[:1])+strings.TrimSuffix(why[1:], "."))
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func checkThemes(pz *puzzles.Puzzle, fail func(key, format string, args ...any)) {
	all := RelationNames()
	own := relationNames(engine.RelationsOf(pz.Position.Rules))
	for _, t := range pz.Themes {
		switch {
		case slices.Contains(all, t):
			if !slices.Contains(own, t) {
				fail("themes", "theme %q: %s has no taking by %s (it has %s)", t, pz.Position.Rules, t, strings.Join(own, ", "))
			}
		case slices.Contains(TriumphKinds, t):
		case tagKnown(t):
		default:
			fail("themes", "unknown theme %q: want a relation (%s), a triumph kind (%s) or a tag (%s)",
				t, strings.Join(all, ", "), strings.Join(TriumphKinds, ", "), strings.Join(Themes()[len(all)+len(TriumphKinds):], ", "))
		}
	}
}

// checkThemesHold holds the relation and triumph themes against what the
// engine finds: on a capture or spot goal every relation named must take in
// some solution (a spotted man falls by it), and every triumph kind named
// must be completed by some solution. Tags are the author's word: the
// engine cannot judge a "trap". Relation themes of a triumph goal are left
// alone: its solutions need take nothing.
func checkThemesHold(pz *puzzles.Puzzle, s *judge.Solved, fail func(key, format string, args ...any)) {
	own := relationNames(engine.RelationsOf(pz.Position.Rules))
	outcomes := solvingOutcomes(s)
	var taking, completed []string
	if pz.Goal.Kind == puzzles.GoalSpot {
		for i := range s.Spots {
			for _, r := range s.Spots[i].Relations() {
				taking = appendNew(taking, r.String())
			}
		}
	} else {
		for _, o := range outcomes {
			for _, c := range o.Captures {
				for _, r := range c.Reasons {
					taking = appendNew(taking, r.Relation.String())
				}
			}
		}
	}
	for _, o := range outcomes {
		for _, t := range o.Triumphs {
			completed = appendNew(completed, t.Kind.String())
		}
	}
	none, found := "no solution takes", "the solutions take by "
	switch {
	case pz.Goal.Kind == puzzles.GoalSpot && len(s.Spots) == 1:
		none, found = "the man to spot does not fall", "it falls by "
	case pz.Goal.Kind == puzzles.GoalSpot:
		none, found = "no man to spot falls", "they fall by "
	case len(s.Solutions) == 1:
		none, found = "the solution does not take", "it takes by "
	}
	they := "they complete"
	if len(outcomes) == 1 {
		they = "it completes"
	}
	triumphs := they + " none"
	switch {
	case len(completed) == 1:
		triumphs = they + " a " + completed[0] + " triumph"
	case len(completed) > 1:
		triumphs = they + " " + listOr(completed, "", "") + " triumphs"
	}
	for _, t := range pz.Themes {
		switch {
		case slices.Contains(TriumphKinds, t):
			if !slices.Contains(completed, t) {
				fail("themes", "theme %q: no solution completes a %s triumph (%s)", t, t, triumphs)
			}
		case pz.Goal.Kind == puzzles.GoalTriumph:
		case slices.Contains(own, t): // a foreign relation is reported by checkThemes
			if !slices.Contains(taking, t) {
				fail("themes", "theme %q: %s by %s (%s)", t, none, t, listOr(taking, found, "they take nothing"))
			}
		}
	}
}

// solvingOutcomes are the outcomes of the solving actions: for a spot goal,
// the actions that take a spotted man.
func solvingOutcomes(s *judge.Solved) []engine.Outcome {
	if s.Puzzle.Goal.InTwo() {
		return secondOutcomes(s)
	}
	if s.Puzzle.Goal.Kind != puzzles.GoalSpot {
		out := make([]engine.Outcome, len(s.Solutions))
		for i := range s.Solutions {
			out[i] = s.Solutions[i].Outcome
		}
		return out
	}
	var out []engine.Outcome
	for _, o := range s.Outcomes {
		for i := range s.Spots {
			if slices.Contains(s.Spots[i].Actions, o.Action) {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

// secondOutcomes are, for a two-move goal, the second actions that meet
// it after the opponent's best reply to each winning first action: what
// the themes name is what the second action does.
func secondOutcomes(s *judge.Solved) []engine.Outcome {
	var out []engine.Outcome
	for i := range s.Solutions {
		next, _, ok := s.Next(s.Solutions[i].Action())
		if !ok {
			continue
		}
		second, err := judge.Solve(next)
		if err != nil {
			continue
		}
		for j := range second.Solutions {
			out = append(out, second.Solutions[j].Outcome)
		}
	}
	return out
}

func appendNew(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// listOr writes prefix and the items, "by addition, siege and equality",
// or none when there are no items.
func listOr(items []string, prefix, none string) string {
	switch len(items) {
	case 0:
		return none
	case 1:
		return prefix + items[0]
	}
	return prefix + strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

func relationNames(rels []engine.Relation) []string {
	names := make([]string, len(rels))
	for i, r := range rels {
		names[i] = r.String()
	}
	return names
}

// atLeast is the last item of an expect line that relaxes it.
const atLeast = "..."

// checkExpect compares the expect line with what the engine finds.
func checkExpect(pz *puzzles.Puzzle, s *judge.Solved) string {
	var found, want []string
	open := false
	if pz.Goal.Kind == puzzles.GoalSpot {
		for _, c := range s.Claims() {
			found = append(found, c.String())
		}
		for _, item := range strings.Split(pz.Expect, ",") {
			item = strings.Join(strings.Fields(item), " ")
			if item == atLeast {
				open = true
				continue
			}
			sqText, relText, ok := strings.Cut(item, " ")
			if !ok {
				return fmt.Sprintf("expect: %q: want SQUARE RELATION, like e11 addition", item)
			}
			sq, err := board.ParseSquare(sqText)
			if err != nil {
				return fmt.Sprintf("expect: %q: %v", item, err)
			}
			rel, err := engine.ParseRelation(relText)
			if err != nil {
				return fmt.Sprintf("expect: %q: %v", item, err)
			}
			want = append(want, judge.Claim{Square: sq, Relation: rel}.String())
		}
	} else {
		for i := range s.Solutions {
			found = append(found, s.Solutions[i].Action().String())
		}
		for _, item := range strings.Fields(pz.Expect) {
			if item == atLeast {
				open = true
				continue
			}
			a, err := engine.ParseAction(item)
			if err != nil {
				return fmt.Sprintf("expect: %q: %v", item, err)
			}
			want = append(want, a.String())
		}
	}
	var missing, extra []string
	for _, w := range want {
		if !slices.Contains(found, w) {
			missing = append(missing, w)
		}
	}
	if !open {
		for _, f := range found {
			if !slices.Contains(want, f) {
				extra = append(extra, f)
			}
		}
	}
	if len(missing) == 0 && len(extra) == 0 {
		return ""
	}
	sep := " "
	if pz.Goal.Kind == puzzles.GoalSpot {
		sep = ", "
	}
	msg := "expect does not hold: the engine finds " + strings.Join(found, sep)
	if len(missing) > 0 {
		msg += "; it does not find " + strings.Join(missing, sep)
	}
	if len(extra) > 0 {
		msg += "; not expected: " + strings.Join(extra, sep)
	}
	return msg
}

// checkUnique reports when a goal marked unique has more than one answer.
func checkUnique(pz *puzzles.Puzzle, s *judge.Solved) string {
	if pz.Goal.Kind == puzzles.GoalSpot {
		var many []string
		for i := range s.Spots {
			if rels := s.Spots[i].Relations(); len(rels) > 1 {
				many = append(many, fmt.Sprintf("%s by %s", s.Spots[i].Square, strings.Join(relationNames(rels), " and ")))
			}
		}
		if len(many) > 0 {
			return "unique, but a man falls by more than one relation: " + strings.Join(many, "; ")
		}
		return ""
	}
	if len(s.Solutions) == 1 {
		return ""
	}
	acts := make([]string, len(s.Solutions))
	for i := range s.Solutions {
		acts[i] = s.Solutions[i].Action().String()
	}
	if pz.Goal.InTwo() {
		return fmt.Sprintf("unique, but %d first actions win in two: %s (list them in expect and drop unique)", len(acts), strings.Join(acts, " "))
	}
	return fmt.Sprintf("unique, but the goal has %d solutions: %s", len(acts), strings.Join(acts, " "))
}

// FS loads every puzzle file of fsys and checks each puzzle. It returns the
// puzzles read and every problem found, in file order.
func FS(fsys fs.FS) ([]puzzles.Puzzle, puzzles.ErrorList) {
	ps, err := puzzles.Load(fsys)
	var errs puzzles.ErrorList
	if err != nil {
		var list puzzles.ErrorList
		if !errors.As(err, &list) {
			return ps, puzzles.ErrorList{{File: ".", Msg: err.Error()}}
		}
		errs = append(errs, list...)
	}
	for i := range ps {
		errs = append(errs, Puzzle(&ps[i])...)
	}
	errs = append(errs, Collection(ps)...)
	sortErrors(errs)
	return ps, errs
}

// Collection holds the puzzles checked together to the limits of package
// motif: a motif at most twice, a position once, a king in at most a
// quarter of the capture puzzles. Each problem names the puzzle past the
// limit, at its id line.
func Collection(ps []puzzles.Puzzle) puzzles.ErrorList {
	motifs := make([]motif.Motif, len(ps))
	for i := range ps {
		s, err := judge.Solve(&ps[i])
		if err != nil {
			s = nil // Puzzle reports it
		}
		motifs[i] = motif.Of(&ps[i], s)
	}
	var errs puzzles.ErrorList
	for _, pr := range motif.Check(ps, motifs) {
		errs = append(errs, &puzzles.LineError{File: pr.Puzzle.File, Line: pr.Puzzle.Line, Msg: pr.Puzzle.ID + ": " + pr.Msg})
	}
	return errs
}

// Paths checks files and folders on disk (folders recursively, *.puz only).
// Ids must be unique over all of them. Messages name files by the path
// given.
func Paths(paths []string) ([]puzzles.Puzzle, puzzles.ErrorList) {
	var (
		all  []puzzles.Puzzle
		errs puzzles.ErrorList
	)
	type place struct {
		file string
		line int
	}
	first := map[string]place{}
	for _, root := range paths {
		ps, perrs := loadPath(root)
		errs = append(errs, perrs...)
		for i := range ps {
			p := &ps[i]
			if f, dup := first[p.ID]; dup {
				errs = append(errs, &puzzles.LineError{File: p.File, Line: p.Line, Msg: fmt.Sprintf("id %q is used already at %s:%d", p.ID, f.file, f.line)})
				continue
			}
			all = append(all, *p)
			first[p.ID] = place{p.File, p.Line}
		}
	}
	for i := range all {
		errs = append(errs, Puzzle(&all[i])...)
	}
	errs = append(errs, Collection(all)...)
	sortErrors(errs)
	return all, errs
}

// loadPath reads one file, or every *.puz file under a folder.
func loadPath(root string) ([]puzzles.Puzzle, puzzles.ErrorList) {
	info, err := os.Stat(root)
	if err != nil {
		return nil, puzzles.ErrorList{{File: root, Msg: errText(err)}}
	}
	if !info.IsDir() {
		data, err := textfile.Read(root, textfile.MaxPuzzleFile)
		if err != nil {
			return nil, puzzles.ErrorList{{File: root, Msg: strings.TrimPrefix(err.Error(), root+": ")}}
		}
		ps, err := puzzles.Parse(root, data)
		errs := asList(root, err)
		if len(ps) == 0 && len(errs) == 0 {
			errs = append(errs, &puzzles.LineError{File: root, Msg: "no puzzles in this file"})
		}
		return ps, errs
	}
	ps, err := puzzles.Load(os.DirFS(root))
	errs := asList(root, err)
	for _, e := range errs {
		if e.File != root {
			e.File = filepath.Join(root, e.File)
		}
	}
	for i := range ps {
		ps[i].File = filepath.Join(root, ps[i].File)
	}
	if len(ps) == 0 && len(errs) == 0 {
		errs = append(errs, &puzzles.LineError{File: root, Msg: "no puzzle files (*" + puzzles.Ext + ") here"})
	}
	return ps, errs
}

func asList(file string, err error) puzzles.ErrorList {
	if err == nil {
		return nil
	}
	var list puzzles.ErrorList
	if errors.As(err, &list) {
		return list
	}
	return puzzles.ErrorList{{File: file, Msg: errText(err)}}
}

// errText drops the path an *fs.PathError repeats.
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

func sortErrors(errs puzzles.ErrorList) {
	slices.SortStableFunc(errs, func(a, b *puzzles.LineError) int {
		if c := strings.Compare(a.File, b.File); c != 0 {
			return c
		}
		return a.Line - b.Line
	})
}
