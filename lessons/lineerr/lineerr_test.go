package lineerr

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestError(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  *Error
		want string
	}{
		{"a line", Errorf(12, "task %q: %v", "sum 2", "too few numbers"), `line 12: task "sum 2": too few numbers`},
		{"no line", Errorf(0, "no %s line", "task"), "no task line"},
		{"a negative line is none", &Error{Line: -1, Msg: "x"}, "x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.err.Error())
		})
	}
}

func TestErrorsAsThroughWrapping(t *testing.T) {
	err := fmt.Errorf("seed 3: %w", Errorf(7, "the hint states the answer"))
	var e *Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, 7, e.Line)
	assert.Equal(t, "the hint states the answer", e.Msg)
}
