package prover

import (
	"path/filepath"
	"testing"

	"github.com/bvgen/bvgen/boogie"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// candidateLoop counts i from 0 to n with three candidate invariants:
// _b0 (i <= n) holds, _b1 (i < n) fails on exit from the last iteration,
// and _b2 (i == 0) fails after one iteration.
func candidateLoop(structured bool) *boogie.Program {
	i, n := boogie.Id("i"), boogie.Id("n")
	cands := []boogie.Expr{boogie.Bin(boogie.OpLe, i, n), boogie.Bin(boogie.OpLt, i, n), boogie.Eq(i, boogie.Int(0))}
	decls := []boogie.Decl{}
	var invs []*boogie.Invariant
	var heads []boogie.Stmt
	for k, e := range cands {
		b := "_b" + string(rune('0'+k))
		decls = append(decls, &boogie.ConstDecl{Attrs: []*boogie.Attr{boogie.NewAttr("existential", boogie.Bool(true))}, Name: b, Type: boolT})
		invs = append(invs, &boogie.Invariant{Cond: boogie.Implies(boogie.Id(b), e)})
		heads = append(heads, &boogie.Assert{Cond: boogie.Implies(boogie.Id(b), e)})
	}
	inc := &boogie.Assign{Lhs: []boogie.Expr{i}, Rhs: []boogie.Expr{boogie.Bin(boogie.OpAdd, i, boogie.Int(1))}}
	body := &boogie.Body{Locals: []boogie.Var{{Name: "i", Type: intT}}}
	if structured {
		body.Stmts = []boogie.Stmt{
			&boogie.Assign{Lhs: []boogie.Expr{i}, Rhs: []boogie.Expr{boogie.Int(0)}},
			&boogie.While{Cond: boogie.Bin(boogie.OpLt, i, n), Invariants: invs, Body: []boogie.Stmt{inc}},
			&boogie.Assert{Cond: boogie.Eq(i, n)},
		}
	} else {
		body.Blocks = []*boogie.Block{
			{Label: "entry", Stmts: []boogie.Stmt{&boogie.Assign{Lhs: []boogie.Expr{i}, Rhs: []boogie.Expr{boogie.Int(0)}}, &boogie.Goto{Labels: []string{"head"}}}},
			{Label: "head", Stmts: append(heads, &boogie.Goto{Labels: []string{"body", "exit"}})},
			{Label: "body", Stmts: []boogie.Stmt{&boogie.Assume{Cond: boogie.Bin(boogie.OpLt, i, n)}, inc, &boogie.Goto{Labels: []string{"head"}}}},
			{Label: "exit", Stmts: []boogie.Stmt{&boogie.Assume{Cond: boogie.Not(boogie.Bin(boogie.OpLt, i, n))}, &boogie.Assert{Cond: boogie.Eq(i, n)}, &boogie.Return{}}},
		}
	}
	decls = append(decls, &boogie.Procedure{Name: "count", In: []boogie.Var{{Name: "n", Type: intT}},
		Requires: []*boogie.Requires{{Cond: boogie.Bin(boogie.OpGe, n, boogie.Int(0))}}, Body: body})
	return &boogie.Program{Decls: decls}
}

func TestHoudini(t *testing.T) {
	needBoogie(t)
	for _, tt := range []struct {
		name       string
		structured bool
	}{{"structured", true}, {"unstructured", false}} {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Houdini(testCtx(t), candidateLoop(tt.structured), Options{})
			require.NoError(t, err)
			assert.Equal(t, map[string]bool{"_b0": true, "_b1": false, "_b2": false}, r.Assignment, r.Output)
			assert.Equal(t, []string{"_b0"}, r.TrueCandidates())
			// With _b0 kept, i <= n and !(i < n) give i == n: verified.
			assert.Equal(t, StatusVerified, r.Status, r.Output)
		})
	}
}

func TestHoudiniWithoutCandidates(t *testing.T) {
	needBoogie(t)
	r, err := Houdini(testCtx(t), &boogie.Program{Decls: []boogie.Decl{&boogie.Procedure{Name: "p", Body: &boogie.Body{}}}}, Options{})
	require.NoError(t, err)
	assert.Equal(t, StatusVerified, r.Status)
	assert.NotNil(t, r.Assignment)
	assert.Empty(t, r.Assignment)
}

// Boogie's Houdini under /trace writes houdiniCexTrace.txt into its working
// directory; bvgen runs it in its own, so a user's stays clean, and a
// relative File still names a file in the user's directory.
func TestHoudiniTraceLeavesWorkingDirectoryClean(t *testing.T) {
	needBoogie(t)
	cwd := t.TempDir()
	t.Chdir(cwd)
	r, err := Houdini(testCtx(t), candidateLoop(false), Options{Trace: true, File: "saved.bpl"})
	require.NoError(t, err)
	assert.Equal(t, StatusVerified, r.Status, r.Output)
	assert.NoFileExists(t, filepath.Join(cwd, "houdiniCexTrace.txt"))
	assert.FileExists(t, filepath.Join(cwd, "saved.bpl"))
}
