package twothread

import (
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// GPUVerify's __dominator_enabled(): the work item's execution predicate
// in the block that immediately dominates the annotation's block. For a
// loop invariant (at the loop header) that is the block the loop is
// entered from, outside the loop: whether the work item reached the loop
// at all, which stays true for work items that have left it (unlike
// __enabled(), the loop's predicate). The predicate variable of the
// dominator is assigned on every path to the annotation and not in the
// loop, so it still holds its value there.

// domPred is thread t's predicate in the immediate dominator of b, nil
// for the first block (which no block dominates: no meaning is given,
// and the annotation is refused).
func (k *kernelTr) domPred(b *ir.Block, t thread) bpl.Expr {
	d, ok := k.idom[b]
	if !ok || d == nil || d == b {
		return nil
	}
	return k.pred(d, t)
}

// domOf is domPred for thread t where c is for c.t (inside
// __other_bool(...), the other work item's), as enabledOf.
func domOf(c exprCtx, t thread) bpl.Expr {
	id, ok := c.dom.(*bpl.Ident)
	if !ok || t == c.t || c.t == 0 || !strings.HasSuffix(id.Name, c.t.suffix()) {
		return c.dom
	}
	return bpl.Id(strings.TrimSuffix(id.Name, c.t.suffix()) + t.suffix())
}
