package progress

import (
	"encoding/binary"
	"errors"
	"math"
	"slices"
)

// The buckets of the bbolt file: one per table of the SQLite schema 3 that
// came before, keyed by its natural key where it has one and by a
// big-endian sequence number (the SQLite rowid, for imported rows) where it
// has none. A puzzle answer keeps its themes, and an assignment its items,
// inside its own record.
const (
	bucketMeta       = "meta"             // application, schema
	bucketVisit      = "lesson_visit"     // lesson -> visitRec
	bucketPage       = "lesson_page"      // lesson "\x00" page (4 bytes) -> pageRec
	bucketExercise   = "exercise_attempt" // id -> exerciseRec
	bucketPuzzle     = "puzzle_attempt"   // id -> puzzleRec
	bucketTried      = "puzzle_tried"     // index: 'i' item, or 'p' id of a puzzle answered without position -> ""
	bucketCard       = "review_card"      // item -> cardRec
	bucketRating     = "rating"           // subject -> ratingRec
	bucketHistory    = "rating_history"   // id -> historyRec
	bucketLearner    = "learner"          // id -> learnerRec
	bucketAssignment = "assignment"       // name -> assignmentRec
)

// dataBuckets are every bucket but meta, in the order they are made.
var dataBuckets = []string{bucketVisit, bucketPage, bucketExercise, bucketPuzzle, bucketTried, bucketCard,
	bucketRating, bucketHistory, bucketLearner, bucketAssignment}

// Meta keys.
var (
	keyApplication = []byte("application") // "RTMO"
	keySchema      = []byte("schema")      // big-endian uint64
	appMark        = []byte("RTMO")
)

// table is what the queries read: a bbolt bucket, or a legacy file imported
// into memory (memTable). ForEach goes in key order.
type table interface {
	Get(key []byte) []byte
	ForEach(fn func(k, v []byte) error) error
}

// tables gives a table by bucket name; a missing one reads as empty.
type tables func(name string) table

// memTable is a table held in memory: what Read makes of a legacy file.
type memTable struct {
	keys []string
	vals map[string][]byte
}

func newMemTable() *memTable { return &memTable{vals: map[string][]byte{}} }

func (m *memTable) put(k, v []byte) {
	if _, ok := m.vals[string(k)]; !ok {
		m.keys = append(m.keys, string(k))
	}
	m.vals[string(k)] = v
}

func (m *memTable) sort() { slices.Sort(m.keys) }

func (m *memTable) Get(k []byte) []byte { return m.vals[string(k)] }

func (m *memTable) ForEach(fn func(k, v []byte) error) error {
	for _, k := range m.keys {
		if err := fn([]byte(k), m.vals[k]); err != nil {
			return err
		}
	}
	return nil
}

type emptyTable struct{}

func (emptyTable) Get([]byte) []byte                     { return nil }
func (emptyTable) ForEach(func(k, v []byte) error) error { return nil }

func idKey(id int64) []byte { return binary.BigEndian.AppendUint64(nil, uint64(id)) }

func pageKey(lesson string, page int) []byte {
	return binary.BigEndian.AppendUint32(append([]byte(lesson), 0), uint32(page))
}

// Records are encoded as their fields in order: varints, length-prefixed
// strings, 8-byte floats. A field added at the end later reads as its zero
// value in a record written before it; fields are never removed or
// reordered.
type enc struct{ b []byte }

