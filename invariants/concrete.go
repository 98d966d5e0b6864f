package invariants

import (
	"cmp"
	"context"
	"fmt"
	"slices"
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
	if !opts.VerdictOnly || len(res.Failures) == 0 {
		s = concrete.NewSession(p, concrete.Options{Runs: opts.ConcreteRuns})
		end := s.Explore(ctx)
		s.Hunt(end, huntBefore)
		res.Merge(s.Result())
	}
	rep.Concrete = ConcreteReport{Time: time.Since(start)}
	rep.runsFound(res, cands, drop)
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

// canvassRuns bounds the runs that look for more failing checks once a
// run found one (concrete.Session.Canvass), for the report.
const canvassRuns = 250 * time.Millisecond

// canvass adds to failed, the checks runs found false, those s's canvass
// finds (concrete.Session.Canvass), and accounts for it in rep; with
// Options.VerdictOnly, or without a session, failed is the report.
func canvass(ctx context.Context, s *concrete.Session, failed []concrete.Failure, opts Options, rep *Report) []concrete.Failure {
	if s == nil || opts.VerdictOnly {
		return failed
	}
	start, before := time.Now(), s.Result()
	end := start.Add(canvassRuns)
	if d, ok := ctx.Deadline(); ok && d.Before(end) {
		end = d
	}
	s.Canvass(end, canvassRuns)
	after := s.Result()
	all := concrete.Result{Failures: failed}
	all.Merge(after)
	c := &rep.Concrete
	c.Canvass, c.CanvassRuns, c.CanvassFailed = time.Since(start), after.Runs-before.Runs, len(all.Failures)-len(failed)
	return all.Failures
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
// The report is the runs' failures, those the canvass after the first
// met included (canvass): each with the values of the run that found it,
// a counterexample that is an execution and needs no confirming
// (prover.ConfirmModels), and no candidate is kept. Before, the program
// was proved once more for the report, with the candidates the runs had
// not refuted assumed, for at most 5 s: on the 118 racy kernels of
// kernels/realworld that proof held the median report 3.6 s (17 waited
// the whole 5 s and fell back to the runs' failures), against 1.1 s
// without it. The canvass names more failing statements than that proof
// on 17 of them (AES: 16 and 37 where the proof's time ran out after 2)
// and fewer on 14 (a racy RGB pass: 2 of the 8 the proof named).
//
// The failures are in the order of the program's procedures and, within
// one, of their source positions, as a proof's report reads: the runs
// meet them in the order of their choices, which would make the report's
// order (and bvgen ci's new/known listing) depend on the runs.
func concreteVerdict(p *bpl.Program, failed []concrete.Failure, cands []*cand, rep *Report) *prover.Result {
	found := fmt.Sprintf("a concrete run found %d check(s) of the kernel false before Houdini ran", len(failed))
	if rep.Concrete.BesideFailed > 0 {
		found = fmt.Sprintf("a concrete run beside Houdini's first run found %d check(s) of the kernel false, and Houdini was stopped", len(failed))
	}
	rep.Failure = found + "; the report is the runs' (no proof asked for, no candidate kept)"
	rep.decide(map[string]bool{})
	resolve(cands, map[string]bool{})
	res := &prover.Result{Status: prover.StatusFailed, Partial: true}
	for _, f := range inProgramOrder(p, failed) {
		res.Failures = append(res.Failures, prover.Failure{Kind: prover.KindAssert, Code: "BP5001", Message: "This assertion might not hold.",
			Node: f.Assert, Model: prover.Model(f.Values), Confirmed: true})
	}
	return res
}

// inProgramOrder sorts failures by their procedure's place in p, then by
// their assertion's source position (line, column).
func inProgramOrder(p *bpl.Program, failed []concrete.Failure) []concrete.Failure {
	place := map[*bpl.Procedure]int{}
	for i, d := range p.Decls {
		if pr, ok := d.(*bpl.Procedure); ok {
			place[pr] = i
		}
	}
	out := slices.Clone(failed)
	slices.SortStableFunc(out, func(a, b concrete.Failure) int {
		la, lb := bpl.SourceLocOf(a.Assert.Attrs), bpl.SourceLocOf(b.Assert.Attrs)
		return cmp.Or(cmp.Compare(place[a.Proc], place[b.Proc]), cmp.Compare(la.Line, lb.Line), cmp.Compare(la.Col, lb.Col))
	})
	return out
}
