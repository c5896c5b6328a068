package render

import (
	"fmt"
	"strings"
	"sync"

	"github.com/charmbracelet/glamour"
	"github.com/charmbracelet/glamour/styles"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/picture"
)

// Glamour style names (those ui.Detect decides between).
const (
	StyleDark  = "dark"
	StyleLight = "light"
	StyleNoTTY = "notty" // plain text, no escape codes
)

// Block is a rendered stretch of a page: prose, or an exercise shown as its
// question.
type Block struct {
	Text     string // rendered lines, trailing spaces trimmed, no final newline
	Exercise int    // index of the exercise in the lesson, or -1 for prose
	// Picture: the block draws a board or figure, whose lines may be up
	// to 4 columns wider than the page's width (see Page).
	Picture bool
}

// IsExercise reports whether the block shows an exercise.
func (b Block) IsExercise() bool { return b.Exercise >= 0 }

type pageKey struct {
	lesson            string
	page, width, rows int
	style             string
}

type questionKey struct {
	lesson string
	index  int
}

type asked struct {
	q   exercise.Question
	err error
}

// Renderer renders lesson pages in one glamour style, and resolves their
// exercises with one seed. It caches pages by (lesson, page, width, style)
// and glamour renderers by width, so that paging back and forth or resizing
// to a width seen before costs nothing. Safe for concurrent use.
type Renderer struct {
	style string
	seed  uint64
	lip   *lipgloss.Renderer // the terminal drawn for; nil: the process's
	words bool               // pictures read out in words (a screen reader's)
	rules string             // the learner's rule set, for exercises that ask about it; "" the default

	mu        sync.Mutex
	terms     map[int]*glamour.TermRenderer
	pages     map[pageKey][]Block
	questions map[questionKey]asked
}

// New returns a renderer for a glamour style (dark, light or notty; anything
// else is notty) whose exercises are drawn with seed. Nothing is built until
// a page is asked for.
func New(style string, seed uint64) *Renderer {
	switch style {
	case StyleDark, StyleLight:
	default:
		style = StyleNoTTY
	}
	return &Renderer{
		style:     style,
		seed:      seed,
		terms:     map[int]*glamour.TermRenderer{},
		pages:     map[pageKey][]Block{},
		questions: map[questionKey]asked{},
	}
}

// ForTerminal makes r draw for the terminal of lr (its colour profile), as
// a class server draws for each student's, and returns r; without it r
// draws for the process's own terminal. Call it before the first page.
func (r *Renderer) ForTerminal(lr *lipgloss.Renderer) *Renderer {
	r.lip = lr
	return r
}

// Terminal is the lipgloss renderer of the terminal r draws for, for the
// styles drawn around its pages.
func (r *Renderer) Terminal() *lipgloss.Renderer {
	if r.lip == nil {
		return lipgloss.DefaultRenderer()
	}
	return r.lip
}

// Accessible makes the renderer read pictures (boards, figures, tables)
// out in words instead of drawing them, for a screen reader; it returns
// r. Call it before the first page is rendered.
func (r *Renderer) Accessible() *Renderer {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.words = true
	clear(r.pages)
	return r
}

// SetRules makes the exercises that ask about the learner's rule set
// (exercise.LearnerRules) ask about rules ("nemec"); the pages and
// questions drawn before are drawn again.
func (r *Renderer) SetRules(rules string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if rules == r.rules {
		return
	}
	r.rules = rules
	clear(r.pages)
	clear(r.questions)
}

// Rules returns the rule set given to SetRules, "" when none was.
func (r *Renderer) Rules() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.rules
}

// Style returns the glamour style pages are rendered in.
func (r *Renderer) Style() string { return r.style }

// Plain reports whether output has no escape codes.
func (r *Renderer) Plain() bool { return r.style == StyleNoTTY }

// Seed returns the seed exercises are drawn with.
func (r *Renderer) Seed() uint64 { return r.seed }

// Question returns exercise index of lesson l as asked with the renderer's
// seed: the same question the page shows.
func (r *Renderer) Question(l *lessons.Lesson, index int) (exercise.Question, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.question(l, index)
}

func (r *Renderer) question(l *lessons.Lesson, index int) (exercise.Question, error) {
	if index < 0 || index >= len(l.Exercises) {
		return exercise.Question{}, fmt.Errorf("%s has no exercise %d", l.File, index+1)
	}
	k := questionKey{l.Name, index}
	if a, ok := r.questions[k]; ok {
		return a.q, a.err
	}
	ex := l.Exercises[index]
	q, err := exercise.Ask(ex.Block.WithRules(r.rules), r.seed, l.Name, index)
	if err != nil {
		err = fmt.Errorf("%s:%d: exercise %d: %w", l.File, ex.Block.Line, index+1, err)
	}
	r.questions[k] = asked{q, err}
	return q, err
}

