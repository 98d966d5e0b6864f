package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyUX: launch pragmas, missing geometry, kernel names, messages a
// user can act on (issue 14 items 3, 5, 6). Every kernel expected to
// verify has a twin that must not.
func TestVerifyUX(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	ksize := []string{"--local_size=8", "--num_groups=1"}
	// --boogie-file: declarations Boogie rejects, and a consistent axiom.
	dir := t.TempDir()
	bad, good := filepath.Join(dir, "bad.bpl"), filepath.Join(dir, "good.bpl")
	require.NoError(t, os.WriteFile(bad, []byte("// a comment\naxiom (nope(1bv32) == 1bv32);\n"), 0o644))
	require.NoError(t, os.WriteFile(good, []byte("function twice(x: bv32) : bv32;\naxiom (forall x: bv32 :: twice(x) == x);\n"), 0o644))
	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string // substrings of the output, in order
	}{
		{"no geometry", []string{"verify", "testdata/ok.cl"}, ExitCommandLine,
			[]string{"testdata/ok.cl: error: no launch geometry", "--local_size=64 --num_groups=16", "#pragma bvgen launch"}},
		{"print without geometry", []string{"testdata/ok.cl"}, ExitCommandLine, []string{"no launch geometry"}},
		{"ir needs no geometry", []string{"ir", "testdata/ok.cl"}, ExitOK, []string{"kernel ok("}},
		{"one launch pragma", []string{"verify", "testdata/bounded_stride.cl"}, ExitOK,
			[]string{"verified", "assuming local size [64]; number of groups [1] (#pragma bvgen launch, line 2)"}},
		{"several launch pragmas", []string{"verify", "testdata/launch2.cl"}, ExitNotVerified,
			[]string{"launch2.cl:3: #pragma bvgen launch", "verified", "(#pragma bvgen launch, line 3); global offset 0; -D N=64",
				"launch2.cl:4: #pragma bvgen launch", "possible write-write race on s[", "(#pragma bvgen launch, line 4); global offset 0; -D N=64",
				"not verified", "1 of 2 launches not verified"}},
		{"command line -D wins", []string{"verify", "-D", "N=128", "testdata/launch2.cl"}, ExitOK,
			[]string{"line 3); global offset 0; -D N=128", "line 4); global offset 0; -D N=128"}},
		{"command line geometry wins", []string{"verify", "--local_size=128", "--num_groups=1", "-D", "N=64", "testdata/launch2.cl"}, ExitNotVerified,
			[]string{"race", "assuming local size [128]; number of groups [1]; global offset 0; -D N=64"}},
		{"print with several pragmas", []string{"testdata/launch2.cl"}, ExitCommandLine, []string{"2 launch pragmas (lines 3, 4)"}},
		{"unbounded scalar", []string{"verify", "testdata/unbounded_stride.cl"}, ExitNotVerified,
			[]string{"race", "note: the counterexample uses huge values", "stride = ", "#pragma bvgen requires stride <= 1024", "assuming local size [64]", "not verified"}},
		{"two kernels", append([]string{"verify"}, append(ksize, "testdata/two_kernels.cl")...), ExitNotVerified,
			[]string{"race on a[", "(kernel racy)", "testdata/two_kernels.cl (kernels good, racy): not verified"}},
		{"--kernel picks one", append([]string{"verify", "--kernel=good"}, append(ksize, "testdata/two_kernels.cl")...), ExitOK,
			[]string{"testdata/two_kernels.cl (kernel good): verified"}},
		{"--kernel picks the racy one", append([]string{"verify", "--kernel=racy"}, append(ksize, "testdata/two_kernels.cl")...), ExitNotVerified,
			[]string{"(kernel racy)", "(kernel racy): not verified"}},
		{"--kernel unknown", append([]string{"verify", "--kernel=nope"}, append(ksize, "testdata/two_kernels.cl")...), ExitCommandLine,
			[]string{"no kernel nope"}},
		{"pragma syntax error", append([]string{"verify"}, append(ksize, "testdata/pragma_syntax.cl")...), ExitClang,
			[]string{"testdata/pragma_syntax.cl:4:32: error: expected expression\n    #pragma bvgen assert lid <== n\n                               ^\n"}},
		{"unknown command", []string{"frobnicate"}, ExitCommandLine, []string{`unknown command "frobnicate"`, "verify"}},
		{"mistyped command", []string{"verfy", "testdata/ok.cl"}, ExitCommandLine, []string{`unknown command "verfy"`, "did you mean verify?"}},
		{"missing .cl file", []string{"nope.cl"}, ExitCommandLine, []string{"no such file"}},
		{"saved boogie file unwritable (verify)", append([]string{"verify", "--save-boogie=/nonexistent/dir/k.bpl"}, append(ksize, "testdata/ok.cl")...), ExitCommandLine,
			[]string{"--save-boogie", "no such file or directory"}},
		{"saved boogie file not .bpl (verify)", append([]string{"verify", "--save-boogie=" + filepath.Join(t.TempDir(), "k.txt")}, append(ksize, "testdata/ok.cl")...), ExitCommandLine,
			[]string{"must end in .bpl"}},
		{"saved boogie file unwritable (print)", append([]string{"--no-infer", "--save-boogie=/nonexistent/dir/k.bpl"}, append(ksize, "testdata/ok.cl")...), ExitCommandLine,
			[]string{"--save-boogie", "no such file or directory"}},
		{"linked boogie file unreadable (verify)", append([]string{"verify", "--boogie-file=/nonexistent/dir/axioms.bpl"}, append(ksize, "testdata/ok.cl")...), ExitCommandLine,
			[]string{"--boogie-file=/nonexistent/dir/axioms.bpl", "no such file or directory"}},
		{"linked boogie file unreadable (print)", append([]string{"--no-infer", "--boogie-file=/nonexistent/dir/axioms.bpl"}, append(ksize, "testdata/ok.cl")...), ExitCommandLine,
			[]string{"--boogie-file=/nonexistent/dir/axioms.bpl", "no such file or directory"}},
		{"linked boogie file rejected by Boogie", append([]string{"verify", "--boogie-file=" + bad}, append(ksize, "testdata/ok.cl")...), ExitBoogieOther,
			[]string{"--boogie-file", bad + "(2,7): Error: use of undeclared function: nope"}},
		{"linked boogie file: the verdict assumes its axioms", append([]string{"verify", "--boogie-file=" + good}, append(ksize, "testdata/ok.cl")...), ExitOK,
			[]string{"verified", "the declarations and axioms of " + good + " (--boogie-file; an inconsistent axiom proves anything)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out := runCLI(tc.args...)
			assert.Equal(t, tc.code, code, out)
			assertInOrder(t, out, tc.want)
		})
	}
}

