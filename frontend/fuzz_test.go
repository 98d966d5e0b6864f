package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bvgen/bvgen/ir"
)

// fuzzSeeds returns the contents of at most n files matching pattern, so
// that the fuzzers start from text the repository really holds while
// `go test` (which replays the seeds only) stays fast.
func fuzzSeeds(f *testing.F, pattern string, n int) []string {
	f.Helper()
	paths, err := filepath.Glob(pattern)
	if err != nil {
		f.Fatal(err)
	}
	var out []string
	for _, p := range paths {
		if len(out) == n {
			break
		}
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		out = append(out, string(b))
	}
	return out
}

// FuzzRewritePragmas checks that any source rewrites or fails with an
// error, never panics, keeps its line count (RewritePragmas's promise:
// line numbers do not change), and gives a PosMap that survives
// String/ParsePosMap (goldens store it that way) and maps any position.
func FuzzRewritePragmas(f *testing.F) {
	for _, s := range fuzzSeeds(f, "testdata/annot_*.cl", 6) {
		f.Add(s)
	}
	f.Add("#pragma bvgen invariant i <= n\nfor (i = 0; i < n; i++) {}\n")
	f.Add("#pragma bvgen requires n > 0\n__kernel void k(int n)\n{\n}\n")
	f.Add("#pragma bvgen barrier_invariant_binary x instantiate((a, b), (c, d))\n")
	f.Add("#pragma bvgen assert a && \\\n  b\nx;\n")
	f.Add("#pragma bvgen invariant k\ndo { k--; } while (k);\n")
	f.Fuzz(func(t *testing.T, src string) {
		out, pm, err := RewritePragmas("k.cl", src)
		if err != nil {
			return
		}
		if got, want := strings.Count(out, "\n"), strings.Count(src, "\n"); got != want {
			t.Fatalf("rewriting changed the line count from %d to %d:\n%q\n->\n%q", want, got, src, out)
		}
		text := pm.String()
		back, err := ParsePosMap(text)
		if err != nil {
			t.Fatalf("ParsePosMap of String: %v\n%s", err, text)
		}
		if back.String() != text {
			t.Fatalf("PosMap round trip:\n%s\n->\n%s", text, back.String())
		}
		for line := 1; line <= strings.Count(out, "\n")+1; line++ {
			for _, col := range []int{0, 1, 2, 40, 200} {
				p := ir.Pos{File: "k.cl", Line: line, Col: col}
				pm.Map(p)
				pm.MapExpr(p)
			}
		}
	})
}

// FuzzParsePosMap checks that any text parses or fails with an error, and
// that a parsed map prints to text that parses to the same map (String
// writes what ParsePosMap reads).
func FuzzParsePosMap(f *testing.F) {
	for _, s := range fuzzSeeds(f, "testdata/*.posmap", 6) {
		f.Add(s)
	}
	f.Add("file k.cl\npragma 1 1\ninsert 2 24 14 1 1\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParsePosMap(s)
		if err != nil {
			return
		}
		m.Map(ir.Pos{File: m.file, Line: 1, Col: 1})
		if m.file == "" {
			return // String writes "file " for no file, which is not a map RewritePragmas makes
		}
		text := m.String()
		back, err := ParsePosMap(text)
		if err != nil {
			t.Fatalf("ParsePosMap of String: %v\n%s", err, text)
		}
		if back.String() != text {
			t.Fatalf("round trip:\n%s\n->\n%s", text, back.String())
		}
	})
}
