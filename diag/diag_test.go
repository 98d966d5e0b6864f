package diag

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/ir"
)

func TestWriteText(t *testing.T) {
	files := map[string]string{"k.cl": "__kernel void k(__global int *buf) {\n  buf[lid] = 1;\n  int y = buf[63 - lid];\n}\n"}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, os.ErrNotExist
	}
	tests := []struct {
		name string
		d    Diagnostic
		want string
	}{
		{"race with both accesses", Diagnostic{Kind: RaceWriteRead, Pos: ir.Pos{File: "k.cl", Line: 3, Col: 11}, Msg: "possible write-read race on buf[0]",
			Related: []Related{{ir.Pos{File: "k.cl", Line: 2, Col: 3}, "Write by work item 0 in work group 0"}, {ir.Pos{File: "k.cl", Line: 3, Col: 11}, "Read by work item 63 in work group 0"}}},
			"k.cl:3:11: error: possible write-read race on buf[0]\n  Write by work item 0 in work group 0, k.cl:2:3:\n      buf[lid] = 1;\n  Read by work item 63 in work group 0, k.cl:3:11:\n      int y = buf[63 - lid];\n"},
		{"assertion quotes its line", Diagnostic{Kind: Assertion, Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3}, Msg: "this assertion might not hold"},
			"k.cl:2:3: error: this assertion might not hold\n      buf[lid] = 1;\n"},
		{"file only", Diagnostic{Kind: IntervalTest, Pos: ir.Pos{File: "k.cl"}, Msg: "interval test failed too"}, "k.cl: error: interval test failed too\n"},
		{"no position, a note", Diagnostic{Kind: Unattributed, Msg: "Boogie reports something", Notes: []string{"report it"}}, "error: Boogie reports something\n  note: report it\n"},
		{"unreadable file", Diagnostic{Kind: Assertion, Pos: ir.Pos{File: "gone.cl", Line: 1}, Msg: "m"}, "gone.cl:1: error: m\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			WriteText(&b, tc.d, NewSource(read))
			assert.Equal(t, tc.want, b.String())
		})
	}
}

func TestErrorAndKinds(t *testing.T) {
	err := error(Errorf(Timeout, "error: timed out (--timeout=%s)", "1s"))
	var de *Error
	assert.True(t, errors.As(err, &de))
	assert.Equal(t, Timeout, de.Code)
	assert.Equal(t, "error: timed out (--timeout=1s)", err.Error())
	assert.Equal(t, Interrupted, CodeNames["CTRL_C"])
	seen := map[Kind]bool{}
	for _, k := range Kinds {
		assert.False(t, seen[k.Kind], "kind %s twice", k.Kind)
		seen[k.Kind] = true
		assert.NotEmpty(t, k.Name)
		assert.NotEmpty(t, k.Short)
		info, ok := Info(k.Kind)
		assert.True(t, ok)
		assert.Equal(t, k, info)
	}
	for _, k := range []Kind{RaceReadWrite, RaceWriteRead, RaceWriteWrite, RaceAtomic, RaceCall, Divergence, Assertion, LoopInvariant,
		Precondition, Postcondition, BarrierInvariant, NullPointer, OutOfBounds, NotGeneric, IntervalTest, UnsupportedConstruct, BadAnnotation, Unattributed, Expectation} {
		assert.True(t, seen[k], "kind %s has no description", k)
	}
}
