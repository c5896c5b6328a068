package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/engine"
)

// streamPuzzles writes the header and puzzles 1 to o.Count to w as each is
// made (puzzles.Format's layout: a blank line between puzzles), so that
// memory stays flat however many are asked for. It returns how many it
// wrote. Errors in writing say so; the generator's are returned as they are.
// noAnswers leaves out every expect line (and says so in the header).
func streamPuzzles(ctx context.Context, w io.Writer, g *generate.Generator, o generate.Options, noAnswers bool) (int, error) {
	bw := bufio.NewWriter(w)
	header := generateHeader(o)
	if noAnswers {
		header = strings.Replace(header, "\n\n", " --no-answers\n\n", 1)
	}
	bw.WriteString(header)
	one := make([]puzzles.Puzzle, 1)
	n := 0
	for ; n < o.Count; n++ {
		if ctx != nil && ctx.Err() != nil {
			bw.Flush()
			return n, ctx.Err()
		}
		pz, err := g.Puzzle(n + 1)
		if err != nil {
			bw.Flush()
			return n, err
		}
		if n > 0 {
			bw.WriteByte('\n')
		}
		if noAnswers {
			pz.Expect = ""
		}
		one[0] = pz
		bw.Write(puzzles.Format(one)) // a write error sticks: Flush reports it
	}
	if err := bw.Flush(); err != nil {
		return n, fmt.Errorf("writing the puzzles: %w", err)
	}
	return n, nil
}

// streamPuzzlesFile streams the puzzles into a temporary file beside path
// and puts it in place once all are written, so that an error or an
// interruption leaves no half-written worksheet and does not touch a file
// already there. As writeOut: a new file, or with force an existing one
// replaced, and never through a symbolic link (a rename or a hard link
// replaces or makes the name itself, it does not follow it).
func streamPuzzlesFile(ctx context.Context, path string, g *generate.Generator, o generate.Options, noAnswers, force bool) (int, error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return 0, fmt.Errorf("%s: cannot be written: its folder does not exist; create it first, or name a file elsewhere", path)
	case err != nil:
		return 0, fmt.Errorf("%s: cannot be written: %s; name a file in a folder you may write", path, pathReason(err))
	}
	tmp := f.Name()
	defer os.Remove(tmp) // fails harmlessly once the file is in place
	n, err := streamPuzzles(ctx, f, g, o, noAnswers)
	if cerr := f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("%s: cannot be written: %s", path, pathReason(cerr))
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err != nil {
		return 0, err
	}
	if force {
		err = os.Rename(tmp, path)
	} else if err = os.Link(tmp, path); errors.Is(err, fs.ErrExist) {
		return 0, Usagef("%s already exists; name a new file, or add --force to replace it", path)
	}
	if err != nil {
		return 0, fmt.Errorf("%s: cannot be written: %s", path, pathReason(err))
	}
	return n, nil
}

// newSeed is the seed of a run given no --seed; tests replace it.
var newSeed = func() uint64 { return uint64(time.Now().UnixNano()) }

