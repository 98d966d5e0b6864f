package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/pipeline"
)

func newVerifyCmd() *cobra.Command {
	var o options
	cmd := &cobra.Command{
		Use:   "verify [flags] kernel.cl",
		Short: "prove a kernel free of data races, barrier divergence and assertion failures",
		Long: `bvgen verify proves a kernel free of data races, barrier divergence and
assertion failures for one launch geometry: --local_size and --num_groups (or
--global_size), or, without them, each "#pragma bvgen launch ..." line of the
file in turn (docs/reading-reports.md). A kernel that uses TYPE, OPERATOR or
IDENTITY without defining them is verified with them abstract (every monoid).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.staged && o.noRaceChecking {
				return exitf(ExitCommandLine, "error: --staged and --no-race-checking exclude each other")
			}
			return o.onLaunches(cmd, args, true, func(o *options) func(*cobra.Command, []string) error {
				return o.withKernel(verifyKernel(o))
			})
		},
	}
	o.register(cmd)
	cmd.Flags().BoolVar(&o.staged, "staged", false, "prove race freedom first (assertions left out), then the assertions assuming race freedom (OOPSLA13 §5)")
	cmd.Flags().StringVar(&o.kernel, "kernel", "", "verify only this kernel of a file that defines several")
	return cmd
}

// verifyKernel proves a loaded kernel (staged or not) and renders the
// verdict.
func verifyKernel(o *options) func(ctx context.Context, cfg *pipeline.Config, cmd *cobra.Command, k *pipeline.Kernel) error {
	return func(ctx context.Context, cfg *pipeline.Config, cmd *cobra.Command, k *pipeline.Kernel) error {
		w := cmd.OutOrStdout()
		if o.staged {
			sv, err := k.VerifyStaged(ctx, cfg)
			if err != nil {
				if n := len(sv.Stages); n < len(pipeline.StageNames) {
					fmt.Fprintf(w, "stage %d (%s):\n", n+1, pipeline.StageNames[n])
				}
				return err
			}
			return renderStaged(ctx, w, cfg, sv)
		}
		v, err := k.Verify(ctx, cfg, pipeline.AllChecks)
		if err != nil {
			return err
		}
		return renderVerdict(ctx, w, cfg, v)
	}
}

// renderVerdict prints a verdict: the verified line and what it assumed,
// or every failure, what was assumed and the not-verified error.
func renderVerdict(ctx context.Context, w io.Writer, cfg *pipeline.Config, v *pipeline.Verdict) error {
	if !v.Verified {
		report(ctx, v.Diags)
		printDiags(w, v.Diags)
		fmt.Fprintf(w, "  assuming %s\n", v.Assumptions)
		fmt.Fprintln(w, analyserTrailer(v))
		return &diag.Error{Code: diag.NotVerified, Msg: fmt.Sprintf("%s: not verified: %d error(s)", v.Label, len(v.Diags))}
	}
	if n := cfg.GPUVerify.LoopUnwind; n > 0 {
		// GPUVerify's bug-finding mode: bounded, so no claim of absence.
		fmt.Fprintf(w, "%s: no defects were found while analysing it with loops unwound to depth %d (bounded: not a proof)\n", v.Label, n)
		fmt.Fprintf(w, "  note: use --loop-unwind=N with N > %d to search for deeper bugs; verify without --loop-unwind and --findbugs to prove absence of defects\n", n)
		fmt.Fprintf(w, "  assuming %s\n", v.Assumptions)
		return nil
	}
	bounds := ""
	if cfg.GPUVerify.CheckArrayBounds {
		bounds = ", no out-of-bounds array accesses (for arrays where size information is available)"
	}
	if !cfg.RacesChecked() {
		fmt.Fprintf(w, "%s: verified: no barrier divergence, no assertion failures%s (races not checked: %s)\n", v.Label, bounds, cfg.RacesNotCheckedWhy())
	} else {
		fmt.Fprintf(w, "%s: verified: no data races, no barrier divergence, no assertion failures%s\n", v.Label, bounds)
	}
	fmt.Fprintf(w, "  assuming %s\n", v.Assumptions)
	return nil
}

// analyserTrailer is GPUVerify's closing line of a failed verification
// (GPUVERIFY.md §5.9: Boogie's trailer under GPUVerify's tool name), so
// that expectations written for GPUVerify match: the procedures Boogie
// verified and the errors printed above it.
func analyserTrailer(v *pipeline.Verdict) string {
	plural := "s"
	if len(v.Diags) == 1 {
		plural = ""
	}
	return fmt.Sprintf("GPUVerify kernel analyser finished with %d verified, %d error%s", v.BoogieVerified, len(v.Diags), plural)
}

// renderStaged prints the stages of staged verification: each proved
// stage, the failures of the first that failed, or the verified line.
func renderStaged(ctx context.Context, w io.Writer, cfg *pipeline.Config, sv *pipeline.StagedVerdict) error {
	for i, v := range sv.Stages {
		if !v.Verified {
			fmt.Fprintf(w, "stage %d (%s):\n", i+1, pipeline.StageNames[i])
			return renderVerdict(ctx, w, cfg, v)
		}
		fmt.Fprintf(w, "stage %d (%s): proved\n", i+1, pipeline.StageNames[i])
	}
	last := sv.Stages[len(sv.Stages)-1]
	fmt.Fprintf(w, "%s: verified: no data races, no barrier divergence, no assertion failures (staged)\n", last.Label)
	fmt.Fprintf(w, "  assuming %s\n", last.Assumptions)
	return nil
}

// printDiags prints diagnostics in bvgen's text format, quoting the source.
func printDiags(w io.Writer, ds []diag.Diagnostic) {
	src := diag.NewSource(os.ReadFile)
	for _, d := range ds {
		diag.WriteText(w, d, src)
	}
}
