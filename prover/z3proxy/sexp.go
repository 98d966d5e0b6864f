package z3proxy

import (
	"strconv"
	"strings"
)

// sexp is a parsed SMT-LIB s-expression: an atom, or a list.
type sexp struct {
	atom string
	list []*sexp
}

func (e *sexp) isList() bool { return e.atom == "" }

// head is the atom a list starts with ("" when none).
func (e *sexp) head() string {
	if e.isList() && len(e.list) > 0 && !e.list[0].isList() {
		return e.list[0].atom
	}
	return ""
}

// parseSexps parses every top-level expression of text; ok is false when
// the parentheses do not balance.
func parseSexps(text string) (out []*sexp, ok bool) {
	t := sexpTokens(text)
	var stack [][]*sexp
	var cur []*sexp
	for _, tok := range t {
		switch tok {
		case "(":
			stack = append(stack, cur)
			cur = nil
		case ")":
			if len(stack) == 0 {
				return nil, false
			}
			e := &sexp{list: cur}
			if e.list == nil {
				e.list = []*sexp{}
			}
			cur = append(stack[len(stack)-1], e)
			stack = stack[:len(stack)-1]
		default:
			cur = append(cur, &sexp{atom: tok})
		}
	}
	return cur, len(stack) == 0
}

func (e *sexp) String() string {
	var b strings.Builder
	e.write(&b)
	return b.String()
}

func (e *sexp) write(b *strings.Builder) {
	if !e.isList() {
		b.WriteString(e.atom)
		return
	}
	b.WriteByte('(')
	for i, k := range e.list {
		if i > 0 {
			b.WriteByte(' ')
		}
		k.write(b)
	}
	b.WriteByte(')')
}

// bvWidth is the width of a bit-vector sort expression, 0 for others.
func bvWidth(sort *sexp) int {
	if sort == nil || len(sort.list) != 3 || sort.head() != "_" || sort.list[1].atom != "BitVec" {
		return 0
	}
	n, _ := strconv.Atoi(sort.list[2].atom)
	return n
}

// indexed reads an indexed operator (_ name i j ...) used as the head of
// an application: its name and integer indices.
func indexed(op *sexp) (string, []int, bool) {
	if op.head() != "_" || len(op.list) < 2 {
		return "", nil, false
	}
	var idx []int
	for _, k := range op.list[2:] {
		n, err := strconv.Atoi(k.atom)
		if err != nil {
			return "", nil, false
		}
		idx = append(idx, n)
	}
	return op.list[1].atom, idx, true
}
