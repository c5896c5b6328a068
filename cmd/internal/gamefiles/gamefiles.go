package gamefiles

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// Claim is a session's hold on one game in play: its record is written
// only through the claim that holds it.
type Claim struct {
	dir  string
	n    int      // 1 for current.game, N for current-N.game
	lock *os.File // flocked while held; nil once released
}

// Held is a game in play that another session holds.
type Held struct {
	Path   string
	Record []byte
}

// Path is the file of the claimed game's record (it may not exist yet).
func (c *Claim) Path() string { return filepath.Join(c.dir, inPlayName(c.n)) }

// Resume claims the game in play saved last that no other session holds
// and returns its record. When there is none, it claims the place of a new
// game and returns a nil record, with the games others hold, if any, so
// that the caller can say why the learner's game was not resumed.
func Resume(dir string) (c *Claim, record []byte, held []Held, err error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, nil, nil, err
	}
	inPlay, err := gamesInPlay(dir)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, n := range inPlay {
		c, err := claim(dir, n)
		if err != nil {
			return nil, nil, nil, err
		}
		path := filepath.Join(dir, inPlayName(n))
		record, err := os.ReadFile(path)
		if c == nil {
			if err == nil { // finished meanwhile otherwise
				held = append(held, Held{Path: path, Record: record})
			}
			continue
		}
		if errors.Is(err, fs.ErrNotExist) {
			c.Release() // its game ended before the lock was taken
			continue
		}
		if err != nil {
			c.Release()
			return nil, nil, nil, err
		}
		return c, record, nil, nil
	}
	c, err = New(dir)
	return c, nil, held, err
}

// New claims the place of a new game: the first current[-N].game that
// neither holds a game in play nor is held by another session. A game in
// play that nobody holds is kept for Resume, never written over.
func New(dir string) (*Claim, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	for n := 1; ; n++ {
		c, err := claim(dir, n)
		if err != nil {
			return nil, err
		}
		if c == nil {
			continue
		}
		if _, err := os.Lstat(c.Path()); errors.Is(err, fs.ErrNotExist) {
			return c, nil
		} else if err != nil {
			c.Release()
			return nil, err
		}
		c.Release()
	}
}

// Save writes the record of the game in play, replacing the one before.
func (c *Claim) Save(record []byte) (string, error) {
	if c.lock == nil {
		return "", fmt.Errorf("%s: the game was released: it is no longer this session's to write", c.Path())
	}
	path := c.Path()
	tmp := path + ".tmp" // the claim's alone, like the record
	if err := writeFile(tmp, record); err != nil {
		return "", err
	}
	return path, os.Rename(tmp, path)
}

// Finish keeps the record of a game that is over as DATE-N.game, the
// first N free, and removes the record of the game in play. The claim
// stays held: the session's next game is saved in the same place.
func (c *Claim) Finish(date string, record []byte) (string, error) {
	if c.lock == nil {
		return "", fmt.Errorf("%s: the game was released: it is no longer this session's to write", c.Path())
	}
	tmp := c.Path() + ".tmp"
	if err := writeFile(tmp, record); err != nil {
		return "", err
	}
	defer os.Remove(tmp)
	for n := 1; ; n++ {
		path := filepath.Join(c.dir, fmt.Sprintf("%s-%d.game", date, n))
		// A link is made whole or not at all and never replaces a file:
		// the name is this game's only if nobody took it first.
		err := os.Link(tmp, path)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		if err := os.Remove(c.Path()); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		return path, nil
	}
}

// Release lets another session claim the game. The record stays.
func (c *Claim) Release() {
	if c.lock != nil {
		c.lock.Close() // closing drops the flock
		c.lock = nil
	}
}

// claim takes the lock of game n, or returns nil when another session
// holds it.
func claim(dir string, n int) (*Claim, error) {
	f, err := os.OpenFile(filepath.Join(dir, lockName(n)), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	err = unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
	if errors.Is(err, unix.EWOULDBLOCK) {
		f.Close()
		return nil, nil
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", f.Name(), err)
	}
	return &Claim{dir: dir, n: n, lock: f}, nil
}

var inPlayFile = regexp.MustCompile(`^current(?:-([1-9][0-9]{0,8}))?\.game$`)

// gamesInPlay lists the numbers of the games in play in dir, the one
// saved last first.
func gamesInPlay(dir string) ([]int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	type game struct {
		n     int
		saved time.Time
	}
	var games []game
	for _, e := range entries {
		m := inPlayFile.FindStringSubmatch(e.Name())
		if m == nil || !e.Type().IsRegular() {
			continue
		}
		n := 1
		if m[1] != "" {
			n, _ = strconv.Atoi(m[1]) // at most nine digits: it fits
		}
		info, err := e.Info()
		if err != nil {
			continue // gone since the listing
		}
		games = append(games, game{n, info.ModTime()})
	}
	slices.SortFunc(games, func(a, b game) int {
		if c := b.saved.Compare(a.saved); c != 0 {
			return c
		}
		return a.n - b.n
	})
	ns := make([]int, len(games))
	for i, g := range games {
		ns[i] = g.n
	}
	return ns, nil
}

func inPlayName(n int) string {
	if n == 1 {
		return "current.game"
	}
	return fmt.Sprintf("current-%d.game", n)
}

// lockName is the lock file of game n. It is never removed: a session
// that removed it could not stop another from locking a new file of the
// same name while a third still held the old one.
func lockName(n int) string { return "." + inPlayName(n) + ".lock" }

// writeFile writes data to path, mode 0600: a learner's games are theirs
// alone, as their progress is.
func writeFile(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