// newPuzzlesGenerateCmd is `rithmo puzzles generate`, added to the puzzles
// command by puzzles.go.
func newPuzzlesGenerateCmd(env *Env) *cobra.Command {
	var (
		goal, relation, kind, rules, out string
		force, noAnswers                 bool
		count                            = countFlag()
		seed                             = seedFlag()
	)
	cmd := &cobra.Command{
		Use:   "generate --goal capture|spot|triumph --rules ID [flags]",
		Short: "Generate puzzles with exactly one solution on random positions",
		Long: `Generate puzzles on random positions built for the purpose, each with
exactly one solution, verified by the rules engine as rithmo puzzles check
verifies any puzzle file, and written in the puzzle file format.

  --goal capture   take a named man (under nemec, when several men could
                   attack it: take the most value), by --relation R
  --goal spot      name every man you can take now, and how (--relation R
                   for the first of them)
  --goal triumph   complete a triumph in the enemy camp, of --kind K

Without --relation (or --kind) each puzzle draws one the rule set has. The
men are the armies' real men. Some puzzles have a near miss (theme trap): a
man whose value would take, at the wrong distance or behind a blocker.

The same options and --seed give the same file, byte for byte; without
--seed a new seed is drawn and written in each puzzle's source line. The
file goes to --out, or to standard output.

Each puzzle's expect line holds its answer, for the teacher and for rithmo
puzzles check. --no-answers leaves it out, for a file to hand to students:
the rules engine finds the solutions when the file is played or checked,
as it does for the curated puzzles. (rithmo worksheet prints a sheet and
its answer key on paper.)`,
		Example: `  rithmo puzzles generate --goal capture --relation addition --rules fulke1 --count 10 --seed 42 --out worksheet.puz
  rithmo puzzles generate --goal spot --rules nemec --count 20 --seed 7
  rithmo puzzles generate --goal triumph --kind greater --rules parlett --count 5 --out triumphs.puz
  rithmo puzzles generate --goal capture --rules nemec --count 10 --seed 42 --no-answers --out students.puz`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkNumbers(seed, count); err != nil {
				return err
			}
			o, err := generateOptions(goal, relation, kind, rules, count.int())
			if err != nil {
				return err
			}
			if out != "" && out != "-" {
				if err := checkOut(out, force); err != nil {
					return err // before the work, not after
				}
			}
			o.Seed = seed.value
			if !cmd.Flags().Changed("seed") {
				o.Seed = newSeed()
			}
			g, err := generate.New(o)
			if err != nil {
				return optionError(err)
			}
			if out == "" || out == "-" {
				_, err := streamPuzzles(cmd.Context(), cmd.OutOrStdout(), g, o, noAnswers)
				return err
			}
			n, err := streamPuzzlesFile(cmd.Context(), out, g, o, noAnswers, force)
			if err != nil {
				return err
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "%s: %s (seed %d)\n", out, howMany(n, "puzzle"), o.Seed)
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&goal, "goal", "", "capture, spot or triumph (required)")
	f.StringVar(&relation, "relation", "", "capture and spot: the relation, e.g. addition (default: any the rule set has)")
	f.StringVar(&kind, "kind", "", "triumph: great, greater or greatest (default: any)")
	rulesVar(f, &rules, "", "the rule set, with options: fulke1, fulke1+progression, fulke2, fulke3, nemec, parlett (required)")
	f.Var(count, "count", fmt.Sprintf("how many puzzles, 1 to %d", generate.MaxCount))
	f.Var(seed, "seed", "the seed: the same seed gives the same file (default: a new one)")
	f.StringVarP(&out, "out", "o", "", "the file to write, a new one (default: standard output)")
	f.BoolVar(&force, "force", false, "replace the --out file if it exists (never through a symbolic link)")
	f.BoolVar(&noAnswers, "no-answers", false, "leave out the expect lines (the answers), for a file students play")
	return cmd
}

// generateOptions reads the flags of rithmo puzzles generate; its errors
// are usage errors naming the flag.
func generateOptions(goal, relation, kind, rules string, count int) (generate.Options, error) {
	var o generate.Options
	if goal == "" {
		return o, Usagef("--goal is required: capture, spot or triumph")
	}
	g, err := puzzles.ParseGoalKind(goal)
	if err != nil {
		return o, Usagef("--goal: %v", err)
	}
	if rules == "" {
		return o, Usagef("--rules is required: fulke1, fulke2, fulke3, nemec or parlett (options after +, like fulke1+progression)")
	}
	r, err := parseRulesArg(rules)
	if err != nil {
		return o, Usagef("--rules: %v", err)
	}
	o = generate.Options{Goal: g, Rules: r, Count: count}
	if relation != "" {
		rel, err := engine.ParseRelation(relation)
		if err != nil || rel == engine.RelNone {
			return o, Usagef("--relation: unknown relation %q: want one of %s", relation, strings.Join(check.RelationNames(), ", "))
		}
		o.Relation = rel
	}
	if kind != "" {
		k, err := arith.ParseTriumphKind(kind)
		if err != nil {
			return o, Usagef("--kind: unknown triumph %q: want great, greater or greatest", kind)
		}
		o.Kind = k
	}
	if count < 1 || count > generate.MaxCount {
		return o, Usagef("--count: %d: want 1 to %d", count, generate.MaxCount)
	}
	return o, nil
}

// optionError turns the generator's refusal of an option into a usage
// error (exit 2) naming the flag.
func optionError(err error) error {
	var oe *generate.OptionError
	if errors.As(err, &oe) {
		return &UsageError{Err: err}
	}
	return err
}

// generateHeader is the comment heading a generated file: the command
// that makes it again.
func generateHeader(o generate.Options) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# rithmo puzzles generate --goal %s", o.Goal)
	if o.Relation != engine.RelNone {
		fmt.Fprintf(&b, " --relation %s", o.Relation)
	}
	if o.Kind != arith.TriumphNone {
		fmt.Fprintf(&b, " --kind %s", o.Kind)
	}
	fmt.Fprintf(&b, " --rules %s --count %d --seed %d\n\n", o.Rules, o.Count, o.Seed)
	return b.String()
}

