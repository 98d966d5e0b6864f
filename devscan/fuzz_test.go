package devscan

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bvgen/bvgen/ir"
)

// FuzzParseBytes checks that any pipeline description parses or fails
// with an error, never a panic or a hang. The seeds are the repository's
// descriptions.
func FuzzParseBytes(f *testing.F) {
	paths, err := filepath.Glob("../kernels/scan/device/*.yaml")
	if err != nil || len(paths) == 0 {
		f.Fatalf("no seed descriptions: %v", err)
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(good))
	f.Add([]byte("scan: exclusive\ninput: a\noutput: a\nbuffers: {a: n}\nsteps: [{fill: {buffer: a, count: n}}, {copy: {from: a, to: a, count: 1}}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ParseBytes("k.yaml", data)
		if err != nil {
			return
		}
		// A parsed description's expressions evaluate (or fail) at any n.
		for _, b := range p.Buffers {
			_, _ = b.Size.Eval(1024)
		}
		for _, e := range p.Requires {
			_, _ = e.Eval(1024)
		}
	})
}

// FuzzExpr checks that any expression text parses or fails with an
// error, and that evaluating a parsed one at any n gives a value inside
// the bound every intermediate value keeps (limit: sizes never wrap) or
// an error.
func FuzzExpr(f *testing.F) {
	for _, s := range []string{"n", "n / 4", "ceil_div(n, 512)", "log2(n) - 1", "n % 512 == 0 && n >= 1024",
		"max(min(n, 3), -2) << 4", "(n + 1) >> 1", "1 << 62", "0x7fffffffffffffff", "n * n * n * n", "\"s\"", "f(n)"} {
		f.Add(s, int64(1024))
	}
	f.Fuzz(func(t *testing.T, text string, n int64) {
		e, err := parseExpr(text, ir.Pos{File: "k.yaml"})
		if err != nil {
			return
		}
		v, err := e.Eval(n)
		if err != nil || n >= limit || n <= -limit {
			return // n itself is out of bounds: no promise about its results
		}
		if v >= limit || v <= -limit {
			t.Fatalf("%s at n = %d is %d, beyond the bound 2^62", text, n, v)
		}
	})
}
