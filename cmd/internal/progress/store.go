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
	"time"

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

// Open opens the progress database at path, creating it (and its directory,
// mode 0700) when it does not exist and migrating an older schema. A file
// that is not a usable rithmo database is refused with a *ForeignError and
// left exactly as it was.
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
		if err := os.MkdirAll(filepath.Dir(abs), 0o700); err != nil {
			return nil, fmt.Errorf("progress database %s: cannot create its directory: %w", path, err)
		}
		// Only the learner may read their answers; SQLite gives its -wal
		// and -shm files the same mode. O_EXCL: another rithmo may have
		// created it meanwhile, which is as good.
		f, err := os.OpenFile(abs, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err == nil {
			err = f.Close()
		}
		if err != nil && !errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("progress database %s: %w", path, err)
		}
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
	if err := s.setUp(context.Background(), st); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// Path is the file the store keeps its records in.
func (s *Store) Path() string { return s.path }

// Close checkpoints the write-ahead log into the file and closes it. Records
// are already durable before Close: it only tidies up.
func (s *Store) Close() error { return s.db.Close() }

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

// setUp marks a new file as rithmo's, turns on WAL and runs the migrations
// the file lacks. Each step re-reads the file under a write lock, so two
// processes opening one new file at once do not both create it.
func (s *Store) setUp(ctx context.Context, st fileState) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return s.wrap(err)
	}
	defer conn.Close()
	if st != stateOurs {
		if err := s.claim(ctx, conn); err != nil {
			return err
		}
	}
	mode, err := walMode(ctx, conn)
	if err != nil {
		return s.wrap(fmt.Errorf("turning on write-ahead logging: %w", err))
	}
	if mode != "wal" {
		return fmt.Errorf("progress database %s: cannot use write-ahead logging (journal mode stays %q); is it on a network file system?", s.path, mode)
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

// claim writes rithmo's application_id into a new or empty file. It runs in
// the rollback-journal mode a new file starts in, so the mark is in the main
// file's header at once (not only in a write-ahead log): inspect can read it
// from the header without opening the database.
func (s *Store) claim(ctx context.Context, conn *sql.Conn) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return s.wrap(fmt.Errorf("marking a new file: %w", err))
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
		return nil // another rithmo process claimed it first
	case appID != 0 || objects != 0:
		return &ForeignError{Path: s.path, Problem: "it became another program's database while rithmo was opening it"}
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id=%d", ApplicationID)); err != nil {
		return s.wrap(err)
	}
	return s.wrap(tx.Commit())
}

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
		return s.wrap(fmt.Errorf("migrating from schema %d: %w", version, err))
	}
	defer tx.Rollback()
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return s.wrap(err)
	}
	if version > len(migrations) {
		return newerSchema(s.path, version)
	}
	for i := version; i < len(migrations); i++ {
		if _, err := tx.ExecContext(ctx, migrations[i]); err != nil {
			return fmt.Errorf("progress database %s: migration to schema %d: %w", s.path, i+1, err)
		}
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version=%d", len(migrations))); err != nil {
		return s.wrap(err)
	}
	return s.wrap(tx.Commit())
}

// wrap names the file in an error from the driver.
func (s *Store) wrap(err error) error {
	if err == nil {
		return nil
	}
	var fe *ForeignError
	if errors.As(err, &fe) {
		return err
	}
	return fmt.Errorf("progress database %s: %w", s.path, err)
}

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
