package invariants

import (
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Access-log rules (scope perLog).

// access is an access of the kernel to an array with access logs.
type access struct {
	arr  *ir.Array
	kind string  // READ, WRITE or ATOMIC
	raw  ir.Expr // cell index as the statement computes it
	cell ir.Expr // the same, substituted and folded
	blk  *ir.Block
	stmt ir.Stmt // the access statement
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
			acc := &access{arr: arr, kind: kind, raw: idx, cell: cell, blk: b, stmt: s, in: a.l.Contains(b), ok: a.expressible(cell)}
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

// logSite is a live access log at the loop head, with the accesses that
// may write it.
type logSite struct {
	key  logKey
	accs []*access
	// raw is the log's HAS_OCCURRED, has the premise of facts about what
	// it holds (for a __local array when the two work items may be in
	// different groups, "same group && raw"), off its OFFSET.
	raw, has, off bpl.Expr
	logged        bool      // an access may be in the log (logFacts)
	all, out      []ir.Expr // the writable cells of all accesses, of those before the loop
	allIn         bool      // every access in the loop is writable at the head
	pitched       bool      // a pitched log whose accesses all split (rules_pitch.go)
	varying       bool      // an access in the loop moves with a counter
	// onlyBefore: the accesses that may be in the log at the head are
	// known and all before the loop (a barrier resets the log on every
	// way from the loop's own accesses back to its head).
	onlyBefore bool
	// reach are the writable cells of the accesses that may be in the log
	// at the head (logFacts.reach), nil when unknown or when one of them
	// cannot be written there.
	reach []ir.Expr
}

// logSites lists the live logs, in the order of the accesses.
func (g *gen) logSites() []*logSite {
	a := g.a
	keys, by := g.accesses()
	facts := a.logFacts(keys)
	var out []*logSite
	for _, k := range keys {
		if !facts.live[k] {
			continue // no check reads this log before a barrier resets it
		}
		l := &logSite{key: k, logged: facts.logged[k], allIn: true}
		l.raw, _ = a.lp.Log(k.arr, k.kind, "HAS_OCCURRED")
		l.has = l.raw
		if k.arr.Space == ir.Local && !a.lp.SameGroup() && !a.lp.HeaderUniform() {
			// A __local array's checks are between work items of one
			// group, and only within one group does a barrier reset
			// the log for both (see groupNoAccess): the facts about
			// what it holds are stated for those pairs. Unguarded, in
			// fdtd-2d's second staging nest the residues of shared_ey
			// failed on entry for two groups, and the kernel was a
			// false alarm.
			l.has = bpl.And(a.lp.SameGroupCond(), l.raw)
		}
		l.off, _ = a.lp.Log(k.arr, k.kind, "OFFSET")
		reach, reachOK := facts.reach[k], facts.reach[k] != nil
		for _, acc := range by[k] {
			// An access outside the loop that cannot be in the log at the
			// head (a barrier resets the log on every path from it) is no
			// offset the log can hold there: s[lid + 1] = ...; barrier();
			// for (k = lid; k < 128; k += 64) s[k] = ... (the stride and
			// range candidates with its offset as a disjunct were too weak).
			if !acc.in && facts.reach[k] != nil && !reach[acc.stmt] {
				continue
			}
			l.accs = append(l.accs, acc)
			if reach[acc.stmt] {
				reachOK = reachOK && acc.ok
				l.reach = append(l.reach, acc.cell)
			}
			if acc.in {
				l.allIn = l.allIn && acc.ok
				for _, lv := range a.vars {
					l.varying = l.varying || (lv.step != stepOther && mentions(acc.cell, lv.v))
				}
			}
			if !acc.ok {
				continue
			}
			l.all = append(l.all, acc.cell)
			if !acc.in {
				l.out = append(l.out, acc.cell)
			}
		}
		l.onlyBefore = facts.reach[k] != nil && len(reach) > 0
		for _, acc := range by[k] {
			l.onlyBefore = l.onlyBefore && !(acc.in && reach[acc.stmt])
		}
		if !reachOK {
			l.reach = nil
		}
		_, _, l.pitched = g.pitchSplit(l)
		out = append(out, l)
	}
	return out
}

// groupNoAccess (scope perLog): a __local array is checked for races only
// between work items of one group, and when the two may be in different
// groups the reduction keeps a barrier's reset of the log under the first
// work item's predicate. Where one of them passed a barrier under a branch
// on its own group's memory (if (p[0] == 22) barrier(); in
// barrier_intervals/test4) and the other did not, the log can hold an
// access from before that barrier, so no-access fails on entry; within
// one group both passed it: same group ==> !_WRITE_HAS_OCCURRED_$$A. This
// is no-access (GPUVerify's no-access candidate) restricted to the pairs
// the race checks of a __local array consider. Only loops the two work
// items need not be in together get it: such a branch is what makes them
// part.
func groupNoAccess(g *gen, s site) bool {
	l := s.log
	lp := g.a.lp
	if !l.logged && g.groupScoped(l) {
		g.add(bpl.Implies(lp.SameGroupCond(), bpl.Not(l.raw)))
	}
	return false
}

// noAccess settles a log nothing can be in.
func noAccess(g *gen, s site) bool {
	if s.log.logged {
		return false
	}
	g.add(bpl.Not(s.log.raw))
	return true
}

// firstOnly (scope perLog): in a loop with a barrier whose own accesses
// never reach its head, a log can hold accesses from before the loop on
// its first iteration only: `has ==> first` (each uniform counter at its
// start), and, where a barrier before the loop resets them after all,
// `!has`, which no-access leaves out (its dataflow does not know that the
// loop with that barrier runs). Parboil's TPACF zeroes its sub-histograms,
// then loops over its points with barriers (i = 0; i < 4096, which runs),
// then folds the sub-histograms with a barrier per level: the zeroing
// writes are gone at the fold, and without that the fold's residues fail
// on entry. The concrete runs refute whichever does not hold.
func firstOnly(g *gen, s site) bool {
	l := s.log
	if !l.logged || !l.onlyBefore || !g.barrierCovers(l.key.arr) {
		return false
	}
	if firsts := g.a.firstIteration(); len(firsts) > 0 {
		if first, err := g.a.lp.Translate(andAll(firsts), 1); err == nil {
			g.add(bpl.Implies(l.has, first))
		}
	}
	g.add(bpl.Not(l.has))
	return false
}

// groupScoped reports whether the facts of a log are stated for two work
// items of one group only: a __local array's, when the two may be in
// different groups and the loop's head is not uniform (groupNoAccess).
func (g *gen) groupScoped(l *logSite) bool {
	lp := g.a.lp
	return l.key.arr.Space == ir.Local && !lp.SameGroup() && !lp.HeaderUniform()
}

func rewoundOffsetRule(g *gen, s site) bool {
	l := s.log
	return g.barrierCovers(l.key.arr) && g.rewoundOffset(l.accs, l.has, l.off, l.out)
}

// accessOffset: the logged offset is one the kernel's accesses make, or,
// when the accesses that can be in the log at the head are known, one of
// theirs (an access after the loop, reached only past a barrier, cannot be
// in it: access_means_enabled's A[(t + 1) % 32] after its loops).
func accessOffset(g *gen, s site) bool {
	l := s.log
	if len(l.all) > 0 && l.allIn && (!l.varying || g.barrierCovers(l.key.arr)) {
		cells := l.all
		if len(l.reach) > 0 {
			cells = l.reach
		}
		if xs := g.offsets(cells); xs != nil {
			g.add(bpl.Implies(l.has, anyOf(l.off, xs)))
		}
	}
	return false
}

func stridedOffsetRule(g *gen, s site) bool {
	l := s.log
	g.stridedOffset(l.accs, l.has, l.off, l.all)
	return false
}

func rangeOffsetRule(g *gen, s site) bool {
	l := s.log
	if !g.barrierCovers(l.key.arr) {
		g.rangeOffset(l.accs, l.has, l.off)
	}
	return false
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
		g.addLogCases(has, off, t, parts)
	}
}

// addLogCases proposes has ==> (one of parts holds of the logged offset),
// each part a predicate of the offset (of type t).
func (g *gen) addLogCases(has, off bpl.Expr, t *ir.IntType, parts []func(ir.Expr) ir.Expr) {
	pred := g.logPred(func(l ir.Expr) ir.Expr {
		e := parts[0](l)
		for _, p := range parts[1:] {
			e = &ir.Binary{Op: ir.Or, X: e, Y: p(l)}
		}
		return e
	}, t, off)
	if pred != nil {
		g.add(bpl.Implies(has, pred))
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
	var rew, guards []ir.Expr
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
		guards = append(guards, a.rewoundGuard(acc.blk))
	}
	if !differs || len(rew) == 0 {
		return false
	}
	xs := g.guardedOffsets(off, rew, guards)
	if xs == nil {
		return false
	}
	firsts := a.firstIteration()
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
	now := bpl.Or(xs...)
	if len(out) > 0 {
		now = bpl.Or(before, now)
	}
	g.add(bpl.Implies(has, now))
	return true
}

// firstIteration is what tells the loop's first iteration: each uniform
// counter with a constant start equals it.
func (a *analysis) firstIteration() []ir.Expr {
	var firsts []ir.Expr
	for _, lv := range a.vars {
		if a.lp.VarUniform(lv.v) && lv.init != nil && lv.step != stepOther {
			if _, ok := a.constValue(lv.init); ok {
				firsts = append(firsts, &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: lv.v}, Y: a.fold(lv.init)})
			}
		}
	}
	return firsts
}

