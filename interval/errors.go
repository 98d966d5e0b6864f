package interval

import "fmt"

// UsageError is a problem with the options of a test rather than with
// OpenCL: an unreadable source, a missing kernel or parameter, a bad size,
// an unknown device selector. The CLI reports it as a command-line error.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

func usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// usage wraps err as a *UsageError (nil stays nil).
func usage(err error) error {
	if err == nil {
		return nil
	}
	return &UsageError{Err: err}
}

// LimitError is a launch that exceeds a limit of the device: a work-group
// size above the device's (or the kernel's) maximum, or a local size above
// the maximum of one dimension. Its message names both numbers.
type LimitError struct {
	What      string // "work-group size" or "local size in dimension N"
	Requested int
	Max       int
	Device    string
	Kernel    string // set when the limit is the kernel's, not the device's
	Local     []int  // the requested local size
}

func (e *LimitError) Error() string {
	whose := "device " + e.Device
	if e.Kernel != "" {
		whose = fmt.Sprintf("device %s for kernel %s", e.Device, e.Kernel)
	}
	return fmt.Sprintf("%s %d (local size %v) exceeds the maximum %d of %s", e.What, e.Requested, e.Local, e.Max, whose)
}
