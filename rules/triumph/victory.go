package triumph

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/rithmo/rithmo/rules/board"
)

// Common is a common victory the players agree on before play (1563 book,
// third kind; Němec 2012): counted over the men a side has taken.
type Common uint8

const (
	CommonNone       Common = iota // no common victory: only a triumph wins
	Bodies                         // a number of men taken
	Goods                          // a sum of values taken
	Quarrel                        // a sum reached in a number of digits
	Honour                         // a sum reached in a number of men
	HonourAndQuarrel               // a sum reached in a number of men and of digits
	Standards                      // the sum taken, in standards of the enemy's army
)

var commonNames = [...]string{"none", "bodies", "goods", "quarrel", "honour", "honour-and-quarrel", "standards"}

// String is the victory's name as Victory.Kind writes it: bodies, goods,
// quarrel, honour, honour-and-quarrel, standards (none for CommonNone).
func (c Common) String() string {
	if int(c) < len(commonNames) {
		return commonNames[c]
	}
	return fmt.Sprintf("Common(%d)", uint8(c))
}

// ParseCommon reads a common victory's name; "honor" and "honour and
// quarrel" are accepted too.
func ParseCommon(s string) (Common, error) {
	name := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "-")
	name = strings.ReplaceAll(name, "honor", "honour")
	for i, n := range commonNames {
		if n == name {
			return Common(i), nil
		}
	}
	return CommonNone, fmt.Errorf("unknown common victory %q: want one of %s", s, strings.Join(commonNames[:], ", "))
}

// The standards of the armies (1563 book): White's 1312 footmen, less two
// captains and ten standard bearers, are ten standards of 130; Black's 1752
// less the same twelve are ten of 174. A side's takings are counted in the
// standards of the army it takes from.
const (
	WhiteStandard = 130
	BlackStandard = 174
)

// Bounds of the settings: the armies hold 57 men (the pyramids by their
// layers) of at most three digits each, ten standards each.
const (
	MaxMen       = 64
	MaxDigits    = 3 * MaxMen
	MaxStandards = 10
	MaxSum       = 1_000_000
)

// Settings are the agreed victory. A triumph always wins; Common names the
// common victory played for and the numbers that go with it.
type Settings struct {
	Common Common
	Men    int   // bodies: men to take; honour, honour-and-quarrel: the men the sum is made in
	Sum    int64 // goods, quarrel, honour, honour-and-quarrel: the sum to reach or pass
	Digits int   // quarrel, honour-and-quarrel: the digits the sum is made in
	// Standards is the number of the enemy's standards to take; 0 plays for
	// the most standards, judged when the game is Stopped.
	Standards int
	// Stopped judges the game as it stands (standards without a target: the
	// side with more standards wins).
	Stopped bool
	// PyramidLayers counts a taken pyramid as its layers (men and digits),
	// not as one man of its whole value.
	PyramidLayers bool
}

// Validate checks that the settings name what their victory needs and
// nothing else, within bounds.
func (s Settings) Validate() error {
	need := func(name string, v, hi int64, wanted bool) error {
		switch {
		case wanted && (v < 1 || v > hi):
			return fmt.Errorf("settings: %s wants %s from 1 to %d, found %d", s.Common, name, hi, v)
		case !wanted && v != 0:
			return fmt.Errorf("settings: %s takes no %s (found %d)", s.Common, name, v)
		}
		return nil
	}
	c := s.Common
	if c > Standards {
		return fmt.Errorf("settings: unknown common victory %d", uint8(c))
	}
	checks := []error{
		need("men", int64(s.Men), MaxMen, c == Bodies || c == Honour || c == HonourAndQuarrel),
		need("sum", s.Sum, MaxSum, c == Goods || c == Quarrel || c == Honour || c == HonourAndQuarrel),
		need("digits", int64(s.Digits), MaxDigits, c == Quarrel || c == HonourAndQuarrel),
	}
	if c == Standards {
		if s.Standards < 0 || s.Standards > MaxStandards {
			checks = append(checks, fmt.Errorf("settings: standards wants a count from 0 (the most standards) to %d, found %d", MaxStandards, s.Standards))
		}
	} else {
		checks = append(checks, need("count of standards", int64(s.Standards), 0, false))
		if s.Stopped {
			checks = append(checks, fmt.Errorf("settings: %s is not judged when stopped: only standards is", c))
		}
	}
	for _, err := range checks {
		if err != nil {
			return err
		}
	}
	return nil
}

