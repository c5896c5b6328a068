// Package lessons loads rithmo's lessons: Markdown files named NN-slug.md,
// split into pages at lines holding only "---" (outside fenced code), with
// exercise blocks (```exercise fences, see package exercise) and pictures
// (```board, ```dots, ```table and ```monochord fences, see package
// picture, parsed and checked as the file is read) standing where they
// belong in the prose.
//
// Load reads every lesson of an fs.FS (content.Lessons() in the binary,
// others in tests); Parse reads one file; Check finds what an author should
// fix. Every problem names file:line.
//
// Attempt and Recorder are the contract with the progress store: the reader
// tells a Recorder which pages are opened and every answer given, as it
// happens. Rendering (lessons/render), forms (lessons/form) and the reader
// (lessons/reader) build on this package.
package lessons
