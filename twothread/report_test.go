package twothread

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/prover"
)

func TestCellName(t *testing.T) {
	tests := []struct {
		name string
		race RaceOrigin
		cell uint64
		want string
	}{
		{"pointer of ints", RaceOrigin{Array: "p", ElemBytes: 4, CellBytes: 4}, 7, "p[7]"},
		{"4-d array", RaceOrigin{Array: "L", Dims: []int{2, 3, 4, 5}, ElemBytes: 4, CellBytes: 4}, 118, "L[1][2][3][3]"},
		{"4-d array of structs, a member", RaceOrigin{Array: "L", Dims: []int{2, 3, 4, 5}, ElemBytes: 16, CellBytes: 4}, 474, "L[1][2][3][3] (bytes 8..11)"},
		{"int array cut into bytes", RaceOrigin{Array: "L", Dims: []int{2, 3, 4, 5}, ElemBytes: 4, CellBytes: 1}, 474, "L[1][2][3][3] (byte 2)"},
		{"struct member through a pointer", RaceOrigin{Array: "G", ElemBytes: 8, CellBytes: 4}, 7, "G[3] (bytes 4..7)"},
		{"out of the declared bounds", RaceOrigin{Array: "A", Dims: []int{4}, ElemBytes: 4, CellBytes: 4}, 9, "A[9]"},
		{"zero-sized", RaceOrigin{Array: "Z", Dims: []int{0}, ElemBytes: 4, CellBytes: 4}, 0, "0-sized array Z"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, cellName(&tc.race, tc.cell))
		})
	}
}

func TestWorkItem(t *testing.T) {
	oneD := prover.Model{"work_dim": "1bv32", "group_size_x": "4bv32", "num_groups_x": "2bv32",
		"local_id_x$1": "3bv32", "group_id_x$1": "1bv32", "local_id_x$2": "0bv32", "group_id_x$2": "0bv32"}
	assert.Equal(t, "work item 7 with local id 3 in work group 1", workItem(oneD, 1))
	assert.Equal(t, "work item 0 with local id 0 in work group 0", workItem(oneD, 2))
	assert.Empty(t, offsetHint(oneD))

	// --local_size=[4,1]: two dimensions, as GPUVerify counts them.
	twoD := prover.Model{"work_dim": "2bv32", "group_size_x": "4bv32", "num_groups_x": "1bv32", "group_size_y": "1bv32", "num_groups_y": "1bv32",
		"local_id_x$1": "2bv32", "group_id_x$1": "0bv32", "local_id_y$1": "0bv32", "group_id_y$1": "0bv32",
		"global_offset_x": "0bv32", "global_offset_y": "5bv32"}
	assert.Equal(t, "work item (2, 5) with local id (2, 0) in work group (0, 0)", workItem(twoD, 1))
	assert.Contains(t, offsetHint(twoD), "global offset is (0, 5)")

	assert.Equal(t, "work item 1 of the pair", workItem(nil, 1))
	assert.Equal(t, "work item ? with local id ? in work group ?", workItem(prover.Model{}, 1))
}
