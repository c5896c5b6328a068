package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/gamefiles"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/puzzles/fromgame"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/coach"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/game"
	"github.com/rithmo/rithmo/rules/opponent"
	"github.com/rithmo/rithmo/rules/triumph"
)

// playFlags are rithmo play's choices; a choice not given is asked for.
type playFlags struct {
	rules, side, victory string
	level                int
	seed                 uint64
	noCoach, resume      bool
	replay               string
}

// playThink is how long the opponent may think over a move in a game
// against a person (its node budget usually stops it first).
const playThink = 2 * time.Second

func newPlayCmd(env *Env) *cobra.Command {
	var f playFlags
	cmd := &cobra.Command{
		Use:   "play [--rules R] [--side white|black|both] [--level N] [--victory V] [--no-coach] | --resume | --replay FILE",
		Short: "Play a whole game against the opponent at five levels, with a coach that names what you missed",
		Long: `Play a whole game of Rithmomachia from the opening array of a rule set,
against the opponent at a level from 1 (a beginner that lets most captures
pass) to 5 (a searcher), or against another person at the same terminal
(--side both).

Choices not given by flags are asked for: the rule set, your side, the
level and the victory agreed before play: a triumph always wins; give a
common victory as "rithmo victory" does in words: "bodies men=8", "goods
sum=300", "quarrel sum=160 digits=8", "honour sum=100 men=8",
"honour-and-quarrel sum=100 men=8 digits=9", "standards count=2", or
"none" (a triumph only). The game is drawn when neither side takes
anything in 100 actions (50 each); a side to move with no legal action
has lost.

Type an action in the notation (c4-c5, e6xe8, c8x, c5=d8, r3@c13), or
"list" to number the legal actions and then a number to play one. An
illegal action is explained and costs nothing. Also: "plan" (what the
opponent plans, in numbers: what it takes and threatens, where its man
heads, what it could take in two moves, the triumph it builds), "board",
"undo" (your last action and the answer), "resign", "quit" (the game is
kept; --resume continues it). With --accessible the board is read out in
words (each side's men by square, the men taken) rather than drawn.

After each of your actions the coach names every capture you could have
made and did not, every capture the opponent now threatens, every triumph
within one action and every capture that would win the agreed victory,
in numbers, each with the lesson that teaches it (--no-coach turns it
off); at the end, the game's turning points. A position where you let a
capture or a triumph pass comes back in Review (rithmo review) the next
day, to be solved again as a puzzle.

Every game is saved as it is played, as a text record beside the progress
file (RITHMO_DATA names it): games/current.game while it runs, then
games/DATE-N.game. A game is written by one rithmo at a time: one started
while another terminal plays goes in a file of its own (current-2.game),
and --resume continues the game saved last that no other rithmo is
playing. "rithmo play --replay FILE" steps through a record with the
coach's notes.`,
		Example: `  rithmo play --rules nemec --side white --level 3 --victory "bodies men=8"
  printf 'list\n1\nquit\n' | rithmo play --rules parlett --side white --level 1 --victory none
  rithmo play --resume
  rithmo play --replay ~/.local/share/rithmo/games/2026-12-06-1.game
  rithmo play move nemec --level 5 --json
  rithmo play match --rules fulke3 --levels 2,1 --games 40 --seed 1`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			// A read waiting at the prompt gives up on Ctrl-C at once: every
			// action is saved as it is played, so nothing is lost.
			in := bufio.NewReader(form.Cancelable(cmd.Context(), env.Stdin))
			out := wrapForTerminal(env, cmd.OutOrStdout())
			switch {
			case f.replay != "":
				return replayGame(out, f.replay, !f.noCoach)
			case f.resume:
				return resumeGame(env, in, out, !f.noCoach)
			}
			return newGame(env, cmd, in, out, f)
		},
	}
	fl := cmd.Flags()
	rulesVar(fl, &f.rules, "", "the rule set, with options (fulke1, fulke2, fulke3, nemec, parlett, e.g. parlett+hold)")
	fl.StringVar(&f.side, "side", "", "your side: white, black, or both (two people at one terminal)")
	fl.IntVar(&f.level, "level", 0, "the opponent's level, 1 to 5")
	fl.StringVar(&f.victory, "victory", "", `the victory agreed before play, e.g. "bodies men=8" or none (a triumph only)`)
	fl.Uint64Var(&f.seed, "seed", 1, "the opponent's seed: the same seed plays the same way")
	fl.BoolVar(&f.noCoach, "no-coach", false, "no notes after your actions")
	fl.BoolVar(&f.resume, "resume", false, "continue the game left off, the one saved last (games/current.game)")
	fl.StringVar(&f.replay, "replay", "", "step through a game record `FILE` with the coach's notes")
	cmd.AddCommand(newPlayMoveCmd(env), newPlayMatchCmd(env))
	return cmd
}

