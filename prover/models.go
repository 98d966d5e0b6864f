package prover

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
)

// modelRerun bounds the reruns of ConfirmModels, together: z3's default
// configuration finds the counterexamples of small kernels at once, and
// those of hard ones (scans) only in minutes unless the work items are
// pinned.
const modelRerun = 5 * time.Second

// pinnedLimit is Boogie's time limit (s) for the rerun with pinned work
// items: its counterexamples come within a second on the racy scans, and
// what follows them, the proof that there are no more, can take seconds
// and gives no model.
const pinnedLimit = 2

// ModelStatesFlag makes z3 give models uncompressed, with the table of
// Boogie's $mv_state from which Boogie reads the states of a trace (z3
// 4.8.12 ignores the model_compress option Boogie 2.4.1 sets).
const ModelStatesFlag = "/z3opt:model.compact=false"

// ConfirmModels re-proves a failed program with z3's default
// configuration to read the counterexamples from: under bvgen's prover
// options (twothread.BoogieFlags: AUTO_CONFIG, CASE_SPLIT, relevancy 0)
// z3 has returned models whose values do not satisfy the failing path (a
// race on a[gid / 2] reported between work items 4 and 3 on a[0]). The
// verdict and the failures stand as the first run found them; each takes
// the model of a rerun's failure on the same nodes, when a rerun ends in
// time (its Confirmed is then set). Before any rerun, runs (when not nil)
// confirms what it can within the same 5 s: invariants.ConfirmByRuns,
// concrete runs pinned to each counterexample's work items (not with a
// linked file, whose axioms the runs do not see).
//
// The first rerun pins pins, the constants naming the work items and the
// launch (twothread.WorkItemConsts), to their values in the first run's
// models (pinWorkItems). On a racy scan most of z3's search is over
// the bits of the two thread ids; with them fixed the rerun of
// kernels/scan/brent_kung_racy.cl has the models of its 5 failing
// assertions within 0.6 s and ends at its 2 s limit (pinnedLimit), where
// the free one runs out of its 5 s. A model of the pinned program is a
// model of the program: the pin only adds an axiom. Failures the pinned
// rerun leaves without a model (the first run's ids were among its
// inconsistent values) get the free rerun in the time that is left.
//
// The reruns bypass the prover shim: through it, the models of the shim's
// sat hints (hint.go) left the logged access of a race unnamed where z3's
// own named it (GPUVerify's misc/fail/miscfail3: "possible sources are"
// both writes).
//
// The unpinned rerun starts only when the time left is at least twice
// what the failed proof took (proofTime): it proves the same program
// under z3's default configuration, slower than bvgen's, and one that
// cannot finish only delays the report. On nine racy kernels of the
// real-world corpus whose proofs took 1.9-11 s it confirmed nothing, and
// held each report for the rest of the 5 s.
func ConfirmModels(ctx context.Context, p *bpl.Program, bopts Options, fs []Failure, pins []string, proofTime time.Duration, runs func(context.Context, []Failure)) []Failure {
	out := slices.Clone(fs)
	rctx, cancel := context.WithTimeout(ctx, modelRerun)
	defer cancel()
	if runs != nil && len(bopts.Linked) == 0 {
		runs(rctx, out)
	}
	o := bopts
	o.Flags, o.FastUnsat, o.File = []string{"/useArrayTheory"}, false, ""
	if slices.Contains(bopts.Flags, ModelStatesFlag) {
		o.Flags = append(o.Flags, ModelStatesFlag) // loop states in the models
	}
	deadline, _ := rctx.Deadline()
	base := failingOnly(p, fs)
	for _, q := range []*bpl.Program{pinWorkItems(base, fs, pins), base} {
		if q == nil || !slices.ContainsFunc(out, func(f Failure) bool { return !f.Confirmed }) || q == base && time.Until(deadline) < 2*proofTime {
			continue
		}
		// Boogie's own time limit, a second short of the deadline, ends a
		// rerun with the counterexamples it has found; killed at the
		// deadline it reports none.
		o.TimeLimit = max(1, int(time.Until(deadline).Seconds())-1)
		if q != base {
			o.TimeLimit = min(o.TimeLimit, pinnedLimit)
		}
		res, err := Verify(rctx, q, o)
		if err != nil || res.Status != StatusFailed {
			continue
		}
		adoptModels(out, res.Failures)
	}
	return out
}

// failingOnly is p with only the bodies of the procedures fs fail in
// (boogie.KeepBodies): Boogie's time limit is per procedure, and a rerun
// that also proved a file's other kernels spent it on them first (PPCG
// doitgen's racy twin: the pinned rerun of its two kernels took 3.9 s of
// the 5 s, limited to 2 s each, and confirmed nothing). A failure's model
// is one of its own procedure's: the others' bodies play no part in it.
// p itself when a failure cannot be placed in a procedure with a body.
func failingOnly(p *bpl.Program, fs []Failure) *bpl.Program {
	_, lines := bpl.PrintWithMap(p)
	failing := map[*bpl.Procedure]bool{}
	for _, f := range fs {
		pr := bpl.ProcedureAt(lines, f.Pos.Line) // nil for line 0
		if pr == nil {
			return p
		}
		failing[pr] = true
	}
	q, ok := bpl.KeepBodies(p, func(pr *bpl.Procedure) bool { return failing[pr] })
	if !ok {
		return p
	}
	return q
}

// adoptModels gives each failure of out that has no confirmed model yet the
// model of a rerun failure on the same nodes.
func adoptModels(out []Failure, rerun []Failure) {
	type key struct{ n, rel bpl.Node }
	models := map[key]Model{}
	for _, f := range rerun {
		if _, seen := models[key{f.Node, f.RelatedNode}]; !seen && f.Model != nil {
			models[key{f.Node, f.RelatedNode}] = f.Model
		}
	}
	for i, f := range out {
		if m, ok := models[key{f.Node, f.RelatedNode}]; ok && !f.Confirmed {
			out[i].Model = m
			out[i].Confirmed = true
		}
	}
}

// pinWorkItems returns p with one more axiom: the constants pins take the
// values of one of the models of fs. It returns nil when no model gives
// any of them.
func pinWorkItems(p *bpl.Program, fs []Failure, pins []string) *bpl.Program {
	var choices []bpl.Expr
	for _, eqs := range PinChoices(fs, pins) {
		choices = append(choices, bpl.And(eqs...))
	}
	if len(choices) == 0 {
		return nil
	}
	return &bpl.Program{Decls: append(slices.Clip(p.Decls), &bpl.Axiom{Expr: bpl.Or(choices...)})}
}

// pinChoices are the distinct assignments the models of fs give the
// constants pins, each as equations c == value, in the order of fs.
func PinChoices(fs []Failure, pins []string) [][]bpl.Expr {
	var out [][]bpl.Expr
	seen := map[string]bool{}
	for _, f := range fs {
		var eqs []bpl.Expr
		var key strings.Builder
		for _, name := range pins {
			if v, w, ok := f.Model.BV(name); ok {
				eqs = append(eqs, bpl.Eq(bpl.Id(name), bpl.BVConst(v, w)))
				fmt.Fprintf(&key, "%s=%d ", name, v)
			}
		}
		if len(eqs) > 0 && !seen[key.String()] {
			seen[key.String()] = true
			out = append(out, eqs)
		}
	}
	return out
}
