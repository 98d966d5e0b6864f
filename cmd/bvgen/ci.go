package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/gate"
	"github.com/bvgen/bvgen/kernels"
	"github.com/bvgen/bvgen/pipeline"
	"github.com/bvgen/bvgen/verifycmd"
)

// ciFlags are the flags of bvgen ci (docs/ci.md).
type ciFlags struct {
	jobs                    int
	verbose, noCache        bool
	failFast                bool
	timeout, adviceTime     time.Duration
	format, output          string
	cacheDir, shard         string
	baseline, writeBaseline string
	reports                 []string // FORMAT=FILE
	launches                []string // launch files (bvgen record)
	config                  string   // the repository configuration (default: .bvgen.yaml found upward)
}

// newCICmd is the pre-merge gate: it runs every kernel under the given
// paths against its expectation — its test header, or each of its launch
// pragmas, which expect it verified — with package gate (DESIGN.md §9,
// docs/ci.md).
func newCICmd() *cobra.Command {
	var c ciFlags
	cmd := &cobra.Command{
		Use:   "ci [flags] [paths...]",
		Short: "verify every kernel under the paths against its expectation header or launch pragmas",
		Example: `  bvgen ci kernels/                                       # text report on stdout, progress on stderr
  bvgen ci --write-baseline=ci-baseline.txt kernels/      # accept today's findings
  bvgen ci --baseline=ci-baseline.txt kernels/            # fail on new findings only
  bvgen ci --format=sarif --output=ci.sarif kernels/      # code scanning
  bvgen ci --report=sarif=ci.sarif --report=junit=ci.xml kernels/
                                                          # text on stdout, SARIF and JUnit files, one run`,
		RunE: c.run,
	}
	f := cmd.Flags()
	f.IntVarP(&c.jobs, "jobs", "j", runtime.NumCPU(), "kernels to verify in parallel")
	f.BoolVar(&c.verbose, "verbose", false, "list every kernel in the text report, not only failures")
	f.DurationVar(&c.timeout, "timeout", 5*time.Minute, "bound on each kernel's verification (exit TIMEOUT beyond)")
	f.DurationVar(&c.adviceTime, "advice-time", verifycmd.AdviceBudget, "bound on the proofs that check a failure's advice, per kernel (0: none, failures reported sooner)")
	f.StringVar(&c.format, "format", "text", "report format: "+strings.Join(gate.Formats, ", "))
	f.StringVar(&c.output, "output", "-", "write the report to this file (- for standard output); progress goes to standard error")
	f.StringArrayVar(&c.reports, "report", nil, "also write the report in FORMAT to FILE (FORMAT=FILE, repeatable: --report=sarif=ci.sarif --report=junit=ci.xml)")
	f.StringVar(&c.cacheDir, "cache-dir", "", "result cache directory (default: the user cache directory's bvgen/ci)")
	f.BoolVar(&c.noCache, "no-cache", false, "verify every kernel, neither reading nor writing the cache")
	f.StringVar(&c.shard, "shard", "", "run shard I of N (I/N, 1-based) of the kernels")
	f.StringVar(&c.baseline, "baseline", "", "file of known failures (EXIT-CODE KERNEL lines) that do not fail the gate")
	f.StringVar(&c.writeBaseline, "write-baseline", "", "write this run's unmet expectations to this file as a baseline")
	f.StringVar(&c.config, "config", "", "the repository configuration (default: "+kernels.ConfigName+" in the first path's folder or above; docs/ci.md)")
	f.StringArrayVar(&c.launches, "launches", nil, "also gate the launches of this launch file (bvgen record; GPUVerify's JSON format), each expected to verify (repeatable)")
	f.BoolVar(&c.failFast, "fail-fast", false, "stop at the first unmet expectation (the running kernels are cancelled)")
	return cmd
}

