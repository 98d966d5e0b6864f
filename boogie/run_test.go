package boogie

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// raceProgram is a miniature two-thread program: thread ids are distinct
// constants below 64, and one assertion fails exactly when thread 1 is 3
// and thread 2 is 4.
func raceProgram() (*Program, *Assert) {
	p := NewPrelude()
	t1, t2 := Id("local_id_x$1"), Id("local_id_x$2")
	race := &Assert{
		Attrs: []*Attr{NewAttr("race", Str("write_read")), SourceLoc("k.cl", 9, 5)},
		Cond:  Not(And(Eq(t1, BVConst(3, 32)), Eq(t2, BVConst(4, 32)))),
	}
	ok := &Assert{Cond: Neq(t1, t2)}
	decls := []Decl{
		&ConstDecl{Name: "local_id_x$1", Type: bv32},
		&ConstDecl{Name: "local_id_x$2", Type: bv32},
		&Axiom{Expr: Fn(p.BV(BVUlt, 32), t1, BVConst(64, 32))},
		&Axiom{Expr: Fn(p.BV(BVUlt, 32), t2, BVConst(64, 32))},
		&Procedure{Attrs: []*Attr{NewAttr("kernel")}, Name: "k",
			Requires: []*Requires{{Cond: Neq(t1, t2)}},
			Body:     &Body{Stmts: []Stmt{ok, race}}},
	}
	return &Program{Decls: append(p.Decls(), decls...)}, race
}

func TestVerifyLinksFailuresToNodes(t *testing.T) {
	needBoogie(t)
	prog, race := raceProgram()
	r, err := Verify(testCtx(t), prog, Options{})
	require.NoError(t, err)
	require.Equal(t, StatusFailed, r.Status, r.Output)
	assert.Equal(t, 1, r.Errors)
	require.Len(t, r.Failures, 1)
	f := r.Failures[0]
	assert.Equal(t, KindAssert, f.Kind)
	assert.Same(t, race, f.Node)
	v1, w, ok := f.Model.BV("local_id_x$1")
	require.True(t, ok, "model: %v", f.Model)
	v2, _, _ := f.Model.BV("local_id_x$2")
	assert.Equal(t, []uint64{3, 4}, []uint64{v1, v2})
	assert.Equal(t, 32, w)
	assert.NotContains(t, r.Output, "model_compress")
	assert.Contains(t, r.Program, "procedure {:kernel} k()")
}

func TestVerifyKinds(t *testing.T) {
	needBoogie(t)
	i, n := Id("i"), Id("n")
	pre := &Requires{Cond: Bin(OpGt, n, Int(0))}
	callee := &Procedure{Name: "callee", In: []Var{{Name: "n", Type: intT}}, Requires: []*Requires{pre}}
	call := &Call{Proc: "callee", Args: []Expr{Int(0)}}
	post := &Ensures{Cond: Eq(Id("r"), Int(1))}
	entry := &Invariant{Cond: Bin(OpGt, i, Int(0))}
	maint := &Invariant{Cond: Bin(OpLt, i, Int(3))}
	loopHead := &Assert{Cond: Bin(OpLe, i, Int(2))}
	loop := func(name string, inv *Invariant) *Procedure {
		return &Procedure{Name: name, In: []Var{{Name: "n", Type: intT}}, Body: &Body{
			Locals: []Var{{Name: "i", Type: intT}},
			Stmts: []Stmt{
				&Assign{Lhs: []Expr{i}, Rhs: []Expr{Int(0)}},
				&While{Cond: Bin(OpLt, i, n), Invariants: []*Invariant{inv},
					Body: []Stmt{&Assign{Lhs: []Expr{i}, Rhs: []Expr{Bin(OpAdd, i, Int(1))}}}},
			}}}
	}
	prog := &Program{Decls: []Decl{
		callee,
		&Procedure{Name: "caller", Body: &Body{Stmts: []Stmt{call}}},
		&Procedure{Name: "post", Out: []Var{{Name: "r", Type: intT}}, Ensures: []*Ensures{post},
			Body: &Body{Stmts: []Stmt{&Assign{Lhs: []Expr{Id("r")}, Rhs: []Expr{Int(2)}}}}},
		// Separate procedures: once an error is found Boogie assumes the
		// failed assertion, which here would make the rest unreachable.
		loop("entry", entry), loop("maintained", maint),
		&Procedure{Name: "cfg", In: []Var{{Name: "n", Type: intT}}, Body: &Body{
			Locals: []Var{{Name: "i", Type: intT}},
			Blocks: []*Block{
				{Label: "entry", Stmts: []Stmt{&Assign{Lhs: []Expr{i}, Rhs: []Expr{Int(0)}}, &Goto{Labels: []string{"head"}}}},
				{Label: "head", Stmts: []Stmt{loopHead, &Goto{Labels: []string{"body", "exit"}}}},
				{Label: "body", Stmts: []Stmt{&Assume{Cond: Bin(OpLt, i, n)},
					&Assign{Lhs: []Expr{i}, Rhs: []Expr{Bin(OpAdd, i, Int(1))}}, &Goto{Labels: []string{"head"}}}},
				{Label: "exit", Stmts: []Stmt{&Return{}}},
			}}},
	}}
	r, err := Verify(testCtx(t), prog, Options{ErrorLimit: 10})
	require.NoError(t, err)
	require.Equal(t, StatusFailed, r.Status, r.Output)
	type got struct {
		kind          FailureKind
		node, related Node
	}
	var gots []got
	for _, f := range r.Failures {
		gots = append(gots, got{f.Kind, f.Node, f.RelatedNode})
		assert.NotNil(t, f.Model)
	}
	assert.Equal(t, []got{
		{KindPrecondition, call, pre},
		{KindPostcondition, nil, post}, // reported at the closing brace
		{KindInvariantEntry, entry, nil},
		{KindInvariantMaintained, maint, nil},
		{KindInvariantMaintained, loopHead, nil},
	}, gots)
	assert.Equal(t, 0, r.Verified, "callee has no body, so it is not counted")
	assert.Equal(t, 5, r.Errors)
}

