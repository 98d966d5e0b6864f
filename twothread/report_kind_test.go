package twothread

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/prover"
)

// TestLoopInvariantMsg: a loop invariant fails on entry or in the step;
// under k-induction the message says both, with the depth.
func TestLoopInvariantMsg(t *testing.T) {
	for _, tc := range []struct {
		kind prover.FailureKind
		k    int
		want string
	}{
		{prover.KindInvariantEntry, 0, "loop invariant might not hold on entry"},
		{prover.KindInvariantMaintained, 0, "loop invariant might not be maintained by the loop"},
		{prover.KindInvariantEntry, 2, "loop invariant might not hold on entry, in the first 2 iterations, or after 2 iterations that satisfy it (--k-induction-depth=2)"},
		{prover.KindInvariantMaintained, 3, "loop invariant might not hold on entry, in the first 3 iterations, or after 3 iterations that satisfy it (--k-induction-depth=3)"},
	} {
		assert.Equal(t, tc.want, loopInvariantMsg(tc.kind, tc.k))
	}
}
