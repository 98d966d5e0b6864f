package interval

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"
	"testing/quick"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var widths = []Monoid{Monoid32, Monoid64}

func TestForN(t *testing.T) {
	tests := []struct {
		n       int
		bits    int
		wantErr bool
	}{
		{n: 1, bits: 32},
		{n: 8192, bits: 32},
		{n: 1 << 15, bits: 32},
		{n: 1<<15 + 1, bits: 64},
		{n: 1 << 20, bits: 64},
		{n: 1 << 31, bits: 64},
		{n: 1<<31 + 1, wantErr: true},
		{n: 0, wantErr: true},
		{n: -3, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.n), func(t *testing.T) {
			m, err := ForN(tt.n)
			if tt.wantErr {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.bits, m.Bits)
			assert.True(t, m.Fits(Interval(0, tt.n-1)))
		})
	}
}

func TestMonoidShape(t *testing.T) {
	tests := []struct {
		m                  Monoid
		ctype              string
		bytes, maxN        int
		identity, top, unw uint64
	}{
		{Monoid32, "uint", 4, 1 << 15, 0xFFFFFFFF, 0xFFFFFFFE, 0x83000007},
		{Monoid64, "ulong", 8, 1 << 31, ^uint64(0), ^uint64(0) - 1, 0x8300000000000007},
	}
	for _, tt := range tests {
		t.Run(tt.ctype, func(t *testing.T) {
			assert.Equal(t, tt.ctype, tt.m.CType())
			assert.Equal(t, tt.bytes, tt.m.Bytes())
			assert.Equal(t, tt.maxN, tt.m.MaxN())
			assert.Equal(t, tt.identity, tt.m.Identity())
			assert.Equal(t, tt.top, tt.m.Top())
			assert.Equal(t, tt.unw, tt.m.UnwrittenCode(3, 7))
			assert.Equal(t, Unwritten(3, 7), tt.m.Decode(tt.unw))
			assert.Equal(t, Unwritten(MaxRegions-1, tt.m.MaxCell()), tt.m.Decode(tt.m.UnwrittenCode(MaxRegions-1, tt.m.MaxCell()+5)), "saturated")
			assert.Panics(t, func() { tt.m.UnwrittenCode(MaxRegions, 0) })
		})
	}
	assert.Panics(t, func() { Monoid{Bits: 16}.Identity() })
}

func TestElemString(t *testing.T) {
	tests := []struct {
		e    Elem
		want string
	}{
		{Interval(4, 5), "(4,5)"},
		{Single(0), "(0,0)"},
		{IdentityElem, "identity"},
		{TopElem, "top"},
		{Unwritten(2, 9), "unwritten"},
		{Elem{Kind: KindInvalid, Raw: 0x80001234}, "invalid code 0x80001234"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.e.String())
	}
	assert.Panics(t, func() { Interval(3, 2) })
	assert.Panics(t, func() { Interval(-1, 2) })
}

func TestEncodeDecode(t *testing.T) {
	for _, m := range widths {
		t.Run(m.CType(), func(t *testing.T) {
			max := m.MaxN() - 1
			elems := []Elem{IdentityElem, TopElem, Unwritten(0, 0), Unwritten(5, 1000), Unwritten(MaxRegions-1, m.MaxCell()),
				Single(0), Interval(0, max), Single(max), Interval(4, 5), Interval(0, 1)}
			seen := map[uint64]Elem{}
			for _, e := range elems {
				c := m.Encode(e)
				assert.Equal(t, e, m.Decode(c), "round trip of %v", e)
				if prev, dup := seen[c]; dup {
					t.Errorf("%v and %v share code %#x", prev, e, c)
				}
				seen[c] = e
			}
			assert.Equal(t, uint64(4)<<(m.Bits/2)|5, m.Encode(Interval(4, 5)))
			assert.False(t, m.Fits(Single(m.MaxN())))
			assert.Panics(t, func() { m.Encode(Single(m.MaxN())) })
		})
	}
}