func newPracticeCmd(env *Env) *cobra.Command {
	var (
		theme, rules string
		count        = practiceCountFlag()
		seed         = seedFlag()
	)
	cmd := &cobra.Command{
		Use:   "practice",
		Short: "Practise on generated puzzles of a theme, one after another, without end",
		Long: `Play freshly generated puzzles, each with exactly one solution, one after
another: a theme that is a relation (addition, siege, eruption ...) gives
capture puzzles and now and then a spot puzzle on it; a triumph kind
(great, greater, greatest) gives triumph puzzles; two-move gives puzzles
whose first action must win whatever the enemy answers ("capture e11 in
2", "triumph in 2"), found in the engine's games against itself (a second
or two each: the next is looked for while you solve one). Without --theme,
a mix of everything but two-move; without --rules, the rule set you learn
in (chosen on the first run, fulke1 until then) when it has the theme, else
every rule set that has it.

Practice has no end: each puzzle is made when the one before is done, until
you choose Finish after a puzzle (or press Esc or q in the full-screen
player; in accessible mode, the end of the input also finishes). From the
second puzzle on the score so far follows each one; the summary ends the
session. --count N stops after N puzzles instead.

The puzzles come from a seed, printed before the first puzzle: --seed plays
the same puzzles again, in the same order. Puzzles are played as in rithmo
puzzles, and every attempt is kept in the progress store. Without a
terminal, use --accessible (or ACCESSIBLE=1) for plain numbered prompts.`,
		Example: `  rithmo practice --theme addition                      # without end: Finish, Esc or q stops
  rithmo practice --theme eruption --rules nemec
  rithmo practice --theme greater --count 5 --seed 42   # five puzzles, the same ones every time
  rithmo practice --theme two-move --rules parlett
  rithmo --accessible practice --theme equality --seed 1 < answers.txt`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkNumbers(seed, count); err != nil {
				return err
			}
			o := generate.PracticeOptions{Theme: theme, Count: count.int(), Seed: seed.value}
			mine := ""
			if rules == "" {
				rules, mine = practiceDefault(env, theme)
			}
			if rules != "" {
				r, err := parseRulesArg(rules)
				if err != nil {
					return Usagef("--rules: %v", err)
				}
				o.Rules = r
			}
			if o.Count > generate.MaxCount {
				return Usagef("--count: %d: want 1 to %d, or 0 for no end", o.Count, generate.MaxCount)
			}
			if !cmd.Flags().Changed("seed") {
				o.Seed = newSeed()
			}
			// Only the options are checked here: each puzzle is made when
			// the session asks for it.
			set, err := generate.NewPractice(o)
			if err != nil {
				return optionError(err)
			}
			if wait := practiceWaits(env, theme); wait != "" {
				_, err := fmt.Fprintln(cmd.OutOrStdout(), wait)
				return err
			}
			twoMove := theme == generate.TwoMoveTheme
			return runPuzzles(cmd, env, func(opts play.Options) *play.Session {
				// Said by the session before the first puzzle: on the
				// full-screen player's own screen, wrapped there.
				opts.Intro = practiceIntro(theme, o, env.Accessible)
				if mine != "" {
					opts.Intro += fmt.Sprintf(" In %s, the rule set you learn in (--rules picks another).", mine)
				}
				if !twoMove {
					return play.NewSourceSession(play.Generated(set.Count(), set.Puzzle), opts)
				}
				// Two-move puzzles are found in self-play games, not built:
				// the first is looked for here, with a word, before the
				// player takes the screen; each next one while the learner
				// solves the one before (GeneratedAhead).
				fmt.Fprintln(env.Stdout, "Looking for two-move puzzles in the engine's games against itself: a second or two each.")
				first, firstErr := set.Puzzle(1)
				return play.NewSourceSession(play.GeneratedAhead(set.Count(), func(n int) (puzzles.Puzzle, error) {
					if n == 1 {
						return first, firstErr
					}
					return set.Puzzle(n)
				}), opts)
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&theme, "theme", "", "a relation (addition, siege ...), a triumph kind (great, greater, greatest) or two-move; default: a mix")
	rulesVar(f, &rules, "", "the rule set (default: the one you learn in when it has the theme, else every rule set that has it)")
	f.Var(count, "count", fmt.Sprintf("stop after this many puzzles, 1 to %d (default: no end)", generate.MaxCount))
	f.Var(seed, "seed", "the seed: the same seed gives the same puzzles (default: a new one)")
	return cmd
}

// practiceDefault is practice's rule set when --rules is not given: the
// one the learner learns in, with the option its theme needs
// (fulke1+progression), when it has the theme; else "" (every rule set
// that has it). mine is the rule set's id when it is the learner's.
func practiceDefault(env *Env, theme string) (rules, mine string) {
	learner := storedRules(env)
	set, err := parseRuleSetArg(learner)
	if err != nil || themeOutside(theme, set) != "" {
		return "", ""
	}
	return practiceRules(theme, learner), learner
}

// practiceWaits says which lesson a practice of theme waits for, "" when
// the learner has read it: the lesson that teaches the theme, or, for a mix
// or two-move puzzles, the first lesson that teaches a way of taking.
func practiceWaits(env *Env, theme string) string {
	store, err := openStore(env)
	if err != nil {
		return "" // the session reports the store's problem
	}
	read := lessonsRead(store)
	store.Close()
	at, ok := teach.TaughtAt(teach.Topic(theme))
	if !ok {
		at = teach.Topics[0].At
	}
	if read.Opens(at) {
		return ""
	}
	what := "Practice"
	if theme != "" {
		what = "Practice of " + theme
	}
	return fmt.Sprintf("%s opens when you have read %s.", what, waitsFor(at.Number))
}

// practiceIntro is the line before the first practice puzzle: what comes,
// the seed that plays it again and, without end, how to stop.
func practiceIntro(theme string, o generate.PracticeOptions, accessible bool) string {
	what := "generated puzzle"
	if theme != "" {
		what = theme + " puzzle"
	}
	again := fmt.Sprintf("seed %d (the same options with --seed %d play them again)", o.Seed, o.Seed)
	if o.Count > 0 {
		return fmt.Sprintf("%s, %s.", howMany(o.Count, what), again)
	}
	stop := "choose Finish after a puzzle, or press Esc or q, to stop"
	if accessible {
		stop = "choose Finish after a puzzle to stop"
	}
	return fmt.Sprintf("%ss without end, %s. %s.", strings.ToUpper(what[:1])+what[1:], again, strings.ToUpper(stop[:1])+stop[1:])
}

// numberFlag is a flag holding a whole number. pflag's own complaint about
// text that is none repeats strconv's ("strconv.ParseUint: parsing "x":
// invalid syntax"); a numberFlag keeps the text instead, and checkNumbers
// turns it into a one-line usage error that names the flag and the numbers
// it takes.
type numberFlag struct {
	name   string
	value  uint64
	max    uint64 // larger is refused as no number of the flag's
	takes  string // the numbers it takes, for the message: "from 0 to 9"
	typ    string // the type the help shows
	bad    string // the text given, when it was no number of the flag's
	badSet bool
}

func seedFlag() *numberFlag {
	return &numberFlag{name: "seed", max: math.MaxUint64, typ: "uint",
		takes: fmt.Sprintf("from 0 to %d", uint64(math.MaxUint64))}
}

// countFlag takes any count a machine int holds, so that --count 0 or
// --count 20000 is refused with the count's own message; text that is no
// whole number says the range.
func countFlag() *numberFlag {
	return &numberFlag{name: "count", value: 10, max: math.MaxInt32, typ: "int",
		takes: fmt.Sprintf("from 1 to %d", generate.MaxCount)}
}

// practiceCountFlag is practice's --count: 0, its default, is no end.
func practiceCountFlag() *numberFlag {
	return &numberFlag{name: "count", max: math.MaxInt32, typ: "int",
		takes: fmt.Sprintf("from 0 (no end) to %d", generate.MaxCount)}
}

func (f *numberFlag) Set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	f.bad, f.badSet = "", err != nil || n > f.max
	if f.badSet {
		f.bad = s
		return nil
	}
	f.value = n
	return nil
}

func (f *numberFlag) String() string { return strconv.FormatUint(f.value, 10) }
func (f *numberFlag) Type() string   { return f.typ }
func (f *numberFlag) int() int       { return int(f.value) } // max keeps it in range

// check is the usage error for text that was no number of the flag's.
func (f *numberFlag) check() error {
	if !f.badSet {
		return nil
	}
	shown := f.bad
	if shown == "" || strings.ContainsFunc(shown, func(r rune) bool { return !unicode.IsGraphic(r) || unicode.IsSpace(r) }) ||
		utf8.RuneCountInString(shown) > 40 {
		shown = strconv.Quote(string([]rune(shown)[:min(utf8.RuneCountInString(shown), 40)]))
		if utf8.RuneCountInString(f.bad) > 40 {
			shown += "…"
		}
	}
	return Usagef("--%s: %s is not a whole number %s", f.name, shown, f.takes)
}

// checkNumbers checks number flags before anything else: the run never
// starts on a number it could not read.
func checkNumbers(flags ...*numberFlag) error {
	for _, f := range flags {
		if err := f.check(); err != nil {
			return err
		}
	}
	return nil
}
