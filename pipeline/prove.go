package pipeline

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/invariants"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

// Verdict is the outcome of proving a kernel: verified, or the failures
// as diagnostics (each explained once, each printed once).
type Verdict struct {
	Path     string
	Verified bool
	Diags    []diag.Diagnostic
	// Label names what was verified in the verdict line: the path, and
	// the kernels when the file defines several ("k.cl (kernel scan)").
	Label string
	// Assumptions says what the verdict assumed, verified or not (the
	// geometry, the checks left out, the defines, abstract generic names).
	Assumptions string
	// BoogieVerified is the number of procedures Boogie verified, for
	// GPUVerify's trailer line ("finished with N verified, M errors").
	BoogieVerified int
	// advice[i] is what diagnostic i's counterexample may suggest
	// (parameters to bound), checked by advise before it is given.
	advice []*twothread.Advice
	// pins fix the work items of the first confirmed counterexample
	// (c == value): the advice checks run the edited kernel on them first.
	pins []bpl.Expr
	// partial: Diags are the failures concrete runs found, not a proof's
	// (prover.Result.Partial); others may exist.
	partial bool
}

// Prove infers loop invariants (Houdini, unless NoInfer) and proves the
// program with Boogie. A verdict either way is a Verdict; a run that
// gives none (Boogie missing, a timeout, Boogie rejecting the program)
// is a *diag.Error.
func (r *Reduction) Prove(ctx context.Context, cfg *Config) (*Verdict, error) {
	if err := cfg.checkSaveBoogie(); err != nil {
		return nil, err
	}
	linked, err := cfg.linked()
	if err != nil {
		return nil, err
	}
	start := time.Now()
	// The prover proxy's label-free query has no time bound of its own:
	// with the quantified axioms of a --boogie-file, z3 may search for a
	// model of a satisfiable query forever (abstract_add/fail_decreasing),
	// so such runs use Boogie's z3 alone (the same verdicts).
	bopts := prover.Options{ErrorLimit: errorLimit, Flags: cfg.GPUVerify.boogieFlags(twothread.BoogieFlags), FastUnsat: len(linked) == 0,
		Proxy: cfg.Proxy, File: cfg.SaveBoogie, Trace: cfg.Verbose, Linked: linked}
	p := r.red.Program
	if err := cfg.checkLinked(ctx, p, linked); err != nil {
		return nil, err
	}
	var res *prover.Result
	// inferTime is the concrete runs' and Houdini's, before the final proof.
	var inferTime time.Duration
	if cfg.NoInfer || cfg.GPUVerify.LoopUnwind > 0 { // GPUVerify's bug finding infers nothing
		invariants.DropCandidates(p)
		cfg.Progress.enter(StageProof)
		res, err = prover.Verify(ctx, p, bopts)
	} else {
		var rep *invariants.Report
		res, rep, err = invariants.Verify(ctx, p, cfg.inferOptions(bopts))
		defer cfg.inferReport(ctx, rep) // once the verdict is known
		if rep != nil {
			inferTime = rep.Time + rep.Concrete.Time
		}
		if rep != nil && cfg.Verbose {
			// Where Boogie's time went: inference, then the final proof.
			c := rep.Concrete
			cfg.logf("bvgen: %-34s %8.1f ms (%d runs refuted %d of %d candidates, found %d failing checks)\n", "concrete runs", float64(c.Time.Microseconds())/1000, c.Runs-c.BesideRuns, c.Refuted, len(rep.Candidates), c.Failed-c.BesideFailed)
			if c.Beside > 0 {
				cfg.logf("bvgen: %-34s %8.1f ms (%d more runs beside Houdini's first run, found %d failing checks)\n", "concrete hunt", float64(c.Beside.Microseconds())/1000, c.BesideRuns, c.BesideFailed)
			}
			if c.CanvassRuns > 0 {
				cfg.logf("bvgen: %-34s %8.1f ms (%d more runs past failing checks, found %d more)\n", "concrete canvass", float64(c.Canvass.Microseconds())/1000, c.CanvassRuns, c.CanvassFailed)
			}
			cfg.logf("bvgen: %-34s %8.1f ms (%d Boogie runs)\n", "inference (Houdini)", float64(rep.Time.Microseconds())/1000, rep.Runs)
			cfg.logf("bvgen: %-34s %8.1f ms\n", "final proof", float64((time.Since(start)-rep.Time-c.Time-c.Canvass).Microseconds())/1000)
			cfg.logSlowest("slowest procedure, inference", rep.ProcTimes)
			if res != nil && !endsWith(rep.ProcTimes, res.ProcTimes) { // else Houdini's run was the proof
				cfg.logSlowest("slowest procedure, final proof", res.ProcTimes)
			}
		}
	}
	if res != nil && cfg.Verbose && (cfg.NoInfer || cfg.GPUVerify.LoopUnwind > 0) {
		cfg.logSlowest("slowest procedure", res.ProcTimes)
	}
	cfg.stage("boogie", start)
	if err != nil {
		return nil, cfg.boogieError(ctx, err)
	}
	path := r.kernel.Path
	verdict := &Verdict{Path: path, Label: r.kernel.Label(), Assumptions: r.kernel.Assumptions(cfg)}
	switch res.Status {
	case prover.StatusVerified:
		verdict.Verified = true
		return verdict, nil
	case prover.StatusFailed:
		confirm := time.Now()
		fs := res.Failures
		if !cfg.adviceCheck {
			runs := func(ctx context.Context, out []prover.Failure) {
				invariants.ConfirmByRuns(ctx, r.red.Program, out, twothread.WorkItemConsts())
			}
			fs = prover.ConfirmModels(ctx, r.red.Program, bopts, fs, twothread.WorkItemConsts(), confirm.Sub(start)-inferTime, runs)
		}
		cfg.stage("counterexamples confirmed", confirm)
		for _, f := range fs {
			if f.Confirmed {
				if eqs := prover.PinChoices([]prover.Failure{f}, twothread.WorkItemConsts()); len(eqs) > 0 {
					verdict.pins = eqs[0]
					break
				}
			}
		}
		verdict.Diags, verdict.advice = explain(fs, r.red.Origins, len(r.kernel.FileKernels) > 1,
			twothread.ExplainOptions{KInductionDepth: cfg.GPUVerify.KInductionDepth})
		verdict.BoogieVerified, verdict.partial = res.Verified, res.Partial
		return verdict, nil
	case prover.StatusTimeout:
		if ctx.Err() != nil {
			return nil, cfg.boogieError(ctx, ctx.Err())
		}
		return nil, cfg.timeoutStage(diag.Errorf(diag.Timeout, "%s: error: verification timed out (--timeout=%s)", path, cfg.Timeout))
	case prover.StatusInconclusive:
		return nil, diag.Errorf(diag.NotVerified, "%s: error: the prover could not decide some verification conditions (inconclusive): not verified", path)
	}
	var ds []string
	for _, d := range res.Diagnostics {
		ds = append(ds, d.String())
	}
	return nil, diag.Errorf(diag.BoogieInternal, "%s: internal error: Boogie rejected the generated program (%s):\n%s", path, res.Status, strings.Join(ds, "\n"))
}

