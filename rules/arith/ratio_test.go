package arith

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClassifyTable(t *testing.T) {
	tests := []struct {
		a, b    int64
		p, q    int64
		kind    Kind
		lesser  bool
		kindNm  string
		species string
		gloss   string
	}{
		{9, 6, 3, 2, Superparticular, false, "superparticular", "sesquialter", "one and a half"},
		{3, 2, 3, 2, Superparticular, false, "superparticular", "sesquialter", "one and a half"},
		{4, 3, 4, 3, Superparticular, false, "superparticular", "sesquitertius", "one and a third"},
		{12, 9, 4, 3, Superparticular, false, "superparticular", "sesquitertius", "one and a third"},
		{5, 4, 5, 4, Superparticular, false, "superparticular", "sesquiquartus", "one and a quarter"},
		{6, 5, 6, 5, Superparticular, false, "superparticular", "sesquiquintus", "one and a fifth"},
		{7, 6, 7, 6, Superparticular, false, "superparticular", "sesquisextus", "one and a sixth"},
		{8, 7, 8, 7, Superparticular, false, "superparticular", "sesquiseptimus", "one and a seventh"},
		{9, 8, 9, 8, Superparticular, false, "superparticular", "sesquioctavus", "one and an eighth"},
		{10, 9, 10, 9, Superparticular, false, "superparticular", "sesquinonus", "one and a ninth"},
		{11, 10, 11, 10, Superparticular, false, "superparticular", "sesquidecimus", "one and a tenth"},
		{91, 90, 91, 90, Superparticular, false, "superparticular", "sesquinonagesimus", "one and a ninetieth"},
		{5, 3, 5, 3, Superpartient, false, "superpartient", "superbipartiens tertias", "one and two thirds"},
		{15, 9, 5, 3, Superpartient, false, "superpartient", "superbipartiens tertias", "one and two thirds"},
		{7, 4, 7, 4, Superpartient, false, "superpartient", "supertripartiens quartas", "one and three quarters"},
		{28, 16, 7, 4, Superpartient, false, "superpartient", "supertripartiens quartas", "one and three quarters"},
		{9, 5, 9, 5, Superpartient, false, "superpartient", "superquadripartiens quintas", "one and four fifths"},
		{11, 6, 11, 6, Superpartient, false, "superpartient", "superquinquepartiens sextas", "one and five sixths"},
		{289, 153, 17, 9, Superpartient, false, "superpartient", "superoctopartiens nonas", "one and eight ninths"},
		{361, 190, 19, 10, Superpartient, false, "superpartient", "supernovempartiens decimas", "one and nine tenths"},
		{5, 2, 5, 2, MultiplexSuperparticular, false, "multiplex superparticular", "duplex sesquialter", "two and a half"},
		{10, 3, 10, 3, MultiplexSuperparticular, false, "multiplex superparticular", "triplex sesquitertius", "three and a third"},
		{8, 3, 8, 3, MultiplexSuperpartient, false, "multiplex superpartient", "duplex superbipartiens tertias", "two and two thirds"},
		{2, 1, 2, 1, Multiplex, false, "multiplex", "duplex", "twice"},
		{12, 4, 3, 1, Multiplex, false, "multiplex", "triplex", "three times"},
		{8, 2, 4, 1, Multiplex, false, "multiplex", "quadruplex", "four times"},
		{10, 1, 10, 1, Multiplex, false, "multiplex", "decuplex", "ten times"},
		{11, 1, 11, 1, Multiplex, false, "multiplex", "undecuplex", "eleven times"},
		{12, 1, 12, 1, Multiplex, false, "multiplex", "duodecuplex", "twelve times"},
		{20, 1, 20, 1, Multiplex, false, "multiplex", "vicecuplex", "twenty times"},
		{21, 1, 21, 1, Multiplex, false, "multiplex", "", "twenty-one times"},
		{43, 2, 43, 2, MultiplexSuperparticular, false, "multiplex superparticular", "", "twenty-one and a half"},
		{1, 1, 1, 1, Equality, false, "equality", "equalis", "equal"},
		{7, 7, 1, 1, Equality, false, "equality", "equalis", "equal"},
		{2, 3, 2, 3, Superparticular, true, "subsuperparticular", "subsesquialter", "two thirds"},
		{6, 9, 2, 3, Superparticular, true, "subsuperparticular", "subsesquialter", "two thirds"},
		{3, 4, 3, 4, Superparticular, true, "subsuperparticular", "subsesquitertius", "three quarters"},
		{3, 5, 3, 5, Superpartient, true, "subsuperpartient", "subsuperbipartiens tertias", "three fifths"},
		{1, 2, 1, 2, Multiplex, true, "submultiplex", "subduplex", "a half"},
		{4, 12, 1, 3, Multiplex, true, "submultiplex", "subtriplex", "a third"},
		{2, 5, 2, 5, MultiplexSuperparticular, true, "submultiplex superparticular", "subduplex sesquialter", "two fifths"},
		{3, 8, 3, 8, MultiplexSuperpartient, true, "submultiplex superpartient", "subduplex superbipartiens tertias", "three eighths"},
	}
	for _, tt := range tests {
		r, err := Classify(tt.a, tt.b)
		require.NoError(t, err)
		assert.Equal(t, tt.p, r.P, "%d:%d P", tt.a, tt.b)
		assert.Equal(t, tt.q, r.Q, "%d:%d Q", tt.a, tt.b)
		assert.Equal(t, tt.kind, r.Kind, "%d:%d kind", tt.a, tt.b)
		assert.Equal(t, tt.lesser, r.Lesser, "%d:%d lesser", tt.a, tt.b)
		assert.Equal(t, tt.kindNm, r.KindName(), "%d:%d kind name", tt.a, tt.b)
		assert.Equal(t, tt.species, r.Species, "%d:%d species", tt.a, tt.b)
		assert.Equal(t, tt.gloss, r.Gloss, "%d:%d gloss", tt.a, tt.b)
		assert.Equal(t, tt.species != "", r.NameMatches(tt.species), "%d:%d matches its own species", tt.a, tt.b)
		assert.NotEmpty(t, r.Steps)
	}
}

