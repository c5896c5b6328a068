package sqlitefile

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rowsOf reads a table as maps from column name to value.
func rowsOf(t *testing.T, fixture, table string) []map[string]any {
	t.Helper()
	f, err := Open(filepath.Join(legacy, fixture))
	require.NoError(t, err)
	tab := tableNamed(t, f, table)
	var out []map[string]any
	require.NoError(t, f.Rows(table, func(row []any) error {
		m := map[string]any{}
		for i, c := range tab.Columns {
			m[c] = row[i]
		}
		out = append(out, m)
		return nil
	}))
	return out
}

// What the fixtures' README says they hold, value by value.
func TestFixtureValues(t *testing.T) {
	t.Run("v3 long answer on overflow pages", func(t *testing.T) {
		rows := rowsOf(t, "v3.db", "exercise_attempt")
		require.Len(t, rows, 6)
		long := rows[4]
		assert.Equal(t, int64(5), long["id"])
		assert.Len(t, long["answer"], 7389)
		assert.True(t, strings.HasPrefix(long["answer"].(string), "36 is 4 times 9, so 36 : 9 is quadruple; "))
		assert.True(t, strings.HasSuffix(long["answer"].(string), "; quadruple"))
		assert.Equal(t, "18446744073709551615", rows[3]["seed"], "a uint64 seed is kept as text")
		assert.Equal(t, "review", rows[5]["origin"])
		assert.Equal(t, "", rows[5]["learner"])
	})
	t.Run("v3 lessons: finished is NULL until the last page", func(t *testing.T) {
		rows := rowsOf(t, "v3.db", "lesson_visit")
		require.Len(t, rows, 3)
		assert.Equal(t, "battle-of-numbers", rows[0]["lesson"])
		assert.Equal(t, int64(4), rows[0]["page"])
		assert.IsType(t, "", rows[0]["finished"])
		assert.Nil(t, rows[1]["finished"])
	})
	t.Run("v3 ratings are reals even when SQLite stored them as integers", func(t *testing.T) {
		for _, r := range rowsOf(t, "v3.db", "rating") {
			assert.IsType(t, float64(0), r["rating"])
			assert.IsType(t, float64(0), r["deviation"])
			assert.IsType(t, int64(0), r["games"])
		}
	})
	t.Run("v3 puzzle themes: a WITHOUT ROWID table", func(t *testing.T) {
		rows := rowsOf(t, "v3.db", "puzzle_theme")
		require.Len(t, rows, 7)
		assert.Equal(t, map[string]any{"attempt": int64(1), "theme": "addition"}, rows[0])
	})
	t.Run("v2 then v3: rows written at schema 2 get schema 3's defaults", func(t *testing.T) {
		rows := rowsOf(t, "v2-then-v3.db", "puzzle_attempt")
		require.Len(t, rows, 6)
		for _, r := range rows {
			assert.Equal(t, "", r["learner"])
			assert.Equal(t, "", r["assignment"])
		}
		assert.Equal(t, "f1-addition-3", rows[5]["puzzle"])
	})
	t.Run("class: learners, assignments, their items, class answers", func(t *testing.T) {
		learners := rowsOf(t, "class-v3.db", "learner")
		require.Len(t, learners, 2)
		assert.Equal(t, "Alice Martin", learners[0]["name"])
		assert.Equal(t, "Bob Ngata", learners[1]["name"])
		assert.True(t, strings.HasPrefix(learners[0]["key"].(string), "ssh-ed25519 "))
		items := rowsOf(t, "class-v3.db", "assignment_item")
		require.Len(t, items, 4)
		assert.Equal(t, []any{"week-1", int64(0)}, []any{items[0]["assignment"], items[0]["pos"]})
		assert.Equal(t, []any{"week-2", int64(0)}, []any{items[3]["assignment"], items[3]["pos"]})
		answers := rowsOf(t, "class-v3.db", "puzzle_attempt")
		require.Len(t, answers, 5)
		assert.Equal(t, "week-2", answers[3]["assignment"])
		assert.Equal(t, learners[1]["id"], answers[3]["learner"])
		assert.Equal(t, "", answers[4]["learner"], "the teacher's own answer")
	})
	t.Run("v1: schema 1, no review columns", func(t *testing.T) {
		f, err := Open(filepath.Join(legacy, "v1.db"))
		require.NoError(t, err)
		assert.Equal(t, int32(1), f.UserVersion())
		assert.Equal(t, int32(0x52544D4F), f.ApplicationID())
		assert.Equal(t, []string{"id", "puzzle", "rules", "answer", "correct", "hints", "at", "day", "took_ms"}, tableNamed(t, f, "puzzle_attempt").Columns)
		rows := rowsOf(t, "v1.db", "exercise_attempt")
		assert.Len(t, rows[2]["answer"], 6007)
	})
	t.Run("synthetic: defaults of columns added later, with affinity", func(t *testing.T) {
		rows := rowsOf(t, "synthetic.db", "grow")
		require.Len(t, rows, 3)
		assert.Equal(t, map[string]any{"a": int64(1), "b": "it's, (x)", "c": int64(-7), "d d": 2.5, "e": nil,
			"f": []byte{0xca, 0xfe}, "g": nil, "h": int64(16), "i": int64(1), "j": "dq", "k": -1000.0}, rows[0])
		assert.Equal(t, "b3", rows[2]["b"])
	})
	t.Run("synthetic: serial types at their edges", func(t *testing.T) {
		rows := rowsOf(t, "synthetic.db", "mixed")
		require.Len(t, rows, 30)
		got := []any{rows[29]["a"]} // rowid 2^62, the last
		for _, r := range rows[:19] {
			got = append(got, r["a"])
		}
		assert.Equal(t, []any{int64(127), nil, int64(0), int64(1), int64(-1), int64(128), int64(-128), int64(-129),
			int64(32767), int64(32768), int64(-32769), int64(1 << 23), int64(-(1 << 23) - 1), int64(1<<31 - 1),
			int64(1 << 31), int64(-(1 << 31) - 1), int64(1 << 47), int64(-(1 << 47) - 1), int64(1<<63 - 1), int64(-1 << 63)}, got)
		assert.Equal(t, []any{int64(-5), int64(0), int64(1), int64(2), int64(1 << 62)},
			[]any{rows[0]["id"], rows[1]["id"], rows[2]["id"], rows[3]["id"], rows[29]["id"]}, "rowids in order, the alias holds them")
		assert.Equal(t, []any{1.5, -2.25e-300, 1e300, 0.1, ""}, []any{rows[19]["a"], rows[20]["a"], rows[21]["a"], rows[22]["a"], rows[23]["a"]})
		assert.Equal(t, "naïve ∑ 𝄞", rows[24]["a"])
		assert.Equal(t, []byte{}, rows[25]["a"])
		assert.Len(t, rows[27]["a"], 21000)
	})
}
