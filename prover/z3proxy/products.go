package z3proxy

import (
	"fmt"
	"strconv"
	"strings"
)

// Products abstracted (a portfolio strategy, portfolio.go).
//
// A product of two symbolic bit-vectors, the row offset `y * width` of an
// image with a symbolic width, makes z3 bit-blast a multiplier, and a
// race check on `y1 * w + x1 == y2 * w + x2` then runs for minutes under
// both of the other strategies (a 32-bit instance with w, y < 4096 was
// still running after 10 minutes). Its proof needs only a few facts about
// multiplication: a product of small factors is small, and a product
// grows by at least the other factor when one factor grows.
//
// So this strategy (bit-blasted, after z3's ackermannize_bv turns P's
// applications into fresh variables) replaces each product `(bvmul a b)`
// of width n whose
// factors are both symbolic by the low n bits of an uninterpreted function
// P_n(a, b) of width 2n that stands for the exact product, and asserts
// these facts of the products in the query (ground instances: z3 proves
// the same query with them stated as quantified axioms no faster than
// with the multipliers):
//
//   - P(a, b) == 0 exactly when a or b is 0;
//   - a < 2^k and b != 0 imply P(a, b) < b * 2^k (each k < n), and the
//     same with a and b swapped;
//   - of two products with a common factor b, a1 < a2 implies
//     P(a1, b) + b <= P(a2, b); P(a, b) == P(b, a);
//   - a product whose factor is a sum or difference distributes over it,
//     modulo 2^n: the reduction writes the second work item's `y$2 * w`
//     as `y$1 * w + (y$2 - y$1) * w`, and the difference may wrap.
//
// Each fact holds of the exact product of n-bit unsigned numbers, which
// never wraps in 2n bits, and bvmul's result is its low n bits. So every
// model of the original query is a model of the abstracted one with P the
// exact product: an "unsat" of the abstraction is an "unsat" of the query.
// A "sat" or "unknown" is not (P may be any function the facts allow), and
// the strategy then counts as having given up. TestProductFacts checks each
// fact against the exact product at a small width.
//
// Boogie's verification condition names its passive variables with
// top-level constants and binds only formulas with let, so the factors
// are terms over constants and the facts can be stated at the top level.
// A product whose factor mentions a bound name stays a bvmul.

// productName is the uninterpreted exact product of width n operands.
func productName(n int) string { return fmt.Sprintf("|bvgen.product.%d|", n) }

// maxProductsPerFactor bounds the products one common factor relates
// pairwise (the pairs grow quadratically).
const maxProductsPerFactor = 32

// abstractProducts rewrites script (SMT-LIB commands without check-sat) as
// described above. ok is false when it has no product of two symbolic
// factors, or cannot be parsed: the strategy then does not run.
func abstractProducts(script []byte) ([]byte, bool) {
	body, facts, widths, ok := splitProducts(script)
	if !ok {
		return nil, false
	}
	var out strings.Builder
	for _, n := range widths {
		fmt.Fprintf(&out, "(declare-fun %s ((_ BitVec %d) (_ BitVec %d)) (_ BitVec %d))\n", productName(n), n, n, 2*n)
	}
	out.WriteString(body)
	for _, f := range facts {
		out.WriteString("(assert " + f + ")\n")
	}
	return []byte(out.String()), true
}

// splitProducts is abstractProducts in parts: the rewritten commands, the
// facts about the products and their widths.
func splitProducts(script []byte) (body string, facts []string, widths []int, ok bool) {
	if !strings.Contains(string(script), "bvmul") {
		return "", nil, nil, false
	}
	cmds, ok := parseSexps(string(script))
	if !ok {
		return "", nil, nil, false
	}
	r := &productRewriter{funcs: map[string]*sexp{}, seen: map[string]bool{}, pinned: pinnedConstants(cmds)}
	var b strings.Builder
	for _, c := range cmds {
		if c.head() == "set-logic" {
			continue // the uninterpreted products may change it
		}
		r.command(c)
		b.WriteString(c.String())
		b.WriteByte('\n')
	}
	if len(r.products) == 0 {
		return "", nil, nil, false
	}
	facts = append(r.distribute(), productFacts(r.products)...)
	seen := map[int]bool{}
	for _, p := range r.products {
		if !seen[p.n] {
			seen[p.n] = true
			widths = append(widths, p.n)
		}
	}
	return b.String(), facts, widths, true
}

// product is one product term replaced: its factors, their text and
// width.
type product struct {
	x, y *sexp
	a, b string
	n    int
}

func (p product) app() string { return fmt.Sprintf("(%s %s %s)", productName(p.n), p.a, p.b) }

