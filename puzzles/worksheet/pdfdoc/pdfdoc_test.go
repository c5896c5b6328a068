package pdfdoc

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var date = time.Date(2026, time.January, 1, 0, 0, 0, 0, time.UTC)

// sample is a two-page document using every operation.
func sample() []byte {
	d := New(210, 297)
	d.SetInfo("Taking by addition", "rithmo tests", date)
	d.AddPage()
	d.SetFont(true, 15)
	d.Text(15, 27, "A (bracketed) back\\slash")
	d.SetFont(false, 10)
	d.SetTextColor(Color{R: 0x88, G: 0x88, B: 0x88})
	d.Text(15, 40, "6 + 6 = 12 · taken ×2 – “quoted” €")
	d.SetLineWidth(0.4)
	d.Line(15, 30.5, 195, 30.5)
	d.SetFillColor(Color{R: 0xdd, G: 0x22, B: 0x11})
	d.Rect(15, 50, 80, 20, FillStroke)
	d.SetDash(1.5, 0.9)
	d.Circle(40, 100, 5, Stroke)
	d.SetDash(0, 0)
	d.Polygon([]Point{{10, 10}, {20, 10}, {15, 5}}, Fill)
	d.SetDrawColor(Color{R: 0x88, G: 0x88, B: 0x88})
	d.Line(10, 20, 30, 20)
	d.AddPage()
	d.Text(15, 27, "second page")
	return d.Bytes()
}

// objects checks the file's structure as a reader finds it: the trailer's
// startxref points at the xref table, and each entry of the table at the
// object of its number. It returns the objects' bodies by number.
func objects(t *testing.T, pdf []byte) map[int]string {
	t.Helper()
	require.True(t, bytes.HasPrefix(pdf, []byte("%PDF-1.4\n")))
	require.True(t, bytes.HasSuffix(pdf, []byte("%%EOF\n")))
	m := regexp.MustCompile(`startxref\n(\d+)\n%%EOF\n$`).FindSubmatch(pdf)
	require.NotNil(t, m, "startxref")
	xref, err := strconv.Atoi(string(m[1]))
	require.NoError(t, err)
	require.True(t, bytes.HasPrefix(pdf[xref:], []byte("xref\n0 ")), "startxref points at the table")
	var n int
	_, err = fmt.Sscanf(string(pdf[xref:]), "xref\n0 %d\n", &n)
	require.NoError(t, err)
	table := pdf[bytes.IndexByte(pdf[xref+5:], '\n')+xref+6:]
	out := map[int]string{}
	for i := 0; i < n; i++ {
		entry := string(table[20*i : 20*i+20])
		if i == 0 {
			assert.Equal(t, "0000000000 65535 f \n", entry)
			continue
		}
		off, err := strconv.Atoi(entry[:10])
		require.NoError(t, err, entry)
		head := fmt.Sprintf("%d 0 obj\n", i)
		require.True(t, bytes.HasPrefix(pdf[off:], []byte(head)), "object %d is at %d", i, off)
		body := pdf[off+len(head):]
		out[i] = string(body[:bytes.Index(body, []byte("\nendobj\n"))])
	}
	assert.Contains(t, string(table[20*n:]), fmt.Sprintf("/Size %d /Root 1 0 R /Info 5 0 R", n))
	return out
}

func TestStructure(t *testing.T) {
	pdf := sample()
	objs := objects(t, pdf)
	require.Len(t, objs, 9, "catalog, pages, two fonts, info, two pages with their contents")
	assert.Equal(t, "<< /Type /Catalog /Pages 2 0 R >>", objs[1])
	assert.Equal(t, "<< /Type /Pages /Kids [6 0 R 8 0 R] /Count 2 /MediaBox [0 0 595.28 841.89] >>", objs[2])
	assert.Contains(t, objs[3], "/BaseFont /Helvetica /Encoding /WinAnsiEncoding")
	assert.Contains(t, objs[4], "/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding")
	assert.Equal(t, "<< /Title (Taking by addition) /Creator (rithmo tests) /Producer (rithmo) /CreationDate (D:20260101000000Z) /ModDate (D:20260101000000Z) >>", objs[5])
	for _, c := range []int{7, 9} {
		m := regexp.MustCompile(`(?s)^<< /Length (\d+) >>\nstream\n(.*)\nendstream$`).FindStringSubmatch(objs[c])
		require.NotNil(t, m, objs[c])
		assert.Equal(t, m[1], strconv.Itoa(len(m[2])), "the stream's length")
	}
	assert.Equal(t, pdf, sample(), "the same calls, the same bytes")
}

