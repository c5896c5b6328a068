package sqlitefile

import (
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// This file reads the CREATE TABLE text that sqlite_schema keeps (SQLite
// rewrites it after ALTER TABLE ... ADD COLUMN, so it always declares every
// column): the columns' names, declared types, literal defaults, the primary
// key, and the table options. Expressions (CHECK, generated columns,
// parenthesized defaults) are skipped by matching parentheses.

// token kinds.
const (
	tokWord   = iota // a bare word: keyword or name
	tokQuoted        // "x", [x] or `x`: a name
	tokString        // 'x'
	tokBlob          // x'..'
	tokNumber
	tokPunct // ( ) , and any other single character
)

type token struct {
	kind int
	text string // for names and strings, unquoted
}

func (t token) is(kw string) bool { return t.kind == tokWord && strings.EqualFold(t.text, kw) }

func (t token) punct(c string) bool { return t.kind == tokPunct && t.text == c }

// tokenize splits SQL text into tokens, dropping spaces and comments.
func tokenize(s string) ([]token, error) {
	var out []token
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				i = len(s)
			} else {
				i += end + 4
			}
		case (c == 'x' || c == 'X') && i+1 < len(s) && s[i+1] == '\'':
			text, n, err := quoted(s[i+1:], '\'', '\'')
			if err != nil {
				return nil, err
			}
			out = append(out, token{tokBlob, text})
			i += 1 + n
		case c == '\'':
			text, n, err := quoted(s[i:], '\'', '\'')
			if err != nil {
				return nil, err
			}
			out = append(out, token{tokString, text})
			i += n
		case c == '"' || c == '`':
			text, n, err := quoted(s[i:], c, c)
			if err != nil {
				return nil, err
			}
			out = append(out, token{tokQuoted, text})
			i += n
		case c == '[':
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return nil, errors.New("a [name] is not closed")
			}
			out = append(out, token{tokQuoted, s[i+1 : i+end]})
			i += end + 1
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			j := i
			if c == '0' && i+1 < len(s) && (s[i+1] == 'x' || s[i+1] == 'X') {
				j += 2
				for j < len(s) && isHex(s[j]) {
					j++
				}
			} else {
				for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' || s[j] == '_') {
					j++
				}
				if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
					j++
					if j < len(s) && (s[j] == '+' || s[j] == '-') {
						j++
					}
					for j < len(s) && s[j] >= '0' && s[j] <= '9' {
						j++
					}
				}
			}
			out = append(out, token{tokNumber, s[i:j]})
			i = j
		case isWord(c):
			j := i
			for j < len(s) && isWord(s[j]) {
				j++
			}
			out = append(out, token{tokWord, s[i:j]})
			i = j
		default:
			out = append(out, token{tokPunct, s[i : i+1]})
			i++
		}
	}
	return out, nil
}

func isWord(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// quoted reads a quoted text at the start of s, where a doubled closing
// quote stands for one, and returns it unquoted with the length read.
func quoted(s string, open, close byte) (string, int, error) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		if s[i] == close {
			if i+1 < len(s) && s[i+1] == close {
				b.WriteByte(close)
				i++
				continue
			}
			return b.String(), i + 1, nil
		}
		b.WriteByte(s[i])
	}
	return "", 0, fmt.Errorf("a quoted text starting %c is not closed", open)
}

// column is one column as declared.
type column struct {
	name       string
	typ        string // declared type, words joined by spaces
	pk         bool   // PRIMARY KEY in the column's own definition
	pkDesc     bool
	dflt       []token // the DEFAULT expression; nil when none
	generated  bool
	virtualGen bool
	aff        affinity
}

// affinity is a column's type affinity, which SQLite applies to values.
type affinity int

const (
	affBlob affinity = iota // none
	affText
	affNumeric
	affInteger
	affReal
)

// createTable is what parseCreateTable finds.
type createTable struct {
	columns      []column
	tablePK      []string // PRIMARY KEY (...) table constraint, its column names in order
	withoutRowID bool
	strict       bool
}

