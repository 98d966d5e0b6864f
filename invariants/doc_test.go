package invariants

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRulesDocumented checks that docs/invariants.md describes every rule
// of the table, and that the table has each name once.
func TestRulesDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/invariants.md")
	require.NoError(t, err)
	seen := map[string]bool{}
	for _, r := range Rules() {
		assert.False(t, seen[r.Name], "rule %s listed twice", r.Name)
		seen[r.Name] = true
		assert.NotEmpty(t, r.Doc, r.Name)
		assert.Contains(t, string(doc), "`"+r.Name+"`", "docs/invariants.md does not describe rule %s", r.Name)
	}
	for _, r := range rules {
		assert.Equal(t, r.scope == perPragma, r.fn == nil, "rule %s: only pragma rules are made outside Generate", r.name)
	}
	assert.True(t, strings.Contains(string(doc), "## Candidate rules"))
}
