package sqlitefile

import (
	"fmt"
	"strings"
)

// tableSchema is what Rows needs to turn a record into a row.
type tableSchema struct {
	root  uint32
	cols  []column
	alias int // the INTEGER PRIMARY KEY column, -1 when none
	// order[i] is the declared column the i-th value of a WITHOUT ROWID
	// record belongs to: the primary key's columns first, in key order.
	order            []int
	virtualGenerated bool
}

// readSchema reads sqlite_schema (the table b-tree on page 1) for the
// tables.
func (f *File) readSchema() error {
	w := f.newWalk()
	err := w.table(1, 0, func(rowid int64, payload []byte, pg uint32) error {
		vals, err := decodeRecord(payload)
		if err != nil {
			return f.damage(pg, "sqlite_schema row %d: %v", rowid, err)
		}
		if len(vals) < 5 {
			return f.damage(pg, "sqlite_schema row %d has %d columns, not 5", rowid, len(vals))
		}
		typ, _ := vals[0].(string)
		name, _ := vals[1].(string)
		sql, _ := vals[4].(string)
		if typ != "table" || strings.HasPrefix(strings.ToLower(name), "sqlite_") {
			return nil
		}
		if strings.HasPrefix(strings.ToUpper(strings.TrimSpace(sql)), "CREATE VIRTUAL") {
			return nil
		}
		root, ok := vals[3].(int64)
		if !ok || root < 1 || root > int64(f.pages) {
			return f.damage(pg, "table %q: root page %v is not a page of the database", name, vals[3])
		}
		ct, err := parseCreateTable(sql)
		if err != nil {
			return fmt.Errorf("%s: table %q: cannot read its definition: %v", f.path, name, err)
		}
		s, err := schemaOf(ct)
		if err != nil {
			return fmt.Errorf("%s: table %q: %v", f.path, name, err)
		}
		s.root = uint32(root)
		t := Table{Name: name, WithoutRowID: ct.withoutRowID}
		for _, c := range ct.columns {
			t.Columns = append(t.Columns, c.name)
		}
		f.tables = append(f.tables, t)
		f.schema = append(f.schema, s)
		return nil
	})
	return err
}

// schemaOf works out the rowid alias and the order of values in a WITHOUT
// ROWID table's records.
func schemaOf(ct createTable) (tableSchema, error) {
	s := tableSchema{cols: ct.columns, alias: -1}
	find := func(name string) int {
		for i, c := range ct.columns {
			if strings.EqualFold(c.name, name) {
				return i
			}
		}
		return -1
	}
	var pk []int
	for i, c := range ct.columns {
		if c.pk {
			pk = append(pk, i)
		}
		if c.virtualGen {
			s.virtualGenerated = true
		}
	}
	if len(pk) == 0 {
		for _, name := range ct.tablePK {
			i := find(name)
			if i < 0 {
				return tableSchema{}, fmt.Errorf("its primary key names %q, which is not a column", name)
			}
			pk = append(pk, i)
		}
	}
	if !ct.withoutRowID {
		// The rowid alias: a lone primary-key column declared exactly
		// INTEGER, except "INTEGER PRIMARY KEY DESC" in the column's own
		// definition (a quirk SQLite keeps).
		if len(pk) == 1 && strings.EqualFold(ct.columns[pk[0]].typ, "INTEGER") && !ct.columns[pk[0]].pkDesc {
			s.alias = pk[0]
		}
		return s, nil
	}
	if len(pk) == 0 {
		return tableSchema{}, fmt.Errorf("WITHOUT ROWID but no primary key")
	}
	in := map[int]bool{}
	for _, i := range pk {
		if !in[i] {
			s.order = append(s.order, i)
			in[i] = true
		}
	}
	for i := range ct.columns {
		if !in[i] {
			s.order = append(s.order, i)
		}
	}
	return s, nil
}

// rowFromTable maps a rowid table's record to the declared columns.
func (s *tableSchema) rowFromTable(rowid int64, payload []byte) ([]any, error) {
	vals, err := decodeRecord(payload)
	if err != nil {
		return nil, err
	}
	row := make([]any, len(s.cols))
	for i := range s.cols {
		if i == s.alias {
			row[i] = rowid
			continue
		}
		if i < len(vals) {
			row[i] = s.stored(i, vals[i])
			continue
		}
		if row[i], err = s.missing(i); err != nil {
			return nil, err
		}
	}
	return row, nil
}

// rowFromIndex maps a WITHOUT ROWID table's record to the declared columns.
func (s *tableSchema) rowFromIndex(payload []byte) ([]any, error) {
	vals, err := decodeRecord(payload)
	if err != nil {
		return nil, err
	}
	row := make([]any, len(s.cols))
	for k, i := range s.order {
		if k < len(vals) {
			row[i] = s.stored(i, vals[k])
			continue
		}
		if row[i], err = s.missing(i); err != nil {
			return nil, err
		}
	}
	return row, nil
}

// stored is a value as read from a record: SQLite writes the integral values
// of REAL columns as integers, and reads them back as reals.
func (s *tableSchema) stored(i int, v any) any {
	if n, ok := v.(int64); ok && s.cols[i].aff == affReal {
		return float64(n)
	}
	return v
}

// missing is the value of a column an older record lacks: the column was
// added by ALTER TABLE ... ADD COLUMN, which only allows a literal default.
func (s *tableSchema) missing(i int) (any, error) {
	c := s.cols[i]
	if c.dflt == nil {
		return nil, nil
	}
	v, err := literal(c.dflt)
	if err != nil {
		return nil, fmt.Errorf("column %q is missing from the record and its default is %v", c.name, err)
	}
	return applyAffinity(v, c.aff), nil
}
