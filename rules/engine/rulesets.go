package engine

import (
	"math/bits"

	"github.com/rithmo/rithmo/rules/board"
)

// moveSet is every ordinary draught of a man as a bit mask of exact
// distances per direction (bit k: exactly k squares, k = 1..4), and its
// flying leaps.
type moveSet struct {
	dist [nDirs]uint8
	leap uint8
}

// along returns the moves of exactly the distances in mask in the given
// directions.
func along(dirs uint8, mask uint8) moveSet {
	var m moveSet
	for d := 0; d < nDirs; d++ {
		if dirs&(1<<d) != 0 {
			m.dist[d] = mask
		}
	}
	return m
}

func (m moveSet) union(o moveSet) moveSet {
	for d := range m.dist {
		m.dist[d] |= o.dist[d]
	}
	m.leap |= o.leap
	return m
}

func (m moveSet) has(d, k int) bool { return k >= 1 && k <= 7 && m.dist[d]&(1<<k) != 0 }

// maxDist is the longest draught in direction d (0 when none).
func (m moveSet) maxDist(d int) int {
	return bits.Len8(m.dist[d] >> 1)
}

// Distance masks: exactly one, two, three squares; one to three.
const (
	d1    uint8 = 1 << 1
	d2    uint8 = 1 << 2
	d3    uint8 = 1 << 3
	upTo3 uint8 = 1<<1 | 1<<2 | 1<<3
)

// pyramidRule says how a pyramid moves (rules.md, movement table).
type pyramidRule uint8

const (
	// pyramidLayers: the draughts of every shape it still holds (nemec, parlett).
	pyramidLayers pyramidRule = iota
	// pyramidQueen: fulke1. While complete, any way 1 to 3 squares ("may
	// remoue anye way, so they passe not the fourth space", the book
	// counting the king's own square as the first); once it has lost any
	// layer of a shape it loses that shape's draught ("when anye of hys
	// square numbers is gone he can not remoue the square draught, and so of
	// the rest"), keeping the draughts of the shapes it holds whole.
	pyramidQueen
	// pyramidAsSquare: fulke2, fulke3, "as a square" (the book: "the kings
	// move even as squares"), while it holds a square layer; without one it
	// falls back to the draughts of the shapes it still holds (rules.md: a
	// pyramid keeps only the draughts of the shapes it still holds). Never
	// flying.
	pyramidAsSquare
)

// distConv is how a rule set counts the distance of an eruption (rules.md,
// capture relations).
type distConv uint8

const (
	distInclusive distConv = iota // both men's squares count: neighbours are 2 apart (nemec, parlett)
	distVoid                      // only the empty squares between count, all must be empty (fulke2, fulke3)
)

// additionRule: how the two takers of an addition stand.
type additionRule uint8

const (
	addByReach    additionRule = iota // both reach target (fulke1, fulke2, parlett)
	addByOpposite                     // target's neighbours on opposite sides of one line (nemec deceit)
	addByNext                         // any two of target's eight neighbours (fulke3 lying weight; fulke2+next, also subtraction)
)

// siegeRule: what hems a man in (rules.md, siege row).
type siegeRule uint8

const (
	// siegeDraughts: fulke1, fulke2: no ordinary move left, the men
	// closing its draughts all enemies, and at least four of them ("if he be
	// so compassed with 4. men, that hys law full draught be hindered";
	// "all foure muste be hys aduersaries"). A draught that runs off the
	// board is no move, but the edge is no besieger: with +edge each such
	// direction counts towards the four.
	siegeDraughts siegeRule = iota
	// siegeNeighbours: nemec, and fulke3 by the book's "foure nexte spaces
	// about him directly, or cornerwise": all four orthogonal neighbours or
	// all four diagonal ones are enemies, never mixed; where the edge closes
	// a side is the spec's edgeOrth, edgeDiag.
	siegeNeighbours
	// siegeBlockade: parlett: no legal move, only enemies and edges block
	// it, and it could not take any of its blockaders.
	siegeBlockade
)

// prisonerRule: what becomes of a man taken (rules.md, turn structure).
type prisonerRule uint8

const (
	prisonLeave  prisonerRule = iota // leaves the game, listed in Took (fulke3, nemec, parlett default)
	prisonHold                       // held off the board, serving only in triumphs (fulke2, parlett+hold)
	prisonChange                     // changes sides, enters the captor's rearmost free square (fulke1, parlett+change)
	prisonTurn                       // turned over where it stood, now the captor's (parlett+turn)
)

