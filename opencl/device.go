package opencl

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jgillich/go-opencl/cl"
)

// ErrNoPlatform means that no OpenCL platform (or no device on any
// platform) is available. Errors that mean this wrap ErrNoPlatform; test
// with errors.Is. The CLI turns it into exit code 9 with InstallHint.
var ErrNoPlatform = errors.New("no OpenCL platform found")

// InstallHint is what a user should do about ErrNoPlatform.
const InstallHint = "run scripts/install-deps.sh (installs pocl-opencl-icd)"

// DeviceInfo describes one OpenCL device, as `bvgen devices` lists it.
type DeviceInfo struct {
	Index            int    // position in Devices(); the selector "0", "1", ... picks it
	Platform         string // platform name, e.g. "Portable Computing Language"
	Name             string // device name, e.g. "cpu-haswell-Intel(R) Xeon(R) ..."
	Type             string // "CPU", "GPU", "Accelerator", ...
	Version          string // the device's OpenCL version string
	MaxWorkGroupSize int
	MaxWorkItemSizes []int
	ComputeUnits     int
	MaxMemAlloc      int64 // CL_DEVICE_MAX_MEM_ALLOC_SIZE: the largest buffer, in bytes
	GlobalMem        int64 // CL_DEVICE_GLOBAL_MEM_SIZE, in bytes
}

// String renders one line: "0: Portable Computing Language / cpu-... (CPU,
// max work-group size 4096)".
func (d DeviceInfo) String() string {
	return fmt.Sprintf("%d: %s / %s (%s, max work-group size %d)", d.Index, d.Platform, d.Name, d.Type, d.MaxWorkGroupSize)
}

type device struct {
	cl   *cl.Device
	info DeviceInfo
}

var (
	devicesOnce    sync.Once
	devicesList    []device
	devicesErr     error
	devicesStarted atomic.Bool
)

// listDevices queries all platforms and devices once per process.
func listDevices() ([]device, error) {
	devicesOnce.Do(func() {
		devicesStarted.Store(true)
		devicesList, devicesErr = onCLThread(queryDevices)
	})
	return devicesList, devicesErr
}

// devicesQueried reports whether the platforms were queried already.
func devicesQueried() bool { return devicesStarted.Load() }

func queryDevices() (out []device, err error) {
	defer func() {
		// go-opencl panics when an info query fails; report it as an error.
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("querying OpenCL devices: %v", r)
		}
	}()
	platforms, err := cl.GetPlatforms()
	if err != nil {
		return nil, fmt.Errorf("%w (%v)", ErrNoPlatform, err)
	}
	if len(platforms) == 0 {
		return nil, ErrNoPlatform
	}
	var names []string
	for _, p := range platforms {
		pname := strings.TrimSpace(p.Name())
		names = append(names, pname)
		devs, err := p.GetDevices(cl.DeviceTypeAll)
		if err != nil {
			continue // a platform without devices (CL_DEVICE_NOT_FOUND)
		}
		for _, d := range devs {
			out = append(out, device{cl: d, info: DeviceInfo{
				Index:            len(out),
				Platform:         pname,
				Name:             strings.TrimSpace(d.Name()),
				Type:             d.Type().String(),
				Version:          strings.TrimSpace(d.Version()),
				MaxWorkGroupSize: d.MaxWorkGroupSize(),
				MaxWorkItemSizes: d.MaxWorkItemSizes(),
				ComputeUnits:     d.MaxComputeUnits(),
				MaxMemAlloc:      d.MaxMemAllocSize(),
				GlobalMem:        d.GlobalMemSize(),
			}})
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: platform(s) %s have no devices", ErrNoPlatform, strings.Join(names, ", "))
	}
	return out, nil
}

// Devices lists the OpenCL devices of all platforms, in a stable order
// (platform order, then device order). It returns an error wrapping
// ErrNoPlatform when there is none.
func Devices() ([]DeviceInfo, error) {
	devs, err := listDevices()
	if err != nil {
		return nil, err
	}
	infos := make([]DeviceInfo, len(devs))
	for i, d := range devs {
		infos[i] = d.info
	}
	return infos, nil
}

// Available reports whether at least one OpenCL device can be used.
func Available() bool {
	_, err := listDevices()
	return err == nil
}

// SelectDevice resolves a selector: "" picks the first device; a decimal
// number picks by index; anything else picks the first device whose name
// (or "platform / name") contains it, ignoring case.
func SelectDevice(selector string) (DeviceInfo, error) {
	d, err := selectDevice(selector)
	if err != nil {
		return DeviceInfo{}, err
	}
	return d.info, nil
}