// String writes the settings in the form ParseSettings reads:
// "quarrel sum=160 digits=8", "honour sum=100 men=8 pyramid=layers",
// "standards count=2", "standards stopped", "none".
func (s Settings) String() string {
	parts := []string{s.Common.String()}
	if s.Sum != 0 {
		parts = append(parts, "sum="+strconv.FormatInt(s.Sum, 10))
	}
	if s.Men != 0 {
		parts = append(parts, "men="+strconv.Itoa(s.Men))
	}
	if s.Digits != 0 {
		parts = append(parts, "digits="+strconv.Itoa(s.Digits))
	}
	if s.Standards != 0 {
		parts = append(parts, "count="+strconv.Itoa(s.Standards))
	}
	if s.Stopped {
		parts = append(parts, "stopped")
	}
	if s.PyramidLayers {
		parts = append(parts, "pyramid=layers")
	}
	return strings.Join(parts, " ")
}

// ParseSettings reads settings written as a common victory's name followed
// by its numbers: "bodies men=10", "goods sum=100", "quarrel sum=160
// digits=8", "honour sum=100 men=8", "honour-and-quarrel sum=100 men=8
// digits=9", "standards count=2", "standards stopped", or "none"; add
// "pyramid=layers" to count a taken pyramid by its layers. The settings are
// validated.
func ParseSettings(text string) (Settings, error) {
	var s Settings
	items := strings.Fields(text)
	if len(items) == 0 {
		return s, fmt.Errorf("settings: empty: want a common victory (%s) and its numbers", strings.Join(commonNames[:], ", "))
	}
	c, err := ParseCommon(items[0])
	if err != nil {
		return s, fmt.Errorf("settings: item 1: %w", err)
	}
	s.Common = c
	seen := map[string]bool{}
	for i, item := range items[1:] {
		at := func(format string, args ...any) error {
			return fmt.Errorf("settings: item %d %q: %s", i+2, item, fmt.Sprintf(format, args...))
		}
		key, value, hasValue := strings.Cut(item, "=")
		if seen[key] {
			return s, at("%s given twice", key)
		}
		seen[key] = true
		switch key {
		case "stopped":
			if hasValue {
				return s, at("stopped takes no value")
			}
			s.Stopped = true
			continue
		case "pyramid":
			switch value {
			case "layers":
				s.PyramidLayers = true
			case "one":
			default:
				return s, at("want pyramid=one or pyramid=layers")
			}
			continue
		case "sum", "men", "digits", "count":
		default:
			return s, at("unknown setting: want sum=, men=, digits=, count=, stopped or pyramid=")
		}
		if !hasValue {
			return s, at("want %s=NUMBER", key)
		}
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil || n < 1 || n > MaxSum || value[0] == '0' || value[0] == '+' {
			return s, at("want a whole number from 1 to %d", MaxSum)
		}
		switch key {
		case "sum":
			s.Sum = n
		case "men":
			s.Men = int(n)
		case "digits":
			s.Digits = int(n)
		case "count":
			s.Standards = int(n)
		}
	}
	return s, s.Validate()
}

// Victory says who has won a position and by what.
type Victory struct {
	// Kind is bodies, goods, quarrel, honour, honour-and-quarrel,
	// standards, or the triumph's kind: great, greater, greatest.
	Kind    string
	Side    board.Side
	Text    string   // in words with numbers
	Values  []int64  // the values that make the victory (the triumph's men, or the men taken that count)
	Triumph *Triumph // the triumph, for a proper victory
}

