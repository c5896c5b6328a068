package form

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/huh"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// selectOf asks "Which?" with options a, b, c in accessible mode.
func selectOf(choice *int) *huh.Form {
	return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title("Which?").
		Options(huh.NewOption("a", 0), huh.NewOption("b", 1), huh.NewOption("c", 2)).Value(choice)))
}

// A blank Enter never picks the default: the prompt waits for a real
// answer, and says why.
func TestBlankLineIsNotAnAnswer(t *testing.T) {
	for _, script := range []string{"\n3\n", "   \n\t\n3\n", "\n\n\n  3\n"} {
		var out bytes.Buffer
		in := NewInput(strings.NewReader(script))
		choice := -1
		require.NoError(t, in.Run(selectOf(&choice), &out), "%q", script)
		assert.Equal(t, 2, choice, "%q: the typed answer, not the default", script)
		assert.Contains(t, out.String(), "A blank line is not an answer")
	}
	// Blank lines and then the end of the input: nothing answered.
	in := NewInput(strings.NewReader("\n\n"))
	choice := -1
	_ = in.Run(selectOf(&choice), io.Discard)
	assert.True(t, in.Ended(), "the prompt met the end of the input, not an answer")
}

// A confirm's blank answer is its default: RunBlankOK passes it on, and
// only for that prompt.
func TestRunBlankOK(t *testing.T) {
	in := NewInput(strings.NewReader("\n\n2\n"))
	want := true
	confirm := huh.NewForm(huh.NewGroup(huh.NewConfirm().Title("Hint?").Value(&want)))
	require.NoError(t, in.RunBlankOK(confirm, io.Discard))
	assert.True(t, want, "Enter takes the confirm's default")
	assert.False(t, in.Ended())
	choice := -1
	require.NoError(t, in.Run(selectOf(&choice), io.Discard))
	assert.Equal(t, 1, choice, "the next prompt skips the blank line")
}

// Review D6: a line over huh's 64 KiB scanner limit after a refused answer
// made the accessible Select index its options with -1 and panic. The line
// is cut at MaxLine instead, refused like any wrong entry, and the prompt
// goes on to the next answer.
func TestLongLineAfterARefusedAnswer(t *testing.T) {
	script := "x\n" + strings.Repeat("7", 70000) + "\n2\n"
	var out bytes.Buffer
	in := NewInput(strings.NewReader(script))
	choice := -1
	var err error
	require.NotPanics(t, func() { err = in.Run(selectOf(&choice), &out) })
	require.NoError(t, err)
	assert.Equal(t, 1, choice)
	assert.Contains(t, out.String(), "cut at 4096 characters")
	assert.Less(t, out.Len(), 20000, "the long line is not echoed whole")
}

// Ctrl-C while a prompt waits ends it at once: the input is interrupted,
// and ended, so no caller takes huh's default for an answer.
func TestCancelableEndsAWaitingPrompt(t *testing.T) {
	pr, pw := io.Pipe() // never written
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	in := NewInput(Cancelable(ctx, pr))
	done := make(chan error, 1)
	choice := -1
	go func() { done <- in.Run(selectOf(&choice), io.Discard) }()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("a waiting prompt did not give up on Ctrl-C")
	}
	assert.True(t, in.Interrupted())
	assert.True(t, in.Ended())
}

func TestCancelableKeepsWhatItRead(t *testing.T) {
	r := Cancelable(context.Background(), strings.NewReader("abcdef"))
	big := make([]byte, 4)
	n, err := r.Read(big)
	require.NoError(t, err)
	assert.Equal(t, "abcd", string(big[:n]))
	small := make([]byte, 1)
	var got []byte
	for {
		n, err := r.Read(small)
		got = append(got, small[:n]...)
		if err != nil {
			assert.ErrorIs(t, err, io.EOF)
			break
		}
	}
	assert.Equal(t, "ef", string(got))
}

