package main

import (
	"bytes"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/diag"

	"github.com/bvgen/bvgen/kernels"
)

// newCICmd is the pre-merge gate: it runs every kernel under the given
// paths with the flags of its expectation header and checks the exit code
// and output against it (DESIGN.md §9).
func newCICmd() *cobra.Command {
	var jobs int
	var verbose bool
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "ci [flags] [paths...]",
		Short: "verify every kernel under the paths against its expectation header",
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				args = []string{"."}
			}
			files, err := kernels.Files(args...)
			if err != nil {
				return exitf(ExitCommandLine, "error: %v", err)
			}
			results := runCorpus(files, jobs, timeout)
			w := cmd.OutOrStdout()
			failed := 0
			for _, r := range results {
				status := "ok  "
				if r.err != nil {
					status = "FAIL"
					failed++
				}
				if r.err != nil || verbose {
					fmt.Fprintf(w, "%s %s (%.1fs)\n", status, r.file, r.elapsed.Seconds())
				}
				if r.err != nil {
					fmt.Fprintf(w, "     %v\n", r.err)
					for _, l := range bytes.Split(bytes.TrimSpace(r.output), []byte("\n")) {
						fmt.Fprintf(w, "     | %s\n", l)
					}
				}
			}
			fmt.Fprintf(w, "%d passed, %d failed\n", len(results)-failed, failed)
			if failed > 0 {
				return &diag.Error{Code: diag.NotVerified}
			}
			return nil
		},
	}
	cmd.Flags().IntVarP(&jobs, "jobs", "j", runtime.NumCPU(), "kernels to verify in parallel")
	cmd.Flags().BoolVar(&verbose, "verbose", false, "list every kernel, not only failures")
	cmd.Flags().DurationVar(&timeout, "timeout", 5*time.Minute, "bound on each kernel's verification (exit TIMEOUT beyond)")
	return cmd
}

type corpusResult struct {
	file    string
	err     error
	output  []byte
	elapsed time.Duration
}

// runCorpus runs bvgen verify on each file with its header's flags.
func runCorpus(files []string, jobs int, timeout time.Duration) []corpusResult {
	if jobs < 1 {
		jobs = 1
	}
	results := make([]corpusResult, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, jobs)
	for i, f := range files {
		wg.Add(1)
		go func(i int, f string) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			start := time.Now()
			r := corpusResult{file: f}
			e, err := kernels.ParseHeader(f)
			if err != nil {
				r.err = err
			} else {
				var out bytes.Buffer
				args := append(append([]string{"verify", "--timeout=" + timeout.String()}, e.Flags...), f)
				code := run(args, &out, &out)
				r.output = out.Bytes()
				r.err = e.Judge(code, out.String(), exitCodeNames())
			}
			r.elapsed = time.Since(start)
			results[i] = r
		}(i, f)
	}
	wg.Wait()
	return results
}
