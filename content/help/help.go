package help

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
)

//go:embed *.md
var files embed.FS

// Topic is one help topic.
type Topic struct {
	Name     string // what follows `rithmo help`: "notation"
	Title    string // the text of its first line, "# Position notation"
	Markdown string // the whole file, title included
}

// The embedded topics, loaded once when first asked for. Zero values all,
// so that the package runs no code before a topic is wanted.
var (
	loadOnce   sync.Once
	loaded     []Topic
	loadFailed error
)

// Topics returns every embedded topic, sorted by name.
func Topics() []Topic {
	loadOnce.Do(func() { loaded, loadFailed = Load(files) })
	topics, err := loaded, loadFailed
	if err != nil {
		panic(err) // the files are embedded, and TestEmbeddedTopicsLoad checks them
	}
	return slices.Clone(topics)
}

// Find returns the embedded topic called name.
func Find(name string) (Topic, bool) {
	for _, t := range Topics() {
		if t.Name == name {
			return t, true
		}
	}
	return Topic{}, false
}

// Names returns the embedded topics' names, sorted.
func Names() []string {
	topics := Topics()
	names := make([]string, len(topics))
	for i, t := range topics {
		names[i] = t.Name
	}
	return names
}

// Load reads the topics of fsys: every *.md file at its top level. A file
// whose name is not lower-case words joined by hyphens, or whose first
// line is not a "# " title, is an error naming the file, so that a topic
// that could not be asked for by name never ships.
func Load(fsys fs.FS) ([]Topic, error) {
	paths, err := fs.Glob(fsys, "*.md")
	if err != nil {
		return nil, err
	}
	slices.Sort(paths)
	topics := make([]Topic, 0, len(paths))
	for _, p := range paths {
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return nil, err
		}
		name := strings.TrimSuffix(path.Base(p), ".md")
		if !validName(name) {
			return nil, fmt.Errorf("help: %s: a topic's name is lower-case letters and digits joined by hyphens", p)
		}
		first, _, _ := strings.Cut(string(data), "\n")
		title, ok := strings.CutPrefix(first, "# ")
		if !ok || strings.TrimSpace(title) == "" {
			return nil, fmt.Errorf("help: %s:1: the first line must be the title, \"# Title\"", p)
		}
		topics = append(topics, Topic{Name: name, Title: strings.TrimSpace(title), Markdown: string(data)})
	}
	return topics, nil
}

func validName(name string) bool {
	if name == "" || strings.HasPrefix(name, "-") || strings.HasSuffix(name, "-") || strings.Contains(name, "--") {
		return false
	}
	for _, r := range name {
		if !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}
