package worksheet

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

// These tests look at the sheets as a teacher would: printed by a real
// browser, and the PDF rendered by a PDF reader. They need Debian's
// chromium and poppler-utils (.ci/run installs them) and are skipped,
// saying so, where those are missing.

// need returns the path of the first program found, or skips the test.
func need(t *testing.T, why string, names ...string) string {
	t.Helper()
	if testing.Short() {
		t.Skipf("skipped with -short: %s runs %s", why, names[0])
	}
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	t.Skipf("skipped: %s needs %s, which is not installed (apt-get install chromium poppler-utils)", why, strings.Join(names, " or "))
	return ""
}

func run(t *testing.T, name string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "%s %s: %s", name, strings.Join(args, " "), stderr.String())
	return out
}

// chromium runs headless Chromium on a file with the given action flag
// (--print-to-pdf=..., --screenshot=...).
func chromium(t *testing.T, browser, file string, action ...string) {
	t.Helper()
	args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir(), "--no-pdf-header-footer", "--print-to-pdf-no-header"}
	args = append(append(args, action...), "file://"+file)
	// Headless Chromium now and then dies of a signal on a busy machine
	// (a segmentation fault while many tests run) before it reads the
	// page: that says nothing of the page, so it is started again, at
	// most twice. A run that ends in an error of its own fails at once.
	for try := 1; ; try++ {
		stderr, err := start(browser, args...)
		var exit *exec.ExitError
		if err != nil && try < 3 && errors.As(err, &exit) && !exit.Exited() {
			t.Logf("%s died (%v); starting it again", browser, err)
			continue
		}
		require.NoError(t, err, "%s %s: %s", browser, strings.Join(args, " "), stderr)
		return
	}
}

// start runs name with args, at most two minutes, and returns its
// standard error.
func start(name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		return stderr.String(), ctx.Err() // a browser stopped at the limit is not started again
	}
	return stderr.String(), err
}

func pages(t *testing.T, pdf string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(run(t, "pdfinfo", pdf))
	require.NotNil(t, m, "pdfinfo names the pages of %s", pdf)
	n, err := strconv.Atoi(string(m[1]))
	require.NoError(t, err)
	return n
}

var (
	headingRE = regexp.MustCompile(`Puzzle \d+ ·`)
	filesRE   = regexp.MustCompile(`a +b +c +d +e +f +g +h`)
)

// boardsWhole checks page by page that every board on a page is whole: each
// puzzle's heading comes with both rows of its file labels (over and under
// the board) on the same page. A board split by a page break leaves its
// heading and top labels on one page and its bottom labels on the next.
// It returns the number of boards seen.
func boardsWhole(t *testing.T, pdf string, n int) int {
	t.Helper()
	total := 0
	for page := 1; page <= n; page++ {
		text := string(run(t, "pdftotext", "-layout", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page), pdf, "-"))
		boards := len(headingRE.FindAllString(text, -1))
		labels := len(filesRE.FindAllString(text, -1))
		assert.Equal(t, 2*boards, labels, "%s page %d: %d boards, %d rows of file labels (two a board)", filepath.Base(pdf), page, boards, labels)
		total += boards
	}
	return total
}

// pageSize sets the printed paper in the sheet's CSS, as a teacher's print
// dialog does.
func pageSize(sheet []byte, size string) []byte {
	return bytes.Replace(sheet, []byte("@page { margin: 10mm; }"), []byte("@page { size: "+size+"; margin: 10mm; }"), 1)
}

func TestSheetAndKeyPrintInChromium(t *testing.T) {
	browser := need(t, "printing the sheet in a browser", "chromium", "chromium-browser", "google-chrome")
	need(t, "counting the printed pages", "pdfinfo")
	need(t, "reading the printed pages", "pdftotext")
	dir := t.TempDir()
	for _, key := range []bool{false, true} {
		sheet, err := HTML(classSheet(t), key)
		require.NoError(t, err)
		name := map[bool]string{false: "sheet", true: "key"}[key]
		sizes := []string{"A4"}
		if exhaustive {
			sizes = append(sizes, "letter")
		}
		for _, size := range sizes {
			html := filepath.Join(dir, name+"-"+size+".html")
			require.NoError(t, os.WriteFile(html, pageSize(sheet, size), 0o644))
			pdf := filepath.Join(dir, name+"-"+size+".pdf")
			chromium(t, browser, html, "--print-to-pdf="+pdf)
			n := pages(t, pdf)
			assert.Equal(t, 2, n, "%s on %s: eight boards, four to a page", name, size)
			assert.Equal(t, 8, boardsWhole(t, pdf, n), "%s on %s: every board printed", name, size)
		}
		// On screen: a screenshot that shows the boards.
		html := filepath.Join(dir, name+"-A4.html")
		shot := filepath.Join(dir, name+".png")
		chromium(t, browser, html, "--screenshot="+shot, "--window-size=900,1400", "--hide-scrollbars")
		img := decodePNG(t, shot)
		assert.Equal(t, 900, img.Bounds().Dx())
		assert.Greater(t, inkShare(img), 0.03, "%s: the screenshot shows boards, not a blank page", name)
	}
}

