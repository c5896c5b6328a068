package ui

import (
	"bytes"
	"colorfgbg.internal"
	"testing"

	"github.com/stretchr/testify/assert"
)

func env(kv ...string) func(string) string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(k string) string { return m[k] }
}

func TestDetectPipedIsPlain(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  func(string) string
	}{
		{"no env", env()},
		{"style forced dark but piped", env("RITHMO_STYLE", "dark")},
		{"no color", env("NO_COLOR", "1")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			term := Detect(&bytes.Buffer{}, &bytes.Buffer{}, tc.env)
			assert.False(t, term.InTTY)
			assert.False(t, term.OutTTY)
			assert.True(t, term.Plain())
			assert.Equal(t, StyleNoTTY, term.Style)
		})
	}
}

func TestTextWidth(t *testing.T) {
	for _, tc := range []struct{ width, want int }{{200, 80}, {84, 80}, {80, 76}, {40, 36}, {10, 20}} {
		assert.Equal(t, tc.want, Terminal{Width: tc.width}.TextWidth(), "width %d", tc.width)
	}
}

func TestColumnsWhenPiped(t *testing.T) {
	term := Detect(&bytes.Buffer{}, &bytes.Buffer{}, env("COLUMNS", "100"))
	assert.Equal(t, 100, term.Width)
}

func TestLightBackground(t *testing.T) {
	for _, tc := range []struct {
		colorfgbg string
		light     bool
	}{{"", false}, {"15;0", false}, {"0;15", true}, {"0;7", true}, {"12;default;0", false}, {"garbage", false}} {
		assert.Equal(t, tc.light, colorfgbg.Light(env("COLORFGBG", tc.colorfgbg)), tc.colorfgbg)
	}
}
