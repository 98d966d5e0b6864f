package frontend

import "testing"

// TestPrivatePointerLowering: a pointer kept in private memory is its
// offset in the array and its base id in the shadow (private_ptr.go).
func TestPrivatePointerLowering(t *testing.T) {
	tests := []loweringCase{
		{
			name: "pointer field of a struct parameter",
			src:  "struct s { __global int *p; };\n__kernel void k(__global int *a, struct s q) {\n  q.p = a;\n  q.p[0] = 1;\n}",
			want: []string{"array private i32 q.base[1]", "store q[0:i32] = 0:i32", "store q.base[0:i32] = 1:i32",
				"t5.base:i32 = load q.base[0:i32]", "null_check(t5.base == 1:i32)", "store a[t5] = 1:i32"},
		},
		{
			name: "private array of pointers: shadow starts as no pointer, dynamic index",
			src:  "__kernel void k(__global int *a, __global int *b, int i) {\n  __global int *v[2];\n  v[0] = a;\n  v[1] = b;\n  v[i][0] = 1;\n}",
			want: []string{"store v.base[4:i32] = 4294967295:i32", "store v.base[4:i32] = 2:i32",
				"null_check((t", "== 1:i32) | (t", "store b[t"},
		},
		{
			name: "an int stored over a pointer marks the cell; one read over a pointer is arbitrary",
			src:  "union u { __global int *p; int i; };\n__kernel void k(__global int *a) {\n  union u x;\n  x.p = a;\n  x.i = 5;\n  a[0] = x.i;\n}",
			want: []string{"store x.base[0:i32] = 4294967295:i32", "havoc", "== 4294967295:i32"},
		},
	}
	checkLowering(t, tests)
}

// TestPrivatePointerUnsupported: uses of private memory holding pointers
// the shadow cannot follow stop with exit 4 and the position.
func TestPrivatePointerUnsupported(t *testing.T) {
	tests := []unsupportedCase{
		{
			name: "struct holding a pointer copied whole",
			src:  "struct s { __global int *p; int n; };\n__kernel void k(__global int *a) {\n  struct s v, w;\n  v.p = a;\n  w = v;\n  w.p[0] = 1;\n}",
			want: "k.cl:5:7: error: unsupported use of private memory holding pointers (w)",
		},
		{
			name: "pointer stored through a helper's parameter",
			src:  "void h(__global int **pp, __global int *a) { *pp = a; }\n__kernel void k(__global int *a) {\n  __global int *p;\n  h(&p, a);\n  p[0] = 1;\n}",
			want: "unsupported",
		},
		{
			name: "read of such memory in an annotation",
			src:  "struct s { __global int *p; int n; };\n__kernel void k(__global int *a, struct s q) {\n  __assert(q.n == 1);\n  a[0] = q.p[0];\n}",
			want: "k.cl:3:14: error: unsupported read of private memory holding pointers (q) in an annotation",
		},
	}
	checkUnsupported(t, tests)
}
