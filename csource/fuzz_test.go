package csource

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kernelSeeds returns a few kernels of the corpus: real declarations with
// attributes, qualifiers and comments.
func kernelSeeds(f *testing.F) []string {
	f.Helper()
	var out []string
	for _, pattern := range []string{"../kernels/scan/device/*.cl", "../kernels/launch/*.cl"} {
		paths, err := filepath.Glob(pattern)
		if err != nil {
			f.Fatal(err)
		}
		for _, p := range paths[:min(3, len(paths))] {
			b, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			out = append(out, string(b))
		}
	}
	return append(out,
		"__kernel __attribute__((reqd_work_group_size(64,1,1))) void k(__global const TYPE *in, __local uint *tmp /* c */, int n) { }\n",
		"kernel void k(global int a[4], image2d_t img, const uint n);\n#define K __kernel\n",
		"__kernel void k(__global int *p) { __local TYPE s[N], t; for (TYPE i = 0; i < 4; i++) {} }\n")
}

// FuzzFindKernels checks that any source gives its kernels or an error,
// never a panic, and that the offsets the declarations carry point where
// their docs say: BodyStart at the body's '{', NamePos at the name and
// TextPos at the parameter's text (comments stripped, offsets kept).
func FuzzFindKernels(f *testing.F) {
	for _, s := range kernelSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		ks, err := FindKernels(src)
		if err != nil {
			return
		}
		stripped := StripComments(src)
		for _, k := range ks {
			if k.BodyStart < 0 || k.BodyStart >= len(src) || src[k.BodyStart] != '{' {
				t.Fatalf("kernel %s: BodyStart %d is not a '{'", k.Name, k.BodyStart)
			}
			for _, p := range k.Params {
				if !strings.HasPrefix(stripped[p.NamePos:], p.Name) || !strings.HasPrefix(stripped[p.TextPos:], p.Text) {
					t.Fatalf("kernel %s: parameter %+v: offsets do not point at its name and text", k.Name, p)
				}
			}
		}
		if len(ks) > 0 {
			if _, err := FindKernel(src, ks[0].Name); err != nil {
				t.Fatalf("FindKernel of a found kernel: %v", err)
			}
		}
	})
}

// FuzzFindDecls checks that any source gives its function bodies and
// declarations or an error, and that Open and Close are the body's braces
// and each Stmt span lies inside its body.
func FuzzFindDecls(f *testing.F) {
	for _, s := range kernelSeeds(f) {
		f.Add(s, "TYPE")
	}
	f.Fuzz(func(t *testing.T, src, typeName string) {
		fs, err := FindFuncs(src)
		if err != nil {
			return
		}
		for _, fn := range fs {
			if fn.Open < 0 || fn.Close >= len(src) || fn.Open >= fn.Close || src[fn.Open] != '{' || src[fn.Close] != '}' {
				t.Fatalf("function %s: body [%d, %d] is not braces", fn.Name, fn.Open, fn.Close)
			}
		}
		ds, err := FindDecls(src, typeName)
		if err != nil {
			return
		}
		for _, d := range ds {
			if d.Stmt.Start < 0 || d.Stmt.End > len(src) || d.Stmt.Start > d.NamePos || d.NameEnd > d.Stmt.End || !strings.HasPrefix(src[d.NamePos:], d.Name) {
				t.Fatalf("declaration %+v: spans out of place", d)
			}
		}
		UsesUndefined(src, typeName)
		Mentions(src, typeName)
	})
}
