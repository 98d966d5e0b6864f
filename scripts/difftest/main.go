// Command difftest runs a differential campaign (package difftest): N
// generated kernels under Oclgrind and bvgen, and writes the tables.
//
//	go run ./scripts/difftest -n 1000 -seed 1 -bvgen $(go env GOPATH)/bin/bvgen -out docs/difftest.md
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/bvgen/bvgen/difftest"
)

func main() {
	n := flag.Int("n", 100, "kernels to generate")
	seed := flag.Int64("seed", 1, "generator seed")
	bin := flag.String("bvgen", "bvgen", "the bvgen binary")
	jobs := flag.Int("j", runtime.NumCPU(), "kernels judged at once")
	timeout := flag.Duration("timeout", 60*time.Second, "bvgen's bound per kernel")
	dir := flag.String("dir", "", "where each kernel's files are kept (default: a temporary folder)")
	out := flag.String("out", "", "write the report here (Markdown) as well as to stdout")
	flag.Parse()
	if err := run(*n, *seed, *bin, *jobs, *timeout, *dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "difftest:", err)
		os.Exit(1)
	}
}

func run(n int, seed int64, bin string, jobs int, timeout time.Duration, dir, out string) error {
	if dir == "" {
		d, err := os.MkdirTemp("", "bvgen-difftest-")
		if err != nil {
			return err
		}
		dir = d
	}
	load := loadavg()
	start := time.Now()
	rs := difftest.Run(context.Background(), difftest.Generate(seed, n), difftest.Bvgen(bin, timeout),
		difftest.Options{Dir: dir, Jobs: jobs})
	var b strings.Builder
	fmt.Fprintf(&b, "# Differential testing against Oclgrind\n\n")
	fmt.Fprint(&b, preface)
	fmt.Fprintf(&b, "`scripts/difftest.sh %d %d` (%d kernels, seed %d; %d jobs, %s per kernel; %d cores, load %s before, %s after; %s in all). Kernels kept in %s.\n\n",
		n, seed, n, seed, jobs, timeout, runtime.NumCPU(), load, loadavg(), time.Since(start).Round(time.Second), dir)
	difftest.WriteMarkdown(&b, rs)
	fmt.Print(b.String())
	if out != "" {
		if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	if bad := difftest.UnsoundResults(rs); len(bad) > 0 {
		return fmt.Errorf("%d unsound: the kernels are in %s", len(bad), dir)
	}
	return nil
}

// preface says what the tables mean; the package comment of difftest says
// how the kernels are made.
const preface = `Each kernel is drawn from a table of patterns (package difftest): a
known-safe shape or one of its mutations, at a random launch of 1-3
dimensions. Oclgrind runs it once (oclgrind-kernel --data-races, built with
-cl-opt-disable) and bvgen verifies it at the same launch and argument
values. *unsound*: Oclgrind saw a race or barrier divergence that bvgen
verified; it must be 0. A race only bvgen reports is re-run under Oclgrind
on other inputs (zeros, small random values, all -1, reversed ranges): *agree
(input-dependent)* if one shows it, else *false alarm*, unless the form
breaks a rule Oclgrind does not check (*agree (rule Oclgrind does not
check)*, rules listed below). Generated kernels and Oclgrind's logs are kept
in the folder named below; each kernel file carries an expectation header,
so it can join kernels/ as it is.

`

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Fields(string(b))[0]
}
