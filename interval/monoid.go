package interval

import (
	"fmt"
)

// Kind tells which sort of interval-monoid element an Elem is.
type Kind uint8

const (
	// KindInterval is a contiguous summation (Lo, Hi), Lo <= Hi: the
	// abstraction of in[Lo] + ... + in[Hi] (paper §4, Definition 4.3).
	KindInterval Kind = iota
	// KindIdentity is the identity 1_I, the empty summation.
	KindIdentity
	// KindTop is the absorbing element: a summation that is not known to be
	// contiguous.
	KindTop
	// KindUnwritten is the "unwritten" code of one cell of a region of
	// memory the kernel did not receive as input: an output or scratch
	// buffer, a __local array, a private TYPE variable (see
	// Monoid.UnwrittenCode and instrument.go). It is not an element of the
	// interval monoid: the operator propagates it (the leftmost one wins),
	// so an output that depends on a cell nobody wrote holds that cell's
	// code, and the checker names the cell.
	KindUnwritten
	// KindInvalid is a code that encodes no element (garbage, for example
	// uninitialised memory); the device operator treats it as top.
	KindInvalid
)

// Elem is a decoded element of the interval monoid. Lo and Hi are
// meaningful for KindInterval only, Raw for KindInvalid only.
type Elem struct {
	Kind   Kind
	Lo, Hi int
	Raw    uint64
	// Region and Cell name the cell of a KindUnwritten code (Cell is
	// saturated at the largest cell the encoding holds).
	Region, Cell int
}

// Unwritten is the code of cell of region: memory that no work item wrote.
func Unwritten(region, cell int) Elem { return Elem{Kind: KindUnwritten, Region: region, Cell: cell} }

// IdentityElem is the identity element 1_I (printed "identity").
var IdentityElem = Elem{Kind: KindIdentity}

// TopElem is the absorbing element ⊤ (printed "top").
var TopElem = Elem{Kind: KindTop}

// Interval returns the element (lo, hi). It panics unless 0 <= lo <= hi.
func Interval(lo, hi int) Elem {
	if lo < 0 || lo > hi {
		panic(fmt.Sprintf("interval: bad interval (%d,%d)", lo, hi))
	}
	return Elem{Kind: KindInterval, Lo: lo, Hi: hi}
}

// Single returns the singleton interval (k, k), the abstraction of in[k].
func Single(k int) Elem { return Interval(k, k) }

// IsInterval reports whether e is a proper interval (lo, hi).
func (e Elem) IsInterval() bool { return e.Kind == KindInterval }

// String prints an element as "(4,5)", "identity", "top", "unwritten" or
// "invalid code 0x...".
func (e Elem) String() string {
	switch e.Kind {
	case KindInterval:
		return fmt.Sprintf("(%d,%d)", e.Lo, e.Hi)
	case KindIdentity:
		return "identity"
	case KindTop:
		return "top"
	case KindUnwritten:
		return "unwritten" // Regions.Cell names the cell
	default:
		return fmt.Sprintf("invalid code %#x", e.Raw)
	}
}

// Sum is the monoid operator ⊕_I on decoded elements (Definition 4.3):
// identity is neutral, top (and anything that is not an element) absorbs,
// and (a,b) ⊕ (c,d) = (a,d) if c = b+1, top otherwise. Unwritten codes
// come first: the leftmost operand that is one is the result. (The
// extension stays a monoid: a product that contains an unwritten code is
// its first one, however it is bracketed.)
func Sum(x, y Elem) Elem {
	switch {
	case x.Kind == KindUnwritten:
		return x
	case y.Kind == KindUnwritten:
		return y
	case x.Kind == KindIdentity:
		return normalize(y)
	case y.Kind == KindIdentity:
		return normalize(x)
	case x.Kind != KindInterval || y.Kind != KindInterval:
		return TopElem
	case x.Hi+1 == y.Lo:
		return Elem{Kind: KindInterval, Lo: x.Lo, Hi: y.Hi}
	default:
		return TopElem
	}
}

