package invariants

import (
	"context"
	"fmt"
	"maps"
	"slices"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/prover"
)

// failFast reports a kernel that fails one of its checks without finishing
// inference. Houdini's first run (checks in place) ended on a failing check
// of the kernel with the candidates asg had not refuted assumed at their
// loops. Whatever Houdini would keep is a subset K of those, and a path
// that reaches a failing check from loop-head states satisfying all of
// them also starts from states satisfying K: the final program fails that
// check too. So the failures of the program where the survivors are free
// invariants (assumed, never checked) are failures of the final program,
// and the second Houdini run, which would find K, is not needed for the
// verdict. On the real-world corpus it took as long as the first
// (kernels/realworld/amd_prefix_sum_racy.cl: 2.0 s, then 7.4 s;
// shoc_stencil2d_racy.cl: 2.0 s, then 58 s).
//
// The run is the final proof of p, rewritten in place (the reduction's
// side tables are keyed by its nodes); when it does not fail (it ran out of
// time, or verified), p is restored and ok is false, with the run's result
// when there is one, and Verify goes the long way. A
// program with survivors assumed is never a proof: a verified run here is
// not the verdict.
//
// Its run is a report session (prover.Options.ReportOnly): Houdini's
// failure shows the program fails, so the queries after its first
// counterexample only collect more.
//
// Under --infer-info (Options.Explain) the report is Houdini's answer: the
// second run, on a copy of the candidate program taken before the rewrite,
// waits in the report for Explain, after the verdict.
func failFast(ctx context.Context, p *bpl.Program, cands []*cand, asg, pre map[string]bool, opts Options, rep *Report) (*prover.Result, bool) {
	assumed := map[string]bool{}
	for _, c := range cands {
		if asg[c.name] && !pre[c.name] {
			assumed[c.name] = true
		}
	}
	var snapshot *bpl.Program
	if opts.Explain {
		snapshot = (&rewrite{}).program(p)
	}
	undo := assumeSurvivors(cands, assumed)
	opts.phase(PhaseFinal)
	// The program fails, along the path of Houdini's failure: a report
	// session names each failing assertion once and ends the
	// counterexamples after a slow query (prover.Options.ReportOnly).
	opts.Boogie.ReportOnly = true
	final, err := prover.Verify(ctx, p, opts.Boogie)
	if err != nil || final.Status != prover.StatusFailed {
		undo()
		return final, false
	}
	rep.assume(assumed)
	if snapshot != nil {
		drop := refuted(asg)
		maps.Copy(drop, pre)
		rep.resume = func(ctx context.Context) { rep.finishInference(ctx, snapshot, cands, drop, opts) }
	}
	return final, true
}

// assume records that inference stopped on a failing check of the kernel,
// with the candidates in assumed assumed for the report.
func (r *Report) assume(assumed map[string]bool) {
	for i := range r.Candidates {
		r.Candidates[i].Assumed = assumed[r.Candidates[i].Name]
	}
	r.Failure = fmt.Sprintf("a check of the kernel failed with the %d candidate(s) not refuted by then assumed, so it fails with any of them kept: the verdict was reported from there, and the rest of inference did not finish in time", len(assumed))
}

// finishInference is the second Houdini run failFast skipped, on the
// candidate program q: the report gets Houdini's assignment and the
// explanation to run. Its time is the explanation's, not inference's.
func (r *Report) finishInference(ctx context.Context, q *bpl.Program, cands []*cand, drop map[string]bool, opts Options) {
	scratch := &Report{}
	kept, err := houdini(ctx, q, cands, true, drop, opts, scratch)
	if err != nil || scratch.Failure != "" || ctx.Err() != nil {
		return
	}
	for i := range r.Candidates {
		r.Candidates[i].Assumed = false
	}
	r.Failure = ""
	r.decide(kept)
	r.pending = prepareExplain(q, cands, kept, opts)
}

// assumeSurvivors rewrites the candidates of p in place: those in assumed
// become free invariants tagged {:assumed}, the others are removed. New
// nodes replace the candidates', so that a copy of p taken before shares
// none of the changes. The returned function restores p.
func assumeSurvivors(cands []*cand, assumed map[string]bool) (undo func()) {
	byInv := byInvariant(cands)
	loops := map[*bpl.While][]*bpl.Invariant{}
	for _, c := range cands {
		loops[c.loop] = c.loop.Invariants
	}
	for w, orig := range loops {
		w.Invariants = mapCandidates(orig, byInv, func(c *cand, inv *bpl.Invariant) *bpl.Invariant {
			if !assumed[c.name] {
				return nil
			}
			attrs := append(slices.Clip(inv.Attrs), bpl.NewAttr("assumed"), bpl.NewAttr("rule", bpl.Str(inv.Candidate.Rule)))
			return &bpl.Invariant{Free: true, Attrs: attrs, Cond: inv.Cond}
		})
	}
	return func() {
		for w, orig := range loops {
			w.Invariants = orig
		}
	}
}
