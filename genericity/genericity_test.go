package genericity_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/genericity"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/ir"
)

// needClang skips a test when clang-14/opt-14 are missing, unless
// REQUIRE_TOOLS=1 (CI), where that is a failure.
func needClang(t *testing.T) {
	t.Helper()
	golden.RequireTool(t, "clang-14", "opt-14")
}

// load compiles a kernel with the abstract instantiation of the given
// width and checks it.
func load(t *testing.T, path string, bits int, defines ...string) *genericity.Result {
	t.Helper()
	defs := append(genericity.AbstractDefines(bits), defines...)
	m, err := frontend.Load(context.Background(), frontend.Options{Path: path, Defines: defs})
	require.NoError(t, err)
	require.Len(t, m.Kernels, 1)
	return genericity.CheckFunction(m.Kernels[0], genericity.AbstractOptions(bits))
}

func names(as []*ir.Array) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Name)
	}
	return out
}

func TestScanKernels(t *testing.T) {
	needClang(t)
	tests := []struct {
		file    string
		generic bool
		arrays  []string
		want    string // regexp matching the first violation, with its position
	}{
		{file: "kogge_stone.cl", generic: true, arrays: []string{"in", "sum", "out"}},
		{file: "sklansky.cl", generic: true, arrays: []string{"in", "sum", "out"}},
		{file: "brent_kung.cl", generic: true, arrays: []string{"in", "sum", "out"}},
		{file: "blelloch.cl", generic: true, arrays: []string{"in", "sum", "out"}},
		{file: "blelloch_swapped_operands.cl", generic: true, arrays: []string{"in", "sum", "out"}},
		{file: "kogge_stone_early_stop.cl", generic: true, arrays: []string{"in", "sum", "out"}},
		{file: "kogge_stone_racy.cl", generic: true, arrays: []string{"in", "sum", "out"}},
		{file: "nongeneric_branch.cl",
			want: `^kernels/scan/nongeneric_branch\.cl:30:13: error: not generic: a TYPE value is compared \(operator >\)`},
		{file: "nongeneric_cast.cl",
			want: `^kernels/scan/nongeneric_cast\.cl:34:31: error: not generic: out, an array of TYPE \(\d-byte elements\), is written 1 byte\(s\) at a time: it is accessed through a pointer of another element type`},
	}
	for _, tt := range tests {
		for _, bits := range genericity.Widths {
			t.Run(fmt.Sprintf("%s/%d", tt.file, bits), func(t *testing.T) {
				path := filepath.Join("kernels", "scan", tt.file)
				wd, _ := os.Getwd()
				require.NoError(t, os.Chdir(".."))
				defer os.Chdir(wd)
				res := load(t, path, bits, "N=64")
				if tt.generic {
					assert.Empty(t, res.Violations)
					assert.True(t, res.Generic())
					assert.Equal(t, tt.arrays, names(res.ElemArrays))
					assert.Positive(t, res.Operators)
					return
				}
				require.NotEmpty(t, res.Violations)
				assert.Regexp(t, tt.want, res.Violations[0].Error())
				for _, v := range res.Violations {
					assert.Contains(t, v.Msg, "generic")
				}
			})
		}
	}
}

var wantRE = regexp.MustCompile(`\bwant(32|64)? "([^"]*)"`)

// TestTestdata checks the kernels of testdata against their inline
// expectations: a line with `// want "RE" ...` must have a violation matching
// RE in both instantiations (want32/want64: in that one only), and every
// violation must be expected.
func TestTestdata(t *testing.T) {
	needClang(t)
	files, err := filepath.Glob("testdata/*.cl")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, bits := range genericity.Widths {
			t.Run(fmt.Sprintf("%s/%d", filepath.Base(file), bits), func(t *testing.T) {
				res := load(t, file, bits)
				for _, v := range res.Violations {
					assert.Contains(t, v.Msg, "generic")
				}
				checkWants(t, file, string(src), bits, res.Violations)
			})
		}
	}
}

// checkWants checks violations against the `// want "RE"` comments of
// src: each expected message is found at its line, and every violation
// is expected.
func checkWants(t *testing.T, file, src string, bits int, violations []genericity.Violation) {
	t.Helper()
	want := map[int][]*regexp.Regexp{}
	for i, line := range strings.Split(src, "\n") {
		_, comment, ok := strings.Cut(line, "// want")
		if !ok {
			continue
		}
		for _, m := range wantRE.FindAllStringSubmatch("want"+comment, -1) {
			if m[1] == "" || m[1] == fmt.Sprint(bits) {
				want[i+1] = append(want[i+1], regexp.MustCompile(m[2]))
			}
		}
	}
	got := map[int][]string{}
	for _, v := range violations {
		assert.Equal(t, file, v.Pos.File)
		got[v.Pos.Line] = append(got[v.Pos.Line], v.Msg)
	}
	for line, res := range want {
		for _, re := range res {
			found := false
			for _, msg := range got[line] {
				found = found || re.MatchString(msg)
			}
			assert.True(t, found, "line %d: no violation matches %q; got %q", line, re, got[line])
		}
	}
	for line, msgs := range got {
		for _, msg := range msgs {
			matched := false
			for _, re := range want[line] {
				matched = matched || re.MatchString(msg)
			}
			assert.True(t, matched, "line %d: unexpected violation %q", line, msg)
		}
	}
}

// TestCorpus runs the check on every kernel of kernels/ that compiles: it
// must not panic, and kernels without TYPE arrays have no violations
// (they have no element values at all).
func TestCorpus(t *testing.T) {
	needClang(t)
	if testing.Short() {
		t.Skip("compiles the whole corpus")
	}
	files, err := filepath.Glob("../kernels/*/*.cl")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(strings.TrimPrefix(file, "../kernels/"), func(t *testing.T) {
			m, err := frontend.Load(context.Background(), frontend.Options{Path: file, Defines: genericity.AbstractDefines(32)})
			if err != nil {
				t.Skipf("does not compile (expected for some corpus kernels): %v", err)
			}
			for _, res := range genericity.Check(m, genericity.AbstractOptions(32)) {
				if len(res.ElemArrays) == 0 {
					assert.Empty(t, res.Violations)
				}
			}
		})
	}
}
