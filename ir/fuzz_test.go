package ir

import (
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// smallest returns the contents of the n smallest files matching pattern:
// real printed modules, small enough that `go test` replays them fast.
func smallest(f *testing.F, pattern string, n int) []string {
	f.Helper()
	paths, err := filepath.Glob(pattern)
	if err != nil {
		f.Fatal(err)
	}
	var texts []string
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	sort.Slice(texts, func(i, j int) bool { return len(texts[i]) < len(texts[j]) })
	return texts[:min(n, len(texts))]
}

// FuzzParse checks that any text parses or fails with an error, never a
// panic, and that what parses obeys Parse's promise
// Print(Parse(Print(m))) == Print(m).
func FuzzParse(f *testing.F) {
	f.Add(sample)
	for _, s := range smallest(f, "../twothread/testdata/*.ir", 6) {
		f.Add(s)
	}
	for _, s := range smallest(f, "testdata/*.ir", 3) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := Parse("f.ir", text)
		if err != nil {
			return
		}
		printed := Print(m)
		m2, err := Parse("printed.ir", printed)
		if err != nil {
			t.Fatalf("Print of a parsed module does not parse: %v\ninput:\n%s\nprinted:\n%s", err, text, printed)
		}
		if again := Print(m2); again != printed {
			t.Fatalf("Print(Parse(Print(m))) != Print(m):\n%s\n---\n%s", printed, again)
		}
	})
}

// FuzzParseDims checks that any launch dimension parses or fails with an
// error, and that a parsed one has 1 to 3 positive or "*" sizes and
// prints to a spelling that parses back to it.
func FuzzParseDims(f *testing.F) {
	for _, s := range []string{"64", "64,64", "[64,64]", "*,4", "[1,2,3]", "0x10", "[", "1,2,3,4", "2147483648"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDims(s)
		if err != nil {
			return
		}
		if len(d) < 1 || len(d) > 3 {
			t.Fatalf("%q gave %d dimensions", s, len(d))
		}
		for _, n := range d {
			if n != Unconstrained && n <= 0 {
				t.Fatalf("%q gave size %d", s, n)
			}
		}
		back, err := ParseDims(d.String())
		if err != nil || back.String() != d.String() {
			t.Fatalf("%q -> %s -> %v, %v", s, d, back, err)
		}
	})
}

// FuzzParseOffset checks the same of --global_offset, whose sizes may be
// 0.
func FuzzParseOffset(f *testing.F) {
	for _, s := range []string{"64", "0", "[1,0,2]", "*,3", "-1", "[1,2", "4294967296"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseOffset(s)
		if err != nil {
			return
		}
		if len(d) < 1 || len(d) > 3 {
			t.Fatalf("%q gave %d dimensions", s, len(d))
		}
		for _, n := range d {
			if n != Unconstrained && n < 0 {
				t.Fatalf("%q gave offset %d", s, n)
			}
		}
		back, err := ParseOffset(d.String())
		if err != nil || back.String() != d.String() {
			t.Fatalf("%q -> %s -> %v, %v", s, d, back, err)
		}
	})
}
