package invariants

import (
	"context"
	"fmt"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/boogie/concrete"
	"github.com/bvgen/bvgen/prover"
)

// prefilter runs the program on concrete values (Options.ConcreteRuns):
// it returns the candidates a run found false, by name, to be dropped
// before Houdini starts, and the checks of the kernel a run found false.
func prefilter(ctx context.Context, p *bpl.Program, cands []*cand, opts Options, rep *Report) (map[string]bool, []concrete.Failure) {
	drop := map[string]bool{}
	if opts.ConcreteRuns == 0 {
		return drop, nil
	}
	start := time.Now()
	var res concrete.Result
	if len(opts.Pins) > 0 {
		res = concrete.Refute(ctx, p, concrete.Options{Runs: opts.ConcreteRuns, Budget: pinnedRuns, Pins: opts.Pins})
	}
	if !opts.RunsDecide || len(res.Failures) == 0 {
		res.Merge(concrete.Refute(ctx, p, concrete.Options{Runs: opts.ConcreteRuns, Hunt: huntRuns}))
	}
	for i, c := range cands {
		if res.Refuted[c.inv] {
			drop[c.name] = true
			rep.Candidates[i].Concrete = true
		}
	}
	rep.Concrete = ConcreteReport{Runs: res.Runs, Stopped: res.Stopped, Refuted: len(drop), Failed: len(res.Failures), Time: time.Since(start)}
	for why, n := range res.Reasons {
		if n > res.Reasons[rep.Concrete.Why] || n == res.Reasons[rep.Concrete.Why] && why < rep.Concrete.Why {
			rep.Concrete.Why = why
		}
	}
	return drop, res.Failures
}

// pinnedRuns bounds the runs with Options.Pins.
const pinnedRuns = 250 * time.Millisecond

// huntRuns bounds the runs that only look for a failing check once the
// candidates' runs refute nothing new. On the real-world corpus (2
// kernels at a time on 2 cores) every racy kernel's runs that met its
// race met it within 200 ms, but for two with several procedures whose
// second procedure met it in its first runs, once the first's share of
// the budget was spent; race-free kernels with long loops (n-body, SpMV,
// Black-Scholes) hunted for the whole 1 s budget.
const huntRuns = 300 * time.Millisecond

// concreteProof bounds the proof concreteVerdict runs for the report.
var concreteProof = 5 * time.Second

// concreteVerdict reports a kernel one of whose checks a concrete run
// found false, without running Houdini. The run is an execution of the
// program; any invariant Houdini keeps holds on it, so the check fails in
// the final program whatever inference would keep: the verdict is known.
// On the real-world corpus half the kernels are racy twins, whose first
// Houdini run refuted candidates until a check failed (AES without its
// barrier: no answer in 5 minutes).
//
// Not with a --boogie-file (Verify): the runs do not see its axioms.
//
// For the report, the program is proved with every candidate the runs
// did not refute assumed (failFast): its failures are failures of the
// final program, and the run's own path satisfies every such candidate
// it could evaluate, so the proof fails too unless a candidate it could
// not evaluate cuts the path. The work items are not pinned to the run's
// (as prover.ConfirmModels pins them): the proof would then name only
// that pair's failures, and a report should name every failing statement
// (kernels/realworld/halo_bounds_oob.cl lost one of its two). When that proof verifies, the runs are not
// trusted against the prover (a run that broke something the program
// assumes would look like this): nil is returned and Verify goes the way
// it would without them. When it gives no answer within concreteProof
// (a program without candidates gets --timeout: its proof is the final
// one), the runs' failures are the report: each with the values of the run that
// found it, a counterexample that is an execution and needs no confirming
// (prover.ConfirmModels), and no candidate is kept. With
// Options.RunsDecide the runs' failures are the report at once.
func concreteVerdict(ctx context.Context, p *bpl.Program, cands []*cand, pre map[string]bool, failed []concrete.Failure, opts Options, rep *Report) *prover.Result {
	found := fmt.Sprintf("a concrete run found %d check(s) of the kernel false before Houdini ran", len(failed))
	if opts.RunsDecide {
		rep.Failure = found + "; the report is the runs' (no proof asked for, no candidate kept)"
	} else {
		all := map[string]bool{}
		for _, c := range cands {
			all[c.name] = !pre[c.name]
		}
		// Without candidates this proof is the final program's, which the
		// way without the runs would run unbounded: a bound would only
		// lose failures the runs did not meet (under load, the second
		// racy statement of kernels/lowering/fft_private_arrays_racy.cl).
		pctx := ctx
		if len(cands) > 0 {
			var cancel context.CancelFunc
			pctx, cancel = context.WithTimeout(ctx, concreteProof)
			defer cancel()
		}
		final, ok := failFast(pctx, p, cands, all, pre, opts, rep)
		switch {
		case ok:
			rep.Failure = found + "; the verdict was proved with the candidates the runs did not refute assumed, so it stands with any of them kept"
			adoptRunValues(final.Failures, failed)
			return final
		case final != nil && final.Status == prover.StatusVerified:
			return nil
		}
		rep.Failure = found + fmt.Sprintf("; the proof with the candidates assumed did not fail within %s, so the report is the runs' (no candidate kept)", concreteProof)
	}
	rep.decide(map[string]bool{})
	resolve(cands, map[string]bool{})
	res := &prover.Result{Status: prover.StatusFailed, Partial: true}
	for _, f := range failed {
		res.Failures = append(res.Failures, prover.Failure{Kind: prover.KindAssert, Code: "BP5001", Message: "This assertion might not hold.",
			Node: f.Assert, Model: prover.Model(f.Values), Confirmed: true})
	}
	return res
}

// adoptRunValues gives each failure of the proof at a check a run found
// false the run's values as its model: an execution's values, consistent
// by construction, so the failure needs no rerun to confirm its model
// (prover.ConfirmModels reruns only the others; a racy kernel saves a
// Boogie run).
func adoptRunValues(fs []prover.Failure, failed []concrete.Failure) {
	for i := range fs {
		for _, c := range failed {
			if fs[i].Node == bpl.Node(c.Assert) && !fs[i].Confirmed {
				fs[i].Model, fs[i].Confirmed = prover.Model(c.Values), true
				break
			}
		}
	}
}
