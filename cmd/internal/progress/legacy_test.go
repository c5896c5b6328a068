package progress

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legacyFixtures are the SQLite progress files of testdata/legacy that
// rithmo wrote (synthetic.db is not rithmo's), with the files beside them.
var legacyFixtures = []legacyFixture{
	{"v1.db", nil, ""},
	{"v2.db", nil, ""},
	{"v3.db", nil, ""},
	{"v2-then-v3.db", nil, ""},
	{"class-v3.db", nil, ""},
	{"v3-wal.db", []string{"-wal"}, ""},
	// The SQLite store itself refused it (its inspection read the main file
	// without the journal and found it damaged); its journal played back,
	// it holds v1.db's tables exactly (see README.md), so it must read as
	// v1.db.
	{"hot-v1.db", []string{"-journal"}, "v1.db"},
}

type legacyFixture struct {
	name   string
	beside []string // "-wal", "-journal"
	golden string   // the API golden it must read as: its own, or another's
}

// legacyShapes is a course for mastery: the fixtures' lessons, one of them
// without exercises.
var legacyShapes = []LessonShape{
	{Name: "battle-of-numbers", Pages: 5, Exercises: 4},
	{Name: "how-numbers-are-born", Pages: 4, Exercises: 3},
	{Name: "multiplex", Pages: 4, Exercises: 3},
	{Name: "no-exercises", Pages: 2, Exercises: 0},
}

// legacyNow is the clock every API snapshot is read at: after every
// fixture's last answer. legacyLater sees every review card due.
var (
	legacyNow   = time.Date(2026, 4, 2, 12, 0, 0, 0, time.UTC)
	legacyLater = time.Date(2027, 6, 1, 12, 0, 0, 0, time.UTC)
)

func openLegacy(t testing.TB, path string, clock *fixedClock) *Store {
	t.Helper()
	s, err := Open(path, WithClock(clock.now), WithLocation(time.UTC), WithLessons(legacyShapes))
	require.NoError(t, err)
	return s
}

// apiSnapshot reads everything the package's read API tells of a store,
// as JSON: what the golden testdata/legacy/X.api.json holds. The clock is
// moved to legacyNow (and to legacyLater for Due).
func apiSnapshot(t testing.TB, s *Store, clock *fixedClock) []byte {
	t.Helper()
	clock.set(legacyNow)
	out := map[string]any{}
	put := func(name string, v any, err error) {
		if err != nil {
			out[name] = map[string]string{"error": err.Error()}
			return
		}
		out[name] = v
	}
	r, err := s.Report()
	put("report", r, err)
	put("report.learning.bookmarks", r.Learning.Bookmarks, err)
	v, err := s.Visits()
	put("visits", v, err)
	sum, err := s.Summary()
	put("summary", sum, err)
	due, err := s.Due()
	put("due", due, err)
	clock.set(legacyLater)
	dueLater, err := s.Due()
	put("due.later", dueLater, err)
	clock.set(legacyNow)
	cards := map[string]any{}
	for _, c := range dueLater {
		card, ok, err := s.Card(c.Item)
		require.NoError(t, err)
		require.True(t, ok)
		cards[c.Item] = card
	}
	_, ok, err := s.Card("no such item")
	require.NoError(t, err)
	require.False(t, ok)
	out["cards"] = cards
	rs, err := s.Ratings()
	put("ratings", rs, err)
	hist := map[string]any{}
	for _, g := range Goals {
		h, err := s.RatingHistory(g)
		require.NoError(t, err)
		hist[g] = h
	}
	out["rating_history"] = hist
	m, err := s.Mastery()
	put("mastery", m, err)
	d, err := s.Daily()
	put("daily", d, err)
	l, err := s.Learning()
	put("learning", l, err)
	solved, err := s.SolvedPuzzles()
	put("solved", solved, err)
	played, err := s.PlayedPuzzles()
	put("played", played, err)
	items := make([]string, 0, len(played))
	for item := range played {
		items = append(items, item)
	}
	sort.Strings(items)
	pr := map[string]any{}
	for _, item := range append(items, "never-played") {
		r, err := s.PuzzleRating(item, 3)
		require.NoError(t, err)
		pr[item] = r
	}
	out["puzzle_ratings"] = pr
	pages := map[string]any{}
	answers := map[string]any{}
	for _, sh := range legacyShapes {
		p, ok := s.LastPage(sh.Name)
		pages[sh.Name] = map[string]any{"page": p, "ok": ok}
		a, err := s.LastExerciseAnswers(sh.Name)
		require.NoError(t, err)
		byIndex := map[string]ExerciseAttempt{}
		for i, x := range a {
			byIndex[fmt.Sprint(i)] = x
		}
		answers[sh.Name] = byIndex
	}
	out["last_page"] = pages
	out["last_exercise_answers"] = answers
	learners, err := s.Learners()
	put("learners", learners, err)
	as, err := s.Assignments()
	put("assignments", as, err)
	cr, err := s.ClassReport("")
	put("class_report", cr, err)
	byName := map[string]any{}
	for _, a := range as {
		cr, err := s.ClassReport(a.Name)
		require.NoError(t, err)
		byName[a.Name] = cr
	}
	_, err = s.ClassReport("no such assignment")
	byName["no such assignment"] = map[string]string{"error": err.Error()}
	out["class_report_by_assignment"] = byName
	b, err := json.MarshalIndent(out, "", "\t")
	require.NoError(t, err)
	return append(b, '\n')
}

