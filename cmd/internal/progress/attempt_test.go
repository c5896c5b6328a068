package progress

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// part is one answer to a part of pos1's puzzle, opened at opened: at
// seconds after it.
func part(opened time.Time, seconds, step int, answer string, correct bool, ends puzzles.Ending, hints int) puzzles.Attempt {
	a := puzzleAttempt("p", correct, hints, opened.Add(time.Duration(seconds)*time.Second))
	a.Step, a.Answer, a.Ends, a.Opened = step, answer, ends, opened
	a.Took = 5 * time.Second
	return a
}

// A puzzle is answered in parts, every part a row. The store rates the
// answer that settles the first try of the puzzle (and no other), and
// schedules the one that settles each attempt's first try; the report
// judges the puzzle by its answers as a whole.
func TestPartsOfAPuzzle(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	opened := day0.Add(time.Minute)
	tests := []struct {
		name    string
		parts   []puzzles.Attempt
		games   int     // first tries rated
		card    bool    // a review card was made
		lapses  int     // of which wrong
		outcome Outcome // as the report and the student's counter judge it
		answers int     // as the report counts them
		took    time.Duration
	}{
		{"right throughout: rated once, at the last part", []puzzles.Attempt{
			part(opened, 5, 0, "c6", true, "", 0),
			part(opened, 10, 1, "c6-d7", true, "", 0),
			part(opened, 15, 2, "c6-d7 takes e11 by addition", true, puzzles.EndsSolved, 0),
		}, 1, false, 0, FirstTry, 3, 15 * time.Second},
		{"a right part, then left: nothing settled, nothing rated", []puzzles.Attempt{
			part(opened, 5, 0, "c6", true, "", 0),
			part(opened, 20, 1, "", false, puzzles.EndsLeft, 0),
		}, 0, false, 0, Missed, 1, 10 * time.Second},
		{"wrong, hint, right: rated and scheduled at the wrong part only", []puzzles.Attempt{
			part(opened, 5, 0, "e6", false, "", 0),
			part(opened, 10, 0, "c6", true, "", 1),
			part(opened, 15, 1, "c6-d7", true, "", 1),
			part(opened, 20, 2, "c6-d7 takes e11 by addition", true, puzzles.EndsSolved, 1),
		}, 1, true, 1, OnRetry, 4, 20 * time.Second},
		{"the answer shown after a wrong part: shown, one lapse", []puzzles.Attempt{
			part(opened, 5, 0, "e6", false, "", 0),
			func() puzzles.Attempt { a := part(opened, 6, 0, "", false, "", 0); a.Shown = true; return a }(),
		}, 1, true, 1, AnswerShown, 1, 10 * time.Second},
		{"a hint, then right throughout: on a retry, rated as hinted", []puzzles.Attempt{
			part(opened, 5, 0, "c6", true, "", 1),
			part(opened, 15, 1, "c6-d7 takes e11 by addition", true, puzzles.EndsSolved, 1),
		}, 1, true, 0, OnRetry, 2, 10 * time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openAt(t, &fixedClock{t: day0}).ForLearner("SHA256:ann")
			for _, a := range tt.parts {
				require.NoError(t, s.RecordPuzzle(a, Given{Assignment: "w1"}))
			}
			rs, err := s.Ratings()
			require.NoError(t, err)
			games := 0
			for _, r := range rs {
				games += r.Games
			}
			assert.Equal(t, tt.games, games, "first tries rated")
			c, ok, err := s.Card(PuzzleItem("p", pos1, "capture e11"))
			require.NoError(t, err)
			assert.Equal(t, tt.card, ok, "a review card")
			assert.Equal(t, tt.lapses, c.Lapses)
			assert.Zero(t, c.Reviews, "scheduled once: the card is new")

			got, err := s.Outcomes(KindPuzzle)
			require.NoError(t, err)
			assert.Equal(t, tt.outcome, got[PuzzleItem("p", pos1, "capture e11")])
			rows, err := s.ClassRows("", false)
			require.NoError(t, err)
			require.Len(t, rows.Results, 1)
			assert.Equal(t, tt.answers, rows.Results[0].Answers, "the answer shown and the leaving are no answers")
			assert.Equal(t, tt.took, rows.Results[0].Took, "from opening to solving or leaving")
		})
	}
}

