package invariants

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Loop is the reduction's view of one loop while it is being emitted
// (implemented by *twothread.Loop). Threads are 1 and 2.
type Loop interface {
	// IR is the natural loop and Func the function containing it.
	IR() *ir.Loop
	Func() *ir.Function
	Geometry() ir.Geometry
	// Pos is the loop's position in the source (its condition).
	Pos() ir.Pos
	// HeaderUniform: both work items are in the loop together.
	HeaderUniform() bool
	// VarUniform: both work items hold the same value in v.
	VarUniform(v *ir.Var) bool
	// BranchUniform: both work items leave b along the same edge.
	BranchUniform(b *ir.Block) bool
	// Defs are the pure definitions of the function.
	Defs() map[*ir.Var]ir.Expr
	// Entered is "thread t entered the loop", Predicate "thread t is in
	// the loop" at the head.
	Entered(t int) bpl.Expr
	Predicate(t int) bpl.Expr
	// ExitAccumulator is "thread t left the loop along from -> to", nil
	// when that is not an exit edge of the loop.
	ExitAccumulator(from, to *ir.Block, t int) bpl.Expr
	// Translate gives the Boogie form of e for thread t at the loop head.
	Translate(e ir.Expr, t int) (bpl.Expr, error)
	// CellIndex turns a byte offset into a's cell index, as the access
	// logs record it; false when a has no logs.
	CellIndex(a *ir.Array, byteOff ir.Expr) (ir.Expr, bool)
	// Fixed are variables other than the function's parameters that keep
	// their value throughout the function (CellIndex may use them: the
	// cell counts behind a procedure's pointer parameters).
	Fixed() []*ir.Var
	// Log names the first work item's access log of a for a kind (READ,
	// WRITE, ATOMIC) and field (HAS_OCCURRED, OFFSET); false when a has
	// no logs.
	Log(a *ir.Array, kind, field string) (bpl.Expr, bool)
	// Pitch names the row, column and PITCHED fields of the first work
	// item's pitched log of a for a kind, and gives its pitch p, a kernel
	// argument (ir.SplitPitch splits a's cells by it): the log of an
	// array indexed row * p + col keeps the row and column of an access
	// that stays within them; false when a's log is not pitched.
	Pitch(a *ir.Array, kind string) (row, col, pitched bpl.Expr, p ir.Expr, ok bool)
	// LogValue names the value the first work item's write log of a
	// records (benign-race tolerance), for writes of valueBytes bytes;
	// false when the log records no such value.
	LogValue(a *ir.Array, valueBytes int) (bpl.Expr, bool)
	// Unknown names the set of a's cells that the check of a barrier
	// invariant treats as unknown (not accessed since the last barrier);
	// false when no barrier invariant reads a.
	Unknown(a *ir.Array) (bpl.Expr, bool)
	// SameGroup: the two work items are always in one work group;
	// SameGroupCond holds when they are in one group.
	SameGroup() bool
	SameGroupCond() bpl.Expr
	// GroupMaps are the pairs of per-work-item maps of the __local
	// arrays whose contents are modelled (when the two work items may be
	// in different groups).
	GroupMaps() [][2]bpl.Expr
}

// stepKind is how a loop counter changes from one iteration to the next.
type stepKind int

const (
	stepOther stepKind = iota
	stepAdd            // v + s
	stepSub            // v - s
	stepMul            // v * 2^k (or v << k)
	stepDiv            // v / 2^k (or v >> k, unsigned)
)

// loopVar is a variable carried by the loop: a phi of its header.
type loopVar struct {
	v *ir.Var
	// init is the value on entry (substituted; nil when the loop has
	// several entries that disagree or it cannot be written at the head).
	init ir.Expr
	// next is the value passed along the back edge (substituted), and
	// latch the variable holding it there (nil when it is not a variable).
	next  ir.Expr
	latch *ir.Var
	step  stepKind
	by    ir.Expr // the step: s for add/sub, 2^k for mul/div
	shift uint64  // k for mul/div
}

