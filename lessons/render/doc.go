// Package render turns lesson pages into terminal text with glamour, in a
// style decided once (dark, light, or notty: plain text without escape
// codes) and wrapped at the width given (the callers pass
// ui.Terminal.TextWidth, min(width-4, 80)).
//
// Exercises appear as their questions (number, prompt, options), never
// their answers. Pages are cached by (lesson, page, width, style), so that
// a bubbletea view can show them without rendering. Prose is rendered by
// glamour without wrapping and wrapped once at the width: formulas bound
// whole (Bind), list items hanging under their text, no last word alone;
// tables are laid out by glamour within the width. Lines are trimmed of
// the spaces glamour pads them with.
package render
