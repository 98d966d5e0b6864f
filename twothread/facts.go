package twothread

import (
	"fmt"
	"sort"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// The facts pass gathers, for every procedure instance, what the emission
// of its body reads but never changes: its uniformity (a helper's work
// items may arrive with different predicates, so nothing in it is
// uniform), its blocks in reverse postorder and their loops, the pure
// definitions annotations substitute, its contracts, the barrier
// invariants attached to each barrier, the alignment of its variables, the
// variables code reads, and the definitions computable unguarded.

// funcFacts are the facts of one procedure instance.
type funcFacts struct {
	f      *ir.Function
	inst   *fnInst
	uni    *uniformity
	isProc bool // a helper procedure (--no-inline), not the kernel

	order  []*ir.Block // reverse postorder
	idom   map[*ir.Block]*ir.Block
	loopOf map[*ir.Block]*ir.Loop
	align  map[*ir.Var]int
	// cellParams are a procedure's pointer parameters, which hold offsets
	// in cells of the array (the value is the cell size in bytes).
	cellParams map[*ir.Var]int
	defs       map[*ir.Var]ir.Expr // pure definitions
	codeUsed   map[*ir.Var]bool    // variables the program (not only annotations) reads
	// annotDefs are the definitions annotations substitute: those of the
	// variables only annotations read (their assignments are not emitted)
	// and every other one that stays small.
	annotDefs map[*ir.Var]ir.Expr
	// smallDefs are the definitions whose substituted tree stays small
	// (Loop.Defs: what invariant inference sees through).
	smallDefs map[*ir.Var]ir.Expr
	// unguarded: assigned variables whose definition may be computed
	// whatever the predicates (see unguardedDefs).
	unguarded map[*ir.Var]bool
	ensures   []*ir.Annot
	requires  []*ir.Annot
	fwInvs    []*ir.Annot // function-wide invariants
	barInvs   map[*ir.Barrier][]*ir.Annot
}

func runFacts(st *state) error {
	for _, ks := range st.kernels {
		ks.facts = map[*fnInst]*funcFacts{}
		for i, fi := range ks.insts.all {
			u := st.uni[fi.f]
			if i > 0 {
				u = nonUniform(fi.f)
			}
			ff, err := newFacts(fi, u, ks.mem)
			if err != nil {
				return err
			}
			ks.facts[fi] = ff
		}
	}
	return nil
}

// checkFacts: the first block of every function comes first in its order,
// and every block is in it once.
func checkFacts(st *state) error {
	for _, ks := range st.kernels {
		for _, fi := range ks.insts.all {
			ff := ks.facts[fi]
			if len(ff.order) != len(fi.f.Blocks) || ff.order[0] != fi.f.Blocks[0] {
				return fmt.Errorf("%s: block order has %d of %d blocks", fi.name, len(ff.order), len(fi.f.Blocks))
			}
		}
	}
	return nil
}

func dumpFacts(st *state) string {
	var b strings.Builder
	for _, ks := range st.kernels {
		for _, fi := range ks.insts.all {
			ff := ks.facts[fi]
			fmt.Fprintf(&b, "procedure %s\n", fi.name)
			var order []string
			for _, blk := range ff.order {
				order = append(order, blk.Name)
			}
			fmt.Fprintf(&b, "  block order: %s\n", strings.Join(order, " "))
			fmt.Fprintf(&b, "  contracts: %d requires, %d ensures, %d function-wide invariants\n", len(ff.requires), len(ff.ensures), len(ff.fwInvs))
			fmt.Fprintf(&b, "  barriers with barrier invariants: %d\n", len(ff.barInvs))
			fmt.Fprintf(&b, "  only annotations read: %s\n", varList(ff.defs, func(v *ir.Var) bool { return !ff.codeUsed[v] }))
			fmt.Fprintf(&b, "  computed unguarded: %s\n", varList(ff.unguarded, func(v *ir.Var) bool { return ff.unguarded[v] }))
		}
	}
	return b.String()
}

// varList names the variables of m that keep holds for, sorted.
func varList[T any](m map[*ir.Var]T, keep func(*ir.Var) bool) string {
	var ns []string
	for v := range m {
		if keep(v) {
			ns = append(ns, v.Name)
		}
	}
	if len(ns) == 0 {
		return "(none)"
	}
	sort.Strings(ns)
	return strings.Join(ns, " ")
}

// newFacts computes the facts of one procedure instance.
func newFacts(fi *fnInst, u *uniformity, mem *memory) (*funcFacts, error) {
	f := fi.f
	ff := &funcFacts{f: f, inst: fi, uni: u, isProc: !f.Kernel, align: alignments(f),
		loopOf: map[*ir.Block]*ir.Loop{}, defs: map[*ir.Var]ir.Expr{}}
	ff.order, ff.idom = ir.Dominators(f)
	ff.unguarded = unguardedDefs(f)
	for _, b := range f.Blocks {
		ff.loopOf[b] = f.LoopOf(b)
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Assign:
				ff.defs[s.Dst] = s.Src
			case *ir.Annot:
				switch s.Kind {
				case ir.AnnotEnsures, ir.AnnotGlobalEnsures:
					ff.ensures = append(ff.ensures, s)
				case ir.AnnotRequires, ir.AnnotGlobalRequires:
					ff.requires = append(ff.requires, s)
				case ir.AnnotFunctionWideInvariant, ir.AnnotFunctionWideCandidate:
					ff.fwInvs = append(ff.fwInvs, s)
				}
			}
		}
	}
	if ff.isProc {
		ff.cellParams = map[*ir.Var]int{}
		for _, p := range f.Params {
			if p.Array != nil && p.Var != nil {
				ff.cellParams[p.Var] = mem.layouts[fi.actual(p.Array)].CellBytes
			}
		}
	}
	ff.codeUsed = codeUsed(f, ff.defs, func(s ir.Stmt) []ir.Expr { return mem.codeExprs(fi, s) })
	ff.smallDefs = ir.SmallDefs(ff.defs, maxSubstituted)
	ff.annotDefs = map[*ir.Var]ir.Expr{}
	for v, d := range ff.defs {
		if _, small := ff.smallDefs[v]; small || !ff.codeUsed[v] {
			ff.annotDefs[v] = d
		}
	}
	var err error
	ff.barInvs, err = attachBarrierInvariants(f)
	return ff, err
}

