package diag

import (
	"errors"
	"fmt"
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
		{"race: file headline, checked access first", Diagnostic{Kind: RaceWriteRead, Pos: ir.Pos{File: "k.cl", Line: 3, Col: 11}, Msg: "possible write-read race on buf[0]", FileHeadline: true,
			Related: []Related{{Pos: ir.Pos{File: "k.cl", Line: 3, Col: 11}, Msg: "Read by work item 63 with local id 63 in work group 0"},
				{Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3}, Msg: "Write by work item 0 with local id 0 in work group 0"}}},
			"k.cl: error: possible write-read race on buf[0]:\n\nRead by work item 63 with local id 63 in work group 0, ./k.cl:3:11:\n  int y = buf[63 - lid];\n\n" +
				"Write by work item 0 with local id 0 in work group 0, ./k.cl:2:3:\n  buf[lid] = 1;\n\n"},
		{"race: several possible sources", Diagnostic{Kind: RaceWriteWrite, Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3}, Msg: "possible write-write race on buf[1]", FileHeadline: true,
			Related: []Related{{Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3}, Msg: "Write by work item 1 with local id 1 in work group 0"},
				{Msg: "Write by work item 0 with local id 0 in work group 0", Sources: []ir.Pos{{File: "k.cl", Line: 2, Col: 3}, {File: "k.cl", Line: 3, Col: 11}}}}},
			"k.cl: error: possible write-write race on buf[1]:\n\nWrite by work item 1 with local id 1 in work group 0, ./k.cl:2:3:\n  buf[lid] = 1;\n\n" +
				"Write by work item 0 with local id 0 in work group 0, possible sources are:\n./k.cl:2:3:\n  buf[lid] = 1;\n\n./k.cl:3:11:\n  int y = buf[63 - lid];\n\n"},
		{"race: no known source", Diagnostic{Kind: RaceWriteRead, Pos: ir.Pos{File: "k.cl", Line: 3, Col: 11}, Msg: "possible write-read race on buf[0]", FileHeadline: true,
			Related: []Related{{Pos: ir.Pos{File: "k.cl", Line: 3, Col: 11}, Msg: "Read by work item 1 with local id 1 in work group 0"}, {Msg: "Write by work item 0 with local id 0 in work group 0"}}},
			"k.cl: error: possible write-read race on buf[0]:\n\nRead by work item 1 with local id 1 in work group 0, ./k.cl:3:11:\n  int y = buf[63 - lid];\n\n" +
				"Write by work item 0 with local id 0 in work group 0, from external source location\n\n"},
		{"race: an access of a function without a body names the call", Diagnostic{Kind: RaceWriteRead, Pos: ir.Pos{File: "k.cl", Line: 3, Col: 11}, Msg: "possible write-read race on buf[0]", FileHeadline: true,
			Related: []Related{{Pos: ir.Pos{File: "k.cl", Line: 3, Col: 11}, Msg: "Read by work item 1 with local id 1 in work group 0"},
				{Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3, External: true}, Msg: "Write by work item 0 with local id 0 in work group 0"}}},
			"k.cl: error: possible write-read race on buf[0]:\n\nRead by work item 1 with local id 1 in work group 0, ./k.cl:3:11:\n  int y = buf[63 - lid];\n\n" +
				"Write by work item 0 with local id 0 in work group 0, from external source location (in the call at ./k.cl:2:3):\n  buf[lid] = 1;\n\n"},
		{"race in an inlined helper: the call stack, innermost first", Diagnostic{Kind: RaceWriteWrite, Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3}, Msg: "possible write-write race on buf[1]", FileHeadline: true,
			Related: []Related{{Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3, Via: &ir.CallSite{Func: "put", Pos: ir.Pos{File: "k.cl", Line: 3, Col: 11,
				Via: &ir.CallSite{Func: "outer", Pos: ir.Pos{File: "k.cl", Line: 1}}}}}, Msg: "Write by work item 1 with local id 1 in work group 0"}}},
			"k.cl: error: possible write-write race on buf[1]:\n\nWrite by work item 1 with local id 1 in work group 0, ./k.cl:2:3:\n  buf[lid] = 1;\n" +
				"  in put, called from ./k.cl:3:11: int y = buf[63 - lid];\n  in outer, called from ./k.cl:1: __kernel void k(__global int *buf) {\n\n"},
		{"assertion quotes its line", Diagnostic{Kind: Assertion, Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3}, Msg: "this assertion might not hold"},
			"k.cl:2:3: error: this assertion might not hold\n  buf[lid] = 1;\n\n"},
		{"precondition with its note", Diagnostic{Kind: Precondition, Pos: ir.Pos{File: "k.cl", Line: 3, Col: 3}, Msg: "a precondition for this call might not hold",
			Related: []Related{{Pos: ir.Pos{File: "k.cl", Line: 2, Col: 3}, Msg: "this is the precondition that might not hold", Note: true}}},
			"k.cl:3:3: error: a precondition for this call might not hold\n  int y = buf[63 - lid];\n\nk.cl:2:3: note: this is the precondition that might not hold\n  buf[lid] = 1;\n\n"},
		{"file only", Diagnostic{Kind: IntervalTest, Pos: ir.Pos{File: "k.cl"}, Msg: "interval test failed too"}, "k.cl: error: interval test failed too\n\n"},
		{"no position, a note", Diagnostic{Kind: Unattributed, Msg: "Boogie reports something", Notes: []string{"report it"}}, "error: Boogie reports something\nnote: report it\n\n"},
		{"unreadable file", Diagnostic{Kind: Assertion, Pos: ir.Pos{File: "gone.cl", Line: 1}, Msg: "m"}, "gone.cl:1: error: m\n\n"},
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

func TestWithDir(t *testing.T) {
	for in, want := range map[string]string{"k.cl": "./k.cl:2:3", "./k.cl": "./k.cl:2:3", "d/k.cl": "d/k.cl:2:3", "/abs/k.cl": "/abs/k.cl:2:3", "../k.cl": "../k.cl:2:3"} {
		assert.Equal(t, want, withDir(ir.Pos{File: in, Line: 2, Col: 3}), in)
	}
}

// finding is a pass's typed error for TestFindingError.
type finding struct{ pos ir.Pos }

func (f *finding) Error() string { return f.pos.Error("unsupported thing") }
func (f *finding) Diagnostic() Diagnostic {
	return Diagnostic{Kind: UnsupportedConstruct, Pos: f.pos, Msg: "unsupported thing"}
}

// TestFindingError: the cause of a run's error is the finding's own
// diagnostic, found through wrapping; an error without one has none.
func TestFindingError(t *testing.T) {
	f := &finding{ir.Pos{File: "k.cl", Line: 3, Col: 5}}
	e := FindingError(Unsupported, fmt.Errorf("loading: %w", f))
	assert.Equal(t, Unsupported, e.Code)
	assert.Equal(t, "loading: k.cl:3:5: error: unsupported thing", e.Msg)
	if assert.NotNil(t, e.Cause) {
		assert.Equal(t, f.Diagnostic(), *e.Cause)
	}
	assert.Nil(t, FindingError(Reduction, errors.New("plain")).Cause)
}
