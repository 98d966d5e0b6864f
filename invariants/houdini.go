package invariants

import (
	"context"
	"fmt"
	"maps"
	"os"
	"slices"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
)

// Options configure inference.
type Options struct {
	// Boogie are the options of every Boogie run (binary, flags, timeout);
	// File, if set, receives the final program.
	Boogie prover.Options
	// Explain classifies the dropped candidates (false on entry, or not
	// preserved) with one more Boogie run, for --infer-info.
	Explain bool
	// Phase, when set, is told which phase starts ("invariant inference
	// (Houdini)", "final proof"), so that a timeout can say where the
	// time went.
	Phase func(name string)
	// ConcreteRuns is the number of concrete runs of each procedure that
	// refute candidates before Houdini (package boogie/concrete); 0 runs
	// none. The candidates they refute are those Houdini would drop, in
	// fewer prover rounds.
	ConcreteRuns int
	// VerdictOnly is for callers that need to know whether a check fails,
	// not the full report (the checks of a failure's advice): the runs
	// end at their first failing check (no canvass), and the free runs
	// are skipped when the pinned ones found one.
	VerdictOnly bool
	// Pins, when set, are assumptions (c == value) of a first, short
	// series of concrete runs, before the free ones: the work items of a
	// failure the caller looks for.
	Pins []bpl.Expr
}

// Phase names of Options.Phase.
const (
	PhaseInference = "invariant inference (Houdini)"
	PhaseFinal     = "final proof"
)

func (o Options) phase(name string) {
	if o.Phase != nil {
		o.Phase(name)
	}
}

// cand is a candidate invariant found in the program.
type cand struct {
	name string // existential constant
	inv  *bpl.Invariant
	loop *bpl.While
}

// collect finds the candidate invariants of p, in program order.
func collect(p *bpl.Program) []*cand {
	var out []*cand
	var walk func([]bpl.Stmt)
	walk = func(ss []bpl.Stmt) {
		for _, s := range ss {
			switch s := s.(type) {
			case *bpl.While:
				for _, inv := range s.Invariants {
					if inv.Candidate != nil {
						out = append(out, &cand{name: fmt.Sprintf("_b%d", len(out)), inv: inv, loop: s})
					}
				}
				walk(s.Body)
			case *bpl.If:
				walk(s.Then)
				walk(s.Else)
			}
		}
	}
	for _, d := range p.Decls {
		if pr, ok := d.(*bpl.Procedure); ok && pr.Body != nil {
			walk(pr.Body.Stmts)
			for _, b := range pr.Body.Blocks {
				walk(b.Stmts)
			}
		}
	}
	return out
}

// rewrite copies the statements and procedures of a program, applying
// the per-node edits; nodes without edits are shared.
type rewrite struct {
	while  func(w *bpl.While, invs []*bpl.Invariant, body []bpl.Stmt) []bpl.Stmt
	assert func(a *bpl.Assert) bpl.Stmt
	proc   func(p *bpl.Procedure)
}

func (r *rewrite) stmts(ss []bpl.Stmt) []bpl.Stmt {
	var out []bpl.Stmt
	for _, s := range ss {
		switch s := s.(type) {
		case *bpl.While:
			body := r.stmts(s.Body)
			invs := append([]*bpl.Invariant(nil), s.Invariants...)
			if r.while != nil {
				out = append(out, r.while(s, invs, body)...)
			} else {
				out = append(out, &bpl.While{Cond: s.Cond, Invariants: invs, Body: body})
			}
		case *bpl.If:
			out = append(out, &bpl.If{Cond: s.Cond, Then: r.stmts(s.Then), Else: r.stmts(s.Else)})
		case *bpl.Assert:
			if r.assert != nil {
				out = append(out, r.assert(s))
			} else {
				out = append(out, s)
			}
		default:
			out = append(out, s)
		}
	}
	return out
}

func (r *rewrite) program(p *bpl.Program) *bpl.Program {
	q := &bpl.Program{}
	for _, d := range p.Decls {
		pr, ok := d.(*bpl.Procedure)
		if !ok || pr.Body == nil {
			q.Decls = append(q.Decls, d)
			continue
		}
		np := *pr
		np.Requires = append([]*bpl.Requires(nil), pr.Requires...)
		np.Ensures = append([]*bpl.Ensures(nil), pr.Ensures...)
		body := &bpl.Body{Locals: append([]bpl.Var(nil), pr.Body.Locals...), Stmts: r.stmts(pr.Body.Stmts)}
		for _, b := range pr.Body.Blocks {
			body.Blocks = append(body.Blocks, &bpl.Block{Label: b.Label, Stmts: r.stmts(b.Stmts)})
		}
		np.Body = body
		if r.proc != nil {
			r.proc(&np)
		}
		q.Decls = append(q.Decls, &np)
	}
	return q
}

