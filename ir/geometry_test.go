package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseOffset(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Dims
		err  bool
	}{
		{in: "64", want: Dims{64}},
		{in: "0", want: Dims{0}},
		{in: "[1,0,2]", want: Dims{1, 0, 2}},
		{in: "*,3", want: Dims{Unconstrained, 3}},
		{in: "-1", err: true},
		{in: "[1,2", err: true},
		{in: "1,2,3,4", err: true},
		{in: "4294967296", err: true},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseOffset(tc.in)
			if tc.err {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestGeometryOffset(t *testing.T) {
	for _, tc := range []struct {
		name string
		off  Dims
		want [3]int64
	}{
		{"default is 0", nil, [3]int64{0, 0, 0}},
		{"given, rest 0", Dims{64}, [3]int64{64, 0, 0}},
		{"unconstrained", Dims{Unconstrained, 2}, [3]int64{Unconstrained, 2, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := Geometry{GlobalOffset: tc.off}
			for i := 0; i < 3; i++ {
				assert.Equal(t, tc.want[i], g.Offset(i), "dimension %d", i)
			}
		})
	}
}
