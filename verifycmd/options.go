package verifycmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/pipeline"
)

// Options are the flags shared by every command that reads a kernel; they
// follow GPUVerify's spelling where it has one (DESIGN.md §7). Register
// binds them to a flag set; the rest of a run reads them here.
type Options struct {
	// cfg holds the flags that are pipeline options as they are: the
	// flags are bound to its fields, and config completes it (geometry,
	// GPUVerify's options, the run's streams).
	cfg                              pipeline.Config
	localSize, numGroups, globalSize string
	progress                         *pipeline.Progress // the run's stage, for timeout messages
	dumpAfter                        string
	staged                           bool
	maxErrors                        int
	adviceTime                       time.Duration
	// launchLine is the line of the launch pragma the geometry came from.
	launchLine int
	gv         gpuverifyFlags
}

// Register adds the options' flags to f: the flags every command that
// reads a kernel shares (bvgen, verify, check, test, ir).
func (o *Options) Register(f *pflag.FlagSet) {
	f.StringVar(&o.localSize, "local_size", "", "work-group size: 64, 64,64 or [64,64]; * for unconstrained")
	f.StringVar(&o.numGroups, "num_groups", "", "number of work groups per dimension")
	f.StringVar(&o.globalSize, "global_size", "", "global size per dimension (alternative to --num_groups)")
	f.BoolVar(&o.gv.opts.OnlyIntraGroup, "only-intra-group", false, "check races within one work group only")
	f.BoolVar(&o.cfg.NoInline, "no-inline", false, "keep helper functions as procedures instead of inlining them")
	f.BoolVar(&o.cfg.NoInfer, "no-infer", false, "do not infer loop invariants")
	f.BoolVar(&o.cfg.InferInfo, "infer-info", false, "list the candidate loop invariants kept and dropped, with the reason, on stderr")
	f.IntVar(&o.cfg.ConcreteRuns, "concrete-runs", DefaultConcreteRuns, "concrete runs per kernel before Houdini: they refute candidate loop invariants (the invariants kept are the same, found in fewer prover rounds) and find failing checks, whose verdict then needs no Houdini (up to 8 times as many runs until one fails, then up to 32 times when none did; 0: none)")
	f.StringVar(&o.cfg.SaveBoogie, "save-boogie", "", "also write the Boogie program to this .bpl file")
	f.StringArrayVar(&o.cfg.BoogieFiles, "boogie-file", nil, "GPUVerify's option: link the Boogie declarations and axioms of this .bpl file into every Boogie program (assumed: an inconsistent axiom proves anything); repeatable")
	f.DurationVar(&o.cfg.Timeout, "timeout", 5*time.Minute, "bound on the whole run (e.g. 30s, 2m)")
	f.BoolVar(&o.cfg.Verbose, "verbose", false, "print the time of each stage")
	f.DurationVar(&o.adviceTime, "advice-time", AdviceBudget, "bound on the proofs that check a failure's advice (a requires, a barrier); 0: no checked advice, the verdict sooner")
	f.IntVar(&o.maxErrors, "max-errors", 0, "print at most N failures of a kernel (0: all); the verdict still counts them all")
	f.StringArrayVarP(&o.cfg.Defines, "define", "D", nil, "define a macro: -D NAME or -D NAME=VALUE (function-like macros too)")
	f.StringArrayVarP(&o.cfg.Includes, "include", "I", nil, "add an include directory")
	f.BoolVar(&o.cfg.NoRaceChecking, "no-race-checking", false, "prove assertions, invariants and postconditions assuming race freedom")
	f.StringVar(&o.dumpAfter, "dump-after", "", "print the state after the named reduction pass and stop ("+strings.Join(pipeline.PassNames(), ", ")+")")
	o.gv.register(f)
}

