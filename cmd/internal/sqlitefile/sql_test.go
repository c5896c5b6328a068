package sqlitefile

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseCreateTable(t *testing.T) {
	for _, tc := range []struct {
		name         string
		sql          string
		columns      []string
		types        []string
		withoutRowID bool
		strict       bool
		alias        int   // -1 none
		order        []int // WITHOUT ROWID record order
	}{
		{"rithmo schema 1", `CREATE TABLE exercise_attempt (
	id        INTEGER PRIMARY KEY,
	lesson    TEXT NOT NULL,
	correct   INTEGER NOT NULL CHECK (correct IN (0, 1)),
	at        TEXT NOT NULL,                 -- UTC, 2006-01-02T15:04:05.000Z
	took_ms   INTEGER NOT NULL CHECK (took_ms >= 0)
) STRICT`, []string{"id", "lesson", "correct", "at", "took_ms"}, []string{"INTEGER", "TEXT", "INTEGER", "TEXT", "INTEGER"}, false, true, 0, nil},
		{"after ALTER TABLE ADD COLUMN", `CREATE TABLE puzzle_attempt (
	id INTEGER PRIMARY KEY, puzzle TEXT NOT NULL
, item TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'play'
	CHECK (origin IN ('play', 'review', 'daily'))) STRICT`, []string{"id", "puzzle", "item", "origin"}, []string{"INTEGER", "TEXT", "TEXT", "TEXT"}, false, true, 0, nil},
		{"WITHOUT ROWID, key out of declaration order", `CREATE TABLE lesson_page (
	lesson TEXT NOT NULL, page INTEGER NOT NULL CHECK (page >= 0), first_opened TEXT NOT NULL,
	PRIMARY KEY (page, lesson)) STRICT, WITHOUT ROWID`, []string{"lesson", "page", "first_opened"}, []string{"TEXT", "INTEGER", "TEXT"}, true, true, -1, []int{1, 0, 2}},
		{"quoted names, table constraints, nested parentheses", "create table if not exists main.\"a \"\"b\"\"\" (\"x y\" varchar(10, 2), [order] unsigned big int, `w``v` double precision, 'lit' blob, " +
			"constraint c check ((x + (1)) > (2)), unique (\"x y\"), foreign key ([order]) references o (id) on delete cascade, primary key (`w``v` desc, \"X Y\"))" +
			" without rowid", []string{"x y", "order", "w`v", "lit"}, []string{"varchar", "unsigned big int", "double precision", "blob"}, true, false, -1, []int{2, 0, 1, 3}},
		{"rowid alias by table constraint", `CREATE TABLE t (name TEXT, id integer, PRIMARY KEY (id DESC))`, []string{"name", "id"}, []string{"TEXT", "integer"}, false, false, 1, nil},
		{"INT PRIMARY KEY is no alias", `CREATE TABLE t (id INT PRIMARY KEY, v)`, []string{"id", "v"}, []string{"INT", ""}, false, false, -1, nil},
		{"INTEGER PRIMARY KEY DESC is no alias", `CREATE TABLE t (id INTEGER PRIMARY KEY DESC, v)`, []string{"id", "v"}, []string{"INTEGER", ""}, false, false, -1, nil},
		{"two-column key is no alias", `CREATE TABLE t (a INTEGER, b INTEGER, PRIMARY KEY (a, b))`, []string{"a", "b"}, []string{"INTEGER", "INTEGER"}, false, false, -1, nil},
		{"comments and a constraint name on a column", "CREATE TABLE t ( /* the id */ id INTEGER CONSTRAINT pk PRIMARY KEY AUTOINCREMENT, -- x\n v TEXT COLLATE NOCASE)",
			[]string{"id", "v"}, []string{"INTEGER", "TEXT"}, false, false, 0, nil},
		{"keyword-like bare names", `CREATE TABLE t (key TEXT, name TEXT, rowid_ INTEGER)`, []string{"key", "name", "rowid_"}, []string{"TEXT", "TEXT", "INTEGER"}, false, false, -1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ct, err := parseCreateTable(tc.sql)
			require.NoError(t, err)
			var names, types []string
			for _, c := range ct.columns {
				names = append(names, c.name)
				types = append(types, c.typ)
			}
			assert.Equal(t, tc.columns, names)
			assert.Equal(t, tc.types, types)
			assert.Equal(t, tc.withoutRowID, ct.withoutRowID)
			assert.Equal(t, tc.strict, ct.strict)
			s, err := schemaOf(ct)
			require.NoError(t, err)
			assert.Equal(t, tc.alias, s.alias)
			assert.Equal(t, tc.order, s.order)
		})
	}
}

func TestParseCreateTableRefuses(t *testing.T) {
	for _, tc := range []struct{ sql, want string }{
		{`CREATE TABLE t`, "not a CREATE TABLE statement"},
		{`CREATE TABLE t (a, b`, "unbalanced parentheses"},
		{`CREATE TABLE t (a 'x)`, "not closed"},
		{`CREATE TABLE t (a, [b)`, "not closed"},
		{`CREATE TABLE t (a,, b)`, "an empty column definition"},
		{`CREATE TABLE t (a) WITHOUT SOMETHING`, `unknown table option "WITHOUT"`},
		{`CREATE TABLE t (PRIMARY KEY (a))`, "no columns"},
	} {
		_, err := parseCreateTable(tc.sql)
		assert.ErrorContains(t, err, tc.want, tc.sql)
	}
	ct, err := parseCreateTable(`CREATE TABLE t (a, PRIMARY KEY (b)) WITHOUT ROWID`)
	require.NoError(t, err)
	_, err = schemaOf(ct)
	assert.EqualError(t, err, `its primary key names "b", which is not a column`)
}

