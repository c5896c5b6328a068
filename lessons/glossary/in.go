package glossary

import (
	"strings"
	"unicode"
)

// In returns the entries whose term stands in text, in the glossary's
// order, each once: the words of the term in a row, whole
// (case-insensitively, hyphens as spaces), and a prefix term ("sesqui-")
// as the start of a longer word whose rest is a ratio's word
// ("sesquisextus", "subduplex"; not "subtraction": see prefixed). It is
// what a screen offers to look up: the terms on it.
func In(all []Entry, text string) []Entry {
	words := wordsOf(text)
	var out []Entry
	for _, e := range all {
		if has(words, e.Term) {
			out = append(out, e)
		}
	}
	return out
}

// wordsOf is text's words, folded: letters and digits, lower case; an
// apostrophe stays inside a word ("Boethius'").
func wordsOf(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

func has(words []string, term string) bool {
	if p, ok := strings.CutSuffix(term, "-"); ok {
		p = strings.ToLower(p)
		for _, w := range words {
			if rest, ok := strings.CutPrefix(w, p); ok && prefixed(p, rest) {
				return true
			}
		}
		return false
	}
	want := wordsOf(term)
	if len(want) == 0 || strings.Contains(term, ",") {
		return false // "bodies, victory of": an index form, not said so in a sentence
	}
	for i := 0; i+len(want) <= len(words); i++ {
		match := true
		for j, w := range want {
			if strings.Trim(words[i+j], "'") != strings.Trim(w, "'") {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// Everyday are the terms that are also everyday words, known in that
// sense before the lesson that gives them their technical one: a
// sentence using "square" or "round" is not using a term before its
// lesson.
var Everyday = map[string]bool{
	"camp": true, "comma": true, "cube": true, "equality": true, "king": true, "mean": true,
	"order": true, "proportion": true, "ratio": true, "reach": true, "root": true, "round": true,
	"species": true, "square": true, "tone": true, "triangle": true, "triumph": true,
}

// Lines are the entries of the terms in text (In), one line each: the
// term, how to say it, its meaning and, where lesson names one, the
// lesson that teaches it: "sesquialter (say ses-kwee-AL-ter): the ratio
// of one and a half, 3 : 2. Lesson 5, Superparticular Ratios." What the w
// key shows for a screen; lesson may be nil.
func Lines(all []Entry, text string, lesson LessonName) []string {
	var out []string
	for _, e := range In(all, text) {
		line := e.Term
		if e.Say != "" {
			line += " (say " + e.Say + ")"
		}
		line += ": " + e.Meaning
		if lesson != nil {
			if name := lesson(e.Lesson); name != "" {
				line += ". " + strings.ToUpper(name[:1]) + name[1:] + "."
			}
		}
		out = append(out, line)
	}
	return out
}
