package interval

import (
	"fmt"
	"strings"
)

// Prelude returns OpenCL C source that instantiates a generic kernel with
// the interval monoid m (the monoid substitution P[I] of §4, Definition
// 4.1): it defines TYPE (uint or ulong), IDENTITY, OPERATOR(a,b) (an
// expression macro that calls a static inline function) and, for
// diagnostics, BVGEN_INTERVAL_TOP. It is meant to be placed before the
// kernel source (see WithPrelude), so a kernel's own `#ifndef TYPE`
// defaults are skipped.
//
// The operator is branch-light integer code: the leftmost unwritten code
// (BVGEN_UNWRITTEN(region, cell), see instrument.go) wins; identity is
// neutral; any other code with the top bit of either field set (top,
// garbage) absorbs; (lo1,hi1) and (lo2,hi2) merge to (lo1,hi2) iff
// hi1+1 == lo2.
func Prelude(m Monoid) string {
	suffix := "u"
	if m.Bits == 64 {
		suffix = "ul"
	}
	lit := func(v uint64) string { return fmt.Sprintf("((%s)%#x%s)", m.CType(), v, suffix) }
	var b strings.Builder
	fmt.Fprintf(&b, "/* bvgen: interval-of-summations monoid, %d-bit encoding (n <= %d) */\n", m.Bits, m.MaxN())
	fmt.Fprintf(&b, "#define TYPE %s\n", m.CType())
	fmt.Fprintf(&b, "#define IDENTITY %s\n", lit(m.Identity()))
	fmt.Fprintf(&b, "#define BVGEN_INTERVAL_TOP %s\n", lit(m.Top()))
	fmt.Fprintf(&b, "#define BVGEN_INTERVAL_FLAGS %s\n", lit(m.flagBits()))
	fmt.Fprintf(&b, "#define BVGEN_INTERVAL_HI_MASK %s\n", lit(m.fieldMask()))
	fmt.Fprintf(&b, "#define BVGEN_INTERVAL_SHIFT %d\n", m.half())
	fmt.Fprintf(&b, "#define BVGEN_UNWRITTEN_SHIFT %d\n", m.unwrittenShift())
	fmt.Fprintf(&b, "#define BVGEN_IS_UNWRITTEN(x) ((%s)(((x) >> BVGEN_UNWRITTEN_SHIFT) - 0x80%s) < %#x%s)\n", m.CType(), suffix, MaxRegions, suffix)
	// Not min(): PoCL 3.1 miscompiles min() in a work-item loop of one
	// trip (the kernel crashes).
	fmt.Fprintf(&b, "#define BVGEN_UNWRITTEN(r, c) ((%[1]s)(((%[1]s)(0x80%[2]s + (r)) << BVGEN_UNWRITTEN_SHIFT) | ((%[1]s)(c) < %[3]s ? (%[1]s)(c) : %[3]s)))\n",
		m.CType(), suffix, lit(uint64(m.MaxCell())))
	fmt.Fprintf(&b, `static inline %[1]s bvgen_interval_op(%[1]s a, %[1]s b) {
  if (BVGEN_IS_UNWRITTEN(a)) return a;
  if (BVGEN_IS_UNWRITTEN(b)) return b;
  if (a == IDENTITY) return (b & BVGEN_INTERVAL_FLAGS) && b != IDENTITY ? BVGEN_INTERVAL_TOP : b;
  if (b == IDENTITY) return (a & BVGEN_INTERVAL_FLAGS) ? BVGEN_INTERVAL_TOP : a;
  if ((a | b) & BVGEN_INTERVAL_FLAGS) return BVGEN_INTERVAL_TOP;
  if ((a & BVGEN_INTERVAL_HI_MASK) + 1 != (b >> BVGEN_INTERVAL_SHIFT)) return BVGEN_INTERVAL_TOP;
  return (a & ~BVGEN_INTERVAL_HI_MASK) | (b & BVGEN_INTERVAL_HI_MASK);
}
`, m.CType())
	b.WriteString("#define OPERATOR(a, b) bvgen_interval_op((a), (b))\n")
	return b.String()
}

// WithPrelude places prelude before src and resets line numbering with a
// #line directive, so build logs and diagnostics keep pointing at the
// kernel's own lines. file names the kernel in those messages ("" for
// "kernel.cl").
func WithPrelude(prelude, src, file string) string {
	if file == "" {
		file = "kernel.cl"
	}
	if !strings.HasSuffix(prelude, "\n") {
		prelude += "\n"
	}
	return prelude + fmt.Sprintf("#line 1 %q\n", file) + src
}
