package content

import (
	"io/fs"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The binary carries the whole curriculum and the curated puzzles, and
// nothing else from those folders.
func TestEmbedded(t *testing.T) {
	lessons, err := fs.Glob(Lessons(), "*")
	require.NoError(t, err)
	assert.Len(t, lessons, 20)
	for _, name := range lessons {
		assert.Regexp(t, `^\d\d-[a-z-]+\.md$`, name)
	}
	puzzles, err := fs.Glob(Puzzles(), "*")
	require.NoError(t, err)
	assert.NotEmpty(t, puzzles)
	for _, name := range puzzles {
		assert.Regexp(t, `^[a-z-]+\.puz$`, name)
	}
}