// nonUniform is the uniformity of a procedure: its work items may arrive
// with different predicates, so nothing in it is assumed uniform.
func nonUniform(f *ir.Function) *uniformity {
	u := &uniformity{block: map[*ir.Block]bool{}, vars: map[*ir.Var]bool{}, branch: map[*ir.Block]bool{}}
	for _, b := range f.Blocks {
		u.block[b], u.branch[b] = false, false
	}
	return u
}

// attachBarrierInvariants attaches each barrier invariant annotation to
// the barrier that follows it in its block.
func attachBarrierInvariants(f *ir.Function) (map[*ir.Barrier][]*ir.Annot, error) {
	barInvs := map[*ir.Barrier][]*ir.Annot{}
	for _, b := range f.Blocks {
		var pending []*ir.Annot
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Annot:
				if s.Kind == ir.AnnotBarrierInvariant || s.Kind == ir.AnnotBarrierInvariantBinary {
					pending = append(pending, s)
				}
			case *ir.Barrier:
				if len(pending) > 0 {
					barInvs[s] = append(barInvs[s], pending...)
				}
				pending = nil
			}
		}
		if len(pending) > 0 {
			return nil, &TranslationError{Pos: pending[0].Pos, Msg: "barrier invariant is not followed by a barrier in the same block"}
		}
	}
	return barInvs, nil
}

// maxSubstituted bounds the nodes of a definition substituted into an
// annotation or seen through by inference: a chain such as s = s * s
// repeated would double at each step (ir.SmallDefs).
const maxSubstituted = 1 << 14

