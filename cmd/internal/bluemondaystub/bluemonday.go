// Package bluemonday is rithmo's stand-in for
// github.com/microcosm-cc/bluemonday: the one policy glamour v1 uses,
// StrictPolicy, which keeps the text of HTML and drops every tag.
//
// Why it exists: glamour strips the HTML a Markdown text may hold with
// bluemonday's strict policy, and bluemonday (with the CSS parser it
// imports) compiles dozens of regular expressions in its package init:
// about 1.4 ms and 1 MB before main, in every rithmo command. Lessons hold no
// HTML; this stand-in gives glamour the same text for the HTML Markdown lets
// through (tags, comments, declarations, processing instructions), with no
// start-up cost. rithmo's go.mod points github.com/microcosm-cc/bluemonday
// at this directory with a replace directive (see also
// cmd/internal/chromastub and cmd/internal/colorfgbg).
//
// What Sanitize does, as bluemonday's strict policy does: text is kept;
// start, end and self-closing tags, comments, doctypes and processing
// instructions are dropped; the content of script and style elements, and
// of frame, frameset, iframe, noembed, noframes, noscript, nostyle, object
// and title, is dropped too. Text is left as written: glamour decodes
// character references after sanitizing, which gives what bluemonday's
// decode-and-re-escape gives. It follows the HTML tokenizer bluemonday
// reads with where that matters to the text: quoted attribute values,
// comments, raw-text elements, line endings, NUL. While it was written it
// was fuzzed against bluemonday v1.0.27 (a minute without a difference);
// lessons/render's tests hold cases whose expected output was taken from
// bluemonday itself.
package bluemonday

import (
	"html"
	"strings"
)

// Policy is a sanitizing policy. Only the strict one exists here.
type Policy struct{}

// StrictPolicy returns the policy that keeps text and drops all HTML.
func StrictPolicy() *Policy { return &Policy{} }

// NewPolicy returns an empty policy, which is the strict one.
func NewPolicy() *Policy { return &Policy{} }

// skipContent reports whether an element's content is dropped with it. (It
// and rawText are switches, not maps: no work at start-up.)
func skipContent(name string) bool {
	switch name {
	case "frame", "frameset", "iframe", "noembed", "noframes", "noscript", "nostyle", "object", "title":
		return true
	}
	return false
}

// rawText reports whether an element's content is text up to its end tag,
// as the HTML tokenizer reads it.
func rawText(name string) bool {
	switch name {
	case "iframe", "noembed", "noframes", "noscript", "plaintext", "script", "style", "textarea", "title", "xmp":
		return true
	}
	return false
}

// Sanitize returns the text of s with all HTML removed.
func (p *Policy) Sanitize(s string) string {
	if strings.TrimSpace(s) == "" {
		return s
	}
	// The tokenizer turns every line ending into "\n".
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	var b strings.Builder
	// The state bluemonday keeps: whether content is being dropped, how
	// many dropping elements are open, and the last start tag not yet ended
	// (text right after a script or style start tag is dropped).
	skip, skipping, last := false, 0, ""
	text := func(t string) {
		if !skip && last != "script" && last != "style" {
			b.WriteString(t)
		}
	}
	for len(s) > 0 {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			text(s)
			break
		}
		text(s[:i])
		s = s[i:]
		switch {
		case strings.HasPrefix(s, "<!--"):
			s = commentEnd(s[4:])
		case len(s) > 1 && (s[1] == '!' || s[1] == '?'):
			s = after(s[2:], ">")
		case len(s) > 2 && s[1] == '/' && !letter(s[2]):
			// "</>" is dropped, "</ ..." is a bogus comment up to '>'.
			s = after(s[2:], ">")
		case len(s) > 2 && s[1] == '/':
			var name string
			name, _, s = tag(s[2:])
			if last == name {
				last = ""
			}
			if skipContent(name) {
				if skipping--; skipping == 0 {
					skip = false
				}
			}
		case len(s) > 1 && letter(s[1]):
			name, selfClosing, rest := tag(s[1:])
			s = rest
			if !selfClosing {
				last = name
				if skipContent(name) {
					skip = true
					skipping++
				}
			}
			if rawText(name) {
				end := len(s)
				if name != "plaintext" {
					end = endTag(s, name)
				}
				// The tokenizer makes a NUL in such text U+FFFD.
				content := strings.ReplaceAll(s[:end], "\x00", "\uFFFD")
				if name == "xmp" || name == "plaintext" {
					// Text the tokenizer does not decode: bluemonday
					// escapes it, and glamour's decoding gives it back.
					content = html.EscapeString(content)
				}
				text(content)
				s = s[end:]
			}
		default:
			text("<")
			s = s[1:]
		}
	}
	return b.String()
}

// after returns what follows the first end in s, or nothing if there is
// none (an unclosed comment or tag runs to the end of the input).
func after(s, end string) string {
	if i := strings.Index(s, end); i >= 0 {
		return s[i+len(end):]
	}
	return ""
}

// commentEnd returns what follows a comment whose "<!--" is already read:
// it ends at "-->" or "--!>", and "<!-->" and "<!--->" are empty comments,
// as the HTML tokenizer has it. An unclosed comment runs to the end.
func commentEnd(s string) string {
	dashes := 2 // the opening "--" counts
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '-':
			dashes++
			continue
		case '>':
			if dashes >= 2 {
				return s[i+1:]
			}
		case '!':
			if dashes >= 2 && i+1 < len(s) && s[i+1] == '>' {
				return s[i+2:]
			}
		}
		dashes = 0
	}
	return ""
}

func letter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// endTag returns where the end tag of a raw-text element begins in s, in
// any letter case and followed by a space, '/' or '>', or len(s) when there
// is none.
func endTag(s, name string) int {
	for i := 0; i+3+len(name) <= len(s); i++ {
		j := i + 2 + len(name)
		if s[i] == '<' && s[i+1] == '/' && strings.EqualFold(s[i+2:j], name) && strings.IndexByte(" \t\n\f\r/>", s[j]) >= 0 {
			return i
		}
	}
	return len(s)
}

// tag reads a tag from its name to its closing '>', as the HTML tokenizer
// does (a '>' inside a quoted attribute value does not close it), and
// returns its lower-case name, whether it closes itself ("<br/>") and what
// follows it. A tag the input ends inside is dropped with the rest.
func tag(s string) (name string, selfClosing bool, rest string) {
	const space = " \t\n\f\r"
	i := 0
	for i < len(s) && strings.IndexByte(space+"/>", s[i]) < 0 {
		i++
	}
	name = strings.ToLower(s[:i])
	for i < len(s) {
		switch c := s[i]; {
		case c == '>':
			return name, s[i-1] == '/', s[i+1:]
		case strings.IndexByte(space+"/", c) >= 0:
			i++
		default: // an attribute: its name (a first '=' is part of it), then perhaps = and a value
			start := i
			for i < len(s) && (i == start || strings.IndexByte(space+"/>=", s[i]) < 0) {
				i++
			}
			for i < len(s) && strings.IndexByte(space, s[i]) >= 0 {
				i++
			}
			if i >= len(s) || s[i] != '=' {
				continue
			}
			i++
			for i < len(s) && strings.IndexByte(space, s[i]) >= 0 {
				i++
			}
			if i < len(s) && (s[i] == '"' || s[i] == '\'') {
				end := strings.IndexByte(s[i+1:], s[i])
				if end < 0 {
					return name, false, ""
				}
				i += end + 2
				continue
			}
			for i < len(s) && strings.IndexByte(space+">", s[i]) < 0 {
				i++
			}
		}
	}
	return name, false, ""
}
