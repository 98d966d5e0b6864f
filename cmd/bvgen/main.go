// Command bvgen verifies OpenCL kernels: it proves them free of data races
// and barrier divergence with the two-thread reduction of GPUVerify (OOPSLA13
// §3) and proves generic prefix sums functionally correct with the
// interval-of-summations test (POPL14 §4–§7). This package binds the flags
// of package verifycmd (bvgen verify as a library, which turns them into a
// pipeline.Config) to cobra commands, calls package pipeline and renders
// its results (DESIGN.md §7); it imports no pass package.
package main

import (
	"context"
	"io"
	"os"

	"github.com/bvgen/bvgen/verifycmd"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes bvgen with args and returns the process exit code.
func run(args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext is run below a context: its cancellation stops the command.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	root := newRootCmd()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	env := &verifycmd.Env{Stdout: stdout, Stderr: stderr}
	return env.PrintError(root.ExecuteContext(ctx))
}
