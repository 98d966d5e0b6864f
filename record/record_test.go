package record

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

// buildHost builds testdata/host.c (the application of the tests), and
// the same as a library with testdata/loader.c to load it, in a new
// directory, with clang-14 (which the interposer needs anyway); it skips
// (fails with REQUIRE_TOOLS=1) without clang-14, ocl-icd or an OpenCL
// platform.
func buildHost(t *testing.T) string {
	t.Helper()
	golden.RequireTool(t, Compiler)
	dir := t.TempDir()
	cc := func(args ...string) error {
		out, err := exec.Command(Compiler, append([]string{"-Wall", "-Wextra"}, args...)...).CombinedOutput()
		if err != nil {
			return fmt.Errorf("%s %s: %v\n%s", Compiler, strings.Join(args, " "), err, out)
		}
		return nil
	}
	// With debug information: the host call sites resolve to lines.
	err := cc("-g", "-o", filepath.Join(dir, "host"), "testdata/host.c", "-lOpenCL", "-lpthread")
	golden.Require(t, "the OpenCL headers and libOpenCL (ocl-icd-opencl-dev)", err)
	require.NoError(t, cc("-g", "-DHOST_LIB", "-shared", "-fPIC", "-o", filepath.Join(dir, "libhost.so"), "testdata/host.c", "-lOpenCL", "-lpthread"))
	require.NoError(t, cc("-o", filepath.Join(dir, "loader"), "testdata/loader.c", "-ldl"))
	out, err := exec.Command(filepath.Join(dir, "host")).CombinedOutput()
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ExitCode() == 77 {
		golden.Require(t, "an OpenCL platform (PoCL)", errors.New(string(out)))
	}
	require.NoError(t, err, "host without the interposer: %s", out)
	return dir
}

// arg and launch are what a test compares of an entry; Program names the
// source (racy, scaled, gen) by what it contains.
type arg struct {
	Type         string   `json:"type"`
	Value        string   `json:"value,omitempty"`
	Size         int      `json:"size,omitempty"`
	Flags        []string `json:"flags,omitempty"`
	AddressSpace string   `json:"address_space,omitempty"`
}

type launch struct {
	Program    string
	EntryPoint string
	Global     []int
	Local      []int
	Offset     []int
	Flags      string
	Args       []arg
	Count      int
}

// entry is GPUVerify's format, decoded with unknown keys refused (as the
// reader does).
type entry struct {
	Language        string     `json:"language"`
	KernelFile      string     `json:"kernel_file"`
	EntryPoint      string     `json:"entry_point"`
	GlobalSize      []int      `json:"global_size"`
	LocalSize       []int      `json:"local_size"`
	GlobalOffset    []int      `json:"global_offset"`
	CompilerFlags   string     `json:"compiler_flags"`
	KernelArguments []arg      `json:"kernel_arguments"`
	HostAPICalls    []HostCall `json:"host_api_calls"`
}

var programs = map[string]string{
	"racy": "out[gid / 2] = in[gid];",
	// Two strings given to clCreateProgramWithSource, concatenated.
	"scaled": "get_local_id(0);\n  tmp[l] = a[i];",
	"gen":    "x[get_global_id(0)] += f * 7;",
}

// readRecording reads dir's launches.json and notes as launches, sorted.
func readRecording(t *testing.T, dir string) ([]launch, *Notes) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, LaunchFile))
	require.NoError(t, err)
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var entries []entry
	require.NoError(t, dec.Decode(&entries), "%s", b)
	var notes Notes
	nb, err := os.ReadFile(filepath.Join(dir, NotesFile))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(nb, &notes))
	require.Len(t, notes.Launches, len(entries))
	var got []launch
	for i, e := range entries {
		assert.Equal(t, "OpenCL", e.Language)
		src, err := os.ReadFile(filepath.Join(dir, e.KernelFile))
		require.NoError(t, err, "entry %d: its source", i)
		l := launch{EntryPoint: e.EntryPoint, Global: e.GlobalSize, Local: e.LocalSize, Offset: e.GlobalOffset, Flags: e.CompilerFlags, Args: e.KernelArguments, Count: notes.Launches[i].Count}
		for name, text := range programs {
			if strings.Contains(string(src), text) {
				l.Program = name
			}
		}
		assert.Equal(t, i, notes.Launches[i].Entry)
		assert.Equal(t, e.EntryPoint, notes.Launches[i].EntryPoint)
		got = append(got, l)
	}
	sortLaunches(got)
	return got, &notes
}

