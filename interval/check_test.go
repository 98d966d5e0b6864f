package interval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scanOut returns the correct output of a scan of length n.
func scanOut(kind ScanKind, n int) []Elem {
	out := make([]Elem, n)
	for k := range out {
		out[k] = Expected(kind, k)
	}
	return out
}

func TestExpected(t *testing.T) {
	assert.Equal(t, Interval(0, 0), Expected(Inclusive, 0))
	assert.Equal(t, Interval(0, 5), Expected(Inclusive, 5))
	assert.Equal(t, IdentityElem, Expected(Exclusive, 0))
	assert.Equal(t, Interval(0, 4), Expected(Exclusive, 5))
}

func TestParseScanKind(t *testing.T) {
	tests := []struct {
		in      string
		want    ScanKind
		wantErr bool
	}{
		{"inclusive", Inclusive, false},
		{"Exclusive", Exclusive, false},
		{"exc", Exclusive, false},
		{"", Inclusive, false},
		{"prefix", Inclusive, true},
	}
	for _, tt := range tests {
		got, err := ParseScanKind(tt.in)
		if tt.wantErr {
			assert.Error(t, err, tt.in)
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
		assert.Equal(t, got.String(), map[ScanKind]string{Inclusive: "inclusive", Exclusive: "exclusive"}[got])
	}
}

func TestCheckMessages(t *testing.T) {
	const n = 10
	tests := []struct {
		name    string
		kind    ScanKind
		at      int
		got     Elem
		want    string // the full one-line message
		contain string // or a substring of it
	}{
		{name: "missing prefix", at: 5, got: Interval(4, 5),
			want: "out[5] = (4,5), expected (0,5): elements 0..3 were never summed in"},
		{name: "missing element 0", at: 5, got: Interval(1, 5),
			want: "out[5] = (1,5), expected (0,5): element 0 was never summed in"},
		{name: "missing tail", at: 5, got: Interval(0, 3),
			want: "out[5] = (0,3), expected (0,5): elements 4..5 were never summed in"},
		{name: "missing last", at: 5, got: Interval(0, 4),
			want: "out[5] = (0,4), expected (0,5): element 5 was never summed in"},
		{name: "one too early", at: 5, got: Interval(0, 6),
			want: "out[5] = (0,6), expected (0,5): element 6 was summed in too early"},
		{name: "several too early", at: 5, got: Interval(0, 8),
			want: "out[5] = (0,8), expected (0,5): elements 6..8 were summed in too early"},
		{name: "shifted window", at: 5, got: Interval(2, 7),
			want: "out[5] = (2,7), expected (0,5): elements 0..1 were never summed in; elements 6..7 were summed in too early"},
		{name: "hole on both sides", at: 5, got: Interval(2, 3),
			want: "out[5] = (2,3), expected (0,5): elements 0..1 and 4..5 were never summed in"},
		{name: "disjoint beyond", at: 2, got: Interval(5, 6),
			want: "out[2] = (5,6), expected (0,2): elements 0..2 were never summed in; elements 5..6 were summed in too early"},
		{name: "top", at: 3, got: TopElem, contain: "out[3] = top, expected (0,3): the kernel combined two summations that are not adjacent"},
		{name: "identity instead of interval", at: 3, got: IdentityElem,
			want: "out[3] = identity, expected (0,3): nothing was summed in (the identity was stored where elements 0..3 belong)"},
		{name: "identity at 0", at: 0, got: IdentityElem,
			want: "out[0] = identity, expected (0,0): nothing was summed in (the identity was stored where element 0 belongs)"},
		{name: "unwritten", at: 7, got: Unwritten(0, 7),
			want: "out[7] = unwritten, expected (0,7): this output holds an unwritten code: it was never written, or it depends on memory that no work item wrote"},
		{name: "garbage", at: 7, got: Elem{Kind: KindInvalid, Raw: 0x80000000},
			contain: "out[7] = invalid code 0x80000000, expected (0,7): this is not an interval-monoid value"},
		{name: "exclusive must start with identity", kind: Exclusive, at: 0, got: Interval(0, 0),
			want: "out[0] = (0,0), expected identity: an exclusive scan must start with the identity, but element 0 was summed in"},
		{name: "exclusive with extra element", kind: Exclusive, at: 4, got: Interval(0, 4),
			want: "out[4] = (0,4), expected (0,3): element 4 was summed in too early"},
		{name: "exclusive top", kind: Exclusive, at: 4, got: TopElem, contain: "not adjacent"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := scanOut(tt.kind, n)
			out[tt.at] = tt.got
			mm := CheckElems(tt.kind, out)
			require.NotNil(t, mm)
			assert.Equal(t, tt.at, mm.Index)
			assert.Equal(t, tt.got, mm.Got)
			assert.Equal(t, Expected(tt.kind, tt.at), mm.Want)
			assert.Equal(t, 1, mm.Wrong)
			if tt.want != "" {
				assert.Equal(t, tt.want, mm.Error())
			}
			assert.Contains(t, mm.Error(), tt.contain)
			assert.Equal(t, mm.Error(), mm.Long(), "a single wrong cell and no hint: Long is Error")
		})
	}
}

func TestCheckFirstFailureAndCount(t *testing.T) {
	out := scanOut(Inclusive, 8)
	out[6] = TopElem
	out[3] = Interval(1, 3)
	out[7] = IdentityElem
	mm := CheckElems(Inclusive, out)
	require.NotNil(t, mm)
	assert.Equal(t, 3, mm.Index)
	assert.Equal(t, 3, mm.Wrong)
	assert.Contains(t, mm.Long(), "3 of the outputs are wrong")
}

func TestCheckHintWrongKind(t *testing.T) {
	tests := []struct {
		checked, actual ScanKind
		hint            string
	}{
		{Exclusive, Inclusive, "correct inclusive scan"},
		{Inclusive, Exclusive, "correct exclusive scan"},
	}
	for _, tt := range tests {
		mm := CheckElems(tt.checked, scanOut(tt.actual, 6))
		require.NotNil(t, mm)
		assert.Equal(t, 0, mm.Index)
		assert.Contains(t, mm.Hint, tt.hint)
		assert.Contains(t, mm.Long(), "hint: the whole output is a "+tt.hint)
	}
}

func TestCheckCodes(t *testing.T) {
	for _, m := range widths {
		t.Run(m.CType(), func(t *testing.T) {
			for _, kind := range []ScanKind{Inclusive, Exclusive} {
				const n = 33
				codes := make([]uint64, n)
				for k := range codes {
					codes[k] = m.Encode(Expected(kind, k))
				}
				assert.Nil(t, Check(m, kind, n, codes), kind.String())
				codes[17] = m.Encode(Interval(3, 17))
				if kind == Exclusive {
					codes[17] = m.Encode(Interval(3, 16))
				}
				mm := Check(m, kind, n, codes)
				require.NotNil(t, mm)
				assert.Contains(t, mm.Error(), "elements 0..2 were never summed in")
				codes[17] = m.UnwrittenCode(0, 17)
				assert.Contains(t, Check(m, kind, n, codes).Error(), "never written")
			}
			mm := Check(m, Inclusive, 4, []uint64{m.Encode(Single(0))})
			require.NotNil(t, mm)
			assert.Contains(t, mm.Error(), "only 1 cells, 4 expected")
		})
	}
}
