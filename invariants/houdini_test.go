package invariants

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/boogie/concrete"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/prover"
)

func needBoogie(t *testing.T) {
	t.Helper()
	golden.RequireTool(t, "boogie")
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return c
}

func candInv(rule string, e bpl.Expr) *bpl.Invariant {
	return &bpl.Invariant{Attrs: []*bpl.Attr{bpl.SourceLoc("k.cl", 4, 3)}, Cond: e, Candidate: &bpl.Candidate{Rule: rule, Loc: bpl.Loc{File: "k.cl", Line: 4, Col: 3}}}
}

// counting is "i := 0; x := 0; [assert n > 5;] while (i < n) { [assert x == 1;] i := i + 1 }"
// with candidates i <= n (true), x == 0 (true), i == 0 (not preserved),
// i == 1 (false on entry), and a user invariant i >= 0.
func counting(failing bool) (*bpl.Program, *bpl.While) {
	i, n, x := bpl.Id("i"), bpl.Id("n"), bpl.Id("x")
	intT := bpl.IntType{}
	body := []bpl.Stmt{&bpl.Assign{Lhs: []bpl.Expr{i}, Rhs: []bpl.Expr{bpl.Bin(bpl.OpAdd, i, bpl.Int(1))}}}
	if failing {
		body = append([]bpl.Stmt{&bpl.Assert{Cond: bpl.Eq(x, bpl.Int(1))}}, body...)
	}
	w := &bpl.While{Cond: bpl.Bin(bpl.OpLt, i, n), Body: body, Invariants: []*bpl.Invariant{
		{Attrs: []*bpl.Attr{bpl.NewAttr("user_invariant")}, Cond: bpl.Bin(bpl.OpGe, i, bpl.Int(0))},
		candInv("counter-guard", bpl.Bin(bpl.OpLe, i, n)),
		candInv("counter-values", bpl.Eq(x, bpl.Int(0))),
		candInv("counter-init", bpl.Eq(i, bpl.Int(0))),
		candInv("user", bpl.Eq(i, bpl.Int(1))),
	}}
	stmts := []bpl.Stmt{&bpl.Assign{Lhs: []bpl.Expr{i, x}, Rhs: []bpl.Expr{bpl.Int(0), bpl.Int(0)}}}
	if failing {
		stmts = append(stmts, &bpl.Assert{Cond: bpl.Bin(bpl.OpGt, n, bpl.Int(5))})
	}
	stmts = append(stmts, w, &bpl.Assert{Cond: bpl.Eq(i, n)})
	p := &bpl.Program{Decls: []bpl.Decl{&bpl.Procedure{Name: "p", In: []bpl.Var{{Name: "n", Type: intT}},
		Requires: []*bpl.Requires{{Cond: bpl.Bin(bpl.OpGe, n, bpl.Int(0))}},
		Body:     &bpl.Body{Locals: []bpl.Var{{Name: "i", Type: intT}, {Name: "x", Type: intT}}, Stmts: stmts}}}}
	return p, w
}

func invTexts(w *bpl.While) []string {
	var out []string
	for _, inv := range w.Invariants {
		out = append(out, bpl.PrintExpr(inv.Cond))
	}
	return out
}

func TestInfer(t *testing.T) {
	needBoogie(t)
	p, w := counting(false)
	rep, err := Infer(ctx(t), p, Options{Explain: true})
	require.NoError(t, err)
	for _, c := range rep.Candidates {
		assert.Empty(t, c.Reason, "the explanation waits for Explain, after the verdict")
	}
	// Run after the candidates were resolved in p: it has its own program.
	rep.Explain(ctx(t), time.Minute)
	assert.Equal(t, []string{"i >= 0", "i <= n", "x == 0"}, invTexts(w))
	assert.Equal(t, 2, rep.Kept())
	assert.Equal(t, "true && _b0 && _b1 && !_b2 && !_b3", rep.Assignment(), "Houdini's result, in candidate order")
	reasons := map[string]string{}
	for _, c := range rep.Candidates {
		reasons[c.Expr] = c.Reason
		assert.Equal(t, "k.cl:4:3", c.Pos.String())
	}
	assert.Equal(t, ReasonPreserved, reasons["i == 0"])
	assert.Equal(t, ReasonEntry, reasons["i == 1"])
	rep.Explain(ctx(t), time.Minute)
	assert.Equal(t, ReasonEntry, rep.Candidates[3].Reason, "a second Explain does nothing")
	text := bpl.Print(p)
	assert.NotContains(t, text, "existential")
	assert.NotContains(t, text, "{:candidate}")
	assert.Contains(t, text, "{:inferred}")
	// The final program stands alone.
	res, err := prover.Verify(ctx(t), p, prover.Options{})
	require.NoError(t, err)
	assert.Equal(t, prover.StatusVerified, res.Status, res.Output)
}

