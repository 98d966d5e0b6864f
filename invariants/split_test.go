package invariants

import (
	"testing"

	"github.com/stretchr/testify/assert"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/prover"
)

// TestMergeHoudini: a candidate is kept when every per-procedure run
// keeps it (the runs that do not contain it set it true); the first run
// that did not verify speaks for the status; a run without an assignment
// leaves the merge undecided.
func TestMergeHoudini(t *testing.T) {
	ok := &prover.Result{Status: prover.StatusVerified, Verified: 1, Assignment: map[string]bool{"_b0": true, "_b1": false}}
	failed := &prover.Result{Status: prover.StatusFailed, Errors: 1, Failures: []prover.Failure{{}}, Assignment: map[string]bool{"_b0": false, "_b1": true}}
	m := mergeHoudini([]*prover.Result{ok, failed})
	assert.Equal(t, prover.StatusFailed, m.Status)
	assert.Equal(t, [2]int{1, 1}, [2]int{m.Verified, m.Errors}, "Boogie's counts over all runs")
	assert.Len(t, m.Failures, 1)
	assert.Equal(t, map[string]bool{"_b0": false, "_b1": false}, m.Assignment)
	m = mergeHoudini([]*prover.Result{ok, {Status: prover.StatusVerified, Assignment: map[string]bool{"_b0": true, "_b1": true}}})
	assert.Equal(t, prover.StatusVerified, m.Status)
	assert.Equal(t, map[string]bool{"_b0": true, "_b1": false}, m.Assignment)
	// A run stopped by another's failure (houdiniSplit, stopAtFailure)
	// refutes nothing: the failed run speaks, its assignment stands.
	stoppedRun := &prover.Result{Status: prover.StatusVerified, Assignment: map[string]bool{}}
	m = mergeHoudini([]*prover.Result{stoppedRun, failed})
	assert.Equal(t, prover.StatusFailed, m.Status)
	assert.Equal(t, failed.Assignment, m.Assignment)
	assert.False(t, decided(nil))
	assert.True(t, decided(failed))
	m = mergeHoudini([]*prover.Result{ok, {Status: prover.StatusTimeout}})
	assert.Equal(t, prover.StatusTimeout, m.Status)
	assert.Nil(t, m.Assignment)
}

// TestSplitPoints: one run per procedure with a body, and none when a
// procedure is inlined into its callers (its body is checked there).
func TestSplitPoints(t *testing.T) {
	body := &bpl.Body{}
	p := &bpl.Program{Decls: []bpl.Decl{
		&bpl.Procedure{Name: "a", Body: body},
		&bpl.Procedure{Name: "decl"},
		&bpl.Procedure{Name: "b", Body: body},
	}}
	assert.Equal(t, []int{0, 2}, splitPoints(p))
	p.Decls = append(p.Decls, &bpl.Procedure{Name: "h", Attrs: []*bpl.Attr{bpl.NewAttr("inline", bpl.Int(1))}, Body: body})
	assert.Nil(t, splitPoints(p))
}