// Won says whether p is won and by what: a triumph of the side that has
// just moved (the side not to move), else the agreed common victory of
// either side, the side that has just moved judged first. A triumph that
// stands for the side to move was set on its own turn, when the game ended,
// so it is not looked for. Invalid settings win nothing but a triumph; a
// hand-built position without rules or a board wins nothing.
func Won(p *board.Position, s Settings) (Victory, bool) {
	if !playable(p) {
		return Victory{}, false
	}
	mover := p.ToMove.Opponent()
	if mover != board.NoSide {
		if ts := Find(p, mover); len(ts) > 0 {
			t := ts[0]
			return Victory{Kind: t.Kind.String(), Side: mover, Text: t.Explain(), Values: t.Values, Triumph: &t}, true
		}
	}
	if s.Validate() != nil || s.Common == CommonNone {
		return Victory{}, false
	}
	order := []board.Side{board.White, board.Black}
	if mover == board.Black {
		order = []board.Side{board.Black, board.White}
	}
	if s.Common == Standards && s.Standards == 0 {
		if s.Stopped {
			return standardsLead(p, s)
		}
		return Victory{}, false
	}
	for _, side := range order {
		if v, ok := common(p, side, s); ok {
			return v, true
		}
	}
	return Victory{}, false
}

// Count is one side's count toward the agreed common victory: what it has
// taken, the men the victory counts among them, their sum and their digits,
// and whether that wins.
type Count struct {
	Side    board.Side
	Common  Common
	Taken   []int64 // every man taken, a pyramid as one man or as its layers
	Counted []int64 // the men the victory counts, smallest first
	Sum     int64   // the sum of Counted
	Digits  int     // the digits of Counted
	// Excluded are men taken that honour and quarrel may not count, each
	// worth the whole sum alone ("so that there be not .100. vpon one man").
	Excluded  []int64
	Standards int   // standards: the whole standards in Sum
	Unit      int64 // standards: the enemy army's standard, 174 or 130
	// Minimum: honour counts every man taken, and wants at least Men of
	// them (nemec: HonourMinimum).
	Minimum bool
	Won     bool
	Text    string // in words with numbers, won or not
}

// CountFor counts side's takings toward the agreed common victory s, which
// must be valid. Standards with no count is counted but never won here: Won
// judges it when the game is stopped.
//
//   - none, bodies, goods, standards: every man taken counts (none wins
//     nothing: only a triumph wins).
//   - quarrel: the men of the largest sum whose digits number at most
//     Digits ("he whiche first taketh .100. in .8. characters not
//     regarding in how many men they stande").
//   - honour: the Men largest men taken, or all when fewer ("he whiche
//     first cōmeth to .100. in .8. men"); under nemec every man taken, at
//     least Men of them ("the value of 100 is exceeded and the minimum of 8
//     captured pieces is met": HonourMinimum).
//   - honour and quarrel: the men of the largest sum in at most Men men and
//     Digits digits, leaving out any man worth the whole sum alone.
func CountFor(p *board.Position, side board.Side, s Settings) Count {
	c := Count{Side: side, Common: s.Common, Taken: TakenValues(p, side, s.PyramidLayers)}
	switch s.Common {
	case CommonNone, Bodies, Goods, Standards:
		c.Counted = slices.Clone(c.Taken)
	case Honour:
		if HonourMinimum(p.Rules.Set) {
			c.Counted = slices.Clone(c.Taken)
			break
		}
		best := slices.Clone(c.Taken)
		slices.SortFunc(best, func(a, b int64) int { return cmp.Compare(b, a) }) // the largest men first
		c.Counted = best[:min(s.Men, len(best))]
	case Quarrel:
		c.Counted = pick(c.Taken, s.Digits, 0, 0)
	case HonourAndQuarrel:
		for _, v := range c.Taken {
			if v >= s.Sum {
				c.Excluded = append(c.Excluded, v)
			}
		}
		c.Counted = pick(c.Taken, s.Digits, s.Men, s.Sum)
	}
	slices.Sort(c.Counted)
	c.Sum, c.Digits = total(c.Counted), digitsOf(c.Counted)
	switch s.Common {
	case Bodies:
		c.Won = len(c.Counted) >= s.Men
	case Standards:
		c.Unit = BlackStandard
		if side == board.Black {
			c.Unit = WhiteStandard
		}
		c.Standards = int(c.Sum / c.Unit)
		c.Won = s.Standards > 0 && c.Standards >= s.Standards
	case Goods, Quarrel, Honour, HonourAndQuarrel:
		c.Won = len(c.Counted) > 0 && c.Sum >= s.Sum
		if s.Common == Honour && HonourMinimum(p.Rules.Set) {
			c.Minimum = true
			c.Won = c.Won && len(c.Counted) >= s.Men
		}
	}
	c.Text = c.explain(s)
	return c
}

