package pipeline

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/genericity"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
)

// CheckOutcome is a generic scan proved functionally correct for every
// monoid (POPL14 Theorem 4.5): generic, race-free, and passing the
// interval test.
type CheckOutcome struct {
	Path        string
	Kind        string // inclusive or exclusive
	N           int
	Device      string
	Assumptions string
}

// Check runs `bvgen check`: the genericity check (cheap; nothing else
// means anything for a kernel that is not generic), the race proof with
// OPERATOR uninterpreted and the interval test, the last two concurrently
// with the first. The kernel is compiled once per instantiation of TYPE;
// the proof reuses the first. The proof's failures are reported first, so
// that a racy kernel is reported as racy even when its run also failed.
func Check(ctx context.Context, cfg *Config, path string, s *Scan) (*CheckOutcome, error) {
	if !cfg.RacesChecked() || cfg.GPUVerify.CheckArrays != nil || cfg.GPUVerify.LoopUnwind > 0 {
		// The theorem needs race freedom proved, not assumed.
		return nil, diag.Errorf(diag.CommandLine, "error: check proves race freedom: --no-race-checking and --only-divergence do not apply (nor --only-log, /checkArrays, --loop-unwind, --findbugs)")
	}
	start := time.Now()
	g, err := cfg.concreteLaunch()
	if err != nil {
		return nil, err
	}
	topts, err := cfg.testOptions(path, s, g)
	if err != nil {
		return nil, err
	}
	// The proof must be about the launch that is tested: without a
	// geometry both use one work group of n work items.
	if g == nil {
		g = &launch{global: []int{topts.N}, local: []int{topts.N}}
		topts.GlobalSize, topts.LocalSize = g.global, g.local
	}
	if cfg.GPUVerify.OnlyIntraGroup && product(g.groups()) > 1 {
		return nil, diag.Errorf(diag.CommandLine, "error: --only-intra-group: check needs races between work groups proved too when it runs %v work groups", g.groups())
	}
	pc := cfg.proofConfig(g, topts)
	decl, in, out, err := topts.Buffers()
	if err != nil {
		return nil, deviceError(path, err)
	}
	// The interval test (about a second, mostly the device compiler) runs
	// in the background from here on.
	tested := make(chan outcome[*interval.TestResult], 1)
	go func() {
		res, err := interval.RunIntervalTest(topts)
		tested <- outcome[*interval.TestResult]{res, err}
	}()

	gstart := time.Now()
	k, viol, err := pc.genericity(ctx, path, decl.Name, []string{in.Name, out.Name})
	if err != nil {
		return nil, err
	}
	cfg.stage("genericity check", gstart)
	if len(viol) > 0 {
		return nil, notGeneric(path, viol)
	}
	proved := make(chan outcome[*Verdict], 1)
	go func() {
		v, err := k.Verify(ctx, pc, AllChecks)
		proved <- outcome[*Verdict]{v, err}
	}()

	var res *interval.TestResult
	select {
	case t := <-tested:
		if t.err != nil {
			return nil, cfg.testError(ctx, path, t.err)
		}
		res = t.v
	case <-ctx.Done():
		return nil, cfg.testError(ctx, path, ctx.Err())
	}
	cfg.timings("interval test", res.Timings)
	p := <-proved
	defer cfg.stage("total", start)
	if err := raceVerdict(cfg, path, p, res); err != nil {
		return nil, err
	}
	if len(res.Findings) > 0 {
		return nil, findingsError(path, res.Findings, describeRun(res), failureText(res.Failure))
	}
	if f := res.Failure; !res.Passed && f.Unwritten != nil {
		// Its own code in a cell the kernel reads may be a value computed
		// from the cell itself before anything was written there.
		if reads := readsOf(k.Module, decl.Name, f.Unwritten); !f.Own || len(reads) > 0 {
			return nil, unwrittenError(path, res, reads)
		}
	}
	if !res.Passed {
		return nil, diag.Errorf(diag.NotVerified, "%s: error: interval test failed (the kernel is race-free and generic, so it is not a correct %s scan for every monoid): %s\n  (%s)",
			path, res.Kind, res.Failure.Long(), describeRun(res))
	}
	return &CheckOutcome{Path: path, Kind: res.Kind.String(), N: res.N, Device: res.Device.Name,
		Assumptions: cfg.checkAssumptions(g, res)}, nil
}

type outcome[T any] struct {
	v   T
	err error
}

// proofConfig is the configuration of the genericity check and the race
// proof: the tested launch, and -D N=n when the source mentions N and no
// define gives it.
func (c *Config) proofConfig(g *launch, topts interval.TestOptions) *Config {
	pc := *c
	pc.Geometry = ir.Geometry{LocalSize: dims(g.local), NumGroups: dims(g.groups())}
	pc.Defines = append([]string(nil), c.Defines...)
	if _, ok := c.defined("N"); !ok && csource.Mentions(topts.Source, "N") {
		pc.Defines = append(pc.Defines, fmt.Sprintf("N=%d", topts.N))
	}
	return &pc
}

func dims(xs []int) ir.Dims {
	d := make(ir.Dims, len(xs))
	for i, x := range xs {
		d[i] = int64(x)
	}
	return d
}

func product(xs []int) int {
	p := 1
	for _, x := range xs {
		p *= x
	}
	return p
}

