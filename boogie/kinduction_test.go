package boogie

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
			p := &Program{Decls: []Decl{&Procedure{Name: "k", Body: &Body{}}, &Procedure{Name: "decl"}}}
			MarkKInduction(p, tc.k)
			assert.Contains(t, Print(p), tc.want)
			assert.Empty(t, p.Decls[1].(*Procedure).Attrs, "a procedure without body has no loops")
		})
	}
}
