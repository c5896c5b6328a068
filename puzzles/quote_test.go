package puzzles

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestQuoteCapsLongText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", `""`},
		{"colour: red", `"colour: red"`},
		{strings.Repeat("a", 58), `"` + strings.Repeat("a", 58) + `"`},
		{strings.Repeat("a", 59), `"` + strings.Repeat("a", 58) + `"…`},
		{strings.Repeat("é", 100), `"` + strings.Repeat("é", 58) + `"…`},
		{strings.Repeat("\xff", 100), `"` + strings.Repeat(`\xff`, 14) + `"…`},
	} {
		got := quote(tc.in)
		assert.Equal(t, tc.want, got)
		assert.LessOrEqual(t, utf8.RuneCountInString(strings.TrimSuffix(got, "…")), maxQuoted)
		if !strings.HasSuffix(got, "…") {
			back, err := strconv.Unquote(got)
			require.NoError(t, err)
			assert.Equal(t, tc.in, back)
		}
	}
}

// TestParseRandomBytesShortMessages: a file of random bytes gives one
// short message per line, never the whole line escaped.
func TestParseRandomBytesShortMessages(t *testing.T) {
	data := make([]byte, 4000)
	x := uint32(2463534242)
	for i := range data {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		data[i] = byte(x)
		if data[i] == '\n' || data[i] == ':' {
			data[i] = 0x80
		}
	}
	list, err := Parse("random.puz", data)
	assert.Empty(t, list)
	var errs ErrorList
	require.True(t, errors.As(err, &errs))
	require.NotEmpty(t, errs)
	msg := errs[0].Error()
	assert.Contains(t, msg, "random.puz:1: column ")
	assert.Contains(t, msg, "not UTF-8")
	for _, e := range errs {
		assert.Less(t, utf8.RuneCountInString(e.Error()), 200, e.Error())
	}
}
