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
	"sync"
	"time"

	"golang.org/x/sys/unix"
	_ "modernc.org/sqlite" // the "sqlite" driver of database/sql, pure Go
)

// ApplicationID marks rithmo's progress files (PRAGMA application_id,
// bytes 68..71 of the SQLite header): "RTMO".
const ApplicationID = 0x52544D4F

// busyTimeout is how long a transaction waits for another process holding
// the file before giving up.
const busyTimeout = 5 * time.Second

// Store is an open progress file, seen as one learner's (DefaultLearner,
// or a class's student: ForLearner). Its methods are safe for concurrent
// use.
type Store struct {
	path    string // as given, for messages
	real    string // the file itself, symlinks followed
	file    os.FileInfo
	pool    *pool
	learner string
	owner   bool // Close releases the pool (Open's store, not ForLearner's)
	now     func() time.Time
	loc     *time.Location
	// shapes is the course, for mastery (WithLessons); nil: not judged.
	shapes []LessonShape
}

// pool is the connections a process keeps to one file: one pool per file
// per process, whoever opens it, and one writer at a time.
type pool struct {
	db    *sql.DB
	write sync.Mutex // writes are serialised here rather than by SQLite's busy wait
	refs  int
	ro    bool // Read's: writes are refused
}

var (
	poolsMu sync.Mutex
	pools   = map[string]*pool{} // by real path
)

// Option configures Open.
type Option func(*Store)

// WithClock makes the store read the time from now instead of time.Now (for
// tests, and for a replayed session).
func WithClock(now func() time.Time) Option { return func(s *Store) { s.now = now } }

// WithLocation sets the time zone whose calendar days count for the streak
// (time.Local by default).
func WithLocation(loc *time.Location) Option { return func(s *Store) { s.loc = loc } }

// Open opens the progress file at path, creating it (mode 0600, and its
// directory, mode 0700) when it does not exist, and migrating an older
// schema. A file that is not a usable rithmo progress file is refused with
// a *ForeignError and left exactly as it was; one that cannot be written
// now (read-only, locked past the busy timeout) with a *StoreError.
func Open(path string, opts ...Option) (*Store, error) {
	s := &Store{path: path, now: time.Now, loc: time.Local, owner: true}
	for _, o := range opts {
		o(s)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("progress database %s: %w", path, err)
	}
	if _, err := os.Stat(abs); errors.Is(err, fs.ErrNotExist) {
		if err := create(path, abs); err != nil {
			return nil, err
		}
	}
	unlock, err := holdWhileOpening(path, abs)
	if err != nil {
		return nil, err
	}
	defer unlock()
	for {
		st, err := inspect(path, abs)
		if err != nil {
			return nil, err
		}
		if st == stateMissing {
			if err := create(path, abs); err != nil {
				return nil, err
			}
			continue // inspect it again: another rithmo may have made it meanwhile
		}
		break
	}
	if s.real, err = resolve(abs); err != nil {
		return nil, explain(path, err)
	}
	if s.file, err = os.Stat(s.real); err != nil {
		return nil, explain(path, err)
	}
	if err := writable(path, s.real); err != nil {
		return nil, err
	}
	if s.pool, err = acquire(s.real, false); err != nil {
		return nil, explain(path, err)
	}
	if err := s.setUp(); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// ForLearner is the store seen as the class's student learner: what they
// record is kept under their id, in the same file as the class's, so that
// a student's answer and the teacher's record of it are one row written
// in one transaction. It shares the file with s; closing it does nothing.
func (s *Store) ForLearner(learner string, opts ...Option) *Store {
	c := *s
	c.learner, c.owner = learner, false
	for _, o := range opts {
		o(&c)
	}
	return &c
}

// Path is the file the store keeps its records in.
func (s *Store) Path() string { return s.path }

// Close releases the store: the file's connections close with the last
// store of this process that uses it. Every record is committed before the
// call that made it returns, so there is nothing left to write.
func (s *Store) Close() error {
	if !s.owner || s.pool == nil {
		return nil
	}
	s.owner = false
	return release(s.real, s.pool)
}

// dsn is the database/sql name of the file at real. Read-write never
// creates a file (mode=rw): only create makes a progress file, so that one
// moved aside while rithmo runs is not made anew, empty, by the next
// connection.
func dsn(real, mode string) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	switch mode {
	case "rw":
		q.Set("mode", "rw")
		q.Add("_pragma", "journal_mode(WAL)")
		// NORMAL: a commit is in the log, written through to the system,
		// before it returns, so a killed rithmo loses nothing answered;
		// the log is synced at checkpoints, so a power cut may roll back
		// the last answers (never damage the file). FULL would sync every
		// answer: 2.7 ms against 0.3 ms here, and 200 students answering
		// at once would wait up to 2 s on a busy machine instead of 0.8
		// (BenchmarkClassAnswers200).
		q.Add("_pragma", "synchronous(NORMAL)")
		q.Add("_pragma", "foreign_keys(1)")
	case "ro":
		q.Set("mode", "ro")
	case "immutable":
		q.Set("mode", "ro")
		q.Set("immutable", "1")
	}
	return "file:" + (&url.URL{Path: real}).EscapedPath() + "?" + q.Encode()
}

