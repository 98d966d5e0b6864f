package opencl

import (
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/jgillich/go-opencl/cl"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// requireOpenCL skips the test when no OpenCL device is available, unless
// REQUIRE_TOOLS=1 (CI), where a missing device is a failure.
func requireOpenCL(t testing.TB) {
	t.Helper()
	if _, err := Devices(); err != nil {
		if os.Getenv("REQUIRE_TOOLS") == "1" {
			t.Fatalf("OpenCL is required (REQUIRE_TOOLS=1): %v; %s", err, InstallHint)
		}
		t.Skipf("no OpenCL device: %v", err)
	}
}

func TestDevices(t *testing.T) {
	requireOpenCL(t)
	devs, err := Devices()
	require.NoError(t, err)
	require.NotEmpty(t, devs)
	for i, d := range devs {
		assert.Equal(t, i, d.Index)
		assert.NotEmpty(t, d.Name)
		assert.NotEmpty(t, d.Platform)
		assert.Greater(t, d.MaxWorkGroupSize, 0)
		assert.NotEmpty(t, d.MaxWorkItemSizes)
		t.Logf("device %s", d)
	}
}

func TestSelectDevice(t *testing.T) {
	requireOpenCL(t)
	devs, _ := Devices()
	first := devs[0]
	tests := []struct {
		sel  string
		want string // device name, or "" for an error
		err  string
	}{
		{sel: "", want: first.Name},
		{sel: "0", want: first.Name},
		{sel: strings.ToUpper(first.Name[:3]), want: first.Name},
		{sel: "99", err: "no OpenCL device 99"},
		{sel: "no-such-device", err: `no OpenCL device matches "no-such-device"`},
	}
	for _, tt := range tests {
		t.Run(tt.sel, func(t *testing.T) {
			d, err := SelectDevice(tt.sel)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, d.Name)
		})
	}
}

const axpy = `__kernel void axpy(__global uint *x, __global uint *y, __local uint *tmp, uint a) {
  size_t i = get_global_id(0);
  tmp[get_local_id(0)] = a * x[i];
  y[i] = tmp[get_local_id(0)] + y[i];
}
`

func words(xs ...uint32) []byte {
	b := make([]byte, 4*len(xs))
	for i, x := range xs {
		binary.NativeEndian.PutUint32(b[4*i:], x)
	}
	return b
}

func TestRun(t *testing.T) {
	requireOpenCL(t)
	e, _, err := Open("")
	require.NoError(t, err)
	max := e.Device().MaxWorkGroupSize
	tests := []struct {
		name   string
		src    string
		global []int
		local  []int
		want   []uint32 // y after the run
		err    string
	}{
		{name: "runtime chooses the local size", src: axpy, global: []int{4}, want: []uint32{3, 5, 8, 11}},
		{name: "one work group", src: axpy, global: []int{4}, local: []int{4}, want: []uint32{3, 5, 8, 11}},
		{name: "two work groups", src: axpy, global: []int{4}, local: []int{2}, want: []uint32{3, 5, 8, 11}},
		{name: "no dimensions", src: axpy, global: nil, err: "want 1 to 3 dimensions"},
		{name: "empty global", src: axpy, global: []int{0}, err: "must be at least 1"},
		{name: "dimensions differ", src: axpy, global: []int{4}, local: []int{2, 2}, err: "different dimensions"},
		{name: "not a multiple", src: axpy, global: []int{4}, local: []int{3}, err: "not a multiple"},
		{name: "beyond the device", src: axpy, global: []int{2 * max}, local: []int{2 * max}, err: "exceeds the maximum"},
		{name: "build failure", src: "__kernel void axpy(", global: []int{4}, err: "OpenCL build failed on"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := &Buffer{Data: words(1, 2, 3, 4)}, &Buffer{Data: words(1, 1, 2, 3), ReadBack: true}
			args := []Arg{x, y, LocalMem{Bytes: 4 * 4}, Scalar{Bytes: 4, Value: 2}}
			var tm Timings
			prog, d, err := e.Build(tt.src, BuildOptions{Extra: []string{"-cl-std=CL1.2"}})
			tm.Build = d
			if err == nil {
				var rt Timings
				rt, err = prog.Run(Launch{Kernel: "axpy", Args: args, Global: tt.global, Local: tt.local})
				tm.Add(rt)
			}
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			for i, w := range tt.want {
				assert.Equal(t, w, binary.NativeEndian.Uint32(y.Data[4*i:]), "y[%d]", i)
			}
			assert.Equal(t, tm.Setup+tm.Build+tm.Transfer+tm.Run, tm.Total())
		})
	}
}

func TestBuildOptions(t *testing.T) {
	tests := []struct {
		opts    BuildOptions
		want    string
		defined map[string]bool
	}{
		{BuildOptions{}, "", map[string]bool{"N": false}},
		{BuildOptions{Defines: []string{"N=8", "DEBUG"}, IncludeDirs: []string{"/k"}, Extra: []string{"-cl-std=CL1.2"}},
			"-D N=8 -D DEBUG -I /k -cl-std=CL1.2", map[string]bool{"N": true, "DEBUG": true, "M": false}},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.opts.String())
			for name, want := range tt.defined {
				assert.Equal(t, want, tt.opts.Defined(name), name)
			}
		})
	}
}

