package interval

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/opencl"
)

// TestOptions configures RunIntervalTest and RunVoigtlander.
type TestOptions struct {
	SourcePath string // the kernel file; read when Source is empty
	Source     string // the kernel text (wins over SourcePath)
	Kernel     string // the kernel to run; "" = the only __kernel in the source

	Device      string   // device selector (see SelectDevice); "" = the first device
	Defines     []string // "NAME=VALUE" or "NAME", passed as -D
	IncludeDirs []string // passed as -I (the kernel file's folder is added)
	NoAutoN     bool     // do not pass -D N=n when the source mentions N

	N    int      // the scan length n
	Kind ScanKind // inclusive or exclusive

	GlobalSize []int // default: LocalSize if given, else [n]
	LocalSize  []int // default: GlobalSize when it fits one work group, else runtime's choice

	// Input and Output name the kernel's input and output buffers, by
	// parameter name or decimal index. Defaults: the first __global pointer
	// parameter is the input, the second the output; a kernel with a single
	// __global pointer, or Input == Output, scans in place (one buffer).
	Input, Output string

	// Scalars gives by-value integer arguments by parameter name. A scalar
	// called n or N that is not given receives n.
	Scalars map[string]uint64

	// Context, when set, bounds RunVoigtlander: it stops between launches
	// once the context is done and returns the context's error. (One
	// launch cannot be interrupted.)
	Context context.Context
}

// TestResult is the outcome of RunIntervalTest.
type TestResult struct {
	Passed  bool
	Failure *Mismatch // the first wrong output, decoded (nil when Passed)
	Device  opencl.DeviceInfo
	Kernel  string
	N       int
	Kind    ScanKind
	Monoid  Monoid
	Global  []int
	Local   []int // nil when the runtime chose
	InPlace bool
	Options string // the build options used
	Timings opencl.Timings
	// Findings are what the device reported about the run on its own
	// (Oclgrind's dynamic checks; none on other devices). A run with
	// findings does not pass.
	Findings []opencl.Finding
}

// Summary is a one-line report: "PASS ..." or "FAIL ...: out[5] = ...".
func (r *TestResult) Summary() string {
	head := fmt.Sprintf("interval test of %s (%v scan, n = %d, %d-bit monoid) on %s", r.Kernel, r.Kind, r.N, r.Monoid.Bits, r.Device.Name)
	if r.Passed {
		return "PASS " + head
	}
	return "FAIL " + head + ": " + r.Failure.Error()
}

// setup is a test configuration resolved against a source and a device.
type setup struct {
	src, file string
	decl      *csource.KernelDecl
	in, out   int // parameter indexes
	exec      *opencl.Executor
	opts      opencl.BuildOptions
	global    []int
	local     []int
}

// load reads the source and finds the kernel.
func (o *TestOptions) load() (src, file string, decl *csource.KernelDecl, err error) {
	src, file = o.Source, "kernel.cl"
	if o.SourcePath != "" {
		file = o.SourcePath
	}
	if src == "" {
		if o.SourcePath == "" {
			return "", "", nil, opencl.Usagef("no kernel source given")
		}
		b, err := os.ReadFile(o.SourcePath)
		if err != nil {
			return "", "", nil, opencl.Usage(err)
		}
		src = string(b)
	}
	decl, err = csource.FindKernel(src, o.Kernel)
	if err != nil {
		return "", "", nil, opencl.Usagef("%s: %w", file, err)
	}
	return src, file, decl, nil
}