// reportSnapshot is the part of apiSnapshot that Read gives.
func reportSnapshot(t testing.TB, r Report) []byte {
	t.Helper()
	b, err := json.MarshalIndent(map[string]any{
		"report":                    r,
		"report.learning.bookmarks": r.Learning.Bookmarks,
	}, "", "\t")
	require.NoError(t, err)
	return b
}

func (fx legacyFixture) goldenPath() string {
	if fx.golden != "" {
		return legacyGolden(fx.golden)
	}
	return legacyGolden(fx.name)
}

func legacyGolden(name string) string { return filepath.Join("testdata", "legacy", name+".api.json") }

// recordMore records, at legacyNow, what a learner and a teacher might do
// next with an imported file: pages, answers (one to a puzzle known by id
// alone before schema 2, one to a due card), a class answer and an
// assignment. Its results, read back, are X.after.api.json.
func recordMore(t testing.TB, s *Store, clock *fixedClock) {
	t.Helper()
	clock.set(legacyNow)
	at := legacyNow
	next := func() time.Time { at = at.Add(time.Minute); return at }
	require.NoError(t, s.LessonOpened("multiplex", 3))
	require.NoError(t, s.LessonFinished("multiplex"))
	require.NoError(t, s.LessonOpened("no-exercises", 0))
	require.NoError(t, s.RecordExercise(ExerciseAttempt{Lesson: "multiplex", Exercise: 0, Task: "classify 12 4", Answer: "multiplex", Correct: true, At: next(), Took: 3 * time.Second, Seed: 5}))
	require.NoError(t, s.RecordExercise(ExerciseAttempt{Lesson: "battle-of-numbers", Exercise: 1, Task: "classify 8", Answer: "even", HintsUsed: 1, At: next(), Took: time.Second}))
	require.NoError(t, s.RecordPuzzle(PuzzleAttempt{Puzzle: "f1-addition-1", Rules: "fulke1", Themes: []string{"addition"}, Answer: "a1-b2", Correct: true, At: next(), Goal: "capture e11", Position: "8/8 w fulke1 - - 1", Difficulty: 1}))
	require.NoError(t, s.RecordPuzzle(PuzzleAttempt{Puzzle: "new-one", Rules: "nemec", Themes: []string{"siege", "Addition"}, Answer: "x", At: next(), Goal: "triumph", Position: "8/8 b nemec - - 1", Difficulty: 4, Origin: OriginDaily}))
	due, err := s.Due()
	require.NoError(t, err)
	if len(due) > 0 {
		c := due[0]
		if c.Kind == KindPuzzle {
			require.NoError(t, s.RecordPuzzle(PuzzleAttempt{Puzzle: c.Name, Rules: c.Rules, Themes: c.Themes, Position: c.Position, Goal: c.Goal, Answer: "r", Correct: true, At: next(), Origin: OriginReview}))
		} else {
			require.NoError(t, s.RecordExercise(ExerciseAttempt{Lesson: c.Name, Exercise: c.Exercise, Task: c.Task, Answer: "r", Correct: true, At: next(), Origin: OriginReview}))
		}
	}
	_, err = s.SeeLearner("SHA256:carol", "ssh-ed25519 AAAA carol")
	require.NoError(t, err)
	require.NoError(t, s.NameLearner("SHA256:carol", "Carol"))
	require.NoError(t, s.RecordClassPuzzle("SHA256:carol", "week-3", PuzzleAttempt{Puzzle: "f1-addition-1", Rules: "fulke1", Answer: "b", At: next(), Goal: "capture e11", Position: "8/8 w fulke1 - - 1"}))
	require.NoError(t, s.RecordClassExercise("SHA256:carol", ExerciseAttempt{Lesson: "multiplex", Exercise: 2, Task: "classify 9 3", Answer: "multiplex", Correct: true, At: next()}))
	require.NoError(t, s.Assign(Assignment{Name: "week-3", Due: "2026-04-09", Command: "f1-addition-1", Seed: 77, Lessons: []string{"multiplex"},
		Items: []AssignedPuzzle{{Puzzle: "f1-addition-1", Rules: "fulke1", Position: "8/8 w fulke1 - - 1", Goal: "capture e11", Themes: []string{"addition"}, Difficulty: 1}}}))
}

