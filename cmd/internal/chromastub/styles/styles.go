// Package styles is the registry of chroma styles glamour registers its code
// style in (see the chroma stand-in's package comment). It starts empty.
package styles

import "github.com/alecthomas/chroma/v2"

// Registry of styles by name: nil until the first Register, and the
// fallback style a literal, so that the package does no work at start-up.
var Registry map[string]*chroma.Style

// Fallback is the style Get returns for a name not registered. It has no
// entries.
var Fallback = &chroma.Style{Name: "fallback"}

// Register adds a style to the registry and returns it.
func Register(style *chroma.Style) *chroma.Style {
	if Registry == nil {
		Registry = map[string]*chroma.Style{}
	}
	Registry[style.Name] = style
	return style
}

// Get returns the style registered under name, or Fallback.
func Get(name string) *chroma.Style {
	if s, ok := Registry[name]; ok {
		return s
	}
	return Fallback
}