// TestBoardPictureRendersAlone opens rithmo board --svg's picture, a file of
// its own, in the browser.
func TestBoardPictureRendersAlone(t *testing.T) {
	browser := need(t, "opening the picture in a browser", "chromium", "chromium-browser", "google-chrome")
	dir := t.TempDir()
	p := board.Opening(board.Rules{Set: board.Fulke1})
	svg := filepath.Join(dir, "fulke1.svg")
	require.NoError(t, os.WriteFile(svg, diagram.SVG(&p, diagram.PictureOptions{}), 0o644))
	shot := filepath.Join(dir, "fulke1.png")
	chromium(t, browser, svg, "--screenshot="+shot, "--window-size=400,720", "--hide-scrollbars")
	img := decodePNG(t, shot)
	// The 48 men, the grid and the tinted camps: a good share of ink.
	assert.Greater(t, inkShare(img), 0.10, "share of ink %.3f", inkShare(img))
}

// TestLongWordsKeepBoardsWhole prints a sheet whose puzzles have long
// titles: the heading takes more lines, and the board shrinks to fit its
// box rather than losing its foot.
func TestLongWordsKeepBoardsWhole(t *testing.T) {
	browser := need(t, "printing the sheet in a browser", "chromium", "chromium-browser", "google-chrome")
	need(t, "counting the printed pages", "pdfinfo")
	need(t, "reading the printed pages", "pdftotext")
	s := classSheet(t)
	for i := range s.Puzzles {
		s.Puzzles[i].Title = strings.Repeat("A title that goes on and on ", 6+i)
	}
	dir := t.TempDir()
	for _, key := range []bool{false, true} {
		sheet, err := HTML(s, key)
		require.NoError(t, err)
		html := filepath.Join(dir, "long.html")
		require.NoError(t, os.WriteFile(html, pageSize(sheet, "A4"), 0o644))
		pdf := filepath.Join(dir, "long.pdf")
		chromium(t, browser, html, "--print-to-pdf="+pdf)
		n := pages(t, pdf)
		assert.Equal(t, 2, n)
		assert.Equal(t, 8, boardsWhole(t, pdf, n))

		data, err := PDF(s, key, A4)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(pdf, data, 0o644))
		n = pages(t, pdf)
		assert.Equal(t, 2, n)
		assert.Equal(t, 8, boardsWhole(t, pdf, n))
	}
}

func TestPDFRendersInAPDFReader(t *testing.T) {
	need(t, "rendering the PDF", "pdftoppm")
	need(t, "counting the PDF's pages", "pdfinfo")
	need(t, "reading the PDF's text", "pdftotext")
	dir := t.TempDir()
	for _, paper := range []Paper{A4, Letter} {
		for _, key := range []bool{false, true} {
			data, err := PDF(classSheet(t), key, paper)
			require.NoError(t, err)
			pdf := filepath.Join(dir, paper.Name+strconv.FormatBool(key)+".pdf")
			require.NoError(t, os.WriteFile(pdf, data, 0o644))
			n := pages(t, pdf)
			assert.Equal(t, 2, n, "%s key=%v", paper.Name, key)
			assert.Equal(t, 8, boardsWhole(t, pdf, n))
			prefix := filepath.Join(dir, "page")
			run(t, "pdftoppm", "-r", "30", "-png", pdf, prefix)
			shots, err := filepath.Glob(prefix + "-*.png")
			require.NoError(t, err)
			require.Len(t, shots, 2, "pdftoppm renders both pages")
			for _, s := range shots {
				assert.Greater(t, inkShare(decodePNG(t, s)), 0.03, "%s: the page shows boards", s)
				require.NoError(t, os.Remove(s))
			}
			text := string(run(t, "pdftotext", pdf, "-"))
			assert.Contains(t, text, "the class's seed: 7")
			assert.Equal(t, key, strings.Contains(text, "Answer:"), "answers in the key only")
		}
	}
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err, path)
	return img
}

