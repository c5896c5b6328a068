package check

// relationGloss and triumphGloss say in one line what each relation and
// triumph theme is about, as Tags do for the free themes.
var (
	relationGloss = []Tag{
		{"equality", "a man takes an enemy of the same number"},
		{"siege", "four enemies round a man, leaving it no way out, take it"},
		{"addition", "two men whose numbers add up to an enemy's take it"},
		{"subtraction", "two men whose numbers differ by an enemy's take it"},
		{"multiplication", "two men whose numbers multiply to an enemy's take it"},
		{"division", "two men, one divided by the other making an enemy's number, take it"},
		{"eruption", "a man times (or divided by) the distance makes the enemy's number"},
		{"cossic", "one man's number is a power (square, cube...) of the other's"},
		{"progression", "the takers and the taken stand in a progression or proportion"},
	}
	triumphGloss = []Tag{
		{"great", "three men in an arithmetic, geometric or harmonic progression"},
		{"greater", "four men holding two of the three kinds of proportion"},
		{"greatest", "four men holding all three kinds of proportion"},
	}
)

// Gloss says in one line what a theme marks ("two men whose numbers add up
// to an enemy's take it"); "" for a theme rithmo does not know.
func Gloss(theme string) string {
	if g, ok := find(relationGloss, theme); ok {
		return g
	}
	if g, ok := find(triumphGloss, theme); ok {
		return g
	}
	g, _ := TagMarks(theme)
	return g
}
