package invariants

import (
	"context"
	"runtime"
	"sync"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/prover"
)

// houdiniSplit runs Houdini on q one procedure at a time, as many at once
// as there are cores, and merges the results. Boogie's Houdini is
// sequential, and a file of several kernels is several independent
// problems: the candidates guard loop invariants only (never contracts),
// so a procedure's candidates are decided by its own body, with the others
// declared (their contracts are what a call may assume). Each run sets the
// constants of other procedures' candidates to true (nothing refutes
// them), so the merged assignment is the conjunction of the runs'.
//
// With stopAtFailure (the first run, checks in place), the first run that
// ends on a failing check of its kernel stops the others: the verdict is
// "not verified" whatever they find, and failFast reports from the
// candidates not refuted so far, which for a stopped run are all of its
// procedure's (they stand as true in every other run's assignment). That
// only assumes more than Houdini would keep, so the report may name fewer
// failures, never a failure the final program does not have (failfast.go).
// A racy kernel's report then no longer waits for the full Houdini of a
// race-free kernel in the same file.
func houdiniSplit(ctx context.Context, q *bpl.Program, opts prover.Options, stopAtFailure bool) (*prover.Result, error) {
	bodies := splitPoints(q)
	if len(bodies) <= 1 || runtime.GOMAXPROCS(0) == 1 {
		return prover.Houdini(ctx, q, opts)
	}
	results := make([]*prover.Result, len(bodies))
	errs := make([]error, len(bodies))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	rctx, stop := context.WithCancel(ctx)
	defer stop()
	var mu sync.Mutex
	stopped := false
	var wg sync.WaitGroup
	for k, keep := range bodies {
		// splitPoints left no {:inline} body, so KeepBodies cannot refuse.
		part, _ := bpl.KeepBodies(q, func(pr *bpl.Procedure) bool { return pr == q.Decls[keep] })
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			res, err := prover.Houdini(rctx, part, opts)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case stopped && ctx.Err() == nil && (err != nil || !decided(res)):
				// Stopped by another run's failure: nothing refuted.
				results[k] = &prover.Result{Status: prover.StatusVerified, Assignment: map[string]bool{}}
			default:
				results[k], errs[k] = res, err
				if stopAtFailure && err == nil && res.Status == prover.StatusFailed && res.Assignment != nil {
					stopped = true
					stop()
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return mergeHoudini(results), nil
}

// decided reports whether a Houdini run ended with a verdict and an
// assignment (not cut short).
func decided(r *prover.Result) bool {
	return r != nil && r.Assignment != nil && (r.Status == prover.StatusVerified || r.Status == prover.StatusFailed)
}

// splitPoints are the declarations of q's procedures with bodies, one
// Houdini run each; nil when q must stay whole.
func splitPoints(q *bpl.Program) []int {
	var bodies []int
	for i, d := range q.Decls {
		pr, ok := d.(*bpl.Procedure)
		if !ok || pr.Body == nil {
			continue
		}
		if bpl.HasAttr(pr.Attrs, "inline") {
			// Its body is checked where it is inlined: a run without
			// it would check the callers against no body at all.
			return nil
		}
		bodies = append(bodies, i)
	}
	return bodies
}

// mergeHoudini combines the runs of houdiniSplit: the first run that did
// not verify speaks for the status and output; the assignments are
// conjoined; failures, procedure times and Boogie's counts are those of
// all the runs.
func mergeHoudini(results []*prover.Result) *prover.Result {
	out := *results[0]
	for _, r := range results {
		if r.Status != prover.StatusVerified {
			out = *r
			break
		}
	}
	out.ProcTimes, out.Failures, out.Timeouts = nil, nil, nil
	out.Verified, out.Errors, out.TimeOuts, out.Inconclusive, out.OutOfMemory, out.OutOfResource = 0, 0, 0, 0, 0, 0
	for _, r := range results {
		out.ProcTimes = append(out.ProcTimes, r.ProcTimes...)
		out.Failures = append(out.Failures, r.Failures...)
		out.Timeouts = append(out.Timeouts, r.Timeouts...)
		// Boogie's counts ("finished with 2 verified"), as one run over
		// all procedures would print them.
		out.Verified += r.Verified
		out.Errors += r.Errors
		out.TimeOuts += r.TimeOuts
		out.Inconclusive += r.Inconclusive
		out.OutOfMemory += r.OutOfMemory
		out.OutOfResource += r.OutOfResource
	}
	out.Assignment = map[string]bool{}
	for _, r := range results {
		if r.Assignment == nil {
			// A run with no assignment leaves the whole undecided.
			out.Assignment = nil
			break
		}
		for name, v := range r.Assignment {
			if prev, seen := out.Assignment[name]; seen {
				v = v && prev
			}
			out.Assignment[name] = v
		}
	}
	return &out
}
