package genericity_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/genericity"
)

// TestUnwrittenRules checks the kernels of testdata/unwritten against
// their `// want` comments, with Undefined and LocalReads.
func TestUnwrittenRules(t *testing.T) {
	needClang(t)
	files, err := filepath.Glob("testdata/unwritten/*.cl")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, bits := range genericity.Widths {
			t.Run(fmt.Sprintf("%s/%d", filepath.Base(file), bits), func(t *testing.T) {
				m, err := frontend.Load(context.Background(), frontend.Options{Path: file, Defines: genericity.AbstractDefines(bits)})
				require.NoError(t, err)
				require.Len(t, m.Kernels, 1)
				f := m.Kernels[0]
				viol := append(genericity.Undefined(f), genericity.LocalReads(f, genericity.AbstractOptions(bits))...)
				checkWants(t, file, string(src), bits, viol)
			})
		}
	}
}
