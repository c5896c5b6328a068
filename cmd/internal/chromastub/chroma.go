// Package chroma is rithmo's stand-in for github.com/alecthomas/chroma/v2:
// the part of chroma's API that glamour v1 compiles against, and no
// highlighting.
//
// Why it exists: glamour imports chroma for fenced code, and chroma builds
// every one of its styles and lexers in its package init: about 11 ms, 4 MB
// and 63,000 allocations before main, in every rithmo command, including
// those that never render Markdown. rithmo's lessons hold no code (their only
// fences are exercises, which lessons/render shows as questions), and
// lessons/render builds its glamour styles without chroma settings, so
// glamour draws any code block itself, in the style's code colour. Nothing in
// rithmo highlights code; this module only satisfies the imports.
//
// rithmo's go.mod points github.com/alecthomas/chroma/v2 at this directory
// with a replace directive (as it does for colorfgbg.internal). What it
// provides: the token types and StyleEntries glamour names, MustNewStyle,
// the styles registry, and quick.Highlight, which writes the code as it is
// (what chroma itself does with a formatter it does not know). A test in
// lessons/render checks that a code block still renders, and its golden
// files that lessons render exactly as before.
package chroma

// TokenType is the kind of a lexed token.
type TokenType int

// The token types glamour's styles name. Their values are not chroma's: here
// they are only keys of StyleEntries.
const (
	Background TokenType = iota
	Text
	Error
	Comment
	CommentPreproc
	Keyword
	KeywordReserved
	KeywordNamespace
	KeywordType
	Operator
	Punctuation
	Name
	NameBuiltin
	NameTag
	NameAttribute
	NameClass
	NameConstant
	NameDecorator
	NameException
	NameFunction
	NameOther
	Literal
	LiteralNumber
	LiteralDate
	LiteralString
	LiteralStringEscape
	GenericDeleted
	GenericEmph
	GenericInserted
	GenericStrong
	GenericSubheading
)

// StyleEntries maps token types to style strings ("#rrggbb bg:#rrggbb bold").
type StyleEntries map[TokenType]string

// Style is a named set of style entries. It is kept, never applied.
type Style struct {
	Name    string
	Entries StyleEntries
}

// NewStyle returns a style; it never fails (the entries are not parsed).
func NewStyle(name string, entries StyleEntries) (*Style, error) {
	return &Style{Name: name, Entries: entries}, nil
}

// MustNewStyle is NewStyle for styles known to be valid.
func MustNewStyle(name string, entries StyleEntries) *Style {
	s, _ := NewStyle(name, entries)
	return s
}
