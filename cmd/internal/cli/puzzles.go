package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/charmbracelet/lipgloss"
	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/content/textfile"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/render"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
)

// openPuzzleRecorder opens where puzzle attempts are kept, the progress
// store (recorders.go), and returns it with the function that closes it; a
// variable, so that tests can record elsewhere.
var openPuzzleRecorder = openStorePuzzleRecorder

// curatedDir is where the embedded puzzles live in the repository, for
// messages about them.
const curatedDir = "content/puzzles"

func newPuzzlesCmd(env *Env) *cobra.Command {
	var theme, rules string
	var lesson int
	cmd := &cobra.Command{
		Use:   "puzzles",
		Short: "Solve puzzles: spot the capture, find the triumph",
		Long: `Play the curated puzzles on real positions. Choose a theme (a relation such
as addition, a triumph kind, or a tag such as pyramid or trap) or a rule set,
and the puzzles come from easy to hard, starting at the first you have not
solved. A theme's puzzles are those of the rule set you learn in while it
has some (--rules picks another); in the chooser, so are each goal's and
each theme's. Without --theme or --rules, the first choice offered is the puzzles
nearest your rating (Glicko-2, one rating for each goal: spot, capture and
triumph, moved by each puzzle's first try; each puzzle has its own, seeded
from its difficulty). For each puzzle you pick one of your men, then where it goes (or
"take without moving" where the rules allow), then the men it takes and how.
The rules engine judges every part, accepts any correct answer, and explains
a wrong one in numbers. Hints come in three steps: the relation, the man,
the whole answer; each costs one of the puzzle's three points. Press h for
one (in accessible mode, choose Hint: men ticked with it stay ticked).

With --lesson N, the 3 to 5 puzzles that close lesson N, in the rule set you
learn in (the one chosen on the first run, fulke1 until then; --rules picks
another): the set each lesson's last page offers.

Every attempt is kept in the progress store. Without a terminal, use
--accessible (or ACCESSIBLE=1) for plain numbered prompts.`,
		Example: `  rithmo puzzles
  rithmo puzzles --lesson 14
  rithmo puzzles --theme addition
  rithmo puzzles --rules nemec
  rithmo puzzles --accessible`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("lesson") {
				if theme != "" {
					return Usagef("--lesson plays the puzzles that close a lesson; it does not take --theme")
				}
				sel, err := endingOf(env, lesson, rules)
				if err != nil {
					return err
				}
				return runPuzzles(cmd, env, func(o play.Options) *play.Session {
					return play.NewSession(sel, o)
				})
			}
			if theme != "" || rules != "" {
				all, err := curated(env)
				if err != nil {
					return err
				}
				if rules == "" {
					rules = themeRules(env, all, theme)
				}
				sel, err := filterPuzzles(all, theme, rules)
				if err != nil {
					return err
				}
				if len(sel) == 0 {
					// A theme the rule set can have, but no curated puzzle
					// has: not an error; practice makes such puzzles.
					_, err := fmt.Fprintln(cmd.OutOrStdout(), noCuratedPuzzles(theme, rules))
					return err
				}
				play.SortEasyFirst(sel)
				return runPuzzles(cmd, env, func(o play.Options) *play.Session {
					o.Resume = true
					return play.NewSession(sel, o)
				})
			}
			all, err := curatedCatalog(env)
			if err != nil {
				return err
			}
			return runPuzzles(cmd, env, func(o play.Options) *play.Session {
				if pr, ok := o.Recorder.(puzzleRecorder); ok {
					o.Suggested, o.Suggestion = nearRating(pr.Store, all)
					o.Rules, _ = learnerRules(pr.Store)
				}
				return play.NewCatalogChooser(all, o)
			})
		},
	}
	cmd.Flags().StringVar(&theme, "theme", "", "play the puzzles of this theme (see rithmo puzzles list)")
	rulesVar(cmd.Flags(), &rules, "", "play the puzzles of this rule set: fulke1, fulke2, fulke3, nemec, parlett")
	cmd.Flags().IntVar(&lesson, "lesson", 0, "play the puzzles that close this lesson (by number), in the rule set you learn in")
	cmd.AddCommand(newPuzzlesPlayCmd(env), newPuzzlesListCmd(env), newPuzzlesCheckCmd(env))
	cmd.AddCommand(newPuzzlesGenerateCmd(env))
	cmd.AddCommand(newPuzzlesMineCmd(env), newPuzzlesStatsCmd(env))
	cmd.AddCommand(newPuzzlesCalibrateCmd(env))
	return cmd
}

func newPuzzlesPlayCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "play FILE [ID]",
		Short: "Play the puzzles of a file, or one of them",
		Long: `Play the puzzles of a puzzle file (*.puz, the format of rithmo puzzles
check --help), in the order they are written, or only the puzzle ID. Useful
for worksheets and for authors trying a puzzle before adding it. Attempts are
kept in the progress store like any other. A file with problems, or with no
puzzle in it (only comments, say), or a puzzle to play that the engine
finds no solution for, is an error: exit status 1.`,
		Example: `  rithmo puzzles play worksheet.puz
  rithmo puzzles play content/puzzles/addition.puz n-addition-1
  rithmo --accessible puzzles play worksheet.puz < answers.txt`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, err := textfile.Read(args[0], textfile.MaxPuzzleFile)
			if err != nil {
				return err
			}
			list, err := puzzles.Parse(args[0], data)
			if err != nil {
				return problemsLine(args[0], err)
			}
			if len(list) == 0 {
				// Not a usage error: the command was right, the file holds
				// nothing to play (it may be all comments).
				return fmt.Errorf("%s: no puzzles in this file", args[0])
			}
			if len(args) == 2 {
				i := slices.IndexFunc(list, func(p puzzles.Puzzle) bool { return p.ID == args[1] })
				if i < 0 {
					ids := make([]string, len(list))
					for j := range list {
						ids[j] = list[j].ID
					}
					return Usagef("%s has no puzzle %q; it has %s", args[0], args[1], strings.Join(ids, ", "))
				}
				list = list[i : i+1]
			}
			if err := unplayable(list); err != nil {
				return err
			}
			return runPuzzles(cmd, env, func(o play.Options) *play.Session { return play.NewSession(list, o) })
		},
	}
}

// unplayable reports the puzzles of list that cannot be played, each as
// FILE:LINE: id: why, before any is played: an author trying a file learns
// of them at once, and the command fails (exit 1) as its help says.
func unplayable(list []puzzles.Puzzle) error {
	var problems []string
	for i := range list {
		pz := &list[i]
		solved, err := judge.Solve(pz)
		if err == nil && solved.Count() == 0 {
			err = errors.New("the engine finds no solution")
		}
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s:%d: puzzle %s cannot be played: %v", pz.File, pz.Line, pz.ID, err))
		}
	}
	if len(problems) == 0 {
		return nil
	}
	return fmt.Errorf("%s\n(rithmo puzzles check explains each puzzle's problems)", strings.Join(problems, "\n"))
}

// puzzleEntry is one puzzle in rithmo puzzles list --json.
type puzzleEntry struct {
	ID         string   `json:"id"`
	Title      string   `json:"title"`
	Goal       string   `json:"goal"`
	Rules      string   `json:"rules"`
	Themes     []string `json:"themes"`
	Difficulty int      `json:"difficulty"`
}

