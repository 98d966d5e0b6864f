package twothread

import (
	"fmt"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Loop describes one loop of the two-thread program while the reduction
// emits it, so that Options.Candidates can propose invariants for it
// (package invariants does; DESIGN.md §3 keeps it from importing this
// package, so every method returns IR or Boogie values only and a consumer
// can describe what it needs as an interface).
//
// Threads are numbered 1 and 2. For a variable both work items agree on
// (VarUniform), thread 1 and thread 2 name the same Boogie variable.
type Loop struct {
	k *kernelTr
	l *ir.Loop
	// cells are the cell counts of a procedure's pointer parameters
	// (CellIndex), made once so that Fixed can name them.
	cells map[*ir.Var]*ir.Var
}

// IR is the natural loop.
func (lp *Loop) IR() *ir.Loop { return lp.l }

// Func is the kernel the loop belongs to.
func (lp *Loop) Func() *ir.Function { return lp.k.f }

// Geometry is the launch geometry the program is built for.
func (lp *Loop) Geometry() ir.Geometry { return lp.k.opts.Geometry }

// Pos is the position of the loop's condition in the source.
func (lp *Loop) Pos() ir.Pos { return loopPos(lp.l) }

// HeaderUniform reports whether both work items are always in the loop
// together (its Boogie loop runs on one predicate).
func (lp *Loop) HeaderUniform() bool { return lp.k.blockUniform(lp.l.Header) }

// VarUniform reports whether both work items hold the same value in v
// (v has one Boogie variable, not v$1 and v$2).
func (lp *Loop) VarUniform(v *ir.Var) bool { return lp.k.uni.vars[v] }

// BranchUniform reports whether both work items leave b along the same
// edge.
func (lp *Loop) BranchUniform(b *ir.Block) bool { return lp.k.edgeUniform(b) }

// Defs are the pure definitions (x = e) of the function, for
// ir.Substitute.
func (lp *Loop) Defs() map[*ir.Var]ir.Expr { return lp.k.smallDefs }

// Entered is "thread t entered the loop" ($e.H$t): it holds at every
// evaluation of the loop head after the thread entered, including the
// last one, and does not change in the loop.
func (lp *Loop) Entered(t int) bpl.Expr { return lp.k.entered(lp.l.Header, thread(t)) }

// Predicate is "thread t is in the loop" at the loop head ($p.H$t).
func (lp *Loop) Predicate(t int) bpl.Expr { return lp.k.pred(lp.l.Header, thread(t)) }

// ExitAccumulator is "thread t has left the loop along from -> to" (the
// accumulator of that exit edge), or nil when the edge is not an exit of
// this loop.
func (lp *Loop) ExitAccumulator(from, to *ir.Block, t int) bpl.Expr {
	if !lp.l.Contains(from) || lp.l.Contains(to) {
		return nil
	}
	return bpl.Id(lp.k.exitAccumulator(from, to, thread(t)))
}

// Translate gives the Boogie form of an IR expression for thread t, as it
// would be evaluated at the loop head (__enabled() is the loop predicate).
func (lp *Loop) Translate(e ir.Expr, t int) (bpl.Expr, error) {
	if t != 1 && t != 2 {
		return nil, fmt.Errorf("thread %d: threads are 1 and 2", t)
	}
	return lp.k.expr(e, exprCtx{t: thread(t), enabled: lp.Predicate(t), candidate: true})
}

// CellIndex turns a byte offset into array a into the cell index its
// access logs record; ok is false when a has no access logs (it is not
// __local or __global memory).
func (lp *Loop) CellIndex(a *ir.Array, byteOff ir.Expr) (idx ir.Expr, ok bool) {
	l := lp.k.layout(a)
	if l == nil || !l.Shared {
		return nil, false
	}
	if len(lp.k.cellParams) > 0 {
		// As cellIndexExpr does: a pointer parameter of a procedure holds
		// cells, so the byte offset is a cell count times the cell size
		// and the division by it is exact (p + gid, not
		// (4*p + 4*gid) >> 2, which differs once 4*p wraps).
		sub := map[*ir.Var]ir.Expr{}
		for v, cb := range lp.k.cellParams {
			sub[v] = &ir.Binary{Op: ir.Mul, X: &ir.VarRef{V: lp.cellCount(v)}, Y: &ir.Const{Val: uint64(cb), T: ir.Int(32)}}
		}
		byteOff = ir.Substitute(byteOff, sub)
	}
	return cellIndex(byteOff, l.CellBytes, lp.k.align), true
}

// cellCount is the variable that stands for pointer parameter v counted
// in cells: it has v's name, which the translation writes without the
// multiplication by the cell size.
func (lp *Loop) cellCount(v *ir.Var) *ir.Var {
	if lp.cells == nil {
		lp.cells = map[*ir.Var]*ir.Var{}
	}
	if lp.cells[v] == nil {
		lp.cells[v] = &ir.Var{Name: v.Name, T: v.T}
	}
	return lp.cells[v]
}

// Fixed are the variables besides the function's parameters that keep
// their value throughout it: the cell counts of a procedure's pointer
// parameters, which CellIndex writes offsets with.
func (lp *Loop) Fixed() []*ir.Var {
	var out []*ir.Var
	for _, p := range lp.k.f.Params {
		if _, ok := lp.k.cellParams[p.Var]; ok && p.Var != nil {
			out = append(out, lp.cellCount(p.Var))
		}
	}
	return out
}

// Log names the first work item's access log of array a for an access
// kind ("READ", "WRITE" or "ATOMIC") and field ("HAS_OCCURRED" or
// "OFFSET"), e.g. _WRITE_OFFSET_$$A. ok is false when a has no logs.
func (lp *Loop) Log(a *ir.Array, kind, field string) (v bpl.Expr, ok bool) {
	l := lp.k.layout(a)
	if l == nil || !l.Shared || len(lp.k.acc.sites[l]) == 0 {
		return nil, false
	}
	return bpl.Id(logVar(kind, field, l)), true
}

// Pitch names the ROW, COL and PITCHED fields of the first work item's
// pitched log of array a for an access kind, and gives the log's pitch
// (pitch.go); ok is false when a's log is not pitched.
func (lp *Loop) Pitch(a *ir.Array, kind string) (row, col, pitched bpl.Expr, p ir.Expr, ok bool) {
	l := lp.k.layout(a)
	if l == nil || lp.k.acc.pitch[l] == nil || lp.k.calledInst != nil || lp.k.isProc {
		return nil, nil, nil, nil, false
	}
	return bpl.Id(logVar(kind, "ROW", l)), bpl.Id(logVar(kind, "COL", l)), bpl.Id(logVar(kind, "PITCHED", l)), lp.k.acc.pitch[l].p, true
}

// Unknown names the set of cells of array a that a barrier invariant's
// check treats as unknown (barrierinv.go); ok is false when no barrier
// invariant reads a.
func (lp *Loop) Unknown(a *ir.Array) (bpl.Expr, bool) {
	l := lp.k.layout(a)
	if l == nil || !lp.k.acc.tracked[l] {
		return nil, false
	}
	return bpl.Id(unknownName(l)), true
}

// SameGroupCond holds when the two work items are in one work group.
func (lp *Loop) SameGroupCond() bpl.Expr { return sameGroupCond() }

// GroupMaps are the pairs of per-work-item maps of the modelled __local
// arrays.
func (lp *Loop) GroupMaps() [][2]bpl.Expr {
	var out [][2]bpl.Expr
	for _, l := range lp.k.mem.seq {
		if l.PerThread && l.Array.Space == ir.Local && lp.k.mem.relevant[l.Array] {
			out = append(out, [2]bpl.Expr{bpl.Id(l.Name + "$1"), bpl.Id(l.Name + "$2")})
		}
	}
	return out
}

// LogValue names the value of a's write log (benign.go): when races are
// tolerated on agreeing values and a write of valueBytes fills one cell.
func (lp *Loop) LogValue(a *ir.Array, valueBytes int) (bpl.Expr, bool) {
	l := lp.k.layout(a)
	if !lp.k.benign() || l == nil || !l.Shared || len(lp.k.acc.sites[l][accWrite]) == 0 || valueBytes != l.CellBytes {
		return nil, false
	}
	return bpl.Id(logVar("WRITE", "VALUE", l)), true
}

// SameGroup reports whether the two work items are always in the same
// work group (so a barrier orders all of their accesses).
func (lp *Loop) SameGroup() bool { return lp.k.sameGroup }

// loopPos is where a loop is in the source: its condition.
func loopPos(l *ir.Loop) ir.Pos {
	if p := l.Header.Term.Position(); p.IsValid() {
		return p
	}
	for _, s := range l.Header.Stmts {
		if p := s.Position(); p.IsValid() {
			return p
		}
	}
	return ir.Pos{}
}

// entered names the variable "thread t entered the loop headed by h".
func (k *kernelTr) entered(h *ir.Block, t thread) bpl.Expr {
	if k.blockUniform(h) {
		t = 0
	}
	return bpl.Id(k.local(sanitize("$e."+h.Name)+t.suffix(), bpl.BoolType{}))
}
