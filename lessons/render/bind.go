package render

import (
	"regexp"
	"strings"
	"sync"
)

// glamour breaks lines at every space, non-breaking ones included, and the
// wrap of list items also after any of " ,.;-+|" inside a word. So before
// rendering, the spaces and those characters inside a formula, and between
// a paragraph's last two words, are replaced by private-use characters
// that glamour takes for letters (each one column wide, like what it
// stands for), and turned back afterwards (Unbind).

// glue pairs each character that may break a line with the private-use
// character that stands for it in a bound run.
var glue = [...][2]string{{" ", "\ue000"}, {"+", "\ue001"}, {",", "\ue002"}, {".", "\ue003"}, {"-", "\ue004"}, {";", "\ue005"}, {"|", "\ue006"}}

// gluedHyphen is what stands for "-" in a bound run.
const gluedHyphen = "\ue004"

var (
	glueOf   = sync.OnceValue(func() *strings.Replacer { return replacer(false) })
	unglueOf = sync.OnceValue(func() *strings.Replacer { return replacer(true) })
)

func replacer(back bool) *strings.Replacer {
	var pairs []string
	for _, g := range glue {
		if back {
			pairs = append(pairs, g[1], g[0])
		} else {
			pairs = append(pairs, g[0], g[1])
		}
	}
	return strings.NewReplacer(pairs...)
}

func isGlue(r rune) bool { return r >= '\ue000' && r <= '\ue006' }

// formula matches a run of terms joined by operators with spaces round
// them: "(n + 1) × (2n + 1)", "12 : 9", "6 + 6 = 12", "(c − b) × a". A
// colon joins terms only with a space before it, so prose colons ("Check
// it: 15") are left alone.
var formula = regexp.MustCompile(`[^\s]+(?: (?:[×+−÷=:<>≠≤≥]|\\\*) [^\s]+)+`)

// lastWords is where the last two words of a line start (two runs of
// anything but white space, one space between them, nothing but white
// space after), or -1. A scan from the end: the regular expression it
// replaces, (\S+) (\S+)\s*$, tried every position of every line.
func lastWords(line string) int {
	end := len(line)
	for end > 0 && isSpace(line[end-1]) {
		end--
	}
	second := end
	for second > 0 && !isSpace(line[second-1]) {
		second--
	}
	if second == end || second == 0 || line[second-1] != ' ' {
		return -1
	}
	first := second - 1
	for first > 0 && !isSpace(line[first-1]) {
		first--
	}
	if first == second-1 {
		return -1
	}
	return first
}

// isSpace is what \s matches: ASCII white space but the vertical tab.
// Other bytes, including those of multi-byte characters, are not.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

var itemStart = regexp.MustCompile(`^\s*(?:[-*+]|\d+\.)\s+`)

// Bind returns md with its formulas, and the last two words of every
// paragraph and list item, made unbreakable, outside fenced code; headings
// and table rows keep their last words free.
func Bind(md string) string {
	lines := strings.Split(md, "\n")
	inCode := false
	for i, line := range lines {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			inCode = !inCode
			continue
		}
		if inCode || trimmed == "" {
			continue
		}
		marker := itemStart.FindString(line)
		body := formula.ReplaceAllStringFunc(line[len(marker):], glueOf().Replace)
		// glamour's paragraph wrap miscounts a line after breaking at a
		// hyphen, leaving a word alone on the next line: hyphens are not
		// offered as places to break ("first-order", "sub- names").
		if !strings.HasPrefix(trimmed, "|") {
			body = strings.ReplaceAll(body, "-", gluedHyphen)
		}
		// The last line of a paragraph or list item: the next line is
		// blank, a new item, or the end.
		last := i == len(lines)-1 || strings.TrimSpace(lines[i+1]) == "" || itemStart.MatchString(lines[i+1])
		if last && !strings.HasPrefix(trimmed, "#") && !strings.HasPrefix(trimmed, "|") {
			if at := lastWords(body); at >= 0 {
				body = body[:at] + glueOf().Replace(body[at:])
			}
		}
		lines[i] = marker + body
	}
	return strings.Join(lines, "\n")
}

// Unbind turns bound characters back into what they stand for.
func Unbind(s string) string { return unglueOf().Replace(s) }

// Emphasis markers, which the notty style prints as they are: a screen
// reader would read them out. strong and em match **text** and *text* (or
// _text_), the text neither starting nor ending with a space.
var (
	strong = regexp.MustCompile(`\*\*([^\s*](?:[^*]*[^\s*])?)\*\*`)
	em     = regexp.MustCompile(`(^|[^\w*])[*_]([^\s*_](?:[^*_]*[^\s*_])?)[*_]`)
)

// escapedStar stands for an escaped asterisk ("\*", a multiplication)
// while emphasis is taken out.
const escapedStar = "\ue010"

// PlainEmphasis returns md without emphasis markers, outside fenced code
// and code spans: for the notty style, where they would show.
func PlainEmphasis(md string) string {
	lines := strings.Split(md, "\n")
	inCode := false
	for i, line := range lines {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			inCode = !inCode
			continue
		}
		if inCode || strings.Contains(line, "`") {
			continue
		}
		line = strings.ReplaceAll(line, `\*`, escapedStar)
		line = strong.ReplaceAllString(line, "$1")
		line = em.ReplaceAllString(line, "$1$2")
		lines[i] = strings.ReplaceAll(line, escapedStar, `\*`)
	}
	return strings.Join(lines, "\n")
}

// itemLine matches the first line of a rendered list item: its indent and
// its marker ("• ", "1. ").
var itemLine = regexp.MustCompile(`^(\s*)(• |\d+\. )`)

// headingMarks are the #s the notty style leaves before a heading.
var headingMarks = regexp.MustCompile(`(?m)^(\s*)#{1,6} +`)

// Spoken is plain rendered text as a screen reader should say it: without
// the Markdown marks of its headings ("# Finding the Middle" is "Finding
// the Middle"). Emphasis is already left out in the notty style
// (PlainEmphasis), and a lone * (a diagram's mark, a product) is no mark.
func Spoken(text string) string { return headingMarks.ReplaceAllString(text, "$1") }
