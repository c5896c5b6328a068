package render

import (
	"strings"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// listItems names the list items of a piece of Markdown by the first word
// of each, as the parser reads them. A rendered line that merely starts with
// "3." because a sentence wrapped there ("the square 3. Every man…") is not
// an item, and must not be indented as one: only the source can tell.
func listItems(md string) map[string]bool {
	src := []byte(md)
	doc := goldmark.DefaultParser().Parse(text.NewReader(src))
	items := map[string]bool{}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n.Kind() != ast.KindListItem {
			return ast.WalkContinue, nil
		}
		if first := n.FirstChild(); first != nil && first.Lines().Len() > 0 {
			line := first.Lines().At(0)
			if w := firstWord(string(line.Value(src))); w != "" {
				items[w] = true
			}
		}
		return ast.WalkContinue, nil
	})
	return items
}

// firstWord is the letters and digits of the first word of a line, so that
// "**Equality**: …" in the source and "Equality: …" rendered agree.
func firstWord(line string) string {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return ""
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, fields[0])
}
