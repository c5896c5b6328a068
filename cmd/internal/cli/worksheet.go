package cli

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/puzzles/worksheet"
	"github.com/rithmo/rithmo/rules/arith"
)

// worksheetFlags are the options of rithmo worksheet.
type worksheetFlags struct {
	theme, rules, ids, gen, title, paper string
	lessons                              []string
	key, pdf                             bool
	count, seed                          *numberFlag
	variants                             int
	out                                  outputFlags
	// sheetRules: --rules is also the rule set of the lessons' exercises
	// on moving in the learner's rule set, and alone with --lesson only
	// that (rithmo worksheet). A class assignment keeps its lessons by
	// name, and each student answers them in the rule set they learn in.
	sheetRules bool
}

func newWorksheetCmd(env *Env) *cobra.Command {
	fl := worksheetFlags{count: countFlag(), seed: seedFlag(), sheetRules: true}
	cmd := &cobra.Command{
		Use:   "worksheet [flags]",
		Short: "Make a printable worksheet of puzzles and exercises, or its answer key",
		Long: `Make a worksheet for a class: one self-contained HTML file (open it in any
browser and print it, on A4 or Letter) with numbered boards drawn as
pictures, a question under each and room to write, two boards to a row and
no board split across pages. --pdf writes the same sheet as a PDF instead.

What goes on it (any of these, in this order):

  --theme T, --rules R, --ids A,B   curated puzzles (as rithmo puzzles
                                    list shows them); with --count N
                                    (and no --generate) the N easiest
  --generate "GOAL [RELATION|KIND] RULES" --count N
                                    generated puzzles, as rithmo puzzles
                                    generate makes them: "capture addition
                                    fulke1", "spot nemec", "triumph greater
                                    parlett"
                                    (a spec without a rule set takes
                                    --rules)
  --lesson N                        the exercises of lesson N (repeatable),
                                    their numbers drawn from the seed as
                                    rithmo lessons --seed draws them; those
                                    on moving in the learner's rule set
                                    ask about --rules (default: the rule
                                    set you learn in, chosen on the first
                                    run; fulke1 until then), and --rules
                                    with --lesson alone chooses only that

The class's seed (--seed, else a new one) is printed in the footer with the
command that makes the sheet again: the same options and seed give the same
file, byte for byte.

--key writes the answer key instead: each answer with its reasons in
numbers, found by the rules engine (never read from a file), and the solving
move drawn on the board. The student's sheet holds no answer.

--variants 2 makes versions A and B of the sheet, so that neighbours
cannot copy: generated puzzles and exercise numbers drawn from the seed
and the next, curated puzzles in another order. --out sheet.html writes
sheet-A.html and sheet-B.html; with --key, one file holds both keys.

The file goes to standard output, or to --out FILE (an existing file is
kept unless --force).`,
		Example: `  rithmo worksheet --generate "capture addition fulke1" --count 8 --seed 7 > sheet.html
  rithmo worksheet --generate "capture addition fulke1" --count 8 --seed 7 --key > key.html
  rithmo worksheet --theme addition --lesson 10 --seed 7 --title "Taking by addition" --out week3.html
  rithmo worksheet --generate "triumph great nemec" --count 4 --seed 3 --pdf --out triumphs.pdf`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkNumbers(fl.seed, fl.count); err != nil {
				return err
			}
			if !cmd.Flags().Changed("seed") {
				fl.seed.value = newSeed()
			}
			if fl.variants < 1 || fl.variants > maxVariants {
				return Usagef("--variants %d: want 1 to %d", fl.variants, maxVariants)
			}
			if fl.variants > 1 {
				return writeVariants(env, cmd, &fl)
			}
			sheet, err := buildSheet(env, cmd, &fl)
			if err != nil {
				return err
			}
			var data []byte
			if fl.pdf {
				if fl.out.path == "" && ui.Detect(env.Stdin, env.Stdout, env.Getenv).OutTTY {
					return Usagef("--pdf writes a binary file: give --out FILE, or redirect the output")
				}
				paper, err := worksheet.ParsePaper(fl.paper)
				if err != nil {
					return Usagef("--paper: %v", err)
				}
				data, err = worksheet.PDF(sheet, fl.key, paper)
				if err != nil {
					return err
				}
			} else if data, err = worksheet.HTML(sheet, fl.key); err != nil {
				return err
			}
			return fl.out.write(cmd, data)
		},
	}
	f := cmd.Flags()
	f.StringVar(&fl.theme, "theme", "", "curated puzzles of this theme (see rithmo puzzles list)")
	rulesVar(f, &fl.rules, "", "curated puzzles of this rule set: fulke1, fulke2, fulke3, nemec, parlett")
	f.StringVar(&fl.ids, "ids", "", "curated puzzles by id, comma-separated, in this order")
	f.StringVar(&fl.gen, "generate", "", `generated puzzles: "GOAL [RELATION|KIND] RULES", e.g. "capture addition fulke1"`)
	f.Var(fl.count, "count", fmt.Sprintf("how many generated puzzles, 1 to %d", generate.MaxCount))
	f.StringArrayVar(&fl.lessons, "lesson", nil, "the exercises of this lesson (number or name; repeatable)")
	f.Var(fl.seed, "seed", "the class's seed: generated puzzles and exercise numbers (default: a new one)")
	f.StringVar(&fl.title, "title", "", "the sheet's title (default: Rithmomachia worksheet)")
	f.BoolVar(&fl.key, "key", false, "write the answer key instead of the student's sheet")
	f.BoolVar(&fl.pdf, "pdf", false, "write a PDF instead of HTML")
	f.StringVar(&fl.paper, "paper", "a4", "the PDF's paper: a4 or letter (the HTML fits both)")
	f.IntVar(&fl.variants, "variants", 1, fmt.Sprintf("versions A, B… of the sheet to hand out side by side (up to %d), each drawn from its own seed: --out FILE writes FILE-A, FILE-B…, or with --key one file of all their keys", maxVariants))
	fl.out.register(f)
	for name, fn := range map[string]cobra.CompletionFunc{"theme": completeTheme, "rules": completeRules,
		"lesson": func(c *cobra.Command, _ []string, s string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return completeLesson(c, nil, s)
		},
		"paper": func(_ *cobra.Command, _ []string, s string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return choices(s, "a4", "letter")
		},
	} {
		_ = cmd.RegisterFlagCompletionFunc(name, fn)
	}
	return cmd
}