func TestOneOptionIsSingular(t *testing.T) {
	var out bytes.Buffer
	in := NewInput(strings.NewReader("1\n0\n"))
	var picked []int
	f := huh.NewForm(huh.NewGroup(huh.NewMultiSelect[int]().Title("Which?").Limit(1).
		Options(huh.NewOption("a", 0), huh.NewOption("b", 1)).Value(&picked)))
	require.NoError(t, in.Run(f, &out))
	assert.Contains(t, out.String(), "Select up to 1 option.\n")
	assert.NotContains(t, out.String(), "1 options")
}

// An aside's word typed alone at a prompt is answered by the aside, and
// the prompt waits on for its answer; a line that only starts like one,
// or holds more, goes to the prompt as typed.
func TestAside(t *testing.T) {
	for _, tc := range []struct {
		name, script string
		said         int
		choice       int
		refused      bool
	}{
		{"w", "w\n2\n", 1, 1, false},
		{"words, any case, blanks around", "  Words \t\nWORDS\n3\n", 2, 2, false},
		{"a word then the answer on one line is refused", "w 2\n1\n", 0, 0, true},
		{"a line that starts like the word", "wo\n1\n", 0, 0, true},
		{"a number alone", "2\n", 0, 1, false},
		{"a word cut by the end of the input goes to the prompt", "w", 0, -1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			in := NewInput(strings.NewReader(tc.script))
			said := 0
			end := in.Aside([]string{"w", "words"}, func(w io.Writer) {
				said++
				io.WriteString(w, "the words on screen\n")
			})
			choice := -1
			_ = in.Run(selectOf(&choice), &out)
			end()
			assert.Equal(t, tc.said, said, "%s", out.String())
			assert.Equal(t, tc.said, strings.Count(out.String(), "the words on screen\n(The question still stands"))
			if tc.choice >= 0 {
				assert.Equal(t, tc.choice, choice, "%s", out.String())
			}
			assert.Equal(t, tc.refused, strings.Contains(strings.ToLower(out.String()), "invalid"), "%s", out.String())
		})
	}
	// Once ended, the word is an answer like any other line.
	in := NewInput(strings.NewReader("w\n2\n"))
	in.Aside([]string{"w"}, func(io.Writer) { t.Error("the aside has ended") })()
	choice := -1
	var out bytes.Buffer
	require.NoError(t, in.Run(selectOf(&choice), &out))
	assert.Equal(t, 1, choice)
	assert.Contains(t, strings.ToLower(out.String()), "invalid")
}

// FuzzAside: whatever is typed, an aside answers exactly the lines that
// are its word alone (blanks around it, any case), and none of those lines
// reaches the prompt; every other byte of a line goes on in order.
func FuzzAside(f *testing.F) {
	for _, s := range []string{"w\n2\n", "  Words \t\nWORDS\n3\n", "w 2\n", "wo\n1\n", "w", "\r w\r\n", "ww\nw\nword\n", "\n\nw\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, script string) {
		in := NewInput(strings.NewReader(script))
		said := 0
		end := in.Aside([]string{"w", "words"}, func(io.Writer) { said++ })
		got, _ := io.ReadAll(in)
		end()
		if len(script) > MaxLine {
			return // a line cut at MaxLine is TestLongLineAfterARefusedAnswer's
		}
		wantSaid := 0
		var want strings.Builder // what the prompt is given
		lines := strings.Split(script, "\n")
		for _, l := range lines[:len(lines)-1] { // the lines ended by Enter
			switch strings.ToLower(strings.Trim(l, " \t\r")) {
			case "w", "words":
				wantSaid++
			default:
				// Leading blanks and blank lines never reach the prompt.
				if t := strings.TrimLeft(l, " \t\r"); t != "" {
					want.WriteString(t + "\n")
				}
			}
		}
		want.WriteString(strings.TrimLeft(lines[len(lines)-1], " \t\r"))
		assert.Equal(t, want.String(), string(got), "%q", script)
		assert.Equal(t, wantSaid, said, "%q", script)
		for _, l := range strings.Split(string(got), "\n")[:strings.Count(string(got), "\n")] {
			switch strings.ToLower(strings.Trim(l, " \t\r")) {
			case "w", "words":
				t.Errorf("%q: the aside's line %q reached the prompt", script, l)
			}
		}
	})
}