func TestRunVerifiedAndInvalid(t *testing.T) {
	needBoogie(t)
	tests := []struct {
		name   string
		prog   string
		status Status
	}{
		{"verified", "procedure p() { assert true; }\n", StatusVerified},
		{"parse error", "procedure p() { assert x +; }\n", StatusInvalid},
		{"type error", "procedure p() { assert 1bv32; }\n", StatusInvalid},
		{"resolution error", "procedure p() { assert y; }\n", StatusInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Run(testCtx(t), tt.prog, Options{})
			require.NoError(t, err)
			assert.Equal(t, tt.status, r.Status, r.Output)
			if tt.status == StatusInvalid {
				require.NotEmpty(t, r.Diagnostics)
				assert.Equal(t, 1, r.Diagnostics[0].Pos.Line)
			}
		})
	}
}

// hardProgram makes z3 factor 2718281831 * 3141592661 (both prime), which
// takes it minutes: far longer than any test timeout.
const hardProgram = `function {:bvbuiltin "bvmul"} MUL(bv64, bv64) : bv64;
function {:bvbuiltin "bvugt"} UGT(bv64, bv64) : bool;
const a: bv64;
const b: bv64;
procedure p()
{
  assume UGT(a, 1bv64) && UGT(b, 1bv64);
  assume UGT(4294967296bv64, a) && UGT(4294967296bv64, b);
  assert MUL(a, b) != 8539734250799242291bv64;
}
`

func TestRunTimeouts(t *testing.T) {
	needBoogie(t)
	t.Run("whole run", func(t *testing.T) {
		start := time.Now()
		r, err := Run(testCtx(t), hardProgram, Options{Timeout: 2 * time.Second})
		require.NoError(t, err)
		assert.Equal(t, StatusTimeout, r.Status)
		assert.Less(t, time.Since(start), 10*time.Second)
	})
	t.Run("context deadline", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		r, err := Run(ctx, hardProgram, Options{})
		require.NoError(t, err)
		assert.Equal(t, StatusTimeout, r.Status)
	})
	t.Run("cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(time.Second, cancel)
		_, err := Run(ctx, hardProgram, Options{})
		assert.ErrorIs(t, err, context.Canceled)
	})
	t.Run("per procedure", func(t *testing.T) {
		r, err := Run(testCtx(t), hardProgram, Options{TimeLimit: 1})
		require.NoError(t, err)
		assert.Equal(t, StatusTimeout, r.Status, r.Output)
		require.Len(t, r.Timeouts, 1)
		assert.Equal(t, "p", r.Timeouts[0].Proc)
		require.Len(t, r.Timeouts[0].Pending, 1)
		assert.Equal(t, 9, r.Timeouts[0].Pending[0].Pos.Line)
	})
	t.Run("per procedure linked", func(t *testing.T) {
		prog, race := raceProgram()
		proc := prog.Decls[len(prog.Decls)-1].(*Procedure)
		// Make the procedure's only obligation hard.
		p := NewPrelude()
		mul, ugt := p.BV(BVMul, 64), p.BV(BVUgt, 64)
		a, b := Id("a"), Id("b")
		race.Cond = Neq(Fn(mul, a, b), BVConst(8539734250799242291, 64))
		proc.Body.Stmts = []Stmt{
			&Assume{Cond: And(Fn(ugt, a, BVConst(1, 64)), Fn(ugt, b, BVConst(1, 64)),
				Fn(ugt, BVConst(1<<32, 64), a), Fn(ugt, BVConst(1<<32, 64), b))},
			race,
		}
		prog.Decls = append(append(p.Decls(), &ConstDecl{Name: "a", Type: BV{W: 64}}, &ConstDecl{Name: "b", Type: BV{W: 64}}), prog.Decls...)
		r, err := Verify(testCtx(t), prog, Options{TimeLimit: 1})
		require.NoError(t, err)
		assert.Equal(t, StatusTimeout, r.Status, r.Output)
		require.Len(t, r.Timeouts, 1)
		assert.Equal(t, "k", r.Timeouts[0].Proc)
		assert.Same(t, proc, r.Timeouts[0].Node)
		require.Len(t, r.Timeouts[0].Pending, 1)
		assert.Same(t, race, r.Timeouts[0].Pending[0].Node)
	})
}

