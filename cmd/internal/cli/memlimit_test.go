package cli

import (
	"math"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLimitSessionMemory(t *testing.T) {
	const before = 123 << 20
	tests := []struct {
		name string
		env  map[string]string
		want int64
	}{
		{"the session's limit", nil, sessionMemoryLimit},
		{"GOMEMLIMIT stands", map[string]string{"GOMEMLIMIT": "64MiB", "RITHMO_MEMLIMIT": "1"}, before},
		{"another limit to measure with", map[string]string{"RITHMO_MEMLIMIT": "8388608"}, 8 << 20},
		{"none", map[string]string{"RITHMO_MEMLIMIT": "0"}, math.MaxInt64},
		{"not a number leaves it", map[string]string{"RITHMO_MEMLIMIT": "8MiB"}, before},
		{"negative leaves it", map[string]string{"RITHMO_MEMLIMIT": "-1"}, before},
	}
	old := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			debug.SetMemoryLimit(before)
			limitSessionMemory(func(k string) string { return tt.env[k] })
			assert.Equal(t, tt.want, debug.SetMemoryLimit(-1))
		})
	}
}
