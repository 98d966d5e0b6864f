package ir

import "fmt"

// InlineCalls replaces every call to a function of m by a copy of the
// callee's body, callees first; the callee's requires become assertions at
// the call and its ensures assertions where it returns, so that kernels contain no calls (the
// default of DESIGN.md §4; --no-inline keeps them). Pointer parameters are
// bound to the caller's arrays; a callee's private arrays are copied per
// call. Recursion cannot be inlined and is an error. Functions no longer
// called stay in m.Functions.
func InlineCalls(m *Module) error {
	state := map[*Function]int{} // 0 new, 1 in progress, 2 done
	var visit func(f *Function) error
	visit = func(f *Function) error {
		switch state[f] {
		case 1:
			return &RecursionError{Func: f}
		case 2:
			return nil
		}
		state[f] = 1
		for {
			b, i := findCall(f)
			if b == nil {
				break
			}
			call := b.Stmts[i].(*Call)
			if err := visit(call.Callee); err != nil {
				return err
			}
			inlineAt(f, b, i)
		}
		state[f] = 2
		return nil
	}
	for _, f := range append(append([]*Function(nil), m.Functions...), m.Kernels...) {
		if err := visit(f); err != nil {
			return err
		}
	}
	return nil
}

// RecursionError reports a function that calls itself, directly or not.
type RecursionError struct{ Func *Function }

func (e *RecursionError) Error() string { return "recursive call of " + e.Func.Name }

func findCall(f *Function) (*Block, int) {
	for _, b := range f.Blocks {
		for i, s := range b.Stmts {
			if _, ok := s.(*Call); ok {
				return b, i
			}
		}
	}
	return nil, 0
}

// inlineAt splits b at the call b.Stmts[i] and splices in the callee.
func inlineAt(f *Function, b *Block, i int) {
	call := b.Stmts[i].(*Call)
	in := &inliner{f: f, call: call, g: call.Callee, suffix: fmt.Sprintf(".i%d", inlineCounter(f)),
		vars: map[*Var]Expr{}, arrays: map[*Array]*Array{}, blocks: map[*Block]*Block{}}
	in.split(b, i)
	in.bind(b)
	in.declare()
	for _, gb := range in.g.Blocks {
		in.cloneBlock(gb)
	}
	in.splice(b)
}

// inliner is the state of one inlining of call into f.
type inliner struct {
	f      *Function
	call   *Call
	g      *Function // the callee
	suffix string    // of the copies' names
	vars   map[*Var]Expr
	arrays map[*Array]*Array
	blocks map[*Block]*Block // the callee's blocks to their copies
	cont   *Block            // the continuation after the call
	rets   []PhiIn           // the returned values
	retPos Pos
	post   []Stmt // the callee's postconditions, asserted in cont
}

// split moves the statements after the call and b's terminator to the
// continuation.
func (in *inliner) split(b *Block, i int) {
	cont := &Block{Name: b.Name + ".cont" + in.suffix, Stmts: append([]Stmt(nil), b.Stmts[i+1:]...), Term: b.Term}
	for _, s := range cont.Term.Succs() {
		for _, p := range s.Phis {
			for k := range p.In {
				if p.In[k].Pred == b {
					p.In[k].Pred = cont
				}
			}
		}
	}
	b.Stmts = b.Stmts[:i]
	in.cont = cont
}

// bind copies the callee's arrays and binds its parameters at the end of b.
func (in *inliner) bind(b *Block) {
	f, call := in.f, in.call
	for _, a := range in.g.Arrays {
		c := *a
		c.Name = a.Name + in.suffix
		f.Arrays = append(f.Arrays, &c)
		in.arrays[a] = &c
	}
	for k, p := range in.g.Params {
		arg := call.Args[k]
		if p.Array != nil {
			ref := arg.(*ArrayRef)
			in.arrays[p.Array] = ref.Array
			nv := f.NewVar(p.Var.Name, p.Var.T)
			in.vars[p.Var] = &VarRef{V: nv}
			b.Stmts = append(b.Stmts, &Assign{Pos: call.Pos, Dst: nv, Src: ref.Offset})
			continue
		}
		nv := f.NewVar(p.Var.Name, p.Var.T)
		in.vars[p.Var] = &VarRef{V: nv}
		b.Stmts = append(b.Stmts, &Assign{Pos: call.Pos, Dst: nv, Src: arg})
	}
}

// declare creates the copies of the callee's blocks and defines every
// callee variable before uses are rewritten (phis and back edges may use a
// variable before its definition in block order).
func (in *inliner) declare() {
	for _, gb := range in.g.Blocks {
		in.blocks[gb] = &Block{Name: gb.Name + in.suffix}
	}
	fresh := func(v *Var) {
		in.vars[v] = &VarRef{V: in.f.NewVar(v.Name, v.T)}
	}
	for _, gb := range in.g.Blocks {
		for _, p := range gb.Phis {
			fresh(p.Dst)
		}
		for _, s := range gb.Stmts {
			if v := Defined(s); v != nil {
				fresh(v)
			}
		}
	}
}

// expr maps the callee's variables and arrays in e to their copies.
func (in *inliner) expr(e Expr) Expr {
	return MapExpr(e, func(x Expr) (Expr, bool) {
		switch x := x.(type) {
		case *VarRef:
			if r, ok := in.vars[x.V]; ok {
				return r, true
			}
		case *ArrayRef:
			if a, ok := in.arrays[x.Array]; ok {
				return &ArrayRef{Array: a, Offset: mapOff(x.Offset, in.vars)}, true
			}
		case *Read:
			if a, ok := in.arrays[x.Array]; ok {
				return &Read{Array: a, Off: mapOff(x.Off, in.vars), T: x.T}, true
			}
		}
		return nil, false
	})
}

