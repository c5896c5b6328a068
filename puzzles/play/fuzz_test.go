package play

import (
	"strings"
	"testing"
)

// FuzzAnswers feeds a session any values, chosen or not: no panic, a
// refused value leaves the question as it was, and the session ends only
// by finishing or quitting.
func FuzzAnswers(f *testing.F) {
	f.Add("c6|c6-d7|e8|addition|quit")
	f.Add("hint|hint|hint|hint|e6|next|d7")
	f.Add("e8,hint|zz||c6,e6")
	f.Add("c5,d7|eruption|equality|next")
	list := loadTest(f)
	f.Fuzz(func(t *testing.T, script string) {
		s := NewSession(list, Options{})
		for _, step := range strings.Split(script, "|") {
			q, ok := s.Question()
			if !ok {
				return
			}
			var values []string
			if step != "" {
				values = strings.Split(step, ",")
			}
			if err := s.Answer(values); err != nil && s.Err() == nil {
				after, _ := s.Question()
				if after.Step != q.Step || after.Title != q.Title {
					t.Fatalf("a refused answer %q changed the question from %q to %q", values, q.Title, after.Title)
				}
			}
			_ = s.Output()
		}
	})
}
