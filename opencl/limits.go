package opencl

import (
	"errors"
	"fmt"
	"sync"

	"github.com/jgillich/go-opencl/cl"
)

// Device limits as facts. Two queries are not treated alike:
//
//   - CL_DEVICE_MAX_WORK_GROUP_SIZE and the per-dimension maxima are the
//     device's: a launch above them is refused before it is made
//     (Launch.Validate).
//   - CL_KERNEL_WORK_GROUP_SIZE is the driver's estimate for one kernel,
//     and drivers underestimate it: NVIDIA's 580 driver reports 256 for
//     every kernel while launches of 1024 succeed. A launch is therefore
//     made at the requested geometry; only when the runtime refuses it
//     (CL_INVALID_WORK_GROUP_SIZE, CL_OUT_OF_RESOURCES) does the error
//     name both numbers.
//   - CL_DEVICE_MAX_MEM_ALLOC_SIZE and CL_DEVICE_GLOBAL_MEM_SIZE are
//     checked before a buffer is allocated (AllocError), so a test that
//     cannot fit says so instead of failing inside the runtime.

// AllocError is a buffer (or a set of buffers) larger than the device
// can allocate. Callers that know how the sizes grow with the scan length
// fill LargestN.
type AllocError struct {
	What     string // the buffer: "buffer out (2n elements of 4 bytes)", or "the buffers together"
	Bytes    int64
	Limit    int64
	Global   bool // the limit is the global memory size, not the largest allocation
	Device   string
	N        int // the scan length asked for (0: not known here)
	LargestN int // the largest scan length that fits (0: not known)
	// Pow2 says LargestN is the largest power of two that fits (where
	// only some lengths are valid, as for a pipeline).
	Pow2 bool
	// MaxAlloc and GlobalMem are the device's two limits, for callers
	// that compute LargestN.
	MaxAlloc, GlobalMem int64
}

func (e *AllocError) Error() string {
	limit := "CL_DEVICE_MAX_MEM_ALLOC_SIZE"
	if e.Global {
		limit = "CL_DEVICE_GLOBAL_MEM_SIZE"
	}
	s := fmt.Sprintf("%s needs %d bytes (%s), more than the %d bytes (%s) of %s on device %s",
		e.What, e.Bytes, human(e.Bytes), e.Limit, human(e.Limit), limit, e.Device)
	if e.N > 0 {
		s += fmt.Sprintf(" at n = %d", e.N)
	}
	switch {
	case e.LargestN > 0 && e.Pow2:
		s += fmt.Sprintf("; the largest power of two n that fits is %d", e.LargestN)
	case e.LargestN > 0:
		s += fmt.Sprintf("; the largest n that fits is %d", e.LargestN)
	}
	return s
}

// Memory says how much the device can allocate: "largest buffer 4.0 GiB
// of 15.6 GiB global memory".
func (d DeviceInfo) Memory() string {
	return fmt.Sprintf("largest buffer %s of %s global memory", human(d.MaxMemAlloc), human(d.GlobalMem))
}

// human renders a byte count in binary units.
func human(b int64) string {
	const unit = 1024
	if b < unit {
		return fmt.Sprintf("%d B", b)
	}
	div, exp := int64(unit), 0
	for n := b / unit; n >= unit; n /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(b)/float64(div), "KMGTPE"[exp])
}

// CheckAlloc returns an *AllocError when one buffer of bytes does not fit
// the device's largest allocation, or when buffers of total bytes do not
// fit its global memory (total 0: not checked).
func (e *Executor) CheckAlloc(what string, bytes, total int64) error {
	d := e.info
	switch {
	case d.MaxMemAlloc > 0 && bytes > d.MaxMemAlloc:
		return &AllocError{What: what, Bytes: bytes, Limit: d.MaxMemAlloc, Device: d.Name, MaxAlloc: d.MaxMemAlloc, GlobalMem: d.GlobalMem}
	case d.GlobalMem > 0 && total > d.GlobalMem:
		return &AllocError{What: "the buffers together", Bytes: total, Limit: d.GlobalMem, Global: true, Device: d.Name, MaxAlloc: d.MaxMemAlloc, GlobalMem: d.GlobalMem}
	}
	return nil
}

// Fits reports whether buffers of the given sizes fit the limits of e (an
// *AllocError's): each within maxAlloc, all within global.
func (e *AllocError) Fits(sizes []int64) bool {
	var total int64
	for _, s := range sizes {
		total += s
		if s > e.MaxAlloc || total > e.GlobalMem {
			return false
		}
	}
	return true
}

// refused reports whether a launch error is the runtime refusing the
// work-group size.
func refused(err error) bool {
	return errors.Is(err, cl.ErrInvalidWorkGroupSize) || errors.Is(err, cl.ErrOutOfResources)
}

var (
	kernelQueryMu sync.Mutex
	// kernelQuery is CL_KERNEL_WORK_GROUP_SIZE; tests replace it.
	kernelQuery = func(k *cl.Kernel, d *cl.Device) (int, error) { return k.WorkGroupSize(d) }
	// enqueueHook, when set, fails a launch as a runtime would (tests).
	enqueueHook func(l Launch) error
)

// PinKernelWorkGroupSizeForTest makes CL_KERNEL_WORK_GROUP_SIZE report n
// for every kernel, as NVIDIA's driver reports 256 (tests pin bvgen's
// behaviour on such a driver without a GPU). It returns the function that
// restores the real query.
func PinKernelWorkGroupSizeForTest(n int) (restore func()) {
	kernelQueryMu.Lock()
	defer kernelQueryMu.Unlock()
	old := kernelQuery
	kernelQuery = func(*cl.Kernel, *cl.Device) (int, error) { return n, nil }
	return func() {
		kernelQueryMu.Lock()
		defer kernelQueryMu.Unlock()
		kernelQuery = old
	}
}

// kernelWorkGroupSize is the kernel query (0 when it fails).
func kernelWorkGroupSize(k *cl.Kernel, d *cl.Device) int {
	kernelQueryMu.Lock()
	q := kernelQuery
	kernelQueryMu.Unlock()
	n, err := q(k, d)
	if err != nil {
		return 0
	}
	return n
}