func (c *ciFlags) run(cmd *cobra.Command, args []string) error {
	if !slices.Contains(gate.Formats, c.format) {
		return exitf(ExitCommandLine, "error: --format=%s: formats are %s", c.format, strings.Join(gate.Formats, ", "))
	}
	for _, r := range c.reports {
		format, file, ok := strings.Cut(r, "=")
		if !ok || file == "" || !slices.Contains(gate.Formats, format) {
			return exitf(ExitCommandLine, "error: --report=%s: give FORMAT=FILE with FORMAT one of %s", r, strings.Join(gate.Formats, ", "))
		}
	}
	shard, shards := 0, 0
	if c.shard != "" {
		var err error
		if shard, shards, err = gate.ParseShard(c.shard); err != nil {
			return exitf(ExitCommandLine, "error: %v", err)
		}
	}
	cfg, err := c.readConfig(args)
	if err != nil {
		return err
	}
	if len(args) == 0 && len(c.launches) == 0 {
		args = []string{"."}
		if cfg != nil {
			args = []string{cfg.Dir}
		}
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	plan, err := c.plan(cmd.ErrOrStderr(), args, cfg)
	if err != nil {
		return err
	}
	if len(plan.Jobs) == 0 {
		return exitf(ExitCommandLine, "error: nothing to check under %s: no .cl file with a //pass or //xfail: header or a #pragma bvgen launch (%d without)",
			strings.Join(args, " "), len(plan.NoExpectation))
	}
	versions, err := pipeline.Toolchain(ctx)
	if err != nil {
		return err
	}
	opts, err := c.options(cmd.ErrOrStderr(), versions)
	if err != nil {
		return err
	}
	s := gate.Run(ctx, gate.Shard(plan.Jobs, shard, shards), opts)
	s.Shard, s.Shards, s.NoExpectation = shard, shards, plan.NoExpectation
	if err := c.report(cmd.OutOrStdout(), c.format, c.output, s); err != nil {
		return err
	}
	for _, r := range c.reports {
		format, file, _ := strings.Cut(r, "=")
		if err := c.report(cmd.OutOrStdout(), format, file, s); err != nil {
			return err
		}
	}
	if s.Interrupted {
		return exitf(ExitInterrupted, "bvgen ci: interrupted")
	}
	if c.writeBaseline != "" {
		if err := gate.WriteBaseline(c.writeBaseline, s); err != nil {
			return exitf(ExitCommandLine, "error: %v", err)
		}
	}
	if code := s.ExitCode(); code != ExitOK {
		return &diag.Error{Code: diag.Code(code)}
	}
	return nil
}

// readConfig reads --config, or the repository configuration found from
// the first path's folder upward (nil when there is none).
func (c *ciFlags) readConfig(args []string) (*kernels.Config, error) {
	path := c.config
	if path == "" {
		from := "."
		if len(args) > 0 {
			from = args[0]
			if info, err := os.Stat(from); err == nil && !info.IsDir() {
				from = filepath.Dir(from)
			}
		}
		found, ok := kernels.FindConfig(from)
		if !ok {
			return nil, nil
		}
		path = found
	}
	cfg, err := kernels.ReadConfig(path, exitCodeNames())
	if err != nil {
		return nil, exitf(ExitCommandLine, "error: %v", err)
	}
	return cfg, nil
}

// plan lists the jobs: the kernels under args (with the configuration),
// then the recorded launches of --launches and of the configuration
// (their notes on standard error).
func (c *ciFlags) plan(stderr io.Writer, args []string, cfg *kernels.Config) (*gate.Plan, error) {
	plan := &gate.Plan{}
	launches := c.launches
	if len(args) > 0 {
		p, err := gate.DiscoverWith(args, exitCodeNames(), cfg)
		if err != nil {
			return nil, err
		}
		plan = p
	}
	if cfg != nil {
		launches = append(slices.Clone(launches), cfg.LaunchFiles...)
		fmt.Fprintf(stderr, "bvgen ci: configuration %s (%d rule(s), %d file(s) excluded, %d launch file(s))\n", cfg.Path, len(cfg.Rules), plan.Excluded, len(cfg.LaunchFiles))
	}
	jobs, notes, err := gate.RecordedJobs(launches)
	if err != nil {
		return nil, err
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "note: %s\n", n)
	}
	plan.Jobs = append(plan.Jobs, jobs...)
	// A program file that recorded launches run has its expectation.
	abs := func(p string) string {
		if a, err := filepath.Abs(p); err == nil {
			return a
		}
		return p
	}
	plan.NoExpectation = slices.DeleteFunc(plan.NoExpectation, func(f string) bool {
		return slices.ContainsFunc(jobs, func(j gate.Job) bool { return abs(j.File) == abs(f) })
	})
	return plan, nil
}

