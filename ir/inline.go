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
	g := call.Callee
	n := inlineCounter(f)
	suffix := fmt.Sprintf(".i%d", n)

	cont := splitAfter(b, i, suffix)
	at := inlinedAt(&CallSite{Func: g.Name, Pos: call.Pos})
	vars := map[*Var]Expr{}
	arrays := map[*Array]*Array{}
	for _, a := range g.Arrays {
		c := *a
		c.Name = a.Name + suffix
		f.Arrays = append(f.Arrays, &c)
		arrays[a] = &c
	}
	bindParams(f, b, call, vars, arrays)
	blocks := map[*Block]*Block{}
	for _, gb := range g.Blocks {
		blocks[gb] = &Block{Name: gb.Name + suffix}
	}
	freshVars(f, g, vars)
	ret := returnValVar(f, g, call)
	mapE := func(e Expr) Expr {
		return MapExpr(e, func(x Expr) (Expr, bool) {
			switch x := x.(type) {
			case *AnnotExpr:
				if x.Fn == ReturnVal && ret != nil {
					return &VarRef{V: ret.Dst}, true
				}
			case *VarRef:
				if r, ok := vars[x.V]; ok {
					return r, true
				}
			case *ArrayRef:
				if a, ok := arrays[x.Array]; ok {
					return &ArrayRef{Array: a, Offset: mapOff(x.Offset, vars)}, true
				}
			case *Read:
				if a, ok := arrays[x.Array]; ok {
					return &Read{Array: a, Off: mapOff(x.Off, vars), T: x.T}, true
				}
			}
			return nil, false
		})
	}
	mapA := func(a *Array) *Array {
		if c, ok := arrays[a]; ok {
			return c
		}
		return a
	}
	dv := func(v *Var) *Var { return vars[v].(*VarRef).V }
	var rets []PhiIn
	var retPos Pos
	var post []Stmt
	for _, gb := range g.Blocks {
		nb := blocks[gb]
		for _, p := range gb.Phis {
			np := &Phi{Pos: at(p.Pos), Dst: dv(p.Dst)}
			for _, in := range p.In {
				np.In = append(np.In, PhiIn{Pred: blocks[in.Pred], Val: mapE(in.Val)})
			}
			nb.Phis = append(nb.Phis, np)
		}
		for _, s := range gb.Stmts {
			c := cloneStmt(s, mapE, mapA, dv, at)
			if a, ok := c.(*Annot); ok {
				switch a.Kind {
				case AnnotRequires, AnnotGlobalRequires:
					// The callee's precondition is the caller's obligation.
					a.Kind = AnnotAssert
				case AnnotEnsures, AnnotGlobalEnsures:
					// Checked where the inlined body returns, where
					// __return_val is the call's result.
					a.Kind = AnnotAssert
					post = append(post, a)
					continue
				}
			}
			nb.Stmts = append(nb.Stmts, c)
		}
		if t, ok := gb.Term.(*Return); ok {
			if t.Val != nil {
				rets = append(rets, PhiIn{Pred: nb, Val: mapE(t.Val)})
			}
			retPos = at(t.Pos)
			nb.Term = &Jump{Pos: retPos, Target: cont}
		} else {
			nb.Term = cloneTerm(gb.Term, mapE, blocks, at)
		}
	}
	if call.Dst != nil {
		cont.Phis = []*Phi{{Pos: retPos, Dst: call.Dst, In: rets}}
	}
	if ret != nil {
		// The value __return_val stood for is the result.
		post = append([]Stmt{&Annot{Pos: retPos, Kind: AnnotAssume, Args: []Expr{
			&Binary{Op: Eq, X: &VarRef{V: ret.Dst}, Y: &VarRef{V: call.Dst}}}}}, post...)
		blocks[g.Blocks[0]].Stmts = append([]Stmt{ret}, blocks[g.Blocks[0]].Stmts...)
	}
	cont.Stmts = append(post, cont.Stmts...)
	b.Term = &Jump{Pos: call.Pos, Target: blocks[g.Blocks[0]]}
	// Place the callee's blocks and the continuation right after b.
	placed := make([]*Block, 0, len(g.Blocks)+1)
	for _, gb := range g.Blocks {
		placed = append(placed, blocks[gb])
	}
	placeAfter(f, b, append(placed, cont))
}

// returnValVar is, when g's postconditions use __return_val, a fresh
// variable of f for it: havocked where the inlined body starts (where the
// postconditions are written, and their parts computed) and assumed equal
// to the call's result where they are checked. The call gets a result
// variable if it had none.
func returnValVar(f, g *Function, call *Call) *Havoc {
	uses := false
	for _, b := range g.Blocks {
		for _, s := range b.Stmts {
			for _, e := range StmtExprs(s) {
				WalkExpr(e, func(x Expr) {
					if a, ok := x.(*AnnotExpr); ok && a.Fn == ReturnVal {
						uses = true
					}
				})
			}
		}
	}
	if !uses || g.Result == nil {
		return nil
	}
	if call.Dst == nil {
		call.Dst = f.NewVar(g.Name+".result", g.Result)
	}
	return &Havoc{Pos: call.Pos, Dst: f.NewVar(g.Name+".return_val", g.Result)}
}

// placeAfter inserts blocks into f right after b and recomputes the
// predecessors.
func placeAfter(f *Function, b *Block, blocks []*Block) {
	var out []*Block
	for _, x := range f.Blocks {
		out = append(out, x)
		if x == b {
			out = append(out, blocks...)
		}
	}
	f.Blocks = out
	f.ComputePreds()
}

