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
//
// Pictures (boards, dot figures, tables, the monochord) are not glamour's:
// package picture draws them, a board with the puzzles' diagram renderer
// and its key, in up to 4 columns more than the text (a board's 78 fit an
// 80-column terminal, whose text width is 76); with less room, and always
// from an Accessible renderer, they are read out in words. PageIn draws a
// page for a window of so many rows: a board is drawn in the compact
// layout the puzzles use in 80×24 (17 lines) unless the narrow board and
// its key fit, so that the reader shows every board whole.
package render
