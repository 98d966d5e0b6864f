package pipeline

import (
	"testing"

	"github.com/stretchr/testify/assert"

	bpl "github.com/bvgen/bvgen/boogie"
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