func newPuzzlesListCmd(env *Env) *cobra.Command {
	var (
		asJSON       bool
		theme, rules string
	)
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the curated puzzles",
		Long: `List the curated puzzles in the order they are played (easy to hard):
id, rule set, goal, difficulty, themes and title. --theme and --rules narrow
the list; --json prints an array of objects with id, title, goal, rules,
themes and difficulty.`,
		Example: `  rithmo puzzles list
  rithmo puzzles list --theme pyramid
  rithmo puzzles list --rules fulke1 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			all, err := curated(env)
			if err != nil {
				return err
			}
			sel, err := filterPuzzles(all, theme, rules)
			if err != nil {
				return err
			}
			play.SortEasyFirst(sel)
			out := cmd.OutOrStdout()
			if asJSON {
				entries := make([]puzzleEntry, len(sel))
				for i := range sel {
					p := &sel[i]
					entries[i] = puzzleEntry{ID: p.ID, Title: p.Title, Goal: p.Goal.String(), Rules: p.Rules(),
						Themes: append([]string{}, p.Themes...), Difficulty: p.Difficulty}
				}
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(entries)
			}
			return writePuzzleTable(out, sel)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array")
	cmd.Flags().StringVar(&theme, "theme", "", "only puzzles of this theme")
	rulesVar(cmd.Flags(), &rules, "", "only puzzles of this rule set")
	return cmd
}

func writePuzzleTable(w io.Writer, ps []puzzles.Puzzle) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tRULES\tGOAL\tLEVEL\tTHEMES\tTITLE")
	for i := range ps {
		p := &ps[i]
		level := "-"
		if p.Difficulty > 0 {
			level = fmt.Sprint(p.Difficulty)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", p.ID, p.Rules(), p.Goal, level, strings.Join(p.Themes, ","), p.Title)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, howMany(len(ps), "puzzle"))
	return err
}

func newPuzzlesCheckCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "check [PATH...]",
		Short: "Check puzzle files: parse, legal position, a solution, expect, unique, themes",
		Long: `Check puzzle files or folders (every *.puz under a folder; without a
PATH, the curated puzzles built into rithmo). For each puzzle: it parses, its
position could arise under its rule set, the rules engine finds a solution
of its goal, its expect line matches what the engine finds, a goal marked
"unique: yes" has exactly one solution, and its themes are known. The
puzzles checked together must not repeat themselves: a motif (rule set,
relation, the takers' and the target's values, where the takers stand) at
most twice, a position once, a king in at most a quarter of the capture
puzzles (over 40 or more). Each problem is printed as FILE:LINE: message;
the exit status is 1 when any.

A puzzle file holds puzzles as blocks of "key: value" lines separated by
blank lines (# starts a comment):

  id: n-addition-1              lower-case letters, digits, hyphens; unique
  title: Deceit on the file     shown with the verdict (before it, a
                                neutral headline: the goal, the board)
  position: ...                 rithmo's position notation
  goal: capture e11             capture SQUARE | capture most | spot |
                                triumph [great|greater|greatest]
  themes: addition, trap        relations, triumph kinds, tags
  difficulty: 2                 1 (easy) to 5
  source: rithmo                who made it, or where it comes from
  note: ...                     shown after the puzzle is answered
  expect: c9-d10                what the engine must find (actions; for
                                spot: e11 addition, d8 equality); a last
                                "..." means "at least these"
  unique: yes                   exactly one solution

No answer is stored: the engine finds them all.`,
		Example: `  rithmo puzzles check
  rithmo puzzles check content/puzzles
  rithmo puzzles check worksheet.puz more/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			var (
				ps   []puzzles.Puzzle
				errs puzzles.ErrorList
			)
			if len(args) == 0 {
				ps, errs = check.FS(content.Puzzles())
				for _, e := range errs {
					e.File = path.Join(curatedDir, e.File)
				}
			} else {
				ps, errs = check.Paths(args)
			}
			out := cmd.OutOrStdout()
			for _, e := range errs {
				fmt.Fprintln(out, e)
			}
			if len(errs) > 0 {
				return fmt.Errorf("%s in the puzzles checked", howMany(len(errs), "problem"))
			}
			_, err := fmt.Fprintf(out, "ok: %s checked\n", howMany(len(ps), "puzzle"))
			return err
		},
	}
}

// problemsLine says in one line (as every error of rithmo) that file has
// problems: how many, the first, and the command that lists them all.
func problemsLine(file string, err error) error {
	var list puzzles.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		return fmt.Errorf("%s has problems; fix them first (rithmo puzzles check %s lists them): %w", file, file, err)
	}
	more := ""
	if len(list) > 1 {
		more = fmt.Sprintf(" (and %d more)", len(list)-1)
	}
	return fmt.Errorf("%s has %s; the first: %v%s; fix them first (rithmo puzzles check %s lists them all)", file, howMany(len(list), "problem"), list[0], more, file)
}

// curated loads the embedded puzzles. Problems in them are reported on
// stderr and the puzzles that did load are used (rithmo puzzles check names
// them all).
func curated(env *Env) ([]puzzles.Puzzle, error) {
	ps, err := puzzles.Load(content.Puzzles())
	return ps, curatedProblems(env, err)
}

