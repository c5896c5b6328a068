// Package worksheet builds printable worksheets for a class: numbered boards
// drawn as pictures, each with its question over it and ruled lines beside
// it to write on, and lesson exercises with their numbers drawn from the
// class's seed; and, from the same sheet, the teacher's answer key.
//
// A Sheet says what goes on the page; HTML and PDF write it as one
// self-contained HTML file (inline SVG and CSS, nothing fetched) or as a PDF,
// both pure functions of the sheet: the same sheet gives the same bytes.
// Both outputs lay out the same entries, computed once, and draw the same
// board geometry (rules/diagram's Figure), so the PDF is the HTML's twin.
//
// The student's sheet is built without asking for any answer: the puzzles are
// not solved and the exercises not judged, so nothing of an answer can leak
// into it. The key solves each puzzle with the rules engine (puzzles/judge)
// and judges each exercise's own answer (lessons/exercise), so every answer
// comes with its reason in numbers; no answer is read from the puzzle file's
// expect line. The key's boards show the solving move as an arrow and ring
// the men it takes (or the men of the triumph it completes).
//
// Pages: two boards to a row, each row a fixed height that fits twice on an
// A4 or a Letter page under the title, and rows that never break across
// pages (break-inside: avoid), so no board is ever split. In the key a row
// grows when an explanation needs more room, rather than cut its lines.
//
// Every character is printed: the PDF embeds the Go fonts (see pdfdoc), so
// it shows the HTML's text word for word, and a character they lack stops
// the PDF with an error naming it.
package worksheet