// prepare resolves the options: source, kernel, device, buffers and sizes.
// timings.Setup is filled in.
func (o *TestOptions) prepare(t *opencl.Timings) (*setup, error) {
	if o.N < 1 {
		return nil, opencl.Usagef("n must be at least 1, got %d", o.N)
	}
	src, file, decl, err := o.load()
	if err != nil {
		return nil, err
	}
	s := &setup{src: src, file: file, decl: decl}
	if s.in, s.out, err = resolveBuffers(decl, o.Input, o.Output); err != nil {
		return nil, opencl.Usagef("%s: %w", file, err)
	}
	exec, d, err := opencl.Open(o.Device)
	t.Setup += d
	if err != nil {
		return nil, err
	}
	s.exec = exec
	s.opts = opencl.BuildOptions{Defines: append([]string(nil), o.Defines...), IncludeDirs: append([]string(nil), o.IncludeDirs...)}
	if o.SourcePath != "" {
		if abs, err := filepath.Abs(filepath.Dir(o.SourcePath)); err == nil {
			s.opts.IncludeDirs = append(s.opts.IncludeDirs, abs)
		}
	}
	if !o.NoAutoN && !s.opts.Defined("N") && csource.Mentions(src, "N") {
		s.opts.Defines = append(s.opts.Defines, fmt.Sprintf("N=%d", o.N))
	}
	s.global, s.local = o.GlobalSize, o.LocalSize
	if s.global == nil {
		s.global = []int{o.N}
		if s.local != nil {
			s.global = append([]int(nil), s.local...)
		}
	}
	if s.local == nil && product(s.global) <= exec.Device().MaxWorkGroupSize && exec.CheckLocalSize(s.global) == nil {
		s.local = append([]int(nil), s.global...)
	}
	if err := (opencl.Launch{Global: s.global, Local: s.local}).Validate(exec); err != nil {
		return nil, err
	}
	return s, nil
}

func product(xs []int) int {
	p := 1
	for _, x := range xs {
		p *= x
	}
	return p
}

// resolveBuffers finds the input and output parameter indexes.
func resolveBuffers(decl *csource.KernelDecl, input, output string) (in, out int, err error) {
	var globals []int
	for _, p := range decl.Params {
		if p.Pointer && (p.Space == "global" || p.Space == "constant") {
			globals = append(globals, p.Index)
		}
	}
	find := func(what, sel string, def int) (int, error) {
		if sel == "" {
			return def, nil
		}
		if i, err := strconv.Atoi(sel); err == nil {
			if i < 0 || i >= len(decl.Params) {
				return -1, fmt.Errorf("kernel %s has no parameter %d for the %s buffer (parameters: %s)", decl.Name, i, what, describeArgs(decl.Params))
			}
			return checkGlobal(decl, what, i)
		}
		for _, p := range decl.Params {
			if p.Name == sel {
				return checkGlobal(decl, what, p.Index)
			}
		}
		return -1, fmt.Errorf("kernel %s has no parameter %q for the %s buffer (parameters: %s)", decl.Name, sel, what, describeArgs(decl.Params))
	}
	defIn, defOut := -1, -1
	switch len(globals) {
	case 0:
	case 1:
		defIn, defOut = globals[0], globals[0]
	default:
		defIn, defOut = globals[0], globals[1]
	}
	if in, err = find("input", input, defIn); err != nil {
		return
	}
	if output == "" && input != "" && len(globals) == 1 {
		defOut = in
	}
	if out, err = find("output", output, defOut); err != nil {
		return
	}
	if in < 0 || out < 0 {
		return -1, -1, fmt.Errorf("kernel %s has no __global pointer parameter to scan (parameters: %s)", decl.Name, describeArgs(decl.Params))
	}
	return in, out, nil
}

func checkGlobal(decl *csource.KernelDecl, what string, i int) (int, error) {
	p := decl.Params[i]
	if !p.Pointer || (p.Space != "global" && p.Space != "constant") {
		return -1, fmt.Errorf("the %s buffer must be a __global pointer, but parameter %d of %s is %q", what, i, decl.Name, p.String())
	}
	return i, nil
}

// elemBytes is the size of a pointer parameter's element type; TYPE has
// typeBytes. Unknown types count as 8 bytes (large enough for any scalar).
func elemBytes(p csource.Param, typeBytes int) int {
	if p.Type == "TYPE" {
		return typeBytes
	}
	if b, ok := csource.ScalarSize(p.Type); ok {
		return b
	}
	return 8
}

