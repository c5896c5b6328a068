package help

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEmbeddedTopicsLoad(t *testing.T) {
	topics, err := Load(files)
	require.NoError(t, err)
	// The topics the README and `rithmo help` promise.
	for _, want := range []string{"notation", "rule-sets", "lesson-files", "puzzle-files", "terminals", "class-server"} {
		_, ok := Find(want)
		assert.True(t, ok, "topic %s", want)
	}
	assert.Len(t, Names(), len(topics))
	assert.IsIncreasing(t, Names())
	for _, tp := range topics {
		assert.NotEmpty(t, tp.Title, tp.Name)
		assert.NotContains(t, tp.Title, "#", tp.Name)
	}
}

func TestFindUnknown(t *testing.T) {
	for _, name := range []string{"", "Notation", "notation.md", "nope"} {
		_, ok := Find(name)
		assert.False(t, ok, name)
	}
}

func TestLoad(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files fstest.MapFS
		want  []Topic
		err   string
	}{
		{
			name: "sorted by name, title from the first line",
			files: fstest.MapFS{
				"b-two.md":  {Data: []byte("# Two\n\nText.\n")},
				"a1.md":     {Data: []byte("#  One \n")},
				"notes.txt": {Data: []byte("not a topic")},
			},
			want: []Topic{{"a1", "One", "#  One \n"}, {"b-two", "Two", "# Two\n\nText.\n"}},
		},
		{name: "upper case name", files: fstest.MapFS{"Big.md": {Data: []byte("# Big\n")}}, err: "help: Big.md: a topic's name"},
		{name: "double hyphen", files: fstest.MapFS{"a--b.md": {Data: []byte("# A\n")}}, err: "help: a--b.md: a topic's name"},
		{name: "no title", files: fstest.MapFS{"a.md": {Data: []byte("Text first.\n")}}, err: "help: a.md:1: the first line must be the title"},
		{name: "empty title", files: fstest.MapFS{"a.md": {Data: []byte("# \n")}}, err: "help: a.md:1: the first line must be the title"},
		{name: "a second-level heading is no title", files: fstest.MapFS{"a.md": {Data: []byte("## A\n")}}, err: "help: a.md:1:"},
		{name: "none", files: fstest.MapFS{}, want: []Topic{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Load(tc.files)
			if tc.err != "" {
				assert.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

// FuzzLoad: any file is a topic or one error, never a panic, and a loaded
// topic keeps its whole text.
func FuzzLoad(f *testing.F) {
	f.Add("notation", "# Position notation\n\nText.\n")
	f.Add("a-b", "#\n")
	f.Add("x", "")
	f.Fuzz(func(t *testing.T, name, data string) {
		topics, err := Load(fstest.MapFS{name + ".md": {Data: []byte(data)}})
		if err != nil {
			return
		}
		for _, tp := range topics {
			assert.Equal(t, data, tp.Markdown)
			assert.NotEmpty(t, tp.Title)
		}
	})
}
