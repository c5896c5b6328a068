package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGlossaryCommand(t *testing.T) {
	code, out, errOut := execRithmo(t, "", nil, "glossary", "tercurta")
	assert.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "pyramis tercurta (say PI-ra-mis ter-KUR-ta)\n    a thrice-truncated pyramid")
	assert.Contains(t, out, "lesson 16, Figurate Numbers, Pyramids and the Common Victories")

	code, all, _ := execRithmo(t, "", nil, "glossary")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, all, "sesquialter (say ses-kwee-AL-ter)")
	assert.Contains(t, all, "lying weight\n")

	code, _, errOut = execRithmo(t, "", nil, "glossary", "xyzzy")
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, errOut, `no glossary entry holds "xyzzy"`)

	code, _, errOut = execRithmo(t, "", nil, "glossary", "a", "b")
	assert.Equal(t, ExitUsage, code, errOut)
}
