package arith

import (
	"slices"
	"strconv"
	"strings"
)

// This file names the species of a ratio, systematically, the way Boethius
// and the 1563 book do, and glosses it in English.
//
// Names are built from the ratio in lowest terms, greater term first:
//
//	P : Q = k + m/n          (k wholes, m parts of n over, m < n)
//	m = 0        multiplex       duplex, triplex ... decuplex, undecuplex ... vicecuplex
//	m = 1, k = 1 superparticular sesqui- + ordinal: sesquialter (3:2), sesquitertius (4:3)
//	m > 1, k = 1 superpartient   super- + m + -partiens + ordinal plural: superbipartiens tertias (5:3)
//	k > 1        compounds       duplex sesquialter (5:2), duplex superbipartiens tertias (8:3)
//
// A lesser ratio (P < Q) takes the name of its inverse with "sub": 2:3 is
// subsesquialter. Past twenty wholes a ratio has no species name (Species
// is ""): Boethius says the multiplex names go on "in infinitum" but
// prints none past decuplex, and rithmo does not coin Latin it cannot
// source; Explain and the steps say "no Latin name" instead. Latin ordinals are generated up to 999 and Latin part counts
// up to 20; beyond that a numeral stands in ("sesqui-1000th",
// "super-21-partiens 34ths"), which no game ratio needs.

// multiplexLatin names k-fold multiplex ratios, 2 to 20. Past decuplex
// the names are the Latin cardinal's stem with decuplex's ending
// (undecim: undecuplex), the regular forms lesson 4 teaches; they are
// rithmo's reading of "and so on", not names printed by Boethius or the
// 1563 book.
var multiplexLatin = [...]string{2: "duplex", 3: "triplex", 4: "quadruplex", 5: "quintuplex",
	6: "sextuplex", 7: "septuplex", 8: "octuplex", 9: "nonuplex", 10: "decuplex",
	11: "undecuplex", 12: "duodecuplex", 13: "tredecuplex", 14: "quattuordecuplex", 15: "quindecuplex",
	16: "sedecuplex", 17: "septendecuplex", 18: "duodevicecuplex", 19: "undevicecuplex", 20: "vicecuplex"}

// MaxNamedWholes is the most wholes a ratio's greater term may hold the
// lesser and still have a species name.
const MaxNamedWholes = int64(len(multiplexLatin) - 1)

// multiplexOther holds other spellings: the 1563 book's ("doble", "occuple",
// "noncuple"), the English ones and Boethius' feminine adjectives ("dupla").
var multiplexOther = [...][]string{
	2:  {"doble", "double", "dupla"},
	3:  {"triple", "tripla"},
	4:  {"quadruple", "quadrupla"},
	5:  {"quintuple", "quintupla"},
	6:  {"sextuple", "sextupla"},
	7:  {"septuple", "septupl", "septupla"},
	8:  {"occuple", "octuple", "octupla"},
	9:  {"noncuple", "nonuple", "nonupla"},
	10: {"decuple", "decupla"},
	11: {"undecupla"}, 12: {"duodecupla"}, 13: {"tredecupla"}, 14: {"quattuordecupla"},
	15: {"quindecupla"}, 16: {"sedecupla"}, 17: {"septendecupla"}, 18: {"duodevicecupla"},
	19: {"undevicecupla"}, 20: {"vicecupla", "vigecuplex"},
}

// sesquiBook holds the 1563 book's shortened superparticular names, 3 to 9.
var sesquiBook = [...]string{3: "sesquiter", 4: "sesquiquart", 5: "sesquiquint",
	6: "sesquisext", 7: "sesquisept", 8: "sesquioct", 9: "sesquinona"}

// partsLatin is the Latin count prefix of superpartient names, 2 to 20.
var partsLatin = [...]string{2: "bi", 3: "tri", 4: "quadri", 5: "quinque", 6: "sex", 7: "septem",
	8: "octo", 9: "novem", 10: "decem", 11: "undecim", 12: "duodecim", 13: "tredecim",
	14: "quattuordecim", 15: "quindecim", 16: "sedecim", 17: "septendecim", 18: "duodeviginti",
	19: "undeviginti", 20: "viginti"}

// partsBook is the 1563 book's spelling of those prefixes
// ("superquadrupartiens quintas", "supernonpartiens decimas").
var partsBook = [...]string{4: "quadru", 5: "quintu", 6: "sextu", 7: "septu", 8: "octu", 9: "non"}

