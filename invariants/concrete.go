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
// before Houdini starts, the checks of the kernel a run found false, and
// the session whose hunt for failing checks is still to come (nil when
// there are no runs or they already decided): Verify hunts beside
// Houdini's first run (firstHoudini), or before the proof of a program
// without candidates.
func prefilter(ctx context.Context, p *bpl.Program, cands []*cand, opts Options, rep *Report) (map[string]bool, []concrete.Failure, *concrete.Session) {
	drop := map[string]bool{}
	if opts.ConcreteRuns == 0 {
		return drop, nil, nil
	}
	start := time.Now()
	var res concrete.Result
	if len(opts.Pins) > 0 {
		res = concrete.Refute(ctx, p, concrete.Options{Runs: opts.ConcreteRuns, Budget: pinnedRuns, Pins: opts.Pins})
	}
	var s *concrete.Session
	if !opts.RunsDecide || len(res.Failures) == 0 {
		s = concrete.NewSession(p, concrete.Options{Runs: opts.ConcreteRuns})
		end := s.Explore(ctx)
		s.Hunt(end, huntBefore)
		res.Merge(s.Result())
	}
	rep.Concrete = ConcreteReport{Time: time.Since(start)}
	rep.runsFound(res, cands, drop)
	if len(res.Failures) > 0 {
		s = nil
	}
	return drop, res.Failures, s
}

// runsFound accounts for what runs found: the candidates they refuted
// are added to drop and marked.
func (r *Report) runsFound(res concrete.Result, cands []*cand, drop map[string]bool) {
	for i, c := range cands {
		if res.Refuted[c.inv] {
			drop[c.name] = true
			r.Candidates[i].Concrete = true
		}
	}
	c := &r.Concrete
	c.Runs, c.Stopped, c.Refuted, c.Failed = res.Runs, res.Stopped, len(drop), len(res.Failures)
	c.Why = ""
	for why, n := range res.Reasons {
		if n > res.Reasons[c.Why] || n == res.Reasons[c.Why] && why < c.Why {
			c.Why = why
		}
	}
}

// pinnedRuns bounds the runs with Options.Pins.
const pinnedRuns = 250 * time.Millisecond

// huntRuns bounds the runs that only look for a failing check once the
// candidates' runs refute nothing new, before the proof of a program
// without candidates; with candidates, huntBefore of it comes before
// Houdini and the rest is what the hunt beside Houdini may run at once
// (firstHoudini). On the real-world corpus (2 kernels at a time on
// 2 cores) every racy kernel's runs that met its race met it within
// 200 ms, but for two with several procedures whose second procedure met
// it in its first runs, once the first's share of the budget was spent;
// race-free kernels with long loops (n-body, SpMV, Black-Scholes) hunted
// for the whole budget.
const huntRuns = 300 * time.Millisecond

// huntBefore is the part of the hunt that comes before Houdini, for the
// candidates its runs refute: the runs that refute nothing new for a
// while still refute some later (every fourth run is a long one).
// Without it PPCG gemver's Houdini started with 21 of its 182 candidates
// refuted instead of 28, and took 6.6 s instead of 3.4-4.1 s.
const huntBefore = 100 * time.Millisecond

// huntShare is the share of Houdini's time the hunt beside it may take
// after its first allowance: on a kernel whose Houdini takes a minute, six
// seconds more of runs (PPCG 3mm's race, in its second kernel, between
// work items next to each other in its fifth loop). A fifth found that
// race in 28 s instead of 43 s (two kernels at a time), but the slow
// race-free PPCG kernels lost 3-7 s each to the shared cores, and
// fdtd-2d's went past a minute.
const huntShare = 0.1

// firstHoudini is Verify's first Houdini run, on q, with the rest of s's
// hunt for a failing check beside it: Boogie and z3 are other processes,
// and the runs take the core they leave. The one that ends first ends
// the other. It returns Houdini's result (nil when the hunt cut it) and
// the failures the hunt found; the runs' refutations go to rep and pre
// only when they decide. p is only read while both run.
func firstHoudini(ctx context.Context, q *bpl.Program, s *concrete.Session, hopts prover.Options, cands []*cand, pre map[string]bool, rep *Report) (*prover.Result, []concrete.Failure, error) {
	start := time.Now()
	if s == nil {
		res, err := houdiniSplit(ctx, q, hopts, true)
		rep.ran(res, start)
		return res, nil, err
	}
	base := s.Result()
	hctx, stopHoudini := context.WithCancel(ctx)
	defer stopHoudini()
	huntCtx, stopHunt := context.WithCancel(ctx)
	found := make(chan concrete.Result, 1)
	go func() {
		r := s.HuntBeside(huntCtx, huntRuns-huntBefore, huntShare)
		if len(r.Failures) > 0 {
			stopHoudini()
		}
		found <- r
	}()
	res, err := houdiniSplit(hctx, q, hopts, true)
	stopHunt()
	r := <-found
	rep.ran(res, start)
	rep.Concrete.Beside = time.Since(start)
	runs, stopped := rep.Concrete.Runs+r.Runs-base.Runs, rep.Concrete.Stopped+r.Stopped-base.Stopped
	defer func() {
		rep.Concrete.Runs, rep.Concrete.Stopped, rep.Concrete.BesideRuns = runs, stopped, r.Runs-base.Runs
	}()
	if len(r.Failures) == 0 || res != nil && res.Status == prover.StatusVerified {
		return res, nil, err
	}
	rep.runsFound(r, cands, pre)
	rep.Concrete.BesideFailed = len(r.Failures)
	return nil, r.Failures, nil
}

// concreteProof bounds the proof concreteVerdict runs for the report.
var concreteProof = 5 * time.Second

// concreteVerdict reports a kernel one of whose checks a concrete run
// found false, without running Houdini (or without waiting for the first
// run the hunt found it beside, firstHoudini). The run is an execution of the
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
	if rep.Concrete.BesideFailed > 0 {
		found = fmt.Sprintf("a concrete run beside Houdini's first run found %d check(s) of the kernel false, and Houdini was stopped", len(failed))
	}
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
		pctx, popts := ctx, opts
		if len(cands) > 0 {
			var cancel context.CancelFunc
			pctx, cancel = context.WithTimeout(ctx, concreteProof)
			defer cancel()
			popts.Boogie.ReportOnly = true
		}
		final, ok := failFast(pctx, p, cands, all, pre, popts, rep)
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
