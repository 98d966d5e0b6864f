package ir

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The kernels of GPUVerify's barrier_intervals tests (test1 to test4) as
// bvgen lowers them (helpers inlined), and variations.
const (
	straight = `; module k.cl

kernel k(local i32 *p) ; k.cl:1:1
entry:
  store p[0:i32] = 1:i32 ; 2:1
  barrier(local) ; 3:1
  store p[0:i32] = 1:i32 ; 4:1
  barrier(local) ; 5:1
  return ; 6:1
`
	conditional = `; module k.cl

kernel k(local i32 *p) ; k.cl:1:1
entry:
  t:i32 = get_local_id(0) ; 2:1
  c:bool = t == 0:i32 ; 2:1
  if c goto then else join ; 2:1
then:
  barrier(local) ; 3:1
  goto join ; 3:1
join:
  barrier(local) ; 4:1
  return ; 5:1
`
	// test3: a loop with two barriers, then the same loop under a
	// condition on shared memory.
	loops = `; module k.cl

kernel k(local i32 *p) ; k.cl:1:1
  loop h1 depth 1 {h1 b1}
  loop h2 depth 1 {h2 b2}
entry:
  goto h1 ; 2:1
h1:
  i:i32 = phi [entry: 0:i32, b1: i.1]
  c:bool = i <s 100:i32 ; 2:1
  if c goto b1 else mid ; 2:1
b1:
  barrier(local|global) ; 3:1
  barrier(local|global) ; 4:1
  i.1:i32 = i + 1:i32 ; 2:1
  goto h1 ; 2:1
mid:
  v:i32 = load p[0:i32] ; 5:1
  d:bool = v == 22:i32 ; 5:1
  if d goto pre else end ; 5:1
pre:
  goto h2 ; 6:1
h2:
  j:i32 = phi [pre: 0:i32, b2: j.1]
  e:bool = j <s 100:i32 ; 6:1
  if e goto b2 else end ; 6:1
b2:
  barrier(local|global) ; 7:1
  barrier(local|global) ; 8:1
  j.1:i32 = j + 1:i32 ; 6:1
  goto h2 ; 6:1
end:
  return ; 9:1
`
	// test4: one barrier at the end of each loop body, one under a
	// condition before the loops.
	loopEnds = `; module k.cl

kernel k(local i32 *p) ; k.cl:1:1
  loop h1 depth 1 {h1 b1}
  loop h2 depth 1 {h2 b2}
entry:
  goto h1 ; 2:1
h1:
  i:i32 = phi [entry: 0:i32, b1: i.1]
  c:bool = i <s 100:i32 ; 2:1
  if c goto b1 else mid ; 2:1
b1:
  store p[0:i32] = 1:i32 ; 3:1
  barrier(local|global) ; 3:1
  i.1:i32 = i + 1:i32 ; 2:1
  goto h1 ; 2:1
mid:
  v:i32 = load p[0:i32] ; 5:1
  d:bool = v == 22:i32 ; 5:1
  if d goto pre else end ; 5:1
pre:
  barrier(local|global) ; 6:1
  goto h2 ; 6:1
h2:
  j:i32 = phi [pre: 0:i32, b2: j.1]
  e:bool = j <s 100:i32 ; 6:1
  if e goto b2 else end ; 6:1
b2:
  store p[0:i32] = 1:i32 ; 7:1
  barrier(local|global) ; 7:1
  j.1:i32 = j + 1:i32 ; 6:1
  goto h2 ; 6:1
end:
  return ; 9:1
`
	dynamicFlags = `; module k.cl

kernel k(local i32 *p, i32 f) ; k.cl:1:1
entry:
  barrier(flags f) ; 2:1
  return ; 3:1
`
)

func TestBarrierIntervals(t *testing.T) {
	for _, tc := range []struct {
		name       string
		src        string
		kernel     bool
		nonUniform []string // blocks not all work items execute together
		want       []string // start -> end of each interval
	}{
		{"test1: straight line", straight, true, nil, []string{"entry -> 3:1 barrier", "3:1 barrier -> 5:1 barrier", "5:1 barrier -> exit"}},
		{"straight line, not a kernel: only barrier to barrier", straight, false, nil, []string{"3:1 barrier -> 5:1 barrier"}},
		{"test2: a barrier under a condition delimits nothing", conditional, true, []string{"then"}, []string{"entry -> 4:1 barrier", "4:1 barrier -> exit"}},
		{"test3: barriers in a loop pair within the iteration", loops, true, []string{"pre", "h2", "b2"}, []string{"entry -> exit", "3:1 barrier -> 4:1 barrier"}},
		{"test3 with every block uniform", loops, true, nil, []string{"entry -> exit", "3:1 barrier -> 4:1 barrier", "7:1 barrier -> 8:1 barrier"}},
		{"test4: barriers at loop ends delimit nothing", loopEnds, true, []string{"pre", "h2", "b2"}, []string{"entry -> exit"}},
		{"run-time fence flags delimit nothing", dynamicFlags, true, nil, []string{"entry -> exit"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("k.ir", tc.src)
			require.NoError(t, err)
			f := m.Kernels[0]
			uniform := func(b *Block) bool {
				for _, n := range tc.nonUniform {
					if b.Name == n {
						return false
					}
				}
				return true
			}
			var got []string
			for _, iv := range BarrierIntervals(f, tc.kernel, uniform) {
				got = append(got, pointName(iv.Start)+" -> "+pointName(iv.End))
			}
			assert.Equal(t, tc.want, got, "in the order of their starts")
		})
	}
}

func pointName(p IntervalPoint) string {
	switch {
	case p.Block == nil:
		return "exit"
	case p.Stmt < 0:
		return p.Block.Name
	}
	pos := p.Block.Stmts[p.Stmt].Position()
	return fmt.Sprintf("%d:%d barrier", pos.Line, pos.Col)
}