// term returns the glamour renderer for a width, building it once; width
// 0 renders without wrapping, as prose is (markdown).
func (r *Renderer) term(width int) (*glamour.TermRenderer, error) {
	if t, ok := r.terms[width]; ok {
		return t, nil
	}
	profile := r.Terminal().ColorProfile()
	if r.style == StyleNoTTY {
		profile = termenv.Ascii
	}
	base, ok := styles.DefaultStyles[r.style]
	if !ok {
		return nil, fmt.Errorf("render: unknown style %q", r.style)
	}
	// glamour wraps a table's cells, then wraps again with the document's
	// margin added, which pushes a line's last word onto a line of its
	// own. So the renderer gets a copy of the style without that margin (a
	// new pointer in the copy: the shared built-in style is not touched,
	// see glamour #294), and markdown puts the margin back (indent). Never WithAutoStyle (it queries the terminal) nor
	// WithEmoji (it turns "1:100:10000" into pictures). No chroma settings
	// either: lessons hold no program code, only indented formulas, which
	// glamour then draws in the style's code colour instead of colouring
	// them as some guessed language.
	cfg := *base
	noMargin := uint(0)
	cfg.Document.Margin = &noMargin
	cfg.CodeBlock.Chroma = nil
	cfg.CodeBlock.Theme = ""
	t, err := glamour.NewTermRenderer(
		glamour.WithStyles(cfg),
		glamour.WithWordWrap(width),
		glamour.WithColorProfile(profile),
	)
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	r.terms[width] = t
	return t, nil
}

// Markdown renders a piece of Markdown at width, trimmed. It is not cached:
// use it for short texts.
func (r *Renderer) Markdown(md string, width int) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.markdown(md, width)
}

func (r *Renderer) markdown(md string, width int) (string, error) {
	// The notty style would print emphasis markers, which a screen reader
	// reads out: they are left out.
	if r.style == StyleNoTTY {
		md = PlainEmphasis(md)
	}
	// glamour renders prose without wrapping, and the lines are wrapped
	// once here (wrap), formulas bound (Bind) so that they stay whole,
	// list items hanging under their text. A table cannot be wrapped line
	// by line: glamour lays it out within the width, its cells wrapped.
	var parts []string
	for _, c := range splitTables(md) {
		room := 0
		if c.table {
			room = max(width-margin, 1)
		}
		t, err := r.term(room)
		if err != nil {
			return "", err
		}
		text, err := t.Render(Bind(unbreak(c.md)))
		if err != nil {
			return "", fmt.Errorf("render: %w", err)
		}
		if text = Trim(text); text != "" {
			parts = append(parts, wrap(indent(text), width))
		}
	}
	return Unbind(strings.Join(parts, "\n\n")), nil
}

// chunk is a stretch of Markdown: a table, or what lies between tables.
type chunk struct {
	md    string
	table bool
}

// splitTables cuts md into its tables (runs of lines starting with |,
// outside fenced code) and the stretches between them.
func splitTables(md string) []chunk {
	var out []chunk
	var cur []string
	table, inCode := false, false
	flush := func() {
		if len(cur) > 0 {
			out = append(out, chunk{strings.Join(cur, "\n") + "\n", table})
		}
		cur = nil
	}
	for _, l := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(l)
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			inCode = !inCode
		}
		row := !inCode && strings.HasPrefix(trimmed, "|")
		if row != table {
			flush()
			table = row
		}
		cur = append(cur, l)
	}
	flush()
	return out
}

// wrap breaks every line wider than width at its spaces, continuation lines
// indented as the line (under the text of a list item); a bound run wider
// than the room left is unbound first, so that it breaks at its spaces
// rather than being cut. Not summary.Wrap: the lines are glamour's, styled
// (SGR sequences that must not be split) and laid out (list items, code
// spans' padding, widows), which a plain word filler does not keep.
func wrap(s string, width int) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if ansi.StringWidth(l) <= width {
			out = append(out, l)
			continue
		}
		plain := stripSGR(l)
		lead := len(plain) - len(strings.TrimLeft(plain, " "))
		if m := itemLine.FindStringSubmatch(plain); m != nil {
			lead += len([]rune(m[2]))
		}
		prefix, body := ansi.Truncate(l, lead, ""), ansi.TruncateLeft(l, lead, "")
		room := max(width-lead, 1)
		for _, f := range strings.Fields(stripSGR(body)) {
			if ansi.StringWidth(f) > room {
				body = Unbind(body)
				break
			}
		}
		pad := strings.Repeat(" ", lead)
		for i, w := range unwidow(strings.Split(ansi.Wrap(body, room, ""), "\n"), room) {
			// A break inside a styled stretch (a code span's padding)
			// leaves its space at the end of the line.
			if w = trimLine(w); i == 0 {
				out = append(out, prefix+w)
			} else {
				out = append(out, pad+w)
			}
		}
	}
	return strings.Join(out, "\n")
}

