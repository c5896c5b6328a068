package progress

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
)

// bbolt trusts the pages it reads: a damaged file can make it panic, read
// outside its memory map, or walk a loop of pages for ever. checkBolt reads
// the file's structure first, as bbolt would read it (the newer valid meta
// page, the tree of buckets from its root, the freelist), and refuses one
// whose pages point outside the file, at each other in a loop, at a page
// twice, or hold elements that run off their page. Only then does bbolt
// open it. Values are not read here: a damaged record is found, and said
// in words, when it is decoded. bbolt writes its pages in the machine's
// byte order: little-endian on the machines rithmo is built for (amd64,
// arm64).

const (
	boltMagic     = 0xED0CDAED
	boltVersion   = 2
	pageHeader    = 16
	elementSize   = 16
	flagBranch    = 0x01
	flagLeaf      = 0x02
	flagMeta      = 0x04
	flagFreelist  = 0x10
	flagBucket    = 0x01
	noFreelist    = ^uint64(0)
	maxTreeDepth  = 64
	metaChecksumN = 56 // bytes of a meta before its checksum
)

type boltMeta struct {
	pageSize uint32
	root     uint64
	freelist uint64
	hwm      uint64 // pages in use: the high water mark
	txid     uint64
}

// parseMeta reads the meta page at off, as bbolt validates it.
func parseMeta(data []byte, off int) (boltMeta, error) {
	if off < 0 || len(data) < off+pageHeader+metaChecksumN+8 {
		return boltMeta{}, errors.New("too short for a meta page")
	}
	m := data[off+pageHeader:]
	if binary.LittleEndian.Uint32(m[0:]) != boltMagic {
		return boltMeta{}, errors.New("no bbolt magic")
	}
	if v := binary.LittleEndian.Uint32(m[4:]); v != boltVersion {
		return boltMeta{}, fmt.Errorf("bbolt format version %d", v)
	}
	h := fnv.New64a()
	h.Write(m[:metaChecksumN])
	if h.Sum64() != binary.LittleEndian.Uint64(m[metaChecksumN:]) {
		return boltMeta{}, errors.New("a meta page's checksum is wrong")
	}
	return boltMeta{pageSize: binary.LittleEndian.Uint32(m[8:]), root: binary.LittleEndian.Uint64(m[16:]), freelist: binary.LittleEndian.Uint64(m[32:]), hwm: binary.LittleEndian.Uint64(m[40:]), txid: binary.LittleEndian.Uint64(m[48:])}, nil
}

// looksBolt reports whether data starts like a bbolt file: the magic of a
// meta page at page 0, or at the second page of the default size.
func looksBolt(data []byte) bool {
	for _, off := range []int{pageHeader, os.Getpagesize() + pageHeader} {
		if len(data) >= off+4 && binary.LittleEndian.Uint32(data[off:]) == boltMagic {
			return true
		}
	}
	return false
}

// checkBolt checks the structure of the bbolt file data.
func checkBolt(data []byte) error {
	m0, err0 := parseMeta(data, 0)
	pageSize := int(m0.pageSize)
	if err0 != nil {
		pageSize = os.Getpagesize()
	}
	m1, err1 := parseMeta(data, pageSize)
	m, err := m0, err0
	if err1 == nil && (err0 != nil || m1.txid > m0.txid) {
		m, err = m1, nil
	}
	if err != nil {
		return fmt.Errorf("neither meta page is valid (%v)", err0)
	}
	if int(m.pageSize) != pageSize && err0 == nil || m.pageSize < 512 || m.pageSize > 1<<16 || m.pageSize&(m.pageSize-1) != 0 {
		return fmt.Errorf("page size %d", m.pageSize)
	}
	c := &boltChecker{data: data, pageSize: int(m.pageSize), hwm: m.hwm, seen: map[uint64]bool{0: true, 1: true}}
	if m.hwm < 2 || m.hwm > uint64(len(data)/c.pageSize) {
		return fmt.Errorf("it claims %d pages of %d bytes but holds %d bytes: it is truncated", m.hwm, m.pageSize, len(data))
	}
	if err := c.page(m.root, 0, flagBranch|flagLeaf); err != nil {
		return err
	}
	if m.freelist != noFreelist {
		if err := c.freelist(m.freelist); err != nil {
			return err
		}
	}
	return nil
}

type boltChecker struct {
	data     []byte
	pageSize int
	hwm      uint64
	seen     map[uint64]bool
}

// page checks page id and what hangs from it; want is the page types
// allowed there.
func (c *boltChecker) page(id uint64, depth int, want uint16) error {
	if depth > maxTreeDepth {
		return fmt.Errorf("page %d: the tree is deeper than %d", id, maxTreeDepth)
	}
	p, err := c.claim(id)
	if err != nil {
		return err
	}
	if flags := binary.LittleEndian.Uint16(p[8:]); flags&want == 0 || flags&^(flagBranch|flagLeaf) != 0 {
		return fmt.Errorf("page %d: unexpected page type %#x", id, flags)
	}
	return c.node(p, fmt.Sprintf("page %d", id), depth)
}

