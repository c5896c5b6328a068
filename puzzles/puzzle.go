package puzzles

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// GoalKind is what a puzzle asks for.
type GoalKind uint8

const (
	GoalNone GoalKind = iota
	GoalCapture
	GoalSpot
	GoalTriumph
	GoalVictory
)

var goalNames = [...]string{GoalNone: "", GoalCapture: "capture", GoalSpot: "spot", GoalTriumph: "triumph", GoalVictory: "victory"}

func (g GoalKind) String() string {
	if int(g) < len(goalNames) {
		return goalNames[g]
	}
	return ""
}

// ParseGoalKind reads capture, spot, triumph or victory.
func ParseGoalKind(s string) (GoalKind, error) {
	for k, name := range goalNames {
		if name != "" && name == s {
			return GoalKind(k), nil
		}
	}
	return GoalNone, fmt.Errorf("unknown goal %q: want capture, spot, triumph or victory", s)
}

// Goal is a puzzle's goal with its argument.
type Goal struct {
	Kind GoalKind
	// Target is the man to take for "capture SQUARE"; NoSquare for
	// "capture most" and the other goals.
	Target board.Square
	// Most asks for the action that takes the most value.
	Most bool
	// Triumph is the kind asked for, "" for any (goal triumph only).
	Triumph string
	// Victory is the common victory the players agreed (goal victory
	// only): the goal is a capture after which the side to move has won it.
	Victory triumph.Settings
	// Moves is how many of its own actions the side to move has to meet
	// the goal: 0 (one, the default) or TwoMoves ("capture SQUARE in 2",
	// "triumph [KIND] in 2": a first action after which every reply of the
	// opponent leaves the goal reachable on the next action).
	Moves int
}

// TwoMoves is Goal.Moves of a two-move puzzle.
const TwoMoves = 2

// InTwo reports whether the goal takes two actions of the side to move.
func (g Goal) InTwo() bool { return g.Moves == TwoMoves }

func (g Goal) String() string {
	if g.InTwo() {
		one := g
		one.Moves = 0
		return one.String() + " in 2"
	}
	switch {
	case g.Kind == GoalCapture && g.Most:
		return "capture most"
	case g.Kind == GoalCapture:
		return "capture " + g.Target.String()
	case g.Kind == GoalTriumph && g.Triumph != "":
		return "triumph " + g.Triumph
	case g.Kind == GoalVictory:
		return "victory " + g.Victory.String()
	}
	return g.Kind.String()
}

// ParseGoal reads the value of a goal line.
func ParseGoal(s string) (Goal, error) {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return Goal{}, fmt.Errorf("the goal is empty: want capture SQUARE, capture most, spot, triumph [KIND], victory SETTINGS, capture SQUARE in 2 or triumph [KIND] in 2")
	}
	kind, err := ParseGoalKind(fields[0])
	if err != nil {
		return Goal{}, err
	}
	g := Goal{Kind: kind, Target: board.NoSquare}
	args := fields[1:]
	if n := len(args); n >= 2 && args[n-2] == "in" {
		if args[n-1] != "2" {
			return Goal{}, fmt.Errorf("%s: want in 2, found in %s: only two-move goals are known", quote(s), quote(args[n-1]))
		}
		if kind != GoalCapture && kind != GoalTriumph {
			return Goal{}, fmt.Errorf("%s: only capture SQUARE and triumph [KIND] may be asked in 2", quote(s))
		}
		args = args[:n-2]
		g.Moves = TwoMoves
	}
	switch kind {
	case GoalCapture:
		if len(args) != 1 {
			return Goal{}, fmt.Errorf("want capture SQUARE, capture most or capture SQUARE in 2")
		}
		if args[0] == "most" {
			if g.InTwo() {
				return Goal{}, fmt.Errorf("capture most in 2 is not a goal: want capture SQUARE in 2")
			}
			g.Most = true
			return g, nil
		}
		sq, err := board.ParseSquare(args[0])
		if err != nil {
			return Goal{}, err
		}
		g.Target = sq
	case GoalSpot:
		if len(args) != 0 {
			return Goal{}, fmt.Errorf("spot takes no argument")
		}
	case GoalTriumph:
		switch {
		case len(args) == 0:
		case len(args) == 1 && (args[0] == "great" || args[0] == "greater" || args[0] == "greatest"):
			g.Triumph = args[0]
		case len(args) == 1 && args[0] == "any":
		default:
			return Goal{}, fmt.Errorf("want triumph, or triumph great, greater or greatest, optionally followed by in 2")
		}
	case GoalVictory:
		if len(args) == 0 {
			return Goal{}, fmt.Errorf("want victory and the agreed common victory, for example victory quarrel sum=160 digits=8")
		}
		v, err := triumph.ParseSettings(strings.Join(args, " "))
		if err != nil {
			return Goal{}, fmt.Errorf("victory: %w", err)
		}
		if v.Common == triumph.CommonNone || v.Common == triumph.Standards && v.Standards == 0 {
			return Goal{}, fmt.Errorf("victory %s: want a common victory a capture can win (bodies, goods, quarrel, honour, honour-and-quarrel, standards count=N)", v)
		}
		g.Victory = v
	}
	return g, nil
}

// Puzzle is one puzzle: a position and a goal, with what a list of puzzles
// needs to show and order them. It stores no answer.
type Puzzle struct {
	ID       string
	Title    string
	Position board.Position
	Goal     Goal
	Themes   []string
	// Lesson names the lesson that teaches what the answer needs; zero
	// when the file does not say.
	Lesson     LessonRef
	Difficulty int
	Source     string
	Note       string
	Expect     string // what the engine must find, as written; "" when not asserted
	Unique     bool
	// Occasion, when set, leads the Headline ("Puzzle of the day, Monday
	// 7 December 2026"); it is never read from or written to a file.
	Occasion string
	// FromGame marks a position of the learner's own game (review's
	// mistakes that come back): its board is numbered by the game's
	// action, the count the learner saw while playing and its Occasion
	// says, not by the notation's turn (the same number under another
	// word). Never read from or written to a file.
	FromGame bool

	File  string         // where it was read from, for messages
	Line  int            // the line of its id
	Lines map[string]int // the line of each key given, for messages
}

// LineOf is the line of a key of the puzzle, or the line of its id when the
// key was not given (or the puzzle was not read from a file).
func (p *Puzzle) LineOf(key string) int {
	if n, ok := p.Lines[key]; ok {
		return n
	}
	return p.Line
}

// Rules is the puzzle's rule set id.
func (p *Puzzle) Rules() string { return p.Position.Rules.Set.String() }

// HasTheme reports whether the puzzle carries a theme.
func (p *Puzzle) HasTheme(theme string) bool {
	for _, t := range p.Themes {
		if t == theme {
			return true
		}
	}
	return false
}