func TestVerify(t *testing.T) {
	needBoogie(t)
	p, w := counting(false)
	res, rep, err := Verify(ctx(t), p, Options{})
	require.NoError(t, err)
	assert.Equal(t, prover.StatusVerified, res.Status)
	assert.Equal(t, 1, rep.Runs, "a program Houdini verifies needs one run")
	assert.Equal(t, []string{"i >= 0", "i <= n", "x == 0"}, invTexts(w))
}

// After a failing assertion Boogie's Houdini stops pruning (it refuted
// i == 1, false on entry, but not i == 0, not preserved). Verify reports the program's own failures with
// the candidates not refuted by then assumed, free, never checked: a
// failure there is one of the final program's, whatever Houdini would
// keep (failFast). No inferred invariant is reported as failing.
func TestVerifyFailingAssertion(t *testing.T) {
	needBoogie(t)
	p, w := counting(true)
	res, rep, err := Verify(ctx(t), p, Options{})
	require.NoError(t, err)
	assert.Equal(t, prover.StatusFailed, res.Status)
	assert.Equal(t, 1, rep.Runs, "one Houdini run; the final verification is not inference")
	require.NotEmpty(t, res.Failures)
	for _, f := range res.Failures {
		assert.Equal(t, prover.KindAssert, f.Kind, "only the program's assertions fail, never an inferred invariant")
	}
	assert.Equal(t, []string{"i >= 0", "i <= n", "x == 0", "i == 0"}, invTexts(w), "the survivors, assumed")
	for _, inv := range w.Invariants[1:] {
		assert.True(t, inv.Free, "assumed, never checked: %s", bpl.PrintExpr(inv.Cond))
		assert.Nil(t, inv.Candidate)
	}
	assert.False(t, rep.Decided, "Houdini did not decide")
	var out strings.Builder
	rep.Write(&out)
	assert.Contains(t, out.String(), "4 candidate(s), 0 kept, 3 assumed, 1 dropped")
	assert.Contains(t, out.String(), "k.cl:4:3: assumed [counter-init]: i == 0")
	assert.NotContains(t, out.String(), "Houdini assignment axiom")
}

// Under --infer-info (Explain) the report is Houdini's assignment: the
// second run comes after the verdict, in Explain, on the candidate program
// as it was before failFast assumed the survivors.
func TestVerifyFailingAssertionExplained(t *testing.T) {
	needBoogie(t)
	p, w := counting(true)
	res, rep, err := Verify(ctx(t), p, Options{Explain: true})
	require.NoError(t, err)
	assert.Equal(t, prover.StatusFailed, res.Status)
	assert.Equal(t, 1, rep.Runs, "the verdict needs one Houdini run")
	assert.False(t, rep.Decided)
	rep.Explain(ctx(t), time.Minute)
	assert.True(t, rep.Decided)
	assert.Equal(t, 1, rep.Runs, "the second run is the explanation's time")
	var out strings.Builder
	rep.Write(&out)
	// With the body's assertion x == 1 assumed, x == 0 makes the body
	// infeasible, so i == 0 is preserved too.
	assert.Contains(t, out.String(), "Houdini assignment axiom: true && _b0 && _b1 && _b2 && !_b3")
	assert.Contains(t, out.String(), "k.cl:4:3: dropped (does not hold on entry) [user]: i == 1")
	assert.NotContains(t, out.String(), "assumed")
	assert.Equal(t, []string{"i >= 0", "i <= n", "x == 0", "i == 0"}, invTexts(w), "the program the failures came from")
}

