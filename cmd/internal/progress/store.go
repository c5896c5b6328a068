package progress

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"time"

	"golang.org/x/sys/unix"
	"modernc.org/sqlite" // registers the pure-Go "sqlite" driver
	sqlite3 "modernc.org/sqlite/lib"
)

// ApplicationID marks a SQLite file as rithmo's (PRAGMA application_id,
// bytes 68..71 of the file header): "RTMO".
const ApplicationID = 0x52544D4F

// busyTimeout is how long a write waits for another rithmo process holding
// the file before giving up.
const busyTimeout = 5 * time.Second

// Store is an open progress database. Its methods are safe for concurrent use.
type Store struct {
	db   *sql.DB
	path string
	now  func() time.Time
	loc  *time.Location
	// shapes is the course, for mastery (WithLessons); nil: not judged.
	shapes []LessonShape
}

// Option configures Open.
type Option func(*Store)

// WithClock makes the store read the time from now instead of time.Now (for
// tests, and for a replayed session).
func WithClock(now func() time.Time) Option { return func(s *Store) { s.now = now } }

// WithLocation sets the time zone whose calendar days count for the streak
// (time.Local by default).
func WithLocation(loc *time.Location) Option { return func(s *Store) { s.loc = loc } }

// Open opens the progress database at path, creating it (mode 0600, and its
// directory, mode 0700) when it does not exist and migrating an older
// schema. The steps, in order: inspect (read-only: is it rithmo's?), create
// or check writability, then setUp (claim, WAL, migrate) on the read-write
// connection. A file that is not a usable rithmo database is refused with a
// *ForeignError and left exactly as it was; one that cannot be written now
// (read-only, locked past the busy timeout) with a *StoreError.
func Open(path string, opts ...Option) (*Store, error) {
	s := &Store{path: path, now: time.Now, loc: time.Local}
	for _, o := range opts {
		o(s)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("progress database %s: %w", path, err)
	}
	st, err := inspect(path, abs)
	if err != nil {
		return nil, err
	}
	if st == stateMissing {
		if err := create(path, abs); err != nil {
			return nil, err
		}
	} else if err := writable(path, abs); err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(abs, readWrite))
	if err != nil {
		return nil, fmt.Errorf("progress database %s: %w", path, err)
	}
	// One connection is plenty for one learner and keeps memory small; it
	// also serialises this process's writes so that only other processes
	// ever make it wait.
	db.SetMaxOpenConns(1)
	s.db = db
	if err := s.setUp(context.Background()); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// Path is the file the store keeps its records in.
func (s *Store) Path() string { return s.path }

// Close checkpoints the write-ahead log into the file and closes it, so
// that a cleanly closed file is complete on its own: a teacher may copy
// progress.db without its -wal. Records are already durable before Close.
// The checkpoint is best effort (another rithmo reading the file may hold
// part of the log back; it checkpoints when it closes in turn).
func (s *Store) Close() error {
	// TRUNCATE waits for other processes' readers and writer: not the
	// whole busy timeout, only a moment, as leaving must not hang.
	ctx := context.Background()
	if conn, err := s.db.Conn(ctx); err == nil {
		_, _ = conn.ExecContext(ctx, "PRAGMA busy_timeout=300")
		_, _ = conn.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
		conn.Close()
	}
	return s.db.Close()
}

// create makes the file at abs (mode 0600) and its missing folders (mode
// 0700) before SQLite opens it, so that the learner's answers are private
// whatever the umask and whatever the path: SQLite would create a missing
// file 0644, and its -wal and -shm files copy the main file's mode. A
// dangling symlink is followed to the file it names, which is created
// there, as SQLite itself would.
func create(path, abs string) error {
	target, err := danglingTarget(abs)
	if err != nil {
		return explain(path, err)
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o700); err != nil {
		return &StoreError{Path: path, What: fmt.Sprintf("its folder %s cannot be created (%s)", filepath.Dir(target), pathless(err)),
			Todo: "create the folder yourself, or keep progress elsewhere with --data FILE or RITHMO_DATA", Err: err}
	}
	// O_EXCL: another rithmo may have created it meanwhile, which is as
	// good; O_EXCL also never follows a symlink, and target is none.
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err == nil {
		err = f.Close()
	}
	if err != nil && !errors.Is(err, fs.ErrExist) {
		return explain(path, err)
	}
	return nil
}

