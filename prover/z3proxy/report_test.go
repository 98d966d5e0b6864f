package z3proxy

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/prover"
)

// vc is a verification condition as Boogie 2.4.1 writes it: the entry
// block goes to then or else, and both to join, with assertions @2 (in
// then) and @6, @7 (in join).
const vc = `(assert (not (let ((join_correct (=> (! (and %lbl%+5 true) :lblpos +5) (and (! (or %lbl%@6 (= x #x00)) :lblneg @6) (=> (= x #x00) (! (or %lbl%@7 (= y #x00)) :lblneg @7)))))) ` +
	`(let ((else_correct (=> (! (and %lbl%+3 true) :lblpos +3) join_correct))) ` +
	`(let ((then_correct (=> (! (and %lbl%+1 true) :lblpos +1) (and (! (or %lbl%@2 (= y #x01)) :lblneg @2) (=> (= y #x01) join_correct))))) ` +
	`(let ((entry_correct (=> (! (and %lbl%+0 true) :lblpos +0) (and then_correct else_correct)))) entry_correct))))))`

func TestFlow(t *testing.T) {
	f := parseFlow(vc)
	require.NotNil(t, f)
	assert.Equal(t, "entry_correct", f.root)
	assert.Equal(t, []string{"then_correct", "else_correct"}, f.blocks["entry_correct"].succs)
	assert.Equal(t, []string{"@6", "@7"}, f.blocks["join_correct"].asserts)
	assert.Equal(t, "+1", f.blocks["then_correct"].pos)
	for _, tc := range []struct {
		labels, want string
	}{
		// The trace takes the first successor whose label is set and
		// reports the first set assertion on the way, as Boogie's does.
		{"(labels +0 +1 @2 +5 @6 @7)", "@2"},
		{"(labels +0 +3 +5 @7 @2)", "@7"},
		{"(labels +0 +1 +3 +5 @6)", "@6"},
		{"(labels +0 +3)", ""},
	} {
		assert.Equal(t, tc.want, f.reported(labelSet(tc.labels)), tc.labels)
	}
	assert.Nil(t, parseFlow("(assert (= x y))"))
}

func TestReportFlag(t *testing.T) {
	assert.Equal(t, prover.ProxyReportFlag, ReportFlag)
}

// TestRunReport runs Boogie through the proxy with and without --report on a
// program whose two assertions fail along each of four paths: with it,
// each is reported once, and they are the same two.
func TestRunReport(t *testing.T) {
	needTool(t, "boogie")
	t.Setenv(helperEnv, "1")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	bad := `procedure p(x: bv32, y: bv32, z: bv32) returns (r: bv32) {
  if (y == 0bv32) { r := 1bv32; } else { r := 2bv32; }
  if (z == 0bv32) { r := 3bv32; } else { r := 4bv32; }
  assert x != 5bv32;
  assert x != 6bv32;
}
`
	lines := func(r *prover.Result) map[int]int {
		out := map[int]int{}
		for _, f := range r.Failures {
			out[f.Pos.Line]++
		}
		return out
	}
	opts := prover.Options{FastUnsat: true, Proxy: []string{os.Args[0]}, ErrorLimit: 32}
	all, err := prover.Run(ctx, bad, opts)
	require.NoError(t, err)
	require.Equal(t, prover.StatusFailed, all.Status, all.Output)
	opts.ReportOnly = true
	once, err := prover.Run(ctx, bad, opts)
	require.NoError(t, err)
	require.Equal(t, prover.StatusFailed, once.Status, once.Output)
	assert.Equal(t, map[int]int{4: 1, 5: 1}, lines(once), once.Output)
	assert.Len(t, lines(all), 2, all.Output)
}
