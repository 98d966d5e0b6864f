package invariants

import (
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Rules names the candidate rules, in the order Generate applies them
// (--infer-info prints them with each candidate).
var Rules = []string{
	"no-access",      // !_WRITE_HAS_OCCURRED_$$A: nothing of that kind in flight
	"access-offset",  // the logged offset is one the kernel accesses
	"rewound-offset", // ... or, after a barrier in the loop, this iteration's
	"strided-offset", // logged offset and counter agree modulo the stride
	"range-offset",   // ... or lies between its first and its current value
	"counter-values", // the exact values of the uniform counters
	"counter-exit",   // their values when the loop is left
	"counter-uniform",
	"counter-init",  // i >= init (increasing) or i <= init (decreasing)
	"counter-guard", // i <= n from the guard i < n
	"counter-stride",
	"counter-pow2",
	"counter-nonzero",
	"counter-product", // d * offset == N
	"exit-entered",    // a work item that left the loop had entered it
	"exit-condition",  // a work item that left along an edge satisfies its condition
	"loop-left",       // a work item that entered is in the loop or left it
	"predicate-uniform",
	"user", // #pragma bvgen candidate
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
	g := &gen{a: analyse(lp), seen: map[string]bool{}}
	g.accessRules()
	g.counterRules()
	g.predicateRules()
	return g.out
}

type gen struct {
	a    *analysis
	out  []*bpl.Invariant
	seen map[string]bool
}

func (g *gen) add(rule string, e bpl.Expr) {
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
		Attrs: []*bpl.Attr{bpl.NewAttr("candidate"), bpl.NewAttr("rule", bpl.Str(rule)), bpl.SourceLoc(p.File, p.Line, p.Col)},
		Cond:  e,
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

// ---------------------------------------------------------------------------
// Access logs

// access is an access of the kernel to an array with access logs.
type access struct {
	arr  *ir.Array
	kind string  // READ, WRITE or ATOMIC
	raw  ir.Expr // cell index as the statement computes it
	cell ir.Expr // the same, substituted and folded
	in   bool    // the access is in the loop
	ok   bool    // cell can be written at the loop head
}

type logKey struct {
	arr  *ir.Array
	kind string
}

func (g *gen) accesses() (keys []logKey, by map[logKey][]*access) {
	a := g.a
	by = map[logKey][]*access{}
	for _, b := range a.f.Blocks {
		for _, s := range b.Stmts {
			arr, kind, ok := accessOf(s)
			if !ok {
				continue
			}
			idx, ok := a.lp.CellIndex(arr, offsetOf(s))
			if !ok {
				continue
			}
			if _, ok := a.lp.Log(arr, kind, "HAS_OCCURRED"); !ok {
				continue
			}
			cell := a.fold(ir.Substitute(idx, a.defs))
			acc := &access{arr: arr, kind: kind, raw: idx, cell: cell, in: a.l.Contains(b), ok: a.expressible(cell)}
			k := logKey{arr, kind}
			if by[k] == nil {
				keys = append(keys, k)
			}
			by[k] = append(by[k], acc)
		}
	}
	return keys, by
}

// barrierCovers reports whether a barrier in the loop resets arr's logs.
func (g *gen) barrierCovers(arr *ir.Array) bool {
	switch arr.Space {
	case ir.Local:
		return g.a.barrier.local
	case ir.Global:
		return g.a.barrier.global && g.a.lp.SameGroup()
	}
	return false
}

// offsets translates the distinct cell indices es for the first work item.
func (g *gen) offsets(es []ir.Expr) []bpl.Expr {
	var out []bpl.Expr
	seen := map[string]bool{}
	for _, e := range es {
		x, err := g.a.lp.Translate(e, 1)
		if err != nil {
			return nil
		}
		if text := bpl.PrintExpr(x); !seen[text] {
			seen[text] = true
			out = append(out, x)
		}
	}
	return out
}

func anyOf(off bpl.Expr, xs []bpl.Expr) bpl.Expr {
	var eqs []bpl.Expr
	for _, x := range xs {
		eqs = append(eqs, bpl.Eq(off, x))
	}
	return bpl.Or(eqs...)
}

func (g *gen) accessRules() {
	a := g.a
	keys, by := g.accesses()
	facts := a.logFacts(keys)
	for _, k := range keys {
		if !facts.live[k] {
			continue // no check reads this log before a barrier resets it
		}
		has, _ := a.lp.Log(k.arr, k.kind, "HAS_OCCURRED")
		off, _ := a.lp.Log(k.arr, k.kind, "OFFSET")
		if !facts.logged[k] {
			g.add("no-access", bpl.Not(has))
			continue
		}
		var all, out []ir.Expr
		allIn, varying := true, false
		for _, acc := range by[k] {
			if acc.in {
				allIn = allIn && acc.ok
				for _, lv := range a.vars {
					varying = varying || (lv.step != stepOther && mentions(acc.cell, lv.v))
				}
			}
			if !acc.ok {
				continue
			}
			all = append(all, acc.cell)
			if !acc.in {
				out = append(out, acc.cell)
			}
		}
		if g.barrierCovers(k.arr) && g.rewoundOffset(by[k], has, off, out) {
			continue
		}
		if len(all) > 0 && allIn && (!varying || g.barrierCovers(k.arr)) {
			if xs := g.offsets(all); xs != nil {
				g.add("access-offset", bpl.Implies(has, anyOf(off, xs)))
			}
		}
		g.stridedOffset(by[k], has, off, all)
		if !g.barrierCovers(k.arr) {
			g.rangeOffset(by[k], has, off)
		}
	}
}

// logPred translates a predicate about the logged offset of thread 1,
// written with a placeholder variable of type t for it.
func (g *gen) logPred(build func(log ir.Expr) ir.Expr, t *ir.IntType, off bpl.Expr) bpl.Expr {
	ph := &ir.Var{Name: "bvgen.log", T: t}
	x, err := g.a.lp.Translate(build(&ir.VarRef{V: ph}), 1)
	if err != nil {
		return nil
	}
	return replaceIdents(x, func(name string) bpl.Expr {
		if strings.HasPrefix(name, "$bvgen.log") {
			return off
		}
		return nil
	})
}

// rangeOffset: in a loop without a barrier whose accesses move with a
// counter i that grows from i0, the log holds an offset of an earlier
// iteration: between the offset at i0 and the current one (a byte-wise
// copy a[4*t + k], k = 0..3, logs a[4*t .. 4*t+k-1]).
func (g *gen) rangeOffset(accs []*access, has, off bpl.Expr) {
	a := g.a
	for _, lv := range a.vars {
		c, isConst := a.constValue(a.fold(orZero(lv.by)))
		if lv.step != stepAdd || !isConst || c == 0 || c > 1<<16 || lv.init == nil {
			continue
		}
		t, isInt := lv.v.T.(*ir.IntType)
		if !isInt {
			continue
		}
		var parts []func(ir.Expr) ir.Expr
		usable, used := true, false
		for _, acc := range accs {
			if !acc.ok {
				usable = usable && !acc.in
				continue
			}
			e := acc.cell
			if ir.Bits(e.Type()) != t.Bits {
				usable = false
				break
			}
			if acc.in && mentions(e, lv.v) {
				used = true
				lo := a.fold(substVar(e, lv.v, lv.init))
				parts = append(parts, func(l ir.Expr) ir.Expr {
					return &ir.Binary{Op: ir.And, X: &ir.Binary{Op: ir.Ule, X: lo, Y: l}, Y: &ir.Binary{Op: ir.Ult, X: l, Y: e}}
				})
				continue
			}
			for _, other := range a.vars {
				if acc.in && other.step != stepOther && mentions(e, other.v) {
					usable = false
				}
			}
			parts = append(parts, func(l ir.Expr) ir.Expr { return &ir.Binary{Op: ir.Eq, X: l, Y: e} })
		}
		if !usable || !used {
			continue
		}
		pred := g.logPred(func(l ir.Expr) ir.Expr {
			e := parts[0](l)
			for _, p := range parts[1:] {
				e = &ir.Binary{Op: ir.Or, X: e, Y: p(l)}
			}
			return e
		}, t, off)
		if pred != nil {
			g.add("range-offset", bpl.Implies(has, pred))
		}
	}
}

func orZero(e ir.Expr) ir.Expr {
	if e == nil {
		return &ir.Const{Val: 0, T: ir.Int(32)}
	}
	return e
}

// substVar replaces v by x in e.
func substVar(e ir.Expr, v *ir.Var, x ir.Expr) ir.Expr {
	return ir.MapExpr(e, func(y ir.Expr) (ir.Expr, bool) {
		if r, ok := y.(*ir.VarRef); ok && r.V == v {
			return x, true
		}
		return nil, false
	})
}

// rewoundOffset: in a loop with a barrier, the logs at the head hold the
// accesses since the last barrier of the iteration that just ended, whose
// offsets are those of the loop's accesses with the counters one step
// back; on the first iteration, the accesses before the loop.
func (g *gen) rewoundOffset(accs []*access, has, off bpl.Expr, out []ir.Expr) bool {
	a := g.a
	var rew []ir.Expr
	differs := false
	for _, acc := range accs {
		if !acc.in {
			continue
		}
		r, ok := a.rewind(acc.raw)
		if !ok {
			return false
		}
		r = a.fold(r)
		if !a.expressible(r) {
			return false
		}
		differs = differs || ir.ExprString(r) != ir.ExprString(acc.cell)
		rew = append(rew, r)
	}
	if !differs || len(rew) == 0 {
		return false
	}
	xs := g.offsets(rew)
	if xs == nil {
		return false
	}
	var firsts []ir.Expr
	for _, lv := range a.vars {
		if a.lp.VarUniform(lv.v) && lv.init != nil && lv.step != stepOther {
			if _, ok := a.constValue(lv.init); ok {
				firsts = append(firsts, &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: lv.v}, Y: a.fold(lv.init)})
			}
		}
	}
	before := bpl.Expr(bpl.Bool(false))
	if len(out) > 0 {
		ys := g.offsets(out)
		if ys == nil {
			return false
		}
		before = anyOf(off, ys)
		if len(firsts) > 0 {
			first, err := a.lp.Translate(andAll(firsts), 1)
			if err != nil {
				return false
			}
			before = bpl.And(first, before)
		}
	}
	now := anyOf(off, xs)
	if len(out) > 0 {
		now = bpl.Or(before, now)
	}
	g.add("rewound-offset", bpl.Implies(has, now))
	return true
}

