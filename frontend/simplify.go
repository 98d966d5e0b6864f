package frontend

import "github.com/bvgen/bvgen/ir"

// simplify removes the control flow that clang emits for short-circuit
// operators over side-effect-free operands: a branch around blocks that only
// assign is replaced by the assignments and a select (if-conversion), and a
// block with a single predecessor that jumps to it is merged into that
// predecessor. An annotation "invariant a && b" thereby becomes a single
// expression at its loop head again. Only assignments move: no memory access
// or barrier is speculated.
func simplify(f *ir.Function) {
	for changed := true; changed; {
		changed = false
		f.ComputePreds()
		for _, a := range f.Blocks {
			if ifConvert(f, a) {
				changed = true
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
	for _, p := range join.Phis {
		var vt, ve ir.Expr
		var rest []ir.PhiIn
		for _, in := range p.In {
			switch in.Pred {
			case tFrom:
				vt = in.Val
			case eFrom:
				ve = in.Val
			default:
				rest = append(rest, in)
			}
		}
		if vt == nil || ve == nil {
			return false // cannot happen for well-formed phis; leave the CFG alone
		}
		p.In = append(rest, ir.PhiIn{Pred: a, Val: &ir.Select{Cond: br.Cond, X: vt, Y: ve}})
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
