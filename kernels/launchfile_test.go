package kernels

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadLaunchFile: the recorded launches of testdata/launchfile, the
// identical fourth folded into the first, and the flags each is verified
// with.
func TestReadLaunchFile(t *testing.T) {
	ls, err := ReadLaunchFile("testdata/launchfile/launches.json")
	require.NoError(t, err)
	require.Len(t, ls, 3)
	assert.Equal(t, []int{4}, ls[0].Same)
	assert.Equal(t, filepath.Join("testdata", "launchfile", "prog.cl"), ls[0].KernelFile)
	tests := []struct {
		name  string
		flags []string
		notes []string
	}{
		{"copy", []string{"--global_size=256", "--local_size=64", "-D", "TS=16", "--kernel=copy", "--kernel-args=copy,0xc8,*", "--kernel-arrays=copy,1024,1024"},
			[]string{"values not assumed (not an integer type): alpha (float)"}},
		{"racy", []string{"--global_size=128", "--local_size=*", "-D", "TS=16", "--kernel=racy", "--kernel-arrays=racy,512"}, nil},
		{"tiled", []string{"--global_size=64,1", "--local_size=16,1", "-D", "TS=16", "--kernel=tiled", "--kernel-arrays=tiled,256"},
			[]string{"build options not used: -cl-fast-relaxed-math"}},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.name, ls[i].EntryPoint)
			flags, notes, err := ls[i].VerifyFlags()
			require.NoError(t, err)
			assert.Equal(t, tt.flags, flags)
			assert.Equal(t, tt.notes, notes)
		})
	}
}

// TestLaunchFileErrors: a malformed file names the entry and the key.
func TestLaunchFileErrors(t *testing.T) {
	const ok = `"language": "OpenCL", "kernel_file": "k.cl", "entry_point": "k"`
	tests := []struct {
		name, json, want string
	}{
		{"not an array", `{}`, "not a JSON array of launches"},
		{"unknown key", `[{` + ok + `, "global_size": [4], "local_sise": [4]}]`, `entry 1: unknown field "local_sise"`},
		{"no language", `[{"kernel_file": "k.cl", "entry_point": "k", "global_size": [4]}]`, `entry 1: key "language" is required`},
		{"other language", `[{"language": "CUDA", "kernel_file": "k.cl", "entry_point": "k", "global_size": [4]}]`, `"CUDA" is not "OpenCL"`},
		{"no global size", `[{` + ok + `}]`, `key "global_size" is required`},
		{"4 dimensions", `[{` + ok + `, "global_size": [1, 1, 1, 1]}]`, "4 dimensions (at most 3)"},
		{"local does not divide", `[{` + ok + `, "global_size": [100], "local_size": [64]}]`, "64 does not divide the global size 100"},
		{"local dimensions", `[{` + ok + `, "global_size": [64, 2], "local_size": [64]}]`, "1 dimensions, global_size has 2"},
		{"zero global", `[{` + ok + `, "global_size": [0]}]`, "0 is not positive"},
		{"bad scalar", `[{` + ok + `, "global_size": [4], "kernel_arguments": [{"type": "scalar", "value": "12"}]}]`, "argument 0: a scalar needs \"value\", a hex string"},
		{"bad type", `[{` + ok + `, "global_size": [4], "kernel_arguments": [{"type": "pipe"}]}]`, `"type" "pipe" is not scalar`},
		{"bad space", `[{` + ok + `, "global_size": [4], "kernel_arguments": [{"type": "array", "address_space": "private"}]}]`, `"address_space" "private"`},
		{"second entry", `[{` + ok + `, "global_size": [4]}, {` + ok + `, "global_size": "4"}]`, "entry 2: cannot unmarshal string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "l.json")
			require.NoError(t, os.WriteFile(path, []byte(tt.json), 0o644))
			_, err := ReadLaunchFile(path)
			var lfe *LaunchFileError
			require.ErrorAs(t, err, &lfe)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestBufferSize: a recorded buffer's size as --kernel-arrays takes it:
// whole elements of a known scalar type, else no bound.
func TestBufferSize(t *testing.T) {
	size := func(n int64) *int64 { return &n }
	tests := []struct {
		name string
		arg  RecordedArg
		elem string
		want string
	}{
		{"ints", RecordedArg{Type: "array", Size: size(1024)}, "int", "1024"},
		{"a partial float at the end", RecordedArg{Type: "array", Size: size(16777724 + 2)}, "const float", "16777724"},
		{"a vector type", RecordedArg{Type: "array", Size: size(1024)}, "float4", "*"},
		{"a macro type", RecordedArg{Type: "array", Size: size(1024)}, "realV", "*"},
		{"no size recorded", RecordedArg{Type: "array"}, "int", "*"},
		{"smaller than one element", RecordedArg{Type: "array", Size: size(2)}, "int", "*"},
		{"an image", RecordedArg{Type: "image"}, "int", "*"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, bufferSize(tt.arg, tt.elem))
		})
	}
}

// TestShareProofs: identical launches and launches that differ only in
// buffer sizes share a proof unless bounds are checked; launches that
// differ in a scalar value do not, and form one scalar family.
func TestShareProofs(t *testing.T) {
	ls, err := ReadLaunchFile("testdata/launchfile/launches_family.json")
	require.NoError(t, err)
	for _, tc := range []struct {
		bounds   bool
		covers   [][]int
		families []int // proofs per family
	}{
		{false, [][]int{{1, 3, 5}, {2}, {4}, {6, 8}, {7}}, []int{3, 2}},
		{true, [][]int{{1, 3}, {2}, {4}, {5}, {6}, {7}, {8}}, []int{1, 1, 1, 1, 2, 1}},
	} {
		ps, err := ShareProofs(ls, tc.bounds)
		require.NoError(t, err)
		var covers [][]int
		for _, p := range ps {
			covers = append(covers, p.Covers)
			assert.Equal(t, tc.bounds, slices.ContainsFunc(p.Flags, func(f string) bool { return strings.HasPrefix(f, "--kernel-arrays=") }), "bounds %v: %v", tc.bounds, p.Flags)
		}
		assert.Equal(t, tc.covers, covers, "bounds %v", tc.bounds)
		var fams []int
		for _, f := range ScalarFamilies(ps) {
			fams = append(fams, len(f))
			for _, p := range f {
				assert.Equal(t, f[0].WithoutScalars(), p.WithoutScalars())
			}
		}
		assert.Equal(t, tc.families, fams, "bounds %v", tc.bounds)
	}
}
