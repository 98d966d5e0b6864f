package difftest

import (
	"fmt"
	"math/rand"
	"strings"
)

// builder writes one kernel: the patterns add helpers, local arrays and
// body lines; it adds the parameters and the flattened work-item ids.
type builder struct {
	r       *rand.Rand
	g       Geometry
	n       *int // the scalar parameter n, when a pattern uses one
	idx     bool // the pattern reads the index buffer idx
	helpers []string
	body    []string
}

const kernelName = "k"

// line adds a body line (indented once).
func (b *builder) line(format string, args ...any) {
	b.body = append(b.body, "  "+fmt.Sprintf(format, args...))
}

// useN declares the scalar parameter n with value v.
func (b *builder) useN(v int) { b.n = &v }

// pick returns one of xs.
func pick[T any](r *rand.Rand, xs ...T) T { return xs[r.Intn(len(xs))] }

// size is the local size of dimension d, as a literal or a builtin call:
// bvgen must see both as the launch's constant.
func (b *builder) size(d int) string {
	if b.r.Intn(2) == 0 {
		return fmt.Sprintf("(int)get_local_size(%d)", d)
	}
	return fmt.Sprint(b.g.Local[d])
}

// flat is the row-major flattening of ids over extents: id(0) + ext(0) *
// (id(1) + ext(1) * id(2)).
func (b *builder) flat(id func(d int) string, ext func(d int) string) string {
	e := id(b.g.Dims - 1)
	for d := b.g.Dims - 2; d >= 0; d-- {
		e = fmt.Sprintf("(%s) * %s + %s", e, ext(d), id(d))
	}
	return e
}

// ids are the preamble: lid, gid and grp, each a bijection onto its range.
func (b *builder) ids() []string {
	g := b.g
	lid := b.flat(func(d int) string { return fmt.Sprintf("(int)get_local_id(%d)", d) }, b.size)
	gid := b.flat(func(d int) string { return fmt.Sprintf("(int)get_global_id(%d)", d) },
		func(d int) string { return fmt.Sprint(g.Global(d)) })
	grp := b.flat(func(d int) string { return fmt.Sprintf("(int)get_group_id(%d)", d) },
		func(d int) string { return fmt.Sprint(g.Groups[d]) })
	return []string{
		"  int lid = " + lid + ";",
		"  int gid = " + gid + ";",
		"  int grp = " + grp + ";",
	}
}

// kernel assembles the source and the arguments.
func (b *builder) kernel() (string, []Arg) {
	gt := b.g.GlobalTotal()
	// Room for the neighbour and loop reads of the patterns and their
	// mutations, and for the second regions some write (up to 3*GT), so
	// no access leaves its buffer.
	elems := 4*gt + 64
	args := []Arg{
		{Name: "in", Kind: Buffer, Elems: elems, Fill: FillRange},
		{Name: "out", Kind: Buffer, Elems: elems, Fill: FillZero},
	}
	params := []string{"__global int *in", "__global int *out"}
	if b.idx {
		args = append(args, Arg{Name: "idx", Kind: Buffer, Elems: gt, Fill: FillRange})
		params = append(params, "__global int *idx")
	}
	if b.n != nil {
		args = append(args, Arg{Name: "n", Kind: Scalar, Value: *b.n})
		params = append(params, "int n")
	}
	var s strings.Builder
	for _, h := range b.helpers {
		s.WriteString(h + "\n\n")
	}
	fmt.Fprintf(&s, "__kernel void %s(%s) {\n", kernelName, strings.Join(params, ", "))
	for _, l := range append(b.ids(), b.body...) {
		s.WriteString(l + "\n")
	}
	s.WriteString("}\n")
	return s.String(), args
}
