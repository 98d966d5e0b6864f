package invariants

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
)

// Candidate is one candidate invariant and what inference made of it.
type Candidate struct {
	Name   string // the existential constant, _bN
	Rule   string // see Rules; boogie.UserRule for #pragma bvgen candidate
	Pos    ir.Pos // the loop (or the pragma, for user candidates)
	Expr   string // the invariant, in Boogie
	Source string // the invariant in the kernel's terms (SourceExpr)
	Kept   bool
	// Assumed is set when inference stopped on a failing check of the
	// kernel (failFast) and the candidate, not refuted by then, was
	// assumed for the report of the failures; Houdini's answer, finished
	// after the verdict under --infer-info, replaces it when it comes in
	// time.
	Assumed bool
	// Reason says why a dropped candidate was dropped (with Explain).
	Reason string
	// Concrete is set when a concrete run found the candidate false,
	// before Houdini.
	Concrete bool
}

// Report is what inference did.
type Report struct {
	Candidates []Candidate
	Runs       int           // Boogie runs for inference (Houdini)
	Time       time.Duration // their wall time
	// Failure says why Houdini did not decide: it could not (and no
	// candidate was kept), or a check of the kernel failed first and the
	// rest of inference did not finish after the verdict.
	Failure string
	// ProcTimes are the prover times per procedure of those runs, when
	// Boogie traced them (prover.Options.Trace).
	ProcTimes []prover.ProcTime
	// Decided is set once Houdini's assignment was applied (Kept is then
	// the final program's choice); it is unset when inference stopped
	// before deciding (the program is invalid, or the run was cut).
	Decided bool
	// Concrete is what the concrete runs before and beside Houdini did.
	Concrete ConcreteReport
	// ExplainTime is the time Explain took (its Boogie run is not among
	// Runs and Time: it comes after the verdict).
	ExplainTime time.Duration
	// pending is the explanation Explain runs (Options.Explain).
	pending *explanation
	// resume, when set, finishes inference after a fast failure
	// (failFast) and sets pending; Explain runs it first.
	resume func(ctx context.Context)
}

// ConcreteReport is what the concrete runs before and beside Houdini
// did: runs started, runs stopped early (and the most common reason),
// candidates refuted, and their time. Refuted counts the candidates
// dropped before Houdini, and those of the hunt beside it only when its
// failing check was the verdict.
type ConcreteReport struct {
	// Failed counts the checks of the kernel the runs found false.
	Runs, Stopped, Refuted, Failed int
	Why                            string
	// Time is the runs' before Houdini; Beside the wall time of the
	// hunt beside Houdini's first run (in Report.Time too), which made
	// BesideRuns of Runs and found BesideFailed of Failed.
	Time, Beside             time.Duration
	BesideRuns, BesideFailed int
	// Canvass is the wall time of the runs after the first failing check
	// (canvass), which made CanvassRuns of Runs and found CanvassFailed
	// more failing checks (not in Failed).
	Canvass                    time.Duration
	CanvassRuns, CanvassFailed int
}

// ran accounts for an inference run that started at start.
func (r *Report) ran(res *prover.Result, start time.Time) {
	r.Runs++
	r.Time += time.Since(start)
	if res != nil {
		r.ProcTimes = append(r.ProcTimes, res.ProcTimes...)
	}
}

func newReport(cands []*cand) *Report {
	// With no candidate there is nothing to decide: the assignment is
	// "true", as Houdini's on an empty set of candidates.
	r := &Report{Decided: len(cands) == 0}
	for _, c := range cands {
		r.Candidates = append(r.Candidates, Candidate{Name: c.name, Rule: c.inv.Candidate.Rule, Pos: posOf(c.inv.Candidate), Expr: bpl.PrintExpr(c.inv.Cond), Source: SourceExpr(c.inv.Cond)})
	}
	return r
}

func (r *Report) decide(kept map[string]bool) {
	r.Decided = true
	for i := range r.Candidates {
		r.Candidates[i].Kept = kept[r.Candidates[i].Name]
	}
}

// Kept counts the candidates kept.
func (r *Report) Kept() int {
	n := 0
	for _, c := range r.Candidates {
		if c.Kept {
			n++
		}
	}
	return n
}

// Assignment is Houdini's assignment axiom as Boogie's Houdini builds it
// and GPUVerify prints it under --infer-info: starting from true, each
// candidate's existential constant or its negation is conjoined, in
// candidate order ("true && _b0 && !_b1"; "true" with no candidates). It
// is the assignment the final program was built from (Kept).
func (r *Report) Assignment() string {
	var b strings.Builder
	b.WriteString("true")
	for _, c := range r.Candidates {
		b.WriteString(" && ")
		if !c.Kept {
			b.WriteString("!")
		}
		b.WriteString(c.Name)
	}
	return b.String()
}

