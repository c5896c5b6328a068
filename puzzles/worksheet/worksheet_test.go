package worksheet

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"html"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create %s", path)
	if string(want) == string(got) {
		return
	}
	// A sheet is long: show the first line that differs, not the whole file.
	w, g := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			t.Errorf("%s differs (go test -update rewrites it) at line %d:\nwant %q\ngot  %q", path, i+1, wl, gl)
			return
		}
	}
}

// generated makes n puzzles as rithmo worksheet --generate does.
func generated(t *testing.T, o generate.Options) []puzzles.Puzzle {
	t.Helper()
	g, err := generate.New(o)
	require.NoError(t, err)
	var out []puzzles.Puzzle
	for n := 1; n <= o.Count; n++ {
		pz, err := g.Puzzle(n)
		require.NoError(t, err)
		out = append(out, pz)
	}
	return out
}

// classSheet is the sheet of the example: eight addition captures
// under fulke1, seed 7.
func classSheet(t *testing.T) Sheet {
	return Sheet{
		Title:   "Taking by addition",
		Seed:    7,
		Command: `rithmo worksheet --generate "capture addition fulke1" --count 8 --seed 7`,
		Puzzles: generated(t, generate.Options{Goal: puzzles.GoalCapture, Relation: engine.Addition,
			Rules: board.Rules{Set: board.Fulke1}, Count: 8, Seed: 7}),
	}
}

// everything is a sheet of every kind of question: generated captures,
// spots and triumphs under several rule sets, every curated puzzle, and
// the exercises of every lesson.
func everything(t *testing.T) Sheet {
	s := Sheet{Seed: 11}
	for _, o := range []generate.Options{
		{Goal: puzzles.GoalCapture, Rules: board.Rules{Set: board.Nemec}, Count: 3, Seed: 5},
		{Goal: puzzles.GoalCapture, Rules: board.Rules{Set: board.Fulke2}, Count: 3, Seed: 5},
		{Goal: puzzles.GoalSpot, Rules: board.Rules{Set: board.Fulke3}, Count: 2, Seed: 5},
		{Goal: puzzles.GoalTriumph, Kind: arith.Greater, Rules: board.Rules{Set: board.Parlett}, Count: 2, Seed: 5},
	} {
		s.Puzzles = append(s.Puzzles, generated(t, o)...)
	}
	cur, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	s.Puzzles = append(s.Puzzles, cur...)
	ls, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	s.Lessons = ls
	return s
}

// sheetsOf splits a sheet into sheets of at most MaxEntries questions,
// the lessons' exercises on the first, so that a test can ask about every
// puzzle and exercise however the collection grows.
func sheetsOf(s Sheet) []Sheet {
	var out []Sheet
	room := MaxEntries
	for _, l := range s.Lessons {
		room -= len(l.Exercises)
	}
	first := s
	first.Puzzles = s.Puzzles[:min(room, len(s.Puzzles))]
	out = append(out, first)
	for rest := s.Puzzles[len(first.Puzzles):]; len(rest) > 0; {
		next := s
		next.Lessons = nil
		next.Puzzles = rest[:min(MaxEntries, len(rest))]
		rest = rest[len(next.Puzzles):]
		out = append(out, next)
	}
	return out
}

var lessonPicture = regexp.MustCompile(`(?s)<section class="item picture">.*?</section>`)

func TestStudentSheetHoldsNoAnswer(t *testing.T) {
	for i, s := range sheetsOf(everything(t)) {
		t.Run(fmt.Sprint("sheet ", i+1), func(t *testing.T) { studentSheetHoldsNoAnswer(t, s) })
	}
}

func studentSheetHoldsNoAnswer(t *testing.T, s Sheet) {
	for i := range s.Puzzles {
		s.Puzzles[i].Expect = "c9-d10 e6xe8" // even a file with answers in it
	}
	sheet, err := HTML(s, false)
	require.NoError(t, err)
	pdf, err := PDF(s, false, A4)
	require.NoError(t, err)
	// A lesson's pictures teach what its pages teach, a capture marked and
	// explained as the lesson shows it: they are the lesson, not an answer.
	text := lessonPicture.ReplaceAllString(string(sheet), "")
	require.Equal(t, len(s.Lessons) > 0, text != string(sheet), "the lessons' pictures are on the sheet")
	for _, banned := range []string{"expect", "Answer:", `class="answer"`, `class="explain"`, "answer key", `class="arrow"`, `class="mark taken"`, "c9-d10 e6xe8"} {
		absent(t, text, banned, "")
	}
	assert.False(t, bytes.Contains(pdf, []byte("Answer:")), "the PDF holds no answer")
	for i := range s.Puzzles {
		pz := &s.Puzzles[i]
		solved, err := judge.Solve(pz)
		require.NoError(t, err, pz.ID)
		for _, line := range strings.Split(solved.Explain(), "\n") {
			absent(t, text, html.EscapeString(line), pz.ID+": the explanation")
		}
		for _, sol := range solved.Solutions {
			if at := wordIndex(text, sol.Action().String()); at >= 0 {
				t.Errorf("%s: the solving action %s is on the sheet: …%s…", pz.ID, sol.Action(), text[max(0, at-60):min(len(text), at+len(sol.Action().String())+60)])
			}
		}
	}
	for _, l := range s.Lessons {
		for i, ex := range l.Exercises {
			q, err := exercise.Ask(ex.Block, s.Seed, l.Name, i)
			require.NoError(t, err)
			right := exercise.Judge(q, exercise.AnswerText(q)).Text
			for _, line := range strings.Split(strings.TrimPrefix(right, "Right: "), "\n") {
				absent(t, text, html.EscapeString(line), fmt.Sprintf("%s exercise %d: the working", l.Name, i+1))
			}
		}
	}
	// Each puzzle's question is there, and room to write.
	assert.Equal(t, len(s.Puzzles), strings.Count(text, `<div class="room">`))
	assert.Contains(t, text, `Name<span class="name"></span>Class<span class="class"></span>Date<span class="date"></span>Score<span class="score"></span>`)
}

