package frontend

import (
	"testing"
)

// TestGroupOpsLowering: memory intrinsics, __constant initialisers, printf,
// out-parameter built-ins, bodiless functions over vectors and barrier
// flags lower to the IR lines given (each must appear in the printed IR).
func TestGroupOpsLowering(t *testing.T) {
	tests := []loweringCase{
		{
			name: "struct copy: one load and store per field, padding included",
			src:  "typedef struct { float f; char c; } S;\n__kernel void k(__global S *a) { S s = a[1]; a[0] = s; }",
			want: []string{"copy:f32 = load a[8:i32]", "copy.1:i8 = load a[12:i32]", "copy.2:i8 = load a[13:i32]", "copy.3:i16 = load a[14:i32]", "store a[0:i32] = copy.4", "store a[6:i32] = copy.7"},
		},
		{
			name: "private array initialiser: the constant's values",
			src:  "__kernel void k(__global int *o) { int a[3] = {7, 8, 9}; o[get_global_id(0)] = a[get_global_id(0) % 3]; }",
			want: []string{"store a[0:i32] = 7:i32", "store a[8:i32] = 9:i32"},
		},
		{
			name: "= {0}: memset to zero",
			src:  "__kernel void k(__global float *o) { float a[2] = {0}; o[get_global_id(0)] = a[get_global_id(0) & 1]; }",
			want: []string{"store a[0:i32] = 0x0:f32", "store a[4:i32] = 0x0:f32"},
		},
		{
			name: "__constant table: exact values by offset",
			src:  "__constant int w[2] = {5, 6};\n__kernel void k(__global int *o) { o[0] = w[get_global_id(0) & 1]; }",
			want: []string{"store o[0:i32] = ((t3 * 4:i32) == 0:i32) ? 5:i32 : (((t3 * 4:i32) == 4:i32) ? 6:i32 : t5)"},
		},
		{
			name: "printf: arguments evaluated, result arbitrary",
			src:  "__kernel void k(__global int *o) { o[0] = printf(\"%d\\n\", (int)get_global_id(0)); }",
			want: []string{"havoc t"},
		},
		{
			name: "sincos: the cosine is stored through the pointer",
			src:  "__kernel void k(__global float *o) { o[0] = sincos(1.0f, &o[1]); }",
			want: []string{"store o[4:i32] = @sincos_fPU3AS1f.out(0x3f800000:f32):f32", "@sincos_fPU3AS1f(0x3f800000:f32)"},
		},
		{
			name: "bodiless function returning a vector: lanes arbitrary",
			src:  "int4 bar(int4 x);\n__kernel void k(__global int4 *a) { a[0] = bar(a[1]); }",
			want: []string{"havoc t4.x:i32", "havoc t4.w:i32"},
		},
		{
			name: "barrier with run-time flags",
			src:  "__kernel void k(__local int *p, int f) { p[0] = 1; barrier(f); }",
			want: []string{"barrier(flags f)"},
		},
	}
	checkLowering(t, tests)
}

// TestGroupOpsUnsupported: a copy bvgen cannot unroll is exit 4.
func TestGroupOpsUnsupported(t *testing.T) {
	checkUnsupported(t, []unsupportedCase{{name: "TestGroupOpsUnsupported", src: "typedef struct { __global int *p; int n; } S;\n__kernel void k(__global int *o) { S a = {o, 1}; S b = a; o[b.n] = 0; }", want: "unsupported"}})
}
