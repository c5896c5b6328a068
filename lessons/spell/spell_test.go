package spell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"accessible", "accessible", 3, 0},
		{"acessible", "accessible", 3, 1},            // a letter left out
		{"lihgt", "light", 3, 2},                     // two swapped: two changes
		{"sesquitertius", "sesquitertia", 3, 2},      // the ending changed
		{"superbipartiens", "superbipartiens", 1, 0}, // equal is 0 at any limit
		{"duplex", "triplex", 9, 3},
		{"plain", "dark", 9, 4},
		{"plain", "dark", 3, 3}, // past the limit: the limit
		{"", "dark", 9, 4},
		{"dark", "", 9, 4},
		{"a-very-long-word", "dark", 3, 3}, // lengths alone are past it
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Distance(tt.a, tt.b, tt.limit), "%q %q limit %d", tt.a, tt.b, tt.limit)
	}
}