// writable refuses, before SQLite opens it (and leaves -wal and -shm files
// beside it), a file this process may not write, or one in a folder where
// SQLite could not create its write-ahead log. The write in claim catches
// what this cannot see (root, or permissions that change meanwhile).
func writable(path, abs string) error {
	readOnly := func(what string, err error) error {
		return &StoreError{Path: path, What: what + " (" + pathless(err) + ")", Err: err,
			Todo: fmt.Sprintf("make it writable (chmod u+w %q), or keep progress elsewhere with --data FILE or RITHMO_DATA", path)}
	}
	if err := unix.Access(abs, unix.W_OK); err != nil {
		return readOnly("it cannot be written: the file is read-only for you", err)
	}
	if _, err := os.Stat(abs + "-wal"); errors.Is(err, fs.ErrNotExist) {
		dir := filepath.Dir(abs)
		if err := unix.Access(dir, unix.W_OK|unix.X_OK); err != nil {
			return &StoreError{Path: path, What: fmt.Sprintf("its folder %s is read-only for you (%s), and SQLite keeps a log file beside the database", filepath.Dir(path), pathless(err)), Err: err,
				Todo: fmt.Sprintf("make the folder writable (chmod u+w %q), or keep progress elsewhere with --data FILE or RITHMO_DATA", filepath.Dir(path))}
		}
	}
	return nil
}

// danglingTarget follows abs through symlinks to the path that does not
// exist yet; abs itself when it is not a symlink.
func danglingTarget(abs string) (string, error) {
	for range 40 { // as many links as Linux follows
		info, err := os.Lstat(abs)
		if errors.Is(err, fs.ErrNotExist) {
			return abs, nil
		}
		if err != nil {
			return "", err
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			return abs, nil // created meanwhile: Open will see it
		}
		link, err := os.Readlink(abs)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(abs), link)
		}
		abs = link
	}
	return "", errors.New("too many levels of symbolic links")
}

// Ways of opening a file.
const (
	readWrite = "rwc" // create when missing
	readOnly  = "ro"
	// immutable reads the main file alone, without locks and without
	// creating the -wal and -shm files a read-only connection to a WAL
	// database makes: inspect uses it when there is no -wal to read.
	immutable = "immutable"
)

// dsn is the modernc.org/sqlite data source for the file at abs. A file: URI
// keeps odd characters in the path ('?', '#', '%') from being read as URI
// syntax.
func dsn(abs, mode string) string {
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}
	q := url.Values{}
	if mode == immutable {
		q.Set("mode", readOnly)
		q.Set("immutable", "1")
	} else {
		q.Set("mode", mode)
	}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	if mode != readWrite {
		// Belt and braces: a connection that only reads refuses to write
		// even if some statement tried.
		q.Add("_pragma", "query_only(1)")
	}
	if mode == readWrite {
		// FULL: a commit is synced before it returns, so even a power
		// cut keeps every answer already acknowledged.
		q.Add("_pragma", "synchronous(FULL)")
		q.Add("_pragma", "foreign_keys(1)")
		q.Set("_txlock", "immediate")
	}
	return u.String() + "?" + q.Encode()
}

// setUp makes sure the file is rithmo's and writable, turns on WAL and runs
// the migrations the file lacks. Each step re-reads the file under a write
// lock, so two processes opening one new file at once do not both create
// it.
//
// The first step (claim) always runs, even on a file inspect found to be
// rithmo's: it is the first thing this read-write connection reads, so it
// sees the file as it really is. A crash in a first run can leave the mark
// written but the rollback journal that undoes it still there (review D1);
// inspect, reading the header and an immutable view, cannot see that, and
// this connection has just rolled the file back to empty: claim marks it
// again. Its IMMEDIATE transaction also proves the file can be written now,
// so a read-only file or folder, or a lock held past the busy timeout, is
// refused here rather than at the first answer (review D8).
func (s *Store) setUp(ctx context.Context) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return s.wrap(err)
	}
	defer conn.Close()
	if err := s.claim(ctx, conn); err != nil {
		return err
	}
	mode, err := walMode(ctx, conn)
	if err != nil {
		return s.wrap(err)
	}
	if mode != "wal" {
		return fmt.Errorf("progress database %s: cannot use write-ahead logging (journal mode stays %q); is it on a network file system? Keep progress on a local disk with --data FILE or RITHMO_DATA", s.path, mode)
	}
	return s.migrate(ctx, conn)
}

