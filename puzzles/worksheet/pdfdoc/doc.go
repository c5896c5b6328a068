// Package pdfdoc writes the small PDFs a worksheet needs: pages of text in
// the standard Helvetica fonts (regular and bold, which every PDF reader
// has, so nothing is embedded) and vector drawing (lines, rectangles,
// circles, polygons, dashes, colours), nothing else.
//
// It replaces a general PDF library whose images, XML, gob and compression
// packages every rithmo command linked and initialised, only for the
// worksheet to use a few of its operators (issue 17: start-up and memory).
//
// The unit is the millimetre and the origin the page's top-left corner, as
// on the HTML sheet; y grows downwards. Text is UTF-8 and is printed in the
// fonts' WinAnsi encoding (Windows code page 1252): a character outside it
// prints as a full stop. The same calls give the same bytes: the file holds
// no time or identifier but the date it is given, and its streams are not
// compressed, so a PDF diff of two sheets is readable.
package pdfdoc
