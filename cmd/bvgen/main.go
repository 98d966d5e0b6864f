// Command bvgen verifies OpenCL kernels: it proves them free of data races
// and barrier divergence with the two-thread reduction of GPUVerify (OOPSLA13
// §3) and proves generic prefix sums functionally correct with the
// interval-of-summations test (POPL14 §4–§7). This package only parses
// flags, wires the packages together, prints results and picks exit codes
// (DESIGN.md §7).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes bvgen with args and returns the process exit code.
func run(args []string, stdout, stderr io.Writer) int {
	root := newRootCmd()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	if err == nil {
		return ExitOK
	}
	var ex *exitError
	if errors.As(err, &ex) {
		switch {
		case ex.msg == "":
		case ex.stdout:
			fmt.Fprintln(stdout, ex.msg)
		default:
			fmt.Fprintln(stderr, ex.msg)
		}
		return ex.code
	}
	// Cobra's own errors: unknown flags, wrong argument counts.
	fmt.Fprintln(stderr, "error:", err)
	return ExitCommandLine
}