// gamesDir is where games are kept: Env.GamesDir (a class server's, one
// folder per student), else beside the progress file.
func gamesDir(env *Env) (string, error) {
	if env.GamesDir != "" {
		return env.GamesDir, nil
	}
	path, err := dataPath(env)
	if err != nil {
		return "", err
	}
	return filepath.Join(filepath.Dir(path), "games"), nil
}

// ask prints a prompt and reads one line; at the end of the input it
// gives the default, so that nothing waits for input that will not come.
func ask(in *bufio.Reader, out io.Writer, prompt, def string) (string, bool) {
	fmt.Fprintf(out, "%s [%s]: ", prompt, def)
	line, err := in.ReadString('\n')
	line = strings.TrimSpace(line)
	if err != nil && line == "" {
		fmt.Fprintln(out)
		return def, false
	}
	if line == "" {
		return def, true
	}
	return line, true
}

// choose asks until parse accepts the answer, at most a few times; at the
// end of the input the default stands.
func choose[T any](in *bufio.Reader, out io.Writer, given string, prompt, def string, parse func(string) (T, error)) (T, error) {
	if given != "" {
		v, err := parse(given)
		if err != nil {
			return v, &UsageError{Err: err}
		}
		return v, nil
	}
	for tries := 0; ; tries++ {
		answer, more := ask(in, out, prompt, def)
		v, err := parse(answer)
		if err == nil {
			return v, nil
		}
		fmt.Fprintln(out, err)
		if !more || tries == 4 {
			return v, &UsageError{Err: err}
		}
	}
}

func parseSide(s string) (board.Side, error) {
	switch strings.ToLower(s) {
	case "white", "w":
		return board.White, nil
	case "black", "b":
		return board.Black, nil
	case "both":
		return board.NoSide, nil
	}
	return board.NoSide, fmt.Errorf("side %q: want white, black or both", s)
}

func parseLevel(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > opponent.Levels {
		return 0, fmt.Errorf("level %q: want a whole number from 1 to %d", s, opponent.Levels)
	}
	return n, nil
}

