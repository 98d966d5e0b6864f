package pipeline

import (
	"context"
	"errors"
	"os"
	"strconv"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/opencl"
)

// Scan describes the generic scan under test (DESIGN.md §8).
type Scan struct {
	Kind    string // "inclusive" or "exclusive"
	N       int    // the scan length; 0: -D N=, else the global size
	In, Out string // the buffers: parameter name or index ("": the first two __global pointers)
	Device  string // the OpenCL device: index or part of the name
	Kernel  string // the kernel to run when the file defines several
	// Method is "interval" (one test, POPL14 Theorem 4.5) or "voigtlander"
	// (the O(n²) baseline); "" is interval.
	Method string
}

// launch is a concrete launch geometry for the device.
type launch struct {
	global, local []int
}

// groups is the number of work groups per dimension.
func (l *launch) groups() []int {
	out := make([]int, len(l.global))
	for i := range out {
		out[i] = l.global[i] / l.local[i]
	}
	return out
}

// concreteLaunch turns the geometry into a launch; nil when it gives none.
func (c *Config) concreteLaunch() (*launch, error) {
	g := c.Geometry
	if g.LocalSize == nil && g.NumGroups == nil {
		return nil, nil
	}
	if g.LocalSize == nil {
		return nil, diag.Errorf(diag.CommandLine, "error: --num_groups needs --local_size to run the kernel")
	}
	for _, off := range g.GlobalOffset {
		if off != 0 {
			// The interval test runs the kernel with offset 0.
			return nil, diag.Errorf(diag.CommandLine, "error: --global_offset=%s: running the kernel (the interval test) takes the global offset 0", g.GlobalOffset)
		}
	}
	concrete := func(flag string, d ir.Dims) ([]int, error) {
		out := make([]int, len(d))
		for i, x := range d {
			if x == ir.Unconstrained {
				return nil, diag.Errorf(diag.CommandLine, "error: %s=%s: running the kernel needs a concrete size, not *", flag, d)
			}
			out[i] = int(x)
		}
		return out, nil
	}
	local, err := concrete("--local_size", g.LocalSize)
	if err != nil {
		return nil, err
	}
	groups := make([]int, len(local))
	for i := range groups {
		groups[i] = 1
	}
	if g.NumGroups != nil {
		if len(g.NumGroups) != len(local) {
			return nil, diag.Errorf(diag.CommandLine, "error: --num_groups %s and --local_size %s have different dimensions", g.NumGroups, g.LocalSize)
		}
		if groups, err = concrete("--num_groups", g.NumGroups); err != nil {
			return nil, err
		}
	}
	global := make([]int, len(local))
	for i := range local {
		global[i] = local[i] * groups[i]
	}
	return &launch{global: global, local: local}, nil
}

// abstractMacros are the macros a generic kernel must leave to bvgen.
var abstractMacros = []string{"TYPE", "OPERATOR", "IDENTITY"}

// testOptions builds the options of an interval test. g, when non-nil,
// overrides the configuration's geometry.
func (c *Config) testOptions(path string, s *Scan, g *launch) (interval.TestOptions, error) {
	var t interval.TestOptions
	if _, err := os.Stat(path); err != nil {
		return t, diag.Errorf(diag.CommandLine, "error: %v", err)
	}
	if frontend.IRInput(path) {
		// The device builds the OpenCL C source with the monoid's prelude.
		return t, diag.Errorf(diag.CommandLine, "%s: error: test and check run the kernel's OpenCL C source on a device: give the .cl file, not LLVM IR or SPIR-V", path)
	}
	if s.Kind == "" {
		return t, diag.Errorf(diag.CommandLine, "error: --scan=inclusive or --scan=exclusive is required")
	}
	kind, err := interval.ParseScanKind(s.Kind)
	if err != nil {
		return t, diag.Errorf(diag.CommandLine, "error: --scan: %v", err)
	}
	for _, m := range abstractMacros {
		if _, ok := c.defined(m); ok {
			return t, diag.Errorf(diag.CommandLine, "error: -D %s: bvgen instantiates TYPE, OPERATOR and IDENTITY itself (the interval monoid for the test, an uninterpreted operator for the proof)", m)
		}
	}
	if g == nil {
		if g, err = c.concreteLaunch(); err != nil {
			return t, err
		}
	}
	n, err := c.scanLength(s, g)
	if err != nil {
		return t, err
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return t, diag.Errorf(diag.CommandLine, "error: %v", err)
	}
	t = interval.TestOptions{SourcePath: path, Source: DeviceSource(string(src)), Kernel: s.Kernel, Device: s.Device,
		Defines: append([]string(nil), c.Defines...), IncludeDirs: c.Includes, N: n, Kind: kind,
		Input: s.In, Output: s.Out}
	if g != nil {
		t.GlobalSize, t.LocalSize = g.global, g.local
	}
	return t, nil
}

