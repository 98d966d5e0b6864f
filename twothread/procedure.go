package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// procedure translates the function of k into a Boogie procedure: the
// kernel, or a helper taking both work items' arguments and execution
// predicates ($en$1, $en$2) and returning both results.
func (k *kernelTr) procedure() (*bpl.Procedure, error) {
	var body []bpl.Stmt
	k.out = &body
	if err := k.emitRegion(nil); err != nil {
		return nil, err
	}
	proc := &bpl.Procedure{Name: k.inst.name}
	if err := k.postconditions(proc); err != nil {
		return nil, err
	}
	if k.isProc {
		if err := k.preconditions(proc); err != nil {
			return nil, err
		}
	}
	body = append(append(k.privateArrays(), k.asyncInit()...), body...)
	proc.In, proc.Out = k.signature()
	k.declareLocals()
	for _, v := range proc.In {
		delete(k.locals, v.Name)
	}
	proc.Attrs = []*bpl.Attr{k.sourceloc(k.f.Pos)}
	if !k.isProc {
		proc.Attrs = append([]*bpl.Attr{bpl.NewAttr("kernel")}, proc.Attrs...)
	}
	proc.Body = &bpl.Body{Locals: k.sortedLocals(), Stmts: body}
	return proc, nil
}

// postconditions emits the function's ensures. A kernel's postconditions
// are checked when both work items have returned (for work item 1: the
// pair is arbitrary); a procedure's are Boogie contracts, checked in its
// body and assumed at its calls, for each work item that called it.
func (k *kernelTr) postconditions(proc *bpl.Procedure) error {
	if k.opts.OnlyRaces && !k.isProc {
		return nil // staged verification, stage 1: postconditions are stage 2's
	}
	for _, a := range k.ensures {
		e := k.annotTree(a.Args[0])
		for _, t := range []thread{1, 2} {
			if (!k.isProc || mentionsLogs(e)) && t == 2 {
				continue
			}
			x, err := k.expr(e, exprCtx{t: t, enabled: k.pred(k.f.Blocks[0], t), contract: k.isProc})
			if err != nil {
				return k.errAt(a.Pos, err)
			}
			attrs := []*bpl.Attr{bpl.NewAttr("postcondition"), k.sourceloc(a.Pos)}
			if k.isProc {
				proc.Ensures = append(proc.Ensures, plant(k.origins, &bpl.Ensures{Attrs: attrs, Cond: k.contract(a, t, x)}, &Origin{Kind: KindPostcondition, Pos: a.Pos}))
			} else {
				k.emit(plant(k.origins, &bpl.Assert{Attrs: attrs, Cond: x}, &Origin{Kind: KindPostcondition, Pos: a.Pos}))
			}
		}
	}
	return nil
}

// preconditions adds a procedure's requires: for a parameter that every
// call passes one constant (a scalar's value, a pointer's offset), that
// constant for each work item that calls; for a pointer that is an
// array's base at every call, that both work items pass the same offset;
// and the user's preconditions for each work item that calls.
func (k *kernelTr) preconditions(proc *bpl.Procedure) error {
	offsetFact := func(cond bpl.Expr) {
		proc.Requires = append(proc.Requires, plant(k.origins, &bpl.Requires{Attrs: []*bpl.Attr{bpl.NewAttr("precondition"), k.sourceloc(k.f.Pos)},
			Cond: cond}, &Origin{Kind: KindPrecondition, Pos: k.f.Pos}))
	}
	for _, prm := range k.f.Params {
		if prm.Var == nil {
			continue
		}
		if c := k.inst.constArg[prm]; c != nil {
			var x bpl.Expr = bpl.BVConst(c.Val, c.T.Bits)
			if prm.Array != nil {
				// In cells, as the calls pass it (call).
				var err error
				if x, err = k.cellIndexExpr(k.layout(prm.Array), c, exprCtx{t: 1}); err != nil {
					return k.errAt(k.f.Pos, err)
				}
			}
			for _, t := range []thread{1, 2} {
				offsetFact(bpl.Implies(bpl.Id("$en"+t.suffix()), bpl.Eq(bpl.Id(k.varName(prm.Var, t)), x)))
			}
		} else if prm.Array != nil && k.inst.sameOffset[prm] {
			offsetFact(bpl.Implies(bpl.And(bpl.Id("$en$1"), bpl.Id("$en$2")), bpl.Eq(bpl.Id(k.varName(prm.Var, 1)), bpl.Id(k.varName(prm.Var, 2)))))
		}
	}
	for _, a := range k.requires {
		e := k.annotTree(a.Args[0])
		for _, t := range []thread{1, 2} {
			if t == 2 && mentionsLogs(e) {
				continue
			}
			x, err := k.expr(e, exprCtx{t: t, enabled: k.pred(k.f.Blocks[0], t)})
			if err != nil {
				return k.errAt(a.Pos, err)
			}
			proc.Requires = append(proc.Requires, plant(k.origins, &bpl.Requires{Attrs: []*bpl.Attr{bpl.NewAttr("precondition"), k.sourceloc(a.Pos)},
				Cond: k.contract(a, t, x)}, &Origin{Kind: KindPrecondition, Pos: a.Pos}))
		}
	}
	return nil
}

