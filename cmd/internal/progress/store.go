package progress

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"time"

	"go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
	"golang.org/x/sys/unix"
)

// ApplicationID marked rithmo's SQLite progress files (PRAGMA
// application_id, bytes 68..71 of the file header): "RTMO". The bbolt file
// carries the same four letters in its meta bucket.
const ApplicationID = 0x52544D4F

// busyTimeout is how long a transaction waits for another process holding
// the file before giving up.
const busyTimeout = 5 * time.Second

// Store is an open progress file. Its methods are safe for concurrent use.
//
// It holds nothing open between calls: bbolt keeps an exclusive lock on
// its file for as long as it is open, and another rithmo (a teacher's
// `rithmo class` while `rithmo serve` runs, a learner's second terminal)
// must be able to use the file too. Each call opens the file, runs one
// transaction, and closes it.
type Store struct {
	path string // as given, for messages
	real string // the file itself, symlinks followed
	now  func() time.Time
	loc  *time.Location
	// shapes is the course, for mastery (WithLessons); nil: not judged.
	shapes []LessonShape
	// mem is a legacy file imported into memory by Read; nil for a store
	// on a bbolt file.
	mem map[string]*memTable
}

// Option configures Open.
type Option func(*Store)

// WithClock makes the store read the time from now instead of time.Now (for
// tests, and for a replayed session).
func WithClock(now func() time.Time) Option { return func(s *Store) { s.now = now } }

// WithLocation sets the time zone whose calendar days count for the streak
// (time.Local by default).
func WithLocation(loc *time.Location) Option { return func(s *Store) { s.loc = loc } }

// Open opens the progress file at path, creating it (mode 0600, and its
// directory, mode 0700) when it does not exist, converting a SQLite file of
// an older rithmo (kept beside it as PATH.sqlite-backup) and migrating an
// older schema. A file that is not a usable rithmo progress file is refused
// with a *ForeignError and left exactly as it was; one that cannot be
// written now (read-only, locked past the busy timeout) with a *StoreError.
func Open(path string, opts ...Option) (*Store, error) {
	s := &Store{path: path, now: time.Now, loc: time.Local}
	for _, o := range opts {
		o(s)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("progress database %s: %w", path, err)
	}
	for try := 0; ; try++ {
		st, _, err := inspect(path, abs)
		if err != nil {
			return nil, err
		}
		if st == stateMissing {
			if err := create(path, abs); err != nil {
				return nil, err
			}
			continue // inspect it again: another rithmo may have made it meanwhile
		}
		if s.real, err = resolve(abs); err != nil {
			return nil, explain(path, err)
		}
		if err := writable(path, s.real, st == stateLegacy); err != nil {
			return nil, err
		}
		if st == stateLegacy {
			converted, err := s.convert()
			if err != nil {
				return nil, err
			}
			if !converted {
				if try < 3 {
					continue // another rithmo converted it first: look again
				}
				return nil, &StoreError{Path: path, What: "another rithmo was converting it from an older rithmo's format while this one opened it",
					Todo: "try again in a moment"}
			}
		}
		if err := s.setUp(); err != nil {
			return nil, err
		}
		if st == stateOurs {
			dropCompanions(s.real, s.real+backupSuffix) // a conversion stopped after its rename
		}
		return s, nil
	}
}

// Path is the file the store keeps its records in.
func (s *Store) Path() string { return s.path }

// Close releases the store. Every record is on disk before the call that
// made it returns, and the file is not held open between calls, so there is
// nothing left to write.
func (s *Store) Close() error { return nil }

