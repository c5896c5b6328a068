package exercise

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// squareLike is anything typed as a square: a letter and a number, "d7",
// "D 7", "d77", "k3".
var squareLike = regexp.MustCompile(`(?i)\b([a-z])\s*([0-9]+)\b`)

// offBoard says, for the first square of a typed answer that is not on the
// board (files a to h, ranks 1 to 16), what is wrong with it; "" when
// every square typed is on the board.
func offBoard(answer string) string {
	for _, m := range squareLike.FindAllStringSubmatch(answer, -1) {
		name := strings.ToLower(m[1]) + m[2]
		if m[1] = strings.ToLower(m[1]); m[1] > "h" {
			return fmt.Sprintf("%s is not on the board: files a-h", name)
		}
		if r, err := strconv.Atoi(m[2]); err != nil || r < 1 || r > 16 {
			return fmt.Sprintf("%s is not on the board: ranks 1-16", name)
		}
	}
	return ""
}

// Refuse says why a typed answer is not taken as an answer at all, before
// it is judged and at no cost: a square not on the board ("d77 is not on
// the board: ranks 1-16") where the question asks for squares. nil when
// the answer is to be judged.
func (q Question) Refuse(answer string) error {
	if !q.sol.squares {
		return nil
	}
	if why := offBoard(answer); why != "" {
		return fmt.Errorf("%s", why)
	}
	return nil
}