func legacyAfterGolden(name string) string {
	return filepath.Join("testdata", "legacy", name+".after.api.json")
}

// copyFixture copies a legacy fixture and the files beside it into dir.
func copyFixture(t testing.TB, fx legacyFixture, dir string) string {
	t.Helper()
	path := filepath.Join(dir, fx.name)
	copyFile(t, filepath.Join("testdata", "legacy", fx.name), path)
	for _, b := range fx.beside {
		copyFile(t, filepath.Join("testdata", "legacy", fx.name+b), path+b)
	}
	return path
}

// Every legacy SQLite file is imported, by Open (converted in place) and by
// Read (in memory), exactly as the SQLite store read it: every read API
// gives the goldens the SQLite store gave; the file goes on recording as
// the SQLite store did; the SQLite file and its -wal or -journal are kept,
// byte for byte, as PATH.sqlite-backup.
func TestLegacyImport(t *testing.T) {
	for _, fx := range legacyFixtures {
		t.Run(fx.name, func(t *testing.T) {
			want, err := os.ReadFile(fx.goldenPath())
			require.NoError(t, err)
			dir := t.TempDir()
			path := copyFixture(t, fx, dir)
			before := snapshot(t, dir)

			r, err := Read(path, WithClock(func() time.Time { return legacyNow }), WithLocation(time.UTC), WithLessons(legacyShapes))
			require.NoError(t, err)
			var wantReport map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(want, &wantReport))
			var gotReport map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(reportSnapshot(t, r), &gotReport))
			for _, k := range []string{"report", "report.learning.bookmarks"} {
				assert.JSONEq(t, string(wantReport[k]), string(gotReport[k]), "Read: %s", k)
			}
			assert.Equal(t, before, snapshot(t, dir), "Read wrote nothing")

			clock := &fixedClock{t: legacyNow}
			s := openLegacy(t, path, clock)
			assertSameAPI(t, want, apiSnapshot(t, s, clock), "Open: every read API as the SQLite store answered")
			recordMore(t, s, clock)
			after := fx.golden
			if after == "" {
				after = fx.name
			}
			wantAfter, err := os.ReadFile(legacyAfterGolden(after))
			require.NoError(t, err)
			assertSameAPI(t, wantAfter, apiSnapshot(t, s, clock), "further records as the SQLite store made them")
			require.NoError(t, s.Close())

			// The SQLite files are kept beside, byte for byte.
			for _, b := range append([]string{""}, fx.beside...) {
				orig, err := os.ReadFile(filepath.Join("testdata", "legacy", fx.name+b))
				require.NoError(t, err)
				kept, err := os.ReadFile(path + backupSuffix + b)
				require.NoError(t, err, "backup %s", b)
				assert.True(t, bytes.Equal(orig, kept), "backup%s byte-identical", b)
				if b != "" {
					assert.NoFileExists(t, path+b, "PATH%s is the backup's now", b)
				}
				info, err := os.Stat(path + backupSuffix + b)
				require.NoError(t, err)
				assert.Equal(t, before[fx.name+b], snapshot(t, dir)[fx.name+backupSuffix+b])
				_ = info
			}
			// PATH is the new format, private, and opens again.
			head, err := readHead(path, 4096+20)
			require.NoError(t, err)
			assert.True(t, looksBolt(head))
			info, err := os.Stat(path)
			require.NoError(t, err)
			assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
			s = openLegacy(t, path, clock)
			assertSameAPI(t, wantAfter, apiSnapshot(t, s, clock), "the same after reopening")
		})
	}
}

