// Package quick is chroma's one-call highlighter, without highlighting (see
// the chroma stand-in's package comment).
package quick

import "io"

// Highlight writes source as it is, whatever the lexer, formatter and style:
// what chroma does with a formatter it does not know.
func Highlight(w io.Writer, source, lexer, formatter, style string) error {
	_, err := io.WriteString(w, source)
	return err
}