// assertInOrder checks that out contains each of want, in order.
func assertInOrder(t *testing.T, out string, want []string) {
	t.Helper()
	rest := out
	for _, w := range want {
		i := regexp.MustCompile(regexp.QuoteMeta(w)).FindStringIndex(rest)
		if !assert.NotNil(t, i, "want %q (in order) in:\n%s", w, out) {
			return
		}
		rest = rest[i[1]:]
	}
}

// TestVerifyGeneric: a generic scan that leaves TYPE, OPERATOR and
// IDENTITY undefined (kernels/scan/*.cl without their #ifndef defaults)
// verifies with them abstract, and its racy twin does not.
func TestVerifyGeneric(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	defaults := regexp.MustCompile(`(?m)^#ifndef (TYPE|OPERATOR|IDENTITY)\n#define .*\n#endif\n`)
	for _, tc := range []struct {
		file string
		code int
		want []string
	}{
		{"blelloch.cl", ExitOK, []string{"verified", "TYPE, OPERATOR, IDENTITY abstract (uninterpreted"}},
		{"blelloch_racy.cl", ExitNotVerified, []string{"race", "TYPE, OPERATOR, IDENTITY abstract (uninterpreted", "not verified"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("../../kernels/scan", tc.file))
			require.NoError(t, err)
			src := defaults.ReplaceAllString(string(b), "")
			require.NotContains(t, src, "#define TYPE")
			path := filepath.Join(t.TempDir(), tc.file)
			require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
			code, out := runCLI("verify", "--local_size=8", "--num_groups=1", "-D", "N=16", path)
			assert.Equal(t, tc.code, code, out)
			assertInOrder(t, out, tc.want)
		})
	}
}

// TestMissingZ3: with boogie but no z3 on PATH, verify exits 9 naming z3.
func TestMissingZ3(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	t.Setenv("BVGEN_NO_SHIM", "")
	dir := t.TempDir()
	for _, tool := range []string{"clang-14", "opt-14", "boogie"} {
		p, err := exec.LookPath(tool)
		require.NoError(t, err)
		require.NoError(t, os.Symlink(p, filepath.Join(dir, tool)))
	}
	t.Setenv("PATH", dir)
	code, out := runCLI("verify", "--local_size=8", "--num_groups=1", "testdata/ok.cl")
	assert.Equal(t, ExitConfiguration, code, out)
	assert.Contains(t, out, "z3 not found")
	assert.Contains(t, out, "scripts/install-deps.sh")
}
