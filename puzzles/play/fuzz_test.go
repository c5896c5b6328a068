package play

import (
	"strings"
	"testing"
)

// FuzzAnswers feeds a session any values, chosen or not: no panic, a
// refused value leaves the question as it was, and the session ends only
// by finishing or quitting. Each script is played on a list and on an
// endless source.
func FuzzAnswers(f *testing.F) {
	f.Add("c6|c6-d7|e8|addition|quit")
	f.Add("hint|hint|hint|hint|e6|next|d7")
	f.Add("e8,hint|zz||c6,e6")
	f.Add("c5,d7|eruption|equality|next")
	f.Add("e6|next|d7|next|c6|c6-d7|e8|addition|next|quit")
	list := loadTest(f)
	gen, _ := cycle(f)
	f.Fuzz(func(t *testing.T, script string) {
		playScript(t, NewSession(list, Options{}), script)
		playScript(t, NewSourceSession(Generated(0, gen), Options{}), script)
	})
}

func playScript(t *testing.T, s *Session, script string) {
	t.Helper()
	for _, step := range strings.Split(script, "|") {
		q, ok := s.Question()
		if !ok {
			return
		}
		var values []string
		if step != "" {
			values = strings.Split(step, ",")
		}
		if err := s.Choose(values...); err != nil && s.Err() == nil {
			after, _ := s.Question()
			if after.Step != q.Step || after.Title != q.Title {
				t.Fatalf("a refused answer %q changed the question from %q to %q", values, q.Title, after.Title)
			}
		}
		_ = s.Output()
	}
	if s.Err() != nil {
		t.Fatalf("no recorder, no generator error, yet: %v", s.Err())
	}
}