// productFacts are the facts above about the products.
func productFacts(ps []product) []string {
	var out []string
	num := func(v uint64, w int) string { return fmt.Sprintf("(_ bv%d %d)", v, w) }
	zext := func(x string, n int) string { return fmt.Sprintf("((_ zero_extend %d) %s)", n, x) }
	// byFactor groups the products by a factor: the other factor and the
	// product's application.
	type side struct{ other, app string }
	byFactor := map[[2]string][]side{}
	var keys [][2]string
	for _, p := range ps {
		n, pa := p.n, p.app()
		out = append(out, fmt.Sprintf("(= (= %s %s) (or (= %s %s) (= %s %s)))", pa, num(0, 2*n), p.a, num(0, n), p.b, num(0, n)))
		for _, f := range [][2]string{{p.a, p.b}, {p.b, p.a}} {
			x, y := f[0], f[1]
			for k := 1; k < n; k++ {
				out = append(out, fmt.Sprintf("(=> (and (bvult %s %s) (not (= %s %s))) (bvult %s (bvshl %s %s)))",
					x, num(1<<k, n), y, num(0, n), pa, zext(y, n), num(uint64(k), 2*n)))
			}
			key := [2]string{y, fmt.Sprint(n)}
			if _, ok := byFactor[key]; !ok {
				keys = append(keys, key)
			}
			if len(byFactor[key]) < maxProductsPerFactor {
				byFactor[key] = append(byFactor[key], side{x, pa})
			}
		}
	}
	for _, key := range keys {
		y, n := key[0], 0
		fmt.Sscan(key[1], &n)
		g := byFactor[key]
		for i := range g {
			for j := range g {
				switch {
				case i == j:
				case g[i].other == g[j].other:
					if i < j && g[i].app != g[j].app {
						out = append(out, fmt.Sprintf("(= %s %s)", g[i].app, g[j].app))
					}
				default:
					out = append(out, fmt.Sprintf("(=> (bvult %s %s) (bvule (bvadd %s %s) %s))", g[i].other, g[j].other, g[i].app, zext(y, n), g[j].app))
				}
			}
		}
	}
	return out
}

// productRewriter walks the commands, knowing the sorts of the symbols in
// scope, and replaces the products of symbolic factors.
type productRewriter struct {
	funcs    map[string]*sexp // declared and defined functions: result sort
	products []product        // the products replaced, each once
	seen     map[string]bool  // their applications
	// pinned are the symbols equations pin to constants (pinnedConstants):
	// a product with one stays exact.
	pinned map[string]bool
}

// pinnedConstants are the symbols that an equation of the script, under
// any connective, equates with a literal or with arithmetic on pinned
// symbols (Boogie's passive `w@0 == num_groups_x * group_size_x` for
// get_global_size, with the geometry asserted at the top): z3 solves
// such equations before it bit-blasts, and a product with one is linear.
// Being a guess costs nothing: a product left exact is never unsound.
func pinnedConstants(cmds []*sexp) map[string]bool {
	var eqs [][2]*sexp // symbol, term
	var scan func(e *sexp)
	scan = func(e *sexp) {
		if !e.isList() {
			return
		}
		if e.head() == "=" && len(e.list) == 3 {
			for _, f := range [][2]*sexp{{e.list[1], e.list[2]}, {e.list[2], e.list[1]}} {
				if !f[0].isList() {
					eqs = append(eqs, f)
				}
			}
		}
		for _, k := range e.list {
			scan(k)
		}
	}
	for _, c := range cmds {
		if c.head() == "assert" && len(c.list) == 2 {
			scan(c.list[1])
		} else if c.head() == "define-fun" && len(c.list) == 5 {
			scan(c.list[4])
		}
	}
	pinned := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, eq := range eqs {
			if !pinned[eq[0].atom] && constantValued(eq[1], pinned) {
				pinned[eq[0].atom], changed = true, true
			}
		}
	}
	return pinned
}

// constantValued: e is a literal, a pinned symbol, or bit-vector
// arithmetic on such.
func constantValued(e *sexp, pinned map[string]bool) bool {
	if isNumeral(e) {
		return true
	}
	if !e.isList() {
		return pinned[e.atom]
	}
	if len(e.list) < 2 {
		return false
	}
	if _, _, ok := indexed(e.list[0]); !ok && !sameWidthOps[e.head()] && e.head() != "concat" {
		return false
	}
	for _, k := range e.list[1:] {
		if !constantValued(k, pinned) {
			return false
		}
	}
	return true
}

// constant: a literal or a pinned constant.
func (r *productRewriter) constant(e *sexp) bool {
	return isNumeral(e) || (!e.isList() && r.pinned[e.atom])
}

