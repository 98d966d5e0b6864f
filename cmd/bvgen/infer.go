package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/invariants"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

// candidates is the reduction's hook for candidate loop invariants: the
// rules of package invariants, unless --no-infer.
func (o *options) candidates() func(*twothread.Loop) []*boogie.Invariant {
	if o.noInfer {
		return nil
	}
	return func(l *twothread.Loop) []*boogie.Invariant { return invariants.Generate(l) }
}

func (o *options) inferOptions(bopts prover.Options) invariants.Options {
	return invariants.Options{Boogie: bopts, Explain: o.inferInfo}
}

// infer turns the program with candidates into the final program that
// `bvgen kernel.cl` prints: Houdini's survivors as plain invariants (or, under
// --no-infer, no candidates at all).
func (o *options) infer(ctx context.Context, p *boogie.Program) error {
	if o.noInfer {
		invariants.DropCandidates(p)
		return nil
	}
	start := time.Now()
	rep, err := invariants.Infer(ctx, p, o.inferOptions(prover.Options{Flags: twothread.BoogieFlags}))
	o.stage("inference (Houdini)", start)
	if errors.Is(err, prover.ErrNotFound) {
		// Printing the program does not need Boogie: print it without
		// inferred invariants, and say so.
		invariants.DropCandidates(p)
		fmt.Fprintf(os.Stderr, "bvgen: warning: %v: printing the program without inferred loop invariants\n", err)
		return nil
	}
	o.inferReport(rep)
	return o.boogieError(err)
}

// solve proves the program (rewritten in place into the final program)
// and returns the verdict of Boogie on the final program.
func (o *options) solve(ctx context.Context, p *boogie.Program, bopts prover.Options) (*prover.Result, error) {
	if o.noInfer {
		invariants.DropCandidates(p)
		return prover.Verify(ctx, p, bopts)
	}
	res, rep, err := invariants.Verify(ctx, p, o.inferOptions(bopts))
	o.inferReport(rep)
	return res, err
}

func (o *options) inferReport(rep *invariants.Report) {
	if o.inferInfo && rep != nil {
		rep.Write(os.Stderr)
	}
}

// boogieError maps an error of a Boogie run to an exit code.
func (o *options) boogieError(err error) error {
	var herr *invariants.Error
	switch {
	case err == nil:
		return nil
	case errors.Is(err, prover.ErrNotFound):
		return exitf(ExitConfiguration, "error: %v", err)
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return exitf(ExitTimeout, "error: timed out (--timeout=%s)", o.timeout)
	case errors.As(err, &herr):
		return exitf(ExitBoogieInternal, "internal error: %v", err)
	}
	return exitf(ExitBoogieInternal, "error: running boogie: %v", err)
}