// Verify loads, reduces and proves a kernel file.
func Verify(ctx context.Context, cfg *Config, path string) (*Verdict, error) {
	k, err := Load(ctx, cfg, path)
	if err != nil {
		return nil, err
	}
	return k.Verify(ctx, cfg, AllChecks)
}

// Verify reduces and proves a loaded kernel for a stage.
func (k *Kernel) Verify(ctx context.Context, cfg *Config, stage Stage) (*Verdict, error) {
	start := time.Now()
	red, err := k.Reduce(cfg, stage)
	if err != nil {
		return nil, err
	}
	v, err := red.Prove(ctx, cfg)
	if err == nil && !v.Verified {
		adv := time.Now()
		k.advise(ctx, cfg, stage, v, time.Since(start))
		cfg.stage("advice checked", adv)
	}
	cfg.stage("total", start)
	return v, err
}

// StagedVerdict is the outcome of staged verification: the verdict of each
// stage run (the second runs only when the first verified).
type StagedVerdict struct {
	Stages []*Verdict
}

// Verified reports whether every stage verified.
func (s *StagedVerdict) Verified() bool {
	return len(s.Stages) == 2 && s.Stages[0].Verified && s.Stages[1].Verified
}

// StageNames describe the stages of VerifyStaged.
var StageNames = []string{"race freedom", "assertions, invariants and postconditions assuming race freedom"}