// scope maps the names bound by let, quantifiers and define-fun
// parameters: to a sort, or (let) to the term bound.
type scope struct {
	parent *scope
	sorts  map[string]*sexp
	terms  map[string]*sexp
	at     map[string]*scope // the scope a let-bound term is read in
}

func (s *scope) lookup(name string) (srt, term *sexp, at *scope) {
	for ; s != nil; s = s.parent {
		if t, ok := s.sorts[name]; ok {
			return t, nil, nil
		}
		if t, ok := s.terms[name]; ok {
			return nil, t, s.at[name]
		}
	}
	return nil, nil, nil
}

func (r *productRewriter) command(c *sexp) {
	switch c.head() {
	case "declare-fun":
		if len(c.list) == 4 {
			r.funcs[c.list[1].atom] = c.list[3]
		}
	case "declare-const":
		if len(c.list) == 3 {
			r.funcs[c.list[1].atom] = c.list[2]
		}
	case "define-fun":
		if len(c.list) == 5 {
			r.funcs[c.list[1].atom] = c.list[3]
			r.term(c.list[4], bindSorts(nil, c.list[2]))
		}
	case "assert":
		if len(c.list) == 2 {
			r.term(c.list[1], nil)
		}
	}
}

// bindSorts opens a scope for the sorted variables ((x S) ...).
func bindSorts(parent *scope, vars *sexp) *scope {
	s := &scope{parent: parent, sorts: map[string]*sexp{}}
	for _, v := range vars.list {
		if len(v.list) == 2 {
			s.sorts[v.list[0].atom] = v.list[1]
		}
	}
	return s
}

// term rewrites the products inside e, read in scope s.
func (r *productRewriter) term(e *sexp, s *scope) {
	if !e.isList() || len(e.list) == 0 {
		return
	}
	switch e.head() {
	case "let":
		if len(e.list) != 3 {
			return
		}
		inner := &scope{parent: s, terms: map[string]*sexp{}, at: map[string]*scope{}}
		for _, b := range e.list[1].list {
			if len(b.list) == 2 {
				r.term(b.list[1], s)
				inner.terms[b.list[0].atom], inner.at[b.list[0].atom] = b.list[1], s
			}
		}
		r.term(e.list[2], inner)
		return
	case "forall", "exists":
		if len(e.list) == 3 {
			r.term(e.list[2], bindSorts(s, e.list[1]))
		}
		return
	}
	for _, k := range e.list[1:] {
		r.term(k, s)
	}
	if e.head() != "bvmul" || len(e.list) != 3 || r.constant(e.list[1]) || r.constant(e.list[2]) {
		return
	}
	n := bvWidth(r.sortOf(e.list[1], s, 0))
	if n == 0 || n > 64 || mentionsBound(e.list[1], s) || mentionsBound(e.list[2], s) {
		return
	}
	a, b := e.list[1], e.list[2]
	r.add(a, b, n)
	e.list = []*sexp{
		{list: []*sexp{{atom: "_"}, {atom: "extract"}, {atom: fmt.Sprint(n - 1)}, {atom: "0"}}},
		{list: []*sexp{{atom: productName(n)}, a, b}},
	}
}

// maxProducts bounds the products distribute adds.
const maxProducts = 128

// add records the product of a and b (once) and returns its application.
func (r *productRewriter) add(a, b *sexp, n int) string {
	p := product{x: a, y: b, a: a.String(), b: b.String(), n: n}
	if !r.seen[p.app()] {
		r.seen[p.app()] = true
		r.products = append(r.products, p)
	}
	r.funcs[productName(n)] = bvSort(2 * n)
	return p.app()
}

// low is the bit-vector value of the product of a and b: the low bits of
// P, or bvmul itself when a factor is a literal (a linear term).
func (r *productRewriter) low(a, b *sexp, n int) string {
	if r.constant(a) || r.constant(b) {
		return fmt.Sprintf("(bvmul %s %s)", a, b)
	}
	return fmt.Sprintf("((_ extract %d 0) %s)", n-1, r.add(a, b, n))
}

// distribute states, for each product with a factor u + v or u - v, that
// its low bits are those of u * y + v * y (or -), adding the products
// u * y and v * y, which get the other facts too.
func (r *productRewriter) distribute() []string {
	var out []string
	for i := 0; i < len(r.products) && len(r.products) < maxProducts; i++ {
		p := r.products[i]
		for _, f := range [][2]*sexp{{p.x, p.y}, {p.y, p.x}} {
			x, y := f[0], f[1]
			if op := x.head(); (op == "bvadd" || op == "bvsub") && len(x.list) == 3 {
				out = append(out, fmt.Sprintf("(= ((_ extract %d 0) %s) (%s %s %s))", p.n-1, p.app(), op,
					r.low(x.list[1], y, p.n), r.low(x.list[2], y, p.n)))
			}
		}
	}
	return out
}