func TestRunKeepsFile(t *testing.T) {
	needBoogie(t)
	file := filepath.Join(t.TempDir(), "k.bpl")
	r, err := Run(testCtx(t), "procedure p() { assert false; }\n", Options{File: file, Flags: []string{"/errorTrace:0"}})
	require.NoError(t, err)
	assert.Equal(t, StatusFailed, r.Status)
	assert.Equal(t, file, r.Failures[0].Pos.File)
	assert.Contains(t, r.Command, "/errorTrace:0")
	assert.FileExists(t, file)
}

// fakeBoogie writes a shell script standing in for boogie.
func fakeBoogie(t *testing.T, script string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "boogie")
	require.NoError(t, os.WriteFile(path, []byte("#!/bin/sh\n"+script+"\n"), 0o755))
	return path
}

func TestRunToolProblems(t *testing.T) {
	prog := "procedure p() { }\n"
	t.Run("bad file name", func(t *testing.T) {
		_, err := Run(context.Background(), prog, Options{File: filepath.Join(t.TempDir(), "k.txt")})
		require.ErrorContains(t, err, ".bpl")
	})
	t.Run("binary missing", func(t *testing.T) {
		_, err := Run(context.Background(), prog, Options{Binary: "/nonexistent/boogie"})
		require.ErrorIs(t, err, ErrNotFound)
		assert.Contains(t, err.Error(), "scripts/install-deps.sh")
	})
	t.Run("mono missing", func(t *testing.T) {
		bin := fakeBoogie(t, "echo 'exec: /usr/bin/cli: not found' >&2; exit 127")
		_, err := Run(context.Background(), prog, Options{Binary: bin})
		require.ErrorIs(t, err, ErrNotFound)
		assert.Contains(t, err.Error(), "/usr/bin/cli")
	})
	t.Run("z3 missing", func(t *testing.T) {
		bin := fakeBoogie(t, "/bin/cat "+absPath(t, "testdata/outputs/no_z3.out")+" >&2; exit 1")
		_, err := Run(context.Background(), prog, Options{Binary: bin})
		require.ErrorIs(t, err, ErrNotFound)
		assert.Contains(t, err.Error(), "Cannot find prover")
	})
	t.Run("crash", func(t *testing.T) {
		bin := fakeBoogie(t, "echo 'Unhandled Exception: System.NullReferenceException'; exit 1")
		r, err := Run(context.Background(), prog, Options{Binary: bin})
		require.NoError(t, err)
		assert.Equal(t, StatusCrash, r.Status)
	})
	t.Run("silent", func(t *testing.T) {
		bin := fakeBoogie(t, "exit 0")
		r, err := Run(context.Background(), prog, Options{Binary: bin})
		require.NoError(t, err)
		assert.Equal(t, StatusCrash, r.Status)
	})
	t.Run("arguments", func(t *testing.T) {
		// The fake prints its arguments and a summary, so the command line
		// can be checked without Boogie.
		bin := fakeBoogie(t, `echo "$@"; echo 'Boogie program verifier finished with 1 verified, 0 errors'`)
		r, err := Run(context.Background(), prog, Options{Binary: bin, ErrorLimit: 7, TimeLimit: 3, Flags: []string{"/x"}})
		require.NoError(t, err)
		assert.Equal(t, StatusVerified, r.Status)
		require.Len(t, r.Command, 7)
		assert.Equal(t, []string{"/nologo", "/errorLimit:7", "/timeLimit:3", "/x"},
			[]string{r.Command[1], r.Command[3], r.Command[4], r.Command[5]})
		assert.Contains(t, r.Command[2], "/mv:")
		assert.Contains(t, r.Command[6], "program.bpl")
	})
}

func absPath(t *testing.T, p string) string {
	abs, err := filepath.Abs(p)
	require.NoError(t, err)
	return abs
}