// assumeChecks turns what the final run checks (assertions, invariants
// that are not candidates, contracts) into assumptions, so that Houdini
// only judges the candidates: assuming everything the final program
// proves (or reports) is sound, because the final program checks it all.
func assumeChecks(r *rewrite) {
	r.assert = func(a *bpl.Assert) bpl.Stmt { return &bpl.Assume{Attrs: a.Attrs, Cond: a.Cond} }
	prevWhile := r.while
	r.while = func(w *bpl.While, invs []*bpl.Invariant, body []bpl.Stmt) []bpl.Stmt {
		for i, inv := range invs {
			if inv.Candidate == nil && !inv.Free {
				invs[i] = &bpl.Invariant{Free: true, Attrs: inv.Attrs, Cond: inv.Cond}
			}
		}
		if prevWhile != nil {
			return prevWhile(w, invs, body)
		}
		return []bpl.Stmt{&bpl.While{Cond: w.Cond, Invariants: invs, Body: body}}
	}
	r.proc = func(p *bpl.Procedure) {
		for i, c := range p.Requires {
			p.Requires[i] = &bpl.Requires{Free: true, Attrs: c.Attrs, Cond: c.Cond}
		}
		for i, c := range p.Ensures {
			p.Ensures[i] = &bpl.Ensures{Free: true, Attrs: c.Attrs, Cond: c.Cond}
		}
	}
}

// byInvariant indexes candidates by their invariant node.
func byInvariant(cands []*cand) map[*bpl.Invariant]*cand {
	m := map[*bpl.Invariant]*cand{}
	for _, c := range cands {
		m[c.inv] = c
	}
	return m
}

// mapCandidates returns invs with each candidate replaced by f's result
// (removed when nil) and the other invariants as they are.
func mapCandidates(invs []*bpl.Invariant, byInv map[*bpl.Invariant]*cand, f func(c *cand, inv *bpl.Invariant) *bpl.Invariant) []*bpl.Invariant {
	var out []*bpl.Invariant
	for _, inv := range invs {
		if c := byInv[inv]; c == nil {
			out = append(out, inv)
		} else if n := f(c, inv); n != nil {
			out = append(out, n)
		}
	}
	return out
}

// houdiniProgram guards each candidate with its existential constant. With
// assume set, the program's own checks become assumptions.
func houdiniProgram(p *bpl.Program, cands []*cand, assume bool, drop map[string]bool) *bpl.Program {
	byInv := byInvariant(cands)
	r := &rewrite{while: func(w *bpl.While, invs []*bpl.Invariant, body []bpl.Stmt) []bpl.Stmt {
		out := mapCandidates(invs, byInv, func(c *cand, inv *bpl.Invariant) *bpl.Invariant {
			if drop[c.name] {
				return nil
			}
			return &bpl.Invariant{Attrs: inv.Attrs, Cond: bpl.Implies(bpl.Id(c.name), inv.Cond), Candidate: inv.Candidate}
		})
		return []bpl.Stmt{&bpl.While{Cond: w.Cond, Invariants: out, Body: body}}
	}}
	if assume {
		assumeChecks(r)
	}
	q := r.program(p)
	var consts []bpl.Decl
	for _, c := range cands {
		if drop[c.name] {
			continue
		}
		consts = append(consts, &bpl.ConstDecl{Attrs: []*bpl.Attr{bpl.NewAttr("existential", bpl.Bool(true))}, Name: c.name, Type: bpl.BoolType{}})
	}
	q.Decls = append(consts, q.Decls...)
	return q
}

// resolve rewrites p in place: kept candidates become plain invariants
// ({:inferred}), the others are removed.
func resolve(cands []*cand, kept map[string]bool) {
	byLoop := map[*bpl.While]map[*bpl.Invariant]*cand{}
	for _, c := range cands {
		if byLoop[c.loop] == nil {
			byLoop[c.loop] = map[*bpl.Invariant]*cand{}
		}
		byLoop[c.loop][c.inv] = c
	}
	for w, m := range byLoop {
		var invs []*bpl.Invariant
		for _, inv := range w.Invariants {
			c := m[inv]
			if c == nil {
				invs = append(invs, inv)
				continue
			}
			if !kept[c.name] {
				continue
			}
			// No longer a candidate: the rule that proposed it stays
			// for readers; what the kernel did not state is marked
			// {:inferred}. In place: the reduction's side table of
			// origins is keyed by the node.
			rule := inv.Candidate.Rule
			attrs := append(slices.Clip(inv.Attrs), bpl.NewAttr("rule", bpl.Str(rule)))
			if rule != bpl.UserRule {
				attrs = append([]*bpl.Attr{bpl.NewAttr("inferred")}, attrs...)
			}
			inv.Attrs, inv.Candidate = attrs, nil
			invs = append(invs, inv)
		}
		w.Invariants = invs
	}
}

