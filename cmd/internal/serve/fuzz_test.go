package serve

import (
	"io"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// A command line is accepted only when every word is a mode, or join and
// a code of letters, digits and dashes: nothing else can reach the tutor
// as a command.
func FuzzParseModes(f *testing.F) {
	for _, s := range []string{"", "accessible", "light dark", "ls -la", "accessible\x00sh", "plain  accessible", "join K7QM-2XPA", "join a;b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		m, err := ParseModes(cmd)
		allModes := true
		words := strings.Fields(cmd)
		for i, w := range words {
			isCode := i > 0 && words[i-1] == "join" && codeLike(w)
			allModes = allModes && (slices.Contains(Modes, w) || w == "join" || isCode)
		}
		if err == nil && m.Code != "" && !codeLike(m.Code) {
			t.Fatalf("%q: code %q", cmd, m.Code)
		}
		if err == nil && !allModes {
			t.Fatalf("%q accepted: %+v", cmd, m)
		}
		if err == nil && m.Style != "" && !slices.Contains(Modes, m.Style) {
			t.Fatalf("%q: style %q", cmd, m.Style)
		}
	})
}

// A name read from any bytes is printable text of at most max runes.
func FuzzReadLine(f *testing.F) {
	for _, s := range []string{"Ann\r", "\x1b[A\x1b", "Zoë\x7f\x7f\r", "\xff\xfe\r", "a\x03"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, err := ReadLine(strings.NewReader(in), io.Discard, true, 12)
		if err != nil {
			return
		}
		if !utf8.ValidString(got) || utf8.RuneCountInString(got) > 12 {
			t.Fatalf("%q gave %q", in, got)
		}
		for _, r := range got {
			if !unicode.IsPrint(r) {
				t.Fatalf("%q gave %q with %U", in, got, r)
			}
		}
	})
}
