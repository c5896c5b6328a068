package pdfdoc

import (
	"errors"
	"regexp"
	"unicode/utf16"
)

// showRE finds the strings a page shows: Text writes each as one string
// operand of Tj in an uncompressed content stream.
var showRE = regexp.MustCompile(`(?s)Td \(((?:[^\\()]|\\.)*)\) Tj`)

// Strings reads back the strings that the pages of a PDF written by Doc
// show, in the order they were written. Each is the text given to Text,
// decoded from the UTF-16 that the embedded fonts are addressed in.
func Strings(pdf []byte) ([]string, error) {
	var out []string
	for _, m := range showRE.FindAllSubmatch(pdf, -1) {
		raw := make([]byte, 0, len(m[1]))
		for i := 0; i < len(m[1]); i++ {
			c := m[1][i]
			if c == '\\' {
				i++
				switch m[1][i] {
				case 'r':
					c = '\r'
				default: // \\, \( and \)
					c = m[1][i]
				}
			}
			raw = append(raw, c)
		}
		if len(raw)%2 != 0 {
			return nil, errors.New("a string of the PDF is not UTF-16: it has an odd number of bytes")
		}
		units := make([]uint16, len(raw)/2)
		for i := range units {
			units[i] = uint16(raw[2*i])<<8 | uint16(raw[2*i+1])
		}
		out = append(out, string(utf16.Decode(units)))
	}
	return out, nil
}