// notGeneric is the exit-4 error of a kernel that is not generic.
func notGeneric(path string, viol []genericity.Violation) error {
	e := diag.Errorf(diag.Unsupported, "%s: not generic: %d violation(s); bvgen check proves only generic scans correct (values of TYPE may flow only through OPERATOR, loads, stores and copies)", path, len(viol))
	for _, v := range viol {
		e.Diags = append(e.Diags, v.Diagnostic())
	}
	return e
}

// raceVerdict is nil when the race proof verified, else the error to exit
// with: the proof's failures, and the interval test's failure beside them.
func raceVerdict(cfg *Config, path string, p outcome[*Verdict], res *interval.TestResult) error {
	if p.err != nil {
		if e, ok := p.err.(*diag.Error); ok && e.Code == diag.Timeout {
			return cfg.timeoutStage(diag.Errorf(diag.Timeout, "%s: error: the race proof timed out (--timeout=%s)", path, cfg.Timeout))
		}
		return p.err
	}
	if p.v.Verified {
		return nil
	}
	e := diag.Errorf(diag.NotVerified, "%s: not verified: %d error(s) in the race proof (with OPERATOR uninterpreted, for every monoid)", path, len(p.v.Diags))
	e.Diags = p.v.Diags
	if res.Failure != nil {
		e.Diags = append(e.Diags, diag.Diagnostic{Kind: diag.IntervalTest, Pos: ir.Pos{File: path},
			Msg: "interval test failed too (a run of a kernel with data races means little): " + res.Failure.Long()})
	}
	for _, f := range res.Findings {
		e.Diags = append(e.Diags, findingDiag(f, path))
	}
	return e
}

// genericity compiles the kernel with the abstract instantiations of TYPE
// (4- and 8-byte typedefs) and checks it, including that the input and
// output buffers are arrays of TYPE (Definition 4.2). It returns the
// kernel compiled with the first instantiation (for the race proof) and
// the violations of the first instantiation that has any.
func (c *Config) genericity(ctx context.Context, path, kernel string, buffers []string) (*Kernel, []genericity.Violation, error) {
	var first *Kernel
	for _, bits := range genericity.Widths {
		defs := append(append([]string(nil), c.Defines...), genericity.AbstractDefines(bits)...)
		// Inlined always: the check reads the kernel's body with its helpers.
		gc := *c
		gc.NoInline, gc.Kernel = false, ""
		k, err := load(ctx, &gc, path, defs)
		if err != nil {
			return nil, nil, err
		}
		if first == nil {
			first = k
		}
		viol, err := c.genericityOf(k, bits, kernel, buffers)
		if err != nil || len(viol) > 0 {
			return nil, viol, err
		}
	}
	// Memory nobody wrote: once, with the first width (the rules do not
	// depend on it).
	src, err := readFile(path)
	if err != nil {
		return nil, nil, err
	}
	if err := c.checkUnwritten(ctx, path, kernel, src, genericity.Widths[0]); err != nil {
		return nil, nil, err
	}
	if c.NoInline {
		// The proof checks helpers as procedures: compile it so.
		k, err := load(ctx, c, path, append(append([]string(nil), c.Defines...), genericity.AbstractDefines(genericity.Widths[0])...))
		return k, nil, err
	}
	return first, nil, nil
}

// genericityOf checks one instantiation: the kernel, and that each of
// buffers (the input and output, or every TYPE buffer of a device-wide
// pipeline) is an array of TYPE.
func (c *Config) genericityOf(k *Kernel, bits int, kernel string, buffers []string) ([]genericity.Violation, error) {
	var f *ir.Function
	for _, g := range k.Module.Kernels {
		if g.Name == kernel {
			f = g
		}
	}
	if f == nil {
		return nil, diag.Errorf(diag.Unsupported, "%s: error: kernel %s not found in the compiled module", k.Path, kernel)
	}
	opts := genericity.AbstractOptions(bits)
	res := genericity.CheckFunction(f, opts)
	viol := append([]genericity.Violation(nil), res.Violations...)
	var bufViol []genericity.Violation
	for i, name := range buffers {
		what := "TYPE"
		if len(buffers) == 2 {
			what = []string{"input", "output"}[i]
		}
		if i == 1 && name == buffers[0] {
			break // in place
		}
		if v, ok := genericity.BufferViolation(f, opts, what, name); !ok {
			bufViol = append(bufViol, v)
		}
	}
	viol = append(bufViol, viol...)
	if c.Verbose {
		var names []string
		for _, a := range res.ElemArrays {
			names = append(names, a.Name)
		}
		c.logf("bvgen: genericity (%d-bit TYPE): arrays of TYPE: %s; %d OPERATOR application(s); %d violation(s)\n",
			bits, strings.Join(names, ", "), res.Operators, len(viol))
	}
	return viol, nil
}

// checkAssumptions says what the verdict of check assumed.
func (c *Config) checkAssumptions(g *launch, r *interval.TestResult) string {
	parts := []string{fmt.Sprintf("local size %v", g.local), fmt.Sprintf("number of groups %v", g.groups())}
	if c.GPUVerify.OnlyIntraGroup {
		parts = append(parts, "races between work groups not checked (--only-intra-group)")
	}
	for _, d := range c.Defines {
		parts = append(parts, "-D "+d)
	}
	if r.InPlace {
		parts = append(parts, "in place")
	}
	return strings.Join(parts, "; ")
}
