package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInlineCallStack: a statement inlined through two calls carries both,
// innermost first, and the two inlined copies of one helper are told
// apart by their call sites.
func TestInlineCallStack(t *testing.T) {
	const src = `; module k.cl

func put(global i32 *a, i32 i) ; k.cl:1:1
entry:
  store a[i * 4:i32] = 1:i32 ; 2:3
  return ; 3:1

func twice(global i32 *a, i32 i) ; k.cl:4:1
entry:
  call put(&a[0:i32], i) ; 5:3
  call put(&a[0:i32], i + 1:i32) ; 6:3
  return ; 7:1

kernel k(global i32 *out) ; k.cl:8:1
entry:
  call twice(&out[0:i32], 0:i32) ; 9:3
  return ; 10:1
`
	m, err := Parse("k.cl", src)
	require.NoError(t, err)
	require.NoError(t, InlineCalls(m))
	var stacks [][]CallSite
	for _, b := range m.Kernels[0].Blocks {
		for _, s := range b.Stmts {
			if st, ok := s.(*Store); ok {
				assert.Equal(t, Pos{File: "k.cl", Line: 2, Col: 3}, st.Pos.Site())
				stacks = append(stacks, st.Pos.CallStack())
			}
		}
	}
	require.Len(t, stacks, 2)
	lines := func(cs []CallSite) (out []string) {
		for _, c := range cs {
			out = append(out, c.Func+"@"+c.Pos.Site().String())
		}
		return out
	}
	assert.Equal(t, []string{"put@k.cl:5:3", "twice@k.cl:9:3"}, lines(stacks[0]))
	assert.Equal(t, []string{"put@k.cl:6:3", "twice@k.cl:9:3"}, lines(stacks[1]))
	assert.Empty(t, Check(m))
}