// HonourMinimum reports whether the victory of honour counts its men as a
// minimum under a rule set: Němec's, "the value of 100 is exceeded and the
// minimum of 8 captured pieces is met". The 1563 kinds count them as a
// most: "he whiche first cōmeth to .100. in .8. men".
func HonourMinimum(set board.RuleSet) bool { return set == board.Nemec }

// explain writes the count in words with numbers: "White has taken 16, 28,
// 56 and 64: 16 + 28 + 56 + 64 = 164 in 8 digits (at most 8), at least 160:
// victory of quarrel".
func (c *Count) explain(s Settings) string {
	who := c.Side.Title()
	if len(c.Taken) == 0 {
		return who + " has taken no men yet"
	}
	var b strings.Builder
	end := func(want int64) {
		if c.Won {
			fmt.Fprintf(&b, ", at least %d: victory of %s", want, victoryName(c.Common))
		} else {
			fmt.Fprintf(&b, ", %d short of %d", want-c.Sum, want)
		}
	}
	switch c.Common {
	case CommonNone:
		fmt.Fprintf(&b, "%s has taken %s (%s): %s", who, menCount(len(c.Counted)), list(c.Counted), addition(c.Counted, c.Sum))
	case Bodies:
		fmt.Fprintf(&b, "%s has taken %s (%s)", who, menCount(len(c.Counted)), list(c.Counted))
		if c.Won {
			fmt.Fprintf(&b, ", at least %d: victory of bodies", s.Men)
		} else {
			fmt.Fprintf(&b, ", %d short of %d", s.Men-len(c.Counted), s.Men)
		}
	case Goods:
		fmt.Fprintf(&b, "%s has taken %s: %s", who, list(c.Counted), addition(c.Counted, c.Sum))
		end(s.Sum)
	case Honour:
		if c.Minimum {
			fmt.Fprintf(&b, "%s has taken %s: %s in %s (at least %d)", who, list(sorted(c.Taken)), addition(c.Counted, c.Sum), menCount(len(c.Counted)), s.Men)
			var short []string
			if n := len(c.Counted); n < s.Men {
				short = append(short, fmt.Sprintf("%s short of %d", menCount(s.Men-n), s.Men))
			}
			if c.Sum < s.Sum {
				short = append(short, fmt.Sprintf("%d short of %d", s.Sum-c.Sum, s.Sum))
			}
			if c.Won {
				fmt.Fprintf(&b, ", at least %d: victory of honour", s.Sum)
			} else {
				b.WriteString(", " + strings.Join(short, " and "))
			}
			break
		}
		fmt.Fprintf(&b, "%s has taken %s", who, list(sorted(c.Taken)))
		if len(c.Counted) < len(c.Taken) {
			fmt.Fprintf(&b, "; the %d largest", len(c.Counted))
		}
		fmt.Fprintf(&b, ": %s in %s (at most %d)", addition(c.Counted, c.Sum), menCount(len(c.Counted)), s.Men)
		end(s.Sum)
	case Quarrel, HonourAndQuarrel:
		fmt.Fprintf(&b, "%s has taken %s", who, list(sorted(c.Taken)))
		if len(c.Excluded) > 0 {
			fmt.Fprintf(&b, " (%s not counted: no single man may carry the whole %d)", list(c.Excluded), s.Sum)
		}
		if len(c.Counted) == 0 {
			fmt.Fprintf(&b, "; none of them can be counted in at most %d digits", s.Digits)
			if c.Common == HonourAndQuarrel {
				fmt.Fprintf(&b, " and %d men", s.Men)
			}
		} else {
			if len(c.Counted) < len(c.Taken) {
				b.WriteString("; the best of them")
			}
			fmt.Fprintf(&b, ": %s in %s (at most %d)", addition(c.Counted, c.Sum), digitCount(c.Digits), s.Digits)
			if c.Common == HonourAndQuarrel {
				fmt.Fprintf(&b, " and %s (at most %d)", menCount(len(c.Counted)), s.Men)
			}
		}
		end(s.Sum)
	case Standards:
		if c.Standards == 0 {
			fmt.Fprintf(&b, "%s has taken men worth %d: not yet one standard of %s's army of %d", who, c.Sum, c.Side.Opponent().Title(), c.Unit)
		} else {
			fmt.Fprintf(&b, "%s has taken men worth %d: %d standard%s of %s's army of %d each (%d × %d = %d)",
				who, c.Sum, c.Standards, pluralS(c.Standards), c.Side.Opponent().Title(), c.Unit, c.Standards, c.Unit, int64(c.Standards)*c.Unit)
		}
		switch {
		case c.Won:
			fmt.Fprintf(&b, ", at least %d: victory of standards", s.Standards)
		case s.Standards > 0:
			fmt.Fprintf(&b, ", %d short of %d standard%s", int64(s.Standards)*c.Unit-c.Sum, s.Standards, pluralS(s.Standards))
		}
	}
	return b.String()
}

