package cli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/reader"
	"github.com/rithmo/rithmo/lessons/render"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

// classMember is one student of a class: the class's file, where the
// student's own store keeps their work under their key (so that their
// answer is the teacher's record of it, in one transaction), and who they
// are in it.
type classMember struct {
	class   *progress.Store
	learner string // the key's fingerprint
	log     *slog.Logger
}

// assignmentItems are the class's assignments the student has not
// finished, soonest due first: they open the home menu.
func (c *classMember) assignmentItems(h *home) []app.Item {
	all, err := c.class.Assignments()
	if err != nil {
		c.log.Error("reading assignments", "error", err.Error())
		return nil
	}
	outcomes, err := h.store.Outcomes(progress.KindPuzzle)
	if err != nil {
		c.log.Error("reading the student's answers", "error", err.Error())
	}
	today := h.store.Now().Format("2006-01-02")
	var items []app.Item
	for _, a := range all {
		list, err := assignedPuzzles(a)
		if err != nil {
			c.log.Error("assignment cannot be played", "assignment", a.Name, "error", err.Error())
			continue
		}
		var got progress.Outcomes
		for _, p := range list {
			got[outcomes[progress.PuzzleItem(p.ID, p.Position.String(), p.Goal.String())]]++
		}
		done := got.Solved()
		due := ""
		switch {
		case a.Due == "":
		case a.Due < today:
			due = ", was due " + a.Due
		default:
			due = ", due " + a.Due
		}
		if len(list) > 0 && done < len(list) {
			hint := fmt.Sprintf("%d of %s done%s%s", done, howMany(len(list), "puzzle"), counterMarks(got), due)
			items = append(items, h.assignmentPuzzles(a.Name, hint, list))
		}
		for _, slug := range a.Lessons {
			i := slices.IndexFunc(h.lessons, func(l *lessons.Lesson) bool { return l.Name == slug })
			if i < 0 {
				continue
			}
			l := h.lessons[i]
			if lessonRecorder.HasFinished(h.recorder(), slug) {
				continue
			}
			items = append(items, h.assignmentLesson(a.Name, fmt.Sprintf("lesson %s: its exercises%s", l.Title, due), slug, a.Seed))
		}
	}
	return items
}

// counterMarks says how the done puzzles were done, as the teacher's
// report marks them: " (1 first try, 1 on a retry)"; nothing before any is
// done.
func counterMarks(o progress.Outcomes) string {
	var parts []string
	if n := o[progress.FirstTry]; n > 0 && o[progress.OnRetry] > 0 {
		parts = append(parts, fmt.Sprintf("%d first try", n))
	}
	if n := o[progress.OnRetry]; n > 0 {
		parts = append(parts, fmt.Sprintf("%d on a retry", n))
	}
	if n := o[progress.AnswerShown]; n > 0 {
		parts = append(parts, howMany(n, "answer")+" shown")
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// assignedPuzzles reads an assignment's puzzles back from notation.
func assignedPuzzles(a progress.Assignment) ([]puzzles.Puzzle, error) {
	out := make([]puzzles.Puzzle, 0, len(a.Items))
	for i, it := range a.Items {
		pos, err := board.Parse(it.Position)
		if err != nil {
			return nil, fmt.Errorf("puzzle %d (%s): %v", i+1, it.Puzzle, err)
		}
		goal, err := puzzles.ParseGoal(it.Goal)
		if err != nil {
			return nil, fmt.Errorf("puzzle %d (%s): %v", i+1, it.Puzzle, err)
		}
		out = append(out, puzzles.Puzzle{ID: it.Puzzle, Title: it.Title, Position: pos, Goal: goal, Themes: it.Themes, Difficulty: it.Difficulty})
	}
	return out, nil
}

// assignmentPuzzles plays an assignment's puzzles in order, from the first
// not solved yet; answers are recorded under the assignment.
func (h *home) assignmentPuzzles(name, hint string, list []puzzles.Puzzle) app.Item {
	opts := play.Options{
		Recorder: puzzleRecorder{Store: h.store, assignment: name}, Now: h.store.Now,
		Resume: true, Layout: diagram.Narrow, Style: diagram.Plain,
		Renderer: h.look.Renderer(), Theme: h.look.Theme(), LessonName: glossaryLessons(),
	}
	return app.Item{
		Title: "Assignment " + name, Hint: hint,
		Screen: func(width, height int) (app.Screen, error) {
			o := opts
			o.Style = diagram.ParseStyle(h.term.Style)
			return play.NewModel(play.NewSession(list, o), width, height), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			return play.RunAccessible(play.NewSession(list, opts), in, out)
		},
	}
}

// assignmentLesson opens a lesson with the assignment's seed, so that every
// student's exercises have the same numbers.
func (h *home) assignmentLesson(name, hint, slug string, seed uint64) app.Item {
	rec := lessonRecorder{Store: h.store, seed: seed, assignment: name}
	renderer := render.New(h.term.Style, seed).ForTerminal(h.look.Renderer()) // the exercises' numbers are drawn with the renderer's seed
	rules, _ := learnerRules(h.store)
	renderer.SetRules(rules) // exercises on moving in the student's own rule set
	return app.Item{
		Title: "Assignment " + name, Hint: hint,
		Screen: func(width, height int) (app.Screen, error) {
			return reader.New(h.lessons, reader.Options{Renderer: renderer, Recorder: rec, Start: slug, Width: width, Height: height, Theme: h.look.Theme()}), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			return reader.RunAccessible(ctx, in, out, h.lessons, reader.AccessibleOptions{Renderer: renderer, Recorder: rec, Start: slug, Width: h.term.TextWidth(), Theme: h.look.Theme()})
		},
	}
}
