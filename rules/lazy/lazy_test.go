package lazy

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
)

var built int

var counted = Value[int]{Build: func() int { built++; return 42 }}

var digits = Regexp{Expr: `\d+`}

func TestValueBuildsOnce(t *testing.T) {
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() { assert.Equal(t, 42, counted.Get()) })
	}
	wg.Wait()
	assert.Equal(t, 1, built, "Build ran once")
}

// A Build that panicked panics again in every later Get, as
// sync.OnceValue does, rather than handing out the zero value.
func TestValueThatFailedFailsAgain(t *testing.T) {
	tries := 0
	v := Value[map[string]int]{Build: func() map[string]int { tries++; panic("no table") }}
	for range 3 {
		assert.PanicsWithValue(t, "no table", func() { v.Get() })
	}
	assert.Equal(t, 1, tries, "Build ran once")
}

func TestRegexp(t *testing.T) {
	assert.Equal(t, "123", digits.Get().FindString("ab 123 c"))
	assert.Same(t, digits.Get(), digits.Get(), "compiled once")
}

// A bad expression panics as regexp.MustCompile does, in every Get.
func TestRegexpPanicsOnABadExpression(t *testing.T) {
	bad := Regexp{Expr: `(`}
	for range 2 {
		assert.PanicsWithValue(t, "regexp: Compile(\"(\"): error parsing regexp: missing closing ): `(`", func() { bad.Get() })
	}
}
