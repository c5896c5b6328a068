package calibrate

import (
	"bytes"
	"fmt"
	"regexp"
)

// explained is the sentence mine writes into a mined puzzle's note.
var explained = regexp.MustCompile(`Difficulty \d of 5, (?:measured|estimated)[^.]*\.`)

// Restate rewrites the difficulty of the puzzles of one file's text: for
// each puzzle whose id want knows, its "difficulty:" line, and in its
// note the sentence that explains its difficulty (mine's "Difficulty
// 4 of 5, estimated (...): ...", or the "measured" of older files), where there is one. Everything else is kept
// byte for byte. It returns the text and how many puzzles changed.
func Restate(src []byte, want func(id string) (difficulty int, sentence string, ok bool)) ([]byte, int) {
	lines := bytes.SplitAfter(src, []byte("\n"))
	var out bytes.Buffer
	id, changed, counted := "", 0, false
	for _, line := range lines {
		body := bytes.TrimRight(line, "\r\n")
		end := line[len(body):]
		switch {
		case bytes.HasPrefix(body, []byte("id:")):
			id, counted = string(bytes.TrimSpace(body[3:])), false
		case id != "" && bytes.HasPrefix(body, []byte("difficulty:")):
			if d, _, ok := want(id); ok {
				nb := []byte(fmt.Sprintf("difficulty: %d", d))
				if !bytes.Equal(nb, body) {
					body = nb
					if !counted {
						changed, counted = changed+1, true
					}
				}
			}
		case id != "" && bytes.HasPrefix(body, []byte("note:")):
			if _, sentence, ok := want(id); ok && sentence != "" && explained.Match(body) {
				nb := explained.ReplaceAllLiteral(body, []byte(sentence))
				if !bytes.Equal(nb, body) {
					body = nb
					if !counted {
						changed, counted = changed+1, true
					}
				}
			}
		}
		out.Write(body)
		out.Write(end)
	}
	return out.Bytes(), changed
}