// inkShare is the share of pixels that are not near white.
func inkShare(img image.Image) float64 {
	b := img.Bounds()
	dark := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r+g+bl < 3*0xd000 {
				dark++
			}
		}
	}
	return float64(dark) / float64(b.Dx()*b.Dy())
}

// nemecSheet is a sheet of Němec's triumphs: its title, its rule text (the
// exercises of lesson 14) and its key name Němec, which WinAnsi cannot
// encode.
func nemecSheet(t *testing.T) Sheet {
	t.Helper()
	ls, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	s := Sheet{Title: "Triumphs under Němec", Seed: 7, Command: `rithmo worksheet --generate "triumph great nemec" --count 4 --seed 7 --lesson 14`,
		Puzzles: generated(t, generate.Options{Goal: puzzles.GoalTriumph, Kind: arith.Great, Rules: board.Rules{Set: board.Nemec}, Count: 4, Seed: 7})}
	for _, l := range ls {
		if l.Number == 14 {
			s.Lessons = append(s.Lessons, l)
		}
	}
	require.Len(t, s.Lessons, 1)
	return s
}

// A PDF reader finds every word of the HTML sheet in the PDF, Němec
// whole, in the title, the rule text and the key.
func TestPDFTextInAPDFReader(t *testing.T) {
	need(t, "reading the PDF's text", "pdftotext")
	dir := t.TempDir()
	s := nemecSheet(t)
	for _, key := range []bool{false, true} {
		data, err := PDF(s, key, A4)
		require.NoError(t, err)
		pdf := filepath.Join(dir, "nemec-"+strconv.FormatBool(key)+".pdf")
		require.NoError(t, os.WriteFile(pdf, data, 0o644))
		text := string(run(t, "pdftotext", "-raw", pdf, "-"))
		lines := strings.Split(text, "\n")
		require.Greater(t, len(lines), 2)
		assert.Regexp(t, `^page 1 of \d+$`, lines[0])
		assert.True(t, strings.HasPrefix(lines[1], "Triumphs under Němec"), "the title: %q", lines[1])
		assert.Contains(t, text, "under Němec, by what divisor", "the rule text")
		assert.Equal(t, key, strings.Contains(text, "Němec counts both men's"), "the key's worked numbers")
		assert.NotContains(t, text, "N.mec")
		var words []string
		for _, line := range strings.Split(text, "\n") {
			if !pageRE.MatchString(strings.TrimSpace(strings.Trim(line, "\f"))) {
				words = append(words, strings.Fields(line)...)
			}
		}
		h, err := HTML(s, key)
		require.NoError(t, err)
		want := htmlWords(h)
		if !assert.Equal(t, want, words, "key=%v: the PDF reader reads the HTML's words", key) {
			t.Log(firstDifference(want, words))
		}
	}
}

// A key row grows to hold its explanation, in the browser as in the PDF:
// the last line of each long explanation (a near miss, a best reply) is
// printed, not cut by the box's edge.
func TestKeyPrintsLongExplanationsInChromium(t *testing.T) {
	browser := need(t, "printing the key in a browser", "chromium", "chromium-browser", "google-chrome")
	need(t, "reading the printed pages", "pdftotext")
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	s := Sheet{Seed: 5, Command: "rithmo worksheet --key"}
	// Puzzles whose keys ran past their boxes: a deceit with two
	// solutions and a near miss, and two-move triumphs among 48 men.
	for _, id := range []string{"mined-nemec-g230-t78", "two-nemec-g1-t22", "f1-addition-1", "two-nemec-g3-t32"} {
		i := slices.IndexFunc(all, func(p puzzles.Puzzle) bool { return p.ID == id })
		require.GreaterOrEqual(t, i, 0, "the collection has %s", id)
		s.Puzzles = append(s.Puzzles, all[i])
	}
	page, err := HTML(s, true)
	require.NoError(t, err)
	dir := t.TempDir()
	html := filepath.Join(dir, "key.html")
	require.NoError(t, os.WriteFile(html, page, 0o644))
	pdf := filepath.Join(dir, "key.pdf")
	chromium(t, browser, html, "--print-to-pdf="+pdf)
	printed := strings.Join(strings.Fields(string(run(t, "pdftotext", pdf, "-"))), " ")
	list, err := entries(&s, true)
	require.NoError(t, err)
	for _, e := range list {
		last := e.explain[len(e.explain)-1]
		for last == "" && len(e.explain) > 1 {
			e.explain = e.explain[:len(e.explain)-1]
			last = e.explain[len(e.explain)-1]
		}
		assert.Contains(t, printed, strings.Join(strings.Fields(last), " "), e.heading)
	}
}
