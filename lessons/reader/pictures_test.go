package reader

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons/picture"
	"github.com/rithmo/rithmo/lessons/render"
	"github.com/rithmo/rithmo/rules/diagram"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./lessons/reader -run %s -update to create %s", t.Name(), path)
	assert.Equal(t, string(want), got, "%s differs: run go test ./lessons/reader -update and review the diff", path)
}

// TestLessonPicturesAtEverySize opens every page of the course that draws
// a picture in the reader at 80×24, 100×30 and 120×40. Every line fits the
// window, and every board is seen whole: scrolled to its first line, the
// screen shows its sixteen ranks (in 80×24 and 100×30 the compact board
// the puzzles draw, 17 lines; in 120×40 the narrow one with its key). The
// pictures, as drawn, are the golden files pictures-WxH.
func TestLessonPicturesAtEverySize(t *testing.T) {
	all := course(t)
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			var out strings.Builder
			boards := 0
			for _, l := range all {
				for p, page := range l.Pages {
					m := New(all, Options{Renderer: render.New(render.StyleNoTTY, 1), Start: l.Name, Page: p, Width: w, Height: h})
					require.Equal(t, p, m.page)
					require.Len(t, m.blocks, len(page.Parts))
					lines, _ := m.body()
					at := 0 // the first body line of the block
					for i, part := range page.Parts {
						b := m.blocks[i]
						if i > 0 {
							at++ // the blank line between blocks
						}
						n := strings.Count(b.Text, "\n") + 1
						if part.Picture == nil {
							at += n
							continue
						}
						where := fmt.Sprintf("lesson %d page %d, the %s at line %d", l.Number, p+1, part.Picture.Kind, part.Picture.Line)
						fmt.Fprintf(&out, "== %s\n%s\n", where, b.Text)
						for _, line := range strings.Split(b.Text, "\n") {
							assert.LessOrEqual(t, ansi.StringWidth(line), w, "%s: %q", where, line)
						}
						if part.Picture.Kind == picture.Board && b.Picture {
							boards++
							require.Equal(t, strings.Split(b.Text, "\n")[0], lines[at], "%s: the block's first line", where)
							m.offset = at
							view := m.View()
							for r := 1; r <= 16; r++ {
								assert.Regexp(t, fmt.Sprintf(`(?m)^ *%d\|? .*\|?%d$`, r, r), view, "%s: rank %d on screen:\n%s", where, r, view)
							}
							drawing, _, _ := strings.Cut(b.Text, "\n\n")
							pos, _ := part.Picture.Position()
							layout := diagram.Narrow // file labels twice, a ruled line where camps meet
							if h < 40 {
								layout = diagram.Compact // the puzzles' board in 80×24, 17 lines
							}
							assert.Equal(t, diagram.Height(&pos, layout), strings.Count(drawing, "\n")+1, "%s: the %s board:\n%s", where, layout, drawing)
						}
						at += n
					}
				}
			}
			assert.Equal(t, 31, boards, "every board of the course is drawn")
			golden(t, fmt.Sprintf("pictures-%dx%d", w, h), out.String())
		})
	}
}

// TestLessonPicturesInSmallWindows: a window too narrow for a board
// (60×15) says so in one line and reads the board out in words; smaller
// ones still draw every page of the course without a panic, every line
// within the width.
func TestLessonPicturesInSmallWindows(t *testing.T) {
	all := course(t)
	for _, size := range [][2]int{{60, 15}, {40, 10}, {20, 5}, {1, 1}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			for _, l := range all {
				for p, page := range l.Pages {
					m := New(all, Options{Renderer: render.New(render.StyleNoTTY, 1), Start: l.Name, Page: p, Width: w, Height: h})
					for _, line := range strings.Split(m.View(), "\n") {
						assert.LessOrEqual(t, ansi.StringWidth(line), w, "lesson %d page %d: %q", l.Number, p+1, line)
					}
					if w != 60 {
						continue
					}
					for i, part := range page.Parts {
						if part.Picture != nil && part.Picture.Kind == picture.Board {
							assert.True(t, strings.HasPrefix(strings.TrimSpace(m.blocks[i].Text), "(This board needs 78 columns, more than there are"),
								"lesson %d page %d: %s", l.Number, p+1, m.blocks[i].Text)
						}
					}
				}
			}
		})
	}
}