// sortLaunches orders launches canonically: two threads launch in any
// order.
func sortLaunches(ls []launch) {
	key := func(l launch) string { b, _ := json.Marshal(l); return string(b) }
	sort.Slice(ls, func(i, j int) bool { return key(ls[i]) < key(ls[j]) })
}

var (
	outBuf = arg{Type: "array", Size: 256, Flags: []string{"CL_MEM_WRITE_ONLY"}, AddressSpace: "global"}
	inBuf  = arg{Type: "array", Size: 512, Flags: []string{"CL_MEM_READ_ONLY", "CL_MEM_COPY_HOST_PTR"}, AddressSpace: "global"}
	aBuf   = arg{Type: "array", Size: 1024, Flags: []string{"CL_MEM_READ_WRITE", "CL_MEM_COPY_HOST_PTR"}, AddressSpace: "global"}
	tmpLoc = arg{Type: "array", Size: 256, AddressSpace: "local"}
	xBuf   = arg{Type: "array", Size: 400, Flags: []string{"CL_MEM_READ_WRITE"}, AddressSpace: "global"}

	// host.c's launches, in its order, each with its count in one run.
	racy       = launch{Program: "racy", EntryPoint: "racy", Global: []int{128}, Local: []int{32}, Args: []arg{outBuf, inBuf}, Count: 1}
	scaled200  = launch{Program: "scaled", EntryPoint: "scaled", Global: []int{256}, Local: []int{64}, Flags: "-D SCALE=2 -DUNUSED", Args: []arg{aBuf, {Type: "scalar", Value: "0xc8"}, tmpLoc}, Count: 2}
	scaled100  = launch{Program: "scaled", EntryPoint: "scaled", Global: []int{256}, Local: []int{64}, Flags: "-D SCALE=2 -DUNUSED", Args: []arg{aBuf, {Type: "scalar", Value: "0x64"}, tmpLoc}, Count: 1}
	rebuilt    = launch{Program: "scaled", EntryPoint: "scaled", Global: []int{256}, Local: []int{64}, Flags: "-D SCALE=3", Args: []arg{aBuf, {Type: "scalar", Value: "0x64"}, tmpLoc}, Count: 1}
	genNull    = launch{Program: "gen", EntryPoint: "gen7", Global: []int{100}, Args: []arg{xBuf, {Type: "scalar", Value: "0x3f000000"}}, Count: 1}
	genOffset  = launch{Program: "gen", EntryPoint: "gen7", Global: []int{96}, Offset: []int{4}, Args: []arg{xBuf, {Type: "scalar", Value: "0x3f000000"}}, Count: 1}
	task       = launch{Program: "racy", EntryPoint: "racy", Global: []int{1}, Local: []int{1}, Args: []arg{outBuf, inBuf}, Count: 1}
	thread8    = launch{Program: "racy", EntryPoint: "racy", Global: []int{128}, Local: []int{8}, Args: []arg{outBuf, inBuf}, Count: 10}
	thread16   = launch{Program: "racy", EntryPoint: "racy", Global: []int{128}, Local: []int{16}, Args: []arg{outBuf, inBuf}, Count: 10}
	beforeExit = []launch{racy, scaled200, scaled100, rebuilt, genNull, genOffset}
	all        = append(append([]launch{}, beforeExit...), task, thread8, thread16)

	refused    = Skip{EntryPoint: "gen7", Reason: "refused by the runtime: error -52 CL_INVALID_KERNEL_ARGS", Count: 1}
	fromBinary = Skip{EntryPoint: "racy", Reason: "program from a binary (clCreateProgramWithBinary): not verifiable", Count: 1}
)