// acquire is this process's pool for the file at real, opened if it is the
// first. A read-only pool is never shared.
func acquire(real string, readOnly bool) (*pool, error) {
	if readOnly {
		mode := "immutable"
		if _, err := os.Stat(real + "-wal"); err == nil {
			// A writer has the file open (or died with its log): read
			// through the log, which already exists, rather than the
			// file alone.
			mode = "ro"
		}
		db, err := sql.Open("sqlite", dsn(real, mode))
		if err != nil {
			return nil, err
		}
		db.SetMaxOpenConns(1)
		return &pool{db: db, refs: 1, ro: true}, nil
	}
	poolsMu.Lock()
	defer poolsMu.Unlock()
	if p := pools[real]; p != nil {
		p.refs++
		return p, nil
	}
	db, err := sql.Open("sqlite", dsn(real, "rw"))
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(4)
	db.SetMaxIdleConns(4)
	db.SetConnMaxIdleTime(0)
	p := &pool{db: db, refs: 1}
	pools[real] = p
	return p, nil
}

func release(real string, p *pool) error {
	if p.ro {
		return p.db.Close()
	}
	poolsMu.Lock()
	defer poolsMu.Unlock()
	p.refs--
	if p.refs > 0 {
		return nil
	}
	if pools[real] == p {
		delete(pools, real)
	}
	return p.db.Close()
}

// holdWhileOpening keeps other rithmos from opening the file at abs while
// this one inspects it and sets its schema up, and returns what lets them
// in again. Two rithmos started at once on a new file (a class server and a
// teacher's command, say) would otherwise see each other's schema half
// made: the inspection reads a file that is not yet a WAL database without
// SQLite's locks, and SQLite refuses at once, without waiting, a switch to
// WAL that would deadlock with the other's read. The lock is flock(2),
// which SQLite's own fcntl locks do not see, held for the milliseconds an
// open takes. Only a regular file is locked, and only read: whatever the
// inspection then finds, the file is not written to.
func holdWhileOpening(path, abs string) (unlock func(), err error) {
	f, err := os.OpenFile(abs, os.O_RDONLY|unix.O_NONBLOCK, 0)
	if err != nil {
		return func() {}, nil // inspect says what is wrong with it
	}
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		f.Close()
		return func() {}, nil
	}
	deadline := time.Now().Add(busyTimeout)
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil // closing releases the lock
		}
		if !errors.Is(err, unix.EWOULDBLOCK) || time.Now().After(deadline) {
			f.Close()
			return nil, &StoreError{Path: path, Err: err, Todo: "close the other program, then try again",
				What: fmt.Sprintf("another program (perhaps another rithmo) has kept it locked for more than %v", busyTimeout)}
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// create makes the file at abs (mode 0600) and its missing folders (mode
// 0700), so that the learner's answers are private whatever the umask and
// whatever the path; SQLite gives its -wal and -shm files the file's mode.
// A dangling symlink is followed to the file it names, which is created
// there.
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

// resolve is the file abs names, through symlinks.
func resolve(abs string) (string, error) {
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return "", err
	}
	return filepath.Abs(real)
}

