// Package content embeds rithmo's lessons and puzzles in the binary, so the
// tutor runs anywhere. Packages that read content take an fs.FS, so tests can
// hand them others.
package content
