package kernels

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSplitFlags(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"--local_size=64 --num_groups=4", []string{"--local_size=64", "--num_groups=4"}},
		{"-D 'OPERATOR(a,b)=((a)+(b))' -D N=8", []string{"-D", "OPERATOR(a,b)=((a)+(b))", "-D", "N=8"}},
		{`  -D "X=a b"  `, []string{"-D", "X=a b"}},
		{"", nil},
	} {
		got, err := SplitFlags(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
	_, err := SplitFlags("-D 'x")
	assert.Error(t, err)
}

func TestParseHeader(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	e, err := ParseHeader(write("a.cl", "//xfail:NOT_ALL_VERIFIED\n//--local_size=64\n//race on out\n__kernel void k() {}\n"))
	require.NoError(t, err)
	assert.False(t, e.Pass)
	assert.Equal(t, "NOT_ALL_VERIFIED", e.ExitName)
	assert.Equal(t, []string{"--local_size=64"}, e.Flags)
	require.Len(t, e.Patterns, 1)
	assert.True(t, e.Patterns[0].MatchString("possible write-write race on out[3]"))

	_, err = ParseHeader(write("b.cl", "__kernel void k() {}\n"))
	assert.ErrorContains(t, err, "missing expectation header")
	_, err = ParseHeader(write("c.cl", "//maybe\n//\n"))
	assert.ErrorContains(t, err, "//pass or //xfail")

	// ${KERNEL_DIR} is the kernel's folder (GPUVerify's harness).
	e, err = ParseHeader(write("d.cl", "//pass\n//--boogie-file=${KERNEL_DIR}/axioms.bpl --no-inline\n__kernel void k() {}\n"))
	require.NoError(t, err)
	assert.Equal(t, []string{"--boogie-file=" + dir + "/axioms.bpl", "--no-inline"}, e.Flags)
}

// TestLaunchBoogieFile: a launch pragma's --boogie-file is relative to the
// kernel's folder, in both spellings; absolute paths stay.
func TestLaunchBoogieFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "k.cl")
	require.NoError(t, os.WriteFile(p, []byte("#pragma bvgen launch --local_size=4 --num_groups=1 --boogie-file=a.bpl --boogie-file /abs/b.bpl\n#pragma bvgen launch --local_size=4 --num_groups=1 --boogie-file c.bpl\n"), 0o644))
	ls, err := LaunchPragmas(p)
	require.NoError(t, err)
	require.Len(t, ls, 2)
	assert.Equal(t, []string{"--local_size=4", "--num_groups=1", "--boogie-file=" + filepath.Join(dir, "a.bpl"), "--boogie-file", "/abs/b.bpl"}, ls[0].Flags)
	assert.Equal(t, []string{"--local_size=4", "--num_groups=1", "--boogie-file", filepath.Join(dir, "c.bpl")}, ls[1].Flags)
}

// TestLaunchMisspelled: a pragma word near "launch" is an error naming
// its line (it would leave the kernel without geometry, or unchecked by
// bvgen ci); other pragmas are the frontend's.
func TestLaunchMisspelled(t *testing.T) {
	for _, tc := range []struct{ text, err string }{
		{"#pragma bvgen lanch --local_size=4\n", "k.cl:1: unknown #pragma bvgen lanch (did you mean launch?)"},
		{"// x\n#  pragma bvgen launches --local_size=4\n", "k.cl:2: unknown #pragma bvgen launches (did you mean launch?)"},
		{"#pragma bvgen invariant i < n\n#pragma bvgen requires n > 0\n", ""},
	} {
		p := filepath.Join(t.TempDir(), "k.cl")
		require.NoError(t, os.WriteFile(p, []byte(tc.text), 0o644))
		_, err := LaunchPragmas(p)
		if tc.err == "" {
			assert.NoError(t, err)
			continue
		}
		assert.ErrorContains(t, err, tc.err)
	}
}

// TestCorpusHeaders checks that every kernel in the corpus has a valid
// header, or no header and valid launch pragmas (bvgen ci runs it once per
// pragma).
func TestCorpusHeaders(t *testing.T) {
	files, err := Files(".")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		_, err := ParseHeader(f)
		if err != nil {
			launches, lerr := LaunchPragmas(f)
			assert.NoError(t, lerr, f)
			assert.NotEmpty(t, launches, "%s: %v", f, err)
		}
	}
}
