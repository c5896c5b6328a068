package worksheet

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
)

func lessonSheet(t *testing.T, names ...string) Sheet {
	t.Helper()
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	s := Sheet{Title: "Lesson pictures", Seed: 7}
	for _, n := range names {
		l, ok := lessons.Find(all, n)
		require.True(t, ok, n)
		s.Lessons = append(s.Lessons, l)
	}
	return s
}

// TestLessonPicturesOnTheSheet: a lesson's boards and figures stand on
// its worksheet where the lesson shows them, before the exercises after
// them, each with what it shows in numbers; they are not questions.
func TestLessonPicturesOnTheSheet(t *testing.T) {
	s := lessonSheet(t, "14", "16")
	list, err := entries(&s, false)
	require.NoError(t, err)
	var pictures, exercises int
	for _, e := range list {
		if e.picture {
			pictures++
			assert.Zero(t, e.number)
			require.NotNil(t, e.figure)
			continue
		}
		exercises++
		assert.Equal(t, exercises, e.number, "questions are numbered apart from the pictures")
	}
	assert.Equal(t, len(s.Lessons[0].Exercises)+len(s.Lessons[1].Exercises), exercises)
	assert.GreaterOrEqual(t, pictures, 13)

	sheet, err := HTML(s, false)
	require.NoError(t, err)
	text := string(sheet)
	assert.Contains(t, text, "/ "+strconv.Itoa(exercises)+"</div>", "the score counts questions only")
	board := strings.Index(text, "White takes d8: 6 on c7 + 6 on d6 = 12 on d8: addition.")
	exercise := strings.Index(text, "Exercise 2 · lesson 14")
	require.Positive(t, board)
	assert.Less(t, board, exercise, "the boards of lesson 14's page 2 come before its exercises")
	assert.Contains(t, text, `class="dot"`, "lesson 16's dots")
	assert.Contains(t, text, "The pyramid 91: square layers of 1, 4, 9, 16, 25 and 36 dots")
}

// TestLessonPicturesInPrint: Chromium prints the HTML's first picture,
// lesson 14's equality board with its files and caption, before the
// first exercise; the PDF, through pdftotext, shows the pictures'
// captions and numbers.
func TestLessonPicturesInPrint(t *testing.T) {
	browser := need(t, "drawing the sheet", "chromium", "chromium-browser", "google-chrome")
	need(t, "reading the PDF's text", "pdftotext")
	dir := t.TempDir()
	page, err := HTML(lessonSheet(t, "14"), false)
	require.NoError(t, err)
	file := filepath.Join(dir, "sheet.html")
	require.NoError(t, os.WriteFile(file, page, 0o644))
	printed := filepath.Join(dir, "sheet.pdf")
	chromium(t, browser, file, "--print-to-pdf="+printed)
	first := string(run(t, "pdftotext", "-layout", "-f", "1", "-l", "1", printed, "-"))
	assert.Regexp(t, filesRE, first, "Chromium draws the board's files")
	assert.Regexp(t, `(?s)White takes d8: 9 on d6 = 9 on d8: equality\..*Exercise 1 · lesson 14`, first, "the board, then the exercise")

	s := lessonSheet(t, "18", "20")
	data, err := PDF(s, false, A4)
	require.NoError(t, err)
	pdf := filepath.Join(dir, "pictures.pdf")
	require.NoError(t, os.WriteFile(pdf, data, 0o644))
	text := string(run(t, "pdftotext", "-layout", pdf, "-"))
	assert.Contains(t, text, "Boethius' table: row r holds r × 1 to r × 10")
	assert.Regexp(t, `10 +20 +30 +40 +50 +60 +70 +80 +90 +100`, text, "the table's last row")
	assert.Regexp(t, `12 : 9 = 4 : 3, the fourth`, text, "the monochord")
	assert.Contains(t, text, "triangle 10")
	assert.NotContains(t, text, "Answer:")
}