func (e *enc) str(s string) {
	e.b = binary.AppendUvarint(e.b, uint64(len(s)))
	e.b = append(e.b, s...)
}
func (e *enc) int(v int64) { e.b = binary.AppendVarint(e.b, v) }
func (e *enc) bool(v bool) {
	if v {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}
func (e *enc) f64(v float64) { e.b = binary.BigEndian.AppendUint64(e.b, math.Float64bits(v)) }
func (e *enc) strs(v []string) {
	e.int(int64(len(v)))
	for _, s := range v {
		e.str(s)
	}
}

var errRecord = errors.New("a record is damaged")

type dec struct {
	b   []byte
	bad bool
}

func (d *dec) str() string {
	if len(d.b) == 0 {
		return ""
	}
	n, k := binary.Uvarint(d.b)
	if k <= 0 || n > uint64(len(d.b)-k) {
		d.bad, d.b = true, nil
		return ""
	}
	s := string(d.b[k : k+int(n)])
	d.b = d.b[k+int(n):]
	return s
}

func (d *dec) int() int64 {
	if len(d.b) == 0 {
		return 0
	}
	v, k := binary.Varint(d.b)
	if k <= 0 {
		d.bad, d.b = true, nil
		return 0
	}
	d.b = d.b[k:]
	return v
}

func (d *dec) bool() bool {
	if len(d.b) == 0 {
		return false
	}
	v := d.b[0]
	d.b = d.b[1:]
	return v != 0
}

func (d *dec) f64() float64 {
	if len(d.b) == 0 {
		return 0
	}
	if len(d.b) < 8 {
		d.bad, d.b = true, nil
		return 0
	}
	v := math.Float64frombits(binary.BigEndian.Uint64(d.b))
	d.b = d.b[8:]
	return v
}

func (d *dec) strs() []string {
	n := d.int()
	if n < 0 || n > int64(len(d.b)) {
		d.bad, d.b = true, nil
		return nil
	}
	var out []string
	for range n {
		out = append(out, d.str())
	}
	return out
}

func (d *dec) err() error {
	if d.bad {
		return errRecord
	}
	return nil
}

// visitRec is a lesson_visit row. Seq orders visits opened at the same
// instant, as SQLite's rowid did.
type visitRec struct {
	Lesson   string // the key
	Seq      int64
	Page     int
	First    string
	Last     string
	Finished string // "" not finished
}

func (r *visitRec) encode() []byte {
	var e enc
	e.int(r.Seq)
	e.int(int64(r.Page))
	e.str(r.First)
	e.str(r.Last)
	e.str(r.Finished)
	return e.b
}

func decodeVisit(k, v []byte) (visitRec, error) {
	d := dec{b: v}
	r := visitRec{Lesson: string(k), Seq: d.int(), Page: int(d.int()), First: d.str(), Last: d.str(), Finished: d.str()}
	return r, d.err()
}

// pageRec is a lesson_page row.
type pageRec struct {
	Lesson string
	Page   int
	First  string
}

func (r *pageRec) encode() []byte {
	var e enc
	e.str(r.Lesson)
	e.int(int64(r.Page))
	e.str(r.First)
	return e.b
}

func decodePage(v []byte) (pageRec, error) {
	d := dec{b: v}
	r := pageRec{Lesson: d.str(), Page: int(d.int()), First: d.str()}
	return r, d.err()
}

// exerciseRec is an exercise_attempt row.
type exerciseRec struct {
	ID                          int64
	Lesson                      string
	Exercise                    int
	Task, Answer                string
	Correct                     bool
	Hints                       int
	At, Day                     string
	TookMS                      int64
	Item, Seed, Origin, Learner string
}

func (r *exerciseRec) encode() []byte {
	var e enc
	e.int(r.ID)
	e.str(r.Lesson)
	e.int(int64(r.Exercise))
	e.str(r.Task)
	e.str(r.Answer)
	e.bool(r.Correct)
	e.int(int64(r.Hints))
	e.str(r.At)
	e.str(r.Day)
	e.int(r.TookMS)
	e.str(r.Item)
	e.str(r.Seed)
	e.str(r.Origin)
	e.str(r.Learner)
	return e.b
}

func decodeExercise(v []byte) (exerciseRec, error) {
	d := dec{b: v}
	r := exerciseRec{ID: d.int(), Lesson: d.str(), Exercise: int(d.int()), Task: d.str(), Answer: d.str(), Correct: d.bool(),
		Hints: int(d.int()), At: d.str(), Day: d.str(), TookMS: d.int(), Item: d.str(), Seed: d.str(), Origin: d.str(), Learner: d.str()}
	return r, d.err()
}

// puzzleRec is a puzzle_attempt row with its puzzle_theme rows.
type puzzleRec struct {
	ID                    int64
	Puzzle, Rules, Answer string
	Correct               bool
	Hints                 int
	At, Day               string
	TookMS                int64
	Item, Position, Goal  string
	Difficulty            int
	Origin                string
	Learner, Assignment   string
	Themes                []string // sorted
}

func (r *puzzleRec) encode() []byte {
	var e enc
	e.int(r.ID)
	e.str(r.Puzzle)
	e.str(r.Rules)
	e.str(r.Answer)
	e.bool(r.Correct)
	e.int(int64(r.Hints))
	e.str(r.At)
	e.str(r.Day)
	e.int(r.TookMS)
	e.str(r.Item)
	e.str(r.Position)
	e.str(r.Goal)
	e.int(int64(r.Difficulty))
	e.str(r.Origin)
	e.str(r.Learner)
	e.str(r.Assignment)
	e.strs(r.Themes)
	return e.b
}

func decodePuzzle(v []byte) (puzzleRec, error) {
	d := dec{b: v}
	r := puzzleRec{ID: d.int(), Puzzle: d.str(), Rules: d.str(), Answer: d.str(), Correct: d.bool(), Hints: int(d.int()),
		At: d.str(), Day: d.str(), TookMS: d.int(), Item: d.str(), Position: d.str(), Goal: d.str(), Difficulty: int(d.int()),
		Origin: d.str(), Learner: d.str(), Assignment: d.str(), Themes: d.strs()}
	return r, d.err()
}

// cardRec is a review_card row.
type cardRec struct {
	Item, Kind, Name, Title string
	Exercise                int
	Task, Seed, Rules       string
	Position, Goal, Themes  string // themes comma-separated
	Difficulty              int
	Stability, Hardness     float64
	Reviews, Lapses, Streak int
	Added, Last, Due        string
}

func (r *cardRec) encode() []byte {
	var e enc
	e.str(r.Kind)
	e.str(r.Name)
	e.str(r.Title)
	e.int(int64(r.Exercise))
	e.str(r.Task)
	e.str(r.Seed)
	e.str(r.Rules)
	e.str(r.Position)
	e.str(r.Goal)
	e.str(r.Themes)
	e.int(int64(r.Difficulty))
	e.f64(r.Stability)
	e.f64(r.Hardness)
	e.int(int64(r.Reviews))
	e.int(int64(r.Lapses))
	e.int(int64(r.Streak))
	e.str(r.Added)
	e.str(r.Last)
	e.str(r.Due)
	return e.b
}

func decodeCard(k, v []byte) (cardRec, error) {
	d := dec{b: v}
	r := cardRec{Item: string(k), Kind: d.str(), Name: d.str(), Title: d.str(), Exercise: int(d.int()), Task: d.str(), Seed: d.str(),
		Rules: d.str(), Position: d.str(), Goal: d.str(), Themes: d.str(), Difficulty: int(d.int()), Stability: d.f64(),
		Hardness: d.f64(), Reviews: int(d.int()), Lapses: int(d.int()), Streak: int(d.int()), Added: d.str(), Last: d.str(), Due: d.str()}
	return r, d.err()
}

// ratingRec is a rating row.
type ratingRec struct {
	Rating, Deviation, Volatility float64
	Games                         int
	Updated                       string
}

func (r *ratingRec) encode() []byte {
	var e enc
	e.f64(r.Rating)
	e.f64(r.Deviation)
	e.f64(r.Volatility)
	e.int(int64(r.Games))
	e.str(r.Updated)
	return e.b
}

func decodeRating(v []byte) (ratingRec, error) {
	d := dec{b: v}
	r := ratingRec{Rating: d.f64(), Deviation: d.f64(), Volatility: d.f64(), Games: int(d.int()), Updated: d.str()}
	return r, d.err()
}

// historyRec is a rating_history row.
type historyRec struct {
	ID                int64
	Subject           string
	Attempt           int64
	Rating, Deviation float64
	At, Day           string
}

func (r *historyRec) encode() []byte {
	var e enc
	e.int(r.ID)
	e.str(r.Subject)
	e.int(r.Attempt)
	e.f64(r.Rating)
	e.f64(r.Deviation)
	e.str(r.At)
	e.str(r.Day)
	return e.b
}

func decodeHistory(v []byte) (historyRec, error) {
	d := dec{b: v}
	r := historyRec{ID: d.int(), Subject: d.str(), Attempt: d.int(), Rating: d.f64(), Deviation: d.f64(), At: d.str(), Day: d.str()}
	return r, d.err()
}

// learnerRec is a learner row.
type learnerRec struct {
	ID, Name, Key, FirstSeen, LastSeen string
}

func (r *learnerRec) encode() []byte {
	var e enc
	e.str(r.Name)
	e.str(r.Key)
	e.str(r.FirstSeen)
	e.str(r.LastSeen)
	return e.b
}

func decodeLearner(k, v []byte) (learnerRec, error) {
	d := dec{b: v}
	r := learnerRec{ID: string(k), Name: d.str(), Key: d.str(), FirstSeen: d.str(), LastSeen: d.str()}
	return r, d.err()
}

// assignmentRec is an assignment row with its assignment_item rows, in
// their order.
type assignmentRec struct {
	Name, Created, Due, Command, Seed, Lessons string
	Items                                      []itemRec
}

type itemRec struct {
	Puzzle, Title, Rules, Position, Goal, Themes string
	Difficulty                                   int
}

func (r *assignmentRec) encode() []byte {
	var e enc
	e.str(r.Created)
	e.str(r.Due)
	e.str(r.Command)
	e.str(r.Seed)
	e.str(r.Lessons)
	e.int(int64(len(r.Items)))
	for _, it := range r.Items {
		var ie enc
		ie.str(it.Puzzle)
		ie.str(it.Title)
		ie.str(it.Rules)
		ie.str(it.Position)
		ie.str(it.Goal)
		ie.str(it.Themes)
		ie.int(int64(it.Difficulty))
		e.str(string(ie.b)) // each item length-prefixed, so that it can grow fields too
	}
	return e.b
}

func decodeAssignment(k, v []byte) (assignmentRec, error) {
	d := dec{b: v}
	r := assignmentRec{Name: string(k), Created: d.str(), Due: d.str(), Command: d.str(), Seed: d.str(), Lessons: d.str()}
	n := d.int()
	if n < 0 || n > int64(len(d.b)) {
		return r, errRecord
	}
	for range n {
		id := dec{b: []byte(d.str())}
		r.Items = append(r.Items, itemRec{Puzzle: id.str(), Title: id.str(), Rules: id.str(), Position: id.str(), Goal: id.str(),
			Themes: id.str(), Difficulty: int(id.int())})
		if id.bad {
			return r, errRecord
		}
	}
	return r, d.err()
}

// bytes is the next string field without copying it: valid only while the
// record's memory is (inside its transaction).
func (d *dec) bytes() []byte {
	if len(d.b) == 0 {
		return nil
	}
	n, k := binary.Uvarint(d.b)
	if k <= 0 || n > uint64(len(d.b)-k) {
		d.bad, d.b = true, nil
		return nil
	}
	b := d.b[k : k+int(n)]
	d.b = d.b[k+int(n):]
	return b
}

// answerView is what the class report reads of an exercise or puzzle
// answer, its text fields not copied (see dec.bytes).
type answerView struct {
	ID                 int64
	Name, Task, Answer []byte // Name: the exercise's lesson or the puzzle's id
	Exercise           int
	Correct            bool
	Hints              int
	At                 []byte
	TookMS             int64
	Item, Learner      []byte
	Assignment         []byte
}

func viewExercise(v []byte) (answerView, error) {
	d := dec{b: v}
	var a answerView
	a.ID, a.Name, a.Exercise, a.Task, a.Answer = d.int(), d.bytes(), int(d.int()), d.bytes(), d.bytes()
	a.Correct, a.Hints, a.At = d.bool(), int(d.int()), d.bytes()
	d.bytes() // day
	a.TookMS, a.Item = d.int(), d.bytes()
	d.bytes() // seed
	d.bytes() // origin
	a.Learner = d.bytes()
	return a, d.err()
}

func viewPuzzle(v []byte) (answerView, error) {
	d := dec{b: v}
	var a answerView
	a.ID, a.Name = d.int(), d.bytes()
	d.bytes() // rules
	a.Answer, a.Correct, a.Hints, a.At = d.bytes(), d.bool(), int(d.int()), d.bytes()
	d.bytes() // day
	a.TookMS, a.Item = d.int(), d.bytes()
	d.bytes() // position
	d.bytes() // goal
	d.int()   // difficulty
	d.bytes() // origin
	a.Learner, a.Assignment = d.bytes(), d.bytes()
	return a, d.err()
}