// stridedOffset: in a loop whose counter i steps by s, accesses at i + c
// leave in the log an offset congruent to the current one modulo s.
func (g *gen) stridedOffset(accs []*access, has, off bpl.Expr, all []ir.Expr) {
	a := g.a
	for _, lv := range a.vars {
		if lv.step != stepAdd {
			continue
		}
		t, isInt := lv.v.T.(*ir.IntType)
		if !isInt || t.Bits != 32 {
			continue
		}
		used := false
		for _, acc := range accs {
			used = used || (acc.in && mentions(acc.cell, lv.v))
		}
		if !used {
			continue
		}
		s := a.fold(lv.by)
		if c, ok := s.(*ir.Const); ok && c.Val <= 1 {
			continue
		}
		var mods []ir.Expr
		for _, e := range all {
			mods = append(mods, &ir.Binary{Op: ir.URem, X: e, Y: s})
		}
		xs := g.offsets(mods)
		if xs == nil {
			continue
		}
		// The log's offset modulo s, written with the same translation
		// (a placeholder variable stands for the log).
		ph := &ir.Var{Name: "bvgen.log", T: t}
		lm, err := a.lp.Translate(&ir.Binary{Op: ir.URem, X: &ir.VarRef{V: ph}, Y: s}, 1)
		if err != nil {
			continue
		}
		lm = replaceIdents(lm, func(name string) bpl.Expr {
			if strings.HasPrefix(name, "$bvgen.log") {
				return off
			}
			return nil
		})
		g.add("strided-offset", bpl.Implies(has, anyOf(lm, xs)))
	}
}

