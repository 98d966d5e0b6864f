package frontend

import "github.com/bvgen/bvgen/ir"

// simplify removes the control flow that clang emits for short-circuit
// operators over side-effect-free operands: a branch around blocks that only
// assign is replaced by the assignments and a select (if-conversion), a
// branch into a block that only assigns and branches on to one of the same
// targets is folded into one branch (nested || and &&), and a block with a
// single predecessor that jumps to it is merged into that predecessor. An annotation "invariant a && b" thereby becomes a single
// expression at its loop head again. Only assignments move: no memory access
// or barrier is speculated.
func simplify(f *ir.Function) {
	for changed := true; changed; {
		changed = false
		f.ComputePreds()
		// Plain diamonds first: folding is for what they leave.
		for _, fold := range []func(*ir.Function, *ir.Block) bool{ifConvert, foldShortCircuit} {
			for _, a := range f.Blocks {
				if fold(f, a) {
					changed = true
					break
				}
			}
			if changed {
				break
			}
		}
		if changed {
			continue
		}
		for _, a := range f.Blocks {
			if mergeSuccessor(f, a) {
				changed = true
				break
			}
		}
	}
	f.ComputePreds()
}

// pureSide reports whether b only assigns and then jumps, and is reached only
// from a.
func pureSide(b, a *ir.Block) bool {
	if b == a || len(b.Preds) != 1 || b.Preds[0] != a || len(b.Phis) > 0 {
		return false
	}
	if _, ok := b.Term.(*ir.Jump); !ok {
		return false
	}
	for _, s := range b.Stmts {
		if _, ok := s.(*ir.Assign); !ok {
			return false
		}
	}
	return true
}

func jumpTarget(b *ir.Block) *ir.Block { return b.Term.(*ir.Jump).Target }

func ifConvert(f *ir.Function, a *ir.Block) bool {
	br, ok := a.Term.(*ir.Branch)
	if !ok || br.Then == br.Else {
		return false
	}
	t, e := br.Then, br.Else
	tPure, ePure := pureSide(t, a), pureSide(e, a)
	var join *ir.Block
	switch {
	case tPure && ePure && jumpTarget(t) == jumpTarget(e):
		join = jumpTarget(t)
	case tPure && jumpTarget(t) == e:
		join, ePure = e, false
	case ePure && jumpTarget(e) == t:
		join, tPure = t, false
	default:
		return false
	}
	if join == a || join == f.Blocks[0] {
		return false
	}
	from := func(pure bool, side *ir.Block) *ir.Block {
		if pure {
			return side
		}
		return a
	}
	tFrom, eFrom := from(tPure, t), from(ePure, e)
	vt, ve, rest, ok := splitIns(join.Phis, tFrom, eFrom)
	if !ok {
		return false // cannot happen for well-formed phis; leave the CFG alone
	}
	for i, p := range join.Phis {
		p.In = append(rest[i], ir.PhiIn{Pred: a, Val: &ir.Select{Cond: br.Cond, X: vt[i], Y: ve[i]}})
	}
	if tPure {
		a.Stmts = append(a.Stmts, t.Stmts...)
	}
	if ePure {
		a.Stmts = append(a.Stmts, e.Stmts...)
	}
	a.Term = &ir.Jump{Pos: br.Pos, Target: join}
	removeBlocks(f, map[*ir.Block]bool{t: tPure, e: ePure})
	f.ComputePreds()
	return true
}