// buildSheet gathers the sheet's puzzles and exercises from the flags.
func buildSheet(env *Env, cmd *cobra.Command, fl *worksheetFlags) (worksheet.Sheet, error) {
	// A rule set may be typed in any case (--rules Nemec); the sheet's
	// command line, the selection and the generator read its id.
	fl.rules = strings.ToLower(strings.TrimSpace(fl.rules))
	s := worksheet.Sheet{Title: fl.title, Seed: fl.seed.value, Command: worksheetCommand(cmd, fl)}
	if fl.theme == "" && fl.rules == "" && fl.ids == "" && fl.gen == "" && len(fl.lessons) == 0 {
		return s, Usagef(`say what goes on the sheet: --theme, --rules or --ids (curated puzzles), --generate "capture addition fulke1" (generated ones) or --lesson N (exercises)`)
	}
	// Without --generate, --count takes the first N of the curated
	// selection, easiest first: a theme of 50 puzzles is 13 pages.
	curatedCount := cmd.Flags().Changed("count") && fl.gen == ""
	if curatedCount && (fl.ids != "" || (fl.theme == "" && fl.rules == "")) {
		return s, Usagef("--count is how many puzzles of --generate, or of --theme or --rules (the easiest first); --ids names its puzzles itself")
	}
	// --rules with --generate and no --theme or --ids is the generator's
	// rule set when the spec names none ("capture addition" --rules
	// fulke1), not a call for every curated puzzle of the rule set.
	rulesForGenerator := fl.gen != "" && fl.rules != "" && fl.theme == "" && fl.ids == ""
	// Likewise with --lesson alone: the rule set of the lessons' exercises.
	rulesForLessons := fl.sheetRules && len(fl.lessons) > 0 && fl.theme == "" && fl.ids == "" && fl.gen == ""
	if fl.theme != "" || fl.ids != "" || (fl.rules != "" && !rulesForGenerator && !rulesForLessons) {
		cur, err := curatedSelection(env, fl)
		if err != nil {
			return s, err
		}
		if curatedCount {
			n := fl.count.int()
			if n < 1 || n > worksheet.MaxEntries {
				return s, Usagef("--count: %d: want 1 to %d", n, worksheet.MaxEntries)
			}
			cur = cur[:min(n, len(cur))]
		}
		s.Puzzles = append(s.Puzzles, cur...)
	}
	if n := fl.count.int(); fl.gen != "" && (n < 1 || n > generate.MaxCount) {
		return s, Usagef("--count: %d: want 1 to %d", n, generate.MaxCount)
	}
	if fl.gen != "" {
		spec := fl.gen
		if rulesForGenerator && !slices.ContainsFunc(strings.Fields(spec), isRules) {
			spec += " " + fl.rules
		}
		o, err := parseGenerateSpec(spec, fl.count.int())
		if err != nil {
			return s, err
		}
		o.Seed = fl.seed.value
		g, err := generate.New(o)
		if err != nil {
			return s, optionError(err)
		}
		for n := 1; n <= o.Count; n++ {
			if ctx := cmd.Context(); ctx != nil && ctx.Err() != nil {
				return s, ctx.Err()
			}
			pz, err := g.Puzzle(n)
			if err != nil {
				return s, err
			}
			s.Puzzles = append(s.Puzzles, pz)
		}
	}
	if len(fl.lessons) > 0 {
		all, err := loadLessons()
		if err != nil {
			return s, err
		}
		if s.Rules, err = sheetRules(env, fl); err != nil {
			return s, err
		}
		for _, name := range fl.lessons {
			l, err := findLesson(all, name)
			if err != nil {
				return s, err
			}
			s.Lessons = append(s.Lessons, l)
		}
		if fl.rules == "" && s.Rules != "" && fl.theme == "" && fl.ids == "" && asksLearnerRules(s.Lessons) {
			// The rule set read from the progress file goes in the command
			// that makes the sheet again, which may run elsewhere.
			with := *fl
			with.rules = s.Rules
			s.Command = worksheetCommand(cmd, &with)
		}
	}
	if len(s.Puzzles) > worksheet.MaxEntries {
		return s, Usagef("%s chosen; a sheet holds at most %d: narrow the choice", howMany(len(s.Puzzles), "puzzle"), worksheet.MaxEntries)
	}
	return s, nil
}

