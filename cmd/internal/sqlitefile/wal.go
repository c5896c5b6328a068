package sqlitefile

import (
	"encoding/binary"
	"fmt"
)

// The write-ahead log: a 32-byte header, then frames of a 24-byte header and
// one page each. A frame counts when its salts match the log header's and the
// running checksum (seeded by the header's) matches; frames count only up to
// the last valid commit frame (one whose header gives the database size), as
// SQLite's recovery reads them. A log whose header is not valid is ignored,
// as SQLite ignores it.
const (
	walHeaderSize      = 32
	walFrameHeaderSize = 24
	walVersion         = 3007000
)

// applyWAL records, for each page, the newest frame of a committed
// transaction, and the database size that transaction left.
func (f *File) applyWAL(w []byte) error {
	if len(w) < walHeaderSize {
		return nil // a log cut inside its header holds nothing committed
	}
	magic := binary.BigEndian.Uint32(w[0:4])
	if magic&^1 != 0x377f0682 {
		return nil
	}
	bigEndian := magic&1 == 1
	if v := binary.BigEndian.Uint32(w[4:8]); v != walVersion {
		return fmt.Errorf("%s-wal: log format %d, not %d: this reader does not know it", f.path, v, walVersion)
	}
	size, ok := walPageSize(binary.BigEndian.Uint32(w[8:12]))
	if !ok {
		return nil
	}
	s0, s1 := walChecksum(bigEndian, 0, 0, w[:24])
	if s0 != binary.BigEndian.Uint32(w[24:28]) || s1 != binary.BigEndian.Uint32(w[28:32]) {
		return nil
	}
	if f.pageSize != 0 && size != f.pageSize {
		return fmt.Errorf("%s-wal: page size %d, but the database's is %d", f.path, size, f.pageSize)
	}
	salt1, salt2 := binary.BigEndian.Uint32(w[16:20]), binary.BigEndian.Uint32(w[20:24])
	committed := map[uint32]int{}
	pending := map[uint32]int{}
	var pages uint32
	frame := walFrameHeaderSize + size
	for off := walHeaderSize; off+frame <= len(w); off += frame {
		h := w[off : off+walFrameHeaderSize]
		pgno, commit := binary.BigEndian.Uint32(h[0:4]), binary.BigEndian.Uint32(h[4:8])
		if pgno == 0 || binary.BigEndian.Uint32(h[8:12]) != salt1 || binary.BigEndian.Uint32(h[12:16]) != salt2 {
			break
		}
		data := w[off+walFrameHeaderSize : off+frame]
		s0, s1 = walChecksum(bigEndian, s0, s1, h[:8])
		s0, s1 = walChecksum(bigEndian, s0, s1, data)
		if s0 != binary.BigEndian.Uint32(h[16:20]) || s1 != binary.BigEndian.Uint32(h[20:24]) {
			break
		}
		pending[pgno] = off + walFrameHeaderSize
		if commit != 0 {
			for p, o := range pending {
				committed[p] = o
			}
			clear(pending)
			pages = commit
		}
	}
	if pages == 0 {
		return nil // no committed transaction in the log
	}
	// A transaction that shrank the database leaves frames of pages past its
	// end: they are not part of it any more.
	for p := range committed {
		if p > pages {
			delete(committed, p)
		}
	}
	f.pageSize = size
	f.wal = committed
	f.walData = w
	f.pages = pages
	return nil
}

// walPageSize reads the log header's page size, where 65536 is written as is.
func walPageSize(v uint32) (int, bool) {
	if v < 512 || v > 65536 || v&(v-1) != 0 {
		return 0, false
	}
	return int(v), true
}

// walChecksum continues SQLite's log checksum over b (a multiple of 8 bytes),
// reading 32-bit words in the byte order the log's magic names.
func walChecksum(bigEndian bool, s0, s1 uint32, b []byte) (uint32, uint32) {
	order := binary.ByteOrder(binary.LittleEndian)
	if bigEndian {
		order = binary.BigEndian
	}
	for i := 0; i+8 <= len(b); i += 8 {
		s0 += order.Uint32(b[i:]) + s1
		s1 += order.Uint32(b[i+4:]) + s0
	}
	return s0, s1
}
