package z3proxy

import "strings"

// Arrays the query can do without altogether. Where no array operation
// reads the array constants (eraseArrays' condition), they occur only in
// equalities between array terms: constants, and ites choosing between
// them (Boogie's passive form: a map kept, `m@5 = ite(p, m@4, m@3)`, a
// havoc joined, `m$1@4 = m$2@4` for a uniform map). When each such
// equality occurs only positively in the query (as a premise of the
// verification condition, which the query negates), the query is
// equisatisfiable with the one that has every such equality replaced by
// `true` and the constants undeclared: setting a positive atom true keeps
// a model a model, and a model of the rewritten query extends to one of
// the query by giving every array constant the same value, which makes
// each of the equalities (and each ite of constants) true. The 2^k-bit
// constants of eraseArrays keep those equalities in the query, and the
// SAT solver searches over them: on PPCG's 3mm, twelve Houdini queries
// took 2.0-22.7 s bit-blasted with the constants erased (77 s in all)
// and 0.7-2.9 s (29 s) with the equalities gone; on 2mm's last query
// 10.3 s against 3.2 s, where z3's own preprocessing, given the arrays,
// took 6.3 s.

// polarity is the set of signs with which a formula occurs in the query.
type polarity uint8

const (
	positive polarity = 1 << iota
	negative
	both = positive | negative
)

func (p polarity) flip() polarity { return (p&positive)<<1 | (p&negative)>>1 }

// inside is the polarity of a formula under a non-logical operator (an
// ite's condition, an argument of a function or of an equality) of a
// formula of polarity p: both signs, or none where p is none.
func (p polarity) inside() polarity {
	if p == 0 {
		return 0
	}
	return both
}

// dropArrays returns cmds with every array equality replaced by true and
// the array constants' declarations left out; ok is false unless every
// array constant occurs only in equalities, and each of them only
// positively. cmds must satisfy eraseArrays' condition (no array
// operation, arrays only as constants), arrays the constants' names.
func dropArrays(cmds []*sexp, arrays map[string]bool) (out []byte, ok bool) {
	w := &polarityWalk{arrays: arrays, defs: map[string]polarity{}, atoms: map[*sexp]bool{}, ok: true}
	for _, c := range cmds {
		if c.head() == "define-fun" && len(c.list) == 5 && !c.list[1].isList() && len(c.list[2].list) == 0 {
			w.defs[c.list[1].atom] = 0
		}
	}
	// A definition's uses come after it: walk from the end, so that
	// its polarity is known when its body is walked.
	for i := len(cmds) - 1; i >= 0 && w.ok; i-- {
		c := cmds[i]
		switch {
		case c.head() == "assert" && len(c.list) == 2:
			w.visit(c.list[1], positive, nil)
		case c.head() == "define-fun" && len(c.list) == 5:
			p, nullary := w.defs[c.list[1].atom]
			if !nullary || len(c.list[2].list) > 0 {
				p = both // a function's uses are not followed
			}
			w.visit(c.list[4], p, nil)
		case c.head() == "declare-fun", c.head() == "set-logic", c.head() == "set-option", c.head() == "set-info", c.head() == "declare-sort":
		default:
			w.visit(c, both, nil)
		}
	}
	if !w.ok {
		return nil, false
	}
	var b strings.Builder
	for _, c := range cmds {
		if c.head() == "declare-fun" && len(c.list) == 4 && arrays[c.list[1].atom] {
			continue
		}
		w.rewrite(c).write(&b)
		b.WriteByte('\n')
	}
	return []byte(b.String()), true
}

// polarityWalk finds the array equalities of a script and checks that
// each occurs only positively. Let-bound names and nullary definitions
// take the polarities of their uses, so that a shared subformula is
// walked once.
type polarityWalk struct {
	arrays map[string]bool
	defs   map[string]polarity
	atoms  map[*sexp]bool // the array equalities
	ok     bool
}

// letScope is one let's bound names and the polarities their uses had.
type letScope struct {
	names map[string]polarity
	outer *letScope
}