func TestContentOperators(t *testing.T) {
	objs := objects(t, sample())
	page := objs[7]
	for _, want := range []string{
		"/F2 15 Tf\nBT 42.52 765.35 Td (A \\(bracketed\\) back\\\\slash) Tj ET\n",
		"0.533 g\n/F1 10 Tf\nBT 42.52 728.5 Td (6 + 6 = 12 \xb7 taken \xd72 \x96 \x93quoted\x94 \x80) Tj ET\n",
		"1.13 w\n42.52 755.43 m 552.76 755.43 l S\n",
		"0.867 0.133 0.067 rg\n42.52 700.16 226.77 -56.69 re B\n",
		"[4.252 2.551] 0 d\n127.56 558.43 m\n",
		"h S\n28.35 813.54 m 56.69 813.54 l 42.52 827.72 l h f\n",
		// The dash is undone before the next line, not the fill between.
		"0.533 G\n[] 0 d\n28.35 785.2 m 85.04 785.2 l S\n",
	} {
		assert.Contains(t, page, want)
	}
	// A new page starts from PDF's initial state, so the font is set again.
	assert.Contains(t, objs[9], "/F1 10 Tf\nBT 42.52 765.35 Td (second page) Tj ET")
	assert.Contains(t, objs[9], "0.533 g", "and the text's colour")
}

func TestStringWidth(t *testing.T) {
	d := New(210, 297)
	for _, c := range []struct {
		bold bool
		text string
		want int // thousandths of the font size
	}{
		{false, "", 0},
		{false, "Hello", 722 + 556 + 222 + 222 + 556},
		{true, "Hello", 722 + 556 + 278 + 278 + 611},
		{false, "12 · 6", 556 + 556 + 278 + 278 + 278 + 556},
		{false, "×—", 584 + 1000},
		{false, "√", 278}, // not in WinAnsi: printed and measured as "."
	} {
		d.SetFont(c.bold, 10)
		assert.InDelta(t, float64(c.want)*10/k/1000, d.StringWidth(c.text), 1e-9, "%q", c.text)
	}
}

func TestEncode(t *testing.T) {
	for in, want := range map[string]string{
		"plain":          "plain",
		"é à ü ß ÿ":      "\xe9 \xe0 \xfc \xdf \xff",
		"€ … ‘’ “” • ™":  "\x80 \x85 \x91\x92 \x93\x94 \x95 \x99",
		"− → ≤ √ 漢":      ". . . . .",
		"tab\tnew\nline": "tab.new.line",
		"\x7f":           ".",
	} {
		assert.Equal(t, []byte(want), encode(in), "%q", in)
	}
}

func TestNum(t *testing.T) {
	for _, c := range []struct {
		v    float64
		prec int
		want string
	}{
		{0, 2, "0"}, {1.5, 2, "1.5"}, {1.005, 3, "1.005"}, {2.000001, 2, "2"}, {-0.001, 2, "0"},
		{-3.25, 2, "-3.25"}, {841.8897, 2, "841.89"}, {100, 2, "100"},
	} {
		assert.Equal(t, c.want, string(num(nil, c.v, c.prec)), "%v", c.v)
	}
}

func TestTextString(t *testing.T) {
	assert.Equal(t, "(A \\(b\\) sheet)", textString("A (b) sheet"))
	assert.Equal(t, "<FEFF0041002000B70020D801DC37>", textString("A · \U00010437"))
	assert.Equal(t, "()", textString(""))
}

// FuzzText writes any text on a page: the file keeps its structure (a
// string that broke out of its parentheses would shift it), and the
// width of what was written is the width of what is measured.
func FuzzText(f *testing.F) {
	for _, s := range []string{"", "(", ")\\", "6 + 6 = 12", "é€漢\r\n", "\\)(\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := New(100, 100)
		d.SetInfo(s, s, date)
		d.AddPage()
		d.Text(10, 10, s)
		pdf := d.Bytes()
		objs := objects(t, pdf)
		require.Len(t, objs, 7)
		content := objs[7]
		start := bytes.Index([]byte(content), []byte("Td ("))
		end := bytes.LastIndex([]byte(content), []byte(") Tj ET"))
		require.True(t, start >= 0 && end > start, content)
		var unescaped []byte
		in := content[start+4 : end]
		for i := 0; i < len(in); i++ {
			c := in[i]
			switch {
			case c == '\\':
				i++
				require.Less(t, i, len(in), "a lone backslash")
				switch in[i] {
				case 'r':
					unescaped = append(unescaped, '\r')
				case '(', ')', '\\':
					unescaped = append(unescaped, in[i])
				default:
					t.Fatalf("unknown escape \\%c", in[i])
				}
			case c == '(' || c == ')' || c == '\r':
				t.Fatalf("unescaped %q in %q", c, in)
			default:
				unescaped = append(unescaped, c)
			}
		}
		assert.Equal(t, string(encode(s)), string(unescaped))
	})
}

// The WinAnsi table gives each of its characters its code, and nothing to
// the codes it leaves unused.
func TestWinAnsiCodes(t *testing.T) {
	for r, want := range map[rune]byte{'€': 0x80, '‚': 0x82, 'Ž': 0x8E, '‘': 0x91, '—': 0x97, 'ž': 0x9E, 'Ÿ': 0x9F, 0: 0, 'a': 0, 0x81: 0, 'é': 0} {
		assert.Equal(t, want, winAnsiCode(r), "%q", r)
	}
	assert.Equal(t, []byte("\x80 \x93x\x94 ."), encode("€ “x” ≠"))
}
