package twothread

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/prover"
)

func TestHugeValueHints(t *testing.T) {
	k := &KernelInfo{Name: "k", Scalars: []Scalar{{Name: "n", Var: "$n", Bits: 32}, {Name: "m", Var: "$m", Bits: 32}}}
	for _, tc := range []struct {
		name     string
		model    prover.Model
		index    uint64
		hasIndex bool
		want     []string // substrings of the hints; nil: no hints
	}{
		{"small", prover.Model{"$n": "32bv32", "$m": "1bv32"}, 18, true, nil},
		{"huge parameter", prover.Model{"$n": "536870911bv32", "$m": "1bv32"}, 0, true,
			[]string{"n = 536870911, m = 1", "#pragma bvgen requires n <= 1024"}},
		{"negative parameter", prover.Model{"$n": "4294967232bv32", "$m@2": "3bv32"}, 0, false,
			[]string{"n = 4294967232 (-64 as a signed value), m = 3", "requires n >= 0; #pragma bvgen requires n <= 1024"}},
		{"huge index", prover.Model{"$n": "2bv32"}, 70000, true, []string{"n = 2", "requires n <= 1024"}},
		{"no model", nil, 70000, true, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hints := hugeValueHints(tc.model, k, tc.index, tc.hasIndex)
			if tc.want == nil {
				assert.Empty(t, hints)
				return
			}
			joined := ""
			for _, h := range hints {
				joined += h + "\n"
			}
			for _, w := range tc.want {
				assert.Contains(t, joined, w)
			}
		})
	}
	assert.Empty(t, hugeValueHints(prover.Model{"$n": "99999bv32"}, &KernelInfo{Name: "k"}, 99999, true), "no scalar parameters: nothing to constrain")
}
