package invariants

import (
	"fmt"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// fakeLoop implements Loop over a hand-built IR function with a small
// translator of its own (names as the reduction prints them), so that the
// rules can be tested without the reduction.
type fakeLoop struct {
	f        *ir.Function
	l        *ir.Loop
	geo      ir.Geometry
	dual     map[*ir.Var]bool // variables the two work items may disagree on
	nonUni   bool             // the header is not uniform
	defs     map[*ir.Var]ir.Expr
	sameGrp  bool
	noLogsOf map[*ir.Array]bool
	unknown  map[*ir.Array]bool // arrays a barrier invariant reads
}

func (f *fakeLoop) IR() *ir.Loop                             { return f.l }
func (f *fakeLoop) Func() *ir.Function                       { return f.f }
func (f *fakeLoop) Geometry() ir.Geometry                    { return f.geo }
func (f *fakeLoop) Pos() ir.Pos                              { return ir.Pos{File: "k.cl", Line: 3, Col: 5} }
func (f *fakeLoop) HeaderUniform() bool                      { return !f.nonUni }
func (f *fakeLoop) VarUniform(v *ir.Var) bool                { return !f.dual[v] }
func (f *fakeLoop) BranchUniform(*ir.Block) bool             { return !f.nonUni }
func (f *fakeLoop) Defs() map[*ir.Var]ir.Expr                { return f.defs }
func (f *fakeLoop) SameGroup() bool                          { return f.sameGrp }
func (f *fakeLoop) SameGroupCond() bpl.Expr                  { return bpl.Id("$same_group") }
func (f *fakeLoop) LogValue(*ir.Array, int) (bpl.Expr, bool) { return nil, false }
func (f *fakeLoop) GroupMaps() [][2]bpl.Expr                 { return nil }
func (f *fakeLoop) Pitch(*ir.Array, string) (bpl.Expr, bpl.Expr, bpl.Expr, ir.Expr, bool) {
	return nil, nil, nil, nil, false
}
func (f *fakeLoop) Fixed() []*ir.Var { return nil }
func (f *fakeLoop) Unknown(a *ir.Array) (bpl.Expr, bool) {
	if f.unknown[a] {
		return bpl.Id("_UNKNOWN_$$" + a.Name), true
	}
	return nil, false
}
func (f *fakeLoop) Entered(t int) bpl.Expr   { return bpl.Id("$e." + f.l.Header.Name + f.suffix(t)) }
func (f *fakeLoop) Predicate(t int) bpl.Expr { return bpl.Id("$p." + f.l.Header.Name + f.suffix(t)) }
func (f *fakeLoop) suffix(t int) string {
	return map[bool]string{true: "", false: fmt.Sprintf("$%d", t)}[!f.nonUni]
}
func (f *fakeLoop) Translate(e ir.Expr, t int) (bpl.Expr, error) { return f.tr(e, t) }

func (f *fakeLoop) ExitAccumulator(from, to *ir.Block, t int) bpl.Expr {
	if !f.l.Contains(from) || f.l.Contains(to) {
		return nil
	}
	return bpl.Id("$x." + from.Name + "." + to.Name + f.suffix(t))
}

func (f *fakeLoop) CellIndex(a *ir.Array, off ir.Expr) (ir.Expr, bool) {
	if f.noLogsOf[a] {
		return nil, false
	}
	if a.ElemBytes == 1 {
		return off, true
	}
	if b, ok := off.(*ir.Binary); ok && b.Op == ir.Mul {
		if c, ok := b.Y.(*ir.Const); ok && int(c.Val) == a.ElemBytes {
			return b.X, true
		}
	}
	return &ir.Binary{Op: ir.UDiv, X: off, Y: &ir.Const{Val: uint64(a.ElemBytes), T: ir.Int(32)}}, true
}

func (f *fakeLoop) Log(a *ir.Array, kind, field string) (bpl.Expr, bool) {
	if f.noLogsOf[a] {
		return nil, false
	}
	return bpl.Id("_" + kind + "_" + field + "_$$" + a.Name), true
}

var trOps = map[ir.BinOp]string{ir.Add: "ADD", ir.Sub: "SUB", ir.Mul: "MUL", ir.UDiv: "UDIV", ir.URem: "UREM",
	ir.Shl: "SHL", ir.LShr: "LSHR", ir.And: "AND", ir.Ult: "ULT", ir.Ule: "ULE", ir.Ugt: "UGT", ir.Uge: "UGE",
	ir.Slt: "SLT", ir.Sle: "SLE", ir.Sgt: "SGT", ir.Sge: "SGE"}

func (f *fakeLoop) tr(e ir.Expr, t int) (bpl.Expr, error) {
	switch e := e.(type) {
	case *ir.Const:
		return bpl.BVConst(e.Val, e.T.Bits), nil
	case *ir.BoolConst:
		return bpl.Bool(e.Val), nil
	case *ir.VarRef:
		if f.dual[e.V] {
			return bpl.Id(fmt.Sprintf("$%s$%d", e.V.Name, t)), nil
		}
		return bpl.Id("$" + e.V.Name), nil
	case *ir.Builtin:
		switch e.Fn {
		case ir.LocalID:
			return bpl.Id(fmt.Sprintf("local_id_x$%d", t)), nil
		case ir.GlobalSize:
			return bpl.Id("global_size_x"), nil
		}
	case *ir.Unary:
		x, err := f.tr(e.X, t)
		if err != nil {
			return nil, err
		}
		return bpl.Not(x), nil
	case *ir.AnnotExpr:
		if e.Fn == ir.OtherInt {
			return f.tr(e.Args[0], 3-t)
		}
	case *ir.Binary:
		x, err := f.tr(e.X, t)
		if err != nil {
			return nil, err
		}
		y, err := f.tr(e.Y, t)
		if err != nil {
			return nil, err
		}
		if _, isBool := e.X.Type().(*ir.BoolType); isBool {
			switch e.Op {
			case ir.And:
				return bpl.And(x, y), nil
			case ir.Or:
				return bpl.Or(x, y), nil
			}
		}
		switch e.Op {
		case ir.Eq:
			return bpl.Eq(x, y), nil
		case ir.Ne:
			return bpl.Neq(x, y), nil
		}
		if op, ok := trOps[e.Op]; ok {
			return bpl.Fn("BV32_"+op, x, y), nil
		}
	}
	return nil, fmt.Errorf("fake translator: %s", ir.ExprString(e))
}

// builder makes IR functions for the tests.
type builder struct {
	f   *ir.Function
	cur *ir.Block
}

func newBuilder(params ...string) *builder {
	f := &ir.Function{Name: "k", Kernel: true}
	for _, p := range params {
		f.Params = append(f.Params, &ir.Param{Name: p, Var: &ir.Var{Name: p, T: ir.Int(32)}})
	}
	b := &builder{f: f}
	b.cur = b.block("entry")
	return b
}

func (b *builder) param(name string) *ir.VarRef {
	for _, p := range b.f.Params {
		if p.Name == name {
			return &ir.VarRef{V: p.Var}
		}
	}
	panic(name)
}

func (b *builder) block(name string) *ir.Block {
	blk := &ir.Block{Name: name}
	b.f.Blocks = append(b.f.Blocks, blk)
	return blk
}

func (b *builder) at(blk *ir.Block) { b.cur = blk }

func (b *builder) assign(name string, e ir.Expr) *ir.VarRef {
	v := b.f.NewVar(name, e.Type())
	b.cur.Stmts = append(b.cur.Stmts, &ir.Assign{Dst: v, Src: e})
	return &ir.VarRef{V: v}
}

func (b *builder) phi(name string, t ir.Type) (*ir.Phi, *ir.VarRef) {
	p := &ir.Phi{Dst: b.f.NewVar(name, t)}
	b.cur.Phis = append(b.cur.Phis, p)
	return p, &ir.VarRef{V: p.Dst}
}

func (b *builder) load(a *ir.Array, idx ir.Expr) *ir.VarRef {
	v := b.f.NewVar("v", a.Elem)
	b.cur.Stmts = append(b.cur.Stmts, &ir.Load{Dst: v, Array: a, Off: mul(idx, c(uint64(a.ElemBytes)))})
	return &ir.VarRef{V: v}
}

func (b *builder) store(a *ir.Array, idx, val ir.Expr) {
	b.cur.Stmts = append(b.cur.Stmts, &ir.Store{Array: a, Off: mul(idx, c(uint64(a.ElemBytes))), Val: val})
}

func (b *builder) barrier() { b.cur.Stmts = append(b.cur.Stmts, &ir.Barrier{LocalFence: true}) }

func (b *builder) jump(to *ir.Block) { b.cur.Term = &ir.Jump{Target: to} }

func (b *builder) branch(cond ir.Expr, then, els *ir.Block) {
	b.cur.Term = &ir.Branch{Cond: cond, Then: then, Else: els}
}

func (b *builder) ret() { b.cur.Term = &ir.Return{} }

// finish computes predecessors and loops and returns the loop headed by h.
func (b *builder) finish(h *ir.Block) *ir.Loop {
	b.f.ComputePreds()
	if err := ir.FindLoops(b.f); err != nil {
		panic(err)
	}
	return b.f.LoopWithHeader(h)
}

func (b *builder) defs() map[*ir.Var]ir.Expr {
	d := map[*ir.Var]ir.Expr{}
	for _, blk := range b.f.Blocks {
		for _, s := range blk.Stmts {
			if a, ok := s.(*ir.Assign); ok {
				d[a.Dst] = a.Src
			}
		}
	}
	return d
}

func c(v uint64) *ir.Const        { return &ir.Const{Val: v, T: ir.Int(32)} }
func mul(x, y ir.Expr) *ir.Binary { return &ir.Binary{Op: ir.Mul, X: x, Y: y} }
func add(x, y ir.Expr) *ir.Binary { return &ir.Binary{Op: ir.Add, X: x, Y: y} }
func sub(x, y ir.Expr) *ir.Binary { return &ir.Binary{Op: ir.Sub, X: x, Y: y} }
func bin(op ir.BinOp, x, y ir.Expr) *ir.Binary {
	return &ir.Binary{Op: op, X: x, Y: y}
}

var lid = &ir.Builtin{Fn: ir.LocalID}

func localArray(name string, n int) *ir.Array {
	return &ir.Array{Name: name, Space: ir.Local, Kind: ir.ArrayDecl, Elem: ir.Int(32), ElemBytes: 4, Dims: []int{n}}
}

func globalArray(name string) *ir.Array {
	return &ir.Array{Name: name, Space: ir.Global, Kind: ir.ArrayParam, Elem: ir.Int(32), ElemBytes: 4}
}

// candidates generates and prints the candidates as "rule: expr".
func candidates(lp Loop) []string {
	var out []string
	for _, inv := range Generate(lp) {
		out = append(out, inv.Candidate.Rule+": "+bpl.PrintExpr(inv.Cond))
	}
	return out
}

func withRule(cs []string, rule string) []string {
	var out []string
	for _, s := range cs {
		if strings.HasPrefix(s, rule+": ") {
			out = append(out, strings.TrimPrefix(s, rule+": "))
		}
	}
	return out
}
