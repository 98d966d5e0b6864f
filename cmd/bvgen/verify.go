package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

func newVerifyCmd() *cobra.Command {
	var o options
	cmd := &cobra.Command{
		Use:   "verify [flags] kernel.cl",
		Short: "prove a kernel free of data races, barrier divergence and assertion failures",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := o.context()
			defer cancel()
			if o.staged {
				return o.verifyStaged(ctx, args[0], cmd.OutOrStdout())
			}
			return o.verify(ctx, args[0], cmd.OutOrStdout())
		},
	}
	o.register(cmd)
	cmd.Flags().BoolVar(&o.staged, "staged", false, "prove race freedom first (assertions left out), then the assertions assuming race freedom (OOPSLA13 §5)")
	return cmd
}

// verifyStaged runs the two stages of OOPSLA13 §5: race freedom with the
// barrier and loop invariants it needs, then assertions, invariants and
// postconditions with race checking off. Verified only if both are.
func (o *options) verifyStaged(ctx context.Context, path string, w io.Writer) error {
	if o.noRaceChecking {
		return exitf(ExitCommandLine, "error: --staged and --no-race-checking exclude each other")
	}
	names := []string{"", "race freedom", "assertions, invariants and postconditions assuming race freedom"}
	for stage := 1; stage <= 2; stage++ {
		o.curStage = stage
		var buf strings.Builder
		err := o.verify(ctx, path, &buf)
		if err != nil {
			fmt.Fprintf(w, "stage %d (%s):\n%s", stage, names[stage], buf.String())
			return err
		}
		fmt.Fprintf(w, "stage %d (%s): proved\n", stage, names[stage])
	}
	fmt.Fprintf(w, "%s: verified: no data races, no barrier divergence, no assertion failures (staged)\n", path)
	fmt.Fprintf(w, "  assuming %s\n", o.assumptions())
	return nil
}

// verify proves the kernel and prints the verdict or every failure.
func (o *options) verify(ctx context.Context, path string, w io.Writer) error {
	start := time.Now()
	_, red, err := o.translate(ctx, path)
	if err != nil {
		return err
	}
	res, err := o.runBoogie(ctx, red.Program)
	if err != nil {
		return err
	}
	defer o.stage("total", start)
	switch res.Status {
	case prover.StatusVerified:
		if o.noRaceChecking {
			fmt.Fprintf(w, "%s: verified: no barrier divergence, no assertion failures (race freedom assumed, not checked: --no-race-checking)\n", path)
		} else {
			fmt.Fprintf(w, "%s: verified: no data races, no barrier divergence, no assertion failures\n", path)
		}
		fmt.Fprintf(w, "  assuming %s\n", o.assumptions())
		return nil
	case prover.StatusFailed:
		n := printFailures(w, res.Failures, red.Origins, readLines(path))
		return &exitError{code: ExitNotVerified, msg: fmt.Sprintf("%s: not verified: %d error(s)", path, n)}
	case prover.StatusTimeout:
		return exitf(ExitTimeout, "%s: error: verification timed out (--timeout=%s)", path, o.timeout)
	case prover.StatusInconclusive:
		return exitf(ExitNotVerified, "%s: error: the prover could not decide some verification conditions (inconclusive): not verified", path)
	}
	var diags []string
	for _, d := range res.Diagnostics {
		diags = append(diags, d.String())
	}
	return exitf(ExitBoogieInternal, "%s: internal error: Boogie rejected the generated program (%s):\n%s", path, res.Status, strings.Join(diags, "\n"))
}