func TestClassifySteps(t *testing.T) {
	r, err := Classify(9, 6)
	require.NoError(t, err)
	assert.Equal(t, []string{
		"9 : 6 = 3 : 2 (both divided by 3)",
		"9 = 1 × 6 + 3: 9 holds 6 once with 3 over, and 3 is a half of 6 (one part of it)",
		"9 : 6 = 3 : 2 = 1 + 1/2: one and a half, sesquialter (superparticular)",
	}, r.Steps)

	r, err = Classify(2, 3)
	require.NoError(t, err)
	assert.Equal(t, []string{
		"2 : 3 is in lowest terms (no number but 1 measures both)",
		`2 < 3: lesser inequality, named from its inverse 3 : 2 with "sub"`,
		"3 = 1 × 2 + 1: 3 holds 2 once with 1 over, and 1 is a half of 2 (one part of it)",
		"2 : 3 = 2/3: two thirds, subsesquialter (subsuperparticular)",
	}, r.Steps)

	r, err = Classify(12, 4)
	require.NoError(t, err)
	assert.Contains(t, r.Steps, "12 = 3 × 4: 12 holds 4 three times with nothing over")
}

func TestExplain(t *testing.T) {
	tests := []struct {
		a, b int64
		want string
	}{
		{12, 9, "12 : 9 = 4 : 3, a third more: sesquitertius, superparticular"},
		{5, 3, "5 : 3, two thirds more: superbipartiens tertias, superpartient"},
		{5, 2, "5 : 2, two and a half times: duplex sesquialter, multiplex superparticular"},
		{8, 2, "8 : 2 = 4 : 1, four times: quadruplex, multiplex"},
		{2, 3, "2 : 3, two thirds: subsesquialter, subsuperparticular"},
		{4, 4, "4 : 4 = 1 : 1, equal: equalis, equality"},
	}
	for _, tt := range tests {
		r, err := Classify(tt.a, tt.b)
		require.NoError(t, err)
		assert.Equal(t, tt.want, r.Explain())
	}
}

func TestClassifyRejects(t *testing.T) {
	for _, tt := range [][2]int64{{0, 1}, {1, 0}, {-3, 2}, {2, -3}, {0, 0}, {math.MinInt64, 1}} {
		_, err := Classify(tt[0], tt[1])
		require.ErrorIs(t, err, ErrNotPositive, "%v", tt)
	}
}

func TestClassifyHuge(t *testing.T) {
	r, err := Classify(math.MaxInt64, 3)
	require.NoError(t, err)
	assert.Equal(t, MultiplexSuperparticular, r.Kind)
	assert.Equal(t, int64(math.MaxInt64/3), r.Whole)
	assert.Equal(t, "", r.Species, "no Latin name past vicecuplex")

	r, err = Classify(math.MaxInt64, math.MaxInt64-1)
	require.NoError(t, err)
	assert.Equal(t, Superparticular, r.Kind)
	assert.Equal(t, "", r.Species)
}

// TestClassifyProperty checks the kind against the definition on the given
// terms: greater = k × lesser + r; r = 0 multiplex (or equality), r a part of
// the lesser (r divides it) superparticular, else superpartient; k > 1 makes
// the compound kinds.
func TestClassifyProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		a, b := rng.Int64N(2000)+1, rng.Int64N(2000)+1
		if rng.IntN(4) == 0 {
			a, b = rng.Int64N(math.MaxInt64)+1, rng.Int64N(1<<40)+1
		}
		r, err := Classify(a, b)
		require.NoError(t, err)
		big, small := max(a, b), min(a, b)
		k, rem := big/small, big%small
		require.Equal(t, big, k*small+rem)
		var want Kind
		switch {
		case rem == 0 && k == 1:
			want = Equality
		case rem == 0:
			want = Multiplex
		case small%rem == 0 && k == 1:
			want = Superparticular
		case small%rem == 0:
			want = MultiplexSuperparticular
		case k == 1:
			want = Superpartient
		default:
			want = MultiplexSuperpartient
		}
		require.Equal(t, want, r.Kind, "%d : %d", a, b)
		require.Equal(t, a < b, r.Lesser)
		require.Equal(t, k, r.Whole, "%d : %d", a, b)
		// Same ratio, by cross-multiplication; lowest terms.
		require.True(t, productsEqual(r.P, b, r.Q, a), "%d : %d vs %d : %d", a, b, r.P, r.Q)
		require.Equal(t, int64(1), GCD(r.P, r.Q))
		if r.Species != "" {
			require.True(t, r.NameMatches(r.Species))
		} else {
			require.True(t, r.Whole > MaxNamedWholes || r.Num > 20 || r.Den > 999, "%d : %d has no name", a, b)
		}
	}
}

