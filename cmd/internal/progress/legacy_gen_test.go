//go:build sqlitegolden

package progress

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestWriteLegacyAPIGoldens writes testdata/legacy/X.api.json: what the
// SQLite store (modernc.org/sqlite, before the move to bbolt) answered
// through every read API after opening a copy of each legacy fixture, and
// X.after.api.json: the same after recordMore.
// go test -tags sqlitegolden -run TestWriteLegacyAPIGoldens ./cmd/internal/progress
func TestWriteLegacyAPIGoldens(t *testing.T) {
	for _, fx := range legacyFixtures {
		if fx.golden != "" {
			continue
		}
		t.Run(fx.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, fx.name)
			copyFile(t, filepath.Join("testdata", "legacy", fx.name), path)
			for _, b := range fx.beside {
				copyFile(t, filepath.Join("testdata", "legacy", fx.name+b), path+b)
			}
			clock := &fixedClock{t: legacyNow}
			s := openLegacy(t, path, clock)
			got := apiSnapshot(t, s, clock)
			require.NoError(t, os.WriteFile(legacyGolden(fx.name), got, 0o644))
			recordMore(t, s, clock)
			require.NoError(t, os.WriteFile(legacyAfterGolden(fx.name), apiSnapshot(t, s, clock), 0o644))
			require.NoError(t, s.Close())
		})
	}
}