// parseCreateTable reads a CREATE TABLE statement as sqlite_schema keeps it.
func parseCreateTable(sql string) (createTable, error) {
	toks, err := tokenize(sql)
	if err != nil {
		return createTable{}, err
	}
	// CREATE [TEMP|TEMPORARY] TABLE [IF NOT EXISTS] [schema.]name ( ... ) options
	open := -1
	for i, t := range toks {
		if t.punct("(") {
			open = i
			break
		}
		if t.is("AS") {
			return createTable{}, errors.New("CREATE TABLE ... AS is not a table definition")
		}
	}
	if len(toks) < 3 || !toks[0].is("CREATE") || open < 0 {
		return createTable{}, errors.New("not a CREATE TABLE statement")
	}
	closeAt, err := matching(toks, open)
	if err != nil {
		return createTable{}, err
	}
	var ct createTable
	for _, def := range splitTop(toks[open+1 : closeAt]) {
		if len(def) == 0 {
			return createTable{}, errors.New("an empty column definition")
		}
		switch first := def[0]; {
		case first.is("CONSTRAINT"), first.is("PRIMARY"), first.is("UNIQUE"), first.is("CHECK"), first.is("FOREIGN"):
			if pk := tableConstraintPK(def); pk != nil {
				ct.tablePK = pk
			}
		default:
			c, err := parseColumn(def)
			if err != nil {
				return createTable{}, err
			}
			ct.columns = append(ct.columns, c)
		}
	}
	if len(ct.columns) == 0 {
		return createTable{}, errors.New("no columns")
	}
	for _, opt := range splitTop(toks[closeAt+1:]) {
		switch {
		case len(opt) == 2 && opt[0].is("WITHOUT") && opt[1].is("ROWID"):
			ct.withoutRowID = true
		case len(opt) == 1 && opt[0].is("STRICT"):
			ct.strict = true
		case len(opt) == 1 && opt[0].punct(";"), len(opt) == 0:
		default:
			return createTable{}, fmt.Errorf("unknown table option %q", opt[0].text)
		}
	}
	for i := range ct.columns {
		ct.columns[i].aff = affinityOf(ct.columns[i].typ, ct.strict)
	}
	return ct, nil
}

// matching finds the parenthesis that closes toks[open].
func matching(toks []token, open int) (int, error) {
	depth := 0
	for i := open; i < len(toks); i++ {
		switch {
		case toks[i].punct("("):
			depth++
		case toks[i].punct(")"):
			depth--
			if depth == 0 {
				return i, nil
			}
		}
	}
	return 0, errors.New("unbalanced parentheses")
}

// splitTop splits tokens at commas outside parentheses.
func splitTop(toks []token) [][]token {
	var out [][]token
	depth, start := 0, 0
	for i, t := range toks {
		switch {
		case t.punct("("):
			depth++
		case t.punct(")"):
			depth--
		case t.punct(",") && depth == 0:
			out = append(out, toks[start:i])
			start = i + 1
		}
	}
	if start < len(toks) || len(out) > 0 {
		out = append(out, toks[start:])
	}
	return out
}

// tableConstraintPK returns the column names of a PRIMARY KEY table
// constraint, nil for any other constraint.
func tableConstraintPK(def []token) []string {
	for i := 0; i+2 < len(def); i++ {
		if def[i].is("PRIMARY") && def[i+1].is("KEY") && def[i+2].punct("(") {
			end, err := matching(def, i+2)
			if err != nil {
				return nil
			}
			var names []string
			for _, part := range splitTop(def[i+3 : end]) {
				if len(part) > 0 && (part[0].kind == tokWord || part[0].kind == tokQuoted || part[0].kind == tokString) {
					names = append(names, part[0].text)
				}
			}
			return names
		}
		if def[i].punct("(") {
			return nil // PRIMARY KEY comes before any parenthesis
		}
	}
	return nil
}

// constraint words end a column's type name.
var constraintWords = []string{"CONSTRAINT", "PRIMARY", "NOT", "NULL", "UNIQUE", "CHECK", "DEFAULT", "COLLATE", "REFERENCES", "GENERATED", "AS"}

func isConstraintWord(t token) bool {
	for _, w := range constraintWords {
		if t.is(w) {
			return true
		}
	}
	return false
}

// parseColumn reads one column definition: name, type, constraints.
func parseColumn(def []token) (column, error) {
	name := def[0]
	if name.kind != tokWord && name.kind != tokQuoted && name.kind != tokString {
		return column{}, fmt.Errorf("a column definition starts with %q", name.text)
	}
	c := column{name: name.text}
	i := 1
	var typ []string
	for i < len(def) && !isConstraintWord(def[i]) {
		if def[i].punct("(") {
			end, err := matching(def, i)
			if err != nil {
				return column{}, err
			}
			i = end + 1
			continue
		}
		typ = append(typ, def[i].text)
		i++
	}
	c.typ = strings.Join(typ, " ")
	for i < len(def) {
		t := def[i]
		switch {
		case t.punct("("):
			end, err := matching(def, i)
			if err != nil {
				return column{}, err
			}
			i = end + 1
			continue
		case t.is("PRIMARY") && i+1 < len(def) && def[i+1].is("KEY"):
			c.pk = true
			i += 2
			if i < len(def) && def[i].is("DESC") {
				c.pkDesc = true
			}
			continue
		case t.is("DEFAULT") && i+1 < len(def):
			i++
			start := i
			switch {
			case def[i].punct("("):
				end, err := matching(def, i)
				if err != nil {
					return column{}, err
				}
				i = end + 1
			case def[i].punct("+") || def[i].punct("-"):
				i += 2
			default:
				i++
			}
			c.dflt = def[start:min(i, len(def))]
			continue
		case t.is("AS") && i+1 < len(def) && def[i+1].punct("("):
			c.generated, c.virtualGen = true, true
			end, err := matching(def, i+1)
			if err != nil {
				return column{}, err
			}
			i = end + 1
			if i < len(def) && def[i].is("STORED") {
				c.virtualGen = false
			}
			continue
		}
		i++
	}
	return c, nil
}