// geometry parses the launch-geometry flags.
func (o *Options) geometry() (ir.Geometry, error) {
	g := ir.Geometry{}
	if o.numGroups != "" && o.globalSize != "" {
		// GPUVerify's rule: one of the two gives the number of groups.
		return g, exitf(diag.CommandLine, "error: argument --num_groups=: not allowed with argument --global_size= (give the number of groups or the global size)")
	}
	for _, p := range []struct {
		flag string
		s    string
		dst  *ir.Dims
	}{{"--local_size", o.localSize, &g.LocalSize}, {"--num_groups", o.numGroups, &g.NumGroups}, {"--global_size", o.globalSize, &g.GlobalSize}} {
		if p.s == "" {
			continue
		}
		d, err := ir.ParseDims(p.s)
		if err != nil {
			return g, exitf(diag.CommandLine, "error: %s: %v", p.flag, err)
		}
		*p.dst = d
	}
	if err := g.Resolve(); err != nil {
		return g, exitf(diag.CommandLine, "error: %v", err)
	}
	if err := checkGeometry(g, o.gv.compat); err != nil {
		return g, exitf(diag.CommandLine, "error: %v", err)
	}
	return g, nil
}

// DefaultConcreteRuns is --concrete-runs' default.
const DefaultConcreteRuns = 64

// AdviceBudget is --advice-time's default: it bounds the proofs that
// check the advice of a failed verification (a precondition or a barrier
// that would remove a failure). On the real-world corpus (issue 30) the
// checks that gave advice took 0.5-4 s each, and the ones that gave none
// ran to their bound: at 20 s they added 45% to the failing kernels' time.
const AdviceBudget = 5 * time.Second

// maxGlobalSize is the largest global size of a dimension: bvgen's
// work-item ids are 32-bit, so a larger grid would give two work items the
// same global id (ids wrap at 2^32) and report races between them.
const maxGlobalSize = 1<<32 - 1

// checkGeometry refuses a launch bvgen cannot model faithfully: a global
// size beyond 32-bit ids, and (outside GPUVerify's compatibility mode,
// where a missing dimension is 1 as GPUVerify takes it) a local size and
// a number of groups with different numbers of dimensions, which is
// almost always a mistake (--local_size=8,8 --num_groups=2).
func checkGeometry(g ir.Geometry, compat bool) error {
	if !compat && g.LocalSize != nil && g.NumGroups != nil && len(g.LocalSize) != len(g.NumGroups) {
		return fmt.Errorf("--local_size=%s has %d dimension(s) and --num_groups=%s has %d: give both in every dimension (e.g. --num_groups=%s)",
			strings.Trim(g.LocalSize.String(), "[]"), len(g.LocalSize), strings.Trim(g.NumGroups.String(), "[]"), len(g.NumGroups), padDims(g.NumGroups, len(g.LocalSize)))
	}
	for i := 0; i < 3; i++ {
		ls, ng := g.LocalSize.Dim(i), g.NumGroups.Dim(i)
		if ls == ir.Unconstrained || ng == ir.Unconstrained {
			continue
		}
		if ls*ng > maxGlobalSize {
			return fmt.Errorf("the global size in dimension %d is %d × %d = %d, beyond 2^32 - 1: bvgen's work-item ids are 32-bit, so work items would share ids (give a smaller --local_size or --num_groups)", i, ls, ng, ls*ng)
		}
	}
	return nil
}

// padDims spells d with n dimensions, the missing ones 1.
func padDims(d ir.Dims, n int) string {
	var ps []string
	for i := 0; i < n; i++ {
		ps = append(ps, fmt.Sprint(d.Dim(i)))
	}
	return strings.Join(ps, ",")
}

// config turns the flags into the pipeline's configuration.
func (o *Options) config(env *Env) (*pipeline.Config, error) {
	g, err := o.geometry()
	if err != nil {
		return nil, err
	}
	if o.cfg.ConcreteRuns < 0 {
		return nil, exitf(diag.CommandLine, "error: --concrete-runs=%d: the number of runs must be at least 0", o.cfg.ConcreteRuns)
	}
	o.progress = &pipeline.Progress{}
	c := o.cfg
	cfg := &c
	cfg.Progress, cfg.Geometry, cfg.LaunchLine, cfg.Proxy, cfg.Log = o.progress, g, o.launchLine, env.Proxy, env.Stderr
	if err := o.gv.configure(cfg); err != nil {
		return nil, err
	}
	if !o.gv.compat {
		// GPUVerify gives no advice; its test suite's timings stay its own.
		cfg.AdviceBudget = o.adviceTime
	}
	return cfg, nil
}