func victoryName(c Common) string { return strings.ReplaceAll(c.String(), "-", " ") }

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func sorted(values []int64) []int64 {
	out := slices.Clone(values)
	slices.Sort(out)
	return out
}

// common judges the agreed common victory for one side.
func common(p *board.Position, side board.Side, s Settings) (Victory, bool) {
	c := CountFor(p, side, s)
	if !c.Won {
		return Victory{}, false
	}
	return Victory{Kind: s.Common.String(), Side: side, Text: c.Text, Values: c.Counted}, true
}

// standardsLead judges a stopped game played for the most standards.
func standardsLead(p *board.Position, s Settings) (Victory, bool) {
	var c [2]Count
	for _, side := range []board.Side{board.White, board.Black} {
		c[side.Index()] = CountFor(p, side, s)
	}
	if c[0].Standards == c[1].Standards {
		return Victory{}, false
	}
	win := board.White
	if c[1].Standards > c[0].Standards {
		win = board.Black
	}
	w, l := c[win.Index()], c[win.Opponent().Index()]
	text := fmt.Sprintf("%s has taken %d standards (men worth %d, %s's standard being %d), %s %d (men worth %d, %s's standard being %d): %s has more: victory of standards",
		win.Title(), w.Standards, w.Sum, win.Opponent().Title(), w.Unit,
		win.Opponent().Title(), l.Standards, l.Sum, win.Title(), l.Unit, win.Title())
	return Victory{Kind: Standards.String(), Side: win, Text: text, Values: w.Counted}, true
}

// digits is the number of decimal digits of v (v > 0).
func digits(v int64) int { return len(strconv.FormatInt(v, 10)) }