// affinityOf gives the affinity of a declared type by SQLite's rules (in
// this order: INT, then CHAR/CLOB/TEXT, then BLOB or no type, then
// REAL/FLOA/DOUB, else NUMERIC). In a STRICT table, ANY has none.
func affinityOf(typ string, strict bool) affinity {
	u := strings.ToUpper(typ)
	switch {
	case strict && u == "ANY":
		return affBlob
	case strings.Contains(u, "INT"):
		return affInteger
	case strings.Contains(u, "CHAR"), strings.Contains(u, "CLOB"), strings.Contains(u, "TEXT"):
		return affText
	case u == "", strings.Contains(u, "BLOB"):
		return affBlob
	case strings.Contains(u, "REAL"), strings.Contains(u, "FLOA"), strings.Contains(u, "DOUB"):
		return affReal
	}
	return affNumeric
}

// literal evaluates a DEFAULT that is a literal: a signed number, a string,
// a blob, NULL, TRUE or FALSE (or one of them in parentheses). A double-
// quoted word is a string, as SQLite takes it when no column has that name.
func literal(toks []token) (any, error) {
	for len(toks) >= 3 && toks[0].punct("(") && toks[len(toks)-1].punct(")") {
		toks = toks[1 : len(toks)-1]
	}
	sign := ""
	if len(toks) == 2 && (toks[0].punct("-") || toks[0].punct("+")) && toks[1].kind == tokNumber {
		sign, toks = toks[0].text, toks[1:]
	}
	if len(toks) != 1 {
		return nil, errors.New("not a literal")
	}
	t := toks[0]
	switch {
	case t.kind == tokNumber:
		return number(sign, t.text)
	case t.kind == tokString, t.kind == tokQuoted:
		return t.text, nil
	case t.kind == tokBlob:
		b, err := hex.DecodeString(t.text)
		if err != nil {
			return nil, fmt.Errorf("blob literal x'%s': %v", t.text, err)
		}
		return b, nil
	case t.is("NULL"):
		return nil, nil
	case t.is("TRUE"):
		return int64(1), nil
	case t.is("FALSE"):
		return int64(0), nil
	}
	return nil, errors.New("not a literal")
}

// number reads a numeric literal as SQLite does: hexadecimal is a 64-bit
// two's-complement integer, an integer too large for int64 becomes real.
func number(sign, text string) (any, error) {
	text = strings.ReplaceAll(text, "_", "")
	neg := sign == "-"
	if len(text) > 2 && (text[1] == 'x' || text[1] == 'X') {
		u, err := strconv.ParseUint(text[2:], 16, 64)
		if err != nil {
			return nil, fmt.Errorf("hex literal %s: too large", text)
		}
		v := int64(u)
		if neg {
			v = -v
		}
		return v, nil
	}
	if !strings.ContainsAny(text, ".eE") {
		if v, err := strconv.ParseInt(sign+text, 10, 64); err == nil {
			return v, nil
		}
	}
	v, err := strconv.ParseFloat(text, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return nil, fmt.Errorf("number %s: %v", text, err)
	}
	if neg {
		v = -v
	}
	return v, nil
}

// applyAffinity converts a default value as SQLite does when it reads a
// column a record lacks.
func applyAffinity(v any, a affinity) any {
	switch a {
	case affText:
		switch x := v.(type) {
		case int64:
			return strconv.FormatInt(x, 10)
		case float64:
			return realText(x)
		}
	case affInteger, affNumeric, affReal:
		if s, ok := v.(string); ok {
			if n, ok := numericText(s); ok {
				v = n
			}
		}
		if a == affReal {
			if i, ok := v.(int64); ok {
				return float64(i)
			}
		} else if f, ok := v.(float64); ok && f == math.Trunc(f) && math.Abs(f) < 1<<63 {
			return int64(f)
		}
	}
	return v
}

// numericText reads text that looks entirely like a number.
func numericText(s string) (any, bool) {
	t := strings.TrimSpace(s)
	if t == "" {
		return nil, false
	}
	if i, err := strconv.ParseInt(t, 10, 64); err == nil {
		return i, true
	}
	if f, err := strconv.ParseFloat(t, 64); err == nil && !strings.ContainsAny(t, "xXnNiI_") {
		return f, true
	}
	return nil, false
}

// realText renders a real as SQLite's text does: an integral value keeps
// ".0".
func realText(f float64) string {
	s := strconv.FormatFloat(f, 'g', 15, 64)
	if !strings.ContainsAny(s, ".eEnN") {
		s += ".0"
	}
	return s
}