func andAll(es []ir.Expr) ir.Expr {
	e := es[0]
	for _, x := range es[1:] {
		e = &ir.Binary{Op: ir.And, X: e, Y: x}
	}
	return e
}

// ---------------------------------------------------------------------------
// Loop counters

func (g *gen) counterRules() {
	a := g.a
	traced := map[*ir.Var]bool{}
	if vars, states, ok := a.trace(traceLimit); ok && len(states) > valuesLimit {
		// The values at the exit (the last traced state), which the
		// rules below do not give.
		var eqs []ir.Expr
		for i, lv := range vars {
			eqs = append(eqs, &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: lv.v}, Y: &ir.Const{Val: states[len(states)-1][i], T: lv.v.T.(*ir.IntType)}})
		}
		g.add("counter-exit", g.forThreads(&ir.Binary{Op: ir.Or, X: a.stay, Y: andAll(eqs)}))
	} else if ok {
		var cases []ir.Expr
		for _, st := range states {
			var eqs []ir.Expr
			for i, lv := range vars {
				eqs = append(eqs, &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: lv.v}, Y: &ir.Const{Val: st[i], T: lv.v.T.(*ir.IntType)}})
			}
			cases = append(cases, andAll(eqs))
		}
		e := cases[0]
		for _, c := range cases[1:] {
			e = &ir.Binary{Op: ir.Or, X: e, Y: c}
		}
		g.add("counter-values", g.forThreads(e))
		for _, lv := range vars {
			traced[lv.v] = true
		}
	}
	var muls, divs []*loopVar
	for _, lv := range a.vars {
		t, isInt := lv.v.T.(*ir.IntType)
		if !isInt {
			continue
		}
		v := &ir.VarRef{V: lv.v}
		if !a.lp.VarUniform(lv.v) && lv.init != nil && lv.next != nil &&
			!a.threadDependent(lv.init) && !a.threadDependent(lv.next) {
			g.add("counter-uniform", g.forBoth(&ir.Binary{Op: ir.Eq, X: v, Y: &ir.AnnotExpr{Fn: ir.OtherInt, Args: []ir.Expr{v}, T: t}}))
		}
		if traced[lv.v] || lv.step == stepOther {
			continue
		}
		zero := &ir.Const{Val: 0, T: t}
		if lv.init != nil {
			init := a.fold(lv.init)
			switch lv.step {
			case stepAdd, stepMul:
				g.add("counter-init", g.forThreads(&ir.Binary{Op: ir.Uge, X: v, Y: init}))
			case stepSub, stepDiv:
				g.add("counter-init", g.forThreads(&ir.Binary{Op: ir.Ule, X: v, Y: init}))
			}
			if lv.step == stepAdd && g.strided(lv) {
				s := a.fold(lv.by)
				g.add("counter-stride", g.forThreads(&ir.Binary{Op: ir.Eq,
					X: &ir.Binary{Op: ir.URem, X: v, Y: s}, Y: a.fold(&ir.Binary{Op: ir.URem, X: init, Y: s})}))
			}
		}
		if b := g.guardBound(lv); b != nil {
			g.add("counter-guard", g.forThreads(b))
		}
		switch lv.step {
		case stepMul:
			muls = append(muls, lv)
			g.add("counter-nonzero", g.forThreads(&ir.Binary{Op: ir.Ne, X: v, Y: zero}))
			fallthrough
		case stepDiv:
			if lv.step == stepDiv {
				divs = append(divs, lv)
			}
			dec := &ir.Binary{Op: ir.Sub, X: v, Y: &ir.Const{Val: 1, T: t}}
			g.add("counter-pow2", g.forThreads(&ir.Binary{Op: ir.Eq, X: &ir.Binary{Op: ir.And, X: v, Y: dec}, Y: zero}))
		}
	}
	// Products of a growing and a shrinking counter (Blelloch: d * offset).
	for _, x := range muls {
		for _, y := range divs {
			cx, ok1 := a.constValue(x.init)
			cy, ok2 := a.constValue(y.init)
			if x.init == nil || y.init == nil || !ok1 || !ok2 || !sameType(x.v.T, y.v.T) {
				continue
			}
			t := x.v.T.(*ir.IntType)
			prod := &ir.Binary{Op: ir.Mul, X: &ir.VarRef{V: y.v}, Y: &ir.VarRef{V: x.v}}
			eq := &ir.Binary{Op: ir.Eq, X: prod, Y: &ir.Const{Val: cx * cy & ir.Mask(t.Bits), T: t}}
			// Where the loop can be left, the product need not hold at the
			// exit (Blelloch's d reaches 0).
			if a.stay != nil {
				g.add("counter-product", g.forThreads(&ir.Binary{Op: ir.Or, X: &ir.Unary{Op: ir.Not, X: a.stay}, Y: eq}))
			} else {
				g.add("counter-product", g.forThreads(eq))
			}
		}
	}
}