// mentionsBound: e has a name that scope s binds (let, a quantifier, a
// define-fun parameter), so a fact about e cannot be stated at the top.
func mentionsBound(e *sexp, s *scope) bool {
	if !e.isList() {
		srt, term, _ := s.lookup(e.atom)
		return srt != nil || term != nil
	}
	for _, k := range e.list {
		if mentionsBound(k, s) {
			return true
		}
	}
	return false
}

// isNumeral: a bit-vector literal (#x.., #b.., (_ bvN w)).
func isNumeral(e *sexp) bool {
	if !e.isList() {
		return strings.HasPrefix(e.atom, "#x") || strings.HasPrefix(e.atom, "#b")
	}
	return e.head() == "_" && len(e.list) == 3 && strings.HasPrefix(e.list[1].atom, "bv")
}

func bvSort(n int) *sexp {
	return &sexp{list: []*sexp{{atom: "_"}, {atom: "BitVec"}, {atom: fmt.Sprint(n)}}}
}

// sameWidthOps are the bit-vector operators whose result has the width of
// their first operand.
var sameWidthOps = map[string]bool{
	"bvadd": true, "bvsub": true, "bvmul": true, "bvand": true, "bvor": true, "bvxor": true, "bvnot": true,
	"bvneg": true, "bvudiv": true, "bvurem": true, "bvsdiv": true, "bvsrem": true, "bvsmod": true,
	"bvshl": true, "bvlshr": true, "bvashr": true, "bvnand": true, "bvnor": true, "bvxnor": true,
}

// sortOf is the sort of e in scope s, nil when this small inference does
// not know it (the product is then left alone). depth bounds the chase
// through let-bound names.
func (r *productRewriter) sortOf(e *sexp, s *scope, depth int) *sexp {
	if depth > 200 {
		return nil
	}
	if !e.isList() {
		switch {
		case strings.HasPrefix(e.atom, "#x"):
			return bvSort(4 * (len(e.atom) - 2))
		case strings.HasPrefix(e.atom, "#b"):
			return bvSort(len(e.atom) - 2)
		}
		srt, term, at := s.lookup(e.atom)
		switch {
		case srt != nil:
			return srt
		case term != nil:
			return r.sortOf(term, at, depth+1)
		}
		return r.funcs[e.atom]
	}
	if len(e.list) == 0 {
		return nil
	}
	if name, idx, ok := indexed(e.list[0]); ok && len(e.list) == 2 {
		if name == "extract" && len(idx) == 2 {
			return bvSort(idx[0] - idx[1] + 1)
		}
		w := bvWidth(r.sortOf(e.list[1], s, depth+1))
		switch {
		case w == 0:
		case (name == "zero_extend" || name == "sign_extend") && len(idx) == 1:
			return bvSort(w + idx[0])
		case (name == "rotate_left" || name == "rotate_right") && len(idx) == 1:
			return bvSort(w)
		case name == "repeat" && len(idx) == 1:
			return bvSort(w * idx[0])
		}
		return nil
	}
	h := e.head()
	switch {
	case isNumeral(e):
		if w, err := strconv.Atoi(e.list[2].atom); err == nil {
			return bvSort(w)
		}
	case sameWidthOps[h] && len(e.list) >= 2:
		return r.sortOf(e.list[1], s, depth+1)
	case h == "concat" && len(e.list) == 3:
		a, b := bvWidth(r.sortOf(e.list[1], s, depth+1)), bvWidth(r.sortOf(e.list[2], s, depth+1))
		if a > 0 && b > 0 {
			return bvSort(a + b)
		}
	case h == "ite" && len(e.list) == 4:
		if t := r.sortOf(e.list[2], s, depth+1); t != nil {
			return t
		}
		return r.sortOf(e.list[3], s, depth+1)
	case h == "select" && len(e.list) == 3:
		if a := r.sortOf(e.list[1], s, depth+1); a != nil && a.head() == "Array" && len(a.list) == 3 {
			return a.list[2]
		}
	case h == "store" && len(e.list) == 4:
		return r.sortOf(e.list[1], s, depth+1)
	case h == "!" && len(e.list) >= 2:
		return r.sortOf(e.list[1], s, depth+1)
	case h == "let" && len(e.list) == 3:
		inner := &scope{parent: s, terms: map[string]*sexp{}, at: map[string]*scope{}}
		for _, b := range e.list[1].list {
			if len(b.list) == 2 {
				inner.terms[b.list[0].atom], inner.at[b.list[0].atom] = b.list[1], s
			}
		}
		return r.sortOf(e.list[2], inner, depth+1)
	case h != "":
		return r.funcs[h]
	}
	return nil
}