// wordIndex is the first place word stands in text as a whole word (no
// letter, digit or _ either side), -1 when it does not: what \b…\b finds,
// without a regular expression run over a sheet of megabytes once per
// answer (minutes under the race detector).
func wordIndex(text, word string) int {
	isWord := func(b byte) bool {
		return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
	}
	for from := 0; ; {
		i := strings.Index(text[from:], word)
		if i < 0 {
			return -1
		}
		at, end := from+i, from+i+len(word)
		if (at == 0 || !isWord(text[at-1]) || !isWord(word[0])) && (end == len(text) || !isWord(text[end]) || !isWord(word[len(word)-1])) {
			return at
		}
		from = at + 1
	}
}

// absent fails when s is in text, showing where (not the whole sheet).
func absent(t *testing.T, text, s, what string) {
	t.Helper()
	if s == "" {
		return
	}
	if i := strings.Index(text, s); i >= 0 {
		t.Errorf("%s: %q is on the student's sheet: …%s…", what, s, text[max(0, i-80):min(len(text), i+len(s)+80)])
	}
}

func TestKeyGivesEveryAnswerFromTheEngine(t *testing.T) {
	for i, s := range sheetsOf(everything(t)) {
		t.Run(fmt.Sprint("sheet ", i+1), func(t *testing.T) { keyGivesEveryAnswerFromTheEngine(t, s) })
	}
}

func keyGivesEveryAnswerFromTheEngine(t *testing.T, s Sheet) {
	for i := range s.Puzzles {
		s.Puzzles[i].Expect = "" // the key never reads an answer from the file
	}
	key, err := HTML(s, true)
	require.NoError(t, err)
	text := string(key)
	arrows := 0
	for i := range s.Puzzles {
		pz := &s.Puzzles[i]
		solved, err := judge.Solve(pz)
		require.NoError(t, err)
		for _, line := range strings.Split(solved.Explain(), "\n") {
			assert.Contains(t, text, html.EscapeString(line), pz.ID)
		}
		if pz.Goal.Kind != puzzles.GoalSpot {
			a := solved.Solutions[0].Action()
			assert.Contains(t, text, "Answer: "+a.String(), pz.ID)
			if a.From != a.To {
				arrows++
			}
		}
	}
	assert.Equal(t, arrows, strings.Count(text, `class="arrow"`)/2, "one arrow (shaft and head) per move")
	assert.Contains(t, text, "answer key")
	assert.NotContains(t, text, `class="room"`)
	for _, l := range s.Lessons {
		for i, ex := range l.Exercises {
			q, err := exercise.Ask(ex.Block, s.Seed, l.Name, i)
			require.NoError(t, err)
			assert.Contains(t, text, html.EscapeString("Answer: "+exercise.AnswerText(q)), "%s exercise %d", l.Name, i+1)
		}
	}
}

func TestSameSheetSameBytes(t *testing.T) {
	for _, key := range []bool{false, true} {
		a, err := HTML(classSheet(t), key)
		require.NoError(t, err)
		b, err := HTML(classSheet(t), key)
		require.NoError(t, err)
		assert.Equal(t, a, b)
		for _, paper := range []Paper{A4, Letter} {
			p1, err := PDF(classSheet(t), key, paper)
			require.NoError(t, err)
			p2, err := PDF(classSheet(t), key, paper)
			require.NoError(t, err)
			assert.Equal(t, p1, p2)
			assert.True(t, bytes.HasPrefix(p1, []byte("%PDF-")))
		}
	}
	// Another seed, another sheet.
	other := classSheet(t)
	other.Seed = 8
	a, _ := HTML(classSheet(t), false)
	b, _ := HTML(other, false)
	assert.NotEqual(t, a, b)
}