// assertSameAPI compares two API snapshots answer by answer.
func assertSameAPI(t testing.TB, want, got []byte, what string) {
	t.Helper()
	var w, g map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(want, &w))
	require.NoError(t, json.Unmarshal(got, &g))
	for _, k := range slices.Sorted(maps.Keys(w)) {
		assert.JSONEq(t, string(w[k]), string(g[k]), "%s: %s", what, k)
	}
	assert.Len(t, g, len(w), what)
}

// Whatever moment a conversion was stopped at (a crash, a kill, a power
// cut), the next Open finds all the progress: in the SQLite file while it
// still has PATH's name, in the new file once it does. Leftovers (a
// temporary file, backup links, the -wal beside the new file) are reused or
// cleared, never taken for progress or lost.
func TestConversionStoppedAnywhereLosesNothing(t *testing.T) {
	fx := legacyFixture{name: "v3-wal.db", beside: []string{"-wal"}}
	want, err := os.ReadFile(fx.goldenPath())
	require.NoError(t, err)
	for _, tc := range []struct {
		name string
		stop func(t *testing.T, path string)
	}{
		{"the new file half written", func(t *testing.T, path string) {
			require.NoError(t, os.WriteFile(path+".converting-123", []byte("half a bbolt file"), 0o600))
		}},
		{"the backups linked, before the rename", func(t *testing.T, path string) {
			require.NoError(t, os.WriteFile(path+".converting-123", []byte("a whole bbolt file"), 0o600))
			require.NoError(t, os.Link(path, path+backupSuffix))
			require.NoError(t, os.Link(path+"-wal", path+backupSuffix+"-wal"))
		}},
		{"renamed, the -wal not yet removed", func(t *testing.T, path string) {
			s := openLegacy(t, path, &fixedClock{t: legacyNow})
			require.NoError(t, s.Close())
			require.NoError(t, os.Link(path+backupSuffix+"-wal", path+"-wal"))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := copyFixture(t, fx, dir)
			tc.stop(t, path)

			r, err := Read(path, WithClock(func() time.Time { return legacyNow }), WithLocation(time.UTC), WithLessons(legacyShapes))
			require.NoError(t, err)
			assertSameReport(t, want, r)
			clock := &fixedClock{t: legacyNow}
			s := openLegacy(t, path, clock)
			assertSameAPI(t, want, apiSnapshot(t, s, clock), "after the stop")
			require.NoError(t, s.Close())

			kept, err := os.ReadFile(path + backupSuffix + "-wal")
			require.NoError(t, err)
			orig, err := os.ReadFile(filepath.Join("testdata", "legacy", fx.name+"-wal"))
			require.NoError(t, err)
			assert.True(t, bytes.Equal(orig, kept), "the backup's -wal is the original")
			assert.NoFileExists(t, path+backupSuffix+".2", "the backup links were reused")
			assert.NoFileExists(t, path+"-wal", "the backup's -wal is not left beside the new file")
			stale, err := filepath.Glob(path + ".converting-*")
			require.NoError(t, err)
			assert.Empty(t, stale, "no temporary file left")
		})
	}
}