// sheetRules is the rule set of a sheet's exercises on moving in the
// learner's rule set: --rules, else the one the teacher (or learner) of
// this progress file learns in.
func sheetRules(env *Env, fl *worksheetFlags) (string, error) {
	if !fl.sheetRules {
		return "", nil
	}
	if fl.rules == "" {
		return storedRules(env), nil
	}
	r, err := parseRulesArg(fl.rules)
	if err != nil {
		return "", Usagef("--rules: %v", err)
	}
	return r.Set.String(), nil
}

// asksLearnerRules reports whether a lesson has an exercise on moving in
// the learner's rule set.
func asksLearnerRules(ls []*lessons.Lesson) bool {
	for _, l := range ls {
		for _, e := range l.Exercises {
			if e.Block.Task.Word == exercise.LearnerRules {
				return true
			}
		}
	}
	return false
}

// curatedSelection is the curated puzzles of --theme and --rules, easiest
// first, or those named by --ids in their order.
func curatedSelection(env *Env, fl *worksheetFlags) ([]puzzles.Puzzle, error) {
	all, err := curated(env)
	if err != nil {
		return nil, err
	}
	sel, err := filterPuzzles(all, fl.theme, fl.rules)
	if err != nil {
		return nil, err
	}
	if fl.ids == "" {
		if len(sel) == 0 {
			return nil, Usagef("%s", noCuratedPuzzles(fl.theme, fl.rules))
		}
		play.SortEasyFirst(sel)
		return sel, nil
	}
	var out []puzzles.Puzzle
	for _, id := range strings.Split(fl.ids, ",") {
		id = strings.TrimSpace(id)
		i := slices.IndexFunc(sel, func(p puzzles.Puzzle) bool { return p.ID == id })
		if i < 0 {
			return nil, Usagef("--ids: no curated puzzle %q (with the --theme and --rules given); rithmo puzzles list shows them", id)
		}
		out = append(out, sel[i])
	}
	return out, nil
}

// parseGenerateSpec reads --generate: the goal, then a relation (capture,
// spot) or a triumph kind, and the rule set, in any order after the goal.
func parseGenerateSpec(spec string, count int) (generate.Options, error) {
	words := strings.Fields(spec)
	if len(words) == 0 {
		return generate.Options{}, Usagef(`--generate: say what to generate: "GOAL [RELATION|KIND] RULES", e.g. "capture addition fulke1"`)
	}
	goal, rules, relation, kind := words[0], "", "", ""
	for _, w := range words[1:] {
		switch {
		case isRules(w):
			if rules != "" {
				return generate.Options{}, Usagef("--generate %q: two rule sets, %s and %s", spec, rules, w)
			}
			rules = strings.ToLower(w)
		case isTriumphKind(w):
			kind = w
		default:
			if relation != "" {
				return generate.Options{}, Usagef("--generate %q: %q is neither a relation nor a rule set", spec, w)
			}
			relation = w
		}
	}
	o, err := generateOptions(goal, relation, kind, rules, count)
	if err != nil {
		return o, Usagef("--generate %q: %v", spec, strings.TrimPrefix(strings.TrimPrefix(err.Error(), "--goal: "), "--"))
	}
	return o, nil
}