func newGame(env *Env, cmd *cobra.Command, in *bufio.Reader, out io.Writer, f playFlags) error {
	rules, err := choose(in, out, f.rules, "Rule set (fulke1, fulke2, fulke3, nemec, parlett)", storedRules(env), parseRulesArg) // the learner's rule set is the default
	if err != nil {
		return err
	}
	side, err := choose(in, out, f.side, "Your side (white, black, or both for two people)", "white", parseSide)
	if err != nil {
		return err
	}
	level := 0
	if side != board.NoSide {
		given := ""
		if cmd.Flags().Changed("level") {
			given = strconv.Itoa(f.level)
		}
		if level, err = choose(in, out, given, "The opponent's level (1 a beginner .. 5 a searcher)", "2", parseLevel); err != nil {
			return err
		}
	}
	victory, err := choose(in, out, f.victory, `The victory agreed (e.g. "bodies men=8", "goods sum=300", none)`, "bodies men=8", triumph.ParseSettings)
	if err != nil {
		return err
	}
	now, err := clock(env)
	if err != nil {
		return err
	}
	white, black := game.Player{}, game.Player{}
	switch side {
	case board.White:
		black = game.Player{Level: level, Seed: f.seed}
	case board.Black:
		white = game.Player{Level: level, Seed: f.seed}
	}
	g, err := game.New(rules, victory, white, black, now().Format("2006-01-02"))
	if err != nil {
		return &UsageError{Err: err}
	}
	dir, err := gamesDir(env)
	if err != nil {
		return err
	}
	claim, err := gamefiles.New(dir) // never a game in play, held or left off
	if err != nil {
		return err
	}
	defer claim.Release()
	fmt.Fprintf(out, "%s, %s. %s. The game is drawn after %d actions with no capture.\n",
		rules.Set.Title(), rules, capitalise(victory.Describe()), game.DrawPlies)
	return runGame(env, in, out, claim, g, !f.noCoach)
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func resumeGame(env *Env, in *bufio.Reader, out io.Writer, coached bool) error {
	dir, err := gamesDir(env)
	if err != nil {
		return err
	}
	claim, text, held, err := gamefiles.Resume(dir)
	if err != nil {
		return err
	}
	defer claim.Release()
	if text == nil {
		if len(held) > 0 {
			return Usagef("no game to resume: %s", heldWords(held))
		}
		return Usagef("no game to resume: no game in play in %s (start one with rithmo play)", dir)
	}
	g, err := game.Decode(string(text))
	if err != nil {
		return fmt.Errorf("%s: %w", claim.Path(), err)
	}
	fmt.Fprintf(out, "Resuming the game of %s (%s), %s played.\n", g.Date, g.Rules, howMany(len(g.Steps), "action"))
	return runGame(env, in, out, claim, g, coached)
}

// heldWords says which of the learner's games in play another session
// holds, so that a second session knows why it does not resume them.
func heldWords(held []gamefiles.Held) string {
	if len(held) > 1 {
		return fmt.Sprintf("your %d games in play are open in other sessions", len(held))
	}
	h := held[0]
	if g, err := game.Decode(string(h.Record)); err == nil {
		return fmt.Sprintf("your game of %s (%s, %s played) is open in another session", g.Date, g.Rules, howMany(len(g.Steps), "action"))
	}
	return fmt.Sprintf("your game in %s is open in another session", h.Path)
}

// saveGame keeps the game in the claimed file while it is played, and as
// games/DATE-N.game once it is over.
func saveGame(claim *gamefiles.Claim, g *game.Game) (string, error) {
	text := []byte(game.Encode(g))
	if g.Over() {
		return claim.Finish(g.Date, text)
	}
	return claim.Save(text)
}

// player is one game's session with a person at the keyboard.
type player struct {
	env     *Env
	in      *bufio.Reader
	out     io.Writer
	g       *game.Game
	claim   *gamefiles.Claim // the file the game is saved in, this session's alone
	coached bool
	list    []engine.Outcome // the last actions listed, for choosing by number
	plan    *opponent.Plan   // the opponent's last plan
	planIn  board.Position   // the position it was chosen in
	width   int              // the board's room in columns (0: the narrow board)
	style   diagram.Style
	// renderer draws the board's colours; nil: this process's terminal.
	renderer *lipgloss.Renderer
	keep     mistakeKeeper // where the positions the learner lets pass are kept for review; nil: nowhere
	kept     int           // how many this session kept
	// onScreen: a screen draws the board above the question (the home's
	// Play), so show leaves it out of the text.
	onScreen bool
	// words: the board is read out in words, not drawn (accessible mode:
	// a screen reader reads a drawing's rows of dots as noise).
	words bool
}

// mistakeKeeper keeps a position the learner let pass as a review card:
// the progress store (in a class file, the student's).
type mistakeKeeper interface {
	KeepMistake(progress.GameMistake) (bool, error)
}

// keepMistake sets the learner's action just played as a review item when
// it let a capture or a triumph pass (a chance let pass again is kept
// once). Only in a game against the opponent:
// two people at one terminal share one progress file.
func (pl *player) keepMistake() {
	g := pl.g
	if pl.keep == nil || g.White.Level == 0 && g.Black.Level == 0 || len(g.Steps) == 0 {
		return
	}
	m, ok := fromgame.Last(g)
	if !ok {
		return
	}
	added, err := pl.keep.KeepMistake(progress.GameMistake{Puzzle: m.Puzzle.ID, Title: m.Puzzle.Title, Rules: g.Rules.String(),
		Position: m.Puzzle.Position.String(), Goal: m.Puzzle.Goal.String(), Themes: m.Puzzle.Themes, Answers: m.AnswerWords(), Origin: m.Origin})
	if err != nil {
		fmt.Fprintf(pl.out, "  (this position could not be kept for review: %v)\n", err)
		return
	}
	if added {
		pl.kept++
		if pl.coached {
			fmt.Fprintf(pl.out, "  coach: this position comes back in Review (%s), from %s.\n", m.Task(), m.Origin)
		}
	}
}

func runGame(env *Env, in *bufio.Reader, out io.Writer, claim *gamefiles.Claim, g *game.Game, coached bool) error {
	pl := &player{env: env, in: in, out: out, g: g, claim: claim, coached: coached, words: env.Accessible}
	if store, err := openStore(env); err != nil {
		fmt.Fprintf(out, "The positions you let pass are not kept for review: %v\n", err)
	} else {
		defer store.Close()
		pl.keep = store
	}
	learner := learnerOf(g)
	for !g.Over() {
		side := g.ToMove()
		if who := g.PlayerOf(side); who.Level != 0 {
			if err := pl.opponentMoves(who); err != nil {
				return err
			}
		} else {
			quit, err := pl.personMoves()
			ranOut := errors.Is(err, errInputEnded)
			if err != nil && !ranOut {
				return err
			}
			if quit || ranOut {
				path, serr := saveGame(claim, g)
				if serr != nil {
					return serr
				}
				fmt.Fprintf(out, "The game is kept in %s; rithmo play --resume continues it.\n", path)
				return err // a script whose moves ran out is told so, as every accessible command tells it
			}
		}
		if g.Over() {
			break
		}
		if _, err := saveGame(claim, g); err != nil {
			return err
		}
	}
	return pl.finish(learner)
}

// finish keeps an ended game and says its result and turning points.
func (pl *player) finish(learner board.Side) error {
	g := pl.g
	path, err := saveGame(pl.claim, g)
	if err != nil {
		return err
	}
	fmt.Fprintf(pl.out, "\n%s\n", g.Result.Text)
	pts := coach.TurningPoints(g.Positions[:len(g.Steps)], actionsOf(g), learner, g.Victory, 5)
	if len(pts) > 0 {
		fmt.Fprintln(pl.out, "Turning points:")
		for _, p := range pts {
			fmt.Fprintf(pl.out, "  %s\n", p.Text)
		}
	}
	if pl.kept > 0 {
		fmt.Fprintf(pl.out, "%s you let pass %s back in Review, to be solved again.\n",
			capitalise(howMany(pl.kept, "position")), map[bool]string{true: "comes", false: "come"}[pl.kept == 1])
	}
	fmt.Fprintf(pl.out, "The game is kept in %s.\n", path)
	return nil
}

// learnerOf is the side a person plays (White when both sides are people).
func learnerOf(g *game.Game) board.Side {
	if g.White.Level != 0 && g.Black.Level == 0 {
		return board.Black
	}
	return board.White
}

func actionsOf(g *game.Game) []engine.Action {
	as := make([]engine.Action, len(g.Steps))
	for i, s := range g.Steps {
		as[i] = s.Action
	}
	return as
}

func (pl *player) show() {
	if pl.onScreen {
		return
	}
	p := pl.g.Position()
	if pl.words {
		fmt.Fprint(pl.out, diagram.Words(p, diagram.Options{Actions: true}))
		return
	}
	layout := diagram.Narrow
	if pl.width > 0 {
		if l, err := layoutFor(p, pl.width); err == nil {
			layout = l
		}
	}
	fmt.Fprint(pl.out, diagram.Draw(p, diagram.Options{Layout: layout, Style: pl.style, Renderer: pl.renderer, Actions: true}))
}

func (pl *player) opponentMoves(who game.Player) error {
	g := pl.g
	side := g.ToMove()
	now := time.Now
	plan, err := opponent.Choose(g.Position(), g.Victory, opponent.Config{Level: who.Level, Seed: who.Seed, Deadline: now().Add(playThink), Now: now,
		Quiet: g.Quiet, DrawPlies: game.DrawPlies})
	if err != nil {
		return err
	}
	pl.plan, pl.planIn = &plan, *g.Position()
	st, err := g.Play(plan.Action)
	if err != nil {
		return err
	}
	fmt.Fprintf(pl.out, "\n%s (level %d): %s\n", side.Title(), who.Level, stepWords(st))
	return nil
}

// lastPlan finds the plan of the opponent's last action when the game was
// resumed from its record (which keeps actions, not plans).
func (pl *player) lastPlan() {
	g := pl.g
	if pl.plan != nil {
		return
	}
	for i := len(g.Steps) - 1; i >= 0; i-- {
		if g.PlayerOf(g.Steps[i].Side).Level == 0 {
			continue
		}
		if plan, ok := opponent.PlanOf(&g.Positions[i], g.Steps[i].Action); ok {
			pl.plan, pl.planIn = &plan, g.Positions[i]
		}
		return
	}
}

// planWords answers "what are you planning?": what the action takes and
// threatens next, the line expected, and what it is for beyond that (the
// man's way to the triumph's camp, a capture in two moves or the nearest
// enemy man, the triumph it builds), all in numbers.
func planWords(p *board.Position, plan opponent.Plan) string {
	s := plan.Explain()
	if in, ok := opponent.IntentOf(p, plan.Action); ok {
		s += " " + in.Text
	}
	return s
}

// stepWords says an action and what it took.
func stepWords(st game.Step) string {
	s := st.Action.String()
	for i, c := range st.Captures {
		if i == 0 {
			s += ", taking "
		} else {
			s += "; and "
		}
		s += fmt.Sprintf("%s on %s: %s", c.Piece, c.Square, c.Explain())
	}
	for _, t := range st.Triumphs {
		s += ". " + t.Explain()
	}
	return s
}

// personMoves reads commands until an action is played (false) or the
// person quits (true); when the input ends it says errInputEnded.
func (pl *player) personMoves() (bool, error) {
	g := pl.g
	pl.show()
	for {
		fmt.Fprintf(pl.out, "\n(an action like c4-c5, or list, plan, board, undo, resign, quit)\n%s to move, action %d: ", g.ToMove().Title(), len(g.Steps)+1)
		line, err := pl.in.ReadString('\n')
		line = strings.TrimSpace(line)
		if err != nil && line == "" {
			fmt.Fprintln(pl.out)
			if errors.Is(err, io.EOF) {
				return false, errInputEnded
			}
			return true, nil // Ctrl-C: the person left, the game is kept
		}
		acted, quit, err := pl.command(line)
		if err != nil || quit || acted {
			return quit, err
		}
	}
}

// command carries out one line of the person's: an action (acted), a
// resignation (acted), quit, or a request that leaves the turn as it is.
func (pl *player) command(line string) (acted, quit bool, err error) {
	g := pl.g
	side := g.ToMove()
	switch strings.ToLower(line) {
	case "":
		return false, false, nil
	case "quit", "q", "exit":
		return false, true, nil
	case "board":
		pl.show()
		return false, false, nil
	case "list", "l", "?":
		pl.listActions()
		return false, false, nil
	case "plan":
		pl.lastPlan()
		if pl.plan == nil {
			fmt.Fprintln(pl.out, "The opponent has not moved yet.")
		} else {
			fmt.Fprintln(pl.out, planWords(&pl.planIn, *pl.plan))
		}
		return false, false, nil
	case "undo":
		pl.undo()
		return false, false, nil
	case "resign":
		return true, false, g.Resign(side)
	}
	a, ok := pl.parse(line)
	if !ok {
		return false, false, nil
	}
	before := *g.Position()
	st, err := g.Play(a)
	if err != nil {
		fmt.Fprintf(pl.out, "%v (that costs nothing: try again, or type list)\n", err)
		return false, false, nil
	}
	pl.list = nil
	fmt.Fprintf(pl.out, "%s: %s\n", side.Title(), stepWords(st))
	if pl.coached {
		for _, n := range coach.After(&before, a, g.Victory) {
			fmt.Fprintf(pl.out, "  coach: %s\n", n.Text)
		}
	}
	pl.keepMistake()
	return true, false, nil
}

// parse reads an action in the notation, or a number from the last list.
func (pl *player) parse(line string) (engine.Action, bool) {
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(pl.list) {
			if len(pl.list) == 0 {
				fmt.Fprintf(pl.out, "%d: type list first to number the actions\n", n)
			} else {
				fmt.Fprintf(pl.out, "%d: choose a number from 1 to %d\n", n, len(pl.list))
			}
			return engine.Action{}, false
		}
		return pl.list[n-1].Action, true
	}
	a, err := engine.ParseAction(line)
	if err != nil {
		fmt.Fprintln(pl.out, err)
		return engine.Action{}, false
	}
	return a, true
}

