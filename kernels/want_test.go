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
		"  barrier(CLK_LOCAL_MEM_FENCE); // want \"divergen\"\n" +
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
			out += l + "\n  Write by work item 1 in work group 0, " + path + ":5:3:\n"
		}
		return out + path + ": not verified\n"
	}
	race := path + ":5:10: error: possible write-write race on out[0]"
	div := path + ":6:3: error: barrier may be reached by non-uniform control flow (barrier divergence)"
	assert.NoError(t, CheckWants(path, wants, report(race, div)))
	assert.NoError(t, CheckWants(path, nil, "anything"), "a kernel without wants passes")

	err = CheckWants(path, wants, report(race))
	assert.ErrorContains(t, err, `k.cl:6: no error matches want "divergen"`)
	err = CheckWants(path, wants, report(race, div, path+":7:1: error: possible read-write race on out[3]"))
	assert.ErrorContains(t, err, "k.cl:7: unexpected error: possible read-write race on out[3]")
	err = CheckWants(path, wants, report(race, div, "other.h:1:2: error: x"))
	assert.ErrorContains(t, err, "unexpected error in another file: other.h:1:2: error: x")

	require.NoError(t, os.WriteFile(path, []byte("x; // want nothing quoted\n"), 0o644))
	_, err = ParseWants(path)
	assert.ErrorContains(t, err, "k.cl:1: a want comment needs a quoted regexp")
}
