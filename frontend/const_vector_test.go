package frontend

import "testing"

// TestConstVectorInit: a __constant array of vectors gives its values lane
// by lane, at the vectors' padded offsets (an int3 takes 16 bytes), also
// in annotations.
func TestConstVectorInit(t *testing.T) {
	tests := []loweringCase{
		{
			name: "int3 elements are 16 bytes apart; annotation read",
			src:  "__constant int3 c[2] = {{0, 0, 0}, {1, 2, 3}};\n__kernel void k() {\n  __assert(c[1].y == 2);\n}",
			want: []string{"t1.y:i32 = 2:i32"},
		},
		{
			name: "scalar annotation read",
			src:  "__constant int c[2] = {5, 6};\n__kernel void k(int i) {\n  __assert(c[i] == 6);\n}",
			want: []string{"? 5:i32 : "},
		},
	}
	checkLowering(t, tests)
}
