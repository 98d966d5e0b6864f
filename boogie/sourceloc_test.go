package boogie

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSourceLocCodec(t *testing.T) {
	a := SourceLoc("k.cl", 12, 5)
	assert.Contains(t, attrs([]*Attr{a}), `{:sourceloc "k.cl", 12, 5}`)
	assert.Equal(t, Loc{File: "k.cl", Line: 12, Col: 5}, SourceLocOf([]*Attr{NewAttr("race"), a}))
	other := LocAttr("other_sourceloc", Loc{File: "b.cl", Line: 3, Col: 1})
	assert.Equal(t, Loc{File: "b.cl", Line: 3, Col: 1}, DecodeLoc(AttrArgs([]*Attr{a, other}, "other_sourceloc")))
	assert.Equal(t, Loc{}, SourceLocOf(nil))
	assert.Equal(t, Loc{File: "k.cl"}, DecodeLoc([]AttrArg{Str("k.cl"), Str("x")}))
}

func TestAndOrFoldLiterals(t *testing.T) {
	x, y := Id("x"), Id("y")
	assert.Equal(t, "x && y", PrintExpr(And(Bool(true), x, y)))
	assert.Equal(t, "false", PrintExpr(And(x, Bool(false), y)))
	assert.Equal(t, "true", PrintExpr(And()))
	assert.Equal(t, "x", PrintExpr(Or(Bool(false), x)))
	assert.Equal(t, "true", PrintExpr(Or(x, Bool(true))))
	assert.Equal(t, "false", PrintExpr(Or(Bool(false))))
}
