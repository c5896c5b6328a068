package app

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// The screens lay text out themselves rather than leave it to the terminal
// or to bubbletea, which cut a line at the window's edge, mid-word. Widths
// are measured with ansi.StringWidth, so styled text counts as it shows.

// wrapLine breaks one line of text into lines of at most width columns.
// Not summary.Wrap, which joins words by single spaces and lets a long word
// overflow: a screen's text has columns to keep, and nothing may pass the
// window's edge.
// Lines break only at spaces, and the spaces at a break are dropped; runs of
// spaces inside a line (columns) are kept. Every line after the first starts
// with hang spaces, so that a wrapped item stays under its own column. A
// word wider than a whole line (a position's board, say) is the only thing
// cut: after its last '/' or ',' that fits, else at the width.
func wrapLine(line string, width, hang int) []string {
	width = max(width, 1)
	hang = min(max(hang, 0), width-1) // leave a column for the text itself
	line = strings.TrimRight(line, " ")
	if ansi.StringWidth(line) <= width {
		return []string{line}
	}
	var (
		out   []string
		cur   strings.Builder
		curW  int
		empty = true // cur holds only indentation so far
	)
	flush := func() {
		out = append(out, cur.String())
		cur.Reset()
		cur.WriteString(strings.Repeat(" ", hang))
		curW, empty = hang, true
	}
	rest := line
	for rest != "" {
		gapEnd := len(rest) - len(strings.TrimLeft(rest, " "))
		gap := rest[:gapEnd]
		rest = rest[gapEnd:]
		wordEnd := strings.IndexByte(rest, ' ')
		if wordEnd < 0 {
			wordEnd = len(rest)
		}
		word := rest[:wordEnd]
		rest = rest[wordEnd:]
		if word == "" {
			break
		}
		if len(out) == 0 && curW == 0 {
			// The line's own indentation stays, as far as it leaves room.
			gap = gap[:min(len(gap), width-1)]
			cur.WriteString(gap)
			curW = len(gap)
			gap = ""
		}
		wordW := ansi.StringWidth(word)
		if !empty && curW+len(gap)+wordW <= width {
			cur.WriteString(gap + word)
			curW += len(gap) + wordW
			continue
		}
		if !empty {
			flush()
		}
		// cur holds only indentation: the word starts here, cut if it must be.
		for wordW > width-curW {
			head, tail := cutWord(word, width-curW)
			if curW > 0 && ansi.StringWidth(head) > width-curW {
				// Its first character is wider than the indentation
				// leaves room for: it takes the line from the left edge.
				cur.Reset()
				curW = 0
				continue
			}
			cur.WriteString(head)
			flush()
			word, wordW = tail, ansi.StringWidth(tail)
		}
		cur.WriteString(word)
		curW += wordW
		empty = false
	}
	if !empty || len(out) == 0 {
		out = append(out, strings.TrimRight(cur.String(), " "))
	}
	return out
}

// cutWord splits a word wider than room columns: after the last '/' or ','
// within room, so that a position breaks between ranks or men, else at room.
func cutWord(word string, room int) (head, tail string) {
	room = max(room, 1)
	plain := ansi.Strip(word)
	at := room
	fits := ansi.Strip(ansi.Cut(word, 0, room))
	if i := strings.LastIndexAny(fits, "/,"); i > 0 {
		at = ansi.StringWidth(fits[:i+1])
	}
	total := ansi.StringWidth(word)
	head, tail = ansi.Cut(word, 0, at), ansi.Cut(word, at, total)
	if ansi.StringWidth(tail) >= total {
		// Not even one character fits (a wide rune in a one-column
		// window): it goes on a line of its own, wider than room, rather
		// than never.
		first := 0
		for _, r := range plain {
			if first = ansi.StringWidth(string(r)); first > 0 {
				break
			}
		}
		head, tail = ansi.Cut(word, 0, first), ansi.Cut(word, first, total)
		if ansi.StringWidth(tail) >= total {
			head, tail = word, ""
		}
	}
	return head, tail
}

// wrapText wraps every line of text to width columns, each continuing under
// its own hanging indent (see hangingIndent).
func wrapText(text string, width int) []string {
	var out []string
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		out = append(out, wrapLine(l, width, hangingIndent(l, width))...)
	}
	return out
}

// hangingIndent is where a wrapped line of text continues: under the value
// of a "Label    value" line (the column after the first run of two or more
// spaces, when it is in the left half), under the text of a "- " or "• "
// list item, else under the line's own indentation.
func hangingIndent(line string, width int) int {
	plain := ansi.Strip(line)
	lead := len(plain) - len(strings.TrimLeft(plain, " "))
	body := plain[lead:]
	if strings.HasPrefix(body, "- ") || strings.HasPrefix(body, "• ") {
		return lead + ansi.StringWidth(body[:strings.IndexByte(body, ' ')+1])
	}
	if gap := strings.Index(body, "  "); gap > 0 {
		after := strings.TrimLeft(body[gap:], " ")
		col := lead + ansi.StringWidth(body[:len(body)-len(after)])
		if after != "" && col <= width/2 {
			return col
		}
	}
	return lead
}

// ellipsize shortens s to one line of at most width columns, for when
// there is no room to wrap: it keeps whole words and ends in "…" (dropping
// punctuation left dangling before it); only a first word wider than the
// line is cut.
func ellipsize(s string, width int) string {
	width = max(width, 1)
	if ansi.StringWidth(s) <= width {
		return s
	}
	var kept string
	for _, w := range strings.Fields(s) {
		next := w
		if kept != "" {
			next = kept + " " + w
		}
		if ansi.StringWidth(next)+1 > width {
			break
		}
		kept = next
	}
	kept = strings.TrimRight(kept, ",;:·-–—(")
	kept = strings.TrimRight(kept, " ")
	if kept == "" {
		return ansi.Truncate(s, width, "…")
	}
	return kept + "…"
}
