package verifycmd

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/pipeline"
)

// verifyKernel proves a loaded kernel (staged or not) and renders the
// verdict.
func (o *Options) verifyKernel(ctx context.Context, cfg *pipeline.Config, env *Env, k *pipeline.Kernel) error {
	w := env.Stdout
	if o.staged {
		sv, err := k.VerifyStaged(ctx, cfg)
		if err != nil {
			if n := len(sv.Stages); n < len(pipeline.StageNames) {
				fmt.Fprintf(w, "stage %d (%s):\n", n+1, pipeline.StageNames[n])
			}
			return err
		}
		return renderStaged(env, w, cfg, sv, o.render())
	}
	v, err := k.Verify(ctx, cfg, pipeline.AllChecks)
	if err != nil {
		return err
	}
	return renderVerdict(env, w, cfg, v, o.render())
}

// renderOptions say how a verdict is printed.
type renderOptions struct {
	// compat prints GPUVerify's closing line after failures
	// (--gpuverify-compat).
	compat bool
	// maxErrors, when positive, is how many failures are printed
	// (--max-errors); the count says how many there were.
	maxErrors int
}

// render returns the render options of the flags.
func (o *Options) render() renderOptions {
	return renderOptions{compat: o.gv.compat, maxErrors: o.maxErrors}
}

// renderVerdict prints a verdict: the verified line and what it assumed,
// or the failures (at most --max-errors of them), what was assumed and the
// not-verified line. All of it goes to standard output, the verdict
// included, whether verified or not; notes and progress go to standard
// error (docs/reading-reports.md, "Where output goes").
func renderVerdict(env *Env, w io.Writer, cfg *pipeline.Config, v *pipeline.Verdict, ro renderOptions) error {
	if !v.Verified {
		ds := v.Diags
		if !ro.compat {
			// One report per root cause (GPUVerify prints every failure).
			ds = diag.Merge(ds)
		}
		env.report(ds)
		shown := ds
		if ro.maxErrors > 0 && len(shown) > ro.maxErrors {
			shown = shown[:ro.maxErrors]
		}
		printDiags(w, shown)
		if n := len(ds) - len(shown); n > 0 {
			fmt.Fprintf(w, "note: %d more error(s) not shown (--max-errors=%d)\n", n, ro.maxErrors)
		}
		fmt.Fprintf(w, "  assuming %s\n", v.Assumptions)
		if ro.compat {
			fmt.Fprintln(w, analyserTrailer(v))
		}
		return &diag.Error{Code: diag.NotVerified, Msg: fmt.Sprintf("%s: not verified: %s", v.Label, errorCount(len(ds))), Stdout: true}
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

// errorCount is "1 error" or "N errors".
func errorCount(n int) string {
	if n == 1 {
		return "1 error"
	}
	return fmt.Sprintf("%d errors", n)
}

// analyserTrailer is GPUVerify's closing line of a failed verification
// (Boogie's trailer under GPUVerify's tool name), printed only in
// GPUVerify's compatibility mode so that expectations written for
// GPUVerify match: the procedures Boogie verified and the errors printed
// above it. bvgen's own closing line is the not-verified verdict.
func analyserTrailer(v *pipeline.Verdict) string {
	plural := "s"
	if len(v.Diags) == 1 {
		plural = ""
	}
	return fmt.Sprintf("GPUVerify kernel analyser finished with %d verified, %d error%s", v.BoogieVerified, len(v.Diags), plural)
}

// renderStaged prints the stages of staged verification: each proved
// stage, the failures of the first that failed, or the verified line.
func renderStaged(env *Env, w io.Writer, cfg *pipeline.Config, sv *pipeline.StagedVerdict, ro renderOptions) error {
	for i, v := range sv.Stages {
		if !v.Verified {
			fmt.Fprintf(w, "stage %d (%s):\n", i+1, pipeline.StageNames[i])
			return renderVerdict(env, w, cfg, v, ro)
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