func sameType(x, y ir.Type) bool { return ir.Bits(x) == ir.Bits(y) }

// strided reports whether an access in the loop reads counter lv.
func (g *gen) strided(lv *loopVar) bool {
	for _, b := range g.a.l.Blocks {
		for _, s := range b.Stmts {
			if _, _, ok := accessOf(s); ok && mentions(ir.Substitute(offsetOf(s), g.a.defs), lv.v) {
				return true
			}
		}
	}
	return false
}

// guardBound weakens the loop condition "v < n" to "v <= n" (likewise
// for >, signed or not): it holds at every evaluation of the head when v
// moves towards n by steps that do not jump over it.
func (g *gen) guardBound(lv *loopVar) ir.Expr {
	b, ok := g.a.stay.(*ir.Binary)
	if !ok {
		return nil
	}
	isV := func(e ir.Expr) bool { r, ok := e.(*ir.VarRef); return ok && r.V == lv.v }
	op, x, y := b.Op, b.X, b.Y
	if isV(y) && !isV(x) {
		x, y = y, x
		switch op {
		case ir.Ult:
			op = ir.Ugt
		case ir.Ugt:
			op = ir.Ult
		case ir.Slt:
			op = ir.Sgt
		case ir.Sgt:
			op = ir.Slt
		default:
			return nil
		}
	}
	if !isV(x) || !g.a.invariantIn(y) {
		return nil
	}
	weak, ok := map[ir.BinOp]ir.BinOp{ir.Ult: ir.Ule, ir.Slt: ir.Sle, ir.Ugt: ir.Uge, ir.Sgt: ir.Sge}[op]
	if !ok {
		return nil
	}
	return &ir.Binary{Op: weak, X: x, Y: g.a.fold(y)}
}

