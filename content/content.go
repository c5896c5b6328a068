package content

import (
	"embed"
	"io/fs"
)

//go:embed lessons/*.md puzzles/*.puz
var files embed.FS

// Lessons holds the curriculum: one Markdown file per lesson, named
// NN-name.md so that the names sort in teaching order.
func Lessons() fs.FS { return sub("lessons") }

// Puzzles holds the curated puzzle files.
func Puzzles() fs.FS { return sub("puzzles") }

func sub(dir string) fs.FS {
	f, err := fs.Sub(files, dir)
	if err != nil {
		panic(err) // the directory is embedded: this cannot fail
	}
	return f
}