// spec is one rule set as the engine models it.
type spec struct {
	set        board.RuleSet
	shapeMoves [board.Pyramid]moveSet // by shape: Round, Triangle, SquareShape
	pyramid    pyramidRule
	relations  relMask
	eruption   distConv
	addition   additionRule
	siege      siegeRule
	// edgeOrth, edgeDiag: under siegeNeighbours the board's edge closes a
	// side of the orthogonal, the diagonal ring (nemec: the orthogonal only;
	// fulke3: neither, unless +edge).
	edgeOrth, edgeDiag bool
	// eruptMulOnly: fulke3's eruption multiplies the lesser man only ("a
	// lesse number beyng multiplied by the spaces").
	eruptMulOnly bool
	// kingWhole: fulke1..fulke3, the king takes with its whole value (the
	// sum of the layers it holds), never with one layer's.
	kingWhole bool
	// wholeByPairs: fulke1, fulke3, the complete king's whole number falls
	// only to the two-man arithmetic (addition, subtraction,
	// multiplication, division), and the whole king to obsidion; fulke2's
	// falls "by anye of the aforsayde meanes", eruption over the void
	// spaces included.
	wholeByPairs bool
	// lowestBarred: fulke3, the king's lowest square is never redeemed
	// ("except the lowest and greatest"); under fulke2 any lost layer is.
	lowestBarred bool
	// redeemedMoves: fulke2, the redeemed king "muste remoue into hys
	// place, whiche redemed hym"; fulke3's stays where it stands.
	redeemedMoves bool
	// wholeBySiegeOnly: nemec, the whole pyramid falls only to siege; its
	// layers to any relation.
	wholeBySiegeOnly bool
	// noTake: parlett, "pieces do not land on an opponents square in order
	// to capture": no Take actions.
	noTake bool
	// privilege: fulke2, fulke3, the king's privilege (Redeem actions).
	privilege bool
	// setPrisoners: fulke2, a held prisoner may be set in the enemy camp
	// (Set actions).
	setPrisoners bool
	// attack: nemec's turn is a move to an empty square OR an attack in
	// place; the others move and then take what the move brought into a
	// relation, or take a man left in a relation instead of moving.
	attack bool
	// leapsTakeBySiege: a flying move takes by siege alone (fulke1,
	// fulke2: "with theyr flying draughte they can take no man, but if neede
	// be helpe to besiege a man").
	leapsTakeBySiege bool
	// leapsOnlyToSiege: fulke2's men fly only "to besiege his enemie, or to
	// flye from the siege him self"; fulke1's at any time.
	leapsOnlyToSiege bool
	// pyramidNoEquality: fulke1, the kings "can not be taken by equalitie".
	pyramidNoEquality bool
	prisoners         prisonerRule
}