func (s *letScope) use(name string, p polarity) bool {
	for ; s != nil; s = s.outer {
		if q, ok := s.names[name]; ok {
			s.names[name] = q | p
			return true
		}
	}
	return false
}

func (w *polarityWalk) visit(e *sexp, p polarity, env *letScope) {
	if !w.ok {
		return
	}
	if !e.isList() {
		switch {
		case env.use(e.atom, p):
		case w.arrays[e.atom]:
			w.ok = false // an array outside an equality
		default:
			if q, ok := w.defs[e.atom]; ok {
				w.defs[e.atom] = q | p
			}
		}
		return
	}
	args := e.list[1:]
	switch e.head() {
	case "not":
		w.visitAll(args, p.flip(), env)
	case "and", "or":
		w.visitAll(args, p, env)
	case "=>":
		if len(args) == 0 {
			return
		}
		w.visitAll(args[:len(args)-1], p.flip(), env)
		w.visit(args[len(args)-1], p, env)
	case "!":
		if len(args) > 0 {
			w.visit(args[0], p, env)
		}
	case "ite":
		if len(args) == 3 && w.isArrayTerm(args[1]) {
			w.ok = false // an array ite outside an equality
			return
		}
		if len(args) == 3 {
			w.visit(args[0], p.inside(), env)
			w.visitAll(args[1:], p, env)
			return
		}
		w.visitAll(args, p.inside(), env)
	case "=":
		if len(args) == 2 && (w.isArrayTerm(args[0]) || w.isArrayTerm(args[1])) {
			w.atoms[e] = true
			if p&negative != 0 {
				w.ok = false
			}
			w.visitArrayTerm(args[0], p, env)
			w.visitArrayTerm(args[1], p, env)
			return
		}
		w.visitAll(args, p.inside(), env)
	case "let":
		w.visitLet(e, p, env)
	case "forall", "exists":
		if len(args) == 2 {
			w.visit(args[1], p, env)
		}
	default:
		w.visitAll(e.list, p.inside(), env)
	}
}

func (w *polarityWalk) visitAll(es []*sexp, p polarity, env *letScope) {
	for _, e := range es {
		w.visit(e, p, env)
	}
}

// visitLet walks the body first, then each definition with the
// polarities its name's uses had.
func (w *polarityWalk) visitLet(e *sexp, p polarity, env *letScope) {
	if len(e.list) != 3 || !e.list[1].isList() {
		w.ok = false
		return
	}
	inner := &letScope{names: map[string]polarity{}, outer: env}
	for _, b := range e.list[1].list {
		if !b.isList() || len(b.list) != 2 || b.list[0].isList() || w.isArrayTerm(b.list[1]) {
			w.ok = false // a let-bound array is not followed
			return
		}
		inner.names[b.list[0].atom] = 0
	}
	w.visit(e.list[2], p, inner)
	for _, b := range e.list[1].list {
		w.visit(b.list[1], inner.names[b.list[0].atom], env)
	}
}

// visitArrayTerm walks the conditions of an array term's ites.
func (w *polarityWalk) visitArrayTerm(e *sexp, p polarity, env *letScope) {
	if e.head() == "ite" && len(e.list) == 4 {
		w.visit(e.list[1], p.inside(), env)
		w.visitArrayTerm(e.list[2], p, env)
		w.visitArrayTerm(e.list[3], p, env)
		return
	}
	if e.isList() || !w.arrays[e.atom] {
		w.ok = false
	}
}

// isArrayTerm: e is an array constant or an ite of array terms.
func (w *polarityWalk) isArrayTerm(e *sexp) bool {
	if !e.isList() {
		return w.arrays[e.atom]
	}
	return e.head() == "ite" && len(e.list) == 4 && w.isArrayTerm(e.list[2])
}

// rewrite is e with its array equalities replaced by true.
func (w *polarityWalk) rewrite(e *sexp) *sexp {
	if w.atoms[e] {
		return &sexp{atom: "true"}
	}
	if !e.isList() {
		return e
	}
	out := &sexp{list: make([]*sexp, len(e.list))}
	for i, k := range e.list {
		out.list[i] = w.rewrite(k)
	}
	return out
}
