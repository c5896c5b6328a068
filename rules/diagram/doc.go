// Package diagram draws a board.Position as text for the terminal, and as a
// picture (Picture, SVG) for printed worksheets.
//
// Every distinction is made without colour, so the diagram reads the same in
// a pipe, on a monochrome terminal and through a screen reader:
//
//   - shape by brackets: (R6) round, <T12> triangle, [S45] square, {P91} pyramid;
//   - army by the case of the notation letter: upper case White (the even army),
//     lower case Black (the odd army); this is the case of the position notation,
//     so a man that changed sides (fulke1's prisoners) shows the side it serves;
//   - highlighted squares by marks around the man: >R6< moved from, *R6* moved
//     to, xR6x taken, +R6+ marked for attention; the same >R6< and *.* for the
//     man a learner has chosen and the squares it may go to (Chosen, Reach),
//     named so in the key; >R6< for a man that takes (Taker) and +R6+ for
//     a triumph's men (Triumph), on the boards of the lessons.
//
// White is always drawn at the bottom (rank 1 at the foot, the highest rank at
// the head), whoever is to move: files a..h run left to right and both edges
// are labelled. Ruled lines across the board part the camps, where the enemy
// sets its triumphs.
//
// Three layouts: Full, a boxed grid at most 100 columns wide (95 for every man
// of the armies); Narrow, without vertical rules, at most 80 (78); and
// Compact, Narrow in the fewest lines for short terminals (17 for 16 ranks:
// the file labels once, at the head, and no ruled lines, the camps' ranks
// marked by a bar beside their labels, "16|"; where the camps cover the whole
// board, nemec and parlett, a line of _ in the cells of the rank above each
// edge marks where the camps meet instead). A man of more than three
// digits (possible in teaching positions, never in the armies) widens the
// cells; Width says by how much, Height how many lines the board takes. Colour (Dark or Light)
// only adds emphasis on top of the plain text and is the caller's choice.
//
// Words reads a position out instead, for a screen reader (accessible
// mode): each army's men by square, what each side has taken, the camps
// and the marks, in sentences.
//
// The picture follows the same rules without brackets: Picture lays the board
// out once as a Figure (lines, rectangles, circles, polygons and text in units
// of Cell to a square), which SVG writes and any other renderer (the
// worksheet's PDF) can draw the same. Each man is its shape with its value;
// White's men are outlined and Black's filled, so the armies read apart on any
// printer; a pyramid is a triangle banded into its layers. Marks ring squares
// (a solid ring for a man taken, a dashed one for a man to look at) and
// arrows draw moves, over the men.
package diagram