// options turns the flags into the gate's options: bvgen verify in-process
// per kernel, the cache (keyed by bvgen's and the tools' versions, the
// timeout and pipeline.Fingerprint) and the baseline.
func (c *ciFlags) options(progress io.Writer, versions string) (gate.Options, error) {
	o := gate.Options{Jobs: c.jobs, ExitNames: exitCodeNames(), FailFast: c.failFast, Progress: progress,
		Verify: verifyWith(c.timeout, c.adviceTime), Key: fingerprint}
	if c.baseline != "" {
		b, err := gate.ReadBaseline(c.baseline)
		if err != nil {
			return o, exitf(ExitCommandLine, "error: %v", err)
		}
		o.Baseline = b
	}
	if c.noCache {
		return o, nil
	}
	dir := c.cacheDir
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			fmt.Fprintf(progress, "bvgen ci: no cache (%v); give --cache-dir\n", err)
			return o, nil
		}
		dir = filepath.Join(base, "bvgen", "ci")
	}
	cache, err := gate.OpenCache(dir, strings.Join([]string{gate.Version(), versions, "timeout " + c.timeout.String()}, "\n"))
	if err != nil {
		return o, exitf(ExitCommandLine, "error: %v", err)
	}
	o.Cache = cache
	return o, nil
}

// verifyWith runs bvgen verify as a library on a kernel with its flags,
// bounded by timeout, its advice checks by adviceTime.
func verifyWith(timeout, adviceTime time.Duration) gate.VerifyFunc {
	return func(ctx context.Context, file string, flags []string) (int, string, []diag.Diagnostic) {
		return runner().Verify(ctx, file, append([]string{"--timeout=" + timeout.String(), "--advice-time=" + adviceTime.String()}, flags...))
	}
}

// fingerprint is pipeline.Fingerprint under a kernel's flags (their -D
// and -I are what preprocessing depends on; --boogie-file, what is
// proved).
func fingerprint(ctx context.Context, file string, flags []string) (string, []string, error) {
	cmd := newVerifyCmd()
	if err := cmd.ParseFlags(flags); err != nil {
		return "", nil, err
	}
	defines, _ := cmd.Flags().GetStringArray("define")
	includes, _ := cmd.Flags().GetStringArray("include")
	boogieFiles, _ := cmd.Flags().GetStringArray("boogie-file")
	return pipeline.Fingerprint(ctx, &pipeline.Config{Defines: defines, Includes: includes, BoogieFiles: boogieFiles}, file)
}

// report writes the final report to output ("-": stdout) in format.
func (c *ciFlags) report(stdout io.Writer, format, output string, s *gate.Summary) error {
	w := stdout
	if output != "-" && output != "" {
		f, err := os.Create(output)
		if err != nil {
			return exitf(ExitCommandLine, "error: %s: %v", output, err)
		}
		w = f
	}
	var err error
	if format == "text" {
		err = gate.WriteText(w, s, c.verbose)
	} else {
		err = gate.Render(w, format, s)
	}
	if f, ok := w.(*os.File); ok && w != stdout {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return exitf(ExitCommandLine, "error: %s: %v", output, err)
	}
	return nil
}