// normalize maps non-elements to top, as the operator does.
func normalize(e Elem) Elem {
	if e.Kind == KindInvalid {
		return TopElem
	}
	return e
}

// Monoid is the packed integer encoding of the interval monoid for one
// width (paper §6: O(lg n) bits per element). With Bits = 32 an interval
// (lo, hi) is lo<<16 | hi (each field 16 bits, values below 2^15); with
// Bits = 64 it is lo<<32 | hi (values below 2^31). The top bit of each
// field is never set by an interval, which leaves room for the reserved
// codes: all ones is the identity, all ones minus one is top, and a code
// whose top byte is 0x80 + r (r < MaxRegions) is the "unwritten" code of
// cell (the low Bits-8 bits) of region r. The device operator propagates
// unwritten codes and treats every other code with a field's top bit set
// (other than the identity) as top.
type Monoid struct {
	Bits int // 32 or 64
}

// Monoid32 is the 32-bit (OpenCL uint) encoding, for n <= 2^15.
var Monoid32 = Monoid{Bits: 32}

// Monoid64 is the 64-bit (OpenCL ulong) encoding, for n <= 2^31.
var Monoid64 = Monoid{Bits: 64}

// ForN returns the narrowest encoding that represents every interval over
// 0..n-1.
func ForN(n int) (Monoid, error) {
	switch {
	case n < 1:
		return Monoid{}, fmt.Errorf("interval: n must be at least 1, got %d", n)
	case n <= Monoid32.MaxN():
		return Monoid32, nil
	case n <= Monoid64.MaxN():
		return Monoid64, nil
	default:
		return Monoid{}, fmt.Errorf("interval: n = %d is too large (at most %d)", n, Monoid64.MaxN())
	}
}

func (m Monoid) check() {
	if m.Bits != 32 && m.Bits != 64 {
		panic(fmt.Sprintf("interval: unsupported monoid width %d (want 32 or 64)", m.Bits))
	}
}

func (m Monoid) half() uint { m.check(); return uint(m.Bits / 2) }

// fieldMask selects the hi field.
func (m Monoid) fieldMask() uint64 { return 1<<m.half() - 1 }

// flagBits are the top bits of both fields; no interval sets them.
func (m Monoid) flagBits() uint64 {
	f := uint64(1) << (m.half() - 1)
	return f<<m.half() | f
}

// allOnes is the widest code of the encoding.
func (m Monoid) allOnes() uint64 {
	m.check()
	if m.Bits == 64 {
		return ^uint64(0)
	}
	return 1<<32 - 1
}

// MaxN is the largest n whose intervals the encoding represents.
func (m Monoid) MaxN() int { return 1 << (m.half() - 1) }

// Bytes is the size of one encoded element.
func (m Monoid) Bytes() int { m.check(); return m.Bits / 8 }

// CType is the OpenCL C type of an encoded element: "uint" or "ulong".
func (m Monoid) CType() string {
	if m.Bytes() == 8 {
		return "ulong"
	}
	return "uint"
}

// Identity is the code of the identity element.
func (m Monoid) Identity() uint64 { return m.allOnes() }

// Top is the code of top.
func (m Monoid) Top() uint64 { return m.allOnes() - 1 }

// MaxRegions is the number of regions unwritten codes can name.
const MaxRegions = 0x7e

// unwrittenShift is the position of the region byte.
func (m Monoid) unwrittenShift() uint { m.check(); return uint(m.Bits - 8) }

// MaxCell is the largest cell index an unwritten code holds; larger
// indexes are saturated to it.
func (m Monoid) MaxCell() int { return 1<<m.unwrittenShift() - 1 }