func times(ls []launch, n int) []launch {
	out := append([]launch{}, ls...)
	for i := range out {
		out[i].Count *= n
	}
	return out
}

func overCap(name string, n int) Skip {
	return Skip{EntryPoint: name, Reason: "over the cap of 1 distinct launches of the kernel (BVGEN_RECORD_CAP)", Count: n}
}

// TestRecordHost records host.c on PoCL: the entries and their counts,
// the launches that are none, the sources, the exit code, whether the
// application ends normally, crashes, fails or runs as two processes.
func TestRecordHost(t *testing.T) {
	bin := buildHost(t)
	host := filepath.Join(bin, "host")
	for _, tc := range []struct {
		name      string
		argv      []string
		cap       int
		exit      int
		want      []launch
		skipped   []Skip
		processes int
		binary    int // programs created from a binary
	}{
		{"whole run", []string{host}, 0, 0, all, []Skip{refused, fromBinary}, 1, 1},
		// The file holds what was launched before the crash.
		{"abort after gen7", []string{host, "crash"}, 0, 134, beforeExit, []Skip{refused}, 1, 0},
		{"exit 3 after gen7", []string{host, "fail"}, 0, 3, beforeExit, []Skip{refused}, 1, 0},
		// Identical launches of two processes are one entry.
		{"two processes", []string{"sh", "-c", host + " && " + host + " fail"}, 0, 3,
			append(times(beforeExit, 2), task, thread8, thread16), []Skip{{"gen7", refused.Reason, 2}, fromBinary}, 2, 1},
		// OpenCL loaded outside the global scope, as Python loads pyopencl.
		{"library loaded locally", []string{filepath.Join(bin, "loader"), filepath.Join(bin, "libhost.so")}, 0, 0, all, []Skip{refused, fromBinary}, 1, 1},
		{"cap 1", []string{host}, 1, 0, []launch{racy, scaled200, genNull},
			[]Skip{overCap("scaled", 2), overCap("gen7", 2), overCap("racy", 21), fromBinary}, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			var stdout bytes.Buffer
			res, err := Run(context.Background(), tc.argv, Options{Dir: dir, Cap: tc.cap, Stdout: &stdout, Stderr: os.Stderr})
			require.NoError(t, err)
			assert.Equal(t, tc.exit, res.ExitCode)
			assert.Contains(t, stdout.String(), "launch with no argument set: -52", "the application's output passes through")
			got, notes := readRecording(t, dir)
			want := append([]launch{}, tc.want...)
			sortLaunches(want)
			assert.Equal(t, want, got)
			assert.ElementsMatch(t, tc.skipped, notes.Skipped)
			assert.Len(t, notes.Processes, tc.processes)
			// Each source is written once, whoever created it.
			sources, _ := filepath.Glob(filepath.Join(dir, "program-*.cl"))
			assert.Len(t, sources, 3)
			binaries := 0
			for _, p := range notes.Programs {
				if p.Origin == "binary" {
					binaries += p.Created
				} else {
					assert.Equal(t, "source", p.Origin)
					assert.FileExists(t, filepath.Join(dir, p.File))
					assert.Equal(t, tc.processes, p.Created, "%s: created once per process", p.File)
				}
			}
			assert.Equal(t, tc.binary, binaries)
			left, _ := processFiles(dir)
			assert.Empty(t, left, "the processes' files are merged and removed")
			assertHostCalls(t, dir)
		})
	}
}

