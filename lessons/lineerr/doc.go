// Package lineerr is the error of a block inside a lesson file (an
// exercise, a picture) that names the line of the file it is about. The
// block parsers are handed the line their block starts at, so their errors
// already carry file lines, and the lesson parser turns every one of them
// into the same "FILE:LINE: what" problem whichever block it came from.
package lineerr
