package frontend

import "testing"

// TestBuiltinsThroughDynamicPointers: vload/vstore, struct copies,
// out-parameters and helpers with vector arguments through a pointer that may point into several arrays are
// one access per candidate array and scalar (docs/pointers.md), with a
// null check when the pointer may be undefined (a pointer read back from
// private memory).
func TestBuiltinsThroughDynamicPointers(t *testing.T) {
	tests := []loweringCase{
		{
			name: "vstore4 and vload4 through a choice of __local blocks",
			src: "__kernel void k(__global float4 *a, int f) {\n  __local float A[16];\n  __local float B[16];\n" +
				"  __local float *p = f ? A : B;\n  vstore4(a[0], 1, p);\n  a[1] = vload4(2, p);\n}",
			want: []string{"if p.base == 1000:i32 goto", "store A[p + 16:i32] = t9.x", "store B[(p + 16:i32) + 12:i32] = t9.w",
				"t10.x:f32 = load A[p + 32:i32]", "t10.w.1:f32 = load B[(p + 32:i32) + 12:i32]",
				"t10.x.2:f32 = phi [bb6.p14: t10.x, bb6.p15: t10.x.1]"},
		},
		{
			name: "a struct copy into a choice of buffers: one store per scalar and buffer",
			src:  "typedef struct { int x, y; } S;\n__kernel void k(__global S *a, __global S *b, int f) {\n  __global S *p = f ? a : b;\n  p[1] = a[0];\n}",
			want: []string{"store a[8:i32] = copy", "store b[8:i32] = copy", "store a[12:i32] = copy.1", "store b[12:i32] = copy.1"},
		},
		{
			name: "sincos storing through a choice of buffers",
			src:  "__kernel void k(__global float *a, __global float *b, int f) {\n  __global float *p = f ? a : b;\n  a[2] = sincos(a[3], p + 1);\n}",
			want: []string{"store a[4:i32] = @sincos_fPU3AS1f.out(t10):f32", "store b[4:i32] = @sincos_fPU3AS1f.out(t10):f32"},
		},
		{
			name: "vstore4 through a pointer from a private table: null-checked",
			src: "__kernel void k(__global float4 *a) {\n  __local float A[16];\n  __local float B[16];\n" +
				"  __local float *ps[2] = {A, B};\n  __local float *p = ps[get_local_id(0) & 1];\n  vstore4(a[0], 1, p);\n}",
			want: []string{"null_check((p.base == 1000:i32) | (p.base == 1001:i32))", "store A[p + 16:i32]", "store B[p + 16:i32]"},
		},
		{
			name: "a helper taking a vector and a pointer into a choice of blocks: one call per block",
			src: "void put(__local float *p, int i, float4 v) { vstore4(v, i, p); }\n" +
				"__kernel void k(__global float4 *in) {\n  __local float A[256];\n  __local float B[256];\n" +
				"  int lid = get_local_id(0);\n  __local float *p = (lid < 32) ? A : B;\n  put(p, lid & 31, in[lid]);\n}",
			noInline: true,
			want:     []string{"if p.base == 1000:i32 goto", "call put(&A[p], t8, t10.x, t10.y, t10.z, t10.w)", "call put(&B[p], t8, t10.x, t10.y, t10.z, t10.w)"},
		},
		{
			name: "private arrays of one name in three scopes: distinct names",
			src: "__kernel void k(__global int *a) {\n  int s = 0;\n" +
				"  { int v[2]; v[0] = a[0]; v[a[1] & 1] = 1; s += v[0]; }\n" +
				"  { int v[2]; v[0] = a[2]; v[a[3] & 1] = 1; s += v[0]; }\n" +
				"  { int v[2]; v[0] = a[4]; v[a[5] & 1] = 1; s += v[0]; }\n  a[6] = s;\n}",
			want: []string{"array private i32 v[2]", "array private i32 v.1[2]", "array private i32 v.2[2]", "store v.2[0:i32] = t26"},
		},
	}
	checkLowering(t, tests)
}
