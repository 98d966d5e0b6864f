package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Options configure the reduction.
type Options struct {
	Geometry       ir.Geometry
	OnlyIntraGroup bool
}

// sameGroupAlways reports whether every pair of work items is in one work
// group: intra-group checking, or a single group.
func (o *Options) sameGroupAlways() bool {
	if o.OnlyIntraGroup {
		return true
	}
	ng := o.Geometry.NumGroups
	if ng == nil {
		return false
	}
	for i := 0; i < 3; i++ {
		if ng.Dim(i) != 1 {
			return false
		}
	}
	return true
}

// program holds the pieces of the Boogie program being built.
type program struct {
	opts    *Options
	pre     *bpl.Prelude
	globals map[string]bpl.Type
	procs   []*bpl.Procedure
}

// translateKernel builds the procedure of one kernel.
func (p *program) translateKernel(m *ir.Module, f *ir.Function, prefix string, u *uniformity) error {
	sameGroup := p.opts.sameGroupAlways()
	layouts, seq := computeLayouts(f, m, sameGroup, prefix)
	k := &kernelTr{f: f, m: m, opts: p.opts, pre: p.pre, uni: u, layouts: layouts, layoutSeq: seq,
		align: alignments(f), sameGroup: sameGroup, loopOf: map[*ir.Block]*ir.Loop{},
		locals: map[string]bpl.Type{}, logsUsed: map[*memLayout]bool{},
		sites: map[*memLayout]map[accessKind][]*site{}, siteOf: map[ir.Stmt]int{}, defs: map[*ir.Var]ir.Expr{}}
	k.order, _ = ir.Dominators(f)
	for _, b := range f.Blocks {
		k.loopOf[b] = f.LoopOf(b)
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Assign:
				k.defs[s.Dst] = s.Src
			case *ir.Annot:
				switch s.Kind {
				case ir.AnnotEnsures, ir.AnnotGlobalEnsures:
					k.ensures = append(k.ensures, s)
				case ir.AnnotFunctionWideInvariant:
					k.fwInvs = append(k.fwInvs, s)
				}
			}
		}
	}
	k.collectSites()
	var body []bpl.Stmt
	k.out = &body
	// Logs start empty.
	for _, l := range seq {
		if l.Shared && len(k.sites[l]) > 0 {
			k.useLogs(l)
		}
	}
	for _, l := range seq {
		if k.logsUsed[l] {
			for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
				k.emit(assign(logVar(accNames[kind], "HAS_OCCURRED", l), bpl.Bool(false)))
			}
		}
	}
	if err := k.emitRegion(nil); err != nil {
		return err
	}
	// Postconditions hold when both work items have returned.
	for _, a := range k.ensures {
		e := ir.Substitute(a.Args[0], k.defs)
		for _, t := range []thread{1} { // the pair is arbitrary: one work item suffices
			x, err := k.expr(e, exprCtx{t: t, enabled: bpl.Bool(true)})
			if err != nil {
				return k.errAt(a.Pos, err)
			}
			k.emit(&bpl.Assert{Attrs: []*bpl.Attr{bpl.NewAttr("postcondition"), k.sourceloc(a.Pos)}, Cond: x})
		}
	}
	// Globals: memory and logs.
	var modifies []string
	for _, l := range seq {
		if l.Array.Space == ir.Private {
			for _, t := range []thread{1, 2} {
				k.locals[l.Name+t.suffix()] = bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 8 * l.CellBytes}}
			}
			continue
		}
		mt := bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 8 * l.CellBytes}}
		names := []string{l.Name}
		if l.PerThread {
			names = []string{l.Name + "$1", l.Name + "$2"}
		}
		for _, n := range names {
			p.globals[n] = mt
			modifies = append(modifies, n)
		}
		if k.logsUsed[l] {
			for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
				for _, fld := range []struct {
					name string
					t    bpl.Type
				}{{"HAS_OCCURRED", bpl.BoolType{}}, {"OFFSET", bpl.BV{W: 32}}, {"SOURCE", bpl.BV{W: 32}}} {
					n := logVar(accNames[kind], fld.name, l)
					p.globals[n] = fld.t
					modifies = append(modifies, n)
				}
			}
		}
	}
	var in []bpl.Var
	for _, prm := range f.Params {
		if prm.Array == nil {
			in = append(in, bpl.Var{Name: k.varName(prm.Var, 1), Type: boogieType(prm.Var.T)})
		}
	}
	// Thread-local SSA variables.
	declare := func(v *ir.Var) {
		for _, t := range []thread{1, 2} {
			if k.uni.vars[v] && t == 2 {
				continue
			}
			k.locals[k.varName(v, t)] = boogieType(v.T)
		}
	}
	for _, b := range f.Blocks {
		for _, ph := range b.Phis {
			declare(ph.Dst)
		}
		for _, s := range b.Stmts {
			if v := ir.Defined(s); v != nil {
				declare(v)
			}
		}
	}
	proc := &bpl.Procedure{
		Attrs:    []*bpl.Attr{bpl.NewAttr("kernel"), k.sourceloc(f.Pos)},
		Name:     "$" + f.Name,
		In:       in,
		Modifies: modifies,
		Body:     &bpl.Body{Locals: k.sortedLocals(), Stmts: body},
	}
	p.procs = append(p.procs, proc)
	return nil
}

