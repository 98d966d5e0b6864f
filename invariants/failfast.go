package invariants

import (
	"context"
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
// time), p is restored and ok is false, and Verify goes the long way. A
// program with survivors assumed is never a proof: a verified run here is
// not the verdict.
func failFast(ctx context.Context, p *bpl.Program, cands []*cand, asg, pre map[string]bool, opts Options) (*prover.Result, bool) {
	assumed := map[string]bool{}
	for _, c := range cands {
		if asg[c.name] && !pre[c.name] {
			assumed[c.name] = true
		}
	}
	undo := assumeSurvivors(cands, assumed)
	opts.phase(PhaseFinal)
	final, err := prover.Verify(ctx, p, opts.Boogie)
	if err != nil || final.Status != prover.StatusFailed {
		undo()
		return nil, false
	}
	return final, true
}

// assumeSurvivors rewrites the candidates of p in place: those in assumed
// become free invariants tagged {:assumed}, the others are removed. The
// returned function restores them.
func assumeSurvivors(cands []*cand, assumed map[string]bool) (undo func()) {
	type saved struct {
		inv       *bpl.Invariant
		free      bool
		attrs     []*bpl.Attr
		candidate *bpl.Candidate
	}
	loops := map[*bpl.While][]*bpl.Invariant{}
	var invs []saved
	drop := map[*bpl.Invariant]bool{}
	for _, c := range cands {
		if _, ok := loops[c.loop]; !ok {
			loops[c.loop] = slices.Clone(c.loop.Invariants)
		}
		if !assumed[c.name] {
			drop[c.inv] = true
			continue
		}
		inv := c.inv
		invs = append(invs, saved{inv, inv.Free, inv.Attrs, inv.Candidate})
		inv.Attrs = append(slices.Clip(inv.Attrs), bpl.NewAttr("assumed"), bpl.NewAttr("rule", bpl.Str(inv.Candidate.Rule)))
		inv.Free, inv.Candidate = true, nil
	}
	for w := range loops {
		w.Invariants = slices.DeleteFunc(slices.Clone(w.Invariants), func(inv *bpl.Invariant) bool { return drop[inv] })
	}
	return func() {
		for w, orig := range loops {
			w.Invariants = orig
		}
		for _, s := range invs {
			s.inv.Free, s.inv.Attrs, s.inv.Candidate = s.free, s.attrs, s.candidate
		}
	}
}