// create makes the file at abs (mode 0600) and its missing folders (mode
// 0700), so that the learner's answers are private whatever the umask and
// whatever the path. A dangling symlink is followed to the file it names,
// which is created there.
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
// write, or (for a SQLite file of an older rithmo, converted in place) one
// in a folder where the new file cannot be made. The first transaction of
// setUp catches what this cannot see (root, or permissions that change
// meanwhile).
func writable(path, real string, legacy bool) error {
	if err := unix.Access(real, unix.W_OK); err != nil {
		return &StoreError{Path: path, What: "it cannot be written: the file is read-only for you (" + pathless(err) + ")", Err: err,
			Todo: fmt.Sprintf("make it writable (chmod u+w %q), or keep progress elsewhere with --data FILE or RITHMO_DATA", path)}
	}
	if legacy {
		dir := filepath.Dir(real)
		if err := unix.Access(dir, unix.W_OK|unix.X_OK); err != nil {
			return &StoreError{Path: path, What: fmt.Sprintf("its folder %s is read-only for you (%s), and this rithmo must convert the file, written by an older rithmo, to its new format beside it", filepath.Dir(path), pathless(err)), Err: err,
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

// fileLocks serialises, within this process, the use of each file: bbolt's
// flock conflicts between two descriptors of one process as between two
// processes, and the class server opens one class file from many sessions.
// Readers share the lock, as they share the file's flock.
var fileLocks sync.Map // real path -> *sync.RWMutex

func lockOf(real string) *sync.RWMutex {
	mu, _ := fileLocks.LoadOrStore(real, new(sync.RWMutex))
	return mu.(*sync.RWMutex)
}

// boltOpen opens the bbolt file at real for one transaction, waiting up to
// busyTimeout for another process's lock. Read-only takes a shared lock
// and writes nothing.
//
// bbolt would create a missing file: only create makes a progress file, so
// that one moved aside while rithmo runs is not made anew, empty, by the
// next answer. *opened is the file bbolt opened, for the caller to close if
// bbolt panics before it hands back the database (its flock goes with it).
func boltOpen(real string, readOnly bool, opened **os.File) (*bbolt.DB, error) {
	return bbolt.Open(real, 0o600, &bbolt.Options{Timeout: busyTimeout, ReadOnly: readOnly,
		OpenFile: func(name string, flag int, perm os.FileMode) (*os.File, error) {
			f, err := os.OpenFile(name, flag&^os.O_CREATE, perm)
			*opened = f
			return f, err
		}})
}

// guarded runs fn, turning a panic or a memory fault in bbolt (which
// trusts the pages it reads) into the damaged-file error.
func guarded(path string, fn func() error) (err error) {
	old := debug.SetPanicOnFault(true)
	defer debug.SetPanicOnFault(old)
	defer func() {
		if r := recover(); r != nil {
			err = &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged: its pages cannot be read (%v)", r), damaged: true, ours: true}
		}
	}()
	return fn()
}

// tx runs fn in one transaction on rithmo's file: open, one Update (write)
// or View, close. An Update is committed and synced to disk before tx
// returns.
func (s *Store) tx(write bool, fn func(tx *bbolt.Tx) error) error {
	if s.mem != nil {
		if write {
			return &StoreError{Path: s.path, What: "it was opened only to be read", Todo: "open it with a command that records"}
		}
		return fn(nil)
	}
	return s.boltTx(write, func(tx *bbolt.Tx) error {
		if err := checkMeta(s.path, tx); err != nil {
			return err
		}
		return fn(tx)
	})
}

// boltTx is tx on any bbolt file.
func (s *Store) boltTx(write bool, fn func(tx *bbolt.Tx) error) error {
	mu := lockOf(s.real)
	if write {
		mu.Lock()
		defer mu.Unlock()
	} else {
		mu.RLock()
		defer mu.RUnlock()
	}
	var (
		db     *bbolt.DB
		opened *os.File
	)
	err := guarded(s.path, func() error {
		var err error
		if db, err = boltOpen(s.real, !write, &opened); err != nil {
			return s.openError(err)
		}
		// fn's own errors (no such assignment, a damaged record) are
		// returned as they are; bbolt's are said in words.
		var fnErr error
		body := func(tx *bbolt.Tx) error {
			fnErr = fn(tx)
			return fnErr
		}
		if write {
			err = db.Update(body)
		} else {
			err = db.View(body)
		}
		cerr := db.Close()
		db = nil
		switch {
		case err != nil && err == fnErr && !errors.Is(err, errRecord):
			return err
		case err != nil:
			return s.wrap(err)
		}
		return s.wrap(cerr)
	})
	switch {
	case db != nil:
		_ = guarded(s.path, db.Close) // after a panic: let the file go
	case opened != nil:
		opened.Close() // a panic inside bbolt.Open (closed already if it returned)
	}
	return err
}

// bucket is the bucket name of a write transaction, made if it is missing.
func bucket(tx *bbolt.Tx, name string) (*bbolt.Bucket, error) {
	return tx.CreateBucketIfNotExists([]byte(name))
}

// view reads through the store's tables in one read transaction.
func (s *Store) view(fn func(t tables) error) error {
	return s.tx(false, func(tx *bbolt.Tx) error { return fn(s.tablesOf(tx)) })
}

// tablesOf gives the tables of tx, or of the imported legacy file.
func (s *Store) tablesOf(tx *bbolt.Tx) tables {
	return func(name string) table {
		if s.mem != nil {
			if m := s.mem[name]; m != nil {
				return m
			}
			return emptyTable{}
		}
		if b := tx.Bucket([]byte(name)); b != nil {
			return b
		}
		return emptyTable{}
	}
}

// openError says why the file could not be opened for a transaction.
func (s *Store) openError(err error) error {
	switch {
	case errors.Is(err, berrors.ErrTimeout):
		return &StoreError{Path: s.path, Err: err,
			What: fmt.Sprintf("another program (perhaps another rithmo) has kept it locked for more than %v", busyTimeout),
			Todo: "close the other program, then try again"}
	case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrChecksum), errors.Is(err, berrors.ErrVersionMismatch):
		return &ForeignError{Path: s.path, Problem: "it is damaged or was replaced: it is no longer a bbolt file rithmo can read (" + err.Error() + ")", damaged: true, ours: true}
	}
	return s.wrap(err)
}

// checkMeta refuses a bbolt file that is not rithmo's, or of a schema this
// rithmo does not know.
func checkMeta(path string, tx *bbolt.Tx) error {
	m := tx.Bucket([]byte(bucketMeta))
	if m == nil || string(m.Get(keyApplication)) != string(appMark) {
		return &ForeignError{Path: path, Problem: "it is another program's bbolt database (no rithmo mark)"}
	}
	v, ok := schemaOf(m)
	switch {
	case !ok:
		return &ForeignError{Path: path, Problem: "it is damaged or was edited: its schema version cannot be read", damaged: true, ours: true}
	case v > int64(SchemaVersion()):
		return newerSchema(path, int(v))
	case v < firstBoltSchema:
		return &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: its schema version %d is not one rithmo writes in this format", v), damaged: true, ours: true}
	}
	return nil
}

func schemaOf(m *bbolt.Bucket) (int64, bool) {
	b := m.Get(keySchema)
	if len(b) != 8 {
		return 0, false
	}
	return int64(uint64FromBE(b)), true
}

func uint64FromBE(b []byte) uint64 {
	var v uint64
	for _, c := range b {
		v = v<<8 | uint64(c)
	}
	return v
}

// setUp marks a new file as rithmo's, makes its buckets, runs the
// migrations it lacks, and proves at once that the file can be written
// (its transaction commits), so that a lock held past the busy timeout or
// a file that cannot be written is refused here rather than at the first
// answer (review D8). It re-reads the file under the lock: two processes
// opening one new file make it once.
func (s *Store) setUp() error {
	return s.boltTx(true, func(tx *bbolt.Tx) error {
		m := tx.Bucket([]byte(bucketMeta))
		if m == nil {
			var other []string
			if err := tx.ForEach(func(name []byte, _ *bbolt.Bucket) error {
				other = append(other, string(name))
				return nil
			}); err != nil {
				return err
			}
			if len(other) > 0 {
				return &ForeignError{Path: s.path, Problem: "it is another program's bbolt database (buckets " + listTables(other) + ", no rithmo mark)"}
			}
			return initialise(tx)
		}
		if err := checkMeta(s.path, tx); err != nil {
			return err
		}
		v, _ := schemaOf(m)
		for i := int(v) - firstBoltSchema; i < len(migrations); i++ {
			if err := migrations[i](tx); err != nil {
				return fmt.Errorf("migration to schema %d: %w", firstBoltSchema+i+1, err)
			}
		}
		return m.Put(keySchema, idKey(int64(SchemaVersion())))
	})
}

// initialise marks a new bbolt file as rithmo's and makes its buckets.
func initialise(tx *bbolt.Tx) error {
	m, err := tx.CreateBucket([]byte(bucketMeta))
	if err != nil {
		return err
	}
	if err := m.Put(keyApplication, appMark); err != nil {
		return err
	}
	if err := m.Put(keySchema, idKey(int64(SchemaVersion()))); err != nil {
		return err
	}
	for _, name := range dataBuckets {
		if _, err := tx.CreateBucketIfNotExists([]byte(name)); err != nil {
			return err
		}
	}
	return nil
}

// firstBoltSchema is the first schema of the bbolt file: the content of
// SQLite schema 3, in buckets.
const firstBoltSchema = 4

// SchemaVersion is the schema this rithmo writes.
func SchemaVersion() int { return firstBoltSchema + len(migrations) }

// migrations[i] takes the file from schema firstBoltSchema+i to the next,
// in the transaction that finds it older. Never edit one that has shipped:
// add a new one.
var migrations []func(tx *bbolt.Tx) error

// timeLayout is how instants are stored: UTC, millisecond precision, fixed
// width, so that text order is time order.
const timeLayout = "2006-01-02T15:04:05.000Z"

// dayLayout is how calendar days are stored.
const dayLayout = "2006-01-02"

// wrap names the file in an error and says it in words.
func (s *Store) wrap(err error) error { return explain(s.path, err) }
