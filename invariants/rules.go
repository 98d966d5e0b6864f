package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// A rule proposes candidates of one kind (its name is the candidate's
// {:rule}) for each site of its scope. Generate applies the rules in the
// order of the table; a run of rules of the same scope is applied site by
// site, each site to all rules of the run in order.
type rule struct {
	name  string
	doc   string
	scope scope
	// fn proposes the rule's candidates at a site; true settles the site:
	// the later rules of the run skip it.
	fn func(g *gen, s site) bool
}

// scope is what a rule is applied to.
type scope int

const (
	perLog     scope = iota // each live access log (array, kind) at the loop head
	perLoop                 // the loop, once
	perCounter              // each integer variable of the loop head
	perExit                 // each edge leaving the loop from a conditional branch
	perPragma               // a #pragma bvgen candidate: made by the translation, not by Generate
)

// site is where a rule is applied: the field of its scope is set.
type site struct {
	log     *logSite
	counter *loopVar
	exit    *exitSite
}

// rules is the table of candidate rules, in the order Generate applies
// them; docs/invariants.md describes each.
var rules = []rule{
	{"group-no-access", "same group ==> !_WRITE_HAS_OCCURRED_$$A for a __local array when the two work items may be in different groups (live log, not logged)", perLog, groupNoAccess},
	{"no-access", "!_WRITE_HAS_OCCURRED_$$A: nothing of that kind in flight (live log, not logged)", perLog, noAccess},
	{"first-only", "in a loop with a barrier whose own accesses never reach its head, the log holds accesses from before the loop on its first iteration only (has ==> first), or none at all (!has) where a barrier before the loop reset them", perLog, firstOnly},
	{"rewound-offset", "the logged offset is one the loop's accesses make with the counters one step back (loop with a barrier), or on the first iteration one before the loop", perLog, flat(rewoundOffsetRule)},
	{"access-offset", "the logged offset is one the kernel accesses", perLog, flat(accessOffset)},
	{"access-guard", "a logged access was made where the comparisons of a variable with a constant that lead to it held (a pointer's base id: the log of B holds p[i] only where p points into B)", perLog, accessGuard},
	{"strided-offset", "logged offset and counter agree modulo the counter's stride", perLog, flat(stridedOffsetRule)},
	{"range-offset", "the logged offset lies between its first and its current value (loop without a barrier)", perLog, flat(rangeOffsetRule)},
	{"traced-offset", "the logged offset is an access's cell at one of the counter states the loop has run (loop without a barrier, counters stepping by a constant, at most 17 states: work-per-thread loops)", perLog, flat(tracedOffsetRule)},
	{"span-offset", "the logged offset lies in the span an access's counter covers over its whole loop (a chunk a work item owns)", perLog, flat(spanOffsetRule)},
	{"stride-residue", "the logged offset is congruent to an access's cell at its loop's start modulo the distance the cell moves per iteration (A[i*256 + lid]; nested strided loops)", perLog, flat(strideResidueRule)},
	{"shift-residue", "the logged offset is congruent to an access's cell at its loop's start modulo the distance the cell moves per iteration when that is a power of two but not a constant (a counter doubled or halved, times, shifted by or divided into powers of two), stated with a mask: x & (M - 1) == start & (M - 1) (a scan's pairs offset * (2k + 1) - 1, k = tid, tid + 256, offset == 1 << e)", perLog, flat(shiftResidueRule)},
	{"pitched-log", "every logged access of an array indexed row * P + col (P a kernel argument) kept its row and column: has ==> PITCHED (the race checks then compare rows and columns)", perLog, pitchedLogRule},
	{"dim-residue", "per dimension of a multi-dimensional array (or of a pitched log: its row and column), the logged offset's index is congruent to the access's index at the start of all its loops, modulo how far those loops move it (PPCG's tile staging tile[c2][c3], c2 += 32, c3 += 16)", perLog, dimResidueRule},
	{"dim-window", "per dimension, the logged offset's index stays in its group's window of each grid stride: (index % M) / G == (start % M) / G (PPCG's grid-stride tile loops, c1 = 32 * b1, c1 += 2048, c3 = t1, c3 += 16)", perLog, dimWindowRule},
	{"logged-enabled", "a logged access was made by the first work item after it entered the loop (non-uniform loops, procedures)", perLog, loggedEnabled},
	{"benign-value", "the logged written value is the loop-invariant value a write in the loop stores (benign-race tolerance)", perLog, benignValue},
	{"known-cells", "a cell an access that reaches the head since the last barrier made is known to a barrier invariant's check (not in _UNKNOWN_$$A)", perLoop, knownCells},
	{"counter-values", "the exact values of the uniform counters, when the loop runs few iterations", perLoop, counterValues},
	{"counter-exit", "the values of the uniform counters when the loop is left, when it runs many iterations", perLoop, counterExit},
	{"counter-uniform", "a counter whose start and step do not depend on the work item is the same in both", perCounter, counterUniform},
	{"counter-distance", "a counter with a start of its own and a step common to both work items has come as far from its start in each: v - v0 == __other_int(v - v0) (loops with a barrier whose condition reads it: do { ...; B += 16; } while (B < Blast))", perCounter, counterDistance},
	{"counter-init", "i >= init (increasing) or i <= init (decreasing)", perCounter, counterInit},
	{"counter-stride", "i % s == init % s for a counter i += s with an access at i", perCounter, counterStride},
	{"counter-guard", "i <= n from the guard i < n", perCounter, counterGuard},
	{"counter-nonzero", "a counter multiplied by a power of two is not zero", perCounter, counterNonzero},
	{"counter-pow2", "a counter multiplied or divided by a power of two is a power of two", perCounter, counterPow2},
	{"counter-exponent", "a power-of-two counter is 1 shifted by its exponent companion (ir.AddExponents), which turns products with it into shifts", perCounter, counterExponent},
	{"counter-product", "a growing times a shrinking power-of-two counter is constant (d * offset == N)", perLoop, counterProduct},
	{"counter-linear", "two counters stepped by constants move in lockstep: v - v0 == (i - i0) * (sv / si), i a counter of the loop's condition (a pointer advanced beside the loop counter: for (i = 0; i < 16; i++, C += ldc))", perLoop, counterLinear},
	{"counter-shift", "a power-of-two counter is its start shifted by the iterations another counter has counted (width == N >> l)", perLoop, counterShift},
	{"exit-entered", "a work item that left the loop had entered it", perExit, exitEntered},
	{"exit-condition", "a work item that left along an edge satisfies its condition", perExit, exitCondition},
	{"exit-value", "a work item that left along an edge holds in each variable the loop computes and later code reads the value the variable's definition gives at the head (a flag set in the iteration that breaks out)", perExit, exitValue},
	{"loop-left", "a work item that entered is in the loop or left it", perLoop, loopLeft},
	{"predicate-uniform", "both work items are in a non-uniform loop with a barrier alike", perLoop, predicateUniform},
	{"group-uniform", "a non-uniform loop's predicates and counters agree when the two work items are in one group", perLoop, groupUniform},
	{"group-memory", "the two work items' copies of a __local array are equal when they are in one group", perLoop, groupMemory},
	{bpl.UserRule, "#pragma bvgen candidate", perPragma, nil},
}

