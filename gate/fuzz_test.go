package gate

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeInput writes a fuzz input where the path-taking parsers read it.
func writeInput(t *testing.T, name, data string) string {
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// FuzzParseSuppressions checks that any kernel file's bvgen-ignore
// comments parse or fail with an error, and that each parsed one has a
// line of the file, a rule and the reason the syntax requires.
func FuzzParseSuppressions(f *testing.F) {
	f.Add(strings.Replace(vec4, "  q[0] = i;", "  // bvgen-ignore race: q[0] is a debug flag any work item may set\n  q[0] = i;", 1))
	f.Add("x; // bvgen-ignore barrier-divergence: the branch is uniform in practice\n")
	f.Add("// bvgen-ignore race\n")
	f.Add("// bvgen-ignore race:\n")
	f.Add("// bvgen-ignore races: why\n")
	f.Fuzz(func(t *testing.T, data string) {
		ss, err := ParseSuppressions(writeInput(t, "k.cl", data))
		if err != nil {
			return
		}
		lines := strings.Count(data, "\n") + 1
		for _, s := range ss {
			if s.Pos.Line < 1 || s.Pos.Line > lines || s.Pos.Col < 1 || s.Rule == "" || s.Reason == "" {
				t.Fatalf("suppression %+v of a %d-line file", s, lines)
			}
		}
	})
}

// FuzzParseShard checks that any --shard value parses to 1 <= I <= N,
// spelled exactly I/N, or fails with an error.
func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"2/3", "1/1", "0/2", "3/2", "1/0", "x", "1/2/3", "1/2x", "+1/2", "01/2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		i, n, err := ParseShard(s)
		if err != nil {
			return
		}
		if i < 1 || i > n || fmt.Sprintf("%d/%d", i, n) != s {
			t.Fatalf("%q parsed as %d/%d", s, i, n)
		}
	})
}

// FuzzReadBaseline checks that any baseline file (a repository's
// configuration of known findings) reads or fails with an error.
func FuzzReadBaseline(f *testing.F) {
	f.Add("# comment\n3f2a9c  race  kernels/prod/scan.cl  # possible write-write race on out[#] (line 12)\n")
	f.Add("77b01e  expectation  kernels/prod/tile.cl  # expected pass (exit 0), got exit 7\n")
	f.Add("6 kernels/x.cl\n")
	f.Add("abc race\n")
	f.Fuzz(func(t *testing.T, data string) {
		b, err := ReadBaseline(writeInput(t, "baseline.txt", data))
		if err != nil {
			return
		}
		for _, fields := range strings.Split(data, "\n") {
			text, _, _ := strings.Cut(fields, "#")
			if fs := strings.Fields(text); len(fs) == 3 && !b.known(fs[0]) {
				t.Fatalf("entry %q not known", fs[0])
			}
		}
	})
}