// UnwrittenCode is the code the host, or the instrumented kernel (see
// instrument.go), writes into cell of region before the kernel's own code
// runs, so that a cell no work item writes is recognisable, and so that
// no cell holds memory the device compiler may treat as undefined. It is
// not an element; the operator propagates it (see Sum). It panics on a
// region out of range.
func (m Monoid) UnwrittenCode(region, cell int) uint64 {
	if region < 0 || region >= MaxRegions {
		panic(fmt.Sprintf("interval: region %d out of range", region))
	}
	return uint64(0x80+region)<<m.unwrittenShift() | uint64(min(max(cell, 0), m.MaxCell()))
}

// isUnwritten reports whether c is an unwritten code.
func (m Monoid) isUnwritten(c uint64) bool {
	if c > m.allOnes() {
		return false
	}
	r := c >> m.unwrittenShift()
	return r >= 0x80 && r < 0x80+MaxRegions
}

// Fits reports whether e can be encoded with this width.
func (m Monoid) Fits(e Elem) bool {
	switch e.Kind {
	case KindIdentity, KindTop:
		return true
	case KindUnwritten:
		return e.Region >= 0 && e.Region < MaxRegions && e.Cell >= 0 && e.Cell <= m.MaxCell()
	case KindInterval:
		return 0 <= e.Lo && e.Lo <= e.Hi && e.Hi < m.MaxN()
	case KindInvalid:
		return e.Raw <= m.allOnes()
	}
	return false
}

// Encode packs e. It panics if e does not fit (see Fits).
func (m Monoid) Encode(e Elem) uint64 {
	if !m.Fits(e) {
		panic(fmt.Sprintf("interval: %v does not fit the %d-bit encoding", e, m.Bits))
	}
	switch e.Kind {
	case KindIdentity:
		return m.Identity()
	case KindTop:
		return m.Top()
	case KindUnwritten:
		return m.UnwrittenCode(e.Region, e.Cell)
	case KindInvalid:
		return e.Raw
	}
	return uint64(e.Lo)<<m.half() | uint64(e.Hi)
}

// Decode unpacks a code. Codes that encode no element decode to
// KindInvalid with Raw set, or to KindUnwritten for unwritten codes.
func (m Monoid) Decode(c uint64) Elem {
	switch {
	case c == m.Identity():
		return IdentityElem
	case c == m.Top():
		return TopElem
	case m.isUnwritten(c):
		return Unwritten(int(c>>m.unwrittenShift())-0x80, int(c&uint64(m.MaxCell())))
	case c > m.allOnes() || c&m.flagBits() != 0:
		return Elem{Kind: KindInvalid, Raw: c}
	}
	lo, hi := int(c>>m.half()), int(c&m.fieldMask())
	if lo > hi {
		return Elem{Kind: KindInvalid, Raw: c}
	}
	return Elem{Kind: KindInterval, Lo: lo, Hi: hi}
}

// Op is the monoid operator on codes, computed the way the device prelude
// computes it (bit operations, no decoding): the leftmost unwritten code
// wins, identity is neutral, other codes with a flag bit (top, garbage)
// give top, and adjacent intervals merge. For codes that encode elements
// it agrees with Sum.
func (m Monoid) Op(a, b uint64) uint64 {
	switch {
	case m.isUnwritten(a):
		return a
	case m.isUnwritten(b):
		return b
	case a == m.Identity():
		return m.normalizeCode(b)
	case b == m.Identity():
		return m.normalizeCode(a)
	case (a|b)&m.flagBits() != 0 || (a|b) > m.allOnes():
		return m.Top()
	case a&m.fieldMask()+1 == b>>m.half():
		return a&^m.fieldMask() | b&m.fieldMask()
	default:
		return m.Top()
	}
}

// normalizeCode maps codes with flag bits to top (identity excluded).
func (m Monoid) normalizeCode(c uint64) uint64 {
	if c == m.Identity() {
		return c
	}
	if c&m.flagBits() != 0 || c > m.allOnes() {
		return m.Top()
	}
	return c
}
