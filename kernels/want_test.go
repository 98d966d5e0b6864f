package kernels

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

func TestWants(t *testing.T) {
	path := filepath.Join(t.TempDir(), "k.cl")
	src := "//xfail:NOT_ALL_VERIFIED\n//--local_size=64\n//race\n" +
		"__kernel void k(__global int *out) {\n" +
		"  out[0] = 1; // want \"write-write race on out\" \"out\\[0\\]\"\n" +
		"  barrier(CLK_LOCAL_MEM_FENCE); // want \"non-uniform\"\n" +
		"}\n"
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	wants, err := ParseWants(path)
	require.NoError(t, err)
	require.Len(t, wants, 3)
	assert.Equal(t, 5, wants[0].Line)
	assert.Equal(t, `out\[0\]`, wants[1].RE.String())
	assert.Equal(t, 6, wants[2].Line)

	at := func(line int, msg string) diag.Diagnostic {
		return diag.Diagnostic{Kind: diag.Assertion, Pos: ir.Pos{File: path, Line: line, Col: 3}, Msg: msg}
	}
	// A race is at its checked access, the one its report prints first.
	race := diag.Diagnostic{Kind: diag.RaceWriteWrite, Pos: ir.Pos{File: path, Line: 5, Col: 10}, Msg: "possible write-write race on out[0]", FileHeadline: true}
	div := at(6, "barrier may be reached by non-uniform control flow")
	assert.NoError(t, CheckWants(path, wants, []diag.Diagnostic{race, div}))
	assert.NoError(t, CheckWants(path, nil, []diag.Diagnostic{at(9, "anything")}), "a kernel without wants passes")

	err = CheckWants(path, wants, []diag.Diagnostic{race})
	assert.ErrorContains(t, err, `k.cl:6: no error matches want "non-uniform"`)
	err = CheckWants(path, wants, []diag.Diagnostic{race, div, at(7, "this assertion might not hold")})
	assert.ErrorContains(t, err, "k.cl:7: unexpected error: this assertion might not hold")
	err = CheckWants(path, wants, []diag.Diagnostic{race, div, {Kind: diag.RaceReadWrite, Pos: ir.Pos{File: path, Line: 7, Col: 1}, Msg: "possible read-write race on out[3]"}})
	assert.ErrorContains(t, err, "k.cl:7: unexpected error: possible read-write race on out[3] (no want")
	err = CheckWants(path, wants, []diag.Diagnostic{race, div, {Kind: diag.Assertion, Pos: ir.Pos{File: "other.h", Line: 1, Col: 2}, Msg: "x"}})
	assert.ErrorContains(t, err, "unexpected error in another file: other.h:1:2: x")

	require.NoError(t, os.WriteFile(path, []byte("x; // want nothing quoted\n"), 0o644))
	_, err = ParseWants(path)
	assert.ErrorContains(t, err, "k.cl:1: a want comment needs a quoted regexp")
}