func (in *inliner) array(a *Array) *Array {
	if c, ok := in.arrays[a]; ok {
		return c
	}
	return a
}

func (in *inliner) defVar(v *Var) *Var { return in.vars[v].(*VarRef).V }

// cloneBlock fills the copy of the callee's block gb.
func (in *inliner) cloneBlock(gb *Block) {
	nb := in.blocks[gb]
	for _, p := range gb.Phis {
		np := &Phi{Pos: p.Pos, Dst: in.defVar(p.Dst)}
		for _, x := range p.In {
			np.In = append(np.In, PhiIn{Pred: in.blocks[x.Pred], Val: in.expr(x.Val)})
		}
		nb.Phis = append(nb.Phis, np)
	}
	for _, s := range gb.Stmts {
		c := cloneStmt(s, in.expr, in.array, in.defVar)
		if a, ok := c.(*Annot); ok {
			switch a.Kind {
			case AnnotRequires, AnnotGlobalRequires:
				// The callee's precondition is the caller's obligation.
				a.Kind = AnnotAssert
			case AnnotEnsures, AnnotGlobalEnsures:
				// Checked where the inlined body returns.
				a.Kind = AnnotAssert
				in.post = append(in.post, a)
				continue
			}
		}
		nb.Stmts = append(nb.Stmts, c)
	}
	nb.Term = in.cloneTerm(gb.Term, nb)
}

// cloneTerm copies the terminator of the callee's block whose copy is nb:
// returns jump to the continuation.
func (in *inliner) cloneTerm(t Term, nb *Block) Term {
	switch t := t.(type) {
	case *Jump:
		return &Jump{Pos: t.Pos, Target: in.blocks[t.Target]}
	case *Branch:
		return &Branch{Pos: t.Pos, Cond: in.expr(t.Cond), Then: in.blocks[t.Then], Else: in.blocks[t.Else]}
	case *Switch:
		ns := &Switch{Pos: t.Pos, X: in.expr(t.X), Default: in.blocks[t.Default]}
		for _, c := range t.Cases {
			ns.Cases = append(ns.Cases, SwitchCase{Val: c.Val, Target: in.blocks[c.Target]})
		}
		return ns
	case *Return:
		if t.Val != nil {
			in.rets = append(in.rets, PhiIn{Pred: nb, Val: in.expr(t.Val)})
		}
		in.retPos = t.Pos
		return &Jump{Pos: t.Pos, Target: in.cont}
	case *Unreachable:
		return &Unreachable{Pos: t.Pos}
	}
	return nil
}

// splice jumps from b to the callee's entry, binds the result in the
// continuation, and places the callee's blocks and the continuation right
// after b.
func (in *inliner) splice(b *Block) {
	f, cont := in.f, in.cont
	if in.call.Dst != nil {
		cont.Phis = []*Phi{{Pos: in.retPos, Dst: in.call.Dst, In: in.rets}}
	}
	cont.Stmts = append(in.post, cont.Stmts...)
	b.Term = &Jump{Pos: in.call.Pos, Target: in.blocks[in.g.Blocks[0]]}
	var out []*Block
	for _, x := range f.Blocks {
		out = append(out, x)
		if x == b {
			for _, gb := range in.g.Blocks {
				out = append(out, in.blocks[gb])
			}
			out = append(out, cont)
		}
	}
	f.Blocks = out
	f.ComputePreds()
}

func mapOff(e Expr, vars map[*Var]Expr) Expr {
	return Substitute(e, vars)
}

func inlineCounter(f *Function) int {
	if f.varSeen == nil {
		f.varSeen = map[string]int{}
	}
	n := f.varSeen["\x00inline"]
	f.varSeen["\x00inline"] = n + 1
	return n
}

// cloneStmt copies s with expressions, arrays and defined variables mapped.
func cloneStmt(s Stmt, e func(Expr) Expr, a func(*Array) *Array, v func(*Var) *Var) Stmt {
	list := func(es []Expr) []Expr {
		var out []Expr
		for _, x := range es {
			out = append(out, e(x))
		}
		return out
	}
	switch s := s.(type) {
	case *Assign:
		return &Assign{Pos: s.Pos, Dst: v(s.Dst), Src: e(s.Src)}
	case *Load:
		return &Load{Pos: s.Pos, Dst: v(s.Dst), Array: a(s.Array), Off: e(s.Off)}
	case *Store:
		return &Store{Pos: s.Pos, Array: a(s.Array), Off: e(s.Off), Val: e(s.Val)}
	case *Atomic:
		return &Atomic{Pos: s.Pos, Dst: v(s.Dst), Op: s.Op, Array: a(s.Array), Off: e(s.Off), Args: list(s.Args)}
	case *Call:
		c := &Call{Pos: s.Pos, Callee: s.Callee, Args: list(s.Args)}
		if s.Dst != nil {
			c.Dst = v(s.Dst)
		}
		return c
	case *Barrier:
		c := *s
		return &c
	case *Annot:
		return &Annot{Pos: s.Pos, Kind: s.Kind, Args: list(s.Args)}
	case *Havoc:
		return &Havoc{Pos: s.Pos, Dst: v(s.Dst)}
	}
	panic(fmt.Sprintf("ir.cloneStmt: unknown statement %T", s))
}
