package calibrate

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Record is the first tries at one puzzle, by its id.
type Record struct {
	Puzzle     string
	Tries      int
	RightFirst int
	Line       int // where it was read, for messages
}

// ParseCSV reads first tries per puzzle in either of two forms, told
// apart by the header:
//
//   - rithmo class report --csv: the rows whose table is "item" and kind
//     "puzzle" (name_or_item the puzzle's id, done_or_answered the learners
//     who answered it, right_first those right at the first try without a
//     hint); student rows and exercises are skipped;
//   - puzzle,tries,right_first: one row per puzzle.
//
// A puzzle named on several rows has its tries added. Errors name the line.
func ParseCSV(r io.Reader) ([]Record, error) {
	c := csv.NewReader(r)
	c.FieldsPerRecord = -1
	head, err := c.Read()
	if errors.Is(err, io.EOF) {
		return nil, errors.New("the file is empty: want a header, puzzle,tries,right_first or rithmo class report --csv's")
	}
	if err != nil {
		return nil, fmt.Errorf("line 1: %w", err)
	}
	for i := range head {
		head[i] = strings.TrimSpace(strings.ToLower(head[i]))
	}
	var id, tries, right, table, kind int
	switch {
	case len(head) >= 5 && head[0] == "table" && head[3] == "done_or_answered" && head[4] == "right_first":
		id, tries, right, table, kind = 2, 3, 4, 0, 1
	case len(head) >= 3 && head[0] == "puzzle" && head[1] == "tries" && head[2] == "right_first":
		id, tries, right, table, kind = 0, 1, 2, -1, -1
	default:
		return nil, fmt.Errorf("line 1: unknown header %q: want puzzle,tries,right_first or rithmo class report --csv's (table,key_or_kind,name_or_item,done_or_answered,right_first,...)", strings.Join(head, ","))
	}
	var out []Record
	at := map[string]int{}
	for {
		row, err := c.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, fmt.Errorf("line %d: %w", pe.Line, pe.Err)
			}
			return nil, err
		}
		line, _ := c.FieldPos(0)
		if table >= 0 && (len(row) <= kind || row[table] != "item" || row[kind] != "puzzle") {
			continue
		}
		if len(row) <= max(id, tries, right) {
			return nil, fmt.Errorf("line %d: %d fields, want at least %d", line, len(row), max(id, tries, right)+1)
		}
		name := strings.TrimSpace(row[id])
		if name == "" {
			return nil, fmt.Errorf("line %d: no puzzle id", line)
		}
		t, err1 := strconv.Atoi(strings.TrimSpace(row[tries]))
		k, err2 := strconv.Atoi(strings.TrimSpace(row[right]))
		switch {
		case err1 != nil || t < 0:
			return nil, fmt.Errorf("line %d: tries %q is not a whole number 0 or more", line, row[tries])
		case err2 != nil || k < 0:
			return nil, fmt.Errorf("line %d: right first %q is not a whole number 0 or more", line, row[right])
		case k > t:
			return nil, fmt.Errorf("line %d: %s: %d right at the first try of %d tries", line, name, k, t)
		}
		if i, ok := at[name]; ok {
			out[i].Tries += t
			out[i].RightFirst += k
			continue
		}
		at[name] = len(out)
		out = append(out, Record{Puzzle: name, Tries: t, RightFirst: k, Line: line})
	}
}
