package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWrapText(t *testing.T) {
	for _, tc := range []struct {
		text string
		w    int
		want []string
	}{
		{"subduplex super-43-partiens nonagesimas", 20, []string{"subduplex", "super-43-partiens", "nonagesimas"}},
		{"fits", 10, []string{"fits"}},
		{"abcdefgh", 3, []string{"abc", "def", "gh"}},
		{"abcdef", 3, []string{"abc", "def"}}, // no blank line after a word cut to the end
		{"数字", 1, []string{"数", "字"}},
		{"数字 ab", 4, []string{"数字", "ab"}}, // a wide character is two columns
		{"by Ne\u030cmec 2012", 13, []string{"by Ne\u030cmec 2012"}},
		{"one\ntwo", 10, []string{"one", "two"}},
		{"one\n\ntwo", 10, []string{"one", "", "two"}},
		{"  an indented line goes on", 14, []string{"  an indented", "  line goes on"}},
	} {
		assert.Equal(t, tc.want, WrapText(tc.text, tc.w), "%q at %d", tc.text, tc.w)
	}
}
