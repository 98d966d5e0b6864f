package pipeline

import (
	"context"
	"time"

	"github.com/bvgen/bvgen/invariants"
	"github.com/bvgen/bvgen/prover"
)

// Benign-race tolerance (docs/reduction.md "Benign races") logs the value
// each access read or wrote, and a race is reported only when the values
// differ. Where those values are read from arrays whose contents are
// modelled, every query selects from the arrays, and the bit-blaster,
// which cannot take an array operation, is left out: PPCG's
// Floyd-Warshall, which reads, compares and stores int path lengths,
// took 219 s with tolerance and 6.7 s without. Tolerance only ever
// removes races from the verdict: the program without it checks every
// access against the same logs with a stronger condition (no value
// conjunct), models no array the tolerant one does not (reads of the
// others are arbitrary: more executions, not fewer), and checks the same
// assertions, barriers and contracts. So its proof is a proof of the
// kernel with tolerance too. proveStrict tries that proof first, on such
// kernels only, within half the time left; when it does not come (a
// check fails, possibly a benign race, or Houdini's first run proves
// nothing, or the time is up) the tolerant program is proved as before.

// proveStrict proves the kernel without benign-race tolerance where
// tolerance would keep array contents in the queries (red's
// TolerancePaysContents): the verdict and true when that proves it,
// false otherwise (the caller then proves red).
func (k *Kernel) proveStrict(ctx context.Context, cfg *Config, stage Stage, red *Reduction) (*Verdict, bool) {
	if !red.red.TolerancePaysContents || cfg.NoInfer || cfg.GPUVerify.LoopUnwind > 0 || cfg.adviceCheck || len(cfg.BoogieFiles) > 0 {
		return nil, false
	}
	start := time.Now()
	sc := *cfg
	sc.GPUVerify.Checks.NoBenign = true
	strict, err := k.Reduce(&sc, stage)
	if err != nil {
		return nil, false
	}
	if d, ok := ctx.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, start.Add(time.Until(d)/2))
		defer cancel()
	}
	opts := cfg.inferOptions(cfg.proofOptions(nil))
	opts.VerdictOnly, opts.ProofOnly = true, true
	res, rep, err := invariants.Verify(ctx, strict.red.Program, opts)
	proved := err == nil && res != nil && res.Status == prover.StatusVerified
	if cfg.Verbose {
		outcome := "no proof: proving with tolerance"
		if proved {
			outcome = "verified"
		}
		cfg.logf("bvgen: %-34s %8.1f ms (%s)\n", "proof without benign tolerance", float64(time.Since(start).Microseconds())/1000, outcome)
	}
	if !proved {
		return nil, false
	}
	cfg.inferReport(ctx, rep)
	return &Verdict{Path: k.Path, Verified: true, Label: k.Label(), Assumptions: k.Assumptions(cfg), BoogieVerified: res.Verified}, true
}
