package opencl

import "fmt"

// UsageError is a problem with the options of a test rather than with
// OpenCL: an unreadable source, a missing kernel or parameter, a bad size,
// an unknown device selector. The CLI reports it as a command-line error.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef formats a *UsageError.
func Usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// Usage wraps err as a *UsageError (nil stays nil).
func Usage(err error) error {
	if err == nil {
		return nil
	}
	return &UsageError{Err: err}
}

// LimitError is a launch that exceeds a limit of the device: a work-group
// size above the device's (or the kernel's) maximum, or a local size above
// the maximum of one dimension. Its message names both numbers.
type LimitError struct {
	Dim       int // -1: the work-group size (the product of the local size); else the dimension
	Requested int
	Max       int // the device's CL_DEVICE_MAX_WORK_GROUP_SIZE (or the dimension's maximum)
	Device    string
	Kernel    string // set when the runtime refused a launch of this kernel
	Local     []int  // the requested local size
	// KernelMax is the kernel's CL_KERNEL_WORK_GROUP_SIZE (0: not known)
	// and Refused the runtime's error, for a launch the runtime refused.
	KernelMax int
	Refused   error
}

func (e *LimitError) Error() string {
	if e.Refused != nil {
		kq := "unknown"
		if e.KernelMax > 0 {
			kq = fmt.Sprint(e.KernelMax)
		}
		return fmt.Sprintf("device %s refused a work group of %d work items (local size %v) for kernel %s (%v): the kernel's CL_KERNEL_WORK_GROUP_SIZE is %s, the device's maximum %d",
			e.Device, e.Requested, e.Local, e.Kernel, e.Refused, kq, e.Max)
	}
	whose := "device " + e.Device
	if e.Kernel != "" {
		whose = fmt.Sprintf("device %s for kernel %s", e.Device, e.Kernel)
	}
	if e.Dim >= 0 {
		return fmt.Sprintf("local size %d in dimension %d (local size %v) exceeds the maximum %d of %s", e.Requested, e.Dim, e.Local, e.Max, whose)
	}
	return fmt.Sprintf("work-group size %d (local size %v) exceeds the maximum %d of %s", e.Requested, e.Local, e.Max, whose)
}
