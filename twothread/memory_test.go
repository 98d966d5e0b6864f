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

// TestMapNames: arrays of one name get distinct Boogie maps, and a
// suffixed name never meets an array whose own name has that suffix.
func TestMapNames(t *testing.T) {
	for _, tc := range []struct {
		name   string
		arrays []string
		want   []string
	}{
		{"distinct names", []string{"A", "B"}, []string{"$$A", "$$B"}},
		{"private arrays of two procedures", []string{"v", "v"}, []string{"$$v", "$$v.1"}},
		{"a name with the suffix comes after", []string{"v", "v", "v.1"}, []string{"$$v", "$$v.1", "$$v.1.1"}},
		{"a name with the suffix comes first", []string{"v.1", "v", "v"}, []string{"$$v.1", "$$v", "$$v.2"}},
		{"two scopes and a helper", []string{"velocity", "velocity.1", "velocity"}, []string{"$$velocity", "$$velocity.1", "$$velocity.2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			taken := map[string]bool{}
			var got []string
			for _, a := range tc.arrays {
				got = append(got, mapName(taken, "$$"+a))
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

// TestLayoutPrivateNames: the kernel's velocity and velocity.1 and its
// --no-inline helper's velocity get three maps (the layout checker once
// stopped on "two arrays with map $$velocity.1").
func TestLayoutPrivateNames(t *testing.T) {
	st := runUpTo(t, parseIR(t, "testdata/private_names.ir"), "layout")
	var names []string
	for _, l := range st.kernels[0].mem.seq {
		if l.Array.Space == ir.Private {
			names = append(names, l.Name)
		}
	}
	sort.Strings(names)
	require.Equal(t, []string{"$$velocity", "$$velocity.1", "$$velocity.2"}, names)
}
