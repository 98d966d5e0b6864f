package interval

import (
	"encoding/binary"
	"fmt"
	"time"

	"github.com/bvgen/bvgen/opencl"
)

// The pipeline test fills and checks its buffers on the device: at
// n = 2^28 a buffer is 2 GiB, and writing it on the host, copying it over
// and reading the output back took most of a minute on two cores. Only
// the guard cells and, after a failure, the output are read back.

// deviceKernels fill a buffer with its unwritten codes, write the input in[k] = (k,k)
// (top beyond n), and find the first k < n whose out[k] is not the
// expected (0,k) or (0,k-1) (an atomic minimum over the wrong indexes).
const deviceKernels = `
__kernel void bvgen_fill(__global TYPE *buf, uint region) { buf[get_global_id(0)] = BVGEN_UNWRITTEN(region, get_global_id(0)); }
__kernel void bvgen_zero(__global uchar *buf) { buf[get_global_id(0)] = 0; }
__kernel void bvgen_input(__global TYPE *buf, uint n) {
  size_t k = get_global_id(0);
  buf[k] = k < n ? (((TYPE)k << BVGEN_INTERVAL_SHIFT) | (TYPE)k) : BVGEN_INTERVAL_TOP;
}
__kernel void bvgen_check(__global const TYPE *out, uint n, uint exclusive, __global uint *first) {
  uint k = get_global_id(0);
  if (k >= n) return;
  TYPE want = exclusive ? (k == 0 ? IDENTITY : (TYPE)(k - 1)) : (TYPE)k;
  if (out[k] != want) atomic_min(first, k);
}
`

// devicePrograms builds the helper kernels for the monoid.
func (r *pipeRun) helpers() (*opencl.Program, error) {
	p, d, err := r.exec.Build(Prelude(r.m)+deviceKernels, opencl.BuildOptions{})
	r.tm.Build += d
	return p, err
}

// fillOnDevice creates buffer i and fills it (input, unwritten or zeros)
// with its guard cells. On Oclgrind the host fills it: Oclgrind 21.10
// loses track of what an earlier kernel of the process wrote into reused
// memory and reports reads of it as uninitialised (the Blelloch pipeline
// after a single-kernel test, in one process); the sizes Oclgrind can
// simulate make the copy cheap.
func (r *pipeRun) fillOnDevice(h *opencl.Program, i int) (*opencl.DeviceBuffer, error) {
	b := r.t.Buffers[i]
	w := r.width(i)
	cells := b.Elems + guardCells(b.Elems)
	if r.exec.Device().Simulator() {
		data := make([]byte, cells*w)
		putCodes(data, w, func(k int) uint64 {
			if i == r.t.Input && k < r.t.N {
				return r.m.Encode(Single(k))
			}
			return r.fillCode(i, k)
		})
		db, d, err := r.exec.NewBuffer(data)
		r.tm.Transfer += d
		if err != nil {
			return nil, fmt.Errorf("buffer %s: %w", b.Name, err)
		}
		return db, nil
	}
	db, err := r.exec.NewEmptyBuffer(cells * w)
	if err != nil {
		return nil, fmt.Errorf("buffer %s: %w", b.Name, err)
	}
	var l opencl.Launch
	switch {
	case b.ElemBytes != 0:
		l = opencl.Launch{Kernel: "bvgen_zero", Args: []opencl.Arg{db}, Global: []int{cells * w}}
	case i == r.t.Input:
		l = opencl.Launch{Kernel: "bvgen_input", Args: []opencl.Arg{db, opencl.Scalar{Bytes: 4, Value: uint64(r.t.N)}}, Global: []int{cells}}
	default:
		l = opencl.Launch{Kernel: "bvgen_fill", Args: []opencl.Arg{db, opencl.Scalar{Bytes: 4, Value: uint64(r.region[i])}}, Global: []int{cells}}
	}
	t, err := h.Run(l)
	r.tm.Transfer += t.Run + t.Transfer
	if err != nil {
		db.Release()
		return nil, fmt.Errorf("filling buffer %s: %w", b.Name, err)
	}
	return db, nil
}

// firstWrongOnDevice runs bvgen_check and returns the first wrong index,
// or -1.
func (r *pipeRun) firstWrongOnDevice(h *opencl.Program) (int, error) {
	start := time.Now()
	defer func() { r.tm.Check += time.Since(start) }()
	first := &opencl.Buffer{Data: []byte{0xff, 0xff, 0xff, 0xff}, ReadBack: true}
	exclusive := uint64(0)
	if r.t.Kind == Exclusive {
		exclusive = 1
	}
	_, err := h.Run(opencl.Launch{Kernel: "bvgen_check", Global: []int{r.t.N}, Args: []opencl.Arg{
		r.bufs[r.t.Output], opencl.Scalar{Bytes: 4, Value: uint64(r.t.N)}, opencl.Scalar{Bytes: 4, Value: exclusive}, first}})
	if err != nil {
		return 0, fmt.Errorf("checking the output: %w", err)
	}
	k := binary.NativeEndian.Uint32(first.Data)
	if k == 0xffffffff {
		return -1, nil
	}
	return int(k), nil
}
