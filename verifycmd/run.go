package verifycmd

import (
	"bytes"
	"context"
	"io"
	"sync"

	"github.com/spf13/pflag"

	"github.com/bvgen/bvgen/diag"
)

// RegisterVerify adds the flags only bvgen verify has beside the shared
// ones: --staged and --kernel.
func (o *Options) RegisterVerify(f *pflag.FlagSet) {
	f.BoolVar(&o.staged, "staged", false, "prove race freedom first (assertions left out), then the assertions assuming race freedom (OOPSLA13 §5)")
	o.registerKernel(f)
}

func (o *Options) registerKernel(f *pflag.FlagSet) {
	f.StringVar(&o.cfg.Kernel, "kernel", "", "verify only this kernel of a file that defines several")
}

// flagSet is a flag set of o for a flag list given as text (an
// expectation header, a launch pragma, a launch file): the shared flags
// and --kernel, and verify's own when verify is set.
func (o *Options) flagSet(name string, verify bool) *pflag.FlagSet {
	f := pflag.NewFlagSet(name, pflag.ContinueOnError)
	f.SetOutput(io.Discard)
	o.Register(f)
	if verify {
		o.RegisterVerify(f)
	} else {
		o.registerKernel(f)
	}
	return f
}

// Verify is bvgen verify of the kernel file at path: once per launch
// (the command line's geometry, or each launch pragma of the file), each
// verdict rendered to env.Stdout.
func (o *Options) Verify(ctx context.Context, env *Env, path string) error {
	if err := o.CheckVerifyFlags(); err != nil {
		return err
	}
	return o.OnLaunches(env, path, true, func(o *Options) error {
		return o.WithKernel(ctx, env, path, o.verifyKernel)
	})
}

// CheckVerifyFlags refuses verify's flags that exclude each other.
func (o *Options) CheckVerifyFlags() error {
	if o.staged && o.cfg.NoRaceChecking {
		return exitf(diag.CommandLine, "error: --staged and --no-race-checking exclude each other")
	}
	return nil
}

// Runner runs bvgen verify as a library, the way expectation headers,
// launch files and bvgen ci give a kernel: a file and flags in verify's
// spelling. Proxy is the command of the prover proxy (nil: plain z3).
type Runner struct {
	Proxy []string
}

// Verify verifies file under flags below ctx, as one run inside another
// (no watchdog of its own), and returns the exit code, the output
// (standard output and error, interleaved as written) and the
// diagnostics behind it. It is gate.VerifyFunc.
func (r Runner) Verify(ctx context.Context, file string, flags []string) (int, string, []diag.Diagnostic) {
	var out bytes.Buffer
	code, ds := r.VerifyTo(ctx, file, flags, &out, &out)
	return code, out.String(), ds
}

// VerifyTo is Verify writing the output to stdout and stderr.
func (r Runner) VerifyTo(ctx context.Context, file string, flags []string, stdout, stderr io.Writer) (int, []diag.Diagnostic) {
	var mu sync.Mutex
	var ds []diag.Diagnostic
	var o Options
	f := o.flagSet("verify", true)
	env := &Env{Stdout: stdout, Stderr: stderr, Flags: f, Proxy: r.Proxy, Nested: true, Sink: func(more []diag.Diagnostic) {
		mu.Lock()
		defer mu.Unlock()
		ds = append(ds, more...)
	}}
	err := f.Parse(flags)
	switch {
	case err != nil:
	case f.NArg() > 0:
		err = exitf(diag.CommandLine, "error: unexpected argument %q among the flags of %s", f.Arg(0), file)
	case o.dumpAfter != "":
		// Its exit 0 would count as verified where a verdict is expected.
		err = exitf(diag.CommandLine, "error: --dump-after prints a pass's state and proves nothing: it cannot stand where a verdict is expected (bvgen ci, launch files, several files at once); run bvgen verify --dump-after on the one file")
	}
	if err == nil {
		err = o.Verify(ctx, env, file)
	}
	return env.PrintError(err), ds
}
