package opencl

import (
	"fmt"
	"runtime"
	"time"
	"unsafe"

	"github.com/jgillich/go-opencl/cl"
)

// Timings splits the wall-clock time of a test the way the paper's Table 4
// does (end to end: device initialisation, compilation, buffers, run,
// validation). Cached steps count as zero.
type Timings struct {
	Setup    time.Duration // platform, device, context and queue
	Build    time.Duration // program compilation
	Transfer time.Duration // buffer creation, host->device and device->host copies
	Run      time.Duration // kernel launches until the queue is finished
	Check    time.Duration // host-side checking of the results
}

// Total is the sum of all parts.
func (t Timings) Total() time.Duration { return t.Setup + t.Build + t.Transfer + t.Run + t.Check }

// Add accumulates o into t.
func (t *Timings) Add(o Timings) {
	t.Setup += o.Setup
	t.Build += o.Build
	t.Transfer += o.Transfer
	t.Run += o.Run
	t.Check += o.Check
}

// String renders "setup 1ms, build 120ms, transfer 0.2ms, run 3ms, check
// 0.1ms, total 125ms".
func (t Timings) String() string {
	f := func(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000) }
	return fmt.Sprintf("setup %s, build %s, transfer %s, run %s, check %s, total %s",
		f(t.Setup), f(t.Build), f(t.Transfer), f(t.Run), f(t.Check), f(t.Total()))
}

// Arg is a kernel argument of a Launch: *Buffer, *DeviceBuffer, LocalMem
// or Scalar.
type Arg interface{ isArg() }

// Buffer is a __global (or __constant) buffer argument. Its Data is copied
// to the device before the launch and, if ReadBack, copied back into Data
// afterwards. Passing the same *Buffer for several arguments passes one
// device buffer (an in-place scan).
type Buffer struct {
	Data     []byte
	ReadBack bool
}

// LocalMem is a __local pointer argument of Bytes bytes.
type LocalMem struct{ Bytes int }

// Scalar is a by-value argument of Bytes bytes (1, 2, 4 or 8) holding the
// low bytes of Value.
type Scalar struct {
	Bytes int
	Value uint64
}

func (*Buffer) isArg()  {}
func (LocalMem) isArg() {}
func (Scalar) isArg()   {}

// Launch is one NDRange launch.
type Launch struct {
	Kernel string
	Args   []Arg
	Global []int // 1 to 3 dimensions
	Local  []int // nil: chosen by the runtime; else as many dimensions as Global
}

// Validate checks the launch geometry against the executor's device: 1 to
// 3 global dimensions, a local size of as many dimensions that fits the
// device and divides the global size. Problems are *UsageError or
// *LimitError.
func (l Launch) Validate(e *Executor) error {
	if len(l.Global) < 1 || len(l.Global) > 3 {
		return Usagef("global size %v: want 1 to 3 dimensions", l.Global)
	}
	for _, g := range l.Global {
		if g < 1 {
			return Usagef("global size %v: every dimension must be at least 1", l.Global)
		}
	}
	if l.Local == nil {
		return nil
	}
	if len(l.Local) != len(l.Global) {
		return Usagef("local size %v and global size %v have different dimensions", l.Local, l.Global)
	}
	if err := e.CheckLocalSize(l.Local); err != nil {
		return err
	}
	for i := range l.Global {
		if l.Global[i]%l.Local[i] != 0 {
			return Usagef("global size %v is not a multiple of local size %v (dimension %d)", l.Global, l.Local, i)
		}
	}
	return nil
}

