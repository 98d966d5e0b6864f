package twothread

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/ir"
)

// TestWrittenArrays: a barrier keeps the contents of exactly the arrays
// no work item can write; a write anywhere (the kernel, a helper through
// its pointer parameter, an atomic) makes the array arbitrary at barriers.
func TestWrittenArrays(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		unwritten []string
	}{
		{"store in the kernel", `
kernel k(local i32 *A, local i32 *B)
entry:
  l:i32 = get_local_id(0)
  store A[l * 4:i32] = 1:i32
  barrier(local)
  x:i32 = load B[l * 4:i32]
  return
`, []string{"B"}},
		{"store in a helper through its pointer", `
func put(local i32 *p, i32 i)
entry:
  store p[p.off + (i * 4:i32)] = 1:i32
  return

kernel k(local i32 *A, local i32 *B)
entry:
  l:i32 = get_local_id(0)
  call put(&B[0:i32], l)
  barrier(local)
  x:i32 = load A[l * 4:i32]
  return
`, []string{"A"}},
		{"atomic", `
kernel k(global i32 *A, global i32 *B)
entry:
  x:i32 = atomic_inc A[0:i32]
  barrier(global)
  y:i32 = load B[0:i32]
  return
`, []string{"B"}},
		{"reads only", `
kernel k(local i32 *A)
entry:
  l:i32 = get_local_id(0)
  barrier(local)
  x:i32 = load A[l * 4:i32]
  return
`, []string{"A"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := ir.Parse("t.ir", "; module t.cl\n"+tc.src[1:])
			require.NoError(t, err)
			st := runUpTo(t, m, "layout")
			var got []string
			for _, l := range st.kernels[0].mem.seq {
				if !st.kernels[0].mem.mayBeWritten(l.Array) {
					got = append(got, l.Array.Name)
				}
			}
			sort.Strings(got)
			assert.Equal(t, tc.unwritten, got)
		})
	}
}