// assertHostCalls: every entry of a recording of host.c (built with -g)
// names its host call sites, each a line of host.c that enqueues.
func assertHostCalls(t *testing.T, dir string) {
	t.Helper()
	golden.RequireTool(t, Symbolizer)
	src, err := os.ReadFile("testdata/host.c")
	require.NoError(t, err)
	lines := strings.Split(string(src), "\n")
	b, err := os.ReadFile(filepath.Join(dir, LaunchFile))
	require.NoError(t, err)
	var entries []entry
	require.NoError(t, json.Unmarshal(b, &entries))
	for i, e := range entries {
		require.NotEmpty(t, e.HostAPICalls, "entry %d (%s): no host call site", i, e.EntryPoint)
		for _, h := range e.HostAPICalls {
			assert.True(t, strings.HasSuffix(h.Unit, "testdata/host.c"), "entry %d: %+v", i, h)
			require.True(t, h.Line > 0 && h.Line <= len(lines), "entry %d: %+v", i, h)
			assert.Contains(t, lines[h.Line-1], "clEnqueue", "entry %d: %+v", i, h)
			assert.NotEmpty(t, h.Function, "entry %d", i)
		}
	}
}

// TestRecordMerge merges process files without running anything:
// identical entries add their counts, the cap holds across processes, a
// process whose notes are missing (killed before writing them) counts 1
// a launch, and a previous recording is cleaned away.
func TestRecordMerge(t *testing.T) {
	e := func(name string, g int) string {
		return fmt.Sprintf(`{"language":"OpenCL","kernel_file":"program-1.cl","entry_point":%q,"global_size":[%d]}`, name, g)
	}
	for _, tc := range []struct {
		name    string
		files   map[string]string
		cap     int
		want    []LaunchNote
		skipped []Skip
	}{
		{"counts add", map[string]string{
			"launches-1-a.json":       "[" + e("k", 8) + "]",
			"launches-1-a.notes.json": `{"pid":1,"exe":"/a","cap":50,"launches":[{"count":3}],"skipped":[],"programs":[]}`,
			"launches-2-b.json":       "[\n" + e("k", 8) + ",\n" + e("k", 16) + "\n]",
			"launches-2-b.notes.json": `{"pid":2,"exe":"/b","cap":50,"launches":[{"count":2},{"count":1,"unverifiable":"argument 0 never set: kernel_arguments left out"}],"skipped":[{"entry_point":"k","reason":"r","count":4}],"programs":[]}`,
		}, 0, []LaunchNote{{0, "k", 5, "", nil}, {1, "k", 1, "argument 0 never set: kernel_arguments left out", nil}}, []Skip{{"k", "r", 4}}},
		{"notes missing", map[string]string{"launches-3-c.json": "[" + e("k", 8) + "," + e("j", 8) + "]"}, 0,
			[]LaunchNote{{0, "k", 1, "", nil}, {1, "j", 1, "", nil}}, []Skip{}},
		{"cap across processes", map[string]string{
			"launches-1-a.json": "[" + e("k", 8) + "]",
			"launches-2-b.json": "[" + e("k", 16) + "," + e("j", 8) + "]",
		}, 1, []LaunchNote{{0, "k", 1, "", nil}, {1, "j", 1, "", nil}}, []Skip{overCap("k", 1)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.files["launches.json"] = "stale"
			tc.files["program-old.cl"] = "stale"
			dir := golden.WriteTree(t, tc.files)
			require.NoError(t, os.Remove(filepath.Join(dir, "launches.json")))
			notes, err := Merge(dir, tc.cap)
			require.NoError(t, err)
			assert.Equal(t, tc.want, notes.Launches)
			assert.Equal(t, tc.skipped, notes.Skipped)
			var entries []json.RawMessage
			require.NoError(t, json.Unmarshal([]byte(golden.Read(t, filepath.Join(dir, LaunchFile))), &entries))
			assert.Len(t, entries, len(tc.want))
			left, _ := processFiles(dir)
			assert.Empty(t, left)
			require.NoError(t, Clean(dir))
			assert.NoFileExists(t, filepath.Join(dir, "program-old.cl"))
			assert.NoFileExists(t, filepath.Join(dir, LaunchFile))
		})
	}
}

