package glossary

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
)

// TestEveryEntryBelongsToItsLesson: the glossary parses, is in
// alphabetical order, names only lessons that exist, and each term (its
// longest word) is used in the lesson it points to; every Latin name a
// lesson teaches in the lists below has an entry.
func TestEveryEntryBelongsToItsLesson(t *testing.T) {
	all, err := Entries()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(all), 60)
	ls, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	text := map[string]string{}
	for _, l := range ls {
		var b strings.Builder
		for _, p := range l.Pages {
			for _, part := range p.Parts {
				b.WriteString(part.Markdown)
			}
		}
		text[l.Name] = strings.ToLower(b.String())
	}
	for i, e := range all {
		body, ok := text[e.Lesson]
		if !assert.True(t, ok, "line %d: %q names no lesson %q", e.Line, e.Term, e.Lesson) {
			continue
		}
		assert.Contains(t, body, longestWord(e.Term), "line %d: lesson %s never uses %q", e.Line, e.Lesson, e.Term)
		assert.NotContains(t, e.Meaning, "|")
		if i > 0 {
			assert.LessOrEqual(t, fold(all[i-1].Term), fold(e.Term), "line %d: %q is out of alphabetical order", e.Line, e.Term)
		}
	}
	for _, must := range []string{"duplex", "sesquialter", "superbipartiens tertias", "diapason", "diapente", "diatessaron", "obsidion", "pyramis tercurta", "heteromecic number", "proportio", "medietas", "sursolid", "tone"} {
		assert.NotEmpty(t, Find(all, must), "no entry for %q", must)
	}
}

func longestWord(term string) string {
	term = strings.TrimSuffix(strings.ToLower(term), ", victory of")
	best := ""
	for _, w := range strings.FieldsFunc(term, func(r rune) bool { return r == ' ' || r == ',' || r == '\'' }) {
		w = strings.Trim(w, "-")
		if len([]rune(w)) > len([]rune(best)) {
			best = w
		}
	}
	return best
}

func TestFind(t *testing.T) {
	all, err := Entries()
	require.NoError(t, err)
	got := Find(all, "Sesqui")
	require.NotEmpty(t, got)
	assert.Equal(t, "sesqui-", got[0].Term, "terms first")
	octave := Find(all, "octave")
	require.NotEmpty(t, octave)
	assert.Contains(t, []string{"diapason", "bis-diapason", "diapason-plus-diapente"}, octave[0].Term, "found by meaning")
	assert.Empty(t, Find(all, "no such thing"))
	assert.Len(t, Find(all, ""), len(all))
}

func TestWrite(t *testing.T) {
	all, err := Entries()
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, Write(&b, Find(all, "sesquialter"), func(slug string) string { return "lesson 5, Superparticular Ratios" }, 40))
	out := b.String()
	assert.Contains(t, out, "sesquialter (say ses-kwee-AL-ter)\n    the ratio of one and a half,")
	assert.Contains(t, strings.Join(strings.Fields(out), " "), "See lesson 5, Superparticular Ratios.")
	assert.NotContains(t, out, "3 :\n", "a ratio stays on one line")
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		assert.LessOrEqual(t, len([]rune(l)), 40, "%q", l)
	}
}

// wrap indents every line, keeps a formula and "lesson N" whole, and
// counts columns (a combining accent takes none).
func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		name   string
		text   string
		width  int
		indent string
		want   []string
	}{
		{"indented", "one two three", 11, "    ", []string{"    one two", "    three"}},
		{"a ratio whole", "the ratio 3 : 2 here", 14, "", []string{"the ratio", "3 : 2 here"}},
		{"a lesson whole", "see lesson 12 now", 12, "  ", []string{"  see", "  lesson 12", "  now"}},
		{"columns", "by Ne\u030cmec 2012 x", 17, "    ", []string{"    by Ne\u030cmec 2012", "    x"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, wrap(tc.text, tc.width, tc.indent))
		})
	}
}

func TestParseNamesTheLine(t *testing.T) {
	_, err := Parse("# c\n\na | b | c | d\nbroken line\n| | x | y\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 4: 1 fields, want 4")
	assert.Contains(t, err.Error(), "line 5: the term, the meaning and the lesson are required")
}

func FuzzParse(f *testing.F) {
	f.Add(source)
	f.Add("a|b|c|d\n|||\n")
	f.Fuzz(func(t *testing.T, s string) {
		es, err := Parse(s)
		if err == nil {
			for _, e := range es {
				if e.Term == "" || e.Lesson == "" {
					t.Fatalf("empty entry from %q", s)
				}
			}
		}
	})
}