// Run calls f with the configuration and a context below ctx bounded by
// --timeout (and cancelled by SIGINT and SIGTERM), for the kernel file at
// path.
func (o *Options) Run(ctx context.Context, env *Env, path string, f func(ctx context.Context, cfg *pipeline.Config, env *Env, path string) error) error {
	if err := o.gv.apply(o, env.Flags, env.Stderr); err != nil {
		return err
	}
	cfg, err := o.config(env)
	if err != nil {
		return err
	}
	ctx, cancel := o.context(ctx, env.Nested)
	defer cancel()
	return f(ctx, cfg, env, path)
}

// WithKernel is Run that also loads the kernel, and prints the state
// after a reduction pass instead when --dump-after asks.
func (o *Options) WithKernel(ctx context.Context, env *Env, path string, f func(ctx context.Context, cfg *pipeline.Config, env *Env, k *pipeline.Kernel) error) error {
	return o.Run(ctx, env, path, func(ctx context.Context, cfg *pipeline.Config, env *Env, path string) error {
		if o.dumpAfter != "" {
			if err := pipeline.CheckPass(o.dumpAfter); err != nil {
				return err
			}
		}
		k, err := pipeline.Load(ctx, cfg, path)
		if err != nil {
			return err
		}
		if o.dumpAfter != "" {
			text, err := k.DumpAfter(cfg, o.dumpAfter)
			if err != nil {
				return err
			}
			return &diag.Error{Code: diag.OK, Msg: strings.TrimRight(text, "\n"), Stdout: true}
		}
		return f(ctx, cfg, env, k)
	})
}

// context returns a context bounded by --timeout, below parent (bvgen ci
// runs each kernel's verify below its own).
// SIGINT and SIGTERM cancel it too, so that Boogie and z3 (in their own
// process group) are killed rather than left running when bvgen is. A
// phase that computes without watching the context (the reduction of a
// huge kernel) would ignore that: at the top level (not nested) a
// watchdog then ends the process hardStop after the cancellation, with
// exit 8 (interrupted) or 7 (timed out).
func (o *Options) context(parent context.Context, nested bool) (context.Context, context.CancelFunc) {
	if parent == nil {
		parent = context.Background()
	}
	base, stop := signal.NotifyContext(parent, os.Interrupt, syscall.SIGTERM)
	ctx, cancel := context.WithCancel(base)
	if o.cfg.Timeout > 0 {
		ctx, cancel = context.WithTimeout(base, o.cfg.Timeout)
	}
	done := make(chan struct{})
	if !nested {
		go watchdog(ctx, done, os.Stderr, o.cfg.Timeout, o.progress)
	}
	return ctx, func() { close(done); cancel(); stop() }
}

// hardStop is how long a cancelled run may take to stop by itself.
const hardStop = 3 * time.Second

// watchdog ends the process when ctx is done and the run has not
// returned within hardStop (done is closed when it returns).
func watchdog(ctx context.Context, done <-chan struct{}, stderr io.Writer, timeout time.Duration, progress *pipeline.Progress) {
	select {
	case <-done:
		return
	case <-ctx.Done():
	}
	select {
	case <-done:
	case <-time.After(hardStop):
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			fmt.Fprintf(stderr, "error: timed out%s (--timeout=%s)\n", progress.During(), timeout)
			os.Exit(int(diag.Timeout))
		}
		fmt.Fprintln(stderr, "error: interrupted")
		os.Exit(int(diag.Interrupted))
	}
}

// Timeout is --timeout.
func (o *Options) Timeout() time.Duration { return o.cfg.Timeout }

// SaveBoogie is --save-boogie.
func (o *Options) SaveBoogie() string { return o.cfg.SaveBoogie }

// BoundsChecked tells whether array bounds may be checked: by the flag or
// a --vcgen-opt naming it.
func (o *Options) BoundsChecked() bool { return o.gv.boundsChecked() }