func TestDefaults(t *testing.T) {
	for _, tc := range []struct {
		decl string
		want any
	}{
		{"a TEXT NOT NULL DEFAULT ''", ""},
		{"a TEXT DEFAULT 'it''s'", "it's"},
		{"a INTEGER NOT NULL DEFAULT 0", int64(0)},
		{"a INTEGER DEFAULT -7", int64(-7)},
		{"a INTEGER DEFAULT +7", int64(7)},
		{"a INTEGER DEFAULT 0x10", int64(16)},
		{"a INTEGER DEFAULT -0x10", int64(-16)},
		{"a INTEGER DEFAULT 0xffffffffffffffff", int64(-1)},
		{"a INTEGER DEFAULT 99999999999999999999", 1e20},
		{"a REAL DEFAULT 2", 2.0},
		{"a REAL DEFAULT -1e3", -1000.0},
		{"a INTEGER DEFAULT 2.0", int64(2)},
		{"a INTEGER DEFAULT 2.5", 2.5},
		{"a INTEGER DEFAULT '12'", int64(12)},
		{"a INTEGER DEFAULT 'twelve'", "twelve"},
		{"a TEXT DEFAULT 12", "12"},
		{"a TEXT DEFAULT 2.0", "2.0"},
		{"a TEXT DEFAULT 1.5", "1.5"},
		{"a DEFAULT 12", int64(12)},
		{"a BLOB DEFAULT x'CAFE'", []byte{0xca, 0xfe}},
		{"a DEFAULT NULL", nil},
		{"a", nil},
		{"a INTEGER DEFAULT TRUE", int64(1)},
		{"a INTEGER DEFAULT false", int64(0)},
		{`a TEXT DEFAULT "dq"`, "dq"},
		{"a TEXT DEFAULT ('p')", "p"},
		{"a NUMERIC DEFAULT '3.0'", int64(3)},
	} {
		ct, err := parseCreateTable("CREATE TABLE t (id INTEGER PRIMARY KEY, " + tc.decl + ")")
		require.NoError(t, err, tc.decl)
		s, err := schemaOf(ct)
		require.NoError(t, err)
		got, err := s.missing(1)
		require.NoError(t, err, tc.decl)
		assert.Equal(t, tc.want, got, tc.decl)
	}
	ct, err := parseCreateTable("CREATE TABLE t (a, b TEXT DEFAULT (lower('X') || 'y'))")
	require.NoError(t, err)
	s, err := schemaOf(ct)
	require.NoError(t, err)
	_, err = s.missing(1)
	assert.EqualError(t, err, `column "b" is missing from the record and its default is not a literal`)
}

func TestAffinity(t *testing.T) {
	for _, tc := range []struct {
		typ    string
		strict bool
		want   affinity
	}{
		{"INTEGER", false, affInteger}, {"TINYINT", false, affInteger}, {"POINT", false, affInteger},
		{"TEXT", false, affText}, {"VARCHAR(10)", false, affText}, {"CLOB", false, affText},
		{"BLOB", false, affBlob}, {"", false, affBlob},
		{"REAL", false, affReal}, {"DOUBLE PRECISION", false, affReal}, {"FLOAT", false, affReal},
		{"NUMERIC", false, affNumeric}, {"DATE", false, affNumeric}, {"ANY", false, affNumeric}, {"ANY", true, affBlob},
	} {
		assert.Equal(t, tc.want, affinityOf(tc.typ, tc.strict), "%q strict=%t", tc.typ, tc.strict)
	}
}

func TestVirtualGeneratedColumnsAreRefused(t *testing.T) {
	b := newDB(1024, 0)
	root := b.add()
	b.btree(root, tableLeaf, [][]byte{b.leafCell(1, record(int64(2)))}, 0)
	b.schema([3]any{"g", "CREATE TABLE g (a INTEGER, b INTEGER GENERATED ALWAYS AS (a * 2) VIRTUAL, c AS (a + 1) STORED)", root})
	f, err := Open(b.write(t))
	require.NoError(t, err)
	assert.Equal(t, []string{"a", "b", "c"}, f.Tables()[0].Columns)
	err = f.Rows("g", func([]any) error { return nil })
	assert.ErrorContains(t, err, `table "g" has VIRTUAL generated columns, which this reader does not compute`)
}

func TestVarint(t *testing.T) {
	for _, tc := range []struct {
		in   []byte
		want uint64
		n    int
	}{
		{[]byte{0}, 0, 1},
		{[]byte{0x7f}, 127, 1},
		{[]byte{0x81, 0x00}, 128, 2},
		{[]byte{0xff, 0x7f}, 16383, 2},
		{[]byte{0x81, 0x80, 0x00}, 16384, 3},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, 1<<64 - 1, 9},
		{[]byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01}, 1, 9},
		{[]byte{0xc0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x55}, 1 << 63, 9},
		{[]byte{0x81, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00}, 1 << 57, 9},
	} {
		got, n, ok := varint(tc.in)
		require.True(t, ok, "% x", tc.in)
		assert.Equal(t, tc.want, got, "% x", tc.in)
		assert.Equal(t, tc.n, n, "% x", tc.in)
		back := putVarint(tc.want)
		again, _, _ := varint(back)
		assert.Equal(t, tc.want, again, "the test writer agrees")
	}
	for _, in := range [][]byte{{}, {0x80}, {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}} {
		_, _, ok := varint(in)
		assert.False(t, ok, "% x runs past its end", in)
	}
	_, _, ok := varintIn([]byte{1}, 1)
	assert.False(t, ok)
}
