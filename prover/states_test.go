package prover

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/boogie"
)

func TestMarkTraceStates(t *testing.T) {
	capture := func(name string) *boogie.Assume {
		return &boogie.Assume{Attrs: []*boogie.Attr{boogie.NewAttr("captureState", boogie.Str(name))}, Cond: boogie.Bool(true)}
	}
	entry, body, exit := capture("entry"), capture("body"), capture("exit")
	// Lines 10, 12 and 14 print the captures; line 11 an assertion.
	lines := map[int]boogie.Node{10: entry, 11: &boogie.Assert{Cond: boogie.Bool(false)}, 12: body, 14: exit}
	model := "*** MODEL\n*** STATE <initial>\n  i -> 5\n*** END_STATE\n*** STATE entry\n  i -> 0\n*** END_STATE\n" +
		"*** STATE body\n  i -> 7\n*** END_STATE\n*** STATE exit\n  i -> 9\n*** END_STATE\n*** END_MODEL\n"
	for _, tc := range []struct {
		name  string
		trace []int // lines of the trace's steps
		off   []string
	}{
		{"left the loop", []int{1, 10, 13, 14}, []string{"body"}},
		{"failed in the body", []int{1, 10, 13, 12}, []string{"exit"}},
		{"no step at a capture", []int{1, 11}, []string{"entry", "body", "exit"}},
		{"no trace: nothing is known to be on it", nil, []string{"entry", "body", "exit"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms, err := ParseModels(model)
			require.NoError(t, err)
			f := Failure{Model: ms[0]}
			for _, l := range tc.trace {
				f.Trace = append(f.Trace, TraceStep{Pos: Pos{File: "k.bpl", Line: l, Col: 3}, Label: "anon"})
			}
			markTraceStates(&f, lines)
			var off []string
			for _, st := range f.Model.States() {
				if st.OffTrace {
					off = append(off, st.Name)
				}
			}
			assert.Equal(t, tc.off, off, "<initial> is never off the trace")
		})
	}
}
