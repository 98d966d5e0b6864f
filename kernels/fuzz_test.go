package kernels

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// seedLines returns, from at most n files matching pattern, the lines
// that keep (first lines of each file when keep is nil), joined per file:
// small seeds taken from the corpus, so that `go test` replays them fast.
func seedLines(f *testing.F, pattern string, n, first int, keep func(string) bool) []string {
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
		file, err := os.Open(p)
		if err != nil {
			f.Fatal(err)
		}
		var lines []string
		sc := bufio.NewScanner(file)
		for i := 0; sc.Scan() && len(lines) < first; i++ {
			if keep == nil || keep(sc.Text()) {
				lines = append(lines, sc.Text())
			}
		}
		file.Close()
		if len(lines) > 0 {
			out = append(out, strings.Join(lines, "\n")+"\n")
		}
	}
	return out
}

// writeInput writes a fuzz input where the path-taking parsers read it.
func writeInput(t *testing.T, data string) string {
	path := filepath.Join(t.TempDir(), "k.cl")
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// FuzzParseHeader checks that any file's expectation header parses or
// fails with an error, never a panic, and that a parsed one is //pass or
// //xfail:NAME (Expectation's doc: ExitName "" for pass).
func FuzzParseHeader(f *testing.F) {
	for _, pattern := range []string{"races/*.cl", "flags/*.cl", "gpuverify/*/*.cl"} {
		for _, s := range seedLines(f, pattern, 3, 4, nil) {
			f.Add(s)
		}
	}
	f.Add("//pass\n//--local_size=64 --num_groups=2 -D 'OP(a,b)=((a)+(b))'\n")
	f.Add("//xfail:NOT_ALL_VERIFIED\n//--boogie-file=${KERNEL_DIR}/axioms.bpl\n//race\n//[bad\n")
	f.Fuzz(func(t *testing.T, data string) {
		e, err := ParseHeader(writeInput(t, data))
		if err != nil {
			return
		}
		if e.Pass && e.ExitName != "" {
			t.Fatalf("pass with an exit name %q", e.ExitName)
		}
	})
}

// FuzzSplitFlags checks that any flag line splits or fails with an error.
func FuzzSplitFlags(f *testing.F) {
	f.Add(`--local_size=64 --num_groups=2 -D 'OPERATOR(a,b)=((a)+(b))'`)
	f.Add(`-D "N=4" --kernel k '`)
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = SplitFlags(s)
	})
}

// FuzzParseWants checks that any file's want comments parse or fail with
// an error, that each want is at a line of the file, and that checking
// them against any diagnostic does not panic.
func FuzzParseWants(f *testing.F) {
	hasWant := func(l string) bool { return strings.Contains(l, "// want ") }
	for _, s := range seedLines(f, "vectors/*_racy.cl", 4, 400, hasWant) {
		f.Add(s, 1, "assertion might not hold")
	}
	f.Add("  out[0] = 1; // want \"write-write race on out\" \"out\\[0\\]\"\n", 1, "possible write-write race on out[0]")
	f.Add("x; // want \"[\"\n", 0, "")
	f.Add("x; // want nothing quoted\n", 0, "")
	f.Fuzz(func(t *testing.T, data string, line int, msg string) {
		path := writeInput(t, data)
		wants, err := ParseWants(path)
		if err != nil {
			return
		}
		lines := strings.Count(data, "\n") + 1
		for _, w := range wants {
			if w.Line < 1 || w.Line > lines {
				t.Fatalf("want at line %d of a %d-line file", w.Line, lines)
			}
		}
		_ = CheckWants(path, wants, []diag.Diagnostic{{Kind: diag.Assertion, Pos: ir.Pos{File: path, Line: line, Col: 1}, Msg: msg}})
	})
}

// FuzzLaunchPragmas checks that any file's launch pragmas parse or fail
// with an error, and that each parsed one gives flags at a line of the
// file.
func FuzzLaunchPragmas(f *testing.F) {
	for _, s := range seedLines(f, "launch/*.cl", 2, 12, nil) {
		f.Add(s)
	}
	f.Add("#pragma bvgen launch --local_size 64 --num_groups=16 -DTILE=4 --boogie-file ax.bpl\n")
	f.Add("#pragma bvgen lunch --local_size=64\n")
	f.Add("#pragma bvgen launch -D\n")
	f.Fuzz(func(t *testing.T, data string) {
		ls, err := LaunchPragmas(writeInput(t, data))
		if err != nil {
			return
		}
		lines := strings.Count(data, "\n") + 1
		for _, l := range ls {
			if l.Line < 1 || l.Line > lines || len(l.Flags) == 0 {
				t.Fatalf("launch at line %d of a %d-line file with flags %q", l.Line, lines, l.Flags)
			}
		}
	})
}

// FuzzReadLaunchFile checks that any launch file is read or refused with a
// LaunchFileError, never a panic, and that every launch read has a
// geometry of 1 to 3 positive dimensions and flags or an error.
func FuzzReadLaunchFile(f *testing.F) {
	if b, err := os.ReadFile("testdata/launchfile/launches.json"); err == nil {
		f.Add(string(b))
	}
	f.Add(`[{"language": "OpenCL", "kernel_file": "k.cl", "entry_point": "k", "global_size": [64], "local_size": [8], "compiler_flags": "-D N=4 -I inc", "kernel_arguments": [{"type": "scalar", "value": "0x4"}]}]`)
	f.Add(`[{"language": "OpenCL"}]`)
	f.Add(`[]`)
	f.Fuzz(func(t *testing.T, data string) {
		path := filepath.Join(t.TempDir(), "l.json")
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		ls, err := ReadLaunchFile(path)
		if err != nil {
			var lfe *LaunchFileError
			if !errors.As(err, &lfe) {
				t.Fatalf("not a LaunchFileError: %v", err)
			}
			return
		}
		for _, l := range ls {
			if len(l.Global) < 1 || len(l.Global) > 3 {
				t.Fatalf("launch %d: %d dimensions", l.Index, len(l.Global))
			}
			_, _, _ = l.VerifyFlags() // the kernel file is missing: an error, not a panic
		}
	})
}

// FuzzReadConfig checks that any repository configuration is read or
// refused with an error, never a panic, and that every rule read has
// globs and launches.
func FuzzReadConfig(f *testing.F) {
	f.Add("kernels:\n  - files: \"src/**/*.cl\"\n    launches: [\"--local_size=64 --num_groups=4\", \"--local_size=8 --num_groups=1 -D N=4\"]\n    expect: xfail:NOT_ALL_VERIFIED\nexclude: [\"third_party/**\"]\nlaunch_files: [rec/l.json]\n")
	f.Add("kernels:\n  - files: a.cl\n    launch: --local_size=4\n")
	f.Add("kernels: [\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, data string) {
		path := filepath.Join(t.TempDir(), ConfigName)
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := ReadConfig(path, map[string]int{"NOT_ALL_VERIFIED": 6})
		if err != nil {
			return
		}
		for _, r := range c.Rules {
			if len(r.files) == 0 || len(r.Launches) == 0 {
				t.Fatalf("rule at line %d: %d globs, %d launches", r.Line, len(r.files), len(r.Launches))
			}
		}
		_ = c.Rule(filepath.Join(filepath.Dir(path), "src", "a.cl"))
	})
}
