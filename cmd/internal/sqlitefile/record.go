package sqlitefile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// varintIn reads SQLite's varint at b[off:]: big-endian, 7 bits a byte with
// the high bit set to continue, and all 8 bits of a ninth byte. It returns
// the value, its length, and false when it runs past b.
func varintIn(b []byte, off int) (uint64, int, bool) {
	if off < 0 || off >= len(b) {
		return 0, 0, false
	}
	return varint(b[off:])
}

func varint(b []byte) (uint64, int, bool) {
	var v uint64
	for i := 0; i < 9; i++ {
		if i >= len(b) {
			return 0, 0, false
		}
		c := b[i]
		if i == 8 {
			return v<<8 | uint64(c), 9, true
		}
		v = v<<7 | uint64(c&0x7f)
		if c&0x80 == 0 {
			return v, i + 1, true
		}
	}
	return 0, 0, false // unreachable
}

// errRecord is the cause of every malformed record.
var errRecord = errors.New("malformed record")

// decodeRecord splits a record into its values: nil, int64, float64, string
// or []byte (text and blobs are copied, so the caller may keep them).
func decodeRecord(rec []byte) ([]any, error) {
	hsize, n, ok := varint(rec)
	if !ok || hsize < uint64(n) || hsize > uint64(len(rec)) {
		return nil, fmt.Errorf("%w: header size", errRecord)
	}
	header := rec[n:hsize]
	body := rec[hsize:]
	var out []any
	pos := 0
	for len(header) > 0 {
		st, k, ok := varint(header)
		if !ok {
			return nil, fmt.Errorf("%w: serial type %d runs past the header", errRecord, len(out))
		}
		header = header[k:]
		size, err := serialSize(st)
		if err != nil {
			return nil, fmt.Errorf("%w: value %d: %v", errRecord, len(out), err)
		}
		if uint64(len(body)-pos) < size {
			return nil, fmt.Errorf("%w: value %d runs past the record", errRecord, len(out))
		}
		v := body[pos : pos+int(size)]
		pos += int(size)
		out = append(out, serialValue(st, v))
	}
	return out, nil
}

// serialSize is the body length of a value of serial type st.
func serialSize(st uint64) (uint64, error) {
	switch {
	case st <= 4:
		return [...]uint64{0, 1, 2, 3, 4}[st], nil
	case st == 5:
		return 6, nil
	case st == 6, st == 7:
		return 8, nil
	case st == 8, st == 9:
		return 0, nil
	case st == 10, st == 11:
		return 0, fmt.Errorf("serial type %d is reserved", st)
	default:
		return (st - 12) / 2, nil
	}
}

// serialValue decodes a value whose length serialSize checked.
func serialValue(st uint64, v []byte) any {
	switch {
	case st == 0:
		return nil
	case st <= 6:
		// A big-endian two's-complement integer of 1, 2, 3, 4, 6 or 8 bytes.
		var x int64
		if v[0]&0x80 != 0 {
			x = -1
		}
		for _, c := range v {
			x = x<<8 | int64(c)
		}
		return x
	case st == 7:
		return math.Float64frombits(binary.BigEndian.Uint64(v))
	case st == 8:
		return int64(0)
	case st == 9:
		return int64(1)
	case st%2 == 0:
		return append([]byte{}, v...)
	default:
		return string(v)
	}
}
