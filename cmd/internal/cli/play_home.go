package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/gamefiles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/game"
	"github.com/rithmo/rithmo/rules/triumph"
)

// playSession is the home's game: the one left off (games/current.game or
// current-N.game) that no other session is playing, or a new one; it lives
// as long as the home, across visits to Play, and holds its game's file
// until close.
type playSession struct {
	env      *Env
	claim    *gamefiles.Claim // the file the game is saved in; nil until load
	notice   string           // said before the game until the first answer: why it is not the one left off
	style    diagram.Style
	renderer *lipgloss.Renderer // draws the board's colours for the learner's terminal
	pl       *player
	keep     mistakeKeeper // the learner's store: the positions they let pass come back in Review
	onScreen bool          // the full-screen program draws the board above the question
	words    bool          // accessible mode: the board is read out in words
	// rules is the rule set the learner learns in, a first game's: asked
	// when the game starts, since the welcome may set it after the home's
	// entries are made.
	rules func() string
}

const playHelp = "Play a whole game against the opponent. Type an action (c4-c5), list (then a number), plan, undo or resign. " +
	"new RULES SIDE LEVEL [VICTORY] starts another game, e.g. new fulke3 white 2 bodies men=8."

// empty is what an empty line shows on the full screen, where it does not
// leave the game: what to type now, and the key that leaves, in a line.
func (s *playSession) empty() string {
	if s.pl != nil && s.pl.g.Over() {
		return "The game is over: type new RULES SIDE LEVEL for another; esc goes back."
	}
	return "Type an action (c4-c5) or list; esc goes back, the game is kept."
}

// help is playHelp ended with the way back: esc on the full screen (enter
// on an empty line is pressed by habit there, and only shows empty),
// an empty line at the plain prompt, which says so.
func (s *playSession) help() string {
	if s.onScreen {
		return playHelp + " Every action is kept as it is played; esc goes back."
	}
	return playHelp + " Every action is kept as it is played; an empty line goes back."
}

// back is how the learner leaves Play, as help says it.
func (s *playSession) back() string {
	if s.onScreen {
		return "Esc goes back."
	}
	return "An empty line goes back."
}

// playItem is the home's Play entry.
func (h *home) playItem() app.Item {
	if h.play == nil {
		rules := func() string { r, _ := learnerRules(h.store); return r }
		h.play = &playSession{env: h.env, style: diagram.ParseStyle(h.term.Style), renderer: h.look.Renderer(), keep: h.store, rules: rules}
	}
	s := h.play
	const title, question = "Play", "Your action"
	return app.Item{
		Title: title, Hint: "a whole game against the opponent at five levels, with a coach",
		Screen: func(width, height int) (app.Screen, error) {
			s.onScreen, s.words = true, false
			return app.NewBoardAskScreen(title, question, s.intro, s.board, s.answer, width, height).WithEmptyHint(s.empty), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			// Plain prompts are accessible mode's: the board in words.
			s.style, s.onScreen, s.words = diagram.Plain, false, true
			return app.AskPlain(in, out, h.look, question, s.intro(), s.answer, 0)
		},
	}
}

// intro is where the game stands, then the help: the screen that shows
// the board under it at 80×24 keeps its first lines.
func (s *playSession) intro() string {
	if err := s.load(); err != nil {
		return err.Error() + " " + s.help()
	}
	g := s.pl.g
	text := fmt.Sprintf("Now: %s, %s, %s played; you play %s.", g.Rules, g.Victory.Title(), howMany(len(g.Steps), "action"), learnerOf(g))
	if s.notice != "" {
		text = s.notice + " " + text
	}
	if g.Over() {
		return text + " The game is over: " + g.Result.Text + ". Type new RULES SIDE LEVEL to start another. " + s.help()
	}
	// The opponent's opening move, when it moves first, is played here,
	// so that the learner's first line answers a position they were told.
	if g.PlayerOf(g.ToMove()).Level != 0 {
		var b strings.Builder
		s.pl.out = &b
		if err := s.pl.opponentMoves(g.PlayerOf(g.ToMove())); err == nil {
			if _, err := saveGame(s.claim, g); err == nil {
				text += " " + strings.TrimSpace(b.String())
			}
		}
		return text + " " + s.help()
	}
	if n := len(g.Steps); n > 0 {
		last := g.Steps[n-1]
		text += fmt.Sprintf(" Last: %s played %s. %s to move, action %d.", last.Side.Title(), stepWords(last), g.ToMove().Title(), n+1)
	}
	return text + " " + s.help()
}

// board draws the game's board for the screen, in the largest layout that
// fits width × height (the compact one at 80×24), the board alone: the
// side to move and the men taken are in the notes under the question.
func (s *playSession) board(width, height int) string {
	if err := s.load(); err != nil {
		return ""
	}
	p := s.pl.g.Position()
	for _, l := range []diagram.Layout{diagram.Full, diagram.Narrow, diagram.Compact} {
		if diagram.Width(p, l) <= width && diagram.Height(p, l) <= height {
			return diagram.Draw(p, diagram.Options{Layout: l, Style: s.style, Renderer: s.renderer, BoardOnly: true})
		}
	}
	return ""
}

