// Package help holds the reference topics of `rithmo help TOPIC`: Markdown
// files embedded in the binary, one per topic, each opening with a "# Title"
// line. A topic's name is its file name without ".md".
//
// The package only finds and lists topics; rendering them for the terminal
// is the lesson renderer's job (lessons/render), so that help reads like a
// lesson page, plain when piped.
package help
