package cli

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/glossary"
	"github.com/rithmo/rithmo/lessons/reader"
)

func newGlossaryCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "glossary [TERM]",
		Short: "The Latin, Greek and English terms of the lessons, each with its meaning and lesson",
		Long: `Print the glossary: every term the lessons teach (sesquialter, diapente,
obsidion, pyramis tercurta, lying weight...), how to say the Latin and Greek
ones, a one-line meaning, and the lesson that teaches it.

With TERM, only the entries whose term holds it, then those whose meaning
does (case does not matter). A TERM found nowhere is an error (exit 1).`,
		Example: `  rithmo glossary
  rithmo glossary sesqui
  rithmo glossary octave`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			query := strings.Join(args, " ")
			text, found, err := glossaryText(query, ui.Detect(env.Stdin, env.Stdout, env.Getenv).TextWidth())
			if err != nil {
				return err
			}
			if !found {
				return fmt.Errorf("no glossary entry holds %q (rithmo glossary lists them all)", query)
			}
			_, err = io.WriteString(cmd.OutOrStdout(), text)
			return err
		},
	}
}

// glossaryText lays out the glossary entries that hold query for width
// columns, each pointing to its lesson by number and title.
func glossaryText(query string, width int) (text string, found bool, err error) {
	all, err := glossary.Entries()
	if err != nil {
		return "", false, err
	}
	entries := glossary.Find(all, query)
	if len(entries) == 0 {
		return "", false, nil
	}
	ls, err := loadLessons()
	if err != nil {
		return "", false, err
	}
	var b bytes.Buffer
	if err := glossary.Write(&b, entries, lessonNamer(ls), width); err != nil {
		return "", false, err
	}
	return b.String(), true, nil
}

// glossaryLessons names the lesson of a glossary term for the puzzles'
// words on screen (w): "Lesson 5, Superparticular Ratios". The lessons are
// loaded the first time a name is asked for; a lesson that cannot be
// loaded is not named (rithmo lesson check says why).
func glossaryLessons() glossary.LessonName {
	namer := sync.OnceValue(func() glossary.LessonName {
		ls, _ := loadLessons()
		return reader.LessonNamer(ls)
	})
	return func(slug string) string { return namer()(slug) }
}

// lessonNamer names a lesson by its slug: "lesson 5, Superparticular Ratios".
func lessonNamer(ls []*lessons.Lesson) glossary.LessonName {
	return func(slug string) string {
		for _, l := range ls {
			if l.Name == slug {
				return fmt.Sprintf("lesson %d, %s", l.Number, l.Title)
			}
		}
		return ""
	}
}
