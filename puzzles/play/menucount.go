package play

// solvedAll reports, for each of s.all in order, whether the learner has
// solved it. The chooser counts the solved puzzles of every line of its menu
// (about forty lines over the 316 curated puzzles); asking isSolved line by
// line worked out each puzzle's item (its position in notation, hashed)
// once per line, 11,700 times and 3.5 MB of garbage for one menu, the
// larger part of the heap an interactive session peaked at.
func (s *Session) solvedAll() []bool {
	solved := make([]bool, len(s.all))
	for i := range s.all {
		solved[i] = s.isSolved(&s.all[i])
	}
	return solved
}
