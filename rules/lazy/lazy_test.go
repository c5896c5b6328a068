package lazy

import (
	"sync"
	"testing"
)

var built int

var counted = Value[int]{Build: func() int { built++; return 42 }}

var digits = Regexp{Expr: `\d+`}

func TestValueBuildsOnce(t *testing.T) {
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got := counted.Get(); got != 42 {
				t.Errorf("Get() = %d, want 42", got)
			}
		})
	}
	wg.Wait()
	if built != 1 {
		t.Errorf("Build ran %d times, want 1", built)
	}
}

func TestRegexp(t *testing.T) {
	if got := digits.Get().FindString("ab 123 c"); got != "123" {
		t.Errorf("FindString = %q, want 123", got)
	}
	if digits.Get() != digits.Get() {
		t.Error("Get compiled twice")
	}
}

func TestRegexpPanicsOnABadExpression(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic for a bad expression")
		}
	}()
	bad := Regexp{Expr: `(`}
	bad.Get()
}