// args builds the kernel arguments: in and out as given, __local pointers
// n elements, other __global pointers a buffer of 2n elements per group
// (groups > 1 for batched runs) whose TYPE cell i is fill(p, i) (zeros
// for other element types), scalars their value.
func (s *setup) args(o *TestOptions, n, groups, typeBytes int, in, out *opencl.Buffer, fill func(p csource.Param, i int) uint64) ([]opencl.Arg, error) {
	args := make([]opencl.Arg, len(s.decl.Params))
	for _, p := range s.decl.Params {
		switch {
		case p.Index == s.in:
			args[p.Index] = in
		case p.Index == s.out:
			args[p.Index] = out
		case p.Pointer && p.Space == "local":
			args[p.Index] = opencl.LocalMem{Bytes: n * elemBytes(p, typeBytes)}
		case p.Pointer:
			b := &opencl.Buffer{Data: make([]byte, 2*n*groups*elemBytes(p, typeBytes))}
			if p.Type == "TYPE" {
				putCodes(b.Data, typeBytes, func(i int) uint64 { return fill(p, i) })
			}
			args[p.Index] = b
		default:
			v, ok := o.Scalars[p.Name]
			if !ok && (p.Name == "n" || p.Name == "N") {
				v, ok = uint64(n), true
			}
			if !ok {
				return nil, opencl.Usagef("kernel %s: no value for scalar parameter %q (give it in Scalars)", s.decl.Name, p.String())
			}
			size, known := csource.ScalarSize(p.Type)
			if !known {
				return nil, opencl.Usagef("kernel %s: unsupported scalar parameter type %q", s.decl.Name, p.String())
			}
			args[p.Index] = opencl.Scalar{Bytes: size, Value: v}
		}
	}
	return args, nil
}

// RunIntervalTest runs the interval-of-summations test (Theorem 4.5): it
// instantiates the kernel with the interval monoid (Prelude), fills
// in[k] = (k,k) for k < n (and top beyond, Definition 4.4), every other
// TYPE cell the kernel may read with an unwritten code (Instrument; out
// and scratch buffers on the host), runs one launch, and checks out. The
// buffers have n guard cells past the end; a kernel that writes into them
// fails with "wrote past the end of out". An error means the test could
// not run (no device, build failure, bad sizes, a kernel Instrument
// cannot rewrite); a failed test is a result with Passed == false.
func RunIntervalTest(o TestOptions) (*TestResult, error) {
	var t opencl.Timings
	s, err := o.prepare(&t)
	if err != nil {
		return nil, err
	}
	m, err := ForN(o.N)
	if err != nil {
		return nil, opencl.Usage(err)
	}
	res := &TestResult{Device: s.exec.Device(), Kernel: s.decl.Name, N: o.N, Kind: o.Kind, Monoid: m,
		Global: s.global, Local: s.local, InPlace: s.in == s.out}

	if err := s.checkMemory(o.N); err != nil {
		return nil, err
	}
	start := time.Now()
	w, n := m.Bytes(), o.N
	rs, regions, err := s.regions()
	if err != nil {
		return nil, err
	}
	inBuf := &opencl.Buffer{Data: make([]byte, 2*n*w)}
	putCodes(inBuf.Data, w, func(i int) uint64 {
		if i < n {
			return m.Encode(Single(i))
		}
		return m.Top()
	})
	outBuf := inBuf
	if !res.InPlace {
		outBuf = &opencl.Buffer{Data: make([]byte, 2*n*w)}
		putCodes(outBuf.Data, w, func(i int) uint64 { return m.UnwrittenCode(regions[s.out], i) })
	}
	outBuf.ReadBack = true
	args, err := s.args(&o, n, 1, w, inBuf, outBuf, func(p csource.Param, i int) uint64 { return m.UnwrittenCode(regions[p.Index], i) })
	if err != nil {
		return nil, err
	}
	t.Transfer += time.Since(start)

	inst, err := Instrument(s.src, s.file, s.decl, s.localElems(n), rs)
	if err != nil {
		return nil, err
	}
	src := WithPrelude(Prelude(m), inst, s.file)
	prog, d, err := s.exec.Build(src, s.opts)
	t.Build += d
	res.Options = s.opts.String()
	if err != nil {
		return nil, err
	}

	rt, err := prog.Run(opencl.Launch{Kernel: s.decl.Name, Args: args, Global: s.global, Local: s.local})
	t.Add(rt)
	res.Findings = s.exec.Findings()
	if err != nil {
		return nil, err
	}

	start = time.Now()
	codes := make([]uint64, 2*n)
	for i := range codes {
		codes[i] = getCode(outBuf.Data, w, i)
	}
	res.Failure = Check(m, o.Kind, n, codes[:n])
	if res.Failure == nil {
		res.Failure = checkGuard(m, codes[n:], n, inBuf == outBuf, regions[s.out])
	}
	rs.Explain(res.Failure, m, regions[s.out])
	res.Passed = res.Failure == nil && len(res.Findings) == 0
	t.Check += time.Since(start)
	res.Timings = t
	return res, nil
}