// specs is written in constants only (draughts by direction N, NE, E, SE, S,
// SW, W, NW; relations as bits).
var specs = [...]spec{
	board.Fulke1: {
		// rules.md movement: round 1 diagonally, triangle 2 orthogonally,
		// square 3 orthogonally; triangle knight's leap (2+1), square long
		// leap (3+1), at any time, taking only by helping to besiege.
		set: board.Fulke1,
		shapeMoves: [board.Pyramid]moveSet{
			board.Round:       {dist: [nDirs]uint8{0, d1, 0, d1, 0, d1, 0, d1}},
			board.Triangle:    {dist: [nDirs]uint8{d2, 0, d2, 0, d2, 0, d2, 0}, leap: leapKnight},
			board.SquareShape: {dist: [nDirs]uint8{d3, 0, d3, 0, d3, 0, d3, 0}, leap: leapLong},
		},
		pyramid: pyramidQueen,
		// rules.md relations: equality, siege, addition, subtraction,
		// multiplication, division; progression only with +progression.
		relations:         1<<Equality | 1<<Siege | 1<<Addition | 1<<Subtraction | 1<<Multiplication | 1<<Division,
		addition:          addByReach,
		siege:             siegeDraughts,
		leapsTakeBySiege:  true,
		pyramidNoEquality: true,
		kingWhole:         true,
		wholeByPairs:      true,
		prisoners:         prisonChange,
	},
	board.Fulke2: {
		// rules.md: every man moves 1/2/3 in any direction; every man but
		// the pyramid may leap as a knight, only to besiege or flee.
		set: board.Fulke2,
		shapeMoves: [board.Pyramid]moveSet{
			board.Round:       {dist: [nDirs]uint8{d1, d1, d1, d1, d1, d1, d1, d1}, leap: leapKnight},
			board.Triangle:    {dist: [nDirs]uint8{d2, d2, d2, d2, d2, d2, d2, d2}, leap: leapKnight},
			board.SquareShape: {dist: [nDirs]uint8{d3, d3, d3, d3, d3, d3, d3, d3}, leap: leapKnight},
		},
		pyramid:          pyramidAsSquare,
		relations:        1<<Equality | 1<<Siege | 1<<Addition | 1<<Subtraction | 1<<Eruption | 1<<Cossic,
		eruption:         distVoid,
		addition:         addByReach,
		siege:            siegeDraughts,
		leapsTakeBySiege: true,
		leapsOnlyToSiege: true,
		// "The Kinges be taken by Obsidion, or yf theyr Pyramidall number,
		// be taken by anye of the aforsayde meanes": so also by eruption
		// (7 × 13 void spaces = 91). wholeByPairs stays off.
		kingWhole: true,
		privilege: true,
		// "he maye redeme it by anye of his men hauing the same number, and
		// muste remoue into hys place, whiche redemed hym"; no layer barred.
		redeemedMoves: true,
		setPrisoners:  true,
		prisoners:     prisonHold,
	},
	board.Fulke3: {
		// rules.md: orthogonal moves only; encounter, eruption (void
		// spaces, multiplication only), lying weight (addition by any two
		// neighbours), obsidion by four enemy neighbours.
		set: board.Fulke3,
		shapeMoves: [board.Pyramid]moveSet{
			board.Round:       {dist: [nDirs]uint8{d1, 0, d1, 0, d1, 0, d1, 0}},
			board.Triangle:    {dist: [nDirs]uint8{d2, 0, d2, 0, d2, 0, d2, 0}},
			board.SquareShape: {dist: [nDirs]uint8{d3, 0, d3, 0, d3, 0, d3, 0}},
		},
		pyramid:      pyramidAsSquare,
		relations:    1<<Equality | 1<<Siege | 1<<Addition | 1<<Eruption,
		eruption:     distVoid,
		eruptMulOnly: true,
		addition:     addByNext,
		siege:        siegeNeighbours,
		kingWhole:    true,
		wholeByPairs: true,
		privilege:    true,
		// "except the lowest and greatest"; "if his lowest square be taken,
		// no ransom will delyuer him".
		lowestBarred: true,
		prisoners:    prisonLeave,
	},
	board.Nemec: {
		// rules.md: exactly 1/2/3 orthogonally or diagonally; siege,
		// encounter, eruption (inclusive distance), deceit; a turn is a
		// move or an attack.
		set: board.Nemec,
		shapeMoves: [board.Pyramid]moveSet{
			board.Round:       {dist: [nDirs]uint8{d1, d1, d1, d1, d1, d1, d1, d1}},
			board.Triangle:    {dist: [nDirs]uint8{d2, d2, d2, d2, d2, d2, d2, d2}},
			board.SquareShape: {dist: [nDirs]uint8{d3, d3, d3, d3, d3, d3, d3, d3}},
		},
		pyramid:          pyramidLayers,
		relations:        1<<Equality | 1<<Siege | 1<<Addition | 1<<Eruption,
		eruption:         distInclusive,
		addition:         addByOpposite,
		siege:            siegeNeighbours,
		edgeOrth:         true,
		wholeBySiegeOnly: true,
		attack:           true,
		prisoners:        prisonLeave,
	},
	board.Parlett: {
		// rules.md: round 1 orthogonally, triangle 2 diagonally, square 3
		// either way; pyramid by the direction and distance of any layer.
		set: board.Parlett,
		shapeMoves: [board.Pyramid]moveSet{
			board.Round:       {dist: [nDirs]uint8{d1, 0, d1, 0, d1, 0, d1, 0}},
			board.Triangle:    {dist: [nDirs]uint8{0, d2, 0, d2, 0, d2, 0, d2}},
			board.SquareShape: {dist: [nDirs]uint8{d3, d3, d3, d3, d3, d3, d3, d3}},
		},
		pyramid:   pyramidLayers,
		relations: 1<<Equality | 1<<Siege | 1<<Addition | 1<<Subtraction | 1<<Multiplication | 1<<Division | 1<<Eruption | 1<<Progression,
		eruption:  distInclusive,
		addition:  addByReach,
		siege:     siegeBlockade,
		noTake:    true,
		prisoners: prisonLeave,
	},
}

// specOf returns the model of a rule set with its options applied, or nil
// for an unknown rule set.
func specOf(r board.Rules) *spec {
	if int(r.Set) <= 0 || int(r.Set) >= len(specs) {
		return nil
	}
	s := &specs[r.Set]
	return s
}

// relationsOf is the rule set's relations with its options (fulke1's
// +progression adds progression).
func relationsOf(r board.Rules) relMask {
	s := specOf(r)
	if s == nil {
		return 0
	}
	m := s.relations
	if r.Set == board.Fulke1 && r.Has(board.OptProgression) {
		m |= 1 << Progression
	}
	return m
}

// additionOf is how the two takers of an addition (and, under fulke2+next,
// a subtraction) stand, with the options applied.
func additionOf(r board.Rules) additionRule {
	if r.Set == board.Fulke2 && r.Has(board.OptNext) {
		return addByNext
	}
	if s := specOf(r); s != nil {
		return s.addition
	}
	return addByReach
}

// prisonersOf resolves parlett's options: +turn, then +change, then +hold;
// without any, taken men leave the game.
func prisonersOf(r board.Rules) prisonerRule {
	if r.Set == board.Parlett {
		switch {
		case r.Has(board.OptTurn):
			return prisonTurn
		case r.Has(board.OptChange):
			return prisonChange
		case r.Has(board.OptHold):
			return prisonHold
		}
		return prisonLeave
	}
	if s := specOf(r); s != nil {
		return s.prisoners
	}
	return prisonLeave
}
