package main

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/gate"
	"github.com/bvgen/bvgen/kernels"
)

// Several kernels at once: `bvgen verify a.cl b.cl kernels/` verifies each
// .cl file (directories as bvgen ci walks them) as `bvgen verify FILE`
// would, one after the other, with the command line's flags. It is bvgen ci
// without expectations: every run is expected to verify, and the exit code
// is the worst of the runs. A file found in a directory that has neither
// launch pragmas nor geometry from the command line is listed as not
// verified for want of a geometry (a file named on the command line is
// verified as one would be alone, which says what to add).
// --format=json|sarif|junit renders the runs with the gate's renderers
// (one run, or many) instead of the text.

// manyVerify reports whether verify's arguments need verifyMany: several
// paths, a directory, or a machine format.
func manyVerify(args []string, format string) bool {
	if len(args) != 1 || format != "text" {
		return true
	}
	info, err := os.Stat(args[0])
	return err == nil && info.IsDir()
}

// verifyMany verifies every kernel file under args.
func verifyMany(cmd *cobra.Command, args []string, format string, geometry bool) error {
	files, err := kernels.Files(args...)
	if err != nil {
		return exitf(ExitCommandLine, "error: %v", err)
	}
	flags := changedFlags(cmd.Flags(), "format")
	ctx := cmd.Context()
	s := &gate.Summary{Version: gate.Version()}
	var noGeometry []string
	start := time.Now()
	for _, f := range files {
		if !geometry && !slices.Contains(args, f) && !hasLaunchPragma(f) {
			noGeometry = append(noGeometry, f)
			continue
		}
		if ctx.Err() != nil {
			s.Interrupted = true
			break
		}
		r := runVerify(ctx, cmd, format, f, flags)
		s.Results = append(s.Results, r)
		if r.Code == ExitInterrupted {
			s.Interrupted = true
			break
		}
	}
	s.Elapsed = time.Since(start)
	if len(s.Results) == 0 {
		return exitf(ExitCommandLine, "error: nothing to verify under %s: no .cl file with a #pragma bvgen launch, and no --local_size/--num_groups on the command line (%d without)",
			strings.Join(args, " "), len(noGeometry))
	}
	return finishMany(cmd, format, s, func() { writeManySummary(cmd, s, noGeometry) })
}

// runVerify runs `bvgen verify FLAGS FILE` as one of several, printing its
// text (format text) or keeping its output and diagnostics for a machine
// format.
func runVerify(ctx context.Context, cmd *cobra.Command, format, file string, flags []string) gate.Result {
	r := gate.Result{File: file, Expect: "pass", Flags: flags}
	t := time.Now()
	if format == "text" {
		r.Code, _ = runner().VerifyTo(ctx, file, flags, cmd.OutOrStdout(), cmd.ErrOrStderr())
	} else {
		r.Code, r.Output, r.Diags = runner().Verify(ctx, file, flags)
	}
	r.Elapsed, r.Met = time.Since(t), r.Code == ExitOK
	if !r.Met {
		r.Problem = fmt.Sprintf("exit code %d, expected 0 (verified)", r.Code)
	}
	return r
}

// finishMany renders several runs (a machine format, or summary's text)
// and returns the worst exit code among them.
func finishMany(cmd *cobra.Command, format string, s *gate.Summary, summary func()) error {
	if format != "text" {
		if err := gate.Render(cmd.OutOrStdout(), format, s); err != nil {
			return exitf(ExitCommandLine, "error: %v", err)
		}
	} else {
		summary()
	}
	worst := ExitOK
	for _, r := range s.Results {
		worst = max(worst, r.Code)
	}
	if s.Interrupted {
		worst = ExitInterrupted
	}
	if worst == ExitOK {
		return nil
	}
	return &diag.Error{Code: diag.Code(worst)}
}

// writeManySummary closes the text of several runs: how many did not
// verify, and the files skipped for want of a geometry.
func writeManySummary(cmd *cobra.Command, s *gate.Summary, noGeometry []string) {
	w := cmd.OutOrStdout()
	if n := len(noGeometry); n > 0 {
		fmt.Fprintf(w, "%d file(s) without launch geometry (no #pragma bvgen launch; none on the command line), not verified:\n", n)
		for _, f := range noGeometry {
			fmt.Fprintf(w, "  %s\n", f)
		}
	}
	if len(s.Results) < 2 {
		return
	}
	_, failed, _ := s.Counts()
	fmt.Fprintf(w, "bvgen verify: %d of %d file(s) verified", len(s.Results)-failed, len(s.Results))
	if failed > 0 {
		var names []string
		for _, r := range s.Results {
			if !r.Met {
				names = append(names, r.File)
			}
		}
		fmt.Fprintf(w, "; not verified: %s", strings.Join(names, ", "))
	}
	fmt.Fprintln(w)
}

// hasLaunchPragma reports whether a file has a `#pragma bvgen launch`
// (a malformed one counts: the run reports it).
func hasLaunchPragma(path string) bool {
	ls, err := kernels.LaunchPragmas(path)
	return err != nil || len(ls) > 0
}

// changedFlags spells the flags given on the command line as arguments
// (--name=value, a repeated flag once per value), except those named in
// skip, so that each file's run gets them.
func changedFlags(fs *pflag.FlagSet, skip ...string) []string {
	var out []string
	fs.Visit(func(f *pflag.Flag) {
		if slices.Contains(skip, f.Name) {
			return
		}
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			for _, v := range sv.GetSlice() {
				out = append(out, "--"+f.Name+"="+v)
			}
			return
		}
		out = append(out, "--"+f.Name+"="+f.Value.String())
	})
	return out
}