// analysis is what the candidate rules know about one loop.
type analysis struct {
	lp       Loop
	l        *ir.Loop
	f        *ir.Function
	defs     map[*ir.Var]ir.Expr
	geo      ir.Geometry
	idom     map[*ir.Block]*ir.Block
	defBlock map[*ir.Var]*ir.Block
	params   map[*ir.Var]bool
	pinned   map[*ir.Var]uint64 // parameters a precondition fixes (eval.go)
	vars     []*loopVar
	varOf    map[*ir.Var]*loopVar
	latchOf  map[*ir.Var]*loopVar // latch variable -> the phi it feeds
	stay     ir.Expr              // condition to stay in the loop at the head, or nil
	others   map[*ir.Loop]*analysis
	barrier  struct{ local, global bool }
	// barriers: the loop holds a barrier, with static fences or not.
	barriers bool
}

func analyse(lp Loop) *analysis { return analyseLoop(lp, lp.IR(), map[*ir.Loop]*analysis{}) }

// analyseLoop analyses loop l of lp's function (lp's own loop, or an
// earlier one whose final counter values lp's loop starts from); done
// caches the analyses of other loops.
func analyseLoop(lp Loop, l *ir.Loop, done map[*ir.Loop]*analysis) *analysis {
	a := &analysis{lp: lp, l: l, f: lp.Func(), defs: lp.Defs(), geo: lp.Geometry(),
		defBlock: map[*ir.Var]*ir.Block{}, params: map[*ir.Var]bool{},
		varOf: map[*ir.Var]*loopVar{}, latchOf: map[*ir.Var]*loopVar{}, others: done}
	_, a.idom = ir.Dominators(a.f)
	for _, p := range a.f.Params {
		if p.Var != nil {
			a.params[p.Var] = true
		}
	}
	for _, v := range lp.Fixed() {
		a.params[v] = true
	}
	a.pinned = a.pinnedParams()
	for _, b := range a.f.Blocks {
		for _, p := range b.Phis {
			a.defBlock[p.Dst] = b
		}
		for _, s := range b.Stmts {
			if v := ir.Defined(s); v != nil {
				a.defBlock[v] = b
			}
		}
	}
	h := a.l.Header
	companion := map[*ir.Var]bool{}
	for _, c := range a.f.Exponents {
		companion[c] = true
	}
	for _, p := range h.Phis {
		if companion[p.Dst] {
			// An exponent (ir.AddExponents): counter-exponent states what
			// is needed of it; as a counter of its own it would only add
			// candidates.
			continue
		}
		lv := &loopVar{v: p.Dst}
		var inits, nexts []ir.Expr
		for _, in := range p.In {
			if a.l.Contains(in.Pred) {
				nexts = append(nexts, in.Val)
				if r, ok := in.Val.(*ir.VarRef); ok && len(nexts) == 1 {
					lv.latch = r.V
				}
			} else {
				inits = append(inits, in.Val)
			}
		}
		if x := a.same(inits); x != nil && a.expressible(x) {
			lv.init = x
		}
		if len(nexts) == 1 {
			lv.next = ir.Substitute(nexts[0], a.defs)
		} else {
			lv.latch = nil
		}
		a.vars = append(a.vars, lv)
		a.varOf[p.Dst] = lv
		if lv.latch != nil {
			a.latchOf[lv.latch] = lv
		}
	}
	for _, lv := range a.vars {
		a.classifyStep(lv)
	}
	if br, ok := h.Term.(*ir.Branch); ok && br.Then != br.Else {
		c := ir.Substitute(br.Cond, a.defs)
		switch {
		case a.l.Contains(br.Then) && !a.l.Contains(br.Else):
			a.stay = c
		case a.l.Contains(br.Else) && !a.l.Contains(br.Then):
			a.stay = &ir.Unary{Op: ir.Not, X: c}
		}
		if a.stay != nil && !a.expressible(a.stay) {
			a.stay = nil
		}
	}
	for _, b := range a.l.Blocks {
		for _, s := range b.Stmts {
			if bar, ok := s.(*ir.Barrier); ok {
				a.barriers = true
				if !bar.Dynamic() {
					a.barrier.local = a.barrier.local || bar.LocalFence
					a.barrier.global = a.barrier.global || bar.GlobalFence
				}
			}
		}
	}
	return a
}