// Write prints the report for --infer-info: Houdini's assignment axiom in
// GPUVerify's words (when inference got as far as deciding), then one line
// per candidate, kept ones first, in the file:line:col form editors read,
// in the kernel's terms (SourceExpr; the Boogie form is in the program
// --save-boogie writes, tagged with the rule).
func (r *Report) Write(w io.Writer) {
	n := map[string]int{}
	for _, c := range r.Candidates {
		n[c.class()]++
	}
	counts := fmt.Sprintf("%d kept", n["kept"])
	if n["assumed"] > 0 {
		counts += fmt.Sprintf(", %d assumed", n["assumed"])
	}
	fmt.Fprintf(w, "bvgen: inference: %d candidate(s), %s, %d dropped (%d Boogie run(s), %.1f s)\n",
		len(r.Candidates), counts, n["dropped"], r.Runs, r.Time.Seconds())
	if c := r.Concrete; c.Runs > 0 {
		fmt.Fprintf(w, "bvgen: inference: %d refuted by %d concrete run(s) before Houdini (%.2f s)\n", c.Refuted, c.Runs-c.BesideRuns, c.Time.Seconds())
		if c.BesideRuns > 0 {
			fmt.Fprintf(w, "bvgen: inference: %d concrete run(s) beside Houdini's first run looked for a failing check (%.2f s)\n", c.BesideRuns, c.Beside.Seconds())
		}
		if c.Stopped > 0 {
			fmt.Fprintf(w, "bvgen: inference: %d concrete run(s) stopped early, most at %s\n", c.Stopped, c.Why)
		}
	}
	if r.Failure != "" {
		fmt.Fprintf(w, "bvgen: inference: %s\n", r.Failure)
	}
	if r.Decided {
		fmt.Fprintf(w, "Houdini assignment axiom: %s\n", r.Assignment())
	}
	if len(r.Candidates) > 0 {
		fmt.Fprintf(w, "bvgen: inference: %s\n", SourceLegend)
	}
	for _, class := range []string{"kept", "assumed", "dropped"} {
		for _, c := range r.Candidates {
			if c.class() != class {
				continue
			}
			verdict := class
			if class == "dropped" {
				var why []string
				if c.Reason != "" {
					why = append(why, c.Reason)
				}
				if c.Concrete {
					why = append(why, ReasonConcrete)
				}
				if len(why) > 0 {
					verdict += " (" + strings.Join(why, "; ") + ")"
				}
			}
			fmt.Fprintf(w, "%s: %s [%s]: %s\n", c.Pos, verdict, c.Rule, c.Source)
		}
	}
}

// class is how Write lists a candidate: kept, assumed or dropped.
func (c Candidate) class() string {
	switch {
	case c.Kept:
		return "kept"
	case c.Assumed:
		return "assumed"
	}
	return "dropped"
}

// Reasons for dropping a candidate.
const (
	ReasonEntry     = "does not hold on entry"
	ReasonPreserved = "not preserved by the loop"
	ReasonOthers    = "holds only with other dropped candidates"
	// ReasonUnknown: the explanation ran out of its time before it
	// classified the candidate.
	ReasonUnknown = "not classified: the explanation ran out of time"
	// ReasonConcrete is added to the reason of a candidate a concrete run
	// found false before Houdini ran.
	ReasonConcrete = "false in a concrete run"
)