// walMode switches the file to WAL (a no-op when it already is) and returns
// the journal mode it is in. Changing the mode needs the file to itself, and
// SQLite reports SQLITE_BUSY at once instead of waiting when a second
// process is opening the same new file: retry until busyTimeout.
func walMode(ctx context.Context, conn *sql.Conn) (string, error) {
	deadline := time.Now().Add(busyTimeout)
	for wait := 5 * time.Millisecond; ; wait = min(2*wait, 100*time.Millisecond) {
		var mode string
		err := conn.QueryRowContext(ctx, "PRAGMA journal_mode=WAL").Scan(&mode)
		if err == nil || !isBusy(err) || time.Now().After(deadline) {
			return mode, err
		}
		time.Sleep(wait)
	}
}

// isBusy reports SQLITE_BUSY or SQLITE_LOCKED, with any extended code.
func isBusy(err error) bool {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return false
	}
	code := se.Code() & 0xff
	return code == sqlite3.SQLITE_BUSY || code == sqlite3.SQLITE_LOCKED
}

// claim writes rithmo's application_id into a new or empty file, and
// checks that the file can be written (see setUp). A new file starts in
// rollback-journal mode, so the mark is in the main file's header at once
// (not only in a write-ahead log): inspect can read it from the header
// without opening the database.
func (s *Store) claim(ctx context.Context, conn *sql.Conn) error {
	tx, err := conn.BeginTx(ctx, nil) // IMMEDIATE (see dsn): fails on a file that cannot be written
	if err != nil {
		return s.wrap(err)
	}
	defer tx.Rollback()
	var appID, objects int64
	if err := tx.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return s.wrap(err)
	}
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&objects); err != nil {
		return s.wrap(err)
	}
	switch {
	case appID == ApplicationID:
		// rithmo's already (or another rithmo process claimed it first).
		// Write the mark again, unchanged, and roll it back: SQLite opens
		// a file it may not write read-only without a word, and a WAL
		// file even begins an IMMEDIATE transaction; only a write fails.
		if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id=%d", ApplicationID)); err != nil {
			return s.wrap(err)
		}
		return nil
	case appID != 0 || objects != 0:
		return &ForeignError{Path: s.path, Problem: fmt.Sprintf("it became another program's database while rithmo was opening it (application_id %#x, %d schema objects)", appID, objects)}
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id=%d", ApplicationID)); err != nil {
		return s.wrap(err)
	}
	return s.wrap(tx.Commit())
}

// migrate brings the schema up to SchemaVersion. A version this rithmo
// cannot have written (negative, newer, or 0 on a file that already holds
// tables) is refused: the file is damaged, edited or from a newer rithmo.
func (s *Store) migrate(ctx context.Context, conn *sql.Conn) error {
	var version int
	if err := conn.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return s.wrap(err)
	}
	if version == len(migrations) {
		return nil // the common case: no write lock needed
	}
	tx, err := conn.BeginTx(ctx, nil) // IMMEDIATE (see dsn): one migrator at a time
	if err != nil {
		return s.wrap(err)
	}
	defer tx.Rollback()
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return s.wrap(err)
	}
	var tables []string
	if version == 0 {
		if tables, err = tableNames(ctx, tx); err != nil {
			return s.wrap(err)
		}
	}
	if err := checkVersion(s.path, version, tables); err != nil {
		return err
	}
	for i := version; i < len(migrations); i++ {
		if _, err := tx.ExecContext(ctx, migrations[i]); err != nil {
			return s.wrap(fmt.Errorf("migration to schema %d: %w", i+1, err))
		}
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version=%d", len(migrations))); err != nil {
		return s.wrap(err)
	}
	return s.wrap(tx.Commit())
}

// checkVersion refuses a schema version this rithmo cannot migrate from.
// tables are the file's tables, needed only when version is 0.
func checkVersion(path string, version int, tables []string) error {
	switch {
	case version < 0:
		return &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: its schema version %d is negative", version), damaged: true, ours: true}
	case version > SchemaVersion():
		return newerSchema(path, version)
	case version == 0 && len(tables) > 0:
		return &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: it holds tables (%s) but its schema version 0 says it has none", listTables(tables)), damaged: true, ours: true}
	}
	return nil
}

