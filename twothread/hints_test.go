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
		advice   *Advice
	}{
		{"small", prover.Model{"$n": "32bv32", "$m": "1bv32"}, 18, true, nil},
		{"huge parameter", prover.Model{"$n": "536870911bv32", "$m": "1bv32"}, 0, true,
			&Advice{Values: "n = 536870911, m = 1", Params: []AdviceParam{{Name: "n"}}}},
		{"negative parameter", prover.Model{"$n": "4294967232bv32", "$m@2": "3bv32"}, 0, false,
			&Advice{Values: "n = 4294967232 (-64 as a signed value), m = 3", Params: []AdviceParam{{Name: "n", Negative: true}}}},
		{"huge index", prover.Model{"$n": "2bv32"}, 70000, true, &Advice{Values: "n = 2", Params: []AdviceParam{{Name: "n"}}, HugeIndex: true}},
		{"no model", nil, 70000, true, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.advice, hugeValueHints(tc.model, k, tc.index, tc.hasIndex))
		})
	}
	assert.Nil(t, hugeValueHints(prover.Model{"$n": "99999bv32"}, &KernelInfo{Name: "k"}, 99999, true), "no scalar parameters: nothing to constrain")
}