// foldShortCircuit folds a branch of a into a pure side block e that
// branches on to a's other target t (clang's code for a || b and a && b
// whose operands are themselves short-circuits, on the line of an
// annotation): a then branches on the combined condition to t or to
// e's other target x, and the phis of t choose with a's condition between
// what a and e gave them.
func foldShortCircuit(f *ir.Function, a *ir.Block) bool {
	br, ok := a.Term.(*ir.Branch)
	if !ok || br.Then == br.Else {
		return false
	}
	for _, eIsThen := range []bool{false, true} {
		e, t := br.Else, br.Then
		if eIsThen {
			e, t = br.Then, br.Else
		}
		if e == a || e == f.Blocks[0] || len(e.Preds) != 1 || e.Preds[0] != a || len(e.Phis) > 0 {
			continue
		}
		eb, ok := e.Term.(*ir.Branch)
		if !ok || eb.Then == eb.Else {
			continue
		}
		pure := true
		for _, s := range e.Stmts {
			if _, ok := s.(*ir.Assign); !ok {
				pure = false
			}
		}
		x, tOnThen := eb.Else, true
		if eb.Else == t {
			x, tOnThen = eb.Then, false
		} else if eb.Then != t {
			continue
		}
		// Only inside annotations: branches of the program itself keep
		// their shape.
		lines := annotLines(f)
		if !pure || x == a || x == e || x == t || !lines[br.Pos.Line] || !lines[eb.Pos.Line] {
			continue
		}
		// c: e is reached (a's condition, or its negation); e goes to t
		// when eb.Cond is tOnThen. New condition for going to t:
		//   e is the else side: c1 ? true : (eb.Cond == tOnThen)
		//   e is the then side: c1 ? (eb.Cond == tOnThen) : true
		toT := eb.Cond
		if !tOnThen {
			toT = &ir.Unary{Op: ir.Not, X: eb.Cond}
		}
		var cond ir.Expr
		if eIsThen {
			cond = &ir.Select{Cond: br.Cond, X: toT, Y: &ir.BoolConst{Val: true}}
		} else {
			cond = &ir.Select{Cond: br.Cond, X: &ir.BoolConst{Val: true}, Y: toT}
		}
		va, ve, rest, ok := splitIns(t.Phis, a, e)
		if !ok {
			return false // malformed; leave the CFG alone
		}
		for i, p := range t.Phis {
			v := ir.Expr(&ir.Select{Cond: br.Cond, X: va[i], Y: ve[i]})
			if eIsThen {
				v = &ir.Select{Cond: br.Cond, X: ve[i], Y: va[i]}
			}
			p.In = append(rest[i], ir.PhiIn{Pred: a, Val: v})
		}
		for _, p := range x.Phis {
			for k := range p.In {
				if p.In[k].Pred == e {
					p.In[k].Pred = a
				}
			}
		}
		a.Stmts = append(a.Stmts, e.Stmts...)
		a.Term = &ir.Branch{Pos: br.Pos, Cond: cond, Then: t, Else: x}
		removeBlocks(f, map[*ir.Block]bool{e: true})
		f.ComputePreds()
		return true
	}
	return false
}

// annotLines is the set of source lines that hold an annotation.
func annotLines(f *ir.Function) map[int]bool {
	lines := map[int]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			if a, ok := s.(*ir.Annot); ok {
				lines[a.Pos.Line] = true
			}
		}
	}
	return lines
}

// splitIns returns, for each phi, the values it takes from blocks x and y
// and its other incoming values; ok is false if a phi lacks one of the two
// (then nothing should be changed).
func splitIns(phis []*ir.Phi, x, y *ir.Block) (vx, vy []ir.Expr, rest [][]ir.PhiIn, ok bool) {
	for _, p := range phis {
		var a, b ir.Expr
		var r []ir.PhiIn
		for _, in := range p.In {
			switch in.Pred {
			case x:
				a = in.Val
			case y:
				b = in.Val
			default:
				r = append(r, in)
			}
		}
		if a == nil || b == nil {
			return nil, nil, nil, false
		}
		vx, vy, rest = append(vx, a), append(vy, b), append(rest, r)
	}
	return vx, vy, rest, true
}

// mergeSuccessor merges a's only successor into a when a is its only
// predecessor.
func mergeSuccessor(f *ir.Function, a *ir.Block) bool {
	j, ok := a.Term.(*ir.Jump)
	if !ok {
		return false
	}
	b := j.Target
	if b == a || b == f.Blocks[0] || len(b.Preds) != 1 {
		return false
	}
	for _, p := range b.Phis {
		a.Stmts = append(a.Stmts, &ir.Assign{Pos: p.Pos, Dst: p.Dst, Src: p.In[0].Val})
	}
	a.Stmts = append(a.Stmts, b.Stmts...)
	a.Term = b.Term
	for _, s := range b.Term.Succs() {
		for _, p := range s.Phis {
			for k := range p.In {
				if p.In[k].Pred == b {
					p.In[k].Pred = a
				}
			}
		}
	}
	removeBlocks(f, map[*ir.Block]bool{b: true})
	f.ComputePreds()
	return true
}

func removeBlocks(f *ir.Function, dead map[*ir.Block]bool) {
	var out []*ir.Block
	for _, b := range f.Blocks {
		if !dead[b] {
			out = append(out, b)
		}
	}
	f.Blocks = out
}
