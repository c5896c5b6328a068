package sqlitefile

import (
	"encoding/binary"
)

// B-tree page types.
const (
	indexInterior = 0x02
	tableInterior = 0x05
	indexLeaf     = 0x0A
	tableLeaf     = 0x0D
)

// walk reads one b-tree. Every page it touches, b-tree or overflow, goes in
// seen: in a sound file each page belongs to one place, so a page met twice
// is a loop or a shared page, and the walk costs at most one visit per page.
type walk struct {
	f    *File
	seen map[uint32]bool
}

func (f *File) newWalk() *walk { return &walk{f: f, seen: map[uint32]bool{}} }

// btreePage is a b-tree page's header and cell pointers, checked.
type btreePage struct {
	n     uint32
	data  []byte // the whole page
	typ   byte
	cells []int // cell offsets in data
	right uint32
}

// visit loads page n as a b-tree page of one of the wanted kinds.
func (w *walk) visit(n uint32, depth int, leaf, interior byte) (btreePage, error) {
	f := w.f
	if depth > maxDepth {
		return btreePage{}, f.damage(n, "the b-tree is deeper than %d levels", maxDepth)
	}
	if w.seen[n] {
		return btreePage{}, f.damage(n, "reached twice: the b-tree loops or shares a page")
	}
	w.seen[n] = true
	data, err := f.page(n)
	if err != nil {
		return btreePage{}, err
	}
	h := 0
	if n == 1 {
		h = 100 // page 1 starts with the file header
	}
	p := btreePage{n: n, data: data, typ: data[h]}
	if p.typ != leaf && p.typ != interior {
		return btreePage{}, f.damage(n, "b-tree page type %#x, want %#x or %#x", p.typ, leaf, interior)
	}
	hdr := 8
	if p.typ == interior {
		hdr = 12
		p.right = binary.BigEndian.Uint32(data[h+8:])
	}
	count := int(binary.BigEndian.Uint16(data[h+3:]))
	ptrs := h + hdr
	if ptrs+2*count > f.usable {
		return btreePage{}, f.damage(n, "%d cells do not fit in the page", count)
	}
	p.cells = make([]int, count)
	for i := range count {
		off := int(binary.BigEndian.Uint16(data[ptrs+2*i:]))
		if off < ptrs+2*count || off >= f.usable {
			return btreePage{}, f.damage(n, "cell %d at offset %d is outside the cell area", i, off)
		}
		p.cells[i] = off
	}
	return p, nil
}

// child reads a 4-byte child page number at off.
func (w *walk) child(p btreePage, off int) (uint32, error) {
	if off+4 > w.f.usable {
		return 0, w.f.damage(p.n, "a child pointer runs past the page")
	}
	return binary.BigEndian.Uint32(p.data[off:]), nil
}

// table walks a table b-tree in rowid order, calling fn with each row's
// rowid and whole payload.
func (w *walk) table(n uint32, depth int, fn func(rowid int64, payload []byte, pg uint32) error) error {
	p, err := w.visit(n, depth, tableLeaf, tableInterior)
	if err != nil {
		return err
	}
	if p.typ == tableInterior {
		for _, off := range p.cells {
			left, err := w.child(p, off)
			if err != nil {
				return err
			}
			if err := w.table(left, depth+1, fn); err != nil {
				return err
			}
		}
		return w.table(p.right, depth+1, fn)
	}
	for _, off := range p.cells {
		size, k, ok := varintIn(p.data[:w.f.usable], off)
		if !ok {
			return w.f.damage(n, "a cell's payload size runs past the page")
		}
		rowid, k2, ok := varintIn(p.data[:w.f.usable], off+k)
		if !ok {
			return w.f.damage(n, "a cell's rowid runs past the page")
		}
		payload, err := w.payload(p, off+k+k2, size, w.f.usable-35)
		if err != nil {
			return err
		}
		if err := fn(int64(rowid), payload, n); err != nil {
			return err
		}
	}
	return nil
}

// index walks an index b-tree in key order, calling fn with each entry's
// payload. Interior cells hold entries too, between their left child's and
// the next.
func (w *walk) index(n uint32, depth int, fn func(payload []byte, pg uint32) error) error {
	p, err := w.visit(n, depth, indexLeaf, indexInterior)
	if err != nil {
		return err
	}
	maxLocal := (w.f.usable-12)*64/255 - 23
	for _, off := range p.cells {
		if p.typ == indexInterior {
			left, err := w.child(p, off)
			if err != nil {
				return err
			}
			if err := w.index(left, depth+1, fn); err != nil {
				return err
			}
			off += 4
		}
		size, k, ok := varintIn(p.data[:w.f.usable], off)
		if !ok {
			return w.f.damage(n, "a cell's payload size runs past the page")
		}
		payload, err := w.payload(p, off+k, size, maxLocal)
		if err != nil {
			return err
		}
		if err := fn(payload, n); err != nil {
			return err
		}
	}
	if p.typ == indexInterior {
		return w.index(p.right, depth+1, fn)
	}
	return nil
}

// payload gathers a cell's payload of size bytes starting at off, following
// its overflow chain when it is larger than maxLocal (X in the file format's
// terms; M and K below are the format's too).
func (w *walk) payload(p btreePage, off int, size uint64, maxLocal int) ([]byte, error) {
	f := w.f
	u := f.usable
	// No payload can be larger than the pages there are: this also bounds
	// what a damaged size makes us allocate.
	if size > uint64(f.available())*uint64(u) {
		return nil, f.damage(p.n, "a payload of %d bytes is larger than the database", size)
	}
	total := int(size)
	local := total
	if total > maxLocal {
		m := (u-12)*32/255 - 23
		k := m + (total-m)%(u-4)
		local = m
		if k <= maxLocal {
			local = k
		}
	}
	if off+local > u || (local < total && off+local+4 > u) {
		return nil, f.damage(p.n, "a cell's payload runs past the page")
	}
	out := make([]byte, 0, total)
	out = append(out, p.data[off:off+local]...)
	if local == total {
		return out, nil
	}
	next := binary.BigEndian.Uint32(p.data[off+local:])
	from := p.n
	for len(out) < total {
		if next == 0 {
			return nil, f.damage(from, "an overflow chain ends %d bytes short", total-len(out))
		}
		if w.seen[next] {
			return nil, f.damage(next, "overflow page reached twice: the chain loops or shares a page")
		}
		w.seen[next] = true
		data, err := f.page(next)
		if err != nil {
			return nil, err
		}
		take := min(u-4, total-len(out))
		out = append(out, data[4:4+take]...)
		from, next = next, binary.BigEndian.Uint32(data[:4])
	}
	return out, nil
}