// prepareExplain builds the Boogie run that finds out why each dropped
// candidate was dropped: a program where the kept candidates are invariants and each
// dropped one is checked on its own: on entry to its loop, and across one
// iteration from a state where it holds (each check on a path of its own,
// selected by a nondeterministic branch or a ghost variable, so that the
// checks do not assume each other). The kernel's own checks are assumed, as
// in Houdini. The program is built here, before the candidates are
// resolved; the run waits for Report.Explain, after the verdict.
func prepareExplain(p *bpl.Program, cands []*cand, kept map[string]bool, opts Options) *explanation {
	dropped := map[*bpl.Invariant]int{}
	for i, c := range cands {
		if !kept[c.name] {
			dropped[c.inv] = i
		}
	}
	if len(dropped) == 0 {
		return nil
	}
	checks := map[*bpl.Assert]check{}
	const which = "$bvgen.which"
	sel := func(i int) bpl.Expr { return bpl.Eq(bpl.Id(which), bpl.Int(int64(i))) }
	r := &rewrite{while: func(w *bpl.While, invs []*bpl.Invariant, body []bpl.Stmt) []bpl.Stmt {
		var keep []*bpl.Invariant
		var before, pre, post []bpl.Stmt
		for _, inv := range invs {
			i, isDropped := dropped[inv]
			if !isDropped {
				keep = append(keep, inv)
				continue
			}
			// Each check on a path of its own: Boogie assumes a failed
			// assertion when it looks for the next failure.
			entry, step := &bpl.Assert{Cond: inv.Cond}, &bpl.Assert{Cond: inv.Cond}
			checks[entry], checks[step] = check{i, true}, check{i, false}
			before = append(before, &bpl.If{Then: []bpl.Stmt{entry, &bpl.Assume{Cond: bpl.Bool(false)}}})
			pre = append(pre, &bpl.If{Cond: sel(i), Then: []bpl.Stmt{&bpl.Assume{Cond: inv.Cond}}})
			post = append(post, &bpl.If{Cond: sel(i), Then: []bpl.Stmt{step}})
		}
		body = append(append(pre, body...), post...)
		return append(before, &bpl.While{Cond: w.Cond, Invariants: keep, Body: body})
	}}
	// Checks become assumptions, invariants free; then our checks go in
	// as assertions.
	assumeChecks(r)
	inner := r.while
	r.while = func(w *bpl.While, invs []*bpl.Invariant, body []bpl.Stmt) []bpl.Stmt {
		for i, inv := range invs {
			if _, isDropped := dropped[inv]; !isDropped && inv.Candidate != nil {
				invs[i] = &bpl.Invariant{Free: true, Attrs: inv.Attrs, Cond: inv.Cond}
			}
		}
		return inner(w, invs, body)
	}
	assumeAssert := r.assert
	r.assert = func(a *bpl.Assert) bpl.Stmt {
		if _, ours := checks[a]; ours {
			return a
		}
		return assumeAssert(a)
	}
	proc := r.proc
	r.proc = func(pr *bpl.Procedure) {
		proc(pr)
		pr.Body.Locals = append(pr.Body.Locals, bpl.Var{Name: which, Type: bpl.IntType{}})
	}
	q := r.program(p)
	// The rewrite ran the while hook bottom-up, so the entry assertions
	// it added are plain asserts: keep them.
	eopts := opts.Boogie
	eopts.File = ""
	eopts.NoModel = true
	eopts.ErrorLimit = 100000
	return &explanation{program: q, checks: checks, dropped: dropped, opts: eopts}
}

// explanation is the Boogie run that classifies the dropped candidates.
type explanation struct {
	program *bpl.Program
	checks  map[*bpl.Assert]check
	dropped map[*bpl.Invariant]int // candidate index by invariant
	opts    prover.Options
}

// check is an assertion the explanation plants: the candidate it checks,
// and whether on entry or in the step (Boogie's failures name the nodes).
type check struct {
	cand  int
	entry bool
}

// Explain runs the explanation of the dropped candidates (Options.Explain)
// within budget and the context's deadline, and fills in their Reason. It
// comes after the verdict, which it cannot change: Boogie enumerates every
// failing check of the explanation, which on
// kernels/realworld/ppcg_gesummv_ok.cl took 108 s after an inference of
// 11 s. Candidates it had no time to classify get ReasonUnknown. After a
// fast failure, the rest of inference runs first, within the context's
// deadline only: before failFast the verdict waited for it.
func (r *Report) Explain(ctx context.Context, budget time.Duration) {
	start := time.Now()
	if resume := r.resume; resume != nil && ctx.Err() == nil {
		r.resume = nil
		resume(ctx)
		r.ExplainTime = time.Since(start)
	}
	e := r.pending
	r.pending = nil
	if e == nil || ctx.Err() != nil {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	res, err := prover.Verify(ctx, e.program, e.opts)
	r.ExplainTime = time.Since(start)
	complete := err == nil && res != nil && (res.Status == prover.StatusFailed || res.Status == prover.StatusVerified)
	reason := map[int]string{}
	if res != nil {
		for _, f := range res.Failures {
			a, _ := f.Node.(*bpl.Assert)
			c, ours := e.checks[a]
			switch {
			case !ours:
			case c.entry:
				reason[c.cand] = ReasonEntry
			case reason[c.cand] == "":
				reason[c.cand] = ReasonPreserved
			}
		}
	}
	for _, i := range e.dropped {
		switch {
		case reason[i] != "":
			r.Candidates[i].Reason = reason[i]
		case complete:
			r.Candidates[i].Reason = ReasonOthers
		default:
			r.Candidates[i].Reason = ReasonUnknown
		}
	}
}