// unwidow moves the last word of the line before a last line of one word
// (a bound run counts as its words)
// down to it, when it fits and leaves a word behind: "(odd, and not" /
// "1)" becomes "(odd, and" / "not 1)".
func unwidow(lines []string, room int) []string {
	n := len(lines)
	if n < 2 || strings.Contains(Unbind(strings.TrimSpace(lines[n-1])), " ") {
		return lines
	}
	prev := strings.TrimRight(lines[n-2], " ")
	if strings.HasSuffix(stripSGR(prev), "-") {
		return lines // broken at a hyphen, not a space: "2027-01-" / "15"
	}
	at := strings.LastIndex(prev, " ")
	if at <= 0 || strings.TrimSpace(prev[:at]) == "" {
		return lines
	}
	last := prev[at+1:] + " " + strings.TrimLeft(lines[n-1], " ")
	if ansi.StringWidth(last) > room {
		return lines
	}
	lines[n-2], lines[n-1] = strings.TrimRight(prev[:at], " "), last
	return lines
}

// margin is the left margin of rendered text, as in the built-in styles.
const margin = 2

// indent puts the margin before every line that is not blank.
func indent(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.TrimSpace(stripSGR(l)) != "" {
			lines[i] = strings.Repeat(" ", margin) + l
		}
	}
	return strings.Join(lines, "\n")
}

// Page renders page of lesson l at width (the wrap width, all of each line
// included), exercises shown as their questions, never their answers. A
// picture may take 4 columns more than width (pictureSlack): a board needs
// 78, and an 80-column terminal gets a width of 76.
func (r *Renderer) Page(l *lessons.Lesson, page, width int) ([]Block, error) {
	return r.PageIn(l, page, width, 0)
}

// PageIn is Page for a window that shows rows lines of the page at once
// (0: any number, as a pipe): a board is drawn in the largest layout whose
// drawing, key included, fits them, and at least in the compact one that
// the puzzles draw in 80×24, its board whole in 17 lines.
func (r *Renderer) PageIn(l *lessons.Lesson, page, width, rows int) ([]Block, error) {
	if page < 0 || page >= len(l.Pages) {
		return nil, fmt.Errorf("%s has no page %d (it has %d)", l.File, page+1, len(l.Pages))
	}
	width = max(width, 20)
	r.mu.Lock()
	defer r.mu.Unlock()
	if !hasBoard(l.Pages[page]) {
		rows = 0 // the same page at every height: cached once
	}
	k := pageKey{l.Name, page, width, max(rows, 0), r.style}
	if blocks, ok := r.pages[k]; ok {
		return blocks, nil
	}
	var blocks []Block
	for _, part := range l.Pages[page].Parts {
		if part.Picture != nil {
			blocks = append(blocks, Block{Text: r.picture(part.Picture, width, rows), Exercise: -1, Picture: !r.words})
			continue
		}
		md, index := part.Markdown, -1
		if part.IsExercise() {
			index = part.Exercise
			q, err := r.question(l, index)
			md = QuestionMarkdown(index, q, err, r.style == StyleNoTTY)
		}
		text, err := r.markdown(md, width)
		if err != nil {
			return nil, err
		}
		blocks = append(blocks, Block{Text: text, Exercise: index})
	}
	r.pages[k] = blocks
	return blocks, nil
}

// pictureSlack is the columns a picture may use beyond the text width:
// callers wrap text at min(terminal-4, 80) (ui.Terminal.TextWidth), so a
// board of 78 columns fits an 80-column terminal although its text is
// wrapped at 76.
const pictureSlack = 4

// picture draws a picture block at the page's margin, or reads it out in
// words (accessible); one that does not fit is read out in words, after
// a line saying how many columns it needs.
func (r *Renderer) picture(b *picture.Block, width, rows int) string {
	if r.words {
		return indent(picture.Wrap(b.Words(), width-margin))
	}
	return indent(b.TextIn(width+pictureSlack-margin, rows, width-margin, r.style, r.lip))
}

// hasBoard reports whether a page draws a board, the one picture whose
// layout depends on the window's height.
func hasBoard(p lessons.Page) bool {
	for _, part := range p.Parts {
		if part.Picture != nil && part.Picture.Kind == picture.Board {
			return true
		}
	}
	return false
}

