package glossary

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIn(t *testing.T) {
	all, err := Entries()
	require.NoError(t, err)
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"a Latin name and prefixes", "16 : 81, sixteen eighty-firsts: subquintuplex sesquisextus decimus, submultiplex superparticular",
			[]string{"sesqui-", "sub-", "superparticular"}},
		{"two words in a row, any case", "Taking by Lying Weight needs no reach.", []string{"lying weight", "reach"}},
		{"words split by a line break", "a great\ntriumph", []string{"great triumph", "triumph"}},
		{"inside another word is no match", "deceitful multiplexes", nil},
		{"an apostrophe", "Boethius' three rules make every inequality", []string{"Boethius' three rules"}},
		{"nothing", "", nil},
		// A prefix term stands only before a ratio's word.
		{"subtraction is no sub-", "9 − 2 = 7: they take a man of 7 by subtraction", nil},
		{"substance, subject", "the substance of the subject", nil},
		{"subduplex", "1 : 2 is subduplex", []string{"sub-"}},
		{"subquintuplex", "subquintuplex", []string{"sub-"}},
		{"subsesquialter", "2 : 3 is subsesquialter", []string{"sub-"}},
		{"subsuperparticular", "subsuperparticular", []string{"sub-"}},
		{"subsuperbipartiens", "subsuperbipartiens tertias", []string{"sub-"}},
		{"submultiplex superparticular", "submultiplex superparticular", []string{"sub-", "superparticular"}},
		{"superparticular is a term, not a prefix", "superparticular", []string{"superparticular"}},
		{"superpartient", "superpartient", []string{"superpartient"}},
		{"sesquitertius", "4 : 3, sesquitertius", []string{"sesqui-", "sesquitertius"}},
		{"sesquisextus decimus", "17 : 16, sesquisextus decimus", []string{"sesqui-"}},
		{"sesquialtera", "sesquialtera", []string{"sesqui-"}},
		{"long Latin counts", "subquindecuplex sesquivicesimus octavus", []string{"sesqui-", "sub-"}},
		{"the 1563 book's short forms", "sesquioct, subsesquiter", []string{"sesqui-", "sub-"}},
		{"subcomplex is no sub-", "a subcomplex", nil},
		{"sesquicentennial is no sesqui-", "a sesquicentennial", nil},
		{"sub alone is no word of the prefix", "sub sesqui", nil},
		{"a hyphen splits the words", "sub-duplex", []string{"duplex"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, e := range In(all, tc.text) {
				got = append(got, e.Term)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestEverydayTermsAreInTheGlossary(t *testing.T) {
	all, err := Entries()
	require.NoError(t, err)
	terms := map[string]bool{}
	for _, e := range all {
		terms[e.Term] = true
	}
	for term := range Everyday {
		assert.True(t, terms[term], "%q is not a glossary term", term)
	}
}

func FuzzIn(f *testing.F) {
	all, err := Entries()
	require.NoError(f, err)
	for _, s := range []string{"sesquialter", "sub-", "lying  weight", "'", "Boethius'' three", "ÄÖ sesqui"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		seen := map[string]bool{}
		for _, e := range In(all, text) {
			assert.False(t, seen[e.Term], "each entry once")
			seen[e.Term] = true
		}
	})
}

func TestLines(t *testing.T) {
	all, err := Entries()
	require.NoError(t, err)
	name := func(slug string) string {
		return map[string]string{"superparticular": "lesson 5, Superparticular Ratios"}[slug]
	}
	assert.Equal(t, []string{
		"reach: a man reaches an enemy when an ordinary move would land on the enemy's square if it were empty",
		`sesqui- (say SES-kwee): "one whole and a part": the start of every superparticular name. Lesson 5, Superparticular Ratios.`,
		"sesquialter (say ses-kwee-AL-ter): the ratio of one and a half, 3 : 2; in music books sesquialtera. Lesson 5, Superparticular Ratios.",
	}, Lines(all, "3 : 2 is sesquialter; both reach it", name), "each entry with its lesson where one is named")
	assert.Nil(t, Lines(all, "9 − 2 = 7 by subtraction", name))
	assert.Equal(t, []string{"tone: the step 9 : 8 by which a fifth exceeds a fourth; no consonance"}, Lines(all, "a tone", nil), "no namer: the entry alone")
}
