package prover

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLink: linked files follow the program, so that its lines keep their
// numbers, and Boogie's positions in a linked file become the file's.
func TestLink(t *testing.T) {
	files := []Linked{{Path: "a.bpl", Text: "axiom true;\naxiom false;"}, {Path: "b.bpl", Text: "type T = bv8;\n"}}
	text, rs := Link("procedure p() {}\n", files)
	assert.Equal(t, "procedure p() {}\n\n// linked: a.bpl (--boogie-file)\naxiom true;\naxiom false;\n\n// linked: b.bpl (--boogie-file)\ntype T = bv8;\n", text)
	for _, tc := range []struct {
		name string
		in   Pos
		want Pos
	}{
		{"program line", Pos{File: "program.bpl", Line: 1, Col: 3}, Pos{File: "program.bpl", Line: 1, Col: 3}},
		{"separator", Pos{File: "program.bpl", Line: 3, Col: 1}, Pos{File: "program.bpl", Line: 3, Col: 1}},
		{"first file, line 1", Pos{File: "program.bpl", Line: 4, Col: 7}, Pos{File: "a.bpl", Line: 1, Col: 7}},
		{"first file, line 2", Pos{File: "program.bpl", Line: 5, Col: 8}, Pos{File: "a.bpl", Line: 2, Col: 8}},
		{"second file", Pos{File: "program.bpl", Line: 8, Col: 1}, Pos{File: "b.bpl", Line: 1, Col: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, rs.pos(tc.in))
		})
	}
	r := &Result{Diagnostics: []Diagnostic{{Pos: Pos{File: "program.bpl", Line: 5, Col: 8}, Message: "Error: x"}, {Message: "no position"}}}
	rs.relocate(r)
	assert.True(t, InLinked(r.Diagnostics[0], files))
	assert.False(t, InLinked(r.Diagnostics[1], files))
	plain, none := Link("x", nil)
	assert.Equal(t, "x", plain)
	assert.Nil(t, none)
}