// puzzlesNamed reads the puzzles of the files and folders named, or the
// curated ones when none is. A file's problems leave out only the puzzles
// they are in, with a warning: a collection in the making is measured all
// the same, and rithmo puzzles check names them. None read is an error.
func puzzlesNamed(env *Env, paths []string) ([]puzzles.Puzzle, error) {
	if len(paths) == 0 {
		return curated(env)
	}
	all, errs := check.Paths(paths)
	if len(errs) > 0 && len(all) == 0 {
		return nil, errs
	}
	if len(errs) > 0 {
		fmt.Fprintf(env.Stderr, "rithmo: warning: %s in %s (rithmo puzzles check lists them)\n", howMany(len(errs), "problem"), strings.Join(paths, " "))
	}
	return all, nil
}

// curatedCatalog is curated as a catalog, for the chooser: each puzzle is
// read whole when it is played.
func curatedCatalog(env *Env) ([]puzzles.Entry, error) {
	all, err := puzzles.LoadCatalog(content.Puzzles())
	return all, curatedProblems(env, err)
}

// curatedProblems warns of the problems in the curated puzzles, which leave
// out only the puzzles they are in; any other error stands.
func curatedProblems(env *Env, err error) error {
	var list puzzles.ErrorList
	if errors.As(err, &list) {
		fmt.Fprintf(env.Stderr, "rithmo: warning: %s in the curated puzzles (rithmo puzzles check lists them)\n", howMany(len(list), "problem"))
		return nil
	}
	return err
}

// filterPuzzles keeps the puzzles of a theme and a rule set ("" for any).
// A theme the rule set can never have (a relation it does not take by, with
// any of its options, or nemec's attack elsewhere) is a usage error, as in
// rithmo practice.
func filterPuzzles(all []puzzles.Puzzle, theme, rules string) ([]puzzles.Puzzle, error) {
	var set board.RuleSet
	if rules != "" {
		var err error
		if set, err = parseRuleSetArg(rules); err != nil {
			return nil, Usagef("--rules: %v", err)
		}
		rules = set.String() // typed in any case; the puzzles name it in lower case
	}
	if theme != "" && !slices.Contains(check.Themes(), theme) {
		return nil, Usagef("--theme %q: unknown; want one of %s", theme, strings.Join(check.Themes(), ", "))
	}
	if theme != "" && rules != "" {
		if why := themeOutside(theme, set); why != "" {
			return nil, Usagef("--theme: %s", why)
		}
	}
	var sel []puzzles.Puzzle
	for _, p := range all {
		if (theme == "" || p.HasTheme(theme)) && (rules == "" || p.Rules() == rules) {
			sel = append(sel, p)
		}
	}
	return sel, nil
}

// themeRules is the rule set of a theme's puzzles when --rules is not
// given: the one the learner learns in while it has puzzles of the theme,
// else "" (every rule set's).
func themeRules(env *Env, all []puzzles.Puzzle, theme string) string {
	mine := storedRules(env)
	for _, p := range all {
		if p.Rules() == mine && p.HasTheme(theme) {
			return mine
		}
	}
	return ""
}

// maxOptionBits bounds the agreed options' bits tried by relationsWithOptions.
const maxOptionBits = 16

// relationsWithOptions is what a rule set takes by, alone and with each of
// its options: the rules to name for a relation (fulke1+progression for
// progression), and how it reads in a list ("progression with
// +progression").
func relationsWithOptions(set board.RuleSet) (rules map[engine.Relation]board.Rules, names []string) {
	rules = map[engine.Relation]board.Rules{}
	base := board.Rules{Set: set}
	for _, r := range engine.RelationsOf(base) {
		rules[r] = base
		names = append(names, r.String())
	}
	for bit := range maxOptionBits {
		with := board.Rules{Set: set, Options: board.Options(1) << bit}
		if _, err := board.ParseRules(with.String()); err != nil {
			continue // not an option of this rule set
		}
		for _, r := range engine.RelationsOf(with) {
			if _, ok := rules[r]; !ok {
				rules[r] = with
				names = append(names, fmt.Sprintf("%s with +%s", r, strings.TrimPrefix(with.String(), set.String()+"+")))
			}
		}
	}
	return rules, names
}

// themeOutside says why no puzzle of the rule set can have the theme, or ""
// when one can: "nemec has no taking by cossic (it has equality, siege,
// addition, eruption)", the words of rithmo practice.
func themeOutside(theme string, set board.RuleSet) string {
	if theme == "attack" && set != board.Nemec {
		return fmt.Sprintf("only nemec takes without moving (attack); %s does not", set)
	}
	rel, err := engine.ParseRelation(theme)
	if err != nil || rel == engine.RelNone || rel.String() != theme {
		return "" // a triumph kind or a tag
	}
	rules, names := relationsWithOptions(set)
	if _, ok := rules[rel]; ok {
		return ""
	}
	return fmt.Sprintf("%s has no taking by %s (it has %s)", set, rel, strings.Join(names, ", "))
}