// contract is a helper's contract x for work item t: for the work item
// that called it ($en$t ==> x), or for every work item for the __global_
// forms.
func (k *kernelTr) contract(a *ir.Annot, t thread, x bpl.Expr) bpl.Expr {
	if unpredicated(a.Kind) {
		return x
	}
	return bpl.Implies(k.pred(k.f.Blocks[0], t), x)
}

// signature is the procedure's parameters (a helper's execution
// predicates first, then each work item's arguments; a uniform argument
// once) and results (a helper's two return values).
func (k *kernelTr) signature() (in, out []bpl.Var) {
	if k.isProc {
		in = append(in, bpl.Var{Name: "$en$1", Type: bpl.BoolType{}}, bpl.Var{Name: "$en$2", Type: bpl.BoolType{}})
	}
	for _, t := range []thread{1, 2} {
		for _, prm := range k.f.Params {
			if prm.Var == nil || (t == 2 && k.uni.vars[prm.Var]) {
				continue
			}
			in = append(in, bpl.Var{Name: k.varName(prm.Var, t), Type: boogieType(prm.Var.T)})
		}
	}
	if k.isProc && k.f.Result != nil {
		out = []bpl.Var{{Name: "$ret$1", Type: boogieType(k.f.Result)}, {Name: "$ret$2", Type: boogieType(k.f.Result)}}
	}
	return in, out
}

// declareLocals declares the thread-local SSA variables: one copy of a
// uniform variable, two of the others.
func (k *kernelTr) declareLocals() {
	params := map[*ir.Var]bool{}
	for _, prm := range k.f.Params {
		if prm.Var != nil {
			params[prm.Var] = true
		}
	}
	declare := func(v *ir.Var) {
		for _, t := range []thread{1, 2} {
			if k.uni.vars[v] && t == 2 {
				continue
			}
			k.locals[k.varName(v, t)] = boogieType(v.T)
		}
	}
	for _, b := range k.f.Blocks {
		for _, ph := range b.Phis {
			declare(ph.Dst)
		}
		for _, s := range b.Stmts {
			if v := ir.Defined(s); v != nil && !params[v] {
				declare(v)
			}
		}
	}
}

// privateArrays declares the private arrays the procedure owns: its
// private variables, and a kernel's by-value (struct) parameters. They are
// locals, except an array passed to a procedure (Escapes): a global that
// the owner havocs when it starts, as a fresh local would be arbitrary. A
// kernel argument is the same for every work item: both copies of a
// by-value parameter start equal. It returns the statements that start
// the procedure.
func (k *kernelTr) privateArrays() []bpl.Stmt {
	var start []bpl.Stmt
	for _, l := range k.mem.seq {
		if l.Array.Space != ir.Private || !k.ownsArray(l.Array) {
			continue
		}
		if l.Escapes {
			start = append(start, &bpl.Havoc{Vars: []string{l.Name + "$1", l.Name + "$2"}})
		} else {
			for _, t := range []thread{1, 2} {
				k.locals[l.Name+t.suffix()] = bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 8 * l.CellBytes}}
			}
		}
		if k.byValueParam(l.Array) {
			start = append(start, &bpl.Assume{Cond: bpl.Eq(bpl.Id(l.Name+"$1"), bpl.Id(l.Name+"$2"))})
		}
	}
	return start
}

// ownsArray reports whether a is a private array of k's function: one of
// its variables, or a kernel's by-value parameter.
func (k *kernelTr) ownsArray(a *ir.Array) bool {
	for _, x := range k.f.Arrays {
		if x == a {
			return true
		}
	}
	return k.byValueParam(a)
}

// byValueParam reports whether a is a kernel's by-value parameter (a
// struct passed to the kernel), which lives in private memory.
func (k *kernelTr) byValueParam(a *ir.Array) bool {
	if k.isProc {
		return false
	}
	for _, p := range k.f.Params {
		if p.Array == a && a.Space == ir.Private {
			return true
		}
	}
	return false
}
