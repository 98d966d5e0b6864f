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
	pinned := &KernelInfo{Name: "k", Scalars: []Scalar{{Name: "n", Var: "$n", Bits: 32, Pinned: true}, {Name: "m", Var: "$m", Bits: 32}}}
	assert.Equal(t, &Advice{Values: "n = 4096, m = 2", Params: []AdviceParam{{Name: "m"}}, HugeIndex: true},
		hugeValueHints(prover.Model{"$n": "4096bv32", "$m": "2bv32"}, pinned, 2113568, true), "a huge index: the first parameter the precondition leaves free")
	pinned.Scalars[1].Pinned = true
	assert.Nil(t, hugeValueHints(prover.Model{"$n": "4096bv32", "$m": "4096bv32"}, pinned, 2113568, true), "every parameter pinned: a huge index is the size the kernel fixes")
	assert.Nil(t, hugeValueHints(prover.Model{"$n": "99999bv32", "$m": "4096bv32"}, pinned, 0, false), "a pinned parameter is never advice")
	floats := &KernelInfo{Name: "k", Scalars: []Scalar{{Name: "a0", Var: "$a0", Bits: 32, Float: true}, {Name: "w", Var: "$w", Bits: 32}}}
	assert.Equal(t, &Advice{Values: "a0 = 3212836864 (-1082130432 as a signed value), w = 2", Params: []AdviceParam{{Name: "w"}}, HugeIndex: true},
		hugeValueHints(prover.Model{"$a0": "3212836864bv32", "$w": "2bv32"}, floats, 70000, true), "a float's bit pattern is no huge value to bound")
}