func TestErrorMessages(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{&BuildError{Device: "cpu", Log: "x.cl:1: error"}, "OpenCL build failed on cpu:\nx.cl:1: error"},
		{&BuildError{Device: "cpu", Options: "-D N=4"}, "OpenCL build failed on cpu with options -D N=4:\n(the device compiler printed no log)"},
		{&LimitError{Dim: -1, Requested: 8192, Max: 4096, Device: "cpu", Local: []int{8192}},
			"work-group size 8192 (local size [8192]) exceeds the maximum 4096 of device cpu"},
		{&LimitError{Dim: 1, Requested: 64, Max: 32, Device: "cpu", Kernel: "k", Local: []int{1, 64}},
			"local size 64 in dimension 1 (local size [1 64]) exceeds the maximum 32 of device cpu for kernel k"},
		{Usagef("bad %d", 3), "bad 3"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.err.Error())
		})
	}
	assert.Nil(t, Usage(nil))
	var ue *UsageError
	assert.ErrorAs(t, Usage(os.ErrNotExist), &ue)
	assert.ErrorIs(t, Usage(os.ErrNotExist), os.ErrNotExist)
}

// TestKernelQueryDoesNotRefuse pins the launch rule of limits.go: a
// kernel whose CL_KERNEL_WORK_GROUP_SIZE is below the requested work
// group (NVIDIA's driver reports 256 for every kernel) is launched at the
// requested geometry; only a launch the runtime refuses is an error, and
// it names both limits.
func TestKernelQueryDoesNotRefuse(t *testing.T) {
	requireOpenCL(t)
	restore := PinKernelWorkGroupSizeForTest(256)
	defer restore()
	e, _, err := Open("")
	require.NoError(t, err)
	local := min(1024, e.Device().MaxWorkGroupSize)
	require.Greater(t, local, 256, "the device must allow more than the pinned 256")
	p, _, err := e.Build("__kernel void k(__global uint *out) { out[get_global_id(0)] = get_local_size(0); }", BuildOptions{})
	require.NoError(t, err)
	out := &Buffer{Data: make([]byte, 4*local), ReadBack: true}
	_, err = p.Run(Launch{Kernel: "k", Args: []Arg{out}, Global: []int{local}, Local: []int{local}})
	require.NoError(t, err, "a launch above the kernel query is made")
	assert.Equal(t, uint32(local), binary.NativeEndian.Uint32(out.Data[4*(local-1):]))

	// A runtime that refuses the launch: the error names both numbers.
	for _, refusal := range []error{cl.ErrInvalidWorkGroupSize, cl.ErrOutOfResources} {
		enqueueHook = func(Launch) error { return refusal }
		_, err = p.Run(Launch{Kernel: "k", Args: []Arg{out}, Global: []int{local}, Local: []int{local}})
		enqueueHook = nil
		var le *LimitError
		require.ErrorAs(t, err, &le)
		assert.Equal(t, fmt.Sprintf("device %s refused a work group of %d work items (local size [%d]) for kernel k (%v): the kernel's CL_KERNEL_WORK_GROUP_SIZE is 256, the device's maximum %d",
			e.Device().Name, local, local, refusal, e.Device().MaxWorkGroupSize), err.Error())
	}
}

func TestAllocLimits(t *testing.T) {
	requireOpenCL(t)
	e, _, err := Open("")
	require.NoError(t, err)
	d := e.Device()
	require.Positive(t, d.MaxMemAlloc)
	require.GreaterOrEqual(t, d.GlobalMem, d.MaxMemAlloc)
	assert.NoError(t, e.CheckAlloc("b", d.MaxMemAlloc, d.MaxMemAlloc))
	err = e.CheckAlloc("buffer out", d.MaxMemAlloc+1, 0)
	var ae *AllocError
	require.ErrorAs(t, err, &ae)
	assert.Contains(t, err.Error(), fmt.Sprintf("buffer out needs %d bytes", d.MaxMemAlloc+1))
	assert.Contains(t, err.Error(), "CL_DEVICE_MAX_MEM_ALLOC_SIZE on device "+d.Name)
	err = e.CheckAlloc("buffer b", 1, d.GlobalMem+1)
	require.ErrorAs(t, err, &ae)
	assert.True(t, ae.Global)
	assert.Contains(t, err.Error(), "the buffers together needs")
	assert.True(t, ae.Fits([]int64{d.MaxMemAlloc}))
	assert.False(t, ae.Fits([]int64{d.MaxMemAlloc + 1}))
	// No device buffer (nor host copy) is made beyond the limit.
	_, err = e.NewEmptyBuffer(int(d.MaxMemAlloc) + 1)
	require.ErrorAs(t, err, &ae)
	ae.N, ae.LargestN, ae.Pow2 = 1<<28, 1<<27, true
	assert.Contains(t, ae.Error(), "at n = 268435456; the largest power of two n that fits is 134217728")
	assert.Equal(t, "1.5 KiB", human(1536))
	assert.Contains(t, d.Memory(), "largest buffer ")
}