func assertSameReport(t *testing.T, golden []byte, r Report) {
	t.Helper()
	var want, got map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(golden, &want))
	require.NoError(t, json.Unmarshal(reportSnapshot(t, r), &got))
	for _, k := range []string{"report", "report.learning.bookmarks"} {
		assert.JSONEq(t, string(want[k]), string(got[k]), "Read: %s", k)
	}
}

// Two processes opening one SQLite file at once: one converts it, the
// other waits for it and uses the new file; both record, and nothing is
// lost.
func TestTwoProcessesConvertOneFile(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	dir := t.TempDir()
	path := copyFixture(t, legacyFixture{name: "v3.db"}, dir)
	const n = 20
	twoWriters(t, path, n)

	r, err := Read(path)
	require.NoError(t, err)
	assert.Equal(t, 6+2*n, r.Summary.Exercises.Attempts, "v3.db's 6 answers and both processes' 20")
	kept, err := os.ReadFile(path + backupSuffix)
	require.NoError(t, err)
	orig, err := os.ReadFile(filepath.Join("testdata", "legacy", "v3.db"))
	require.NoError(t, err)
	assert.True(t, bytes.Equal(orig, kept))
	assert.NoFileExists(t, path+backupSuffix+".2", "converted once")
}

// A rithmo that found the file still SQLite but reached the conversion's
// lock after another had converted it (the new file had PATH's name by the
// time this one opened it) leaves it to Open to look again: it neither
// converts twice nor waits for the lock it holds itself (a deadlock found
// under -race, where the window is wider).
func TestConvertAfterAnotherConverted(t *testing.T) {
	dir := t.TempDir()
	path := copyFixture(t, legacyFixture{name: "v3.db"}, dir)
	late := &Store{path: path, real: path} // inspected while the file was SQLite
	first, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, first.Close())

	done := make(chan error, 1)
	go func() {
		converted, err := late.convert()
		if err == nil && converted {
			err = errors.New("converted a second time")
		}
		done <- err
	}()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("convert waited for the lock it holds")
	}
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, 6, sum.Exercises.Attempts, "v3.db's 6 answers, once")
	assert.NoFileExists(t, path+backupSuffix+".2", "converted once")
}

// inspect looks again when the file it reads is replaced as it reads it
// (another rithmo's conversion renaming its new file over PATH), instead
// of calling the SQLite file it had begun to read damaged: a conversion's
// rename at a moment of its own while inspect reads, hundreds of times.
func TestInspectWhileAnotherConverts(t *testing.T) {
	if testing.Short() {
		t.Skip("a race, run many times")
	}
	dir := t.TempDir()
	old := copyFixture(t, legacyFixture{name: "v3.db"}, dir)
	converted := filepath.Join(dir, "converted.db")
	require.NoError(t, os.Link(old, converted))
	s, err := Open(converted)
	require.NoError(t, err)
	require.NoError(t, s.Close())

	path := filepath.Join(dir, "p.db")
	for i := 0; i < 300; i++ {
		os.Remove(path)
		require.NoError(t, os.Link(old, path))
		require.NoError(t, os.Link(converted, path+".new"))
		renamed := make(chan error)
		go func() {
			time.Sleep(time.Duration(i%50) * 5 * time.Microsecond)
			renamed <- os.Rename(path+".new", path)
		}()
		st, _, err := inspect(path, path)
		require.NoError(t, <-renamed)
		require.NoError(t, err, "look %d", i)
		require.Contains(t, []fileState{stateLegacy, stateOurs}, st)
	}
}
