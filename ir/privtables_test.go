package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFoldPrivateTables: a private table initialised with constants in
// the entry block becomes its constants at each load, with an assertion
// on the index; a table written again, loaded before it is filled, or
// whose address is taken stays memory.
func TestFoldPrivateTables(t *testing.T) {
	const head = `; module k.cl

kernel k(global i32 *out) ; k.cl:1:1
  array private i32 tab[2] (4-byte elements) ; k.cl:2
entry:
`
	for _, tc := range []struct {
		name, body string
		folded     int
		want       []string
	}{
		{"folded", `  store tab[0:i32] = 7:i32 ; 2:7
  store tab[4:i32] = 9:i32 ; 2:7
  lid:i32 = get_local_id(0) ; 3:3
  t1:i32 = lid & 1:i32 ; 3:3
  goto bb2 ; 3:3
bb2:
  v:i32 = load tab[t1 * 4:i32] ; 4:9
  store out[lid * 4:i32] = v ; 4:3
  return ; 5:1
`, 1, []string{
			"assert(((t1 * 4:i32) == 0:i32) | ((t1 * 4:i32) == 4:i32)) ; 4:9",
			"v:i32 = ((t1 * 4:i32) == 0:i32) ? 7:i32 : 9:i32 ; 4:9",
		}},
		{"written later", `  store tab[0:i32] = 7:i32 ; 2:7
  lid:i32 = get_local_id(0) ; 3:3
  goto bb2 ; 3:3
bb2:
  store tab[0:i32] = lid ; 4:3
  v:i32 = load tab[0:i32] ; 4:9
  store out[lid * 4:i32] = v ; 4:3
  return ; 5:1
`, 0, []string{"v:i32 = load tab[0:i32]"}},
		{"read as a float", `  store tab[0:i32] = 7:i32 ; 2:7
  lid:i32 = get_local_id(0) ; 3:3
  goto bb2 ; 3:3
bb2:
  v:f32 = load tab[0:i32] ; 4:9
  return ; 5:1
`, 0, []string{"v:f32 = load tab[0:i32]"}},
		{"loaded before filled", `  v:i32 = load tab[0:i32] ; 2:3
  store tab[0:i32] = 7:i32 ; 2:7
  store out[0:i32] = v ; 4:3
  return ; 5:1
`, 0, []string{"v:i32 = load tab[0:i32]"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("k.ir", head+tc.body)
			require.NoError(t, err)
			f := m.Kernels[0]
			assert.Equal(t, tc.folded, FoldPrivateTables(f))
			require.NoError(t, FindLoops(f))
			require.Empty(t, Check(m))
			out := Print(m)
			for _, w := range tc.want {
				assert.Contains(t, out, w)
			}
		})
	}
}
