package puzzles

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseLessonRef(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want LessonRef
		err  string
	}{
		{in: "14, Two men against one", want: LessonRef{14, "Two men against one"}},
		{in: "15,Testing   three men ", want: LessonRef{15, "Testing three men"}},
		{in: " 3 , Němec and Parlett", want: LessonRef{3, "Němec and Parlett"}},
		{in: "14", err: "want the lesson's number, a comma and the heading of its section"},
		{in: "14,", err: "want the lesson's number, a comma and the heading"},
		{in: "Siege, 14", err: `want a lesson number from 1 to 99 before the comma, found "Siege"`},
		{in: "0, Siege", err: `found "0"`},
		{in: "100, Siege", err: `found "100"`},
		{in: "-1, Siege", err: `found "-1"`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseLessonRef(tc.in)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			again, err := ParseLessonRef(got.String())
			require.NoError(t, err)
			assert.Equal(t, got, again, "String reads back")
		})
	}
}

func TestLessonLineInFile(t *testing.T) {
	for _, tc := range []struct {
		name, line, err string
	}{
		{"good", "lesson: 17, Taking by cossic signs", ""},
		{"no heading", "lesson: 17", "sample.puz:5: lesson: want the lesson's number, a comma"},
		{"empty", "lesson:", "sample.puz:5: lesson is empty"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "id: a\ntitle: t\nposition: 8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - - 12\ngoal: spot\n" + tc.line + "\n"
			ps, err := Parse("sample.puz", []byte(src))
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				assert.Empty(t, ps, "a puzzle with a bad lesson line is left out")
				return
			}
			require.NoError(t, err)
			require.Len(t, ps, 1)
			assert.Equal(t, LessonRef{17, "Taking by cossic signs"}, ps[0].Lesson)
			assert.Equal(t, 5, ps[0].LineOf("lesson"))
			assert.Contains(t, string(Format(ps)), "\nlesson: 17, Taking by cossic signs\n")
		})
	}
}

func FuzzParseLessonRef(f *testing.F) {
	for _, s := range []string{"14, Siege", "1,a", ",", "99,  x  y", "1e1, z", "+7, q"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseLessonRef(s)
		if err != nil {
			return
		}
		if r.Number < 1 || r.Number > 99 || r.Heading == "" {
			t.Fatalf("%q read as %+v", s, r)
		}
		again, err := ParseLessonRef(r.String())
		if err != nil || again != r {
			t.Fatalf("%q: %+v does not read back (%v, %+v)", s, r, err, again)
		}
	})
}
