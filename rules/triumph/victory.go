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

// common judges the agreed common victory for one side.
func common(p *board.Position, side board.Side, s Settings) (Victory, bool) {
	values := TakenValues(p, side, s.PyramidLayers)
	who := side.Title()
	v := Victory{Kind: s.Common.String(), Side: side}
	switch s.Common {
	case Bodies:
		if len(values) < s.Men {
			return v, false
		}
		v.Values = values
		v.Text = fmt.Sprintf("%s has taken %s (%s), at least %d: victory of bodies", who, menCount(len(values)), list(values), s.Men)
	case Goods:
		sum := total(values)
		if sum < s.Sum {
			return v, false
		}
		v.Values = values
		v.Text = fmt.Sprintf("%s has taken %s: %s, at least %d: victory of goods", who, list(values), addition(values, sum), s.Sum)
	case Honour:
		if len(values) < s.Men {
			return v, false
		}
		best := slices.Clone(values)
		slices.SortFunc(best, func(a, b int64) int { return cmp.Compare(b, a) }) // the largest men first
		best = best[:s.Men]
		slices.Sort(best)
		sum := total(best)
		if sum < s.Sum {
			return v, false
		}
		v.Values = best
		v.Text = fmt.Sprintf("%s has taken %s: %d in %d men, at least %d: victory of honour", who, list(best), sum, s.Men, s.Sum)
	case Quarrel, HonourAndQuarrel:
		men := 0
		if s.Common == HonourAndQuarrel {
			men = s.Men
		}
		chosen, sum, ok := pick(values, s.Digits, men)
		if !ok || sum < s.Sum {
			return v, false
		}
		v.Values = chosen
		if men == 0 {
			v.Text = fmt.Sprintf("%s has taken %s: %d in %d digits, at least %d: victory of quarrel", who, list(chosen), sum, s.Digits, s.Sum)
		} else {
			v.Text = fmt.Sprintf("%s has taken %s: %d in %d men and %d digits, at least %d: victory of honour and quarrel",
				who, list(chosen), sum, men, s.Digits, s.Sum)
		}
	case Standards:
		count, sum, unit := standards(values, side)
		if count < s.Standards {
			return v, false
		}
		v.Values = values
		v.Text = fmt.Sprintf("%s has taken men worth %d: %d standards of %s's army of %d each (%d × %d = %d), at least %d: victory of standards",
			who, sum, count, side.Opponent().Title(), unit, count, unit, int64(count)*unit, s.Standards)
	default:
		return v, false
	}
	return v, true
}

// standards counts a side's takings in standards of the enemy's army.
func standards(values []int64, side board.Side) (count int, sum, unit int64) {
	unit = BlackStandard
	if side == board.Black {
		unit = WhiteStandard
	}
	sum = total(values)
	return int(sum / unit), sum, unit
}

// standardsLead judges a stopped game played for the most standards.
func standardsLead(p *board.Position, s Settings) (Victory, bool) {
	var count [2]int
	var sum, unit [2]int64
	for _, side := range []board.Side{board.White, board.Black} {
		i := side.Index()
		count[i], sum[i], unit[i] = standards(TakenValues(p, side, s.PyramidLayers), side)
	}
	if count[0] == count[1] {
		return Victory{}, false
	}
	win := board.White
	if count[1] > count[0] {
		win = board.Black
	}
	w, l := win.Index(), win.Opponent().Index()
	text := fmt.Sprintf("%s has taken %d standards (men worth %d, %s's standard being %d), %s %d (men worth %d, %s's standard being %d): %s has more: victory of standards",
		win.Title(), count[w], sum[w], win.Opponent().Title(), unit[w],
		win.Opponent().Title(), count[l], sum[l], win.Title(), unit[l], win.Title())
	return Victory{Kind: Standards.String(), Side: win, Text: text, Values: TakenValues(p, win, s.PyramidLayers)}, true
}

// pick chooses men among values whose digits number exactly digits (and,
// when men > 0, that number exactly men) with the largest sum. Within a
// count of digits the largest men are always best, so only how many men of
// each count of digits is searched.
func pick(values []int64, digits, men int) ([]int64, int64, bool) {
	var groups [20][]int64 // groups[k]: the men of k+1 digits, largest first
	for _, v := range values {
		d := len(strconv.FormatInt(v, 10)) - 1
		groups[d] = append(groups[d], v)
	}
	var prefix [20][]int64 // prefix[k][c]: the sum of the c largest of groups[k]
	for k := range groups {
		slices.SortFunc(groups[k], func(a, b int64) int { return cmp.Compare(b, a) })
		prefix[k] = make([]int64, len(groups[k])+1)
		for c, v := range groups[k] {
			prefix[k][c+1] = prefix[k][c] + v
		}
	}
	var counts, bestCounts [20]int
	bestSum := int64(-1)
	var search func(k, digitsLeft, menLeft int, sum int64)
	search = func(k, digitsLeft, menLeft int, sum int64) {
		if k == 0 { // one-digit men: their count is the digits left
			c := digitsLeft
			if c > len(groups[0]) || men > 0 && c != menLeft {
				return
			}
			counts[0] = c
			if s := sum + prefix[0][c]; s > bestSum {
				bestSum, bestCounts = s, counts
			}
			return
		}
		for c := 0; c <= len(groups[k]) && c*(k+1) <= digitsLeft && (men == 0 || c <= menLeft); c++ {
			counts[k] = c
			search(k-1, digitsLeft-c*(k+1), menLeft-c, sum+prefix[k][c])
		}
		counts[k] = 0
	}
	search(len(groups)-1, digits, men, 0)
	if bestSum < 0 {
		return nil, 0, false
	}
	var chosen []int64
	for k, c := range bestCounts {
		chosen = append(chosen, groups[k][:c]...)
	}
	slices.Sort(chosen)
	return chosen, bestSum, true
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

// Taken returns the men side has taken: those it holds off the board
// (Position.Took) and, where prisoners change sides and go back onto the
// board (fulke1, parlett+change, parlett+turn), the men in its colour that
// its own army never had: more men of a shape and value than the army holds,
// or a pyramid not built of its own pyramid's layers. That count is exact
// unless the side has lost a man of the same shape and value as one of its
// prisoners on the board (only round 16, triangle 16 and triangle 25 are
// shared by the armies).
func Taken(p *board.Position, side board.Side) []board.Piece {
	if side != board.White && side != board.Black {
		return nil
	}
	out := slices.Clone(p.Took[side.Index()])
	if !(p.Rules.Set == board.Fulke1 || p.Rules.Has(board.OptChange) || p.Rules.Has(board.OptTurn)) {
		return out
	}
	army := armies()
	seen := map[manKey]int{}
	p.Men(func(_ board.Square, pc board.Piece) {
		if pc.Side != side {
			return
		}
		if pc.Shape == board.Pyramid {
			if !ownPyramid(pc, army.pyramid[side.Index()]) {
				out = append(out, pc)
			}
			return
		}
		key := manKey{pc.Shape, pc.Value}
		seen[key]++
		if seen[key] > army.men[side.Index()][key] {
			out = append(out, pc)
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

// armies counts each army's men from the classical array.
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