// geometryDecls declares the thread-id and geometry constants and the
// axioms that tie them to the launch configuration (OOPSLA13 §3: the two
// work items are distinct; DESIGN.md §5).
func (p *program) geometryDecls(m *ir.Module) ([]bpl.Decl, error) {
	g := p.opts.Geometry
	bv32 := bpl.BV{W: 32}
	var ds []bpl.Decl
	var axioms []bpl.Decl
	ult := p.pre.BV(bpl.BVUlt, 32)
	ugt := p.pre.BV(bpl.BVUgt, 32)
	var distinct []bpl.Expr
	for i, d := range dimNames {
		for _, n := range []string{"group_size_", "num_groups_", "global_offset_"} {
			ds = append(ds, &bpl.ConstDecl{Name: n + d, Type: bv32})
		}
		for _, t := range []thread{1, 2} {
			ds = append(ds, &bpl.ConstDecl{Name: "local_id_" + d + t.suffix(), Type: bv32},
				&bpl.ConstDecl{Name: "group_id_" + d + t.suffix(), Type: bv32})
			axioms = append(axioms,
				&bpl.Axiom{Expr: bpl.Fn(ult, bpl.Id("local_id_"+d+t.suffix()), bpl.Id("group_size_"+d))},
				&bpl.Axiom{Expr: bpl.Fn(ult, bpl.Id("group_id_"+d+t.suffix()), bpl.Id("num_groups_"+d))})
		}
		for _, sz := range []struct {
			name string
			dims ir.Dims
		}{{"group_size_", g.LocalSize}, {"num_groups_", g.NumGroups}} {
			v := sz.dims.Dim(i)
			if v == ir.Unconstrained {
				axioms = append(axioms, &bpl.Axiom{Expr: bpl.Fn(ugt, bpl.Id(sz.name+d), bpl.BVConst(0, 32))})
			} else {
				axioms = append(axioms, &bpl.Axiom{Expr: bpl.Eq(bpl.Id(sz.name+d), bpl.BVConst(uint64(v), 32))})
			}
		}
		if p.opts.sameGroupAlways() {
			axioms = append(axioms, &bpl.Axiom{Expr: bpl.Eq(bpl.Id("group_id_"+d+"$1"), bpl.Id("group_id_"+d+"$2"))})
		}
		distinct = append(distinct, bpl.Eq(bpl.Id("local_id_"+d+"$1"), bpl.Id("local_id_"+d+"$2")),
			bpl.Eq(bpl.Id("group_id_"+d+"$1"), bpl.Id("group_id_"+d+"$2")))
	}
	ds = append(ds, &bpl.ConstDecl{Name: "work_dim", Type: bv32})
	if g.LocalSize != nil || g.NumGroups != nil {
		axioms = append(axioms, &bpl.Axiom{Expr: bpl.Eq(bpl.Id("work_dim"), bpl.BVConst(uint64(g.WorkDim()), 32))})
	} else {
		axioms = append(axioms, &bpl.Axiom{Expr: bpl.And(
			bpl.Fn(p.pre.BV(bpl.BVUge, 32), bpl.Id("work_dim"), bpl.BVConst(1, 32)),
			bpl.Fn(p.pre.BV(bpl.BVUle, 32), bpl.Id("work_dim"), bpl.BVConst(3, 32)))})
	}
	axioms = append(axioms, &bpl.Axiom{Attrs: []*bpl.Attr{bpl.NewAttr("distinct_work_items")}, Expr: bpl.Not(bpl.And(distinct...))})
	// File-level axioms of the kernel source.
	for _, a := range m.Axioms {
		k := &kernelTr{pre: p.pre, uni: &uniformity{vars: map[*ir.Var]bool{}}}
		for _, t := range []thread{1, 2} {
			x, err := k.expr(a.Args[0], exprCtx{t: t})
			if err != nil {
				return nil, &TranslationError{Pos: a.Pos, Msg: err.Error()}
			}
			axioms = append(axioms, &bpl.Axiom{Attrs: []*bpl.Attr{k.sourceloc(a.Pos)}, Expr: x})
		}
	}
	return append(ds, axioms...), nil
}