// codeUsed finds the variables that a statement other than an annotation
// reads, directly or through assignments. The others only feed
// annotations, which are translated with their definitions substituted
// (annotDefs): their assignments are not emitted, so that they neither
// grow the verification condition nor become loop-modified variables. A
// variable whose substituted definition would exceed maxSubstituted nodes
// is emitted as if code read it, so that annotations name it instead.
func codeUsed(f *ir.Function, defs map[*ir.Var]ir.Expr, exprs func(ir.Stmt) []ir.Expr) map[*ir.Var]bool {
	used := readByCode(f, exprs)
	for {
		onlyAnnot := map[*ir.Var]ir.Expr{}
		for v, d := range defs {
			if !used[v] {
				onlyAnnot[v] = d
			}
		}
		small := ir.SmallDefs(onlyAnnot, maxSubstituted)
		if len(small) == len(onlyAnnot) {
			return used
		}
		for v := range onlyAnnot {
			if _, ok := small[v]; !ok {
				used[v] = true
			}
		}
		closeUses(f, used)
	}
}

// readByCode is the fixpoint of variables code reads; exprs gives the
// expressions of a statement the code reads (memory.codeExprs).
func readByCode(f *ir.Function, exprs func(ir.Stmt) []ir.Expr) map[*ir.Var]bool {
	used := map[*ir.Var]bool{}
	mark := func(e ir.Expr) {
		ir.WalkExpr(e, func(x ir.Expr) {
			if r, ok := x.(*ir.VarRef); ok {
				used[r.V] = true
			}
		})
	}
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			for _, in := range p.In {
				mark(in.Val)
			}
		}
		for _, s := range b.Stmts {
			switch s.(type) {
			case *ir.Assign, *ir.Annot:
			default:
				for _, e := range exprs(s) {
					mark(e)
				}
			}
		}
		for _, e := range ir.TermExprs(b.Term) {
			mark(e)
		}
	}
	closeUses(f, used)
	return used
}

// closeUses adds the operands of the assignments of used variables,
// transitively.
func closeUses(f *ir.Function, used map[*ir.Var]bool) {
	var assigns []*ir.Assign
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			if a, ok := s.(*ir.Assign); ok {
				assigns = append(assigns, a)
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, a := range assigns {
			if !used[a.Dst] {
				continue
			}
			ir.WalkExpr(a.Src, func(x ir.Expr) {
				if r, ok := x.(*ir.VarRef); ok && !used[r.V] {
					used[r.V] = true
					changed = true
				}
			})
		}
	}
}

// unguardedDefs finds the assigned and loaded variables whose value can be
// evaluated whether or not the work item executes its block: every use is
// in the loop of the definition (or a loop nested in it). A use is
// dominated by the definition (SSA), so when a work item executes the use,
// the latest evaluation of the definition was in the same iteration, by
// that work item. A use after the loop is not: the loop keeps running
// while the other work item is in it, and would overwrite the value with
// one computed from stale operands. Computing a definition unguarded lets
// the prover substitute it (an `x := if p then e else x` keeps x opaque
// behind the predicate), which makes index arithmetic syntactically
// canonical.
func unguardedDefs(f *ir.Function) map[*ir.Var]bool {
	defLoop := map[*ir.Var]*ir.Loop{}
	ok := map[*ir.Var]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Assign:
				defLoop[s.Dst], ok[s.Dst] = f.LoopOf(b), true
			case *ir.Load:
				defLoop[s.Dst], ok[s.Dst] = f.LoopOf(b), true
			}
		}
	}
	useIn := func(b *ir.Block) func(ir.Expr) {
		return func(e ir.Expr) {
			ir.WalkExpr(e, func(x ir.Expr) {
				r, isRef := x.(*ir.VarRef)
				if !isRef || !ok[r.V] {
					return
				}
				if l := defLoop[r.V]; l != nil && !l.Contains(b) {
					ok[r.V] = false
				}
			})
		}
	}
	for _, b := range f.Blocks {
		ir.BlockExprs(b, useIn(b))
	}
	return ok
}
