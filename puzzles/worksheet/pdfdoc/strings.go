package pdfdoc

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"unicode/utf16"
)

var (
	// pageRE is the head of a page's content stream as fpdf writes it,
	// compressed; no other stream of the file has this dictionary.
	pageRE = regexp.MustCompile(`<</Filter /FlateDecode /Length (\d+)>>\nstream\n`)
	// showRE finds the strings a page shows: Text writes each as one
	// string operand of Tj.
	showRE = regexp.MustCompile(`(?s)Td \(((?:[^\\()]|\\.)*)\) Tj`)
)

// Strings reads back the strings that the pages of a PDF written by Doc
// show, in the order they were written. Each is the text given to Text,
// decoded from the UTF-16 that the embedded fonts are addressed in.
func Strings(pdf []byte) ([]string, error) {
	pages, err := contents(pdf)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, content := range pages {
		for _, s := range showRE.FindAllSubmatch(content, -1) {
			text, err := decode(s[1])
			if err != nil {
				return nil, err
			}
			out = append(out, text)
		}
	}
	return out, nil
}

// contents are the content streams of a PDF's pages, inflated.
func contents(pdf []byte) ([][]byte, error) {
	var out [][]byte
	for _, m := range pageRE.FindAllSubmatchIndex(pdf, -1) {
		n, err := strconv.Atoi(string(pdf[m[2]:m[3]]))
		if err != nil || m[1]+n > len(pdf) {
			return nil, fmt.Errorf("a page's stream at byte %d has a bad length", m[0])
		}
		r, err := zlib.NewReader(bytes.NewReader(pdf[m[1] : m[1]+n]))
		if err != nil {
			return nil, fmt.Errorf("a page's stream at byte %d: %w", m[0], err)
		}
		content, err := io.ReadAll(r)
		if err != nil {
			return nil, fmt.Errorf("a page's stream at byte %d: %w", m[0], err)
		}
		out = append(out, content)
	}
	return out, nil
}

// decode reads the inside of a PDF literal string that holds UTF-16BE.
func decode(lit []byte) (string, error) {
	raw := make([]byte, 0, len(lit))
	for i := 0; i < len(lit); i++ {
		c := lit[i]
		if c == '\\' {
			i++ // showRE matched a character after each backslash
			switch lit[i] {
			case 'r':
				c = '\r'
			default: // \\, \( and \)
				c = lit[i]
			}
		}
		raw = append(raw, c)
	}
	if len(raw)%2 != 0 {
		return "", errors.New("a string of the PDF is not UTF-16: it has an odd number of bytes")
	}
	units := make([]uint16, len(raw)/2)
	for i := range units {
		units[i] = uint16(raw[2*i])<<8 | uint16(raw[2*i+1])
	}
	return string(utf16.Decode(units)), nil
}
