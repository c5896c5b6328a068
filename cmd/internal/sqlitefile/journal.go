package sqlitefile

import (
	"encoding/binary"
	"fmt"
)

// A hot rollback journal (path + "-journal") holds the original images of the
// pages a transaction had begun to change when its process died; SQLite
// plays it back before any read. rithmo's files are in WAL mode, but a new
// file starts in rollback mode (claim in package progress), so a crash in the
// very first run leaves one. Playing it back here, in memory, reads the file
// as SQLite would, and never changes it.
//
// Layout: segments, each a header padded to the sector size (magic, record
// count, checksum nonce, the database's size in pages before the
// transaction, sector size, page size) and records (page number, the page's
// original image, checksum: the nonce plus every 200th byte of the image,
// counted back from the end). Playback stops at the first record that is cut
// short, numbers page 0 or fails its checksum, as SQLite's does.

const journalMagic = "\xd9\xd5\x05\xf9\x20\xa1\x63\xd7"

// rollBack returns data with the journal played back: the database cut to
// its size before the transaction, with its changed pages restored.
func (f *File) rollBack(data, j []byte) ([]byte, error) {
	if len(j) < 28 || string(j[:8]) != journalMagic {
		return data, nil // no header (or a zeroed one): not hot
	}
	pageSize, sector := int(binary.BigEndian.Uint32(j[24:28])), int(binary.BigEndian.Uint32(j[20:24]))
	if _, ok := walPageSize(uint32(pageSize)); !ok {
		return nil, fmt.Errorf("%s-journal: page size %d is not a power of two from 512 to 65536", f.path, pageSize)
	}
	if sector < 32 || sector > 65536 || sector&(sector-1) != 0 {
		return nil, fmt.Errorf("%s-journal: sector size %d is not a power of two from 32 to 65536", f.path, sector)
	}
	if len(data) >= 100 {
		if size, ok := decodePageSize(binary.BigEndian.Uint16(data[16:18])); ok && size != pageSize {
			return nil, fmt.Errorf("%s-journal: page size %d, but the database's is %d", f.path, pageSize, size)
		}
	}
	orig := int64(binary.BigEndian.Uint32(j[16:20]))
	if orig*int64(pageSize) > maxFileSize {
		return nil, fmt.Errorf("%s-journal: the database was %d pages before: larger than the 1 GiB this reader accepts", f.path, orig)
	}
	// The database cut to its size before; pages past the main file's end
	// grow it only as the journal restores them, so a damaged size costs
	// no memory.
	out := append([]byte{}, data[:min(int64(len(data)), orig*int64(pageSize))]...)
	record := pageSize + 8
	done := map[uint32]bool{}
	for off := 0; off+28 <= len(j) && string(j[off:off+8]) == journalMagic; {
		n := int64(binary.BigEndian.Uint32(j[off+8:]))
		nonce := binary.BigEndian.Uint32(j[off+12:])
		off += sector
		if n == 0xffffffff {
			n = int64(max(0, (len(j)-off)/record))
		}
		for range n {
			if off+record > len(j) {
				return out, nil
			}
			pgno := binary.BigEndian.Uint32(j[off:])
			img := j[off+4 : off+4+pageSize]
			sum := nonce
			for i := pageSize - 200; i > 0; i -= 200 {
				sum += uint32(img[i])
			}
			if pgno == 0 || sum != binary.BigEndian.Uint32(j[off+4+pageSize:]) {
				return out, nil
			}
			if int64(pgno) <= orig && !done[pgno] {
				at := int64(pgno-1) * int64(pageSize)
				if grow := at + int64(pageSize) - int64(len(out)); grow > 0 {
					out = append(out, make([]byte, grow)...)
				}
				copy(out[at:], img)
				done[pgno] = true
			}
			off += record
		}
		off = (off + sector - 1) / sector * sector
	}
	return out, nil
}
