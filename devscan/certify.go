package devscan

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/pipeline"
)

// Proof is the race proof of one launch configuration (a kernel at one
// geometry with its defines); launches that share one share the proof.
type Proof struct {
	Launches []string // "launch 1 (block_scan)", ...
	Label    string   // the kernel, its file and geometry
	Time     time.Duration
}

// Certificate is a pipeline proved a correct scan of length N for every
// monoid.
type Certificate struct {
	Path   string
	Kind   interval.ScanKind
	N      int
	Proofs []Proof
	Test   *interval.PipelineResult
	// TestTime is the interval test's wall time end to end.
	TestTime time.Duration
	// Scalars notes the integer arguments the proofs left unconstrained.
	Scalars []string
}

// Check certifies a pipeline at length n: every launch generic and
// race-free (within and across groups) at its geometry, with OPERATOR
// uninterpreted, and one interval test of the whole pipeline, which runs
// on the device meanwhile. The proofs' failures are reported first: a run
// of a racy pipeline means little.
func Check(ctx context.Context, cfg *pipeline.Config, path string, n int, device string) (*Certificate, error) {
	g := cfg.GPUVerify
	if !cfg.RacesChecked() || g.OnlyIntraGroup || g.CheckArrays != nil || g.LoopUnwind > 0 || g.WarpSync > 0 || g.KernelArgs != nil {
		// The certificate needs race freedom proved for the launches as
		// the device runs them, with the arguments the description gives.
		return nil, diag.Errorf(diag.CommandLine, "error: check of a pipeline proves race freedom within and across groups: --no-race-checking, --only-divergence, --only-log, --only-intra-group, /checkArrays, --loop-unwind, --findbugs, --warp-sync and --kernel-args do not apply")
	}
	pl, err := load(path, n)
	if err != nil {
		return nil, err
	}
	tested := pl.startTest(device)
	cert := &Certificate{Path: path, Kind: pl.P.Kind, N: n}
	if err := pl.prove(ctx, cfg, cert); err != nil {
		return nil, err
	}
	t, err := pl.waitTest(ctx, tested, path, cfg)
	if err != nil {
		return nil, err
	}
	cert.Test, cert.TestTime = t.res, t.time
	if err := pl.failure(t.res, "every launch is race-free and generic, so the pipeline is not a correct "+pl.P.Kind.String()+" scan for every monoid"); err != nil {
		return nil, err
	}
	return cert, nil
}

type testOutcome struct {
	res  *interval.PipelineResult
	err  error
	time time.Duration
}

// startTest runs the interval test in the background (a run on the
// device cannot be interrupted: it is left to finish when ctx ends).
func (pl *Plan) startTest(device string) <-chan testOutcome {
	start := time.Now()
	ch := make(chan testOutcome, 1)
	go func() {
		res, err := interval.RunPipeline(pl.test(device))
		ch <- testOutcome{res, err, time.Since(start)}
	}()
	return ch
}

// waitTest waits for the test, or for ctx's end.
func (pl *Plan) waitTest(ctx context.Context, ch <-chan testOutcome, path string, cfg *pipeline.Config) (testOutcome, error) {
	select {
	case t := <-ch:
		if t.err != nil {
			return t, pl.deviceError(path, t.err)
		}
		return t, nil
	case <-ctx.Done():
		return testOutcome{}, ctxError(ctx, path, cfg)
	}
}

// load parses and instantiates a description.
func load(path string, n int) (*Plan, error) {
	p, err := Parse(path)
	if err != nil {
		return nil, err
	}
	return p.Instantiate(n)
}

// prove runs the genericity check and the race proof of every distinct
// launch configuration, in step order, and stops at the first failure.
func (pl *Plan) prove(ctx context.Context, cfg *pipeline.Config, cert *Certificate) error {
	seen := map[string]int{}
	for _, s := range pl.Steps {
		l, ok := s.(*PlanLaunch)
		if !ok {
			continue
		}
		key := strings.Join([]string{l.L.File, l.Decl.Name, strings.Join(l.Defines, " "), joinInts(l.Local), joinInts(l.Groups)}, "|")
		if i, ok := seen[key]; ok {
			cert.Proofs[i].Launches = append(cert.Proofs[i].Launches, l.Name())
			continue
		}
		start := time.Now()
		if err := pl.proveLaunch(ctx, cfg, l); err != nil {
			return err
		}
		seen[key] = len(cert.Proofs)
		cert.Proofs = append(cert.Proofs, Proof{Launches: []string{l.Name()}, Label: l.Label(), Time: time.Since(start)})
		for _, a := range l.Args {
			if a.Buffer < 0 && !a.Param.Pointer {
				cert.Scalars = append(cert.Scalars, fmt.Sprintf("%s of %s", a.Param.Name, l.Name()))
			}
		}
	}
	return nil
}

