package prover

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// outputSeeds returns Boogie outputs recorded in testdata/outputs, each
// with its model file ("" when the run wrote none).
func outputSeeds(f *testing.F) [][2]string {
	f.Helper()
	paths, err := filepath.Glob("testdata/outputs/*.out")
	if err != nil || len(paths) == 0 {
		f.Fatalf("no recorded outputs: %v", err)
	}
	var out [][2]string
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		m, _ := os.ReadFile(strings.TrimSuffix(p, ".out") + ".model") // most runs write none
		out = append(out, [2]string{string(b), string(m)})
	}
	return out
}

// FuzzParseOutput checks that any Boogie output and model file give a
// Result, never a panic or a hang, and that reading the attached models
// does not panic either.
func FuzzParseOutput(f *testing.F) {
	for _, s := range outputSeeds(f) {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, out, models string) {
		r := ParseOutput(out, models)
		if r == nil {
			t.Fatalf("no result for\n%s", out)
		}
		for _, fl := range r.Failures {
			readModel(fl.Model)
		}
	})
}

// FuzzParseModels checks that any model file parses or fails with an
// error.
func FuzzParseModels(f *testing.F) {
	for _, s := range outputSeeds(f) {
		if s[1] != "" {
			f.Add(s[1])
		}
	}
	f.Add("*** MODEL\n*** STATE <initial>\n  x -> 1bv32\n*** END_STATE\nf -> {\n  else -> 0bv32\n}\n*** END_MODEL\n")
	f.Fuzz(func(t *testing.T, text string) {
		ms, err := ParseModels(text)
		if err != nil {
			return
		}
		for _, m := range ms {
			readModel(m)
		}
	})
}

// readModel reads every entry of m each way a caller may.
func readModel(m Model) {
	m.States()
	for k := range m {
		m.BV(k)
		m.Bool(k)
		m.Int(k)
	}
}

// FuzzParseBV checks that any text is a bit-vector literal or not ok.
func FuzzParseBV(f *testing.F) {
	for _, s := range []string{"3bv32", "0bv1", "18446744073709551615bv64", "18446744073709551616bv64", "bv32", "3bv", "-1bv8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if _, _, ok := ParseBV(s); ok && !strings.Contains(s, "bv") {
			t.Fatalf("%q read as a bit vector", s)
		}
	})
}