// VerifyStaged runs the two stages of OOPSLA13 §5 on the kernel, loaded
// once: race freedom with the barrier and loop invariants it needs, then
// assertions, invariants and postconditions with race checking off.
// A stage that ends in an error leaves the stages before it in the
// StagedVerdict returned with the error.
func (k *Kernel) VerifyStaged(ctx context.Context, cfg *Config) (*StagedVerdict, error) {
	sv := &StagedVerdict{}
	if cfg.GPUVerify.LoopUnwind > 0 {
		return sv, diag.Errorf(diag.CommandLine, "error: --staged proves, --loop-unwind and --findbugs search for bugs: they exclude each other")
	}
	if !cfg.RacesChecked() {
		return sv, diag.Errorf(diag.CommandLine, "error: --staged and %s exclude each other", cfg.RacesNotCheckedWhy())
	}
	for _, stage := range []Stage{RacesOnly, AssumingRaceFreedom} {
		v, err := k.Verify(ctx, cfg, stage)
		if err != nil {
			return sv, err
		}
		sv.Stages = append(sv.Stages, v)
		if !v.Verified {
			break
		}
	}
	return sv, nil
}

// explain turns Boogie's failures into diagnostics, each failure explained
// once; the "unknown locations" failure of a barrier invariant that also
// fails on memory as it is is dropped (the plain failure is the cause),
// and equal diagnostics are kept once (Boogie may report one assertion
// along several paths; accesses expanded from one macro share a
// position). With several kernels in the file, each diagnostic names its
// kernel.
func explain(fs []prover.Failure, origins twothread.Origins, nameKernel bool, eo twothread.ExplainOptions) ([]diag.Diagnostic, []*twothread.Advice) {
	es := make([]twothread.Explanation, len(fs))
	plain := map[string]bool{}
	for i, f := range fs {
		es[i] = twothread.Explain(f, origins, eo)
		if d := es[i].Diag; d.Kind == diag.BarrierInvariant && !es[i].UnknownCells {
			plain[d.Pos.String()] = true
		}
	}
	var out []diag.Diagnostic
	var advice []*twothread.Advice
	for _, e := range es {
		d := e.Diag
		if e.UnknownCells && plain[d.Pos.String()] {
			continue
		}
		if nameKernel && e.Kernel != "" {
			d.Msg += " (kernel " + e.Kernel + ")"
		}
		if !slices.ContainsFunc(out, func(o diag.Diagnostic) bool { return reflect.DeepEqual(o, d) }) {
			out = append(out, d)
			advice = append(advice, e.Advice)
		}
	}
	return out, advice
}

// logSlowest names the procedure Boogie spent longest on (--verbose): the
// kernel, or a helper under --no-inline.
func (cfg *Config) logSlowest(what string, ts []prover.ProcTime) {
	if slow, ok := prover.Slowest(ts); ok {
		cfg.logf("bvgen: %-34s %8.1f ms (%s)\n", what, slow.Seconds*1000, strings.TrimPrefix(slow.Proc, "$"))
	}
}

// endsWith reports whether ts ends with the (non-empty) run us.
func endsWith(ts, us []prover.ProcTime) bool {
	if len(us) == 0 || len(us) > len(ts) {
		return false
	}
	return slices.Equal(ts[len(ts)-len(us):], us)
}

// errorLimit is Boogie's /errorLimit of the proof. Under bvgen's prover
// options z3 often fails several assertions in one model; Boogie reports
// one of them and blocks only that combination, so the same assertion
// comes back along other paths and can use up a small limit before other
// failures are reached (a race on one lane of a vector written whole:
// GPUVerify's misc/fail/4d_array_of_vectors_race; the race on s_seed of
// kernels/realworld/shoc_scan_bottom_racy, reached at 24 but not at 16).
// Each counterexample is a query of its own, so the limit is also what a
// failing kernel pays: a race on every byte of a struct copied whole
// (kernels/realworld/struct_copy_particles_racy) took 59 s at 64, 36 s at
// 32, 23 s at 16, merged into one report either way. Identical reports
// are printed once. The limit does not depend on timing; which
// counterexamples fill it can, when a query's answer comes from whichever
// of the prover shim's solvers is first (docs/reduction.md, "The prover
// shim").
const errorLimit = 32
