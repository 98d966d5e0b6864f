package prover

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
)

// TestPinWorkItems: the pinned program is the program plus one axiom, a
// disjunction over the models' distinct work-item values; a model without
// them pins nothing.
func TestPinWorkItems(t *testing.T) {
	p := &bpl.Program{Decls: []bpl.Decl{&bpl.ConstDecl{Name: "local_id_x$1", Type: bpl.BV{W: 32}}}}
	m := func(kv ...string) Model {
		out := Model{}
		for i := 0; i < len(kv); i += 2 {
			out[kv[i]] = kv[i+1]
		}
		return out
	}
	tests := []struct {
		name string
		fs   []Failure
		want string // the added axiom; "" for no pinned program
	}{
		{"no model", []Failure{{}}, ""},
		{"no work items in the model", []Failure{{Model: m("x", "1bv32")}}, ""},
		{"one pair", []Failure{{Model: m("local_id_x$1", "4bv32", "local_id_x$2", "0bv32", "x", "7bv32")}},
			"axiom local_id_x$1 == 4bv32 && local_id_x$2 == 0bv32;"},
		{"pairs kept once, in order", []Failure{
			{Model: m("local_id_x$1", "4bv32", "local_id_x$2", "0bv32")},
			{Model: m("local_id_x$1", "1bv32", "local_id_x$2", "2bv32", "group_id_x$1", "3bv32")},
			{Model: m("local_id_x$1", "4bv32", "local_id_x$2", "0bv32")},
		}, "axiom (local_id_x$1 == 4bv32 && local_id_x$2 == 0bv32) || (local_id_x$1 == 1bv32 && group_id_x$1 == 3bv32 && local_id_x$2 == 2bv32);"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := pinWorkItems(p, tt.fs, []string{"local_id_x$1", "group_id_x$1", "local_id_x$2"})
			require.Len(t, p.Decls, 1, "the program itself is left alone")
			if tt.want == "" {
				assert.Nil(t, q)
				return
			}
			require.NotNil(t, q)
			require.Len(t, q.Decls, 2)
			assert.Same(t, p.Decls[0], q.Decls[0])
			assert.Equal(t, tt.want+"\n", bpl.PrintDecl(q.Decls[1]))
		})
	}
}

// TestAdoptModels: a failure takes the first rerun model on its nodes,
// and keeps a model it already had confirmed.
func TestAdoptModels(t *testing.T) {
	a, b := &bpl.Assert{}, &bpl.Assert{}
	first, second, earlier := Model{"v": "1"}, Model{"v": "2"}, Model{"v": "0"}
	out := []Failure{{Node: a}, {Node: b}, {Node: a, RelatedNode: b}, {Node: a, Model: earlier, Confirmed: true}}
	adoptModels(out, []Failure{{Node: a, Model: first}, {Node: a, Model: second}, {Node: b}})
	var confirmed []bool
	for _, f := range out {
		confirmed = append(confirmed, f.Confirmed)
	}
	assert.Equal(t, []bool{true, false, false, true}, confirmed)
	assert.Equal(t, first, out[0].Model)
	assert.Nil(t, out[1].Model, "a rerun failure without a model confirms nothing")
	assert.Nil(t, out[2].Model, "the related node is part of the key")
	assert.Equal(t, earlier, out[3].Model)
}

// TestConfirmModelsProofTime: the unpinned rerun starts only when the time
// left is at least what the failed proof took. (A linked file keeps the
// runs out, so only the reruns can confirm.)
func TestConfirmModelsProofTime(t *testing.T) {
	needBoogie(t)
	prog, race := raceProgram()
	opts := Options{Linked: []Linked{{Path: "axioms.bpl", Text: "axiom true;\n"}}}
	fs := []Failure{{Kind: KindAssert, Node: race}}
	out := ConfirmModels(testCtx(t), prog, opts, fs, []string{"local_id_x$1", "local_id_x$2"}, time.Hour, nil)
	assert.False(t, out[0].Confirmed, "a proof of an hour is not rerun in 5 s")
	out = ConfirmModels(testCtx(t), prog, opts, fs, []string{"local_id_x$1", "local_id_x$2"}, 0, nil)
	require.True(t, out[0].Confirmed)
	v1, _, _ := out[0].Model.BV("local_id_x$1")
	v2, _, _ := out[0].Model.BV("local_id_x$2")
	assert.Equal(t, []uint64{3, 4}, []uint64{v1, v2})
	assert.False(t, fs[0].Confirmed, "the failures given are left alone")
}

// TestFailingOnly: the reruns prove only the procedures a failure is in;
// a failure with no place in a body keeps the whole program.
func TestFailingOnly(t *testing.T) {
	proc := func(name string) *bpl.Procedure {
		return &bpl.Procedure{Name: name, Body: &bpl.Body{Stmts: []bpl.Stmt{&bpl.Assert{Cond: bpl.Id("x")}}}}
	}
	a, b := proc("a"), proc("b")
	p := &bpl.Program{Decls: []bpl.Decl{a, b}}
	_, lines := bpl.PrintWithMap(p)
	lineOf := map[bpl.Node]int{}
	for l, n := range lines {
		lineOf[n] = l
	}
	at := func(n bpl.Node) Failure { return Failure{Pos: Pos{Line: lineOf[n]}} }
	for _, tc := range []struct {
		name   string
		fs     []Failure
		bodies []string
	}{
		{"a failure in b", []Failure{at(b.Body.Stmts[0])}, []string{"b"}},
		{"failures in both", []Failure{at(a.Body.Stmts[0]), at(b.Body.Stmts[0])}, []string{"a", "b"}},
		{"a failure without a line", []Failure{at(a.Body.Stmts[0]), {}}, []string{"a", "b"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var bodies []string
			for _, d := range failingOnly(p, tc.fs).Decls {
				if pr := d.(*bpl.Procedure); pr.Body != nil {
					bodies = append(bodies, pr.Name)
				}
			}
			assert.Equal(t, tc.bodies, bodies)
		})
	}
}