// stridedOffset: in a loop whose counter i steps by s, accesses at i + c
// leave in the log an offset congruent to the current one modulo s. Only
// for a constant s: a remainder by a variable is a divider circuit in
// every query that holds the candidate, and the symbolic steps of real
// code are the powers of two of fold trees (`base += 64 / offset`), whose
// residues shift-residue states with masks. With them, the last Houdini
// query of kernels/realworld/pattern_fold_after_zero_ok.cl took z3 17 s,
// and 3.3 s without (Parboil TPACF: 53 s alone, 15 s without).
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
		if c, ok := s.(*ir.Const); !ok || c.Val <= 1 {
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
		g.add(bpl.Implies(has, anyOf(lm, xs)))
	}
}

func andAll(es []ir.Expr) ir.Expr { return chain(ir.And, es) }

// orAll is the disjunction of es (at least one), nested to the left as
// andAll's conjunction.
func orAll(es []ir.Expr) ir.Expr { return chain(ir.Or, es) }

// orDistinct is the disjunction of es without repeats, in the order they
// first occur (a candidate's alternatives: accesses often share a cell).
func orDistinct(es []ir.Expr) ir.Expr {
	var out []ir.Expr
	seen := map[string]bool{}
	for _, e := range es {
		if key := ir.ExprString(e); !seen[key] {
			seen[key] = true
			out = append(out, e)
		}
	}
	return orAll(out)
}

func chain(op ir.BinOp, es []ir.Expr) ir.Expr {
	e := es[0]
	for _, x := range es[1:] {
		e = &ir.Binary{Op: op, X: e, Y: x}
	}
	return e
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