// noCuratedPuzzles says that no curated puzzle has the theme under the
// rule set (either may be "") and how to play generated ones instead.
func noCuratedPuzzles(theme, rules string) string {
	var what string
	switch {
	case theme != "" && rules != "":
		what = fmt.Sprintf("of the theme %s under %s", theme, rules)
	case theme != "":
		what = "of the theme " + theme
	default:
		what = "under " + rules
	}
	practice := "rithmo practice"
	ones := "generated ones"
	switch {
	case slices.Contains(generate.PracticeThemes(), theme):
		practice += " --theme " + theme
	case theme != "":
		// A tag: practice makes puzzles by relation or triumph kind only.
		ones = "generated puzzles of every theme (practice has no " + theme + " theme)"
	}
	if rules != "" {
		practice += " --rules " + practiceRules(theme, rules)
	}
	return fmt.Sprintf("There are no curated puzzles %s. For %s, try:\n  %s", what, ones, practice)
}

// practiceRules is the --rules to give rithmo practice for a theme: the
// rule set, with the option its relation needs (fulke1+progression).
func practiceRules(theme, rules string) string {
	set, err := parseRuleSetArg(rules)
	if err != nil {
		return rules
	}
	rel, err := engine.ParseRelation(theme)
	if err != nil {
		return rules
	}
	byRelation, _ := relationsWithOptions(set)
	if with, ok := byRelation[rel]; ok {
		return with.String()
	}
	return rules
}

// runPuzzles plays a session: full-screen on a terminal, plain prompts in
// accessible mode, and a usage error (exit 2) rather than a hang with
// neither.
func runPuzzles(cmd *cobra.Command, env *Env, build func(play.Options) *play.Session) error {
	t := ui.Detect(env.Stdin, env.Stdout, env.Getenv)
	if !env.Accessible && (!t.InTTY || !t.OutTTY) {
		return Usagef("%s needs a terminal; use --accessible (or ACCESSIBLE=1) for plain prompts that read answers from standard input", cmd.CommandPath())
	}
	// huh's themes use adaptive colours; tell lipgloss the background now
	// so that it never asks the terminal (which can hang, or leak the answer
	// into the input: see shared/charm-notes.md).
	lipgloss.SetHasDarkBackground(t.Style != ui.StyleLight)
	opts := play.Options{Layout: diagram.Narrow, Style: diagram.Plain, LessonName: glossaryLessons()}
	if !env.Accessible {
		// The full-screen player lays the board out for the window, and
		// says how large it must be when it is too small, until it grows.
		opts.Style = diagram.ParseStyle(t.Style)
	} else if t.OutTTY && t.Width >= diagram.FullColumns {
		opts.Layout = diagram.Full
	}
	rec, closeRec, err := openPuzzleRecorder(env)
	if err != nil {
		return err
	}
	opts.Recorder = rec
	var lessonRec lessons.Recorder
	lessonRenderer := render.New(t.Style, lessonSeed(env))
	if pr, ok := rec.(puzzleRecorder); ok {
		opts.Now = pr.Now // the answers' times, openings included, on the store's clock
		lessonRec = lessonRecorder{Store: pr.Store, seed: lessonSeed(env)}
		rules, _ := learnerRules(pr.Store)
		lessonRenderer.SetRules(rules) // a lesson opened from a puzzle asks in the learner's rule set
	}
	opts.OpenLesson, opts.ReadLesson = lessonOpeners(lessonRec, lessonRenderer, t.TextWidth())
	s := build(opts)
	if env.Accessible {
		// Ctrl-C ends a waiting prompt at once and records nothing
		// (review D5).
		in := accessibleInput(cmd, env)
		err = inputEnded(in, play.RunAccessible(s, in, env.Stdout))
	} else {
		err = play.RunProgram(cmd.Context(), s, env.Stdin, env.Stdout, t.Width, t.Height)
	}
	if cerr := closeRec(); err == nil {
		err = cerr
	}
	return err
}
