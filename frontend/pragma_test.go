package frontend

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/ir"
)

func TestRewritePragmas(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"for", "#pragma bvgen invariant i <= n\nfor (i = 0; i < n; i++) {}\n",
			"\nfor (i = 0; __invariant(i <= n), i < n; i++) {}\n"},
		{"for-empty-cond", "#pragma bvgen invariant x\nfor (;;) {}\n",
			"\nfor (; __invariant(x), 1;) {}\n"},
		{"while", "  #pragma bvgen candidate a < b\n  while (a < b) a++;\n",
			"\n  while (__candidate(a < b), a < b) a++;\n"},
		{"do", "#pragma bvgen invariant k\ndo { k--; } while (k);\n",
			"\ndo { __invariant(k); k--; } while (k);\n"},
		{"stacked", "#pragma bvgen invariant a\n#pragma bvgen invariant b\nwhile (c) {}\n",
			"\n\nwhile (__invariant(a), __invariant(b), c) {}\n"},
		{"assert", "  x = 1;\n  #pragma bvgen assert x == 1\n",
			"  x = 1;\n  __assert(x == 1);\n"},
		{"requires", "#pragma bvgen requires n > 0\n__kernel void k(int n)\n{\n}\n",
			"\n__kernel void k(int n)\n{ __requires(n > 0);\n}\n"},
		{"axiom", "#pragma bvgen axiom get_local_size(0) == 64\n",
			"void __bvgen_axiom_1(void) { __axiom(get_local_size(0) == 64); }\n"},
		{"barrier-invariant", "#pragma bvgen barrier_invariant A[t] == t instantiate(t, __other_int(t))\n",
			"__barrier_invariant_2(A[t] == t, t, __other_int(t));\n"},
		{"binary", "#pragma bvgen barrier_invariant_binary x instantiate((a, b), (c, d))\n",
			"__barrier_invariant_binary_2(x, a, b, c, d);\n"},
		{"comment-before-loop", "#pragma bvgen invariant a\n// loop\n/* c */ for (;b;) {}\n",
			"\n// loop\n/* c */ for (; __invariant(a),b;) {}\n"},
		{"continuation", "#pragma bvgen assert a && \\\n  b\nx;\n", "__assert(a &&  b);\n\nx;\n"},
		// GPUVerify's names (GPUVERIFY.md §3).
		{"candidate-invariant", "#pragma bvgen candidate_invariant i < 4\nwhile (c) {}\n",
			"\nwhile (__candidate_invariant(i < 4), c) {}\n"},
		{"candidate-global", "#pragma bvgen candidate_global_invariant __uniform_int(i)\nwhile (c) {}\n",
			"\nwhile (__candidate_global_invariant(__uniform_int(i)), c) {}\n"},
		{"fw-candidate", "#pragma bvgen function_wide_candidate_invariant x\nvoid f(int x)\n{\n}\n",
			"\nvoid f(int x)\n{ __function_wide_candidate_invariant(x);\n}\n"},
		{"fresh-array", "#pragma bvgen requires_fresh_array p\n__kernel void k(__global int *p)\n{\n}\n",
			"\n__kernel void k(__global int *p)\n{ __requires_fresh_array(p);\n}\n"},
		{"writes-to", "  #pragma bvgen writes_to p\n", "  __writes_to(p);\n"},
		{"reads-from", "  #pragma bvgen reads_from p\n", "  __reads_from(p);\n"},
		{"snapshot", "  #pragma bvgen array_snapshot G, A\n", "  __array_snapshot(G, A);\n"},
		{"read-permission", "  #pragma bvgen read_permission int, A[t]\n", "  __read_permission(int, A[t]);\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := RewritePragmas("k.cl", tc.src)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, strings.Count(tc.src, "\n"), strings.Count(got, "\n"), "line count must not change")
		})
	}
}

func TestRewritePragmaErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"no-loop", "x = 1;\n  #pragma bvgen invariant i < n\n  x = 2;\n", "k.cl:2:3: error: invariant pragma is not followed by a for, while or do loop"},
		{"unknown", "#pragma bvgen frobnicate x\n", "k.cl:1:1: error: unknown annotation #pragma bvgen frobnicate"},
		{"no-expr", "#pragma bvgen assert\n", "k.cl:1:1: error: #pragma bvgen assert needs an expression"},
		{"no-instantiate", "#pragma bvgen barrier_invariant x\n", "instantiate"},
		{"requires-prototype", "#pragma bvgen requires x\nvoid f(int x);\n", "not followed by a function definition"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := RewritePragmas("k.cl", tc.src)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestPosMap(t *testing.T) {
	src := "int a;\n#pragma bvgen invariant i <= 8\n  for (i = 0; i < 8; i++) x;\n"
	_, pm, err := RewritePragmas("k.cl", src)
	require.NoError(t, err)
	// "  for (i = 0;" is 13 columns; the insertion starts at column 14.
	assert.Equal(t, ir.Pos{File: "k.cl", Line: 2, Col: 1}, pm.Map(ir.Pos{File: "k.cl", Line: 3, Col: 16}))
	// Text after the insertion moves back to its original column.
	ins := len(" __invariant(i <= 8),")
	assert.Equal(t, ir.Pos{File: "k.cl", Line: 3, Col: 15}, pm.Map(ir.Pos{File: "k.cl", Line: 3, Col: 15 + ins}))
	// Before the insertion nothing moves.
	assert.Equal(t, ir.Pos{File: "k.cl", Line: 3, Col: 3}, pm.Map(ir.Pos{File: "k.cl", Line: 3, Col: 3}))
	back, err := ParsePosMap(pm.String())
	require.NoError(t, err)
	assert.Equal(t, pm.String(), back.String())
}

// TestMapExpr: positions inside a pragma's expression, as clang reports
// them on the rewritten text, map to the same character of the pragma;
// clang's quoted line and caret become the user's.
func TestMapExpr(t *testing.T) {
	src := "__kernel void k(int n) {\n    #pragma bvgen assert n <== 1\n#pragma bvgen invariant i >= 0 &&\n  for (int i = 0; i < n; i++) {}\n#pragma bvgen barrier_invariant x[ == 0 instantiate(t)\n  barrier(1);\n}\n"
	out, pm, err := RewritePragmas("k.cl", src)
	require.NoError(t, err)
	lines := strings.Split(out, "\n")
	at := func(line int, text string) ir.Pos {
		c := strings.Index(lines[line-1], text)
		require.GreaterOrEqual(t, c, 0, "%q in %q", text, lines[line-1])
		return ir.Pos{File: "k.cl", Line: line, Col: c + 1}
	}
	for _, tc := range []struct {
		rewritten ir.Pos
		want      ir.Pos
	}{
		{at(2, "= 1"), ir.Pos{File: "k.cl", Line: 2, Col: strings.Index(src, "= 1") - strings.Index(src, "    #") + 1}},
		{at(4, "), i < n"), ir.Pos{File: "k.cl", Line: 3, Col: len("#pragma bvgen invariant i >= 0 &&") + 1}},
		{at(5, "== 0"), ir.Pos{File: "k.cl", Line: 5, Col: len("#pragma bvgen barrier_invariant x[ ") + 1}},
		{at(4, "i < n"), pm.Map(at(4, "i < n"))}, // outside an expression: Map
	} {
		assert.Equal(t, tc.want, pm.MapExpr(tc.rewritten), "%v", tc.rewritten)
	}
	p := at(2, "= 1")
	diags := "k.cl:2:" + strconv.Itoa(p.Col) + ": error: expected expression\n" + lines[1] + "\n" + strings.Repeat(" ", p.Col-1) + "^\n1 error generated.\n"
	want := "k.cl:2:30: error: expected expression\n    #pragma bvgen assert n <== 1\n                             ^\n1 error generated.\n"
	assert.Equal(t, want, mapDiagnostics(diags, "k.cl", src, pm))
}
