package kernels

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

	report := func(lines ...string) string {
		out := ""
		for _, l := range lines {
			out += l + "\n\n"
		}
		return out + path + ": not verified\n"
	}
	// A race names the file only; its position is the first access's.
	race := path + ": error: possible write-write race on out[0]:\n\nWrite by work item 1 with local id 1 in work group 0, " + path + ":5:10:\n  out[0] = 1;\n\n" +
		"Write by work item 0 with local id 0 in work group 0, " + path + ":5:10:\n  out[0] = 1;\n"
	div := path + ":6:3: error: barrier may be reached by non-uniform control flow\n  barrier(CLK_LOCAL_MEM_FENCE);"
	assert.NoError(t, CheckWants(path, wants, report(race, div)))
	assert.NoError(t, CheckWants(path, nil, "anything"), "a kernel without wants passes")

	err = CheckWants(path, wants, report(race))
	assert.ErrorContains(t, err, `k.cl:6: no error matches want "non-uniform"`)
	err = CheckWants(path, wants, report(race, div, path+":7:1: error: this assertion might not hold"))
	assert.ErrorContains(t, err, "k.cl:7: unexpected error: this assertion might not hold")
	err = CheckWants(path, wants, report(race, div, path+": error: possible read-write race on out[3]:\n\nWrite by work item 1 with local id 1 in work group 0, "+path+":7:1:"))
	assert.ErrorContains(t, err, "k.cl:7: unexpected error: possible read-write race on out[3] (no want")
	err = CheckWants(path, wants, report(race, div, "other.h:1:2: error: x"))
	assert.ErrorContains(t, err, "unexpected error in another file: other.h:1:2: error: x")

	require.NoError(t, os.WriteFile(path, []byte("x; // want nothing quoted\n"), 0o644))
	_, err = ParseWants(path)
	assert.ErrorContains(t, err, "k.cl:1: a want comment needs a quoted regexp")
}
