package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/opencl"
)

// scanFlags are the flags of `bvgen test` and `bvgen check` that describe
// the scan under test (DESIGN.md §8).
type scanFlags struct {
	scan    string
	n       int
	in, out string
	device  string
	kernel  string
	method  string
}

func (s *scanFlags) register(cmd *cobra.Command, withMethod bool) {
	f := cmd.Flags()
	f.StringVar(&s.scan, "scan", "", "the kind of scan the kernel computes: inclusive or exclusive (required)")
	f.IntVar(&s.n, "n", 0, "the scan length n (default: -D N= if given, else the global size)")
	f.StringVar(&s.in, "in", "", "the input buffer: parameter name or index (default: the first __global pointer)")
	f.StringVar(&s.out, "out", "", "the output buffer (default: the second __global pointer; --out=--in scans in place)")
	f.StringVar(&s.device, "device", "", "the OpenCL device: index or part of the name (see bvgen devices; default: the first)")
	f.StringVar(&s.kernel, "kernel", "", "the kernel to run when the file defines several")
	if withMethod {
		f.StringVar(&s.method, "method", "interval", "interval (one test, POPL14 Theorem 4.5) or voigtlander (the O(n²) baseline)")
	}
}

func newTestCmd() *cobra.Command {
	var o options
	var s scanFlags
	cmd := &cobra.Command{
		Use:   "test [flags] kernel.cl",
		Short: "run the interval-of-summations test of a generic scan on an OpenCL device",
		Long: `bvgen test instantiates TYPE, OPERATOR and IDENTITY with the interval-of-summations
monoid, runs the kernel once on in[k] = (k,k) and checks out[k] = (0,k) (inclusive)
or out[0] = identity, out[k] = (0,k-1) (exclusive). Passing shows the scan correct
for every monoid only if the kernel is also race-free and generic: bvgen check
proves both.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := o.context()
			defer cancel()
			return o.test(ctx, args[0], &s, cmd.OutOrStdout())
		},
	}
	o.register(cmd)
	s.register(cmd, true)
	return cmd
}

func newDevicesCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "devices",
		Short: "list the OpenCL platforms and devices bvgen test can use",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			devs, err := opencl.Devices()
			if err != nil {
				return intervalExit("", err)
			}
			w := cmd.OutOrStdout()
			for _, d := range devs {
				fmt.Fprintln(w, d)
				fmt.Fprintf(w, "   %s; %d compute units; max work-item sizes %v\n", d.Version, d.ComputeUnits, d.MaxWorkItemSizes)
			}
			return nil
		},
	}
}

// test runs `bvgen test`.
func (o *options) test(ctx context.Context, path string, s *scanFlags, w io.Writer) error {
	topts, err := o.testOptions(path, s, nil)
	if err != nil {
		return err
	}
	if err := elementBuffers(path, topts); err != nil {
		return err
	}
	switch s.method {
	case "interval":
		res, err := runWithContext(ctx, func() (*interval.TestResult, error) { return interval.RunIntervalTest(topts) })
		if err != nil {
			return o.testError(path, err)
		}
		o.timings("interval test", res.Timings)
		if !res.Passed {
			return testFailure(path, res)
		}
		fmt.Fprintf(w, "%s: interval test passed: %s\n", path, describeRun(res))
		fmt.Fprintf(w, "  note: this shows the scan correct for every monoid only if the kernel is race-free and generic (bvgen check proves both)\n")
		return nil
	case "voigtlander":
		topts.Context = ctx
		res, err := runWithContext(ctx, func() (*interval.VoigtlanderResult, error) { return interval.RunVoigtlander(topts) })
		if err != nil {
			return o.testError(path, err)
		}
		o.timings("Voigtländer's tests", res.Timings)
		if !res.Passed {
			return exitf(ExitNotVerified, "%s: error: Voigtländer's tests failed (%s scan of length %d on %s): %v (after %d of %d tests)",
				path, topts.Kind, res.N, res.Device.Name, res.Failure, res.Ran, res.Tests)
		}
		fmt.Fprintf(w, "%s: Voigtländer's tests passed: %d tests (%s scan of length %d) in %d launches on %s\n",
			path, res.Tests, topts.Kind, res.N, res.Launches, res.Device.Name)
		fmt.Fprintf(w, "  note: this shows the scan correct for every monoid only if the kernel is race-free and generic (bvgen check proves both)\n")
		return nil
	}
	return exitf(ExitCommandLine, "error: --method=%s: want interval or voigtlander", s.method)
}

// describeRun says what was run: "exclusive scan of length 1024 on DEVICE
// (32-bit interval monoid; global size [512], local size [512])".
func describeRun(r *interval.TestResult) string {
	local := "chosen by the runtime"
	if r.Local != nil {
		local = fmt.Sprint(r.Local)
	}
	return fmt.Sprintf("%s scan of length %d on %s (%d-bit interval monoid; global size %v, local size %s%s)",
		r.Kind, r.N, r.Device.Name, r.Monoid.Bits, r.Global, local, map[bool]string{true: "; in place"}[r.InPlace])
}

// testFailure is the exit-6 error of a failed interval test, with the
// decoded first failure.
func testFailure(path string, r *interval.TestResult) error {
	return exitf(ExitNotVerified, "%s: error: interval test failed: %s\n  (%s)", path, r.Failure.Long(), describeRun(r))
}

// timings prints the split timings of a test under --verbose.
func (o *options) timings(what string, t opencl.Timings) {
	if o.verbose {
		fmt.Fprintf(os.Stderr, "bvgen: %s: %v\n", what, t)
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

// testError maps an error of the interval or opencl package to an exit code:
// no platform 9 (with the install hint), build failure 2 (with the
// device's log), a work group beyond the device's limit 1 (naming both
// numbers), other option problems 1, timeout 7, and OpenCL failures 9.
func (o *options) testError(path string, err error) error {
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return exitf(ExitTimeout, "%s: error: the test timed out (--timeout=%s)", path, o.timeout)
	}
	return intervalExit(path, err)
}

func intervalExit(path string, err error) error {
	prefix := "error: "
	if path != "" {
		prefix = path + ": error: "
	}
	var (
		be *opencl.BuildError
		le *opencl.LimitError
		ue *opencl.UsageError
	)
	switch {
	case errors.Is(err, opencl.ErrNoPlatform):
		return exitf(ExitConfiguration, "%s%v\n  %s", prefix, err, opencl.InstallHint)
	case errors.As(err, &be):
		return exitf(ExitClang, "%s%v", prefix, be)
	case errors.As(err, &le):
		return exitf(ExitCommandLine, "%s%v: choose a smaller --local_size (and more groups) or another --device", prefix, le)
	case errors.As(err, &ue):
		return exitf(ExitCommandLine, "%s%v", prefix, ue)
	}
	return exitf(ExitConfiguration, "%sOpenCL error: %v", prefix, err)
}

// abstractMacros are the macros a generic kernel must leave to bvgen.
var abstractMacros = []string{"TYPE", "OPERATOR", "IDENTITY"}

// defined returns the value of -D name=value (ok false when not given).
func (o *options) defined(name string) (value string, ok bool) {
	for _, d := range o.defines {
		k, v, _ := strings.Cut(d, "=")
		if k = strings.TrimSpace(k); k == name || strings.HasPrefix(k, name+"(") {
			return strings.TrimSpace(v), true
		}
	}
	return "", false
}

// testOptions builds the options of an interval test from the flags.
// g, when non-nil, overrides the geometry flags.
func (o *options) testOptions(path string, s *scanFlags, g *launch) (interval.TestOptions, error) {
	var t interval.TestOptions
	if _, err := os.Stat(path); err != nil {
		return t, exitf(ExitCommandLine, "error: %v", err)
	}
	if s.scan == "" {
		return t, exitf(ExitCommandLine, "error: --scan=inclusive or --scan=exclusive is required")
	}
	kind, err := interval.ParseScanKind(s.scan)
	if err != nil {
		return t, exitf(ExitCommandLine, "error: --scan: %v", err)
	}
	for _, m := range abstractMacros {
		if _, ok := o.defined(m); ok {
			return t, exitf(ExitCommandLine, "error: -D %s: bvgen instantiates TYPE, OPERATOR and IDENTITY itself (the interval monoid for the test, an uninterpreted operator for the proof)", m)
		}
	}
	if g == nil {
		if g, err = o.launch(); err != nil {
			return t, err
		}
	}
	n, err := o.scanLength(s, g)
	if err != nil {
		return t, err
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return t, exitf(ExitCommandLine, "error: %v", err)
	}
	t = interval.TestOptions{SourcePath: path, Source: eraseAnnotations(string(src)), Kernel: s.kernel, Device: s.device,
		Defines: append([]string(nil), o.defines...), IncludeDirs: o.includes, N: n, Kind: kind,
		Input: s.in, Output: s.out}
	if g != nil {
		t.GlobalSize, t.LocalSize = g.global, g.local
	}
	return t, nil
}

// scanLength resolves --n: the flag, else -D N=, else the global size.
func (o *options) scanLength(s *scanFlags, g *launch) (int, error) {
	dn, hasN := o.defined("N")
	var fromD int
	if hasN {
		v, err := strconv.ParseInt(dn, 0, 64)
		if err != nil || v < 1 {
			if s.n == 0 {
				return 0, exitf(ExitCommandLine, "error: -D N=%s is not a positive integer: give the scan length with --n", dn)
			}
		} else {
			fromD = int(v)
		}
	}
	switch {
	case s.n < 0:
		return 0, exitf(ExitCommandLine, "error: --n=%d: the scan length must be positive", s.n)
	case s.n > 0 && fromD > 0 && s.n != fromD:
		return 0, exitf(ExitCommandLine, "error: --n=%d disagrees with -D N=%d", s.n, fromD)
	case s.n > 0:
		return s.n, nil
	case fromD > 0:
		return fromD, nil
	case g != nil && g.global != nil:
		n := 1
		for _, x := range g.global {
			n *= x
		}
		return n, nil
	}
	return 0, exitf(ExitCommandLine, "error: give the scan length: --n=N, -D N=N, or the launch geometry (--local_size and --num_groups)")
}

// launch is a concrete launch geometry for the device.
type launch struct {
	global, local []int
}

// launch turns the geometry flags into a launch; nil when none are given.
func (o *options) launch() (*launch, error) {
	g, err := o.geometry()
	if err != nil {
		return nil, err
	}
	if g.LocalSize == nil && g.NumGroups == nil {
		return nil, nil
	}
	if g.LocalSize == nil {
		return nil, exitf(ExitCommandLine, "error: --num_groups needs --local_size to run the kernel")
	}
	concrete := func(flag string, d ir.Dims) ([]int, error) {
		out := make([]int, len(d))
		for i, x := range d {
			if x == ir.Unconstrained {
				return nil, exitf(ExitCommandLine, "error: %s=%s: running the kernel needs a concrete size, not *", flag, d)
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
			return nil, exitf(ExitCommandLine, "error: --num_groups %s and --local_size %s have different dimensions", g.NumGroups, g.LocalSize)
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

// annotationCall matches the call forms of annotations (DESIGN.md §6).
var annotationCall = regexp.MustCompile(`\b__(` + strings.Join(ir.AnnotKindNames(), "|") + `)(_\d+)?\s*\(`)

// eraseAnnotations prepends macros that erase the call forms of bvgen's
// annotations (__assert(e), __invariant(e), __barrier_invariant_2(...),
// ...) when the kernel uses them, so that the device compiler, which does
// not know them, accepts the kernel. Pragmas need nothing: compilers
// ignore unknown pragmas.
func eraseAnnotations(src string) string {
	if !annotationCall.MatchString(src) {
		return src
	}
	var b strings.Builder
	b.WriteString("/* bvgen: annotations are checked by bvgen verify, not executed */\n")
	for _, k := range ir.AnnotKindNames() {
		switch k {
		case "barrier_invariant", "barrier_invariant_binary":
			for i := 1; i <= 8; i++ {
				fmt.Fprintf(&b, "#define __%s_%d(...) ((void)0)\n", k, i)
			}
		default:
			fmt.Fprintf(&b, "#define __%s(...) ((void)0)\n", k)
		}
	}
	b.WriteString("#line 1\n")
	return b.String() + src
}

// elementBuffers checks that the input and output buffers are declared
// with element type TYPE in the source: the test instantiates TYPE, and a
// buffer of another type takes no part in it (a kernel writing the integer
// k into a uint buffer would pass, since k is the code of (0,k)). The
// check is textual; bvgen check checks the compiled kernel.
func elementBuffers(path string, t interval.TestOptions) error {
	_, in, out, err := t.Buffers()
	if err != nil {
		return intervalExit(path, err)
	}
	for _, b := range []struct {
		what string
		p    csource.Param
	}{{"input", in}, {"output", out}} {
		if b.p.Type != "TYPE" {
			return exitf(ExitTranslation, "%s: error: not generic: the %s buffer is %q, not a pointer to TYPE: the interval test instantiates TYPE, so it can only test a scan over arrays of TYPE",
				path, b.what, b.p.Text)
		}
	}
	return nil
}