// flat wraps a rule about the logged offset itself: the checks of a
// pitched log whose accesses all split compare rows and columns, so facts
// about its offset, products with a symbolic pitch, would only cost
// Houdini rounds (PPCG's fdtd-2d: a round took 2.5 s, and each dropped
// one of them).
func flat(fn func(g *gen, s site) bool) func(g *gen, s site) bool {
	return func(g *gen, s site) bool {
		if s.log.pitched {
			return false
		}
		return fn(g, s)
	}
}

// RuleInfo names a candidate rule and says what it proposes.
type RuleInfo struct {
	Name, Doc string
}

// Rules lists the candidate rules in the order Generate applies them
// (--infer-info prints the rule of each candidate).
func Rules() []RuleInfo {
	out := make([]RuleInfo, len(rules))
	for i, r := range rules {
		out[i] = RuleInfo{Name: r.name, Doc: r.doc}
	}
	return out
}

// traceLimit bounds the loop iterations the counter-values rule runs.
const traceLimit = 64

// valuesLimit bounds the disjuncts of a counter-values candidate. A longer
// disjunction (Blelloch at N = 1024 has eleven) makes z3 slow; the
// power-of-two, product and counter-exit rules say what the race proofs
// need of such counters instead.
const valuesLimit = 8

// Generate proposes candidate invariants for the loop lp: each is marked
// {:candidate} with {:rule "..."} and the loop's {:sourceloc}, for Infer or
// Verify to keep or drop. Candidates about one work item are instantiated
// for both (e$1 and e$2, each when that work item entered the loop) in one
// invariant; candidates about the access logs are about the first work
// item, which keeps them.
func Generate(lp Loop) []*bpl.Invariant {
	g := &gen{a: analyse(lp), seen: map[string]bool{}, traced: map[*ir.Var]bool{}}
	for i := 0; i < len(rules); {
		j := i + 1
		for j < len(rules) && rules[j].scope == rules[i].scope {
			j++
		}
		for _, s := range g.sites(rules[i].scope) {
			for _, r := range rules[i:j] {
				g.rule = r.name
				if r.fn(g, s) {
					break
				}
			}
		}
		i = j
	}
	return g.out
}