// A second attempt at the same puzzle (opened again) is scheduled again
// when its first try settles, and never rated again.
func TestSecondAttemptIsScheduledNotRated(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	s := openAt(t, &fixedClock{t: day0})
	first, again := day0, day0.AddDate(0, 0, 2)
	for _, a := range []puzzles.Attempt{
		part(first, 5, 0, "e6", false, "", 0),
		part(first, 10, 0, "c6", true, "", 0),
		part(first, 15, 1, "c6-d7 takes e11 by addition", true, puzzles.EndsSolved, 0),
		part(again, 5, 0, "e6", false, "", 0),
		part(again, 10, 0, "f6", false, "", 0),
	} {
		require.NoError(t, s.RecordPuzzle(a, Given{}))
	}
	c, ok, err := s.Card(PuzzleItem("p", pos1, "capture e11"))
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, 1, c.Reviews, "each attempt's first try, once")
	assert.Equal(t, 2, c.Lapses)
	rs, err := s.Ratings()
	require.NoError(t, err)
	games := 0
	for _, r := range rs {
		games += r.Games
	}
	assert.Equal(t, 1, games, "the puzzle's first try only")
}

// Schema 2 reads the answers kept before: each a whole item, a right one
// solved it, and the shown mark that was a suffix of the answer becomes
// the shown column.
func TestMigrationMarksWhatEnds(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	ctx := context.Background()
	_, err = db.ExecContext(ctx, migrations()[0])
	require.NoError(t, err)
	_, err = db.ExecContext(ctx, `PRAGMA user_version = 1`)
	require.NoError(t, err)
	for _, row := range []struct {
		item, answer string
		correct      bool
	}{{"solved", "c6-d7 takes e11 by addition", true}, {"missed", "e6", false}, {"shown", "e6 (answer shown)", false}} {
		_, err = db.ExecContext(ctx, `INSERT INTO attempt (kind, item, name, answer, correct, at, day, origin)
			VALUES ('puzzle', ?, ?, ?, ?, '2026-11-25T09:00:00.000Z', '2026-11-25', 'play')`, row.item, row.item, row.answer, row.correct)
		require.NoError(t, err)
	}
	require.NoError(t, db.Close())

	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	got, err := s.Outcomes(KindPuzzle)
	require.NoError(t, err)
	assert.Equal(t, map[string]Outcome{"solved": FirstTry, "missed": Missed, "shown": AnswerShown}, got)
	rows, err := s.ClassRows("", true)
	require.NoError(t, err)
	assert.Empty(t, rows.Results, "the personal learner's answers are no class's")
	var answer string
	var shown bool
	require.NoError(t, s.tx(false, func(q querier) error {
		return q.QueryRowContext(ctx, `SELECT answer, shown FROM attempt WHERE item = 'shown'`).Scan(&answer, &shown)
	}))
	assert.Equal(t, "e6", answer)
	assert.True(t, shown)
}

// The whole explanation shown after a wrong try is kept, and judged as an
// answer shown, but it is no second lapse: the try was scheduled.
func TestExplanationShownIsNoLapse(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	s := openAt(t, &fixedClock{t: day0}).ForLearner("SHA256:ann")
	wrong := lessons.Attempt{Lesson: "multiplex", Exercise: 1, Task: "classify 12 6", Answer: "duplex", Opened: day0, At: day0.Add(5 * time.Second)}
	require.NoError(t, s.RecordExercise(wrong, Given{}))
	shown := wrong
	shown.Answer, shown.Shown, shown.At = "", true, day0.Add(9*time.Second)
	require.NoError(t, s.RecordExercise(shown, Given{}))
	c, ok, err := s.Card(ExerciseItem("multiplex", 1, "classify 12 6"))
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, 1, c.Lapses)
	assert.Zero(t, c.Reviews)
	got, err := s.Outcomes(KindExercise)
	require.NoError(t, err)
	assert.Equal(t, AnswerShown, got[ExerciseItem("multiplex", 1, "classify 12 6")])
}

// An exercise left after a wrong try keeps its time, and is neither an
// answer nor a lapse.
func TestExerciseLeftKeepsTheTime(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	s := openAt(t, &fixedClock{t: day0}).ForLearner("SHA256:ann")
	wrong := lessons.Attempt{Lesson: "multiplex", Exercise: 1, Task: "classify 12 6", Answer: "duplex", Opened: day0,
		At: day0.Add(5 * time.Second), Took: 5 * time.Second}
	require.NoError(t, s.RecordExercise(wrong, Given{}))
	left := wrong
	left.Answer, left.Left, left.At, left.Took = "", true, day0.Add(45*time.Second), 40*time.Second
	require.NoError(t, s.RecordExercise(left, Given{}))
	c, _, err := s.Card(ExerciseItem("multiplex", 1, "classify 12 6"))
	require.NoError(t, err)
	assert.Equal(t, 1, c.Lapses)
	rows, err := s.ClassRows("", true)
	require.NoError(t, err)
	require.Len(t, rows.Results, 1)
	assert.Equal(t, 1, rows.Results[0].Answers)
	assert.Equal(t, 45*time.Second, rows.Results[0].Took, "from opening to leaving")
	require.Len(t, rows.Attempts, 2)
	assert.Equal(t, "left unfinished", rows.Attempts[1].Judged())
}
