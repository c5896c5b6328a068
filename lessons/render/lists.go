package render

import (
	"slices"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// unbreak joins the lines of every paragraph with a space where the source
// broke them softly: glamour that does not wrap keeps a soft break as a
// new line, and the text is wrapped afterwards (wrap). A hard break (two
// spaces or a backslash at the end of the line) is kept.
func unbreak(md string) string {
	src := []byte(md)
	doc := goldmark.DefaultParser().Parse(text.NewReader(src))
	var joins [][2]int // from a line's newline to the next line's text: one space
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n.Type() != ast.TypeBlock || n.Kind() == ast.KindCodeBlock || n.Kind() == ast.KindFencedCodeBlock || n.Kind() == ast.KindHTMLBlock {
			return ast.WalkContinue, nil
		}
		lines := n.Lines()
		for i := 0; i+1 < lines.Len(); i++ {
			seg := lines.At(i)
			v := string(seg.Value(src))
			nextSeg := lines.At(i + 1)
			next := string(nextSeg.Value(src))
			if row := func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "|") }; row(v) || row(next) {
				continue // a table's rows, which this parser reads as a paragraph
			}
			if !strings.HasSuffix(v, "\n") || strings.HasSuffix(v, "  \n") || strings.HasSuffix(v, "\\\n") {
				continue
			}
			joins = append(joins, [2]int{seg.Stop - 1, lines.At(i + 1).Start})
		}
		return ast.WalkContinue, nil
	})
	slices.SortFunc(joins, func(a, b [2]int) int { return a[0] - b[0] })
	var b strings.Builder
	last := 0
	for _, j := range joins {
		if j[0] < last || j[1] < j[0] {
			continue
		}
		b.Write(src[last:j[0]])
		b.WriteByte(' ')
		last = j[1]
	}
	b.Write(src[last:])
	return b.String()
}