func digitsOf(values []int64) int {
	n := 0
	for _, v := range values {
		n += digits(v)
	}
	return n
}

// pick chooses, among values, the men of the largest sum whose digits
// number at most digitLimit and, when men > 0, who number at most men; when
// below > 0 only men worth less than below may be chosen. Within a count of
// digits the largest men are always best, so only how many men of each
// count of digits is searched. It returns nil when no man can be chosen.
func pick(values []int64, digitLimit, men int, below int64) []int64 {
	var groups [20][]int64 // groups[k]: the men of k+1 digits, largest first
	for _, v := range values {
		if v > 0 && (below == 0 || v < below) {
			groups[digits(v)-1] = append(groups[digits(v)-1], v)
		}
	}
	var prefix [20][]int64 // prefix[k][c]: the sum of the c largest of groups[k]
	for k := range groups {
		slices.SortFunc(groups[k], func(a, b int64) int { return cmp.Compare(b, a) })
		prefix[k] = make([]int64, len(groups[k])+1)
		for c, v := range groups[k] {
			prefix[k][c+1] = prefix[k][c] + v
		}
	}
	menLimit := men
	if men == 0 {
		menLimit = len(values)
	}
	var counts, bestCounts [20]int
	bestSum := int64(0)
	var search func(k, digitsLeft, menLeft int, sum int64)
	search = func(k, digitsLeft, menLeft int, sum int64) {
		if k < 0 {
			if sum > bestSum {
				bestSum, bestCounts = sum, counts
			}
			return
		}
		for c := 0; c <= len(groups[k]) && c*(k+1) <= digitsLeft && c <= menLeft; c++ {
			counts[k] = c
			search(k-1, digitsLeft-c*(k+1), menLeft-c, sum+prefix[k][c])
		}
		counts[k] = 0
	}
	search(len(groups)-1, digitLimit, menLimit, 0)
	var chosen []int64
	for k, c := range bestCounts {
		chosen = append(chosen, groups[k][:c]...)
	}
	slices.Sort(chosen)
	return chosen
}

// TakenValues returns the values of the men side has taken (Taken), a
// pyramid as one man of its value or, with layers, as its layers.
func TakenValues(p *board.Position, side board.Side, layers bool) []int64 {
	var values []int64
	for _, pc := range Taken(p, side) {
		if layers && pc.Shape == board.Pyramid {
			for _, l := range pc.Layers[:pc.NLayers] {
				values = append(values, int64(l.Value))
			}
			continue
		}
		values = append(values, int64(pc.Value))
	}
	return values
}

// Taken returns the men side has taken (TakenMen), without where they are.
func Taken(p *board.Position, side board.Side) []board.Piece {
	men := TakenMen(p, side)
	if men == nil {
		return nil
	}
	out := make([]board.Piece, len(men))
	for i, m := range men {
		out[i] = m.Piece
	}
	return out
}

// TakenMan is a man a side has taken: held off the board (Square is
// board.NoSquare), or back on the board in the captor's colour on Square.
type TakenMan struct {
	Piece  board.Piece
	Square board.Square
}

// Held reports whether the man is held off the board.
func (m TakenMan) Held() bool { return m.Square == board.NoSquare }