// The rewrite failFast runs the final proof on is undone when that proof
// does not fail, and a copy taken before shares none of it.
func TestAssumeSurvivorsUndo(t *testing.T) {
	p, w := counting(true)
	before := bpl.Print(p)
	snapshot := (&rewrite{}).program(p)
	cands := collect(p)
	undo := assumeSurvivors(cands, map[string]bool{cands[0].name: true, cands[2].name: true})
	assert.Equal(t, []string{"i >= 0", "i <= n", "i == 0"}, invTexts(w))
	assert.Contains(t, bpl.Print(p), "free invariant {:sourceloc")
	assert.Contains(t, bpl.Print(p), "{:assumed}")
	assert.Equal(t, before, bpl.Print(snapshot))
	undo()
	assert.Equal(t, before, bpl.Print(p))
	assert.Len(t, collect(p), 4)
}

func TestDropCandidates(t *testing.T) {
	p, w := counting(false)
	assert.Equal(t, 4, DropCandidates(p))
	assert.Equal(t, []string{"i >= 0"}, invTexts(w))
}

// TestRefuted: the second Houdini run starts without the candidates the
// first dropped; kept and unassigned ones stay.
func TestRefuted(t *testing.T) {
	assert.Equal(t, map[string]bool{"b": true}, refuted(map[string]bool{"a": true, "b": false}))
	assert.Empty(t, refuted(nil))
}

// An explanation cut short says so of the candidates it did not classify,
// rather than claim they hold only with others.
func TestExplainOutOfTime(t *testing.T) {
	needBoogie(t)
	p, _ := counting(false)
	rep, err := Infer(ctx(t), p, Options{Explain: true})
	require.NoError(t, err)
	rep.Explain(ctx(t), time.Nanosecond)
	for _, c := range rep.Candidates {
		if !c.Kept {
			assert.Equal(t, ReasonUnknown, c.Reason, c.Expr)
		}
	}
}

// A check a concrete run finds false is the verdict without Houdini, and
// the runs' failures are the report: the canvass after the first run
// that failed meets both of the program's failing checks (n > 5 fails
// for small n, x == 1 in every loop iteration), each with the values of
// its run, and no candidate is kept.
func TestVerifyConcreteFailure(t *testing.T) {
	p, w := counting(true)
	res, rep, err := Verify(ctx(t), p, Options{ConcreteRuns: 16, Boogie: prover.Options{Binary: "/nonexistent/boogie"}})
	require.NoError(t, err, "no Boogie run")
	assert.Equal(t, prover.StatusFailed, res.Status)
	assert.Zero(t, rep.Runs, "no Houdini run")
	assert.Contains(t, rep.Failure, "a concrete run found")
	assert.Contains(t, rep.Failure, "the report is the runs'")
	assert.Positive(t, rep.Concrete.CanvassRuns)
	var conds []string
	for _, f := range res.Failures {
		assert.Equal(t, prover.KindAssert, f.Kind, "only the program's assertions fail")
		assert.True(t, f.Confirmed, "a run's values are an execution")
		_, hasN := f.Model["n"]
		assert.True(t, hasN, "the run's values: %v", f.Model)
		a, isAssert := f.Node.(*bpl.Assert)
		require.True(t, isAssert)
		conds = append(conds, bpl.PrintExpr(a.Cond))
	}
	assert.ElementsMatch(t, []string{"n > 5", "x == 1"}, conds)
	assert.Equal(t, []string{"i >= 0"}, invTexts(w), "no candidate kept")
}

// With a --boogie-file the runs do not see its axioms, so a check they
// find false is not the verdict: Houdini runs as without runs.
func TestVerifyConcreteFailureLinked(t *testing.T) {
	needBoogie(t)
	p, _ := counting(true)
	opts := Options{ConcreteRuns: 16, Boogie: prover.Options{Linked: []prover.Linked{{Path: "axioms.bpl", Text: "axiom true;\n"}}}}
	res, rep, err := Verify(ctx(t), p, opts)
	require.NoError(t, err)
	assert.Equal(t, prover.StatusFailed, res.Status)
	assert.Equal(t, 1, rep.Runs, "Houdini ran")
	assert.NotContains(t, rep.Failure, "concrete run")
}

