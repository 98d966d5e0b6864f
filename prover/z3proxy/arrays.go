package z3proxy

import (
	"fmt"
	"math/bits"
	"strings"
)

// Arrays the bit-blaster can do without. Boogie declares every map of the
// program as an SMT array constant per version (the maps of PPCG's
// __local tiles and global buffers, $$E@0 ... $$E@4), also where bvgen
// does not model their contents: then no select or store reads them, and
// they appear only in equalities (a map kept, a havoc joined) and ites.
// The bit-blaster cannot take an array sort at all and answers "unknown",
// after seconds of preprocessing (PPCG's 3mm: 8 to 36 s per Houdini
// query, while z3's SMT core took 13 to 44 s to find the model). Such a
// query is equisatisfiable with the one that declares those constants as
// k-bit vectors, 2^k above their number n: every term of the array sort
// is one of the constants (only ite builds such terms), so a formula that
// only compares them for equality is satisfiable exactly when it is over
// a domain of at least n elements, and both domains have as many (the
// arrays' far more). So the bit-blaster solves the query with the arrays
// erased; its "unsat" is the query's, and in its "sat" model the values
// of the other constants extend to a model of the query (the erased
// constants are left out of the hint, hint.go). The width is the least
// that is enough: where z3's preprocessing removes the arrays itself
// (PPCG's fdtd-2d), 64-bit constants in their place made its last
// Houdini query take 40 s bit-blasted instead of 10 s; 6-bit ones 11.5 s
// (3mm: 4.2 s with 64 bits, 3.4 s with 8).

// eraseArrays takes the array constants out of a script when no array
// operation reads or builds them, and names them: it drops them where
// their equalities are premises only (dropArrays), and declares them as
// bit-vectors otherwise; ok is false when the script has no array, or an
// array sort anywhere else (a function's argument or result, a
// quantified variable), or an array operation (select, store, const,
// as-array, map).
//
// widened is the bit-vector form also where the constants were dropped
// (nil otherwise): the SAT solver's time on a query is heavy-tailed, and
// the two forms are two draws (strategy.widened).
func eraseArrays(script []byte) (out, widened []byte, erased map[string]bool, ok bool) {
	text := string(script)
	if !strings.Contains(text, "Array") {
		return nil, nil, nil, false
	}
	cmds, ok := parseSexps(text)
	if !ok {
		return nil, nil, nil, false
	}
	erased = map[string]bool{}
	isArrayConst := func(c *sexp) bool {
		return c.head() == "declare-fun" && len(c.list) == 4 && c.list[2].isList() && len(c.list[2].list) == 0 && c.list[3].head() == "Array"
	}
	for _, c := range cmds {
		switch {
		case isArrayConst(c) && arrayFree(c.list[3].list[1:]):
			erased[c.list[1].atom] = true
		case !arrayFree([]*sexp{c}):
			return nil, nil, nil, false // an array of arrays, an array operation
		}
	}
	if len(erased) == 0 {
		return nil, nil, nil, false
	}
	dropped, _ := dropArrays(cmds, erased)
	sort := fmt.Sprintf("(_ BitVec %d)", bits.Len(uint(len(erased))))
	var b strings.Builder
	for _, c := range cmds {
		if isArrayConst(c) {
			b.WriteString("(declare-fun " + c.list[1].atom + " () " + sort + ")\n")
			continue
		}
		c.write(&b)
		b.WriteByte('\n')
	}
	if dropped != nil {
		return dropped, []byte(b.String()), erased, true
	}
	return []byte(b.String()), nil, erased, true
}

// arrayOps are the atoms that make or read arrays.
var arrayOps = map[string]bool{"Array": true, "select": true, "store": true, "const": true, "as-array": true, "map": true}

// arrayFree reports whether no array sort or operation occurs in es.
func arrayFree(es []*sexp) bool {
	for _, e := range es {
		if !e.isList() {
			if arrayOps[e.atom] {
				return false
			}
			continue
		}
		if !arrayFree(e.list) {
			return false
		}
	}
	return true
}