// TestRecordEnviron: the interposer is appended to a user's LD_PRELOAD.
func TestRecordEnviron(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  []string
		cap  int
		want []string
	}{
		{"none", []string{"A=1"}, 0, []string{"A=1", "LD_PRELOAD=/c/r.so", "BVGEN_RECORD_DIR=/d"}},
		{"appended", []string{"LD_PRELOAD=/x.so", "A=1"}, 0, []string{"A=1", "LD_PRELOAD=/x.so:/c/r.so", "BVGEN_RECORD_DIR=/d"}},
		{"cap flag over the variable", []string{"BVGEN_RECORD_CAP=9", "BVGEN_RECORD_DIR=/old"}, 3, []string{"LD_PRELOAD=/c/r.so", "BVGEN_RECORD_DIR=/d", "BVGEN_RECORD_CAP=3"}},
		{"cap variable kept", []string{"BVGEN_RECORD_CAP=9"}, 0, []string{"BVGEN_RECORD_CAP=9", "LD_PRELOAD=/c/r.so", "BVGEN_RECORD_DIR=/d"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, environ(tc.env, "/c/r.so", "/d", tc.cap))
		})
	}
}

// TestRecordInterposerWarnings: the C is clean under -Wall -Wextra with
// clang-14 and the system's cc (where there is one: bvgen does not need
// it), and exports only OpenCL's entry points.
func TestRecordInterposerWarnings(t *testing.T) {
	_, files, err := sourceHash()
	require.NoError(t, err)
	dir := t.TempDir()
	var cfiles []string
	for _, f := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, f[0]), []byte(f[1]), 0o644))
		if strings.HasSuffix(f[0], ".c") {
			cfiles = append(cfiles, filepath.Join(dir, f[0]))
		}
	}
	for _, cc := range []string{Compiler, "cc"} {
		t.Run(cc, func(t *testing.T) {
			if _, err := exec.LookPath(cc); err != nil && cc == "cc" {
				t.Skip("no system C compiler")
			}
			golden.RequireTool(t, cc, "nm")
			lib := filepath.Join(dir, cc+".so")
			args := append(append(append([]string{}, compileFlags...), "-Werror", "-o", lib), cfiles...)
			out, err := exec.Command(cc, append(args, "-ldl", "-lpthread")...).CombinedOutput()
			golden.Require(t, "the OpenCL headers", err)
			assert.Empty(t, string(out))
			syms, err := exec.Command("nm", "-D", "--defined-only", lib).Output()
			require.NoError(t, err)
			for _, line := range strings.Split(strings.TrimSpace(string(syms)), "\n") {
				f := strings.Fields(line)
				assert.True(t, strings.HasPrefix(f[len(f)-1], "cl"), "exported: %s", line)
			}
		})
	}
}

// TestRecordLibraryCache: the interposer is compiled once per source.
func TestRecordLibraryCache(t *testing.T) {
	golden.RequireTool(t, Compiler)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	lib, err := Library(context.Background())
	golden.Require(t, "the OpenCL headers", err)
	hash, _, _ := sourceHash()
	assert.Equal(t, filepath.Join(CacheDir(), hash+".so"), lib)
	st, err := os.Stat(lib)
	require.NoError(t, err)
	again, err := Library(context.Background())
	require.NoError(t, err)
	st2, err := os.Stat(again)
	require.NoError(t, err)
	assert.Equal(t, st.ModTime(), st2.ModTime())
	left, _ := filepath.Glob(filepath.Join(CacheDir(), "build-*"))
	assert.Empty(t, left)
}

// TestRecordNoCommand: a command that cannot start is ErrStart.
func TestRecordNoCommand(t *testing.T) {
	golden.RequireTool(t, Compiler)
	_, err := Run(context.Background(), []string{filepath.Join(t.TempDir(), "missing")}, Options{Dir: t.TempDir()})
	golden.Require(t, "the interposer", func() error {
		if errors.Is(err, ErrBuild) {
			return err
		}
		return nil
	}())
	assert.ErrorIs(t, err, ErrStart)
}
