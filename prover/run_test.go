package prover

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bvgen/bvgen/boogie"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// raceProgram is a miniature two-thread program: thread ids are distinct
// constants below 64, and one assertion fails exactly when thread 1 is 3
// and thread 2 is 4.
func raceProgram() (*boogie.Program, *boogie.Assert) {
	p := boogie.NewPrelude()
	t1, t2 := boogie.Id("local_id_x$1"), boogie.Id("local_id_x$2")
	race := &boogie.Assert{
		Attrs: []*boogie.Attr{boogie.NewAttr("race", boogie.Str("write_read")), boogie.SourceLoc("k.cl", 9, 5)},
		Cond:  boogie.Not(boogie.And(boogie.Eq(t1, boogie.BVConst(3, 32)), boogie.Eq(t2, boogie.BVConst(4, 32)))),
	}
	ok := &boogie.Assert{Cond: boogie.Neq(t1, t2)}
	decls := []boogie.Decl{
		&boogie.ConstDecl{Name: "local_id_x$1", Type: bv32},
		&boogie.ConstDecl{Name: "local_id_x$2", Type: bv32},
		&boogie.Axiom{Expr: boogie.Fn(p.BV(boogie.BVUlt, 32), t1, boogie.BVConst(64, 32))},
		&boogie.Axiom{Expr: boogie.Fn(p.BV(boogie.BVUlt, 32), t2, boogie.BVConst(64, 32))},
		&boogie.Procedure{Attrs: []*boogie.Attr{boogie.NewAttr("kernel")}, Name: "k",
			Requires: []*boogie.Requires{{Cond: boogie.Neq(t1, t2)}},
			Body:     &boogie.Body{Stmts: []boogie.Stmt{ok, race}}},
	}
	return &boogie.Program{Decls: append(p.Decls(), decls...)}, race
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
	i, n := boogie.Id("i"), boogie.Id("n")
	pre := &boogie.Requires{Cond: boogie.Bin(boogie.OpGt, n, boogie.Int(0))}
	callee := &boogie.Procedure{Name: "callee", In: []boogie.Var{{Name: "n", Type: intT}}, Requires: []*boogie.Requires{pre}}
	call := &boogie.Call{Proc: "callee", Args: []boogie.Expr{boogie.Int(0)}}
	post := &boogie.Ensures{Cond: boogie.Eq(boogie.Id("r"), boogie.Int(1))}
	entry := &boogie.Invariant{Cond: boogie.Bin(boogie.OpGt, i, boogie.Int(0))}
	maint := &boogie.Invariant{Cond: boogie.Bin(boogie.OpLt, i, boogie.Int(3))}
	loopHead := &boogie.Assert{Cond: boogie.Bin(boogie.OpLe, i, boogie.Int(2))}
	loop := func(name string, inv *boogie.Invariant) *boogie.Procedure {
		return &boogie.Procedure{Name: name, In: []boogie.Var{{Name: "n", Type: intT}}, Body: &boogie.Body{
			Locals: []boogie.Var{{Name: "i", Type: intT}},
			Stmts: []boogie.Stmt{
				&boogie.Assign{Lhs: []boogie.Expr{i}, Rhs: []boogie.Expr{boogie.Int(0)}},
				&boogie.While{Cond: boogie.Bin(boogie.OpLt, i, n), Invariants: []*boogie.Invariant{inv},
					Body: []boogie.Stmt{&boogie.Assign{Lhs: []boogie.Expr{i}, Rhs: []boogie.Expr{boogie.Bin(boogie.OpAdd, i, boogie.Int(1))}}}},
			}}}
	}
	prog := &boogie.Program{Decls: []boogie.Decl{
		callee,
		&boogie.Procedure{Name: "caller", Body: &boogie.Body{Stmts: []boogie.Stmt{call}}},
		&boogie.Procedure{Name: "post", Out: []boogie.Var{{Name: "r", Type: intT}}, Ensures: []*boogie.Ensures{post},
			Body: &boogie.Body{Stmts: []boogie.Stmt{&boogie.Assign{Lhs: []boogie.Expr{boogie.Id("r")}, Rhs: []boogie.Expr{boogie.Int(2)}}}}},
		// Separate procedures: once an error is found Boogie assumes the
		// failed assertion, which here would make the rest unreachable.
		loop("entry", entry), loop("maintained", maint),
		&boogie.Procedure{Name: "cfg", In: []boogie.Var{{Name: "n", Type: intT}}, Body: &boogie.Body{
			Locals: []boogie.Var{{Name: "i", Type: intT}},
			Blocks: []*boogie.Block{
				{Label: "entry", Stmts: []boogie.Stmt{&boogie.Assign{Lhs: []boogie.Expr{i}, Rhs: []boogie.Expr{boogie.Int(0)}}, &boogie.Goto{Labels: []string{"head"}}}},
				{Label: "head", Stmts: []boogie.Stmt{loopHead, &boogie.Goto{Labels: []string{"body", "exit"}}}},
				{Label: "body", Stmts: []boogie.Stmt{&boogie.Assume{Cond: boogie.Bin(boogie.OpLt, i, n)},
					&boogie.Assign{Lhs: []boogie.Expr{i}, Rhs: []boogie.Expr{boogie.Bin(boogie.OpAdd, i, boogie.Int(1))}}, &boogie.Goto{Labels: []string{"head"}}}},
				{Label: "exit", Stmts: []boogie.Stmt{&boogie.Return{}}},
			}}},
	}}
	r, err := Verify(testCtx(t), prog, Options{ErrorLimit: 10})
	require.NoError(t, err)
	require.Equal(t, StatusFailed, r.Status, r.Output)
	type got struct {
		kind          FailureKind
		node, related boogie.Node
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
		proc := prog.Decls[len(prog.Decls)-1].(*boogie.Procedure)
		// Make the procedure's only obligation hard.
		p := boogie.NewPrelude()
		mul, ugt := p.BV(boogie.BVMul, 64), p.BV(boogie.BVUgt, 64)
		a, b := boogie.Id("a"), boogie.Id("b")
		race.Cond = boogie.Neq(boogie.Fn(mul, a, b), boogie.BVConst(8539734250799242291, 64))
		proc.Body.Stmts = []boogie.Stmt{
			&boogie.Assume{Cond: boogie.And(boogie.Fn(ugt, a, boogie.BVConst(1, 64)), boogie.Fn(ugt, b, boogie.BVConst(1, 64)),
				boogie.Fn(ugt, boogie.BVConst(1<<32, 64), a), boogie.Fn(ugt, boogie.BVConst(1<<32, 64), b))},
			race,
		}
		prog.Decls = append(append(p.Decls(), &boogie.ConstDecl{Name: "a", Type: boogie.BV{W: 64}}, &boogie.ConstDecl{Name: "b", Type: boogie.BV{W: 64}}), prog.Decls...)
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

// TestRunEndsHangAfterTrailer: Boogie on Mono may hang after printing its
// trailer (exit.go); the run ends exitGrace later with the output, but
// not while the model file holds an unfinished model.
func TestRunEndsHangAfterTrailer(t *testing.T) {
	prog := "procedure p() { }\n"
	modelArg := `for a; do case $a in /mv:*) m=${a#/mv:};; esac; done; `
	t.Run("hang after the trailer", func(t *testing.T) {
		bin := fakeBoogie(t, "echo 'Boogie program verifier finished with 1 verified, 0 errors'; exec sleep 30")
		start := time.Now()
		r, err := Run(testCtx(t), prog, Options{Binary: bin})
		require.NoError(t, err)
		assert.Equal(t, StatusVerified, r.Status, r.Output)
		assert.Less(t, time.Since(start), 10*time.Second)
	})
	for name, script := range map[string]string{
		"a child still running":    "echo 'Boogie program verifier finished with 1 verified, 0 errors'; sleep 2",
		"output after the trailer": "echo 'Boogie program verifier finished with 1 verified, 0 errors'; echo more; exec sleep 2",
	} {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			_, err := Run(testCtx(t), prog, Options{Binary: fakeBoogie(t, script)})
			require.NoError(t, err)
			assert.GreaterOrEqual(t, time.Since(start), 2*time.Second, "waited for the exit")
		})
	}
	t.Run("unfinished model", func(t *testing.T) {
		bin := fakeBoogie(t, modelArg+`printf '*** MODEL\n' > "$m"; echo 'Boogie program verifier finished with 1 verified, 0 errors'; sleep 2`)
		start := time.Now()
		r, err := Run(testCtx(t), prog, Options{Binary: bin})
		require.NoError(t, err)
		assert.Equal(t, StatusVerified, r.Status, r.Output)
		assert.GreaterOrEqual(t, time.Since(start), 2*time.Second, "waited for the exit")
	})
}

// TestOutputWatch: runUntilTrailer's view of the output, written in
// chunks: whether the last line is a trailer, and the output's length.
func TestOutputWatch(t *testing.T) {
	tests := []struct {
		name   string
		chunks []string
		last   bool // the trailer is the last line
	}{
		{"whole line", []string{"x\nBoogie program verifier finished with 0 verified, 1 error\n"}, true},
		{"split marker and line", []string{"a\nBoogie program ver", "ifier finished with 1 verified", ", 0 errors", "\n"}, true},
		{"line not ended", []string{"Boogie program verifier finished with 1 verified, 0 errors"}, true},
		{"no trailer", []string{"Boogie program verifier version 2.4.1\n", "finished\n"}, false},
		{"output after it", []string{"Boogie program verifier finished with 1 verified, 0 errors\nmore\n"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := &outputWatch{}
			for _, c := range tt.chunks {
				_, err := w.Write([]byte(c))
				require.NoError(t, err)
			}
			all := strings.Join(tt.chunks, "")
			n, last := w.tail()
			assert.Equal(t, tt.last, last)
			assert.Equal(t, len(all), n)
			assert.Equal(t, all, w.String())
		})
	}
}
