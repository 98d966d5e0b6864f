package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLayering keeps the imports of DESIGN.md §3 true: ir and boogie import
// only the standard library; only frontend imports llir; only interval
// imports go-opencl; frontend does not reach twothread or boogie.
func TestLayering(t *testing.T) {
	const mod = "github.com/bvgen/bvgen/"
	deps := func(pkg string) []string {
		out, err := exec.Command("go", "list", "-deps", mod+pkg).Output()
		require.NoError(t, err, pkg)
		return strings.Fields(string(out))
	}
	has := func(list []string, prefix string) bool {
		for _, d := range list {
			if strings.HasPrefix(d, prefix) {
				return true
			}
		}
		return false
	}
	for _, tc := range []struct {
		pkg       string
		forbidden []string
	}{
		{"ir", []string{mod, "github.com/"}},
		{"boogie", []string{mod, "github.com/"}},
		{"frontend", []string{mod + "twothread", mod + "boogie", mod + "interval", mod + "invariants", "github.com/jgillich/"}},
		{"twothread", []string{mod + "frontend", mod + "interval", "github.com/llir/", "github.com/jgillich/"}},
		{"interval", []string{mod + "frontend", mod + "twothread", "github.com/llir/"}},
		{"invariants", []string{mod + "frontend", mod + "twothread", mod + "interval", mod + "kernels", "github.com/llir/", "github.com/jgillich/", "github.com/spf13/"}},
		{"genericity", []string{mod + "frontend", mod + "twothread", mod + "boogie", mod + "interval", mod + "invariants", mod + "kernels", "github.com/llir/", "github.com/jgillich/", "github.com/spf13/"}},
	} {
		list := deps(tc.pkg)
		for _, f := range tc.forbidden {
			for _, d := range list {
				if d == mod+tc.pkg || !strings.HasPrefix(d, f) {
					continue
				}
				assert.Failf(t, "forbidden import", "%s depends on %s", tc.pkg, d)
			}
		}
	}
	assert.True(t, has(deps("frontend"), "github.com/llir/llvm"), "frontend should import llir")
}