// enqueue launches k and waits for it. A launch the runtime refuses for
// its work-group size is a *LimitError with both the kernel's and the
// device's limits.
func (e *Executor) enqueue(k *cl.Kernel, l Launch) error {
	err := error(nil)
	if enqueueHook != nil {
		err = enqueueHook(l)
	}
	if err == nil {
		var ev *cl.Event
		ev, err = e.queue.EnqueueNDRangeKernel(k, nil, l.Global, l.Local, nil)
		release(ev)
		if err == nil {
			if err = e.queue.Finish(); err != nil {
				return fmt.Errorf("running kernel %s: %w", l.Kernel, err)
			}
			return nil
		}
	}
	if refused(err) && l.Local != nil {
		total := 1
		for _, x := range l.Local {
			total *= x
		}
		return &LimitError{Dim: -1, Requested: total, Max: e.info.MaxWorkGroupSize, KernelMax: kernelWorkGroupSize(k, e.dev),
			Device: e.info.Name, Kernel: l.Kernel, Local: l.Local, Refused: err}
	}
	return fmt.Errorf("launching kernel %s (global %v, local %v): %w", l.Kernel, l.Global, l.Local, err)
}

// Run launches kernel l.Kernel of p once: it creates and fills the
// buffers, runs the NDRange, waits, and reads back the buffers marked
// ReadBack. Timings has Transfer and Run set.
func (p *Program) Run(l Launch) (Timings, error) {
	return onCLThread(func() (Timings, error) { return p.run(l) })
}

func (p *Program) run(l Launch) (Timings, error) {
	e := p.exec
	if err := l.Validate(e); err != nil {
		return Timings{}, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	var t Timings
	k, err := p.prog.CreateKernel(l.Kernel)
	if err != nil {
		return t, fmt.Errorf("creating kernel %q: %w", l.Kernel, err)
	}
	defer k.Release()
	// The launch is made at the requested geometry whatever
	// CL_KERNEL_WORK_GROUP_SIZE says (limits.go).

	start := time.Now()
	var total int64
	counted := map[*Buffer]bool{}
	for i, a := range l.Args {
		if b, ok := a.(*Buffer); ok && !counted[b] {
			counted[b] = true
			total += int64(len(b.Data))
			if err := e.CheckAlloc(fmt.Sprintf("argument %d of kernel %s", i, l.Kernel), int64(len(b.Data)), total); err != nil {
				return t, err
			}
		}
	}
	mems := map[*Buffer]*cl.MemObject{}
	defer func() {
		for _, m := range mems {
			m.Release()
		}
	}()
	for i, a := range l.Args {
		switch a := a.(type) {
		case *Buffer:
			m, ok := mems[a]
			if !ok {
				if len(a.Data) == 0 {
					return t, fmt.Errorf("argument %d: empty buffer", i)
				}
				m, err = e.ctx.CreateBufferUnsafe(cl.MemReadWrite|cl.MemCopyHostPtr, len(a.Data), unsafe.Pointer(&a.Data[0]))
				if err != nil {
					return t, fmt.Errorf("argument %d: creating a buffer of %d bytes: %w", i, len(a.Data), err)
				}
				mems[a] = m
			}
			err = k.SetArgBuffer(i, m)
		case *DeviceBuffer:
			if a.exec != e {
				return t, fmt.Errorf("argument %d: a device buffer of another device", i)
			}
			err = k.SetArgBuffer(i, a.mem)
		case LocalMem:
			err = k.SetArgLocal(i, a.Bytes)
		case Scalar:
			v := a.Value
			err = k.SetArgUnsafe(i, a.Bytes, unsafe.Pointer(&v))
		default:
			err = fmt.Errorf("unsupported argument type %T", a)
		}
		if err != nil {
			return t, fmt.Errorf("setting argument %d of kernel %s: %w", i, l.Kernel, err)
		}
	}
	t.Transfer += time.Since(start)

	start = time.Now()
	err = e.enqueue(k, l)
	if e.info.isOclgrind() {
		if rerr := e.readFindings(); rerr != nil && err == nil {
			err = rerr
		}
	}
	if err != nil {
		return t, err
	}
	t.Run += time.Since(start)

	start = time.Now()
	for b, m := range mems {
		if !b.ReadBack {
			continue
		}
		ev, err := e.queue.EnqueueReadBuffer(m, true, 0, len(b.Data), unsafe.Pointer(&b.Data[0]), nil)
		release(ev)
		if err != nil {
			return t, fmt.Errorf("reading back a buffer: %w", err)
		}
	}
	t.Transfer += time.Since(start)
	runtime.KeepAlive(l.Args)
	return t, nil
}