func TestDecodeInvalid(t *testing.T) {
	tests := []struct {
		name string
		m    Monoid
		code uint64
	}{
		{"lo flag bit", Monoid32, 0x7f000001},
		{"region byte out of range", Monoid32, 0xfe000001},
		{"hi flag bit", Monoid32, 0x00018000},
		{"lo > hi", Monoid32, 5<<16 | 4},
		{"wider than 32 bits", Monoid32, 1 << 40},
		{"64-bit flag bit", Monoid64, 0xfe << 56},
		{"64-bit lo > hi", Monoid64, 9<<32 | 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tt.m.Decode(tt.code)
			assert.Equal(t, KindInvalid, e.Kind)
			assert.Equal(t, tt.code, e.Raw)
			// The operator treats garbage like top (lo > hi aside, which
			// only the host can tell).
			if tt.code&tt.m.flagBits() != 0 || tt.code > tt.m.allOnes() {
				assert.Equal(t, tt.m.Top(), tt.m.Op(tt.code, tt.m.Encode(Single(0))))
				assert.Equal(t, tt.m.Top(), tt.m.Op(tt.m.Identity(), tt.code))
			}
		})
	}
}

func TestSumTable(t *testing.T) {
	tests := []struct {
		a, b, want Elem
	}{
		{Interval(0, 3), Interval(4, 5), Interval(0, 5)},
		{Interval(4, 5), Interval(0, 3), TopElem},
		{Interval(0, 3), Interval(5, 6), TopElem},
		{Interval(0, 3), Interval(3, 6), TopElem},
		{IdentityElem, Interval(2, 2), Interval(2, 2)},
		{Interval(2, 2), IdentityElem, Interval(2, 2)},
		{IdentityElem, IdentityElem, IdentityElem},
		{TopElem, IdentityElem, TopElem},
		{TopElem, Interval(1, 1), TopElem},
		{Interval(0, 0), TopElem, TopElem},
		{Unwritten(1, 2), IdentityElem, Unwritten(1, 2)},
		{IdentityElem, Unwritten(1, 2), Unwritten(1, 2)},
		{TopElem, Unwritten(1, 2), Unwritten(1, 2)},
		{Interval(0, 3), Unwritten(1, 2), Unwritten(1, 2)},
		{Unwritten(4, 0), Unwritten(1, 2), Unwritten(4, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.a.String()+"+"+tt.b.String(), func(t *testing.T) {
			assert.Equal(t, tt.want, Sum(tt.a, tt.b))
			for _, m := range widths {
				assert.Equal(t, m.Encode(tt.want), m.Op(m.Encode(tt.a), m.Encode(tt.b)), m.CType())
			}
		})
	}
}

// genElem draws an element over 0..span-1; small spans make adjacent
// intervals (the interesting case) common.
func genElem(r *rand.Rand, span int) Elem {
	switch r.Intn(10) {
	case 0:
		return IdentityElem
	case 1:
		return TopElem
	}
	lo := r.Intn(span)
	return Interval(lo, lo+r.Intn(span-lo))
}

// elemTriple makes testing/quick generate triples of small elements.
type elemTriple struct{ A, B, C Elem }

func (elemTriple) Generate(r *rand.Rand, _ int) reflect.Value {
	return reflect.ValueOf(elemTriple{genElem(r, 6), genElem(r, 6), genElem(r, 6)})
}

var quickCfg = &quick.Config{MaxCount: 20000, Rand: rand.New(rand.NewSource(1))}

func TestMonoidLaws(t *testing.T) {
	laws := []struct {
		name string
		law  func(x elemTriple) bool
	}{
		{"associativity", func(x elemTriple) bool {
			return Sum(Sum(x.A, x.B), x.C) == Sum(x.A, Sum(x.B, x.C))
		}},
		{"left identity", func(x elemTriple) bool { return Sum(IdentityElem, x.A) == x.A }},
		{"right identity", func(x elemTriple) bool { return Sum(x.A, IdentityElem) == x.A }},
		{"top absorbs on the left", func(x elemTriple) bool { return Sum(TopElem, x.A) == TopElem }},
		{"top absorbs on the right", func(x elemTriple) bool { return Sum(x.A, TopElem) == TopElem }},
		{"closure: results are elements", func(x elemTriple) bool {
			s := Sum(x.A, x.B)
			return s.Kind == KindTop || s.Kind == KindIdentity || (s.Kind == KindInterval && s.Lo <= s.Hi)
		}},
	}
	for _, l := range laws {
		t.Run(l.name, func(t *testing.T) {
			assert.NoError(t, quick.Check(l.law, quickCfg))
		})
	}
	for _, m := range widths {
		t.Run("encoded associativity "+m.CType(), func(t *testing.T) {
			assoc := func(x elemTriple) bool {
				a, b, c := m.Encode(x.A), m.Encode(x.B), m.Encode(x.C)
				return m.Op(m.Op(a, b), c) == m.Op(a, m.Op(b, c))
			}
			assert.NoError(t, quick.Check(assoc, quickCfg))
		})
		t.Run("Op agrees with Sum "+m.CType(), func(t *testing.T) {
			agree := func(x elemTriple) bool {
				return m.Decode(m.Op(m.Encode(x.A), m.Encode(x.B))) == Sum(x.A, x.B)
			}
			assert.NoError(t, quick.Check(agree, quickCfg))
		})
	}
}

// abstraction is the homomorphism from lists of integers to the interval
// monoid, computed directly: [] -> identity, [k, k+1, ..., m] -> (k,m),
// any other list -> top.
func abstraction(xs []int) Elem {
	if len(xs) == 0 {
		return IdentityElem
	}
	for i := 1; i < len(xs); i++ {
		if xs[i] != xs[i-1]+1 {
			return TopElem
		}
	}
	return Interval(xs[0], xs[len(xs)-1])
}

// foldTree sums singletons with a random bracketing.
func foldTree(r *rand.Rand, xs []int) Elem {
	switch len(xs) {
	case 0:
		return IdentityElem
	case 1:
		return Single(xs[0])
	}
	k := r.Intn(len(xs) + 1) // may split off an empty side
	return Sum(foldTree(r, xs[:k]), foldTree(r, xs[k:]))
}

func TestHomomorphismFromLists(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	consecutive := 0
	for iter := 0; iter < 20000; iter++ {
		xs := make([]int, r.Intn(7))
		if r.Intn(2) == 0 && len(xs) > 0 { // a run of consecutive integers, often
			start := r.Intn(8)
			for i := range xs {
				xs[i] = start + i
			}
			consecutive++
		} else {
			for i := range xs {
				xs[i] = r.Intn(8)
			}
		}
		want := abstraction(xs)
		require.Equal(t, want, foldTree(r, xs), "list %v", xs)
		for _, m := range widths {
			c := m.Identity()
			for _, x := range xs {
				c = m.Op(c, m.Encode(Single(x)))
			}
			require.Equal(t, m.Encode(want), c, "list %v, %s", xs, m.CType())
		}
	}
	assert.Greater(t, consecutive, 1000)
}

func FuzzOpAgreesWithSum(f *testing.F) {
	f.Add(uint64(0), uint64(1), false)
	f.Add(uint64(3), uint64(4<<16|9), false)
	f.Add(^uint64(0), uint64(7), true)
	f.Add(uint64(1<<32|5), uint64(6<<32|6), true)
	f.Fuzz(func(t *testing.T, a, b uint64, wide bool) {
		m := Monoid32
		if wide {
			m = Monoid64
		} else {
			a, b = a&0xFFFFFFFF, b&0xFFFFFFFF
		}
		ea, eb := m.Decode(a), m.Decode(b)
		if ea.Kind == KindInvalid || eb.Kind == KindInvalid {
			return // garbage: only "never an interval" is promised
		}
		assert.Equal(t, Sum(ea, eb), m.Decode(m.Op(a, b)))
	})
}