// TakenMen returns the men side has taken, the count every common victory
// is judged over: those it holds off the board (Position.Took) first, then,
// where prisoners go back onto the board in the captor's colour (fulke1,
// fulke2 once set, parlett+change, parlett+turn), the men in its colour
// that its own army never had, by square: more men of a shape and value
// than the army holds, or a pyramid not built of its own pyramid's layers.
// A man taken back by the army it was born in is its own again and no
// longer counts for either side: the position keeps no other trace of it.
func TakenMen(p *board.Position, side board.Side) []TakenMan {
	if side != board.White && side != board.Black {
		return nil
	}
	var out []TakenMan
	for _, pc := range p.Took[side.Index()] {
		out = append(out, TakenMan{Piece: pc, Square: board.NoSquare})
	}
	if !(p.Rules.Set == board.Fulke1 || p.Rules.Set == board.Fulke2 || p.Rules.Has(board.OptChange) || p.Rules.Has(board.OptTurn)) {
		return out
	}
	if p.Rules.Set == board.Fulke2 {
		// A set prisoner is marked (R3*): no count of the army needed.
		p.Men(func(sq board.Square, pc board.Piece) {
			if pc.Side == side && pc.Prisoner {
				out = append(out, TakenMan{Piece: pc.Unmarked(), Square: sq})
			}
		})
		return out
	}
	army := armies()
	seen := map[manKey]int{}
	p.Men(func(sq board.Square, pc board.Piece) {
		if pc.Side != side {
			return
		}
		if pc.Shape == board.Pyramid {
			if !ownPyramid(pc, army.pyramid[side.Index()]) {
				out = append(out, TakenMan{Piece: pc, Square: sq})
			}
			return
		}
		key := manKey{pc.Shape, pc.Value}
		seen[key]++
		if seen[key] > army.men[side.Index()][key] {
			out = append(out, TakenMan{Piece: pc, Square: sq})
		}
	})
	return out
}

type manKey struct {
	shape board.Shape
	value uint32
}

type armyCounts struct {
	men     [2]map[manKey]int // each army's men outside the pyramid
	pyramid [2]board.Piece
}

// armies counts each army's men from the classical array, on first use.
var armies = sync.OnceValue(func() armyCounts {
	a := armyCounts{men: [2]map[manKey]int{{}, {}}}
	p := board.Opening(board.Rules{Set: board.Fulke3})
	p.Men(func(_ board.Square, pc board.Piece) {
		if pc.Shape == board.Pyramid {
			a.pyramid[pc.Side.Index()] = pc
			return
		}
		a.men[pc.Side.Index()][manKey{pc.Shape, pc.Value}]++
	})
	return a
})

// ownPyramid reports whether every layer of pc is a layer of the army's own
// pyramid (the armies' pyramids share no layer of the same shape and value).
func ownPyramid(pc, own board.Piece) bool {
	for _, l := range pc.Layers[:pc.NLayers] {
		if !slices.Contains(own.Layers[:own.NLayers], l) {
			return false
		}
	}
	return true
}

func total(values []int64) int64 {
	var sum int64
	for _, v := range values {
		sum += v
	}
	return sum
}

