package opencl

import (
	"runtime"

	"github.com/jgillich/go-opencl/cl"
)

// Every OpenCL call of the process runs on one OS thread. Oclgrind keeps
// state per thread: with calls spread over the threads Go's scheduler
// picks, its clCreateBuffer crashed in about one run in twelve (a
// segmentation fault after a successful build); pinned to one thread, 0 in
// 40. Launches were serialised per executor already, and devices run
// kernels on threads of their own, so nothing is lost.

var clCalls = make(chan func())

func init() {
	go func() {
		runtime.LockOSThread()
		for f := range clCalls {
			f()
		}
	}()
}

// release frees an event on the OpenCL thread now, rather than leaving
// it to go-opencl's finalizer, which would run on another thread.
func release(ev *cl.Event) {
	if ev != nil {
		ev.Release()
	}
}

// onCLThread runs f on the OpenCL thread and returns its results. f must
// not call onCLThread (it would wait for itself).
func onCLThread[T any](f func() (T, error)) (T, error) {
	var (
		v   T
		err error
	)
	done := make(chan struct{})
	clCalls <- func() {
		defer close(done)
		v, err = f()
	}
	<-done
	return v, err
}