// goldenSheet is a small sheet of hand-written content, so that its golden
// files change only when the sheet's layout does.
func goldenSheet(t *testing.T) Sheet {
	ps, err := puzzles.Parse("golden.puz", []byte(`id: golden-addition
title: Two sixes make a twelve
position: 8/8/8/8/8/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 1
goal: capture e8
themes: addition
difficulty: 1
source: Lever & Fulke 1563

id: golden-attack
title: Deceit on the diagonal, with a pyramid
position: 8/8/1,s28,6/5,T49,2/4,t64,2,t30/3,S15,4/8/6,r9,1/8/2,R8,5/8/4,R36,3/8/8/P[R1,R4,T9,T16,S25,S36],7/8 w nemec - t12 24
goal: capture e12
themes: addition
difficulty: 1
source: rithmo tests
`))
	require.NoError(t, err)
	l, err := lessons.Parse("01-golden.md", []byte("# Golden means\n\nProse.\n\n```exercise\ntask: mean arithmetic 4 {10..12}\n```\n\n```exercise\ntask: proportion 2 4 8\n```\n"))
	require.NoError(t, err)
	return Sheet{Title: "A <golden> sheet", Seed: 3, Command: "rithmo worksheet --seed 3", Puzzles: ps, Lessons: []*lessons.Lesson{l}}
}

func TestGoldenSheetAndKey(t *testing.T) {
	sheet, err := HTML(goldenSheet(t), false)
	require.NoError(t, err)
	golden(t, "sheet.html", sheet)
	key, err := HTML(goldenSheet(t), true)
	require.NoError(t, err)
	golden(t, "key.html", key)
	assert.Contains(t, string(sheet), "A &lt;golden&gt; sheet", "the title is escaped")
	assert.Contains(t, string(sheet), "the class&#39;s seed: 3")
}

func TestHTMLIsSelfContainedAndItsPicturesAreXML(t *testing.T) {
	for _, key := range []bool{false, true} {
		data, err := HTML(classSheet(t), key)
		require.NoError(t, err)
		text := string(data)
		for _, remote := range []string{"http://", "https://", "src=", "@import", "url("} {
			if remote == "http://" {
				text = strings.ReplaceAll(text, `xmlns="http://www.w3.org/2000/svg"`, "")
			}
			assert.NotContains(t, text, remote, "nothing is fetched")
		}
		svgs := regexp.MustCompile(`(?s)<svg .*?</svg>`).FindAllString(string(data), -1)
		require.Len(t, svgs, 8)
		for _, svg := range svgs {
			d := xml.NewDecoder(strings.NewReader(svg))
			d.Strict = true
			for {
				_, err := d.Token()
				if errors.Is(err, io.EOF) {
					break
				}
				require.NoError(t, err)
			}
		}
		assert.Contains(t, text, "break-inside: avoid")
		assert.Equal(t, 4, strings.Count(text, `<div class="row boards">`), "two boards to a row")
	}
}

func TestEmptyAndOversizedSheets(t *testing.T) {
	_, err := HTML(Sheet{Seed: 1}, false)
	assert.ErrorContains(t, err, "no puzzles and no exercises")
	_, err = PDF(Sheet{Seed: 1}, true, Letter)
	assert.ErrorContains(t, err, "no puzzles and no exercises")
	big := classSheet(t)
	for len(big.Puzzles) <= MaxEntries {
		big.Puzzles = append(big.Puzzles, big.Puzzles...)
	}
	_, err = HTML(big, false)
	assert.ErrorContains(t, err, "at most 500")
}

func TestOddPuzzleCountAndExercisesShareTheLayout(t *testing.T) {
	s := goldenSheet(t)
	s.Puzzles = s.Puzzles[:1]
	data, err := HTML(s, false)
	require.NoError(t, err)
	text := string(data)
	assert.Equal(t, 1, strings.Count(text, `<section class="item empty">`), "a lone board keeps half a row")
	assert.Contains(t, text, "Exercise 2 · lesson 1, Golden means · exercise 1")
	assert.Contains(t, text, `<ul class="choices"><li>arithmetic</li><li>geometric</li><li>musical</li><li>none</li></ul>`)
}

func TestParsePaper(t *testing.T) {
	for in, want := range map[string]Paper{"a4": A4, "A4": A4, "": A4, "letter": Letter, " Letter ": Letter} {
		got, err := ParsePaper(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got)
	}
	_, err := ParsePaper("legal")
	assert.ErrorContains(t, err, `unknown paper "legal": want a4 or letter`)
}

func TestTheREADMEShowsASheet(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	require.NoError(t, err)
	for _, png := range []string{"readme-sheet.png", "readme-key.png"} {
		assert.Contains(t, string(readme), "(puzzles/worksheet/testdata/"+png+")")
		info, err := os.Stat(filepath.Join("testdata", png))
		require.NoError(t, err)
		assert.Less(t, info.Size(), int64(100<<10), "%s: a small picture", png)
	}
}
