package frontend

import "testing"

// TestSpecLowering: a call of a __spec_ function becomes its contract at
// the call site (spec_call.go), and a call of a function without a body
// that takes or returns pointers its accesses (bodiless_call.go).
func TestSpecLowering(t *testing.T) {
	spec := "void __spec_f(__global int *p) {\n  __requires(__no_read(p));\n  __ensures(__write_implies(p, __write_offset_bytes(p) / 4 == get_global_id(0)));\n  __writes_to(p);\n}\n"
	tests := []loweringCase{
		{
			name: "spec: precondition asserted, offset constrained, write, contents havocked",
			src:  spec + "__kernel void k(__global int *a) {\n  __spec_f(a);\n}",
			want: []string{"assert(t3) ; 2:3", "havoc a.ext:i32", "a.ext.off:i32 = a.ext * 4:i32", "havoc_array(true, &a[0:i32])",
				"t7:i32 = a.ext.off", "store a[a.ext.off] = a.ext.val"},
		},
		{
			name:     "spec: the same under --no-inline, and no function for it",
			src:      spec + "__kernel void k(__global int *a) {\n  __spec_f(a);\n}",
			noInline: true,
			want:     []string{"store a[a.ext.off] = a.ext.val"},
		},
		{
			name: "spec called twice, a value shared by a precondition and a postcondition",
			src:  "void __spec_f(__global int *p) {\n  size_t i = get_global_id(0);\n  __requires(p[i] >= 0);\n  __ensures(p[i] == __old_int(p[i]) + 1);\n  __writes_to(p);\n}\n__kernel void k(__global int *a) {\n  __spec_f(a);\n  __spec_f(a);\n}",
			want: []string{"havoc a.ext:i32", "havoc a.ext.1:i32", "store a[a.ext.off.1] = a.ext.val.1"},
		},
		{
			name: "spec read: a load at an arbitrary offset, no havoc",
			src:  "void __spec_g(__local int *p) { __reads_from(p); }\n__kernel void k() {\n  __local int t[8];\n  __spec_g(t);\n}",
			want: []string{"assume(t.ext <u 8:i32)", "t.ext.val:i32 = load t[t.ext.off]"},
		},
		{
			name: "bodiless: read and write through the pointer argument",
			src:  "void ext(__global int *q);\n__kernel void k(__global int *a) {\n  ext(a);\n}",
			want: []string{"load a[a.ext.off]", "store a[a.ext.off.1] = a.ext.val.1", "havoc_array(true, &a[0:i32])"},
		},
		{
			name: "bodiless: a returned pointer is null or into the argument's array",
			src:  "int *ext(int *q);\n__kernel void k(__global int *o) {\n  int x[2];\n  o[0] = *ext(x);\n}",
			want: []string{"assume((t4.base == 0:i32) | (t4.base == 2000:i32))", "assume(!(t4.base == 0:i32) | (t4 == 0:i32))", "null_check(t4.base == 2000:i32)"},
		},
		{
			name: "unreachable after a noreturn function asserts false, saying why",
			src:  "void f(int x) __attribute__((noreturn));\n__kernel void k(__global int *o) {\n  f(1);\n}",
			want: []string{"assert(false)"},
		},
	}
	checkLowering(t, tests)
}

// TestSpecUnsupported: what the models of spec_call.go and
// bodiless_call.go do not cover stops with exit 4 and the position.
func TestSpecUnsupported(t *testing.T) {
	tests := []unsupportedCase{
		{
			name: "postcondition about an access the spec does not declare",
			src:  "void __spec_f(__global int *p) {\n  __ensures(__no_write(p));\n  __reads_from(p);\n}\n__kernel void k(__global int *a) {\n  __spec_f(a);\n}",
			want: "k.cl:2:13: error: unsupported __no_write(a) in the postcondition of __spec_f, which has no __writes_to(a)",
		},
		{
			name: "spec with a statement",
			src:  "void __spec_f(__global int *p) {\n  p[0] = 1;\n  __writes_to(p);\n}\n__kernel void k(__global int *a) {\n  __spec_f(a);\n}",
			want: "k.cl:2:8: error: unsupported store in specification function __spec_f",
		},
		{
			name: "spec with control flow",
			src:  "void __spec_f(__global int *p, int c) {\n  if (c) __writes_to(p);\n}\n__kernel void k(__global int *a, int c) {\n  __spec_f(a, c);\n}",
			want: "specification function __spec_f with control flow",
		},
		{
			name: "pointer to a pointer",
			src:  "void ext(__local int *__local *q);\n__kernel void k() {\n  __local int *__local t[4];\n  ext(t);\n}",
			want: "k.cl:4:3: error: unsupported call to ext, a function without a body, with a pointer to a pointer",
		},
	}
	checkUnsupported(t, tests)
}
