package glossary

import "strings"

// The glossary has two prefix terms, and each opens only a ratio's Latin
// name: "sesqui-" an ordinal or "alter" (sesquialter, sesquitertius,
// sesquisextus), "sub-" the name of a ratio of greater inequality
// (subduplex, subquintuplex, subsesquialter, subsuperparticular). English
// words that merely start with the same letters (subtraction, substance,
// subject, sesquicentennial) use neither.

// prefixed reports whether rest, what follows prefix p ("sesqui", "sub")
// in a word, makes the word a use of the prefix term.
func prefixed(p, rest string) bool {
	switch p {
	case "sesqui":
		return rest == "alter" || rest == "altera" || ordinal(rest)
	case "sub":
		return ratioWord(rest)
	}
	return rest != "" // a prefix term added later: any longer word, as before
}

// ratioWord reports whether w is the Latin name of a ratio of greater
// inequality, in one word: a multiplex name (duplex, quintuplex,
// multiplex), a superparticular one (sesquialter, sesquioctavus,
// superparticular), or a superpartient one (superpartient,
// superbipartiens).
func ratioWord(w string) bool {
	switch {
	case multiplexName(w):
		return true
	case strings.HasPrefix(w, "sesqui"):
		return prefixed("sesqui", w[len("sesqui"):])
	case strings.HasPrefix(w, "super"):
		rest := w[len("super"):]
		return rest == "particular" || rest == "partient" ||
			strings.HasSuffix(rest, "partiens") && countPrefix(strings.TrimSuffix(rest, "partiens"))
	}
	return false
}

// multiplexName reports whether w names a multiplex ratio: a Latin
// count and -plex, as duplex, triplex, quintuplex, quindecuplex,
// multiplex (not "complex").
func multiplexName(w string) bool {
	stem, ok := strings.CutSuffix(w, "plex")
	switch {
	case !ok:
		return false
	case stem == "du" || stem == "tri" || stem == "multi":
		return true
	}
	// quadru-, quintu-, ... decu-, undecu-, vicecu-: the counts from four
	// on end in u before -plex.
	return len(stem) >= 4 && strings.HasSuffix(stem, "u")
}

// countPrefix reports whether s is the count in a superpartient name:
// superbipartiens, supertripartiens, superquinquepartiens,
// supertredecimpartiens, and the 1563 book's superquadrupartiens.
func countPrefix(s string) bool {
	switch s {
	case "bi", "tri", "quadri", "quinque", "sex", "septem", "octo", "novem", "decem", "multi",
		"quadru", "quintu", "sextu", "septu", "octu", "non":
		return true
	}
	return strings.HasSuffix(s, "decim") || strings.HasSuffix(s, "viginti")
}

// ordinal reports whether w is a Latin ordinal from the third on, in any
// of the endings the names use (tertius, tertia, tertias, sextus,
// vicesimus, centesimus), or the 1563 book's short form after sesqui-
// (sesquiter, sesquioct). "sesquisextus decimus" writes 17 : 16 in two
// words; the first is the one that carries the prefix.
func ordinal(w string) bool {
	switch w {
	case "ter", "quart", "quint", "sext", "sept", "oct", "nona":
		return true
	}
	for _, ending := range []string{"us", "a", "ae", "as", "um", "i", "o"} {
		stem, ok := strings.CutSuffix(w, ending)
		if !ok {
			continue
		}
		for _, s := range []string{"terti", "quart", "quint", "sext", "septim", "octav", "non", "decim", "esim"} {
			if strings.HasSuffix(stem, s) {
				return true
			}
		}
	}
	return false
}
