package boogie

// KeepBodies is p with the bodies of the procedures keep rejects taken
// out: their declarations and contracts stay, which is all a call to them
// assumes, so each kept body is checked as in p. ok is false, and the
// program nil, when a body that would go is {:inline}: Boogie checks it
// where it is inlined, and its callers would then see no body at all.
// p is not changed; its declarations are shared.
func KeepBodies(p *Program, keep func(*Procedure) bool) (*Program, bool) {
	out := &Program{Decls: append([]Decl(nil), p.Decls...)}
	for i, d := range p.Decls {
		pr, isProc := d.(*Procedure)
		if !isProc || pr.Body == nil || keep(pr) {
			continue
		}
		if HasAttr(pr.Attrs, "inline") {
			return nil, false
		}
		decl := *pr
		decl.Body = nil
		out.Decls[i] = &decl
	}
	return out, true
}

// ProcedureAt is the procedure whose printed text (PrintWithMap's, whose
// lines are lines) holds line: the last procedure header at or above it.
// nil when there is none or that procedure has no body (line is then in
// its contract or past it).
func ProcedureAt(lines map[int]Node, line int) *Procedure {
	var best *Procedure
	bestLine := 0
	for l, n := range lines {
		if pr, ok := n.(*Procedure); ok && l <= line && l > bestLine {
			best, bestLine = pr, l
		}
	}
	if best == nil || best.Body == nil {
		return nil
	}
	return best
}