// same returns the common value of es (all substituted) or nil.
func (a *analysis) same(es []ir.Expr) ir.Expr {
	if len(es) == 0 {
		return nil
	}
	x := ir.Substitute(es[0], a.defs)
	for _, e := range es[1:] {
		if ir.ExprString(ir.Substitute(e, a.defs)) != ir.ExprString(x) {
			return nil
		}
	}
	return x
}

// classifyStep recognises counters: v + s, v - s (s not changed by the
// loop), v * 2^k, v << k, v / 2^k, v >> k.
func (a *analysis) classifyStep(lv *loopVar) {
	b, ok := lv.next.(*ir.Binary)
	if !ok {
		return
	}
	isV := func(e ir.Expr) bool { r, ok := e.(*ir.VarRef); return ok && r.V == lv.v }
	x, y := b.X, b.Y
	if (b.Op == ir.Add || b.Op == ir.Mul) && !isV(x) && isV(y) {
		x, y = y, x
	}
	if !isV(x) || !a.invariantIn(y) {
		return
	}
	c, isConst := a.constValue(y)
	switch b.Op {
	case ir.Add, ir.Sub:
		if isConst && c == 0 {
			return
		}
		lv.step, lv.by = stepAdd, y
		if b.Op == ir.Sub {
			lv.step = stepSub
		}
		// clang writes i-- as i + -1: a negative constant step counts down.
		if t, isInt := y.Type().(*ir.IntType); isInt && isConst && b.Op == ir.Add && t.Bits > 1 && c>>(t.Bits-1)&1 == 1 {
			lv.step, lv.by = stepSub, &ir.Const{Val: -c & ir.Mask(t.Bits), T: t}
		}
	// Signed halving (int d; d >>= 1, d /= 2 in AMD's prefix sum) is the
	// unsigned one while d is positive, which the loop's guard (d > 0)
	// says; the candidates built on it are checked like any other.
	case ir.Mul, ir.UDiv, ir.SDiv:
		if !isConst || c < 2 || c&(c-1) != 0 {
			return
		}
		lv.step, lv.by, lv.shift = stepMul, y, uint64(ir.Log2(c))
		if b.Op != ir.Mul {
			lv.step = stepDiv
		}
	case ir.Shl, ir.LShr, ir.AShr:
		if !isConst || c == 0 || c >= uint64(ir.Bits(lv.v.T)) {
			return
		}
		lv.step, lv.shift = stepMul, c
		lv.by = &ir.Const{Val: 1 << c, T: y.Type().(*ir.IntType)}
		if b.Op != ir.Shl {
			lv.step = stepDiv
		}
	}
}

// expressible reports whether e (substituted) means something at the loop
// head: it reads parameters, the phis of this loop's header and of the
// headers of enclosing loops, and variables defined before the loop.
func (a *analysis) expressible(e ir.Expr) bool {
	ok := true
	ir.WalkExpr(e, func(x ir.Expr) {
		switch x := x.(type) {
		case *ir.VarRef:
			ok = ok && a.fixedAtHead(x.V)
		case *ir.Read, *ir.AnnotExpr, *ir.ArrayRef:
			ok = false
		}
	})
	return ok
}

