// Package arith is rithmo's single source of Boethian arithmetic, the number
// theory behind Rithmomachia: every answer a learner gives is judged by these
// functions, never by an answer key.
//
// It covers, as the 1563 book of Lever and Fulke relays Boethius:
//
//   - ratios (Classify): equality and the five kinds of greater inequality
//     (multiplex, superparticular, superpartient, multiplex superparticular,
//     multiplex superpartient) with their "sub-" kinds of lesser inequality,
//     the Latin species name (duplex, sesquialter, superbipartiens tertias,
//     duplex sesquialter ...), the book's other spellings, an English gloss
//     and the steps that show it;
//   - means (Mean, MusicalFirst, Complete): the arithmetic, geometric and
//     harmonic (musical) mean when it is whole, or the reason it is not, by
//     the book's rules with their working;
//   - progressions of three values and the proportions of four
//     (InProgression, FourHolds, TriumphOf), and the triumphs they make;
//     FourKinds and TriumphKinds say the same as a set (Kinds) without
//     allocating, for the engine's check after every action;
//   - the armies (Order, Army, GameValues, PyramidOf, OrderSteps): the six
//     orders grown from each first-order round, the pyramids as sums of
//     squares (91 and 190), the ratio between each order and the next, the
//     armies' sums (1312 and 1752);
//   - cossic signs (Cossic, CossicMarks): root, square, cube, square of
//     square, sursolid and square of cube;
//   - enumerations over the game's values (Enumerate): every progression and
//     every greater and greatest triumph (an Enumerator reuses its
//     buffers).
//   - Boethius' Book I (ParityOf, Parts, AbundanceOf, Prime, Measure): the
//     kinds of even number, a number's parts, perfect, abundant and
//     deficient numbers, primes, and the common measure found by taking the
//     smaller from the larger;
//   - Book II's ten means (TenMeans, TenMeansOf) and the three rules run
//     backwards (Unrule);
//   - the Pythagorean consonances within the tetractys (ConsonanceOf) and
//     intervals added or taken away (ComposeRatios);
//   - Abs and GCD over any integer type, for the packages that measure
//     distances on the board or reduce a fraction, so that each does not
//     keep its own copy.
//
// Species names are Latin to twenty wholes (vicecuplex) and twenty parts
// over; past them a ratio has no species (Species is "") rather than a
// name made up with figures.
//
// All judgements use exact integer arithmetic: ratios are compared by
// cross-multiplication on 128-bit products (math/bits), never by division or
// floating point; a quotient is computed only after its exactness is checked
// by multiplying back. Any positive int64 is accepted without overflow.
//
// A progression needs three different positive terms, in any order. Four
// values make the greater triumph when they hold exactly two of the three
// kinds (each kind by some three of them, geometric also by a : b = c : d) and
// the greatest when they hold all three; four values that hold only one kind
// are no four-man triumph.
package arith