// load resumes the game left off that no other session holds, or starts
// one in the learner's rule set (the default one if they have not chosen)
// against level 2, in a file of its own: a game another session is playing
// is never written by this one.
func (s *playSession) load() error {
	if s.pl != nil {
		return nil
	}
	dir, err := gamesDir(s.env)
	if err != nil {
		return err
	}
	if s.claim == nil {
		claim, text, held, err := gamefiles.Resume(dir)
		if err != nil {
			return err
		}
		s.claim = claim
		if text != nil {
			g, err := game.Decode(string(text))
			if err == nil {
				s.pl = &player{env: s.env, g: g, claim: claim, coached: true, style: s.style, renderer: s.renderer, keep: s.keep}
				return nil
			}
			// Kept as it is for the learner to look at: the new game
			// goes in a file of its own.
			s.notice = fmt.Sprintf("Your game in %s cannot be read (%v): it is kept as it is, and this is a new game.", claim.Path(), err)
			claim.Release()
			if s.claim, err = gamefiles.New(dir); err != nil {
				return err
			}
		} else if len(held) > 0 {
			s.notice = capitalise(heldWords(held)) + ": this is a new game, saved separately."
		}
	}
	rules := defaultRules
	if s.rules != nil {
		rules = s.rules()
	}
	_, err = s.start(rules, "white", "2", "bodies men=8")
	return err
}

// close lets another session resume the game.
func (s *playSession) close() {
	if s.claim != nil {
		s.claim.Release()
	}
}

// start begins a game. A game in play left for it is kept, in kept, and
// the new one is saved in a file of its own.
func (s *playSession) start(rules, side, level, victory string) (kept string, err error) {
	r, err := parseRulesArg(rules)
	if err != nil {
		return "", err
	}
	sd, err := parseSide(side)
	if err != nil {
		return "", err
	}
	lv, err := parseLevel(level)
	if err != nil {
		return "", err
	}
	v, err := triumph.ParseSettings(victory)
	if err != nil {
		return "", err
	}
	now, err := clock(s.env)
	if err != nil {
		return "", err
	}
	var white, black game.Player
	switch sd {
	case board.White:
		black = game.Player{Level: lv, Seed: 1}
	case board.Black:
		white = game.Player{Level: lv, Seed: 1}
	}
	g, err := game.New(r, v, white, black, now().Format("2006-01-02"))
	if err != nil {
		return "", err
	}
	if s.pl != nil && !s.pl.g.Over() && len(s.pl.g.Steps) > 0 {
		dir, err := gamesDir(s.env)
		if err != nil {
			return "", err
		}
		claim, err := gamefiles.New(dir)
		if err != nil {
			return "", err
		}
		kept = s.claim.Path()
		s.claim.Release()
		s.claim = claim
	}
	s.pl = &player{env: s.env, g: g, claim: s.claim, coached: true, style: s.style, renderer: s.renderer, keep: s.keep}
	return kept, nil
}

// answer carries out one line and says what came of it: the action and
// what it took, the coach's notes, the opponent's answer, the board when
// they moved it (list, plan and a refused action leave it as it was, and
// board and undo show it themselves: read out by a screen reader, a board
// said again is a paragraph to sit through).
func (s *playSession) answer(line string, width int) (string, error) {
	if err := s.load(); err != nil {
		return "", err
	}
	s.notice = "" // the screen asks for the intro again at every redraw: it stays until now
	var b strings.Builder
	pl := s.pl
	pl.out, pl.width, pl.onScreen, pl.words = &b, width, s.onScreen, s.words
	moved := true // a new game's board is shown
	if f := strings.Fields(line); len(f) > 0 && f[0] == "new" {
		if len(f) < 4 {
			return "", fmt.Errorf("new wants RULES SIDE LEVEL [VICTORY], e.g. new nemec white 2 bodies men=8")
		}
		victory := "bodies men=8"
		if len(f) > 4 {
			victory = strings.Join(f[4:], " ")
		}
		kept, err := s.start(f[1], f[2], f[3], victory)
		if err != nil {
			return "", err
		}
		if kept != "" {
			fmt.Fprintf(&b, "The game before, %s played, is kept in %s: when this one is over, Play resumes it the next time you come.\n",
				howMany(len(pl.g.Steps), "action"), kept)
		}
		pl = s.pl
		pl.out, pl.width, pl.onScreen, pl.words = &b, width, s.onScreen, s.words
	} else {
		if pl.g.Over() {
			return "", fmt.Errorf("the game is over (%s): type new RULES SIDE LEVEL to start another", pl.g.Result.Text)
		}
		if _, err := strconv.Atoi(line); err != nil || len(pl.list) > 0 {
			acted, quit, err := pl.command(line)
			moved = acted
			if err != nil {
				return "", err
			}
			if quit {
				return "The game is kept: come back to Play to continue it. " + s.back(), nil
			}
		} else {
			return "", fmt.Errorf("%s: type list first to number the actions", line)
		}
	}
	g := pl.g
	for !g.Over() {
		who := g.PlayerOf(g.ToMove())
		if who.Level == 0 {
			break
		}
		if err := pl.opponentMoves(who); err != nil {
			return "", err
		}
	}
	if g.Over() {
		if err := pl.finish(learnerOf(g)); err != nil {
			return "", err
		}
		return b.String(), nil
	}
	if _, err := saveGame(s.claim, g); err != nil {
		return "", err
	}
	if moved {
		b.WriteString("\n")
		pl.show()
	}
	fmt.Fprintf(&b, "\n%s to move, action %d.\n", g.ToMove().Title(), len(g.Steps)+1)
	return b.String(), nil
}