var ordinalUnits = [...]string{1: "primus", 2: "secundus", 3: "tertius", 4: "quartus", 5: "quintus",
	6: "sextus", 7: "septimus", 8: "octavus", 9: "nonus", 10: "decimus", 11: "undecimus",
	12: "duodecimus", 13: "tertius decimus", 14: "quartus decimus", 15: "quintus decimus",
	16: "sextus decimus", 17: "septimus decimus", 18: "duodevicesimus", 19: "undevicesimus"}

var ordinalTens = [...]string{2: "vicesimus", 3: "tricesimus", 4: "quadragesimus", 5: "quinquagesimus",
	6: "sexagesimus", 7: "septuagesimus", 8: "octogesimus", 9: "nonagesimus"}

var ordinalHundreds = [...]string{1: "centesimus", 2: "ducentesimus", 3: "trecentesimus",
	4: "quadringentesimus", 5: "quingentesimus", 6: "sescentesimus", 7: "septingentesimus",
	8: "octingentesimus", 9: "nongentesimus"}

// latinOrdinal returns the masculine Latin ordinal of n (1..999): "tertius",
// "vicesimus primus", "centesimus quintus decimus".
func latinOrdinal(n int64) (string, bool) {
	switch {
	case n < 1 || n > 999:
		return "", false
	case n < 20:
		return ordinalUnits[n], true
	case n < 100:
		word := ordinalTens[n/10]
		if n%10 != 0 {
			word += " " + ordinalUnits[n%10]
		}
		return word, true
	}
	word := ordinalHundreds[n/100]
	if n%100 != 0 {
		rest, _ := latinOrdinal(n % 100)
		word += " " + rest
	}
	return word, true
}

// feminine turns each word of a masculine ordinal into the given ending:
// "tertius decimus" => "tertias decimas" (ending "as") or "tertia decima" ("a").
func feminine(ordinal, ending string) string {
	words := strings.Fields(ordinal)
	for i, w := range words {
		words[i] = strings.TrimSuffix(w, "us") + ending
	}
	return strings.Join(words, " ")
}

// numeralOrdinal is the fallback ordinal beyond Latin: "1000th", "21st".
func numeralOrdinal(n int64) string {
	s := strconv.FormatInt(n, 10)
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return s + "th"
	case n%10 == 1:
		return s + "st"
	case n%10 == 2:
		return s + "nd"
	case n%10 == 3:
		return s + "rd"
	}
	return s + "th"
}

// MaxNamedName is the species name of MaxNamedWholes : 1.
func MaxNamedName() string { return multiplexLatin[MaxNamedWholes] }

// multiplexNames returns the name of the k-fold multiplex and its other
// spellings; "" past MaxNamedWholes.
func multiplexNames(k int64) (string, []string) {
	if k >= 2 && k < int64(len(multiplexLatin)) {
		return multiplexLatin[k], multiplexOther[k]
	}
	return "", nil
}

// partNames names the part m/n over the wholes: "sesquialter" for 1/2,
// "superbipartiens tertias" for 2/3; with other spellings. "" when the
// part has no Latin name here (a count past twenty parts, an ordinal past
// 999): rithmo writes no half-Latin name with figures in it.
func partNames(m, n int64) (string, []string) {
	ord, latin := latinOrdinal(n)
	if !latin || m >= int64(len(partsLatin)) {
		return "", nil
	}
	if m == 1 {
		if n == 2 {
			return "sesquialter", []string{"sesquialtera"}
		}
		var other []string
		if n >= 0 && n < int64(len(sesquiBook)) && sesquiBook[n] != "" {
			other = append(other, sesquiBook[n])
		}
		other = append(other, "sesqui"+feminine(ord, "a"))
		return "sesqui" + ord, other
	}
	plural := feminine(ord, "as")
	name := "super" + partsLatin[m] + "partiens " + plural
	var other []string
	if m < int64(len(partsBook)) && partsBook[m] != "" {
		other = append(other, "super"+partsBook[m]+"partiens "+plural)
	}
	return name, other
}