// PageText renders a whole page as one text.
func (r *Renderer) PageText(l *lessons.Lesson, page, width int) (string, error) {
	blocks, err := r.Page(l, page, width)
	if err != nil {
		return "", err
	}
	return Join(blocks), nil
}

// Join puts the blocks of a page together, a blank line between blocks.
func Join(blocks []Block) string {
	texts := make([]string, len(blocks))
	for i, b := range blocks {
		texts[i] = b.Text
	}
	return strings.Join(texts, "\n\n") + "\n"
}

// Lesson renders every page of l, each after a line naming it.
func (r *Renderer) Lesson(l *lessons.Lesson, width int) (string, error) {
	var b strings.Builder
	for i := range l.Pages {
		text, err := r.PageText(l, i, width)
		if err != nil {
			return "", err
		}
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(PageHeading(l, i))
		b.WriteString("\n\n")
		b.WriteString(text)
	}
	return b.String(), nil
}

// PageHeading is the line that names a page: "  Lesson 3, page 2 of 4".
func PageHeading(l *lessons.Lesson, page int) string {
	return fmt.Sprintf("  Lesson %d, page %d of %d", l.Number, page+1, len(l.Pages))
}

// QuestionMarkdown is the Markdown an exercise is shown as: its number, its
// question and its options. plain leaves out emphasis, which the notty style
// would print as asterisks. A question that cannot be asked says why.
func QuestionMarkdown(index int, q exercise.Question, err error, plain bool) string {
	label := fmt.Sprintf("Exercise %d.", index+1)
	if !plain {
		label = "**" + label + "**"
	}
	if err != nil {
		return fmt.Sprintf("%s This exercise cannot be asked: %s\n", label, escape(err.Error()))
	}
	var b strings.Builder
	b.WriteString(label)
	b.WriteString(" ")
	b.WriteString(q.Prompt)
	b.WriteString("\n")
	switch q.Kind {
	case exercise.MultiChoice:
		b.WriteString("\nPick every one that holds, or none:\n\n")
	case exercise.Choice:
		b.WriteString("\n")
	case exercise.NumberAnswer:
		b.WriteString("\nAnswer with a whole number.\n")
	case exercise.TextAnswer:
		fmt.Fprintf(&b, "\nAnswer with %s.\n", escape(q.Placeholder))
	}
	for _, o := range q.Options {
		b.WriteString("- ")
		b.WriteString(o)
		b.WriteString("\n")
	}
	return b.String()
}

var markdownSpecial = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(`*`, `\*`, `_`, `\_`, "`", "\\`", `[`, `\[`)
})

func escape(s string) string { return markdownSpecial().Replace(s) }

// trailing is where the padding glamour ends a line with starts: the
// spaces and colour codes (ESC [ digits-and-semicolons m) that run to the
// end of the line, or -1 when it ends with neither. It peels them off the
// end one at a time: the regular expression it replaces,
// (?:\x1b\[[0-9;]*m| )+$, tried every position of every line and was a
// sixth of the instructions of printing a lesson page.
func trailing(line string) int {
	end := len(line)
	for end > 0 {
		if line[end-1] == ' ' {
			end--
			continue
		}
		if line[end-1] != 'm' {
			break
		}
		i := end - 1
		for i > 0 && (line[i-1] == ';' || '0' <= line[i-1] && line[i-1] <= '9') {
			i--
		}
		if i < 2 || line[i-1] != '[' || line[i-2] != '\x1b' {
			break
		}
		end = i - 2
	}
	if end == len(line) {
		return -1
	}
	return end
}

// Trim removes the spaces glamour pads every line with (closing any colour
// the padding opened) and the blank lines around the text.
func Trim(s string) string {
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		lines[i] = trimLine(line)
	}
	// Drop blank lines at both ends (a line of only codes is blank too).
	blank := func(l string) bool { return strings.TrimSpace(stripSGR(l)) == "" }
	for len(lines) > 0 && blank(lines[0]) {
		lines = lines[1:]
	}
	for len(lines) > 0 && blank(lines[len(lines)-1]) {
		lines = lines[:len(lines)-1]
	}
	return strings.Join(lines, "\n")
}

// trimLine removes the spaces a line ends with, and the colour codes among
// them, closing any colour they opened.
func trimLine(line string) string {
	at := trailing(line)
	if at < 0 {
		return line
	}
	tail := line[at:]
	line = line[:at]
	if strings.Contains(tail, "\x1b[") {
		line += "\x1b[0m"
	}
	return line
}

// stripSGR removes the colour and style sequences from s: what
// \x1b\[[0-9;]*m matches, found by scanning.
func stripSGR(s string) string {
	if !strings.Contains(s, "\x1b[") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '\x1b' && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == ';') {
				j++
			}
			if j < len(s) && s[j] == 'm' {
				i = j
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
