package interval

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestVoigtlanderOps(t *testing.T) {
	// Rows a, columns b.
	tables := map[int][3][3]uint8{
		1: {
			{0, 1, 2},
			{1, 2, 2},
			{2, 2, 2},
		},
		2: {
			{0, 1, 2},
			{1, 1, 2},
			{2, 1, 2},
		},
	}
	for op, table := range tables {
		for a := uint8(0); a < 3; a++ {
			for b := uint8(0); b < 3; b++ {
				assert.Equal(t, table[a][b], VoigtlanderOp(op, a, b), "op%d(%d,%d)", op, a, b)
			}
		}
		// Both are monoids with identity 0.
		for a := uint8(0); a < 3; a++ {
			for b := uint8(0); b < 3; b++ {
				for c := uint8(0); c < 3; c++ {
					assert.Equal(t, VoigtlanderOp(op, VoigtlanderOp(op, a, b), c), VoigtlanderOp(op, a, VoigtlanderOp(op, b, c)))
				}
			}
		}
	}
}

func TestVoigtlanderInputs(t *testing.T) {
	tests := []struct {
		op, n int
		want  []string
	}{
		{1, 3, []string{"1 2^2", "1 0 2", "1 0^2", "0 1 2", "0 1 0", "0^2 1"}},
		{2, 4, []string{"1 2 0^2", "0 1 2 0", "0^2 1 2"}},
		{2, 1, nil},
		{1, 1, []string{"1"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("op%d n=%d", tt.op, tt.n), func(t *testing.T) {
			ins := VoigtlanderInputs(tt.op, tt.n)
			var got []string
			for _, in := range ins {
				got = append(got, runs(in))
			}
			assert.Equal(t, tt.want, got)
		})
	}
	for _, n := range []int{1, 2, 7, 32} {
		assert.Len(t, VoigtlanderInputs(1, n), n*(n+1)/2)
		assert.Len(t, VoigtlanderInputs(2, n), n-1)
		seen := map[string]bool{}
		for _, in := range VoigtlanderInputs(1, n) {
			seen[runs(in)] = true
		}
		assert.Len(t, seen, n*(n+1)/2, "op1 inputs are distinct")
	}
}

func TestVoigtlanderScan(t *testing.T) {
	tests := []struct {
		op   int
		kind ScanKind
		in   []uint8
		want []uint8
	}{
		{1, Inclusive, []uint8{0, 1, 0, 2}, []uint8{0, 1, 1, 2}},
		{1, Exclusive, []uint8{0, 1, 0, 2}, []uint8{0, 0, 1, 1}},
		{2, Inclusive, []uint8{1, 2, 0, 0}, []uint8{1, 2, 2, 2}},
		{2, Exclusive, []uint8{1, 2, 0, 0}, []uint8{0, 1, 2, 2}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, VoigtlanderScan(tt.op, tt.kind, tt.in))
	}
}

func TestVoigtlanderFailureMessage(t *testing.T) {
	f := &VoigtlanderFailure{Operator: 2, Test: 1, Count: 63, Input: []uint8{0, 1, 2, 0, 0}, Index: 3, Got: 1, Want: 2}
	assert.Equal(t, "operator 2, input 0 1 2 0^2 (test 2 of 63): out[3] = 1, expected 2", f.Error())
}

func TestVoigtlanderPrelude(t *testing.T) {
	assert.Contains(t, VoigtlanderPrelude(1), "(a == 0u && b == 1u) ? 1u : 2u")
	assert.Contains(t, VoigtlanderPrelude(2), "return b == 0u ? a : b;")
	for _, op := range []int{1, 2} {
		assert.Contains(t, VoigtlanderPrelude(op), "#define IDENTITY 0u")
	}
}