type gen struct {
	a    *analysis
	out  []*bpl.Invariant
	seen map[string]bool
	// traced are the counters counter-values gives exactly.
	traced map[*ir.Var]bool
	trace  *traceResult
	// rule is the table row being applied: its name is the {:rule} of
	// what add proposes, so a rule is named once, in the table.
	rule string
}

// sites lists the sites of a scope.
func (g *gen) sites(sc scope) []site {
	var out []site
	switch sc {
	case perLog:
		for _, l := range g.logSites() {
			out = append(out, site{log: l})
		}
	case perLoop:
		out = append(out, site{})
	case perCounter:
		for _, lv := range g.a.vars {
			if _, isInt := lv.v.T.(*ir.IntType); isInt {
				out = append(out, site{counter: lv})
			}
		}
	case perExit:
		for _, x := range g.exitSites() {
			out = append(out, site{exit: x})
		}
	}
	return out
}

// add proposes e as a candidate of the rule being applied.
func (g *gen) add(e bpl.Expr) {
	if e == nil {
		return
	}
	text := bpl.PrintExpr(e)
	if g.seen[text] {
		return
	}
	g.seen[text] = true
	p := g.a.lp.Pos()
	g.out = append(g.out, &bpl.Invariant{
		Attrs:     []*bpl.Attr{bpl.SourceLoc(p.File, p.Line, p.Col)},
		Cond:      e,
		Candidate: &bpl.Candidate{Rule: g.rule, Loc: bpl.Loc{File: p.File, Line: p.Line, Col: p.Col}},
	})
}

// forThreads instantiates a predicate about one work item for both, each
// when it entered the loop (once when both instances read alike).
func (g *gen) forThreads(p ir.Expr) bpl.Expr {
	lp := g.a.lp
	x1, err1 := lp.Translate(p, 1)
	x2, err2 := lp.Translate(p, 2)
	if err1 != nil || err2 != nil {
		return nil
	}
	c1 := bpl.Implies(lp.Entered(1), x1)
	c2 := bpl.Implies(lp.Entered(2), x2)
	if bpl.PrintExpr(c1) == bpl.PrintExpr(c2) {
		return c1
	}
	return bpl.And(c1, c2)
}

// forBoth is a predicate about the two work items together (it names the
// second one's values with __other_int), when both entered the loop.
func (g *gen) forBoth(p ir.Expr) bpl.Expr {
	lp := g.a.lp
	x, err := lp.Translate(p, 1)
	if err != nil {
		return nil
	}
	return bpl.Implies(bpl.And(lp.Entered(1), lp.Entered(2)), x)
}