func TestNameMatches(t *testing.T) {
	tests := []struct {
		a, b int64
		name string
		want bool
	}{
		{4, 3, "sesquitertius", true},
		{4, 3, "Sesqui-Tertius", true},
		{4, 3, "sesquiter", true},
		{4, 3, "sesquitertia", true},
		{5, 4, "sesquiquart", true},
		{6, 5, "sesquiquint", true},
		{8, 7, "sesquisept", true},
		{10, 9, "sesquinona", true},
		{9, 8, "sesquioctauus", true},
		{3, 2, "sesquialtera", true},
		{2, 1, "doble", true},
		{2, 1, "double", true},
		{3, 1, "triple", true},
		{8, 1, "occuple", true},
		{9, 1, "noncuple", true},
		{9, 5, "superquadrupartiens quintas", true},
		{13, 7, "supersextupartiens septimas", true},
		{11, 6, "superquintupartiens sextas", true},
		{15, 8, "superseptupartiens octavas", true},
		{15, 8, "superseptupartiens Octauas", true},
		{17, 9, "superoctupartiens nonas", true},
		{19, 10, "supernonpartiens decimas", true},
		{5, 2, "doble sesquialter", true},
		{2, 3, "sub-sesquialter", true},
		{2, 3, "sub sesquialtera", true},
		{1, 1, "aequalis", true},
		{1, 1, "equalis", true},
		// Wrong names.
		{4, 3, "sesquialter", false},
		{3, 2, "subsesquialter", false},
		{2, 3, "sesquialter", false},
		{5, 3, "superbipartiens", false},
		{5, 3, "superbipartiens quartas", false},
		{11, 6, "superquintupartiens septimas", false}, // the book's misprint for 11 : 6
		{4, 3, "", false},
		{4, 3, "  -- ", false},
	}
	for _, tt := range tests {
		r, err := Classify(tt.a, tt.b)
		require.NoError(t, err)
		assert.Equal(t, tt.want, r.NameMatches(tt.name), "%d : %d %q", tt.a, tt.b, tt.name)
	}
}

func TestKindNames(t *testing.T) {
	names := KindNames()
	assert.Len(t, names, 11)
	assert.Equal(t, "equality", names[0])
	assert.Contains(t, names, "multiplex superpartient")
	assert.Contains(t, names, "submultiplex superparticular")
	for _, n := range names {
		k, lesser, err := ParseKindName(n)
		require.NoError(t, err, n)
		assert.NotEqual(t, KindNone, k)
		want := k.String()
		if lesser {
			want = "sub" + want
		}
		assert.Equal(t, n, want)
	}
	k, lesser, err := ParseKindName("Sub-Multiplex Superparticular")
	require.NoError(t, err)
	assert.Equal(t, MultiplexSuperparticular, k)
	assert.True(t, lesser)
	_, _, err = ParseKindName("subequality")
	require.Error(t, err)
	_, _, err = ParseKindName("duplex")
	require.Error(t, err)
	assert.Equal(t, "Kind(9)", Kind(9).String())
}

func FuzzClassify(f *testing.F) {
	for _, s := range [][2]int64{{9, 6}, {2, 3}, {1, 1}, {0, 5}, {-1, 3}, {math.MaxInt64, 3}, {math.MaxInt64, math.MaxInt64 - 1}, {289, 153}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, a, b int64) {
		r, err := Classify(a, b)
		if a <= 0 || b <= 0 {
			require.ErrorIs(t, err, ErrNotPositive)
			return
		}
		require.NoError(t, err)
		// P : Q is the same ratio (cross-multiplied, in 128 bits) and in lowest terms.
		require.True(t, productsEqual(r.P, b, r.Q, a))
		require.Equal(t, int64(1), GCD(r.P, r.Q))
		require.Equal(t, a < b, r.Lesser)
		big, small := max(r.P, r.Q), min(r.P, r.Q)
		require.Equal(t, big, r.Whole*small+r.Num)
		require.Less(t, r.Num, small)
		require.NotEqual(t, KindNone, r.Kind)
		named := r.Whole <= MaxNamedWholes && r.Num <= 20 && r.Den <= 999
		require.Equal(t, named, r.Species != "", "%d : %d: %q", a, b, r.Species)
		require.NotContains(t, r.Explain(), "-plex")
		require.NotEmpty(t, r.Gloss)
		require.Equal(t, named, r.NameMatches(r.Species))
		require.NotEmpty(t, r.Explain())
	})
}
