package pipeline

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/invariants"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

// Stage selects the checks of staged verification (OOPSLA13 §5).
type Stage int

const (
	// AllChecks proves races, divergence, assertions and contracts at once.
	AllChecks Stage = iota
	// RacesOnly proves race freedom and divergence, with the barrier and
	// loop invariants it needs (assertions and postconditions left out).
	RacesOnly
	// AssumingRaceFreedom proves assertions, invariants and
	// postconditions with race checking off.
	AssumingRaceFreedom
)

// Reduction is the two-thread program of a kernel with its side table.
type Reduction struct {
	red    *twothread.Reduction
	kernel *Kernel
}

// PassNames lists the reduction passes DumpAfter accepts.
func PassNames() []string { return twothread.PassNames() }

func (c *Config) reductionOptions(stage Stage) twothread.Options {
	opts := twothread.Options{Geometry: c.Geometry,
		NoRaceChecking: c.NoRaceChecking || stage == AssumingRaceFreedom, OnlyRaces: stage == RacesOnly,
		Checks: c.GPUVerify.Checks}
	if !c.NoInfer {
		opts.Candidates = func(l *twothread.Loop) []*bpl.Invariant { return invariants.Generate(l) }
	}
	return opts
}

// Reduce builds the two-thread program of the kernel for a stage, with
// candidate loop invariants unless Config.NoInfer.
func (k *Kernel) Reduce(cfg *Config, stage Stage) (*Reduction, error) {
	start := time.Now()
	cfg.Progress.enter(StageReduction)
	red, err := twothread.Reduce(k.Module, cfg.reductionOptions(stage))
	if err != nil {
		return nil, reductionError(err)
	}
	bpl.MarkKInduction(red.Program, cfg.GPUVerify.KInductionDepth)
	cfg.stage("two-thread reduction", start)
	return &Reduction{red: red, kernel: k}, nil
}

// DumpAfter prints the reduction's state after the named pass.
func (k *Kernel) DumpAfter(cfg *Config, pass string) (string, error) {
	if err := CheckPass(pass); err != nil {
		return "", err
	}
	dump, err := twothread.DumpAfter(k.Module, cfg.reductionOptions(AllChecks), pass)
	if err != nil {
		return "", reductionError(err)
	}
	return dump, nil
}

// PrintIR prints bvgen's IR of the kernel.
func (k *Kernel) PrintIR() string { return ir.Print(k.Module) }

// Emit turns the program with candidates into the final program that
// `bvgen kernel.cl` prints (Houdini's survivors as plain invariants, or no
// candidates under NoInfer) and returns its text. Without Boogie the
// program is printed without inferred invariants, with a warning in the
// log.
func (r *Reduction) Emit(ctx context.Context, cfg *Config) (string, error) {
	p := r.red.Program
	linked, err := cfg.linked() // --boogie-file: printed with the program
	if err != nil {
		return "", err
	}
	if err := cfg.checkLinked(ctx, p, linked); err != nil {
		return "", err
	}
	if cfg.NoInfer || cfg.GPUVerify.LoopUnwind > 0 {
		invariants.DropCandidates(p)
		return printLinked(p, linked), nil
	}
	start := time.Now()
	rep, err := invariants.Infer(ctx, p, cfg.inferOptions(prover.Options{Flags: twothread.BoogieFlags, Linked: linked}))
	cfg.stage("inference (Houdini)", start)
	if errors.Is(err, prover.ErrNotFound) {
		invariants.DropCandidates(p)
		cfg.logf("bvgen: warning: %v: printing the program without inferred loop invariants\n", err)
		return printLinked(p, linked), nil
	}
	cfg.inferReport(ctx, rep)
	if err != nil {
		return "", cfg.boogieError(ctx, err)
	}
	return printLinked(p, linked), nil
}

func (c *Config) inferOptions(bopts prover.Options) invariants.Options {
	return invariants.Options{Boogie: bopts, Explain: c.InferInfo, Phase: c.Progress.enter, ConcreteRuns: c.ConcreteRuns, VerdictOnly: c.adviceCheck, Pins: c.runPins}
}

// timeoutStage adds the stage that ran out of time to a timeout error.
func (c *Config) timeoutStage(err error) error {
	if e, ok := err.(*diag.Error); ok && e.Code == diag.Timeout {
		if during := c.Progress.During(); during != "" {
			out := *e
			out.Msg = strings.TrimSuffix(e.Msg, fmt.Sprintf(" (--timeout=%s)", c.Timeout)) + during + timeoutFlag(c.Timeout)
			return &out
		}
	}
	return err
}

func timeoutFlag(d time.Duration) string {
	if d == 0 {
		return ""
	}
	return fmt.Sprintf(" (--timeout=%s)", d)
}

// inferReport writes the --infer-info report, after the explanation of
// the dropped candidates: it runs once the verdict is known, so it never
// delays or changes it, and gets at most the time inference took (at
// least minExplain); after a kernel failed a check in Houdini's first run,
// the second run comes first, within the deadline (invariants.Report.Explain).
func (c *Config) inferReport(ctx context.Context, rep *invariants.Report) {
	if !c.InferInfo || rep == nil || c.Log == nil {
		return
	}
	start := time.Now()
	rep.Explain(ctx, max(minExplain, rep.Time))
	if rep.ExplainTime > 0 {
		c.stage(ExplainStage, start)
	}
	rep.Write(c.Log)
}

// minExplain is the least time the explanation gets.
const minExplain = 2 * time.Second

// ExplainStage names the explanation's time under --verbose: it comes
// after the verdict, so a benchmark of verdicts leaves it out.
const ExplainStage = "explanation (--infer-info)"

// boogieError maps an error of a Boogie run to an exit code.
func (c *Config) boogieError(ctx context.Context, err error) error {
	var herr *invariants.Error
	switch {
	case err == nil:
		return nil
	case errors.Is(err, prover.ErrNotFound):
		return diag.Errorf(diag.Configuration, "error: %v", err)
	case errors.Is(ctx.Err(), context.Canceled) && !errors.Is(ctx.Err(), context.DeadlineExceeded):
		return diag.Errorf(diag.Interrupted, "error: interrupted")
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return c.timeoutStage(diag.Errorf(diag.Timeout, "error: timed out (--timeout=%s)", c.Timeout))
	case errors.As(err, &herr):
		return diag.Errorf(diag.BoogieInternal, "internal error: %v", err)
	}
	return diag.Errorf(diag.BoogieInternal, "error: running boogie: %v", err)
}

// reductionError maps a reduction error to its exit code: constructs the
// reduction does not support are exit 4, anything else exit 5.
func reductionError(err error) error {
	var te *twothread.TranslationError
	if errors.As(err, &te) {
		return diag.FindingError(diag.Unsupported, err)
	}
	return &diag.Error{Code: diag.Reduction, Msg: "error: " + err.Error()}
}

// CheckPass says whether --dump-after names a reduction pass.
func CheckPass(pass string) error {
	if !slices.Contains(PassNames(), pass) {
		return diag.Errorf(diag.CommandLine, "error: --dump-after: unknown pass %q (passes: %s)", pass, strings.Join(PassNames(), ", "))
	}
	return nil
}