// tableNames lists the tables of the file, in name order; q is a *sql.DB,
// *sql.Conn or *sql.Tx (querier is in review.go).
func tableNames(ctx context.Context, q querier) ([]string, error) {
	rows, err := q.QueryContext(ctx, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		tables = append(tables, name)
	}
	return tables, rows.Err()
}

// tablesOf lists the tables schema version holds: those the migrations up to
// it create. Written out from the migrations themselves, so that a new
// migration needs no list kept beside it.
func tablesOf(version int) []string {
	var out []string
	for _, m := range migrations[:min(max(version, 0), len(migrations))] {
		for _, match := range createTable.FindAllStringSubmatch(m, -1) {
			out = append(out, match[1])
		}
	}
	return out
}

var createTable = regexp.MustCompile(`(?im)^\s*CREATE TABLE (?:IF NOT EXISTS )?(\w+)`)

// wrap names the file in an error from the driver and says it in words.
func (s *Store) wrap(err error) error { return explain(s.path, err) }

// SchemaVersion is the schema this rithmo writes (PRAGMA user_version).
func SchemaVersion() int { return len(migrations) }

// migrations[i] takes the schema from version i to i+1. Never edit one that
// has shipped: add a new one.
var migrations = []string{
	`
CREATE TABLE lesson_visit (
	lesson        TEXT PRIMARY KEY,          -- slug, e.g. "multiplex"
	page          INTEGER NOT NULL,          -- last page shown
	first_opened  TEXT NOT NULL,             -- UTC, ` + timeLayout + `
	last_opened   TEXT NOT NULL,
	finished      TEXT                       -- first time the last page was reached
) STRICT;

CREATE TABLE exercise_attempt (
	id        INTEGER PRIMARY KEY,
	lesson    TEXT NOT NULL,
	exercise  INTEGER NOT NULL,              -- index in the lesson, from 0
	task      TEXT NOT NULL,                 -- as resolved, e.g. "classify 12 9"
	answer    TEXT NOT NULL,
	correct   INTEGER NOT NULL CHECK (correct IN (0, 1)),
	hints     INTEGER NOT NULL CHECK (hints >= 0),
	at        TEXT NOT NULL,                 -- UTC
	day       TEXT NOT NULL,                 -- the learner's calendar day, YYYY-MM-DD
	took_ms   INTEGER NOT NULL CHECK (took_ms >= 0)
) STRICT;
CREATE INDEX exercise_attempt_by_exercise ON exercise_attempt (lesson, exercise, at);
CREATE INDEX exercise_attempt_by_day ON exercise_attempt (day);

CREATE TABLE puzzle_attempt (
	id        INTEGER PRIMARY KEY,
	puzzle    TEXT NOT NULL,
	rules     TEXT NOT NULL,                 -- rule set name
	answer    TEXT NOT NULL,
	correct   INTEGER NOT NULL CHECK (correct IN (0, 1)),
	hints     INTEGER NOT NULL CHECK (hints >= 0),
	at        TEXT NOT NULL,
	day       TEXT NOT NULL,
	took_ms   INTEGER NOT NULL CHECK (took_ms >= 0)
) STRICT;
CREATE INDEX puzzle_attempt_by_puzzle ON puzzle_attempt (puzzle);
CREATE INDEX puzzle_attempt_by_day ON puzzle_attempt (day);

CREATE TABLE puzzle_theme (
	attempt  INTEGER NOT NULL REFERENCES puzzle_attempt (id) ON DELETE CASCADE,
	theme    TEXT NOT NULL,
	PRIMARY KEY (attempt, theme)
) STRICT, WITHOUT ROWID;
CREATE INDEX puzzle_theme_by_theme ON puzzle_theme (theme);
`,
	migrationReview, // schema 2: identity, review, ratings, mastery, daily (schema_review.go)
	migrationClass,  // schema 3: learners, assignments (schema_class.go)
}

// timeLayout is how instants are stored: UTC, millisecond precision, fixed
// width, so that text order is time order.
const timeLayout = "2006-01-02T15:04:05.000Z"

// dayLayout is how calendar days are stored.
const dayLayout = "2006-01-02"