func selectDevice(selector string) (device, error) {
	sel := strings.TrimSpace(selector)
	grind := strings.EqualFold(sel, OclgrindSelector)
	if grind {
		if err := enableOclgrind(); err != nil {
			return device{}, err
		}
	}
	devs, err := listDevices()
	if err != nil {
		return device{}, err
	}
	if sel == "" || grind {
		// The default is the first real device; the simulator only when asked.
		for _, d := range devs {
			if d.info.isOclgrind() == grind {
				return d, nil
			}
		}
		if grind {
			return device{}, fmt.Errorf("%w: --device=oclgrind: the OpenCL loader did not list Oclgrind's platform (devices: %s)", ErrNoPlatform, deviceNames(devs))
		}
		return devs[0], nil
	}
	if i, err := strconv.Atoi(sel); err == nil {
		if i < 0 || i >= len(devs) {
			return device{}, Usagef("no OpenCL device %d (there are %d: %s)", i, len(devs), deviceNames(devs))
		}
		return devs[i], nil
	}
	low := strings.ToLower(sel)
	for _, d := range devs {
		if strings.Contains(strings.ToLower(d.info.Platform+" / "+d.info.Name), low) {
			return d, nil
		}
	}
	return device{}, Usagef("no OpenCL device matches %q (devices: %s)", selector, deviceNames(devs))
}

func deviceNames(devs []device) string {
	var s []string
	for _, d := range devs {
		s = append(s, fmt.Sprintf("%d: %s", d.info.Index, d.info.Name))
	}
	return strings.Join(s, "; ")
}

// Executor owns a context and command queue on one device, and caches the
// programs built on it. Executors are cached per device for the life of
// the process (see Open), so repeated tests pay device set-up and
// compilation once. Its methods are safe for concurrent use; launches on
// one executor are serialised.
type Executor struct {
	mu       sync.Mutex
	dev      *cl.Device
	info     DeviceInfo
	ctx      *cl.Context
	queue    *cl.CommandQueue
	programs map[string]*Program
	setup    time.Duration // time it took to create the context and queue
	// findings are what Oclgrind reported since Findings was last called;
	// logOff is how far its log has been read.
	findings []Finding
	logOff   int64
}

var (
	executorsMu sync.Mutex
	executors   = map[int]*Executor{}
)

// Open returns the executor for the device picked by selector (see
// SelectDevice), creating its context and queue on first use. The second
// result is the device set-up time this call spent (zero when the
// executor was cached).
func Open(selector string) (*Executor, time.Duration, error) {
	start := time.Now()
	d, err := selectDevice(selector)
	if err != nil {
		return nil, time.Since(start), err
	}
	executorsMu.Lock()
	defer executorsMu.Unlock()
	if e, ok := executors[d.info.Index]; ok {
		return e, 0, nil
	}
	e, err := onCLThread(func() (*Executor, error) { return newExecutor(d) })
	if err != nil {
		return nil, time.Since(start), err
	}
	e.setup = time.Since(start)
	executors[d.info.Index] = e
	return e, e.setup, nil
}

// newExecutor creates a context and queue on d.
func newExecutor(d device) (*Executor, error) {
	ctx, err := cl.CreateContext([]*cl.Device{d.cl})
	if err != nil {
		return nil, fmt.Errorf("creating an OpenCL context on %s: %w", d.info.Name, err)
	}
	queue, err := ctx.CreateCommandQueue(d.cl, 0)
	if err != nil {
		ctx.Release()
		return nil, fmt.Errorf("creating an OpenCL command queue on %s: %w", d.info.Name, err)
	}
	return &Executor{dev: d.cl, info: d.info, ctx: ctx, queue: queue, programs: map[string]*Program{}}, nil
}

// Device describes the executor's device.
func (e *Executor) Device() DeviceInfo { return e.info }

// CheckLocalSize returns an error if a work group of the given shape does
// not fit the device: a *LimitError naming the requested and the maximum
// size.
func (e *Executor) CheckLocalSize(local []int) error {
	if len(local) == 0 {
		return nil
	}
	total := 1
	for i, l := range local {
		if l < 1 {
			return Usagef("local size %v: dimension %d must be at least 1", local, i)
		}
		total *= l
	}
	if total > e.info.MaxWorkGroupSize {
		return &LimitError{Dim: -1, Requested: total, Max: e.info.MaxWorkGroupSize, Device: e.info.Name, Local: local}
	}
	for i, l := range local {
		if i < len(e.info.MaxWorkItemSizes) && l > e.info.MaxWorkItemSizes[i] {
			return &LimitError{Dim: i, Requested: l, Max: e.info.MaxWorkItemSizes[i], Device: e.info.Name, Local: local}
		}
	}
	return nil
}