func (pl *player) listActions() {
	outs := engine.Analyse(pl.g.Position())
	pl.list = outs
	for i, o := range outs {
		s := fmt.Sprintf("%3d. %s", i+1, o.Action)
		for _, c := range o.Captures {
			s += fmt.Sprintf(", takes %s on %s: %s", c.Piece, c.Square, c.Explain())
		}
		if len(o.Triumphs) > 0 {
			s += ", sets a triumph: " + o.Triumphs[0].Explain()
		}
		fmt.Fprintln(pl.out, s)
	}
}

func (pl *player) undo() {
	g := pl.g
	me := g.ToMove()
	n := 0
	for len(g.Steps) > 0 {
		last := g.Steps[len(g.Steps)-1].Side
		g.Undo()
		n++
		if last == me {
			break
		}
	}
	if n == 0 {
		fmt.Fprintln(pl.out, "Nothing to undo.")
		return
	}
	pl.plan = nil // the plan taken back with its action; lastPlan finds the one before
	fmt.Fprintf(pl.out, "Took back %d actions.\n", n)
	pl.show()
}

// replayGame steps through a record, each action with what it took and,
// for a person's actions, the coach's notes.
func replayGame(out io.Writer, path string, coached bool) error {
	text, err := os.ReadFile(path)
	if err != nil {
		return &UsageError{Err: err}
	}
	g, err := game.Decode(string(text))
	if err != nil {
		return &UsageError{Err: fmt.Errorf("%s: %w", path, err)}
	}
	fmt.Fprintf(out, "%s, %s, %s; White: %s, Black: %s; %s\n", g.Date, g.Rules, g.Victory.Title(), g.White, g.Black, g.Rules.Set.Title())
	for i, st := range g.Steps {
		fmt.Fprintf(out, "%d. %s: %s\n", i+1, st.Side.Title(), stepWords(st))
		if coached && g.PlayerOf(st.Side).Level == 0 {
			for _, n := range coach.After(&g.Positions[i], st.Action, g.Victory) {
				fmt.Fprintf(out, "   coach: %s\n", n.Text)
			}
		}
	}
	if g.Over() {
		fmt.Fprintln(out, g.Result.Text)
	} else {
		fmt.Fprintln(out, "The game goes on.")
	}
	learner := board.White
	if g.White.Level != 0 && g.Black.Level == 0 {
		learner = board.Black
	}
	if coached {
		if pts := coach.TurningPoints(g.Positions[:len(g.Steps)], actionsOf(g), learner, g.Victory, 5); len(pts) > 0 {
			fmt.Fprintf(out, "Turning points (%s's side):\n", learner.Title())
			for _, p := range pts {
				fmt.Fprintf(out, "  %s\n", p.Text)
			}
		}
	}
	return nil
}
