package pipeline

import (
	"testing"

	"github.com/stretchr/testify/assert"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
)

func TestKInduction(t *testing.T) {
	for _, tc := range []struct {
		name string
		k    int
		want string
	}{
		{"off", 0, "procedure k()\n{\n}\n"},
		{"depth 2", 2, "procedure {:kInductionDepth 2} k()\n{\n}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &bpl.Program{Decls: []bpl.Decl{&bpl.Procedure{Name: "k", Body: &bpl.Body{}}, &bpl.Procedure{Name: "decl"}}}
			kInduction(p, tc.k)
			assert.Contains(t, bpl.Print(p), tc.want)
			assert.Empty(t, p.Decls[1].(*bpl.Procedure).Attrs, "a procedure without body has no loops")
		})
	}
}

func TestKInductionMessages(t *testing.T) {
	for _, tc := range []struct {
		name string
		k    int
		in   diag.Diagnostic
		want string
	}{
		{"entry", 2, diag.Diagnostic{Kind: diag.LoopInvariant, Msg: "loop invariant might not hold on entry for work item 0"},
			"loop invariant might not hold on entry, in the first 2 iterations, or after 2 iterations that satisfy it (--k-induction-depth=2) for work item 0"},
		{"off", 0, diag.Diagnostic{Kind: diag.LoopInvariant, Msg: "loop invariant might not hold on entry"}, "loop invariant might not hold on entry"},
		{"assertion", 2, diag.Diagnostic{Kind: diag.Assertion, Msg: "this assertion might not hold"}, "this assertion might not hold"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ds := []diag.Diagnostic{tc.in}
			kInductionMessages(ds, tc.k)
			assert.Equal(t, tc.want, ds[0].Msg)
		})
	}
}