// speciesNames names a ratio of the given kind whose greater term holds the
// lesser k times with m parts of n over (lowest terms).
func speciesNames(kind Kind, lesser bool, k, m, n int64) (string, []string) {
	var name string
	var other []string
	switch kind {
	case Equality:
		return "equalis", []string{"aequalis", "equality", "equal"}
	case Multiplex:
		name, other = multiplexNames(k)
		if name == "" {
			return "", nil
		}
	case Superparticular, Superpartient:
		name, other = partNames(m, n)
		if name == "" {
			return "", nil
		}
	case MultiplexSuperparticular, MultiplexSuperpartient:
		mName, mOther := multiplexNames(k)
		if mName == "" {
			return "", nil
		}
		pName, pOther := partNames(m, n)
		if pName == "" {
			return "", nil
		}
		name = mName + " " + pName
		for _, a := range append([]string{mName}, mOther...) {
			for _, b := range append([]string{pName}, pOther...) {
				if s := a + " " + b; s != name {
					other = append(other, s)
				}
			}
		}
	default:
		return "", nil
	}
	// Each spelling once: the book's "sesquinona" is also the feminine of
	// sesquinonus, and must not be listed twice.
	var once []string
	for _, o := range other {
		if o != name && !slices.Contains(once, o) {
			once = append(once, o)
		}
	}
	other = once
	if lesser {
		name = "sub" + name
		subs := make([]string, len(other))
		for i, o := range other {
			subs[i] = "sub" + o
		}
		other = subs
	}
	return name, other
}

// normalizeName folds a species name for lenient comparison: case, spaces,
// hyphens and punctuation do not count, u/v and i/j are one letter each, and
// "ae" is "e" (aequalis = equalis).
func normalizeName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r == 'v':
			b.WriteRune('u')
		case r == 'j':
			b.WriteRune('i')
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		}
	}
	return strings.ReplaceAll(b.String(), "ae", "e")
}

// English numbers, for glosses.

var englishSmall = [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
	"nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
	"eighteen", "nineteen"}

var englishTens = [...]string{2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty",
	7: "seventy", 8: "eighty", 9: "ninety"}

// english spells a number below a million in words, "one hundred and
// twelve", "two thousand and five"; larger ones (and negatives, never a
// term) stay in figures, which read better than a line of words.
func english(n int64) string {
	switch {
	case n < 0 || n >= 1_000_000:
		return strconv.FormatInt(n, 10)
	case n < 1000:
		return englishBelowThousand(n)
	}
	words := englishBelowThousand(n/1000) + " thousand"
	switch rest := n % 1000; {
	case rest == 0:
	case rest < 100:
		words += " and " + englishBelowThousand(rest)
	default:
		words += " " + englishBelowThousand(rest)
	}
	return words
}

func englishBelowThousand(n int64) string {
	switch {
	case n < 20:
		return englishSmall[n]
	case n < 100:
		if n%10 == 0 {
			return englishTens[n/10]
		}
		return englishTens[n/10] + "-" + englishSmall[n%10]
	}
	words := englishSmall[n/100] + " hundred"
	if n%100 != 0 {
		words += " and " + englishBelowThousand(n%100)
	}
	return words
}

// englishOrdinal spells an ordinal: 3 => "third", 21 => "twenty-first";
// from a million on in figures, "1000000th".
func englishOrdinal(n int64) string {
	if n < 0 || n >= 1_000_000 {
		return numeralOrdinal(n)
	}
	words := english(n)
	cut := strings.LastIndexAny(words, " -") + 1
	last := words[cut:]
	switch {
	case last == "one":
		last = "first"
	case last == "two":
		last = "second"
	case last == "three":
		last = "third"
	case last == "five":
		last = "fifth"
	case last == "eight":
		last = "eighth"
	case last == "nine":
		last = "ninth"
	case last == "twelve":
		last = "twelfth"
	case strings.HasSuffix(last, "y"):
		last = strings.TrimSuffix(last, "y") + "ieth"
	default:
		last += "th"
	}
	return words[:cut] + last
}

// englishFraction spells m/n (0 < m < n): "a half", "an eighth", "two thirds".
func englishFraction(m, n int64) string {
	if m == 1 {
		part := englishOrdinal(n)
		switch n {
		case 2:
			part = "half"
		case 4:
			part = "quarter"
		}
		if strings.IndexByte("aeiou", part[0]) >= 0 {
			return "an " + part
		}
		return "a " + part
	}
	var parts string
	switch n {
	case 2:
		parts = "halves"
	case 4:
		parts = "quarters"
	default:
		parts = englishOrdinal(n) + "s"
	}
	return english(m) + " " + parts
}

// englishTimes spells how often one number holds another: "once", "twice",
// "three times".
func englishTimes(k int64) string {
	switch k {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return english(k) + " times"
}

// gloss is the English reading of a ratio in lowest terms.
func gloss(kind Kind, lesser bool, p, q, k, m, n int64) string {
	switch {
	case kind == Equality:
		return "equal"
	case lesser:
		return englishFraction(p, q)
	case m == 0:
		return englishTimes(k)
	}
	return english(k) + " and " + englishFraction(m, n)
}
