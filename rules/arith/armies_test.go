package arith

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The 1563 book's lists of each order, even (White) and odd (Black) side.
var bookOrders = map[Order][2][4]int64{
	Round1:    {{2, 4, 6, 8}, {3, 5, 7, 9}},
	Round2:    {{4, 16, 36, 64}, {9, 25, 49, 81}},
	Triangle1: {{6, 20, 42, 72}, {12, 30, 56, 90}},
	Triangle2: {{9, 25, 49, 81}, {16, 36, 64, 100}},
	Square1:   {{15, 45, 91, 153}, {28, 66, 120, 190}},
	Square2:   {{25, 81, 169, 289}, {49, 121, 225, 361}},
}

func TestOrdersMatchTheBook(t *testing.T) {
	for o, sides := range bookOrders {
		for i, n := range WhiteRoots {
			assert.Equal(t, sides[0][i], o.Value(n), "%s of %d", o, n)
		}
		for i, n := range BlackRoots {
			assert.Equal(t, sides[1][i], o.Value(n), "%s of %d", o, n)
		}
	}
	// The book's ways of making them: triangle1 = round1 + round2,
	// square1 = triangle1 + triangle2.
	for n := int64(1); n <= 100; n++ {
		assert.Equal(t, Round1.Value(n)+Round2.Value(n), Triangle1.Value(n))
		assert.Equal(t, Triangle1.Value(n)+Triangle2.Value(n), Square1.Value(n))
	}
}

func TestOrderNames(t *testing.T) {
	for _, o := range Orders {
		got, err := ParseOrder(o.String())
		require.NoError(t, err)
		assert.Equal(t, o, got)
		assert.NotEmpty(t, o.Title())
		assert.NotEmpty(t, o.Formula())
		assert.NotEmpty(t, o.Shape())
	}
	got, err := ParseOrder(" Square2 ")
	require.NoError(t, err)
	assert.Equal(t, Square2, got)
	_, err = ParseOrder("square3")
	require.Error(t, err)
	assert.Equal(t, "first order of triangles", Triangle1.Title())
	assert.Equal(t, "(2n+1)(n+1)", Square1.Formula())
	assert.Equal(t, "triangle", Triangle2.Shape())
	assert.Equal(t, "", OrderNone.Shape())
}

func TestOrderValueGuards(t *testing.T) {
	assert.Equal(t, int64(0), Round2.Value(0))
	assert.Equal(t, int64(0), Round2.Value(-3))
	assert.Equal(t, int64(0), OrderNone.Value(3))
	assert.Equal(t, int64(0), Round2.Value(math.MaxInt64))
	assert.Equal(t, int64(0), Square2.Value(3037000499)) // (2n+1)² overflows
	assert.Equal(t, int64(math.MaxInt64), Round1.Value(math.MaxInt64))
	_, err := Round2.Compute(math.MaxInt64)
	require.ErrorIs(t, err, ErrTooLarge)
	_, err = Triangle1.Compute(math.MaxInt64 / 2)
	require.ErrorIs(t, err, ErrTooLarge)
	_, err = Triangle1.Compute(0)
	require.ErrorIs(t, err, ErrNotPositive)
	assert.Contains(t, Square2.Born(math.MaxInt64), "too large")
}

func TestBorn(t *testing.T) {
	assert.Equal(t, "2 + 4 = 6: the round added to its square (2 × 3 = 6)", Triangle1.Born(2))
	assert.Equal(t, "6 + 9 = 15: the two triangles added (5 × 3 = 15)", Square1.Born(2))
	assert.Equal(t, "2 × 3 + 1 = 7, and 7 × 7 = 49: the round doubled, one added, multiplied by itself", Square2.Born(3))
	assert.Equal(t, "3 + 1 = 4, and 4 × 4 = 16: one added to the round, multiplied by itself", Triangle2.Born(3))
	for _, o := range Orders {
		assert.NotEmpty(t, o.Born(5))
	}
}

