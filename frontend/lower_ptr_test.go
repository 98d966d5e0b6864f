package frontend

import "testing"

// TestPointerLowering: pointers with a dynamic base become a branch per
// candidate array, null checks, and base ids (docs/pointers.md).
func TestPointerLowering(t *testing.T) {
	tests := []loweringCase{
		{
			name: "choice of buffers",
			src:  "__kernel void k(__global int *a, __global int *b, int f) {\n  __global int *p = f ? a : b;\n  p[1] = 2;\n}",
			want: []string{"if p.base == 1:i32 goto", "store a[4:i32] = 2:i32", "store b[4:i32] = 2:i32"},
		},
		{
			name: "null store",
			src:  "__kernel void k(__global int *a) {\n  __global int *p = 0;\n  p[1] = 2;\n}",
			want: []string{"null_check(false)"},
		},
		{
			name:     "nullable helper parameter",
			src:      "void h(__global int *p) { *p = 1; }\n__kernel void k(__global int *a, int f) {\n  h(f ? a : 0);\n}",
			noInline: true,
			want:     []string{"func h(global i32 *p, i32 p.base)", "null_check(p.base == 1:i32)", "call h(&a[0:i32], 1:i32)", "call h(&null.i32[0:i32], 0:i32)"},
		},
		{
			name: "float4 store through a choice of buffers: one store per buffer and lane",
			src:  "__kernel void k(__global float4 *a, __global float4 *b, int f) {\n  __global float4 *p = f ? a : b;\n  p[1] = (float4)(0.0f);\n}",
			want: []string{"store a[16:i32] = 0x0:f32", "store b[28:i32] = 0x0:f32"},
		},
		{
			name: "pointer comparison over base and offset",
			src:  "__kernel void k(__global int *a, __global int *b, int f) {\n  __global int *p = f ? a : b;\n  if (p == b) a[0] = 1;\n}",
			want: []string{"(p.base == 2:i32) & (0:i32 == 0:i32)"},
		},
	}
	checkLowering(t, tests)
}

// TestPointerUnsupported: what the pointer model does not cover stops with
// exit 4 and the source position.
func TestPointerUnsupported(t *testing.T) {
	tests := []unsupportedCase{
		{
			name: "following a pointer read from global memory",
			src:  "struct s { __global int *p; };\n__kernel void k(__global struct s *q) {\n  q[0].p[0] = 1;\n}",
			want: "k.cl:3:13: error: unsupported use of a pointer read from __global or __local memory",
		},
		{
			name: "pointer to a pointer passed to a function without a body",
			src:  "void ext(__global int **q);\n__kernel void k(__global int *a) {\n  __global int *p = a;\n  ext(&p);\n}",
			want: "unsupported",
		},
	}
	checkUnsupported(t, tests)
}
