package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// geometryDecls declares the thread-id and geometry constants and the
// axioms that tie them to the launch configuration (OOPSLA13 §3: the two
// work items are distinct; DESIGN.md §5).
func geometryDecls(st *state) ([]bpl.Decl, error) {
	g := st.opts.Geometry
	bv32 := bpl.BV{W: 32}
	var ds []bpl.Decl
	var axioms []bpl.Decl
	ult := st.pre.BV(bpl.BVUlt, 32)
	// Declared whatever the sizes (sizeAxioms uses it for free ones), so
	// that the prelude does not depend on which sizes are free.
	st.pre.BV(bpl.BVUgt, 32)
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
		axioms = append(axioms, sizeAxioms(st, i)...)
		if off := g.Offset(i); off != ir.Unconstrained {
			// --global_offset: GPUVerify's get_global_offset (global ids
			// are shifted by it, expr.go).
			axioms = append(axioms, &bpl.Axiom{Expr: bpl.Eq(bpl.Id("global_offset_"+d), bpl.BVConst(uint64(off), 32))})
		}
		if st.opts.sameGroupAlways() {
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
			bpl.Fn(st.pre.BV(bpl.BVUge, 32), bpl.Id("work_dim"), bpl.BVConst(1, 32)),
			bpl.Fn(st.pre.BV(bpl.BVUle, 32), bpl.Id("work_dim"), bpl.BVConst(3, 32)))})
	}
	axioms = append(axioms, &bpl.Axiom{Attrs: []*bpl.Attr{bpl.NewAttr("distinct_work_items")}, Expr: bpl.Not(bpl.And(distinct...))})
	// File-level axioms of the kernel source.
	for _, a := range st.m.Axioms {
		k := &kernelTr{funcFacts: &funcFacts{uni: &uniformity{vars: map[*ir.Var]bool{}}}, pre: st.pre}
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

// sizeAxioms fix the local size and the number of groups of dimension i:
// each is the value given, or unconstrained but positive (`*`). With an
// unconstrained local size and a global size G given (--local_size=*
// --global_size=G), GPUVerify's assumptions hold: the local size divides
// G (so it is at most G) and the number of groups is G divided by it.
// Stated with unsigned remainder and division, not as a product, so that
// no 32-bit overflow can make a local size that does not divide G fit.
func sizeAxioms(st *state, i int) []bpl.Decl {
	g, d := st.opts.Geometry, dimNames[i]
	ls, ng := bpl.Id("group_size_"+d), bpl.Id("num_groups_"+d)
	var out []bpl.Decl
	for _, sz := range []struct {
		id *bpl.Ident
		v  int64
	}{{ls, g.LocalSize.Dim(i)}, {ng, g.NumGroups.Dim(i)}} {
		if sz.v == ir.Unconstrained {
			out = append(out, &bpl.Axiom{Expr: bpl.Fn(st.pre.BV(bpl.BVUgt, 32), sz.id, bpl.BVConst(0, 32))})
		} else {
			out = append(out, &bpl.Axiom{Expr: bpl.Eq(sz.id, bpl.BVConst(uint64(sz.v), 32))})
		}
	}
	if gs := g.GlobalSize.Dim(i); g.GlobalSize != nil && gs != ir.Unconstrained && g.LocalSize.Dim(i) == ir.Unconstrained {
		glob := bpl.BVConst(uint64(gs), 32)
		out = append(out,
			&bpl.Axiom{Expr: bpl.Fn(st.pre.BV(bpl.BVUle, 32), ls, glob)},
			&bpl.Axiom{Expr: bpl.Eq(bpl.Fn(st.pre.BV(bpl.BVURem, 32), glob, ls), bpl.BVConst(0, 32))},
			&bpl.Axiom{Expr: bpl.Eq(ng, bpl.Fn(st.pre.BV(bpl.BVUDiv, 32), glob, ls))})
	}
	return out
}

// WorkItemConsts names the constants that choose the pair of work items
// and the launch: ids, sizes, offsets and the dimension count. A model's
// values for them fix the part of a counterexample that z3 has to search
// bit by bit (prover.ConfirmModels pins them to find models fast).
func WorkItemConsts() []string {
	names := []string{"work_dim"}
	for _, d := range dimNames {
		names = append(names, "group_size_"+d, "num_groups_"+d, "global_offset_"+d)
		for _, t := range []thread{1, 2} {
			names = append(names, "local_id_"+d+t.suffix(), "group_id_"+d+t.suffix())
		}
	}
	return names
}