// scanLength resolves the scan length: Scan.N, else -D N=, else the
// global size.
func (c *Config) scanLength(s *Scan, g *launch) (int, error) {
	dn, hasN := c.defined("N")
	var fromD int
	if hasN {
		v, err := strconv.ParseInt(dn, 0, 64)
		if err != nil || v < 1 {
			if s.N == 0 {
				return 0, diag.Errorf(diag.CommandLine, "error: -D N=%s is not a positive integer: give the scan length with --n", dn)
			}
		} else {
			fromD = int(v)
		}
	}
	switch {
	case s.N < 0:
		return 0, diag.Errorf(diag.CommandLine, "error: --n=%d: the scan length must be positive", s.N)
	case s.N > 0 && fromD > 0 && s.N != fromD:
		return 0, diag.Errorf(diag.CommandLine, "error: --n=%d disagrees with -D N=%d", s.N, fromD)
	case s.N > 0:
		return s.N, nil
	case fromD > 0:
		return fromD, nil
	case g != nil && g.global != nil:
		n := 1
		for _, x := range g.global {
			n *= x
		}
		return n, nil
	}
	return 0, diag.Errorf(diag.CommandLine, "error: give the scan length: --n=N, -D N=N, or the launch geometry (--local_size and --num_groups)")
}

// elementBuffers checks that the input and output buffers are declared
// with element type TYPE in the source: the test instantiates TYPE, and a
// buffer of another type takes no part in it (a kernel writing the integer
// k into a uint buffer would pass, since k is the code of (0,k)). The
// check is textual; Check checks the compiled kernel.
func elementBuffers(path string, t interval.TestOptions) error {
	_, in, out, err := t.Buffers()
	if err != nil {
		return deviceError(path, err)
	}
	for _, b := range []struct {
		what string
		p    csource.Param
	}{{"input", in}, {"output", out}} {
		if b.p.Type != "TYPE" {
			return diag.Errorf(diag.Unsupported, "%s: error: not generic: the %s buffer is %q, not a pointer to TYPE: the interval test instantiates TYPE, so it can only test a scan over arrays of TYPE",
				path, b.what, b.p.Text)
		}
	}
	return nil
}

// Devices lists the OpenCL devices a test can use.
func Devices() ([]opencl.DeviceInfo, error) {
	devs, err := opencl.Devices()
	if err != nil {
		return nil, deviceError("", err)
	}
	return devs, nil
}

// Oclgrind is the library of the Oclgrind simulator --device=oclgrind
// loads, if installed.
func Oclgrind() (string, bool) { return opencl.OclgrindLibrary() }

// deviceError maps an error of the interval or opencl package to an exit
// code: no platform 9 (with the install hint), build failure 2 (with the
// device's log), a work group beyond the device's limit 13 (naming both
// numbers), other option problems 1, and OpenCL failures 9.
func deviceError(path string, err error) error {
	prefix := "error: "
	if path != "" {
		prefix = path + ": error: "
	}
	var (
		be *opencl.BuildError
		le *opencl.LimitError
		ae *opencl.AllocError
		ue *opencl.UsageError
		ie *interval.InstrumentError
	)
	switch {
	case errors.Is(err, opencl.ErrNoPlatform):
		return diag.Errorf(diag.Configuration, "%s%v\n  %s", prefix, err, opencl.InstallHint)
	case errors.As(err, &be):
		return diag.Errorf(diag.Clang, "%s%v", prefix, be)
	case errors.As(err, &le):
		return diag.Errorf(diag.DeviceLimit, "%s%v: choose a smaller --local_size (and more groups) or another --device", prefix, le)
	case errors.As(err, &ae):
		return diag.Errorf(diag.DeviceLimit, "%s%v: choose a smaller --n or another --device", prefix, ae)
	case errors.As(err, &ie):
		return instrumentError(err)
	case errors.As(err, &ue):
		return diag.Errorf(diag.CommandLine, "%s%v", prefix, ue)
	}
	return diag.Errorf(diag.Configuration, "%sOpenCL error: %v", prefix, err)
}

// testError maps an error of a test run: the context's end is a timeout
// or an interruption, anything else a device error.
func (c *Config) testError(ctx context.Context, path string, err error) error {
	if errors.Is(ctx.Err(), context.Canceled) {
		return diag.Errorf(diag.Interrupted, "%s: error: interrupted", path)
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return diag.Errorf(diag.Timeout, "%s: error: the test timed out (--timeout=%s)", path, c.Timeout)
	}
	return deviceError(path, err)
}

// timings logs the split timings of a test under Verbose.
func (c *Config) timings(what string, t opencl.Timings) {
	if c.Verbose {
		c.logf("bvgen: %s: %v\n", what, t)
	}
}

// runWithContext runs f and gives up (with the context's error) when ctx
// is done first. A test on the device cannot be interrupted; it is left
// to finish in the background.
func runWithContext[T any](ctx context.Context, f func() (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	ch := make(chan result, 1)
	go func() {
		v, err := f()
		ch <- result{v, err}
	}()
	select {
	case r := <-ch:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}