// claim marks page id and its overflow as used and returns its bytes.
func (c *boltChecker) claim(id uint64) ([]byte, error) {
	if id < 2 || id >= c.hwm {
		return nil, fmt.Errorf("a page number %d is out of the file (2 to %d)", id, c.hwm-1)
	}
	off := int(id) * c.pageSize
	if binary.LittleEndian.Uint64(c.data[off:]) != id {
		return nil, fmt.Errorf("page %d says it is page %d", id, binary.LittleEndian.Uint64(c.data[off:]))
	}
	overflow := uint64(binary.LittleEndian.Uint32(c.data[off+12:]))
	if id+overflow >= c.hwm {
		return nil, fmt.Errorf("page %d runs %d pages past the end of the file", id, overflow)
	}
	for i := id; i <= id+overflow; i++ {
		if c.seen[i] {
			return nil, fmt.Errorf("page %d is used twice", i)
		}
		c.seen[i] = true
	}
	return c.data[off : off+int(1+overflow)*c.pageSize], nil
}

// node checks a branch or leaf page p (or an inline bucket's page).
func (c *boltChecker) node(p []byte, where string, depth int) error {
	if len(p) < pageHeader {
		return fmt.Errorf("%s: too short", where)
	}
	flags, count := binary.LittleEndian.Uint16(p[8:]), int(binary.LittleEndian.Uint16(p[10:]))
	if pageHeader+count*elementSize > len(p) {
		return fmt.Errorf("%s: %d elements do not fit", where, count)
	}
	if flags == flagBranch && count == 0 {
		// bbolt never writes one, and reads its first element anyway.
		return fmt.Errorf("%s: an empty branch", where)
	}
	for i := range count {
		e := pageHeader + i*elementSize
		switch flags {
		case flagBranch:
			pos, ksize, child := int(binary.LittleEndian.Uint32(p[e:])), int(binary.LittleEndian.Uint32(p[e+4:])), binary.LittleEndian.Uint64(p[e+8:])
			if e+pos+ksize > len(p) {
				return fmt.Errorf("%s: key %d runs off the page", where, i)
			}
			if err := c.page(child, depth+1, flagBranch|flagLeaf); err != nil {
				return err
			}
		case flagLeaf:
			eflags, pos := binary.LittleEndian.Uint32(p[e:]), int(binary.LittleEndian.Uint32(p[e+4:]))
			ksize, vsize := int(binary.LittleEndian.Uint32(p[e+8:])), int(binary.LittleEndian.Uint32(p[e+12:]))
			end := e + pos + ksize + vsize
			if pos < 0 || ksize < 0 || vsize < 0 || end > len(p) || end < e {
				return fmt.Errorf("%s: element %d runs off the page", where, i)
			}
			if eflags&flagBucket == 0 {
				continue
			}
			v := p[e+pos+ksize : end]
			if len(v) < 16 {
				return fmt.Errorf("%s: bucket %d is too short", where, i)
			}
			if root := binary.LittleEndian.Uint64(v); root != 0 {
				if err := c.page(root, depth+1, flagBranch|flagLeaf); err != nil {
					return err
				}
			} else if err := c.inline(v[16:], where, depth); err != nil {
				return err
			}
		default:
			return fmt.Errorf("%s: unexpected page type %#x", where, flags)
		}
	}
	return nil
}

// inline checks an inline bucket: a leaf page inside its parent's value.
func (c *boltChecker) inline(p []byte, where string, depth int) error {
	if len(p) < pageHeader {
		return fmt.Errorf("%s: an inline bucket is too short", where)
	}
	if binary.LittleEndian.Uint16(p[8:]) != flagLeaf {
		return fmt.Errorf("%s: an inline bucket is not a leaf", where)
	}
	return c.node(p, where+" (inline bucket)", depth+1)
}

// freelist checks the freelist page: free pages are in the file and not
// in use.
func (c *boltChecker) freelist(id uint64) error {
	p, err := c.claim(id)
	if err != nil {
		return fmt.Errorf("freelist: %w", err)
	}
	if binary.LittleEndian.Uint16(p[8:]) != flagFreelist {
		return fmt.Errorf("freelist page %d: unexpected page type %#x", id, binary.LittleEndian.Uint16(p[8:]))
	}
	start, count := pageHeader, uint64(binary.LittleEndian.Uint16(p[10:]))
	if count == 0xFFFF {
		if len(p) < pageHeader+8 {
			return fmt.Errorf("freelist page %d: too short", id)
		}
		count, start = binary.LittleEndian.Uint64(p[pageHeader:]), pageHeader+8
	}
	if count > uint64(len(p)-start)/8 {
		return fmt.Errorf("freelist page %d: %d free pages do not fit", id, count)
	}
	for i := range count {
		free := binary.LittleEndian.Uint64(p[start+int(i)*8:])
		if free < 2 || free >= c.hwm || c.seen[free] {
			return fmt.Errorf("freelist page %d: free page %d is out of the file or in use", id, free)
		}
		c.seen[free] = true
	}
	return nil
}
