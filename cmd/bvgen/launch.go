package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/kernels"
)

// Launch geometry in the source (DESIGN.md §7, docs/reading-reports.md): when the
// command line gives no geometry flag, verify and the root command take
// it from the file's `#pragma bvgen launch` lines. Each pragma's flags
// count as if given on the command line, except that the command line
// wins for what it sets: its -D replace the pragma's for the same macro,
// its -I come after the pragma's, its --kernel replaces the pragma's.
// A pragma's --boogie-file is relative to the kernel's folder (the
// axioms belong with the kernel, wherever bvgen runs from); the command
// line's, to the working directory (GPUVerify's), come after it.
// A command-line geometry flag makes the pragmas ignored altogether.

// launchRun is one run of a command: the options it runs with and the
// pragma they came from (nil: the command line alone).
type launchRun struct {
	opts   options
	pragma *kernels.Launch
}

// hasGeometry reports whether the command line gives a geometry flag.
func (o *options) hasGeometry() bool {
	return o.localSize != "" || o.numGroups != "" || o.globalSize != ""
}

// launchRuns returns the runs of a command on the kernel file: the command
// line alone when it gives a geometry flag (or when the file's pragmas
// cannot be read: loading the file reports why), else one run per launch
// pragma. Without geometry from either, a command that needs it
// (required) fails with exit 1 and says what to add.
func (o *options) launchRuns(path string, required bool) ([]launchRun, error) {
	if o.hasGeometry() {
		return []launchRun{{opts: *o}}, nil
	}
	if _, err := os.Stat(path); err != nil {
		return []launchRun{{opts: *o}}, nil
	}
	pragmas, err := kernels.LaunchPragmas(path)
	if err != nil {
		return nil, exitf(ExitCommandLine, "error: %v", err)
	}
	if len(pragmas) == 0 {
		if required {
			return nil, exitf(ExitCommandLine, "%s: error: no launch geometry: give it on the command line (--local_size=64 --num_groups=16) or in the kernel file (#pragma bvgen launch --local_size=64 --num_groups=16); a kernel is verified for one launch geometry, as in GPUVerify", path)
		}
		return []launchRun{{opts: *o}}, nil
	}
	var runs []launchRun
	for i := range pragmas {
		p := &pragmas[i]
		merged, err := o.withPragma(path, p)
		if err != nil {
			return nil, err
		}
		runs = append(runs, launchRun{opts: merged, pragma: p})
	}
	return runs, nil
}

// withPragma returns the options of a run with a launch pragma's flags
// under the command line's.
func (o *options) withPragma(path string, p *kernels.Launch) (options, error) {
	var po options
	c := &cobra.Command{Use: "launch"}
	po.register(c)
	c.Flags().StringVar(&po.kernel, "kernel", "", "")
	if err := c.Flags().Parse(p.Flags); err != nil {
		return po, exitf(ExitCommandLine, "%s:%d: error: #pragma bvgen launch: %v", path, p.Line, err)
	}
	merged := *o
	merged.localSize, merged.numGroups, merged.globalSize = po.localSize, po.numGroups, po.globalSize
	merged.defines = nil
	for _, d := range po.defines {
		if !definesMacro(o.defines, d) {
			merged.defines = append(merged.defines, d)
		}
	}
	merged.defines = append(merged.defines, o.defines...)
	merged.includes = append(append([]string(nil), po.includes...), o.includes...)
	// kernels.LaunchPragmas made the pragma's paths relative to the
	// kernel's folder.
	merged.boogieFiles = append(append([]string(nil), po.boogieFiles...), o.boogieFiles...)
	if merged.kernel == "" {
		merged.kernel = po.kernel
	}
	return merged, nil
}

// definesMacro reports whether defines (-D values) define the macro that
// define d defines.
func definesMacro(defines []string, d string) bool {
	name := macroName(d)
	for _, x := range defines {
		if macroName(x) == name {
			return true
		}
	}
	return false
}

func macroName(d string) string {
	n, _, _ := strings.Cut(d, "=")
	n, _, _ = strings.Cut(n, "(")
	return strings.TrimSpace(n)
}

// onLaunches runs f once per launch of the kernel file: with the command
// line's options, or once per launch pragma. Each run of several prints
// the pragma it comes from first and its outcome (the error of a failed
// run printed as run would print it); the result is nil when every run
// succeeded, else an error with the worst exit code.
func (o *options) onLaunches(cmd *cobra.Command, args []string, required bool, f func(o *options) func(*cobra.Command, []string) error) error {
	runs, err := o.launchRuns(args[0], required)
	if err != nil {
		return err
	}
	if len(runs) == 1 {
		return f(runs[0].opts.at(runs[0].pragma))(cmd, args)
	}
	w := cmd.OutOrStdout()
	worst, failed := ExitOK, 0
	for i := range runs {
		r := &runs[i]
		fmt.Fprintf(w, "%s:%d: #pragma bvgen launch %s\n", args[0], r.pragma.Line, strings.Join(r.pragma.Flags, " "))
		code := printError(cmd.Context(), f(r.opts.at(r.pragma))(cmd, args), w, cmd.ErrOrStderr())
		if code != ExitOK {
			failed++
			worst = max(worst, code)
		}
		if code == ExitInterrupted {
			break
		}
	}
	if worst == ExitOK {
		return nil
	}
	return &diag.Error{Code: diag.Code(worst), Msg: fmt.Sprintf("%s: %d of %d launches not verified", args[0], failed, len(runs)), Stdout: true}
}

// at returns the options with the line of the pragma they came from.
func (o options) at(p *kernels.Launch) *options {
	if p != nil {
		o.launchLine = p.Line
	}
	return &o
}

// printError prints the error a command ended with, as bvgen does before
// exiting (its diagnostics, then its message), passes its diagnostics to
// the context's sink, and returns the exit code.
func printError(ctx context.Context, err error, stdout, stderr io.Writer) int {
	if err == nil {
		return ExitOK
	}
	var de *diag.Error
	if !errors.As(err, &de) {
		// Cobra's own errors: unknown flags, commands and argument counts.
		fmt.Fprintln(stderr, "error:", err)
		return ExitCommandLine
	}
	report(ctx, de.Diags)
	if de.Cause != nil {
		report(ctx, []diag.Diagnostic{*de.Cause})
	}
	src := diag.NewSource(os.ReadFile)
	for _, d := range de.Diags {
		diag.WriteText(stdout, d, src)
	}
	switch {
	case de.Msg == "":
	case de.Stdout:
		fmt.Fprintln(stdout, de.Msg)
	default:
		fmt.Fprintln(stderr, de.Msg)
	}
	return int(de.Code)
}
