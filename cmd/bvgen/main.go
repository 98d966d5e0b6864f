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
	"os"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

// run executes bvgen with args and returns the process exit code.
func run(args []string) int {
	root := newRootCmd()
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return ExitOK
	}
	var ex *exitError
	if errors.As(err, &ex) {
		if ex.msg != "" {
			fmt.Fprintln(os.Stderr, ex.msg)
		}
		return ex.code
	}
	// Cobra's own errors: unknown flags, wrong argument counts.
	fmt.Fprintln(os.Stderr, "error:", err)
	return ExitCommandLine
}