// regions numbers the TYPE buffers the host fills with unwritten codes
// (every __global TYPE pointer but the input): regions[i] is the region
// of parameter i.
func (s *setup) regions() (*Regions, map[int]int, error) {
	rs, regions := &Regions{}, map[int]int{}
	for _, p := range s.decl.Params {
		if !p.Pointer || p.Space == "local" || p.Type != "TYPE" && p.Index != s.out || p.Index == s.in {
			continue
		}
		r, err := rs.Add(Region{What: "buffer", Name: p.Name})
		if err != nil {
			return nil, nil, opencl.Usage(err)
		}
		regions[p.Index] = r
	}
	return rs, regions, nil
}

// sizes are the bytes of the buffers args allocates for a test of
// length n (one group): 2n elements for every __global or __constant
// pointer, the input and output once each even in place.
func (s *setup) sizes(n int) ([]int64, []string, error) {
	m, err := ForN(n)
	if err != nil {
		return nil, nil, err
	}
	var sizes []int64
	var names []string
	for _, p := range s.decl.Params {
		if !p.Pointer || p.Space == "local" {
			continue
		}
		sizes = append(sizes, int64(2*n)*int64(elemBytes(p, m.Bytes())))
		names = append(names, p.Name)
	}
	return sizes, names, nil
}

// checkMemory checks the buffers of a test of length n against the
// device's limits before anything is allocated (on the host too); when
// they do not fit, the error gives the largest n that does.
func (s *setup) checkMemory(n int) error {
	sizes, names, err := s.sizes(n)
	if err != nil {
		return opencl.Usage(err)
	}
	var total int64
	for i, b := range sizes {
		total += b
		err := s.exec.CheckAlloc(fmt.Sprintf("buffer %s (2n elements of %d bytes)", names[i], b/int64(2*n)), b, total)
		if ae, ok := err.(*opencl.AllocError); ok {
			ae.N = n
			ae.LargestN = sort.Search(n, func(k int) bool {
				sz, _, err := s.sizes(k + 1)
				return err != nil || !ae.Fits(sz)
			})
			return ae
		}
	}
	return nil
}

// localElems is the size, in elements, of each __local pointer parameter
// (args gives each n elements).
func (s *setup) localElems(n int) map[int]int {
	out := map[int]int{}
	for _, p := range s.decl.Params {
		if p.Pointer && p.Space == "local" {
			out[p.Index] = n
		}
	}
	return out
}

// checkGuard reports a write into the guard cells past out[n-1] (which
// hold top in place, else their unwritten codes).
func checkGuard(m Monoid, guard []uint64, n int, inPlace bool, region int) *Mismatch {
	for i, c := range guard {
		fill := m.Top()
		if !inPlace {
			fill = m.UnwrittenCode(region, n+i)
		}
		if c != fill {
			return &Mismatch{Index: n + i, Got: m.Decode(c), Want: m.Decode(fill), Wrong: 1,
				Reason: fmt.Sprintf("the kernel wrote past the end of the output (n = %d)", n)}
		}
	}
	return nil
}

// Buffers resolves the kernel and its input and output parameters the way
// RunIntervalTest does, without touching OpenCL (for callers that check
// the same parameters statically, like `bvgen check`).
func (o TestOptions) Buffers() (decl *csource.KernelDecl, in, out csource.Param, err error) {
	_, file, decl, err := o.load()
	if err != nil {
		return nil, csource.Param{}, csource.Param{}, err
	}
	i, j, err := resolveBuffers(decl, o.Input, o.Output)
	if err != nil {
		return nil, csource.Param{}, csource.Param{}, opencl.Usagef("%s: %w", file, err)
	}
	return decl, decl.Params[i], decl.Params[j], nil
}

// describeArgs renders arguments for error messages.
func describeArgs(ps []csource.Param) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.String()
	}
	return strings.Join(s, ", ")
}
