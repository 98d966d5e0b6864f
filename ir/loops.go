package ir

import "fmt"

// FindLoops detects the natural loops of f and stores them in f.Loops,
// outermost first. A retreating edge whose target does not dominate its
// source makes the CFG irreducible, which bvgen does not support: the
// returned error names the block.
func FindLoops(f *Function) error {
	rpo, idom := Dominators(f)
	order := map[*Block]int{}
	for i, b := range rpo {
		order[b] = i
	}
	index := map[*Block]int{}
	for i, b := range f.Blocks {
		index[b] = i
	}
	byHeader := map[*Block]*Loop{}
	var headers []*Block
	for _, b := range rpo {
		for _, s := range b.Term.Succs() {
			if order[s] > order[b] {
				continue // forward edge
			}
			if !Dominates(idom, s, b) {
				return fmt.Errorf("irreducible control flow: block %s is entered other than through its loop header", s.Name)
			}
			l := byHeader[s]
			if l == nil {
				l = &Loop{Header: s}
				byHeader[s] = l
				headers = append(headers, s)
			}
			if !containsBlock(l.Latches, b) {
				l.Latches = append(l.Latches, b)
			}
		}
	}
	f.Loops = nil
	for _, h := range headers {
		l := byHeader[h]
		body := map[*Block]bool{h: true}
		work := append([]*Block(nil), l.Latches...)
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if body[b] {
				continue
			}
			body[b] = true
			work = append(work, b.Preds...)
		}
		for _, b := range f.Blocks {
			if body[b] {
				l.Blocks = append(l.Blocks, b)
			}
		}
		// Header first, rest in block order.
		for i, b := range l.Blocks {
			if b == h {
				copy(l.Blocks[1:i+1], l.Blocks[:i])
				l.Blocks[0] = h
				break
			}
		}
		for _, b := range l.Blocks {
			for _, s := range b.Term.Succs() {
				if !body[s] && !containsBlock(l.Exits, s) {
					l.Exits = append(l.Exits, s)
				}
			}
		}
		f.Loops = append(f.Loops, l)
	}
	// Nesting: the parent is the smallest other loop containing the header.
	for _, l := range f.Loops {
		for _, m := range f.Loops {
			if m != l && m.Contains(l.Header) && len(m.Blocks) > len(l.Blocks) &&
				(l.Parent == nil || len(m.Blocks) < len(l.Parent.Blocks)) {
				l.Parent = m
			}
		}
	}
	for _, l := range f.Loops {
		l.Depth = 0
		for m := l; m != nil; m = m.Parent {
			l.Depth++
		}
	}
	// Outermost first, then by header position: deterministic.
	sortLoops(f.Loops, index)
	return nil
}

func sortLoops(ls []*Loop, index map[*Block]int) {
	for i := 1; i < len(ls); i++ {
		for j := i; j > 0; j-- {
			a, b := ls[j-1], ls[j]
			if a.Depth < b.Depth || (a.Depth == b.Depth && index[a.Header] <= index[b.Header]) {
				break
			}
			ls[j-1], ls[j] = b, a
		}
	}
}

func containsBlock(bs []*Block, b *Block) bool {
	for _, x := range bs {
		if x == b {
			return true
		}
	}
	return false
}