// DropCandidates removes every candidate invariant from p (--no-infer:
// candidates are guesses, never checked or assumed without inference) and
// returns how many there were.
func DropCandidates(p *bpl.Program) int {
	cands := collect(p)
	resolve(cands, nil)
	return len(cands)
}

// Infer prunes the candidate invariants of p with Houdini and rewrites p
// in place into the final program: survivors are plain invariants, the
// rest are gone. The report says which were kept.
func Infer(ctx context.Context, p *bpl.Program, opts Options) (*Report, error) {
	cands := collect(p)
	rep := newReport(cands)
	if len(cands) == 0 {
		return rep, writeFile(p, opts)
	}
	opts.phase(PhaseInference)
	pre, _, _ := prefilter(ctx, p, cands, opts, rep)
	kept, err := houdini(ctx, p, cands, true, pre, opts, rep)
	if err != nil {
		return rep, err
	}
	if err := finish(p, cands, kept, opts, rep); err != nil {
		return rep, err
	}
	return rep, writeFile(p, opts)
}

// Verify infers invariants and proves p, rewritten in place into the final
// program, and returns the Boogie result of the final program (the verdict
// `boogie` gives when run on it). When a concrete run finds one of p's
// checks false, Houdini does not run, or is stopped when the run was
// among those hunting beside its first run (firstHoudini), and the
// runs' failures are the verdict and the report (concreteVerdict). When Houdini, run with p's own checks in
// place, verifies the program, that run is the verdict (the final program
// is the one Houdini verified). When that run ends on a failing check of
// the kernel, the final program is verified with the candidates it had not
// refuted assumed (failFast): its failures are the final program's, and
// the second run waits for --infer-info's report, after the verdict.
// Otherwise the candidates are pruned again with the checks assumed, and
// the final program is verified with models for the error report.
func Verify(ctx context.Context, p *bpl.Program, opts Options) (*prover.Result, *Report, error) {
	cands := collect(p)
	rep := newReport(cands)
	opts.phase(PhaseInference)
	pre, failed, runs := prefilter(ctx, p, cands, opts, rep)
	hunt := runs
	// A --boogie-file's axioms are not in p, so a run may break them: its
	// failures are not the program's (a concrete run only ever drops
	// candidates there, which costs precision, never soundness).
	decides := len(opts.Boogie.Linked) == 0
	if !decides || len(failed) > 0 {
		hunt = nil
	}
	if hunt != nil && len(cands) == 0 {
		// Nothing for Houdini to do: the rest of the hunt comes before
		// the proof.
		start, left := time.Now(), huntRuns-huntBefore
		hunt.Hunt(start.Add(left), left)
		rep.runsFound(hunt.Result(), cands, pre)
		rep.Concrete.Time += time.Since(start)
		failed, hunt = hunt.Result().Failures, nil
	}
	if len(failed) > 0 && decides {
		return concreteVerdict(p, canvass(ctx, runs, failed, opts, rep), cands, rep), rep, writeFile(p, opts)
	}
	if len(cands) == 0 {
		opts.phase(PhaseFinal)
		res, err := prover.Verify(ctx, p, opts.Boogie)
		return res, rep, err
	}
	hopts := opts.Boogie
	hopts.File = ""
	// One counterexample per query. Boogie otherwise enumerates up to
	// /errorLimit of them per query, and on a racy kernel this run only
	// has to learn that some check fails (the second run below prunes):
	// kernels/symbolic/allsizes_brent_kung_racy.cl spent 60 s here
	// collecting failing checks, and 1 s with one. Houdini's result does not
	// depend on how many candidates each query refutes; over kernels/scan,
	// kernels/loops and two real kernels, bvgen ci took 259 s instead of
	// 482 s, verifying kernels included (21 s instead of 30 s).
	hopts.ErrorLimit = 1
	res, failed, err := firstHoudini(ctx, houdiniProgram(p, cands, false, pre), hunt, hopts, cands, pre, rep)
	if len(failed) > 0 {
		return concreteVerdict(p, canvass(ctx, hunt, failed, opts, rep), cands, rep), rep, writeFile(p, opts)
	}
	if err != nil {
		return nil, rep, err
	}
	if res.Status == prover.StatusVerified && complete(res.Assignment, live(cands, pre)) {
		if err := finish(p, cands, res.Assignment, opts, rep); err != nil {
			return nil, rep, err
		}
		return res, rep, writeFile(p, opts)
	}
	if res.Status == prover.StatusInvalid || res.Status == prover.StatusCrash {
		return res, rep, nil
	}
	if ctx.Err() != nil {
		return res, rep, nil
	}
	if res.Status == prover.StatusFailed && complete(res.Assignment, live(cands, pre)) {
		if final, ok := failFast(ctx, p, cands, res.Assignment, pre, opts, rep); ok {
			return final, rep, writeFile(p, opts)
		}
	}
	// Some check fails (or Houdini gave up): Houdini's assignment is not
	// trustworthy after a failing assertion, so prune with the checks
	// assumed, then verify the final program for the report.
	drop := refuted(res.Assignment)
	maps.Copy(drop, pre)
	kept, err := houdini(ctx, p, cands, true, drop, opts, rep)
	if err != nil {
		return nil, rep, err
	}
	if err := finish(p, cands, kept, opts, rep); err != nil {
		return nil, rep, err
	}
	opts.phase(PhaseFinal)
	final, err := prover.Verify(ctx, p, opts.Boogie)
	return final, rep, err
}

