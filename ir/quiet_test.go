package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMarkQuietReads: a read is quiet when no write or atomic of its
// array shares a barrier-interval start with it (a __local array), or the
// kernel never writes its array (a __global one). The reads that stay
// checked: writes in a sibling branch of the same interval, a barrier
// without a __local fence or with run-time flags, a write reached around
// a loop's back edge, an array an annotation reads, and a kernel with a
// call.
func TestMarkQuietReads(t *testing.T) {
	const head = `; module k.cl
array local i32 s[64] (4-byte elements) ; k.cl:2

kernel k(global i32 *in, global i32 *out) ; k.cl:1:1
`
	for _, tc := range []struct {
		name, loops, body string
		quiet             []string // the arrays of the quiet reads, in block order
	}{
		{"written before a barrier", "", `entry:
  lid:i32 = get_local_id(0) ; 3:3
  store s[lid * 4:i32] = 1:i32 ; 4:3
  barrier(local) ; 5:3
  v:i32 = load s[0:i32] ; 6:3
  w:i32 = load in[lid * 4:i32] ; 7:3
  store out[lid * 4:i32] = v ; 8:3
  return ; 9:1
`, []string{"s", "in"}},
		{"same interval", "", `entry:
  lid:i32 = get_local_id(0) ; 3:3
  store s[lid * 4:i32] = 1:i32 ; 4:3
  v:i32 = load s[0:i32] ; 6:3
  u:i32 = load out[0:i32] ; 7:3
  store out[lid * 4:i32] = v ; 8:3
  return ; 9:1
`, nil},
		{"sibling branches", "", `entry:
  lid:i32 = get_local_id(0) ; 3:3
  barrier(local) ; 4:3
  c:bool = lid == 0:i32 ; 5:3
  if c goto bb1 else bb2 ; 5:3
bb1:
  store s[0:i32] = 1:i32 ; 6:3
  goto bb3 ; 6:3
bb2:
  v:i32 = load s[0:i32] ; 7:3
  goto bb3 ; 7:3
bb3:
  return ; 9:1
`, nil},
		{"global fence only", "", `entry:
  lid:i32 = get_local_id(0) ; 3:3
  store s[lid * 4:i32] = 1:i32 ; 4:3
  barrier(global) ; 5:3
  v:i32 = load s[0:i32] ; 6:3
  return ; 9:1
`, nil},
		{"run-time flags", "", `entry:
  lid:i32 = get_local_id(0) ; 3:3
  store s[lid * 4:i32] = 1:i32 ; 4:3
  barrier(flags lid) ; 5:3
  v:i32 = load s[0:i32] ; 6:3
  return ; 9:1
`, nil},
		{"around the back edge", "  loop bb1 depth 1 {bb1 bb2}\n", `entry:
  lid:i32 = get_local_id(0) ; 3:3
  goto bb1 ; 3:3
bb1:
  i:i32 = phi [entry: 0:i32, bb2: i.1]
  c:bool = i <u 4:i32 ; 4:3
  if c goto bb2 else bb3 ; 4:3
bb2:
  v:i32 = load s[i * 4:i32] ; 5:3
  barrier(local) ; 6:3
  store s[lid * 4:i32] = v ; 7:3
  i.1:i32 = i + 1:i32 ; 4:3
  goto bb1 ; 4:3
bb3:
  return ; 9:1
`, nil},
		{"barriers on both sides in a loop", "  loop bb1 depth 1 {bb1 bb2}\n", `entry:
  lid:i32 = get_local_id(0) ; 3:3
  goto bb1 ; 3:3
bb1:
  i:i32 = phi [entry: 0:i32, bb2: i.1]
  c:bool = i <u 4:i32 ; 4:3
  if c goto bb2 else bb3 ; 4:3
bb2:
  store s[lid * 4:i32] = i ; 5:3
  barrier(local) ; 6:3
  v:i32 = load s[i * 4:i32] ; 7:3
  barrier(local) ; 8:3
  i.1:i32 = i + 1:i32 ; 4:3
  goto bb1 ; 4:3
bb3:
  return ; 9:1
`, []string{"s"}},
		{"read by an annotation", "", `entry:
  lid:i32 = get_local_id(0) ; 3:3
  store s[lid * 4:i32] = 1:i32 ; 4:3
  barrier(local) ; 5:3
  v:i32 = load s[0:i32] ; 6:3
  t:i32 = s[0:i32]:i32 ; 7:3
  c:bool = t == 1:i32 ; 7:3
  assert(c) ; 7:3
  return ; 9:1
`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := head + tc.loops + tc.body
			m, err := Parse("k.ir", src)
			require.NoError(t, err)
			f := m.Kernels[0]
			n := MarkQuietReads(f)
			var got []string
			for _, b := range f.Blocks {
				for _, s := range b.Stmts {
					if ld, ok := s.(*Load); ok && ld.Quiet {
						got = append(got, ld.Array.Name)
					}
				}
			}
			assert.Equal(t, tc.quiet, got)
			assert.Equal(t, len(tc.quiet), n)
			// The pass is idempotent: a second run marks the same reads.
			assert.Equal(t, n, MarkQuietReads(f))
		})
	}
}