// splitAfter moves the statements after b.Stmts[i] and b's terminator
// into a new continuation block (its successors' phis now name it) and
// cuts b at the call b.Stmts[i], which it drops.
func splitAfter(b *Block, i int, suffix string) *Block {
	cont := &Block{Name: b.Name + ".cont" + suffix, Stmts: append([]Stmt(nil), b.Stmts[i+1:]...), Term: b.Term}
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
	return cont
}

// bindParams binds the callee's parameters to the call's arguments at the
// end of b: array parameters name the argument's array, and every
// parameter variable becomes a fresh variable assigned the argument (the
// offset, for an array).
func bindParams(f *Function, b *Block, call *Call, vars map[*Var]Expr, arrays map[*Array]*Array) {
	for k, p := range call.Callee.Params {
		arg := call.Args[k]
		if p.Array != nil {
			ref := arg.(*ArrayRef)
			arrays[p.Array] = ref.Array
			arg = ref.Offset
		}
		nv := f.NewVar(p.Var.Name, p.Var.T)
		vars[p.Var] = &VarRef{V: nv}
		b.Stmts = append(b.Stmts, &Assign{Pos: call.Pos, Dst: nv, Src: arg})
	}
}

// freshVars maps every variable g defines to a fresh variable of f (before
// uses are rewritten: phis and back edges may use a variable before its
// definition in block order). The Spec mark is kept.
func freshVars(f, g *Function, vars map[*Var]Expr) {
	fresh := func(v *Var) {
		nv := f.NewVar(v.Name, v.T)
		nv.Spec = v.Spec
		vars[v] = &VarRef{V: nv}
	}
	for _, gb := range g.Blocks {
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

// cloneTerm copies a terminator other than Return with expressions and
// blocks mapped.
func cloneTerm(t Term, mapE func(Expr) Expr, blocks map[*Block]*Block, at func(Pos) Pos) Term {
	switch t := t.(type) {
	case *Jump:
		return &Jump{Pos: at(t.Pos), Target: blocks[t.Target]}
	case *Branch:
		return &Branch{Pos: at(t.Pos), Cond: mapE(t.Cond), Then: blocks[t.Then], Else: blocks[t.Else]}
	case *Switch:
		ns := &Switch{Pos: at(t.Pos), X: mapE(t.X), Default: blocks[t.Default]}
		for _, c := range t.Cases {
			ns.Cases = append(ns.Cases, SwitchCase{Val: c.Val, Target: blocks[c.Target]})
		}
		return ns
	case *Unreachable:
		return &Unreachable{Pos: at(t.Pos)}
	}
	return nil
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

// inlinedAt returns the position of an inlined statement: its position in
// the callee, with the call appended to its call stack. Positions of one
// call share their CallSite values.
func inlinedAt(call *CallSite) func(Pos) Pos {
	memo := map[*CallSite]*CallSite{}
	var at func(Pos) Pos
	at = func(p Pos) Pos {
		if !p.IsValid() {
			return p
		}
		if p.Via == nil {
			p.Via = call
			return p
		}
		v, ok := memo[p.Via]
		if !ok {
			v = &CallSite{Func: p.Via.Func, Pos: at(p.Via.Pos)}
			memo[p.Via] = v
		}
		p.Via = v
		return p
	}
	return at
}

// cloneStmt copies s with expressions, arrays and defined variables, and
// positions (at), mapped.
func cloneStmt(s Stmt, e func(Expr) Expr, a func(*Array) *Array, v func(*Var) *Var, at func(Pos) Pos) Stmt {
	list := func(es []Expr) []Expr {
		var out []Expr
		for _, x := range es {
			out = append(out, e(x))
		}
		return out
	}
	opt := func(x Expr) Expr {
		if x == nil {
			return nil
		}
		return e(x)
	}
	switch s := s.(type) {
	case *Assign:
		return &Assign{Pos: at(s.Pos), Dst: v(s.Dst), Src: e(s.Src)}
	case *Load:
		return &Load{Pos: at(s.Pos), Dst: v(s.Dst), Array: a(s.Array), Off: e(s.Off), Async: opt(s.Async)}
	case *Store:
		return &Store{Pos: at(s.Pos), Array: a(s.Array), Off: e(s.Off), Val: e(s.Val), Async: opt(s.Async)}
	case *AsyncEvent:
		return &AsyncEvent{Pos: at(s.Pos), Dst: v(s.Dst), Join: e(s.Join), Uniform: list(s.Uniform)}
	case *AsyncWait:
		return &AsyncWait{Pos: at(s.Pos), Events: list(s.Events)}
	case *Atomic:
		return &Atomic{Pos: at(s.Pos), Dst: v(s.Dst), Op: s.Op, Array: a(s.Array), Off: e(s.Off), Args: list(s.Args)}
	case *Call:
		c := &Call{Pos: at(s.Pos), Callee: s.Callee, Args: list(s.Args)}
		if s.Dst != nil {
			c.Dst = v(s.Dst)
		}
		return c
	case *Barrier:
		c := *s
		c.Pos = at(s.Pos)
		if s.Flags != nil {
			c.Flags = e(s.Flags)
		}
		return &c
	case *Annot:
		return &Annot{Pos: at(s.Pos), Kind: s.Kind, Args: list(s.Args), Msg: s.Msg}
	case *Havoc:
		return &Havoc{Pos: at(s.Pos), Dst: v(s.Dst)}
	}
	panic(fmt.Sprintf("ir.cloneStmt: unknown statement %T", s))
}