// ---------------------------------------------------------------------------
// Predicates

func (g *gen) predicateRules() {
	a := g.a
	lp := a.lp
	for _, b := range a.l.Blocks {
		br, ok := b.Term.(*ir.Branch)
		if !ok || br.Then == br.Else {
			continue
		}
		for _, s := range []*ir.Block{br.Then, br.Else} {
			if a.l.Contains(s) {
				continue
			}
			cond := ir.Substitute(br.Cond, a.defs)
			if s == br.Else {
				cond = &ir.Unary{Op: ir.Not, X: cond}
			}
			var entered, holds []bpl.Expr
			seen := map[string]bool{}
			for _, t := range []int{1, 2} {
				acc := lp.ExitAccumulator(b, s, t)
				if acc == nil || seen[bpl.PrintExpr(acc)] {
					continue
				}
				seen[bpl.PrintExpr(acc)] = true
				// Only a work item that entered the loop can have left it
				// (the accumulator is havocked with the loop's variables
				// even when the loop runs zero times).
				entered = append(entered, bpl.Implies(acc, lp.Entered(t)))
				if x, err := lp.Translate(cond, t); err == nil && a.expressible(cond) {
					holds = append(holds, bpl.Implies(acc, x))
				}
			}
			if len(entered) > 0 {
				g.add("exit-entered", bpl.And(entered...))
			}
			if len(holds) == len(entered) && len(holds) > 0 {
				g.add("exit-condition", bpl.And(holds...))
			}
		}
	}
	// A work item that entered the loop is still in it or left along an
	// exit edge: without this, after a loop the abstraction may lose the
	// work items that left (their accumulators are havocked too).
	var left []bpl.Expr
	seen := ""
	for _, t := range []int{1, 2} {
		disj := []bpl.Expr{lp.Predicate(t)}
		for _, b := range a.l.Blocks {
			for _, s := range b.Term.Succs() {
				if acc := lp.ExitAccumulator(b, s, t); acc != nil {
					disj = append(disj, acc)
				}
			}
		}
		c := bpl.Implies(lp.Entered(t), bpl.Or(disj...))
		if text := bpl.PrintExpr(c); text != seen {
			left = append(left, c)
			seen = text
		}
	}
	g.add("loop-left", bpl.And(left...))
	if !lp.HeaderUniform() {
		g.add("predicate-uniform", bpl.Eq(lp.Predicate(1), lp.Predicate(2)))
	}
}

// replaceIdents rebuilds a Boogie expression, replacing the identifiers
// for which f returns an expression.
func replaceIdents(e bpl.Expr, f func(string) bpl.Expr) bpl.Expr {
	switch e := e.(type) {
	case *bpl.Ident:
		if x := f(e.Name); x != nil {
			return x
		}
		return e
	case *bpl.Apply:
		args := make([]bpl.Expr, len(e.Args))
		for i, x := range e.Args {
			args[i] = replaceIdents(x, f)
		}
		return &bpl.Apply{Func: e.Func, Args: args}
	case *bpl.Unary:
		return &bpl.Unary{Op: e.Op, X: replaceIdents(e.X, f)}
	case *bpl.Binary:
		return &bpl.Binary{Op: e.Op, L: replaceIdents(e.L, f), R: replaceIdents(e.R, f)}
	case *bpl.IfThenElse:
		return &bpl.IfThenElse{Cond: replaceIdents(e.Cond, f), Then: replaceIdents(e.Then, f), Else: replaceIdents(e.Else, f)}
	case *bpl.Extract:
		return &bpl.Extract{X: replaceIdents(e.X, f), Hi: e.Hi, Lo: e.Lo}
	case *bpl.Select:
		idx := make([]bpl.Expr, len(e.Index))
		for i, x := range e.Index {
			idx[i] = replaceIdents(x, f)
		}
		return &bpl.Select{Map: replaceIdents(e.Map, f), Index: idx}
	}
	return e
}