// refuted are the candidates a Houdini run dropped. A run that ends on a
// failing check of the kernel dropped each of them on a model where the
// candidates still standing held at the loop head; the second run's
// candidates at any point are a subset of those, so that model refutes them
// there too, and the second run starts without them instead of paying for
// the same refutations again. Dropping a candidate is never unsound.
func refuted(asg map[string]bool) map[string]bool {
	out := map[string]bool{}
	for name, kept := range asg {
		if !kept {
			out[name] = true
		}
	}
	return out
}

// live are the candidates not dropped.
func live(cands []*cand, drop map[string]bool) []*cand {
	var out []*cand
	for _, c := range cands {
		if !drop[c.name] {
			out = append(out, c)
		}
	}
	return out
}

// complete reports whether Houdini assigned every candidate.
func complete(asg map[string]bool, cands []*cand) bool {
	if asg == nil {
		return false
	}
	for _, c := range cands {
		if _, ok := asg[c.name]; !ok {
			return false
		}
	}
	return true
}

// houdini runs Houdini and returns the candidates it kept. When it cannot
// tell (the prover timed out or gave up), no candidate is kept: the final
// program then has fewer invariants, never unchecked ones.
func houdini(ctx context.Context, p *bpl.Program, cands []*cand, assume bool, drop map[string]bool, opts Options, rep *Report) (map[string]bool, error) {
	hopts := opts.Boogie
	hopts.File = ""
	start := time.Now()
	res, err := houdiniSplit(ctx, houdiniProgram(p, cands, assume, drop), hopts, false)
	rep.ran(res, start)
	if err != nil {
		return nil, err
	}
	switch res.Status {
	case prover.StatusInvalid, prover.StatusCrash:
		return nil, &Error{Status: res.Status, Result: res}
	}
	if !complete(res.Assignment, live(cands, drop)) {
		rep.Failure = fmt.Sprintf("Houdini gave no assignment (%s): no candidate kept", res.Status)
		return map[string]bool{}, nil
	}
	return res.Assignment, nil
}

// finish applies the assignment to p and fills in the report.
func finish(p *bpl.Program, cands []*cand, kept map[string]bool, opts Options, rep *Report) error {
	rep.decide(kept)
	if opts.Explain {
		rep.pending = prepareExplain(p, cands, kept, opts)
	}
	resolve(cands, kept)
	return nil
}

func writeFile(p *bpl.Program, opts Options) error {
	if opts.Boogie.File == "" {
		return nil
	}
	return os.WriteFile(opts.Boogie.File, []byte(bpl.Print(p)), 0o644)
}

// Error is a Houdini run that Boogie could not carry out on the program
// (an internal error of bvgen: the program is invalid).
type Error struct {
	Status prover.Status
	Result *prover.Result
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("Houdini: %s", e.Status)
	for _, d := range e.Result.Diagnostics {
		msg += "\n" + d.String()
	}
	return msg
}

// posOf is the source position of a candidate.
func posOf(c *bpl.Candidate) ir.Pos {
	return ir.Pos{File: c.Loc.File, Line: c.Loc.Line, Col: c.Loc.Col}
}
