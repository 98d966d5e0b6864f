package opencl

import (
	"fmt"
	"time"
	"unsafe"

	"github.com/jgillich/go-opencl/cl"
)

// DeviceBuffer is a __global buffer that lives on the device across
// launches: a pipeline of launches allocates its buffers once, and each
// launch sees what the previous ones left (a *Buffer argument is created
// and filled anew for each launch).
type DeviceBuffer struct {
	exec *Executor
	mem  *cl.MemObject
	size int
}

func (*DeviceBuffer) isArg() {}

// Size is the buffer's size in bytes.
func (b *DeviceBuffer) Size() int { return b.size }

// NewBuffer creates a device buffer holding a copy of data. The second
// result is the time the copy took.
func (e *Executor) NewBuffer(data []byte) (*DeviceBuffer, time.Duration, error) {
	var d time.Duration
	b, err := onCLThread(func() (*DeviceBuffer, error) {
		var (
			b   *DeviceBuffer
			err error
		)
		b, d, err = e.newBuffer(data)
		return b, err
	})
	return b, d, err
}

func (e *Executor) newBuffer(data []byte) (*DeviceBuffer, time.Duration, error) {
	if len(data) == 0 {
		return nil, 0, fmt.Errorf("creating a device buffer: empty buffer")
	}
	if err := e.CheckAlloc("a device buffer", int64(len(data)), 0); err != nil {
		return nil, 0, err
	}
	start := time.Now()
	e.mu.Lock()
	defer e.mu.Unlock()
	m, err := e.ctx.CreateBufferUnsafe(cl.MemReadWrite|cl.MemCopyHostPtr, len(data), unsafe.Pointer(&data[0]))
	if err != nil {
		return nil, time.Since(start), fmt.Errorf("creating a device buffer of %d bytes: %w", len(data), err)
	}
	return &DeviceBuffer{exec: e, mem: m, size: len(data)}, time.Since(start), nil
}

// NewEmptyBuffer creates a device buffer of size bytes with undefined
// contents (to be filled by a kernel: nothing is copied from the host).
func (e *Executor) NewEmptyBuffer(size int) (*DeviceBuffer, error) {
	return onCLThread(func() (*DeviceBuffer, error) { return e.newEmptyBuffer(size) })
}

func (e *Executor) newEmptyBuffer(size int) (*DeviceBuffer, error) {
	if size <= 0 {
		return nil, fmt.Errorf("creating a device buffer: %d bytes", size)
	}
	if err := e.CheckAlloc("a device buffer", int64(size), 0); err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	m, err := e.ctx.CreateEmptyBuffer(cl.MemReadWrite, size)
	if err != nil {
		return nil, fmt.Errorf("creating a device buffer of %d bytes: %w", size, err)
	}
	return &DeviceBuffer{exec: e, mem: m, size: size}, nil
}

// Read copies len(dst) bytes starting at byte off of the buffer into dst.
func (b *DeviceBuffer) Read(off int, dst []byte) (time.Duration, error) {
	return onCLThread(func() (time.Duration, error) { return b.read(off, dst) })
}

func (b *DeviceBuffer) read(off int, dst []byte) (time.Duration, error) {
	if off < 0 || off+len(dst) > b.size {
		return 0, fmt.Errorf("reading bytes %d..%d of a %d-byte device buffer", off, off+len(dst), b.size)
	}
	if len(dst) == 0 {
		return 0, nil
	}
	start := time.Now()
	b.exec.mu.Lock()
	defer b.exec.mu.Unlock()
	ev, err := b.exec.queue.EnqueueReadBuffer(b.mem, true, off, len(dst), unsafe.Pointer(&dst[0]), nil)
	release(ev)
	if err != nil {
		return time.Since(start), fmt.Errorf("reading a device buffer: %w", err)
	}
	return time.Since(start), nil
}

// Write copies src into the buffer starting at byte off.
func (b *DeviceBuffer) Write(off int, src []byte) (time.Duration, error) {
	return onCLThread(func() (time.Duration, error) { return b.write(off, src) })
}

func (b *DeviceBuffer) write(off int, src []byte) (time.Duration, error) {
	if off < 0 || off+len(src) > b.size {
		return 0, fmt.Errorf("writing bytes %d..%d of a %d-byte device buffer", off, off+len(src), b.size)
	}
	if len(src) == 0 {
		return 0, nil
	}
	start := time.Now()
	b.exec.mu.Lock()
	defer b.exec.mu.Unlock()
	ev, err := b.exec.queue.EnqueueWriteBuffer(b.mem, true, off, len(src), unsafe.Pointer(&src[0]), nil)
	release(ev)
	if err != nil {
		return time.Since(start), fmt.Errorf("writing a device buffer: %w", err)
	}
	return time.Since(start), nil
}

// Release frees the device memory.
func (b *DeviceBuffer) Release() {
	onCLThread(func() (struct{}, error) {
		if b.mem != nil {
			b.mem.Release()
			b.mem = nil
		}
		return struct{}{}, nil
	})
}
