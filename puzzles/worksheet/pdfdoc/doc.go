// Package pdfdoc writes the small PDFs a worksheet needs: pages of text in
// the standard Helvetica fonts (regular and bold, which every PDF reader
// has, so nothing is embedded) and vector drawing (lines, rectangles,
// circles, polygons, dashes, colours), nothing else.
//
// A worksheet uses a few of PDF's operators; a general PDF library would
// bring images, XML, gob and compression that it never needs.
//
// The unit is the millimetre and the origin the page's top-left corner, as
// on the HTML sheet; y grows downwards. Text is UTF-8 and is printed in the
// fonts' WinAnsi encoding (Windows code page 1252): a character outside it
// prints as a full stop. The same calls give the same bytes: the file holds
// no time or identifier but the date it is given, and its streams are not
// compressed, so a PDF diff of two sheets is readable.
package pdfdoc
