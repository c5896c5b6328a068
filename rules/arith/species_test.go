package arith

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLatinOrdinal(t *testing.T) {
	tests := map[int64]string{
		3: "tertius", 8: "octavus", 12: "duodecimus", 13: "tertius decimus", 18: "duodevicesimus",
		20: "vicesimus", 21: "vicesimus primus", 90: "nonagesimus", 100: "centesimus",
		115: "centesimus quintus decimus", 999: "nongentesimus nonagesimus nonus",
	}
	for n, want := range tests {
		got, ok := latinOrdinal(n)
		require.True(t, ok, n)
		assert.Equal(t, want, got, n)
	}
	for _, n := range []int64{0, -1, 1000} {
		_, ok := latinOrdinal(n)
		assert.False(t, ok, n)
	}
	assert.Equal(t, "tertias decimas", feminine("tertius decimus", "as"))
}

func TestSpeciesSystematic(t *testing.T) {
	tests := []struct {
		a, b int64
		want string
	}{
		{4, 1, "quadruplex"}, {5, 1, "quintuplex"}, {6, 1, "sextuplex"}, {7, 1, "septuplex"},
		{8, 1, "octuplex"}, {9, 1, "nonuplex"}, {51, 1, ""}, {11, 1, "undecuplex"}, {18, 1, "duodevicecuplex"},
		{14, 13, "sesquitertius decimus"}, {22, 21, "sesquivicesimus primus"},
		{1001, 1000, ""},
		{13, 7, "supersexpartiens septimas"}, {15, 8, "superseptempartiens octavas"},
		{21, 11, "superdecempartiens undecimas"},
		{41, 21, "superviginti" + "partiens vicesimas primas"},
		{43, 22, ""},
		{2043, 1022, ""},
		{11, 4, "duplex supertripartiens quartas"},
		{4, 11, "subduplex supertripartiens quartas"},
		{31, 3, "decuplex sesquitertius"},
	}
	for _, tt := range tests {
		r, err := Classify(tt.a, tt.b)
		require.NoError(t, err)
		assert.Equal(t, tt.want, r.Species, "%d : %d", tt.a, tt.b)
	}
}

func TestEnglish(t *testing.T) {
	tests := map[int64]string{
		0: "zero", 7: "seven", 19: "nineteen", 20: "twenty", 42: "forty-two", 100: "one hundred",
		112: "one hundred and twelve", 1000: "one thousand", 1005: "one thousand and five",
		2345: "two thousand three hundred and forty-five", 999999: "nine hundred and ninety-nine thousand nine hundred and ninety-nine",
		1000000: "1000000",
	}
	for n, want := range tests {
		assert.Equal(t, want, english(n), n)
	}
	ordinals := map[int64]string{
		1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 8: "eighth", 9: "ninth",
		12: "twelfth", 20: "twentieth", 21: "twenty-first", 90: "ninetieth", 100: "one hundredth",
		1000000: "1000000th", 1000001: "1000001st", 1000012: "1000012th",
	}
	for n, want := range ordinals {
		assert.Equal(t, want, englishOrdinal(n), n)
	}
	fractions := []struct {
		m, n int64
		want string
	}{
		{1, 2, "a half"}, {1, 4, "a quarter"}, {3, 4, "three quarters"}, {1, 8, "an eighth"},
		{1, 11, "an eleventh"}, {1, 18, "an eighteenth"}, {2, 3, "two thirds"}, {5, 21, "five twenty-firsts"},
	}
	for _, f := range fractions {
		assert.Equal(t, f.want, englishFraction(f.m, f.n))
	}
	assert.Equal(t, "once", englishTimes(1))
	assert.Equal(t, "twice", englishTimes(2))
	assert.Equal(t, "seven times", englishTimes(7))
}

func TestNormalizeName(t *testing.T) {
	assert.Equal(t, "superbipartiensoctauas", normalizeName("Super-bi partiens OCTAVAS"))
	assert.Equal(t, "equalis", normalizeName("Aequalis."))
	assert.Equal(t, "", normalizeName(" - "))
}
