package lineerr

import "fmt"

// Error is a problem at a line of a lesson file. Line 0 means the problem
// has no line of its own (the reader places it at its block).
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return e.Msg
}

// Errorf is an *Error at line with a message formatted as by fmt.Sprintf.
func Errorf(line int, format string, args ...any) *Error {
	return &Error{Line: line, Msg: fmt.Sprintf(format, args...)}
}
