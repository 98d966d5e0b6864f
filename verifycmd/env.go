package verifycmd

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"

	"github.com/bvgen/bvgen/diag"
)

// Env is what a run writes to and was given beside its options: its
// output streams, the flags as parsed (whether one was given), a sink for
// the diagnostics it reports, the command of the prover proxy, and
// whether it runs inside another run (bvgen ci's kernels, several files of
// one bvgen verify), where only the outer run may end the process.
type Env struct {
	Stdout, Stderr io.Writer
	Flags          *pflag.FlagSet
	// Sink, when set, receives every diagnostic the run reports (a
	// verdict's failures, the finding behind an error), for
	// machine-readable reports.
	Sink func([]diag.Diagnostic)
	// Proxy is the command of the prover proxy (pipeline.Config.Proxy),
	// nil for plain z3.
	Proxy  []string
	Nested bool
}

// report passes diagnostics to the sink, if any.
func (e *Env) report(ds []diag.Diagnostic) {
	if e.Sink != nil && len(ds) > 0 {
		e.Sink(ds)
	}
}

func exitf(code diag.Code, format string, args ...any) error {
	return diag.Errorf(code, format, args...)
}

// PrintError prints the error a run ended with, as bvgen does before
// exiting (its diagnostics, then its message), passes its diagnostics to
// the sink, and returns the exit code.
func (e *Env) PrintError(err error) int {
	if err == nil {
		return int(diag.OK)
	}
	var de *diag.Error
	if !errors.As(err, &de) {
		// Flag errors: unknown flags, commands and argument counts.
		fmt.Fprintln(e.Stderr, "error:", err)
		return int(diag.CommandLine)
	}
	e.report(de.Diags)
	if de.Cause != nil {
		e.report([]diag.Diagnostic{*de.Cause})
	}
	src := diag.NewSource(os.ReadFile)
	for _, d := range de.Diags {
		diag.WriteText(e.Stdout, d, src)
	}
	switch {
	case de.Msg == "":
	case de.Stdout:
		fmt.Fprintln(e.Stdout, de.Msg)
	default:
		fmt.Fprintln(e.Stderr, de.Msg)
	}
	return int(de.Code)
}