// writable refuses, before a page is shown, a file this process may not
// write. The first transaction of setUp catches what this cannot see (root,
// or permissions that change meanwhile).
func writable(path, real string) error {
	if err := unix.Access(real, unix.W_OK); err != nil {
		return &StoreError{Path: path, What: "it cannot be written: the file is read-only for you (" + pathless(err) + ")", Err: err,
			Todo: fmt.Sprintf("make it writable (chmod u+w %q), or keep progress elsewhere with --data FILE or RITHMO_DATA", path)}
	}
	// SQLite keeps its log and index beside the file.
	dir := filepath.Dir(real)
	if err := unix.Access(dir, unix.W_OK|unix.X_OK); err != nil {
		return &StoreError{Path: path, What: fmt.Sprintf("its folder %s is read-only for you (%s), and rithmo keeps a log beside the file while it records", dir, pathless(err)), Err: err,
			Todo: fmt.Sprintf("make the folder writable (chmod u+w %q), or keep progress elsewhere with --data FILE or RITHMO_DATA", dir)}
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

// querier is what a transaction's statements run on.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// tx runs fn in one transaction on one connection. A write transaction
// takes this process's writer lock, then SQLite's (BEGIN IMMEDIATE, waiting
// up to busyTimeout for another process), and is committed (and synced)
// before tx returns. fn's own errors (no such assignment) are returned as
// they are; SQLite's are said in words.
func (s *Store) tx(write bool, fn func(q querier) error) error {
	ctx := context.Background()
	if write {
		if s.pool.ro {
			return &StoreError{Path: s.path, What: "it was opened only to be read", Todo: "open it with a command that records"}
		}
		s.pool.write.Lock()
		defer s.pool.write.Unlock()
		if err := s.stillThere(); err != nil {
			return err
		}
	}
	conn, err := s.pool.db.Conn(ctx)
	if err != nil {
		return s.wrap(err)
	}
	defer conn.Close()
	begin := "BEGIN"
	if write {
		begin = "BEGIN IMMEDIATE"
	}
	if _, err := conn.ExecContext(ctx, begin); err != nil {
		return s.wrap(err)
	}
	if err := fn(conn); err != nil {
		_, _ = conn.ExecContext(ctx, "ROLLBACK")
		if isDriverError(err) {
			return s.wrap(err)
		}
		return err
	}
	if _, err := conn.ExecContext(ctx, "COMMIT"); err != nil {
		_, _ = conn.ExecContext(ctx, "ROLLBACK")
		return s.wrap(err)
	}
	return nil
}

// stillThere refuses to record into a file that was moved aside or
// replaced while rithmo ran: the open connections would write into the
// moved file, and the learner would look for the answer where it is not.
func (s *Store) stillThere() error {
	now, err := os.Stat(s.real)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &StoreError{Path: s.path, What: "it was moved or deleted while rithmo ran", Err: err,
			Todo: "put it back, or start rithmo again to begin a new one"}
	case err != nil:
		return s.wrap(err)
	case !os.SameFile(s.file, now):
		return &StoreError{Path: s.path, What: "it was replaced by another file while rithmo ran",
			Todo: "start rithmo again to use the new file"}
	}
	return nil
}

// setUp runs the migrations the file lacks, in one write transaction that
// re-reads its version (two processes opening one new file make it once),
// and so proves at once that the file can be written: a lock held past the
// busy timeout or a file that cannot be written is refused here rather
// than at the first answer (review D8).
func (s *Store) setUp() error {
	return s.tx(true, func(q querier) error {
		return migrate(context.Background(), s.path, q)
	})
}

// Now is the store's clock: the time it records answers at when they
// carry none.
func (s *Store) Now() time.Time { return s.now() }

// timeLayout is how instants are stored: UTC, millisecond precision, fixed
// width, so that text order is time order.
const timeLayout = "2006-01-02T15:04:05.000Z"

// dayLayout is how calendar days are stored.
const dayLayout = "2006-01-02"

// wrap names the file in an error and says it in words.
func (s *Store) wrap(err error) error { return explain(s.path, err) }

func stamp(t time.Time) string { return t.UTC().Format(timeLayout) }

func (s *Store) day(t time.Time) string { return t.In(s.loc).Format(dayLayout) }
