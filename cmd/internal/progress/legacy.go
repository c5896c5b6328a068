package progress

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rithmo/rithmo/cmd/internal/sqlitefile"
	"go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
	"golang.org/x/sys/unix"
)

// Progress files of rithmo up to SQLite schema 3 are imported: read whole
// with sqlitefile (with their -wal or hot -journal), brought to schema 3's
// content in Go as the SQL migrations did, and put into buckets. Open
// converts the file in place, keeping the SQLite file beside it as
// PATH.sqlite-backup; Read and Export import it into memory and write
// nothing beside it.

// legacyRow is one row of a legacy table, by column name.
type legacyRow struct {
	cols map[string]int
	v    []any
}

func (r legacyRow) val(c string) any {
	i, ok := r.cols[c]
	if !ok || i >= len(r.v) {
		return nil
	}
	return r.v[i]
}

func (r legacyRow) str(c string) string {
	switch v := r.val(c).(type) {
	case string:
		return v
	case []byte:
		return string(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	}
	return ""
}

func (r legacyRow) int(c string) int64 {
	switch v := r.val(c).(type) {
	case int64:
		return v
	case float64:
		return int64(v)
	case string:
		n, _ := strconv.ParseInt(v, 10, 64)
		return n
	}
	return 0
}

func (r legacyRow) f64(c string) float64 {
	switch v := r.val(c).(type) {
	case int64:
		return float64(v)
	case float64:
		return v
	case string:
		n, _ := strconv.ParseFloat(v, 64)
		return n
	}
	return 0
}

func legacyRows(f *sqlitefile.File, table string, fn func(r legacyRow) error) error {
	for _, t := range f.Tables() {
		if t.Name != table {
			continue
		}
		cols := map[string]int{}
		for i, c := range t.Columns {
			cols[c] = i
		}
		return f.Rows(table, func(row []any) error { return fn(legacyRow{cols: cols, v: row}) })
	}
	return nil // not in this schema
}

// Review cards made from schema 1's misses, as the migration to schema 2
// made them: FSRS's first memory after a miss, due a day after the last
// answer.
const (
	legacyStability = 0.40255
	legacyHardness  = 7.1949
)

// importLegacy reads the tables of a rithmo SQLite file (f nil: an empty
// one) into memory, at the content of SQLite schema 3.
func importLegacy(f *sqlitefile.File) (map[string]*memTable, error) {
	mem := map[string]*memTable{}
	for _, name := range dataBuckets {
		mem[name] = newMemTable()
	}
	if f == nil {
		return mem, nil
	}
	version := int(f.UserVersion())

	var visits []visitRec
	err := legacyRows(f, "lesson_visit", func(r legacyRow) error {
		v := visitRec{Lesson: r.str("lesson"), Seq: int64(len(visits) + 1), Page: int(r.int("page")),
			First: r.str("first_opened"), Last: r.str("last_opened"), Finished: r.str("finished")}
		visits = append(visits, v)
		mem[bucketVisit].put([]byte(v.Lesson), v.encode())
		return nil
	})
	if err != nil {
		return nil, err
	}
	if version < 2 {
		// Schema 1 kept only the last page: the pages up to it count
		// as opened, when the lesson was first opened.
		for _, v := range visits {
			for p := 0; p <= v.Page; p++ {
				pr := pageRec{Lesson: v.Lesson, Page: p, First: v.First}
				mem[bucketPage].put(pageKey(pr.Lesson, pr.Page), pr.encode())
			}
		}
	} else if err := legacyRows(f, "lesson_page", func(r legacyRow) error {
		pr := pageRec{Lesson: r.str("lesson"), Page: int(r.int("page")), First: r.str("first_opened")}
		mem[bucketPage].put(pageKey(pr.Lesson, pr.Page), pr.encode())
		return nil
	}); err != nil {
		return nil, err
	}

	var exercises []exerciseRec
	if err := legacyRows(f, "exercise_attempt", func(r legacyRow) error {
		e := exerciseRec{ID: r.int("id"), Lesson: r.str("lesson"), Exercise: int(r.int("exercise")), Task: r.str("task"),
			Answer: r.str("answer"), Correct: r.int("correct") != 0, Hints: int(r.int("hints")), At: r.str("at"), Day: r.str("day"),
			TookMS: r.int("took_ms"), Item: r.str("item"), Seed: r.str("seed"), Origin: r.str("origin"), Learner: r.str("learner")}
		if version < 2 {
			e.Item, e.Seed, e.Origin = ExerciseItem(e.Lesson, e.Exercise, e.Task), "", OriginLesson
		}
		exercises = append(exercises, e)
		mem[bucketExercise].put(idKey(e.ID), e.encode())
		return nil
	}); err != nil {
		return nil, err
	}

	themesOf := map[int64][]string{}
	if err := legacyRows(f, "puzzle_theme", func(r legacyRow) error {
		id := r.int("attempt")
		themesOf[id] = append(themesOf[id], r.str("theme"))
		return nil
	}); err != nil {
		return nil, err
	}
	var puzzles []puzzleRec
	if err := legacyRows(f, "puzzle_attempt", func(r legacyRow) error {
		p := puzzleRec{ID: r.int("id"), Puzzle: r.str("puzzle"), Rules: r.str("rules"), Answer: r.str("answer"),
			Correct: r.int("correct") != 0, Hints: int(r.int("hints")), At: r.str("at"), Day: r.str("day"), TookMS: r.int("took_ms"),
			Item: r.str("item"), Position: r.str("position"), Goal: r.str("goal"), Difficulty: int(r.int("difficulty")),
			Origin: r.str("origin"), Learner: r.str("learner"), Assignment: r.str("assignment")}
		if version < 2 {
			p.Item, p.Position, p.Goal, p.Difficulty, p.Origin = p.Puzzle, "", "", 0, OriginPlay
		}
		p.Themes = slices.Sorted(slices.Values(themesOf[p.ID]))
		puzzles = append(puzzles, p)
		mem[bucketPuzzle].put(idKey(p.ID), p.encode())
		for _, k := range triedKeys(p) {
			mem[bucketTried].put(k, []byte{})
		}
		return nil
	}); err != nil {
		return nil, err
	}

	if version < 2 {
		if err := legacyCards(mem[bucketCard], exercises, puzzles); err != nil {
			return nil, err
		}
	} else if err := legacyRows(f, "review_card", func(r legacyRow) error {
		c := cardRec{Item: r.str("item"), Kind: r.str("kind"), Name: r.str("name"), Title: r.str("title"),
			Exercise: int(r.int("exercise")), Task: r.str("task"), Seed: r.str("seed"), Rules: r.str("rules"),
			Position: r.str("position"), Goal: r.str("goal"), Themes: r.str("themes"), Difficulty: int(r.int("difficulty")),
			Stability: r.f64("stability"), Hardness: r.f64("hardness"), Reviews: int(r.int("reviews")), Lapses: int(r.int("lapses")),
			Streak: int(r.int("streak")), Added: r.str("added"), Last: r.str("last"), Due: r.str("due")}
		mem[bucketCard].put([]byte(c.Item), c.encode())
		return nil
	}); err != nil {
		return nil, err
	}
	if err := legacyRows(f, "rating", func(r legacyRow) error {
		rr := ratingRec{Rating: r.f64("rating"), Deviation: r.f64("deviation"), Volatility: r.f64("volatility"),
			Games: int(r.int("games")), Updated: r.str("updated")}
		mem[bucketRating].put([]byte(r.str("subject")), rr.encode())
		return nil
	}); err != nil {
		return nil, err
	}
	if err := legacyRows(f, "rating_history", func(r legacyRow) error {
		h := historyRec{ID: r.int("id"), Subject: r.str("subject"), Attempt: r.int("attempt"), Rating: r.f64("rating"),
			Deviation: r.f64("deviation"), At: r.str("at"), Day: r.str("day")}
		mem[bucketHistory].put(idKey(h.ID), h.encode())
		return nil
	}); err != nil {
		return nil, err
	}
	if err := legacyRows(f, "learner", func(r legacyRow) error {
		l := learnerRec{ID: r.str("id"), Name: r.str("name"), Key: r.str("key"), FirstSeen: r.str("first_seen"), LastSeen: r.str("last_seen")}
		mem[bucketLearner].put([]byte(l.ID), l.encode())
		return nil
	}); err != nil {
		return nil, err
	}
	type posItem struct {
		pos int64
		it  itemRec
	}
	items := map[string][]posItem{}
	if err := legacyRows(f, "assignment_item", func(r legacyRow) error {
		name := r.str("assignment")
		items[name] = append(items[name], posItem{r.int("pos"), itemRec{Puzzle: r.str("puzzle"), Title: r.str("title"),
			Rules: r.str("rules"), Position: r.str("position"), Goal: r.str("goal"), Themes: r.str("themes"), Difficulty: int(r.int("difficulty"))}})
		return nil
	}); err != nil {
		return nil, err
	}
	if err := legacyRows(f, "assignment", func(r legacyRow) error {
		a := assignmentRec{Name: r.str("name"), Created: r.str("created"), Due: r.str("due"), Command: r.str("command"),
			Seed: r.str("seed"), Lessons: r.str("lessons")}
		its := items[a.Name]
		slices.SortFunc(its, func(x, y posItem) int { return int(x.pos - y.pos) })
		for _, it := range its {
			a.Items = append(a.Items, it.it)
		}
		mem[bucketAssignment].put([]byte(a.Name), a.encode())
		return nil
	}); err != nil {
		return nil, err
	}
	for _, m := range mem {
		m.sort()
	}
	return mem, nil
}

// triedKeys index a puzzle answer for rate's question "was this puzzle
// tried before?": by its item, and by its id when it has no position (an
// answer kept before schema 2).
func triedKeys(p puzzleRec) [][]byte {
	keys := [][]byte{append([]byte{'i'}, p.Item...)}
	if p.Position == "" {
		keys = append(keys, append([]byte{'p'}, p.Item...))
	}
	return keys
}

// legacyCards makes schema 1's review cards: an item missed or answered
// with a hint, grouped by item.
func legacyCards(cards *memTable, exercises []exerciseRec, puzzles []puzzleRec) error {
	type group struct {
		c          cardRec
		missed     bool
		lastID     int64
		first, end string
	}
	add := func(groups map[string]*group, order *[]string, item string, id int64, at string, correct bool, hints int, fill func(*cardRec)) {
		g := groups[item]
		if g == nil {
			g = &group{first: at, end: at, lastID: -1 << 63}
			groups[item] = g
			*order = append(*order, item)
		}
		if !correct || hints > 0 {
			g.missed = true
		}
		if !correct {
			g.c.Lapses++
		}
		g.first, g.end = min(g.first, at), max(g.end, at)
		if id > g.lastID {
			g.lastID = id
			fill(&g.c)
		}
	}
	groups := map[string]*group{}
	var order []string
	for _, p := range puzzles {
		add(groups, &order, p.Item, p.ID, p.At, p.Correct, p.Hints, func(c *cardRec) {
			c.Kind, c.Name, c.Rules, c.Themes = KindPuzzle, p.Puzzle, p.Rules, strings.Join(p.Themes, ",")
		})
	}
	for _, e := range exercises {
		add(groups, &order, e.Item, e.ID, e.At, e.Correct, e.Hints, func(c *cardRec) {
			c.Kind, c.Name, c.Exercise, c.Task = KindExercise, e.Lesson, e.Exercise, e.Task
		})
	}
	for _, item := range order {
		g := groups[item]
		if !g.missed {
			continue
		}
		last, err := time.Parse(timeLayout, g.end)
		if err != nil {
			return fmt.Errorf("answer to %q: bad time %q", item, g.end)
		}
		c := g.c
		c.Item, c.Stability, c.Hardness = item, legacyStability, legacyHardness
		c.Added, c.Last, c.Due = g.first, g.end, stamp(last.Add(24*time.Hour))
		if cards.Get([]byte(item)) == nil {
			cards.put([]byte(item), c.encode())
		}
	}
	return nil
}

// writeTables makes a new rithmo file in tx with the tables of mem.
func writeTables(tx *bbolt.Tx, mem map[string]*memTable) error {
	if err := initialise(tx); err != nil {
		return err
	}
	for _, name := range dataBuckets {
		m := mem[name]
		b := tx.Bucket([]byte(name))
		b.FillPercent = 0.9
		for _, k := range m.keys {
			if err := b.Put([]byte(k), m.vals[k]); err != nil {
				return err
			}
		}
		switch name {
		case bucketExercise, bucketPuzzle, bucketHistory:
			if n := len(m.keys); n > 0 {
				if err := b.SetSequence(uint64FromBE([]byte(m.keys[n-1]))); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// writeNewFile writes mem as a new rithmo file at path (which must not
// exist, or be empty), synced.
func writeNewFile(path string, mem map[string]*memTable) error {
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: busyTimeout})
	if err != nil {
		return err
	}
	err = db.Update(func(tx *bbolt.Tx) error { return writeTables(tx, mem) })
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// globEscape quotes the pattern characters of a file name for Glob.
func globEscape(name string) string {
	var b strings.Builder
	for _, r := range name {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// backupSuffix names the SQLite file kept beside a converted one.
const backupSuffix = ".sqlite-backup"

// companions are the files SQLite keeps beside its main file that hold
// committed data.
var companions = []string{"-wal", "-journal"}

// convert turns the legacy SQLite file at s.real into a rithmo bbolt file
// in place. It holds the file's flock (and this process's lock) while it
// works, and reads the file again under it: converted is false when
// another rithmo converted it first. The order of the steps keeps all the
// progress at every crash: the new file is written and synced under a
// temporary name; the SQLite file and its -wal or -journal get a second
// name (hard links, so that PATH still names them); only then does the
// new file take PATH's name, atomically.
func (s *Store) convert() (converted bool, err error) {
	mu := lockOf(s.real)
	mu.Lock()
	defer mu.Unlock()
	fd, err := os.Open(s.real)
	if err != nil {
		return false, s.wrap(err)
	}
	defer fd.Close()
	if err := flockWait(fd); err != nil {
		return false, s.openError(err)
	}
	// Still the file inspected, still SQLite?
	held, err1 := fd.Stat()
	now, err2 := os.Stat(s.real)
	if err := errors.Join(err1, err2); err != nil {
		return false, s.wrap(err)
	}
	if !os.SameFile(held, now) {
		return false, nil
	}
	// Converted by another rithmo between Open's look and this lock (the
	// new file took PATH's name before this process opened it), or replaced
	// by any other file: Open looks again, out of the lock, which reading a
	// bbolt file takes. Under the lock only a SQLite file is read.
	head, err := io.ReadAll(io.LimitReader(fd, 64<<10))
	if err != nil || !bytes.HasPrefix(head, sqliteMagic) {
		return false, nil
	}
	f, err := inspectSQLite(s.path, s.real, head)
	if err != nil {
		return false, err
	}
	mem, err := importLegacy(f)
	if err != nil {
		return false, &ForeignError{Path: s.path, Problem: "it is damaged: " + err.Error(), damaged: true, ours: true}
	}
	dir := filepath.Dir(s.real)
	// A conversion that crashed may have left its temporary file: under
	// the lock, none is another's work in progress.
	if stale, err := filepath.Glob(filepath.Join(dir, globEscape(filepath.Base(s.real))+".converting-*")); err == nil {
		for _, f := range stale {
			os.Remove(f)
		}
	}
	tmp, err := os.CreateTemp(dir, filepath.Base(s.real)+".converting-*") // 0600
	if err != nil {
		return false, s.wrap(err)
	}
	tmpName := tmp.Name()
	tmp.Close()
	done := false
	defer func() {
		if !done {
			os.Remove(tmpName)
		}
	}()
	if err := writeNewFile(tmpName, mem); err != nil {
		return false, s.wrap(err)
	}
	backup, err := s.keepBackup()
	if err != nil {
		return false, err
	}
	if err := syncDir(dir); err != nil {
		return false, s.wrap(err)
	}
	if err := os.Rename(tmpName, s.real); err != nil {
		return false, s.wrap(err)
	}
	done = true
	if err := syncDir(dir); err != nil {
		return true, s.wrap(err)
	}
	// PATH's -wal and -journal now belong to the backup (which has its
	// own links to them); the -shm is SQLite's scratch.
	dropCompanions(s.real, backup)
	os.Remove(s.real + "-shm")
	return true, s.wrap(syncDir(dir))
}

// dropCompanions removes the -wal and -journal beside the converted file
// at real that are the backup's own (links to the same files): what a
// conversion stopped just after its rename leaves.
func dropCompanions(real, backup string) {
	for _, c := range companions {
		if a, err := os.Stat(real + c); err == nil {
			if b, err := os.Stat(backup + c); err == nil && os.SameFile(a, b) {
				os.Remove(real + c)
			}
		}
	}
}

// keepBackup gives the SQLite file and its companions their backup names:
// PATH.sqlite-backup, or PATH.sqlite-backup.2 and on when that is taken by
// another file (links left by a conversion that crashed are reused). It
// returns the backup's name.
func (s *Store) keepBackup() (string, error) {
	for n := 1; n < 100; n++ {
		backup := s.real + backupSuffix
		if n > 1 {
			backup += "." + strconv.Itoa(n)
		}
		if !freeFor(backup, s.real) {
			continue
		}
		for _, c := range append(companions, "") {
			if _, err := os.Stat(s.real + c); err != nil {
				continue
			}
			os.Remove(backup + c) // a link to the same file, left by a crash
			if err := linkOrCopy(s.real+c, backup+c); err != nil {
				return "", &StoreError{Path: s.path, Err: err, What: "the SQLite file of an older rithmo could not be kept as " + backup + " (" + pathless(err) + ")",
					Todo: "check the folder and its free space, then try again"}
			}
		}
		return backup, nil
	}
	return "", &StoreError{Path: s.path, What: "too many " + backupSuffix + " files beside it", Todo: "move the old backups away, then try again"}
}

// freeFor reports whether backup (and its companions) may be used for
// the SQLite file at real: they do not exist, or are links to its files.
func freeFor(backup, real string) bool {
	for _, c := range append(companions, "") {
		b, err := os.Lstat(backup + c)
		if err != nil {
			continue
		}
		a, err := os.Stat(real + c)
		if err != nil || !os.SameFile(a, b) {
			return false
		}
	}
	return true
}

// linkOrCopy gives from a second name to (a hard link); where the file
// system has none, it copies, synced.
func linkOrCopy(from, to string) error {
	if err := os.Link(from, to); err == nil {
		return nil
	}
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(to)
	}
	return err
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// flockWait takes f's exclusive flock, waiting up to busyTimeout, as bbolt
// does.
func flockWait(f *os.File) error { return flockWaitHow(f, unix.LOCK_EX) }

// flockWaitHow takes f's flock, exclusive (LOCK_EX) or shared (LOCK_SH),
// waiting up to busyTimeout.
func flockWaitHow(f *os.File, how int) error {
	deadline := time.Now().Add(busyTimeout)
	for {
		err := unix.Flock(int(f.Fd()), how|unix.LOCK_NB)
		if err == nil {
			return nil
		}
		if !errors.Is(err, unix.EWOULDBLOCK) {
			return err
		}
		if time.Now().After(deadline) {
			return berrors.ErrTimeout // a lock not had within busyTimeout, as bbolt's own
		}
		time.Sleep(50 * time.Millisecond)
	}
}
