package twothread

import (
	"testing"

	"github.com/stretchr/testify/assert"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// TestEveryWorkItemFn: the reduction translates every work-item function
// the IR has, for both work items, so that a new one missing here fails a
// test, not a run.
func TestEveryWorkItemFn(t *testing.T) {
	k := &kernelTr{funcFacts: &funcFacts{uni: &uniformity{vars: map[*ir.Var]bool{}}}, pre: bpl.NewPrelude()}
	for _, f := range ir.WorkItemFns() {
		for _, th := range []thread{1, 2} {
			assert.NotPanics(t, func() {
				assert.NotNil(t, k.builtin(&ir.Builtin{Fn: f}, th), "%s", f)
			}, "%s", f)
		}
	}
}
