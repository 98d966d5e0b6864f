package twothread

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/prover"
)

// With LoopStates every loop carries its four captures, each the first
// statement of a block; without, none.
func TestLoopStatesEmitted(t *testing.T) {
	for _, on := range []bool{false, true} {
		red, err := Reduce(parseIR(t, "testdata/loop_nonuniform.ir"), Options{Geometry: passGeometry, Checks: Checks{LoopAbstractions: on, NoBenign: true}})
		require.NoError(t, err)
		text := bpl.Print(red.Program)
		if !on {
			assert.NotContains(t, text, "captureState")
			continue
		}
		for _, kind := range []string{"entry", "head", "back", "exit"} {
			assert.Contains(t, text, `assume {:captureState "bvgen-loop|`+kind+`|bb3|i|testdata/loop_nonuniform.cl:6:1"} true;`)
		}
		assert.Equal(t, 2, strings.Count(text, "assume false;"), "back and exit open a block of their own")
	}
}

func TestLoopTrace(t *testing.T) {
	const name = "bvgen-loop|%s|bb3|i s|k.cl:6:1"
	state := func(kind string, kv ...string) string {
		s := "*** STATE " + strings.Replace(name, "%s", kind, 1) + "\n"
		for i := 0; i < len(kv); i += 2 {
			s += "  " + kv[i] + " -> " + kv[i+1] + "\n"
		}
		return s + "*** END_STATE\n"
	}
	geometry := "work_dim -> 1bv32\ngroup_size_x -> 4bv32\nnum_groups_x -> 2bv32\nlocal_id_x$1 -> 1bv32\ngroup_id_x$1 -> 0bv32\nlocal_id_x$2 -> 2bv32\ngroup_id_x$2 -> 0bv32\n"
	for _, tc := range []struct {
		name   string
		states string
		want   []string
	}{
		{"uniform variables", state("<initial>") + state("entry", "$i", "0bv32", "$s", "5bv32") + state("exit", "$i", "100bv32"),
			[]string{"On entry to loop headed at k.cl:6:1:\n  i = 0 (uniform across threads)\n  s = 5 (uniform across threads)",
				// s did not change: Boogie does not list it again.
				"After 0 or more iterations of loop headed at k.cl:6:1:\n  i = 100 (uniform across threads)\n  s = 5 (uniform across threads)"}},
		{"per work item", state("entry", "$i$1", "1bv32", "$i$2", "2bv32", "$s", "true") + state("head", "$i$1", "**i$1") + state("back", "$i$1", "4bv32"),
			[]string{"On entry to loop headed at k.cl:6:1:\n  i = 1 (work item 1 with local id 1 in work group 0)\n  i = 2 (work item 2 with local id 2 in work group 0)\n  s = true (uniform across threads)",
				"After 0 or more iterations of loop headed at k.cl:6:1:\n  i = arbitrary (work item 1 with local id 1 in work group 0)\n  i = 2 (work item 2 with local id 2 in work group 0)\n  s = true (uniform across threads)",
				"On taking back edge to head of loop at k.cl:6:1:\n  i = 4 (work item 1 with local id 1 in work group 0)\n  i = 2 (work item 2 with local id 2 in work group 0)\n  s = true (uniform across threads)"}},
		{"other states are not loops", "*** STATE mine\n  $i -> 3bv32\n*** END_STATE\n", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms, err := prover.ParseModels("*** MODEL\n" + geometry + tc.states + "*** END_MODEL\n")
			require.NoError(t, err)
			assert.Equal(t, tc.want, loopTrace(ms[0]))
		})
	}
}

// A state off the trace is not shown, but its values carry on: Boogie
// lists a variable only where it changed in its list of states.
func TestLoopTraceOffTrace(t *testing.T) {
	ms, err := prover.ParseModels("*** MODEL\n*** STATE bvgen-loop|head|b|i|k.cl:6:1\n  $i -> 3bv32\n*** END_STATE\n" +
		"*** STATE bvgen-loop|exit|b|i|k.cl:6:1\n*** END_STATE\n*** END_MODEL\n")
	require.NoError(t, err)
	m := ms[0]
	m["*** OFF-TRACE 0"] = "true" // as prover.markTraceStates marks it
	assert.Equal(t, []string{"After 0 or more iterations of loop headed at k.cl:6:1:\n  i = 3 (uniform across threads)"}, loopTrace(m))
}