// A run is an execution: a candidate it cannot evaluate (a quantifier,
// here false) does not stand between it and its failure, so the verdict
// needs no Houdini.
func TestVerifyConcreteFailureUnevaluated(t *testing.T) {
	i, n := bpl.Id("i"), bpl.Id("n")
	never := candInv("user", &bpl.Quant{Kind: bpl.Forall, Vars: []bpl.Var{{Name: "k", Type: bpl.IntType{}}}, Body: bpl.Bin(bpl.OpLt, bpl.Id("k"), bpl.Id("k"))})
	w := &bpl.While{Cond: bpl.Bin(bpl.OpLt, i, n), Invariants: []*bpl.Invariant{never},
		Body: []bpl.Stmt{&bpl.Assert{Cond: bpl.Bool(false)}, &bpl.Assign{Lhs: []bpl.Expr{i}, Rhs: []bpl.Expr{bpl.Bin(bpl.OpAdd, i, bpl.Int(1))}}}}
	p := &bpl.Program{Decls: []bpl.Decl{&bpl.Procedure{Name: "p", In: []bpl.Var{{Name: "n", Type: bpl.IntType{}}},
		Requires: []*bpl.Requires{{Cond: bpl.Bin(bpl.OpGe, n, bpl.Int(1))}},
		Body:     &bpl.Body{Locals: []bpl.Var{{Name: "i", Type: bpl.IntType{}}}, Stmts: []bpl.Stmt{&bpl.Assign{Lhs: []bpl.Expr{i}, Rhs: []bpl.Expr{bpl.Int(0)}}, w}}}}}
	res, rep, err := Verify(ctx(t), p, Options{ConcreteRuns: 16, Boogie: prover.Options{Binary: "/nonexistent/boogie"}})
	require.NoError(t, err)
	assert.Positive(t, rep.Concrete.Failed, "a run reaches assert false")
	assert.Equal(t, prover.StatusFailed, res.Status)
	assert.Zero(t, rep.Runs, "no Houdini run")
}

// With VerdictOnly the runs' first failure is the verdict: no canvass,
// no proof, no Houdini.
func TestVerifyVerdictOnly(t *testing.T) {
	p, w := counting(true)
	res, rep, err := Verify(ctx(t), p, Options{ConcreteRuns: 16, VerdictOnly: true, Boogie: prover.Options{Binary: "/nonexistent/boogie"}})
	require.NoError(t, err)
	assert.Equal(t, prover.StatusFailed, res.Status)
	assert.Zero(t, rep.Runs, "no Houdini run")
	assert.Zero(t, rep.Concrete.CanvassRuns, "no canvass")
	assert.Contains(t, rep.Failure, "no proof asked for")
	require.NotEmpty(t, res.Failures)
	for _, f := range res.Failures {
		assert.True(t, f.Confirmed, "a run's values are an execution")
	}
	assert.Equal(t, []string{"i >= 0"}, invTexts(w), "no candidate kept")
}

// The runs' failures are reported in program order, whatever order the
// runs met them in: procedure by procedure, then by source position.
func TestInProgramOrder(t *testing.T) {
	at := func(line, col int) *bpl.Assert {
		return &bpl.Assert{Attrs: []*bpl.Attr{bpl.SourceLoc("k.cl", line, col)}, Cond: bpl.Bool(false)}
	}
	first, second := &bpl.Procedure{Name: "first"}, &bpl.Procedure{Name: "second"}
	p := &bpl.Program{Decls: []bpl.Decl{first, second}}
	a3, a7, a7c2, a9 := at(3, 5), at(7, 1), at(7, 2), at(9, 1)
	met := []concrete.Failure{{Proc: second, Assert: a7c2}, {Proc: second, Assert: a7}, {Proc: first, Assert: a9}, {Proc: first, Assert: a3}}
	var got []*bpl.Assert
	for _, f := range inProgramOrder(p, met) {
		got = append(got, f.Assert)
	}
	assert.Equal(t, []*bpl.Assert{a3, a9, a7, a7c2}, got)
	assert.Equal(t, a7c2, met[0].Assert, "the runs' list is left as it was")
}
