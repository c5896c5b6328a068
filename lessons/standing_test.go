package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestStandingString(t *testing.T) {
	for _, tt := range []struct {
		st   Standing
		want string
	}{
		{Standing{}, ""},
		{Standing{Exercises: 6, Answered: 2, Right: 1}, "1 of 6 right"},
		{Standing{Read: true}, "read"},
		{Standing{Read: true, Exercises: 6, Answered: 6, Right: 2}, "read, 2 of 6 right"},
		{Standing{Read: true, Mastered: true, Exercises: 6, Answered: 6, Right: 5}, "mastered, 5 of 6 right"},
	} {
		assert.Equal(t, tt.want, tt.st.String())
	}
}