func TestArmies(t *testing.T) {
	white, black := Army(true), Army(false)
	require.Len(t, white, 24)
	require.Len(t, black, 24)
	assert.Equal(t, int64(1312), ArmySum(true))
	assert.Equal(t, int64(1752), ArmySum(false))

	var pyramids []Man
	for _, m := range append(white, black...) {
		assert.Equal(t, m.Order.Value(m.Root), m.Value)
		if m.Pyramid {
			pyramids = append(pyramids, m)
		}
	}
	require.Len(t, pyramids, 2)
	assert.Equal(t, int64(91), pyramids[0].Value)
	assert.True(t, pyramids[0].White)
	assert.Equal(t, int64(190), pyramids[1].Value)

	values := GameValues()
	assert.Len(t, values, 35)
	assert.True(t, isSortedDistinct(values))
	assert.Equal(t, int64(2), values[0])
	assert.Equal(t, int64(361), values[len(values)-1])
	assert.Equal(t, ArmyValues(true), []int64{2, 4, 6, 8, 4, 16, 36, 64, 6, 20, 42, 72, 9, 25, 49, 81, 15, 45, 91, 153, 25, 81, 169, 289})
}

func isSortedDistinct(v []int64) bool {
	for i := 1; i < len(v); i++ {
		if v[i-1] >= v[i] {
			return false
		}
	}
	return true
}

func TestPyramids(t *testing.T) {
	w := PyramidOf(true)
	assert.Equal(t, int64(91), w.Value)
	assert.Equal(t, []int64{1, 4, 9, 16, 25, 36}, w.Layers)
	assert.Equal(t, []int64{1, 2, 3, 4, 5, 6}, w.Sides)
	assert.Equal(t, "1 + 4 + 9 + 16 + 25 + 36 = 91", w.Explain())
	assert.Equal(t, Square1.Value(WhitePyramidRoot), w.Value)
	assert.Len(t, w.Shapes, len(w.Layers))

	b := PyramidOf(false)
	assert.Equal(t, int64(190), b.Value)
	assert.Equal(t, []int64{16, 25, 36, 49, 64}, b.Layers)
	assert.Equal(t, "16 + 25 + 36 + 49 + 64 = 190", b.Explain())
	assert.Equal(t, Square1.Value(BlackPyramidRoot), b.Value)
	assert.Equal(t, []string{"round", "triangle", "triangle", "square", "square"}, b.Shapes)
}

func TestOrderSteps(t *testing.T) {
	steps, err := OrderSteps(2)
	require.NoError(t, err)
	require.Len(t, steps, 5)
	var species []string
	for _, s := range steps {
		species = append(species, s.Ratio.Species)
	}
	assert.Equal(t, []string{"duplex", "sesquialter", "sesquialter", "superbipartiens tertias", "superbipartiens tertias"}, species)
	assert.Equal(t, "second order of triangles 9 to first order of squares 15: 15 : 9 = 5 : 3, two thirds more: "+
		"superbipartiens tertias, superpartient; in general (2n+1)(n+1) : (n+1)² = (2n+1) : (n+1)", steps[3].Explanation)

	// Every root of both armies: the rules in general hold with numbers.
	for _, n := range append(WhiteRoots[:], BlackRoots[:]...) {
		steps, err := OrderSteps(n)
		require.NoError(t, err)
		want := [][2]int64{{n, 1}, {n + 1, n}, {n + 1, n}, {2*n + 1, n + 1}, {2*n + 1, n + 1}}
		kinds := []Kind{Multiplex, Superparticular, Superparticular, Superpartient, Superpartient}
		for i, s := range steps {
			assert.Equal(t, want[i], [2]int64{s.Ratio.P, s.Ratio.Q}, "root %d step %d", n, i)
			assert.Equal(t, kinds[i], s.Ratio.Kind, "root %d step %d", n, i)
			assert.Equal(t, Orders[i], s.From)
			assert.Equal(t, Orders[i+1], s.To)
			assert.NotEmpty(t, s.Rule)
			assert.NotEmpty(t, s.Why)
		}
	}
	// The book's table of superpartients between the squares.
	for n, name := range map[int64]string{2: "superbipartiens tertias", 4: "superquadrupartiens quintas",
		6: "supersextupartiens septimas", 8: "superoctupartiens nonas", 3: "supertripartiens quartas",
		5: "superquintupartiens sextas", 7: "superseptupartiens octavas", 9: "supernonpartiens decimas"} {
		steps, err := OrderSteps(n)
		require.NoError(t, err)
		assert.True(t, steps[4].Ratio.NameMatches(name), "root %d: %s vs %s", n, steps[4].Ratio.Species, name)
	}
	_, err = OrderSteps(0)
	require.Error(t, err)
	_, err = OrderSteps(math.MaxInt64)
	require.Error(t, err)
}