// isRules reports whether w names a rule set, in any case.
func isRules(w string) bool {
	_, err := parseRulesArg(w)
	return err == nil
}

func isTriumphKind(w string) bool {
	k, err := arith.ParseTriumphKind(w)
	return err == nil && k != arith.TriumphNone
}

// worksheetCommand is the command line that makes the sheet again, with its
// seed, in a fixed order (so that it does not depend on how it was typed).
func worksheetCommand(cmd *cobra.Command, fl *worksheetFlags) string {
	parts := []string{"rithmo worksheet"}
	add := func(flag, v string) {
		if v != "" {
			parts = append(parts, "--"+flag+" "+shellQuote(v))
		}
	}
	add("theme", fl.theme)
	add("rules", fl.rules)
	add("ids", fl.ids)
	add("generate", strings.Join(strings.Fields(fl.gen), " "))
	if fl.gen != "" || cmd.Flags().Changed("count") {
		add("count", strconv.Itoa(fl.count.int()))
	}
	for _, l := range fl.lessons {
		add("lesson", l)
	}
	add("title", fl.title)
	add("seed", strconv.FormatUint(fl.seed.value, 10))
	if fl.key {
		parts = append(parts, "--key")
	}
	return strings.Join(parts, " ")
}

// shellQuote quotes a value that a shell would split or expand.
func shellQuote(v string) string {
	if v != "" && !strings.ContainsFunc(v, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_,.+/:", r))
	}) {
		return v
	}
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`, "`", "\\`").Replace(v) + `"`
}

// maxVariants bounds --variants: letters A to D.
const maxVariants = 4

// writeVariants writes versions A, B… of the sheet, variant i drawn from
// the seed plus i with its puzzles in an order of its own, each to its own
// file; with --key, all their keys to the one --out file.
func writeVariants(env *Env, cmd *cobra.Command, fl *worksheetFlags) error {
	if fl.out.path == "" || fl.out.path == "-" {
		return Usagef("--variants writes several files: give --out FILE (FILE-A, FILE-B… are written)")
	}
	paper, err := worksheet.ParsePaper(fl.paper)
	if err != nil {
		return Usagef("--paper: %v", err)
	}
	base := fl.seed.value
	defer func() { fl.seed.value = base }()
	var command string
	var sheets []worksheet.Sheet
	for i := range fl.variants {
		fl.seed.value = base + uint64(i)
		s, err := buildSheet(env, cmd, fl)
		if err != nil {
			return err
		}
		if i == 0 {
			// The first sheet's command, with the base seed (and the rule
			// set read from the progress file, if any), makes them all.
			command = s.Command + " --variants " + strconv.Itoa(fl.variants)
		}
		if i > 0 {
			r := rand.New(rand.NewPCG(base, uint64(i)))
			r.Shuffle(len(s.Puzzles), func(a, b int) { s.Puzzles[a], s.Puzzles[b] = s.Puzzles[b], s.Puzzles[a] })
		}
		s.Variant = string(rune('A' + i))
		s.Command = command
		sheets = append(sheets, s)
	}
	if fl.key {
		var data []byte
		if fl.pdf {
			data, err = worksheet.KeyBundlePDF(sheets, paper)
		} else {
			data, err = worksheet.KeyBundleHTML(sheets)
		}
		if err != nil {
			return err
		}
		return fl.out.write(cmd, data)
	}
	ext := filepath.Ext(fl.out.path)
	stem := strings.TrimSuffix(fl.out.path, ext)
	var paths []string
	for _, s := range sheets {
		paths = append(paths, stem+"-"+s.Variant+ext)
	}
	for _, p := range paths { // every name checked before any is written
		if err := checkOut(p, fl.out.force); err != nil {
			return err
		}
	}
	for i, s := range sheets {
		var data []byte
		if fl.pdf {
			data, err = worksheet.PDF(s, false, paper)
		} else {
			data, err = worksheet.HTML(s, false)
		}
		if err != nil {
			return err
		}
		if err := writeOut(paths[i], data, fl.out.force); err != nil {
			return err
		}
	}
	fmt.Fprintf(env.Stderr, "rithmo worksheet: wrote %s\n", strings.Join(paths, ", "))
	return nil
}