// proveLaunch checks one launch: generic with its TYPE buffers, and
// race-free at its geometry. Integer arguments are left unconstrained in
// the proof (it then covers the values the pipeline passes).
func (pl *Plan) proveLaunch(ctx context.Context, cfg *pipeline.Config, l *PlanLaunch) error {
	pc := *cfg
	pc.Geometry = geometry(l)
	pc.Defines = append(append([]string(nil), cfg.Defines...), l.Defines...)
	pc.Kernel = l.Decl.Name
	pc.Includes = append(append([]string(nil), cfg.Includes...), filepath.Dir(l.L.File))
	var typeBufs []string
	for _, a := range l.Args {
		if a.Buffer >= 0 && pl.P.Buffers[a.Buffer].Type == "TYPE" {
			typeBufs = append(typeBufs, a.Param.Name)
		}
	}
	k, err := pipeline.Generic(ctx, &pc, l.L.File, l.Decl.Name, typeBufs)
	if err != nil {
		return pl.inLaunch(l, err)
	}
	v, err := k.Verify(ctx, &pc, pipeline.AllChecks)
	if err != nil {
		return pl.inLaunch(l, err)
	}
	if !v.Verified {
		e := errCode(diag.NotVerified, l.L.Pos, "%s is not race-free at n = %d: %d error(s)\n  assuming %s", l.Label(), pl.N, len(v.Diags), v.Assumptions)
		e.Diags = v.Diags
		return e
	}
	return nil
}

// inLaunch puts the launch's position and name in front of an error of
// its kernel.
func (pl *Plan) inLaunch(l *PlanLaunch, err error) error {
	var e *diag.Error
	if !errors.As(err, &e) {
		return err
	}
	out := *e
	out.Msg = fmt.Sprintf("%s: error: in %s:\n%s", l.L.Pos, l.Label(), e.Msg)
	return &out
}

// failure is nil when the interval test passed, else the exit-6 error
// with the first wrong cell decoded and, for a write past the end of a
// buffer, the step that did it.
func (pl *Plan) failure(res *interval.PipelineResult, why string) error {
	if res.Passed {
		return nil
	}
	if len(res.Findings) > 0 {
		return pipeline.FindingsError(pl.P.Path, res.Findings, pl.describe(res), res.Failure)
	}
	if f := res.Failure; f.Unwritten != nil && !f.Own {
		// A buffer nobody wrote is named at its line of the description.
		var at []ir.Pos
		for _, b := range pl.P.Buffers {
			if f.Unwritten.What == "buffer" && b.Name == f.Unwritten.Name {
				at = append(at, b.Pos)
			}
		}
		return pipeline.UnwrittenError(pl.P.Path, f, pl.P.Kind, pl.describe(res), at)
	}
	pos := pl.P.OutPos
	if res.Step >= 0 {
		pos = pl.P.Steps[res.Step].At()
	}
	if why != "" {
		why = " (" + why + ")"
	}
	return errCode(diag.NotVerified, pos, "interval test failed%s: %s\n  (%s)", why, res.Failure.Long(), pl.describe(res))
}

// describe says what ran: "exclusive scan of length 1024 in 3 launches on DEVICE (32-bit interval monoid)".
func (pl *Plan) describe(res *interval.PipelineResult) string {
	launches := 0
	for _, s := range pl.Steps {
		if _, ok := s.(*PlanLaunch); ok {
			launches++
		}
	}
	return fmt.Sprintf("%s scan of length %d in %d launch(es) on %s (%d-bit interval monoid)", pl.P.Kind, pl.N, launches, res.Device.Name, res.Monoid.Bits)
}

// ctxError is the error of a run whose context ended.
func ctxError(ctx context.Context, path string, cfg *pipeline.Config) error {
	if errors.Is(ctx.Err(), context.Canceled) {
		return diag.Errorf(diag.Interrupted, "%s: error: interrupted", path)
	}
	return diag.Errorf(diag.Timeout, "%s: error: timed out (--timeout=%s)", path, cfg.Timeout)
}