func (a *analysis) fixedAtHead(v *ir.Var) bool {
	if a.params[v] {
		return true
	}
	b, ok := a.defBlock[v]
	if !ok {
		return false
	}
	for l := a.l; l != nil; l = l.Parent {
		if b == l.Header {
			// A phi of this header or an enclosing one; a statement of
			// the header runs after the head.
			for _, p := range b.Phis {
				if p.Dst == v {
					return true
				}
			}
			return false
		}
	}
	return !a.l.Contains(b) && b != a.l.Header && ir.Dominates(a.idom, b, a.l.Header)
}

// invariantIn reports whether e does not change while the loop runs.
func (a *analysis) invariantIn(e ir.Expr) bool {
	ok := a.expressible(e)
	ir.WalkExpr(e, func(x ir.Expr) {
		if r, isRef := x.(*ir.VarRef); isRef && a.varOf[r.V] != nil {
			ok = false
		}
	})
	return ok
}

// mentions reports whether e reads v.
func mentions(e ir.Expr, v *ir.Var) bool {
	found := false
	ir.WalkExpr(e, func(x ir.Expr) {
		if r, ok := x.(*ir.VarRef); ok && r.V == v {
			found = true
		}
	})
	return found
}

// rewind expresses e, an expression over the values of an iteration that
// just ended, in terms of the values at the following loop head: a
// variable passed along the back edge is the header phi it feeds, and a
// header phi is its value before the step (v >> k for v * 2^k, v - s for
// v + s, ...). ok is false when some value cannot be recovered.
func (a *analysis) rewind(e ir.Expr) (ir.Expr, bool) { return a.rewindBy(e, a.previous) }

// rewindBy is rewind with prev giving a counter's value one iteration back.
func (a *analysis) rewindBy(e ir.Expr, prev func(*loopVar) ir.Expr) (ir.Expr, bool) {
	ok := true
	var walk func(ir.Expr) ir.Expr
	walk = func(e ir.Expr) ir.Expr {
		return ir.MapExpr(e, func(x ir.Expr) (ir.Expr, bool) {
			r, isRef := x.(*ir.VarRef)
			if !isRef {
				return nil, false
			}
			if lv := a.latchOf[r.V]; lv != nil {
				return &ir.VarRef{V: lv.v}, true
			}
			if lv := a.varOf[r.V]; lv != nil {
				p := prev(lv)
				if p == nil {
					ok = false
					return x, true
				}
				return p, true
			}
			if d, isDef := a.defs[r.V]; isDef {
				return walk(d), true
			}
			if !a.fixedAtHead(r.V) {
				ok = false
			}
			return x, true
		})
	}
	out := walk(e)
	return out, ok
}

// previous is the value of counter lv one iteration before the head.
func (a *analysis) previous(lv *loopVar) ir.Expr {
	v := &ir.VarRef{V: lv.v}
	t, isInt := lv.v.T.(*ir.IntType)
	if !isInt {
		return nil
	}
	switch lv.step {
	case stepAdd:
		return &ir.Binary{Op: ir.Sub, X: v, Y: lv.by}
	case stepSub:
		return &ir.Binary{Op: ir.Add, X: v, Y: lv.by}
	case stepMul:
		return &ir.Binary{Op: ir.LShr, X: v, Y: &ir.Const{Val: lv.shift, T: t}}
	case stepDiv:
		return &ir.Binary{Op: ir.Shl, X: v, Y: &ir.Const{Val: lv.shift, T: t}}
	}
	return nil
}

// threadDependent reports whether e may differ between the two work
// items: it reads a work-item id or a variable they do not agree on.
func (a *analysis) threadDependent(e ir.Expr) bool {
	dep := false
	ir.WalkExpr(e, func(x ir.Expr) {
		switch x := x.(type) {
		case *ir.VarRef:
			if !a.lp.VarUniform(x.V) && a.varOf[x.V] == nil {
				dep = true
			}
		case *ir.Builtin:
			if x.Fn.ThreadDependent() {
				dep = true
			}
		}
	})
	return dep
}