// list writes values as "16, 28, 56 and 64".
func list(values []int64) string {
	s := make([]string, len(values))
	for i, v := range values {
		s[i] = strconv.FormatInt(v, 10)
	}
	switch len(s) {
	case 0:
		return "no men"
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// digitCount writes "1 digit", "8 digits".
func digitCount(n int) string {
	if n == 1 {
		return "1 digit"
	}
	return strconv.Itoa(n) + " digits"
}

// menCount writes "1 man", "4 men".
func menCount(n int) string {
	if n == 1 {
		return "1 man"
	}
	return strconv.Itoa(n) + " men"
}

// addition writes "3 + 16 + 81 = 100".
func addition(values []int64, sum int64) string {
	s := make([]string, len(values))
	for i, v := range values {
		s[i] = strconv.FormatInt(v, 10)
	}
	return strings.Join(s, " + ") + " = " + strconv.FormatInt(sum, 10)
}

// Describe says the agreed victory in words for a learner: "quarrel: the
// first to take men worth 160 in at most 8 digits", with how a taken
// pyramid counts where the victory counts men or digits.
func (s Settings) Describe() string { return s.DescribeFor(board.NoRuleSet) }

// DescribeFor is Describe under a rule set: under nemec honour asks for at
// least its number of men (HonourMinimum).
func (s Settings) DescribeFor(set board.RuleSet) string {
	var text string
	switch s.Common {
	case CommonNone:
		return "no common victory: only a triumph wins"
	case Bodies:
		text = fmt.Sprintf("bodies: the first to take %s wins", menCount(s.Men))
	case Goods:
		text = fmt.Sprintf("goods: the first to take men worth %d in all wins", s.Sum)
	case Quarrel:
		text = fmt.Sprintf("quarrel: the first to take men worth %d in at most %s wins", s.Sum, digitCount(s.Digits))
	case Honour:
		text = fmt.Sprintf("honour: the first to take men worth %d in at most %s wins", s.Sum, menCount(s.Men))
		if HonourMinimum(set) {
			text = fmt.Sprintf("honour: the first to take men worth %d with at least %s wins", s.Sum, menCount(s.Men))
		}
	case HonourAndQuarrel:
		text = fmt.Sprintf("honour and quarrel: the first to take men worth %d in at most %s and %s wins, no single man worth %d alone",
			s.Sum, menCount(s.Men), digitCount(s.Digits), s.Sum)
	case Standards:
		if s.Standards == 0 {
			text = fmt.Sprintf("standards: when the game stops, the side with more of the enemy's standards wins (White's army in standards of %d, Black's of %d)",
				WhiteStandard, BlackStandard)
		} else {
			text = fmt.Sprintf("standards: the first to take %d of the enemy's standards wins (White's army in standards of %d, Black's of %d)",
				s.Standards, WhiteStandard, BlackStandard)
		}
	default:
		return s.Common.String()
	}
	if s.Common != Goods && s.Common != Standards {
		if s.PyramidLayers {
			text += "; a taken pyramid counts as its layers"
		} else {
			text += "; a taken pyramid counts as one man"
		}
	}
	return text
}

// Title names the agreed common victory with its figures, for a sentence:
// "victory of quarrel (160 in at most 8 digits)". Brief gives the same in
// fewer words, for a status line: "victory of quarrel (160 in 8 digits)".
// Describe says the whole rule.
func (s Settings) Title() string { return s.words(false, board.NoRuleSet) }

// Brief is Title in fewer words.
func (s Settings) Brief() string { return s.words(true, board.NoRuleSet) }

// TitleFor and BriefFor are Title and Brief under a rule set: "victory of
// honour (100 with at least 8 men)" under nemec.
func (s Settings) TitleFor(set board.RuleSet) string { return s.words(false, set) }

// BriefFor is Brief under a rule set.
func (s Settings) BriefFor(set board.RuleSet) string { return s.words(true, set) }

func (s Settings) words(brief bool, set board.RuleSet) string {
	if s.Common == CommonNone {
		// There is no common victory to name: the game is won by a triumph.
		return "a triumph only"
	}
	name := "victory of " + victoryName(s.Common)
	pick := func(long, short string) string {
		if brief {
			return short
		}
		return long
	}
	switch s.Common {
	case Bodies:
		return fmt.Sprintf("%s (%d men)", name, s.Men)
	case Goods:
		return fmt.Sprintf(pick("%s (men worth %d)", "%s (%d)"), name, s.Sum)
	case Quarrel:
		return fmt.Sprintf(pick("%s (%d in at most %d digits)", "%s (%d in %d digits)"), name, s.Sum, s.Digits)
	case Honour:
		if HonourMinimum(set) {
			return fmt.Sprintf(pick("%s (%d with at least %d men)", "%s (%d, %d+ men)"), name, s.Sum, s.Men)
		}
		return fmt.Sprintf(pick("%s (%d in at most %d men)", "%s (%d in %d men)"), name, s.Sum, s.Men)
	case HonourAndQuarrel:
		return fmt.Sprintf(pick("%s (%d in at most %d men and %d digits)", "%s (%d, %d men, %d digits)"), name, s.Sum, s.Men, s.Digits)
	case Standards:
		return fmt.Sprintf(pick("%s (%d standards)", "%s (%d)"), name, s.Standards)
	}
	return name
}