// runBoogie runs Boogie on the program, writing it to --boogie-file when
// asked.
func (o *options) runBoogie(ctx context.Context, p *boogie.Program) (*prover.Result, error) {
	start := time.Now()
	bopts := prover.Options{ErrorLimit: 10, Flags: twothread.BoogieFlags, FastUnsat: true, Proxy: proxyCommand()}
	if o.boogieFile != "" {
		bopts.File = o.boogieFile
	}
	res, err := o.solve(ctx, p, bopts)
	o.stage("boogie", start)
	if err != nil {
		switch {
		case errors.Is(err, prover.ErrNotFound):
			return nil, exitf(ExitConfiguration, "error: %v", err)
		case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
			return nil, exitf(ExitTimeout, "error: timed out (--timeout=%s)", o.timeout)
		}
		return nil, exitf(ExitBoogieInternal, "error: running boogie: %v", err)
	}
	if res.Status == prover.StatusTimeout && ctx.Err() != nil {
		return nil, exitf(ExitTimeout, "error: timed out (--timeout=%s)", o.timeout)
	}
	return res, nil
}

// assumptions says what the verdict assumed.
func (o *options) assumptions() string {
	g, _ := o.geometry()
	var parts []string
	dims := func(d ir.Dims) string {
		if d == nil {
			return "unconstrained"
		}
		return d.String()
	}
	parts = append(parts, "local size "+dims(g.LocalSize), "number of groups "+dims(g.NumGroups))
	if o.onlyIntraGroup {
		parts = append(parts, "races between work groups not checked (--only-intra-group)")
	}
	for _, d := range o.defines {
		parts = append(parts, "-D "+d)
	}
	return strings.Join(parts, "; ")
}

func readLines(path string) []string {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	return strings.Split(string(b), "\n")
}

// printFailures explains each failure once and prints those that matter,
// each once (Boogie may report one assertion along several paths, and
// accesses expanded from one macro share a source position); it returns
// how many it printed.
func printFailures(w io.Writer, fs []prover.Failure, origins twothread.Origins, src []string) int {
	seen := map[string]bool{}
	for _, e := range relevant(explainAll(fs, origins)) {
		var b strings.Builder
		printFailure(&b, e, src)
		if !seen[b.String()] {
			seen[b.String()] = true
			fmt.Fprint(w, b.String())
		}
	}
	return len(seen)
}

// explained is a failure with its report (ok false: bvgen cannot
// attribute it to the kernel).
type explained struct {
	f  prover.Failure
	r  twothread.Report
	ok bool
}

func explainAll(fs []prover.Failure, origins twothread.Origins) []explained {
	out := make([]explained, len(fs))
	for i, f := range fs {
		r, ok := twothread.Explain(f, origins)
		out[i] = explained{f, r, ok}
	}
	return out
}

// printFailure prints one failure in the format of DESIGN.md §7.
func printFailure(w io.Writer, e explained, src []string) {
	if !e.ok {
		fmt.Fprintf(w, "error: Boogie reports %q at %s that bvgen cannot attribute to the kernel (not verified)\n", e.f.Message, e.f.Pos)
		return
	}
	r := e.r
	fmt.Fprintf(w, "%s: error: %s\n", r.Pos, r.Msg)
	for _, n := range r.Notes {
		fmt.Fprintf(w, "  %s, %s:\n", n.Label, n.Pos)
		if line := sourceLine(src, n.Pos); line != "" {
			fmt.Fprintf(w, "      %s\n", line)
		}
	}
	if len(r.Notes) == 0 {
		if line := sourceLine(src, r.Pos); line != "" {
			fmt.Fprintf(w, "      %s\n", line)
		}
	}
}

func sourceLine(src []string, p ir.Pos) string {
	if p.Line < 1 || p.Line > len(src) {
		return ""
	}
	return strings.TrimSpace(src[p.Line-1])
}

// relevant drops the "unknown locations" failure of a barrier invariant
// that also fails on memory as it is: the plain failure is the cause.
func relevant(es []explained) []explained {
	plain := map[string]bool{}
	for _, e := range es {
		if e.ok && e.r.Kind == twothread.KindBarrierInvariant {
			plain[e.r.Pos.String()] = true
		}
	}
	var out []explained
	for _, e := range es {
		if e.ok && e.r.Kind == twothread.KindBarrierInvariantUnknown && plain[e.r.Pos.String()] {
			continue
		}
		out = append(out, e)
	}
	return out
}
