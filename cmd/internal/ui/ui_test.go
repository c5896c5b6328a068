package ui

import (
	"bytes"
	"testing"

	"github.com/muesli/termenv"
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

func TestDecideStyle(t *testing.T) {
	dark := func() bool { return true }
	light := func() bool { return false }
	for _, tc := range []struct {
		name    string
		outTTY  bool
		env     func(string) string
		hasDark func() bool
		want    string
	}{
		{"dark terminal", true, env(), dark, StyleDark},
		{"light terminal", true, env(), light, StyleLight},
		{"override light on a dark terminal", true, env("RITHMO_STYLE", "light"), dark, StyleLight},
		{"override dark on a light terminal", true, env("RITHMO_STYLE", "DARK"), light, StyleDark},
		{"override plain", true, env("RITHMO_STYLE", "notty"), dark, StyleNoTTY},
		{"override light but piped", false, env("RITHMO_STYLE", "light"), light, StyleNoTTY},
		{"piped", false, env(), dark, StyleNoTTY},
		{"NO_COLOR", true, env("NO_COLOR", "1"), dark, StyleNoTTY},
		{"TERM=dumb", true, env("TERM", "dumb"), light, StyleNoTTY},
	} {
		t.Run(tc.name, func(t *testing.T) {
			asked := false
			style, profile := decideStyle(tc.outTTY, tc.env, func() bool { asked = true; return tc.hasDark() })
			assert.Equal(t, tc.want, style)
			if style == StyleNoTTY {
				assert.Equal(t, termenv.Ascii, profile)
			}
			// The background is asked for only when nothing else decides.
			overridden := tc.env("RITHMO_STYLE") != ""
			assert.Equal(t, !overridden && style != StyleNoTTY, asked)
		})
	}
}
