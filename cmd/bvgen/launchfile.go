package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/gate"
	"github.com/bvgen/bvgen/kernels"
	"github.com/bvgen/bvgen/pipeline"
	"github.com/bvgen/bvgen/verifycmd"
)

// Launch files (GPUVerify's --json mode): `bvgen verify --json FILE` with
// --list-intercepted, --verify-intercepted=N or --verify-all-intercepted
// reads launches recorded from an application (kernels.ReadLaunchFile)
// and verifies each at its recorded geometry, build options and integer
// scalar arguments, as `bvgen verify` of its program with those flags
// would (kernels.RecordedLaunch.VerifyFlags). Identical launches are
// verified once, and launches that differ only in what cannot change the
// verdict share a proof (kernels.ShareProofs); launches that differ only in
// scalar values are first proved once with the values unconstrained
// (launchproofs.go).

// jsonFlags are the launch-file options of verify.
type jsonFlags struct {
	file string
	list bool
	one  int
	all  bool
	// cache is --cache=FILE: verdicts kept across runs.
	cache string
}

func (j *jsonFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&j.file, "json", "", "verify launches recorded from an application: a launch file in GPUVerify's JSON format (bvgen record writes one); with one of the three options below")
	f.BoolVar(&j.list, "list-intercepted", false, "with --json: list the launches of the file, numbered")
	f.IntVar(&j.one, "verify-intercepted", 0, "with --json: verify launch N of the file (the numbers of --list-intercepted)")
	f.BoolVar(&j.all, "verify-all-intercepted", false, "with --json: verify every launch of the file")
	f.StringVar(&j.cache, "cache", "", "with --json: keep verdicts in this file across runs; a launch whose program, options, bvgen and tools are unchanged is answered from it")
}

// names of the launch-file flags, kept from each launch's own run.
var jsonFlagNames = []string{"json", "list-intercepted", "verify-intercepted", "verify-all-intercepted", "cache", "format"}

// verifyLaunchFile runs verify's --json mode.
func verifyLaunchFile(cmd *cobra.Command, o *verifycmd.Options, j *jsonFlags, format string, args []string) error {
	modes := 0
	for _, on := range []bool{j.list, j.one != 0, j.all} {
		if on {
			modes++
		}
	}
	switch {
	case len(args) > 0:
		return exitf(ExitCommandLine, "error: --json verifies the launches of its file: give no kernel file (got %s)", strings.Join(args, " "))
	case o.HasGeometry():
		return exitf(ExitCommandLine, "error: --json takes each launch's geometry from the file: --local_size, --num_groups and --global_size are not allowed with it")
	case modes != 1:
		return exitf(ExitCommandLine, "error: --json needs one of --list-intercepted, --verify-intercepted=N, --verify-all-intercepted")
	}
	ls, err := kernels.ReadLaunchFile(j.file)
	if err != nil {
		var lfe *kernels.LaunchFileError
		if errors.As(err, &lfe) && lfe.Entry > 0 {
			return exitf(ExitJSON, "%s: error: entry %d: %s (JSON_ERROR)", lfe.Path, lfe.Entry, lfe.Msg)
		}
		return exitf(ExitJSON, "error: %v (JSON_ERROR)", err)
	}
	if len(ls) == 0 {
		// An empty recording verifies nothing: never a verdict.
		if j.list {
			fmt.Fprintf(cmd.OutOrStdout(), "%s: no launches\n", j.file)
			return nil
		}
		return exitf(ExitCommandLine, "%s: error: no launches in the file: nothing to verify", j.file)
	}
	if j.list {
		listLaunches(cmd.OutOrStdout(), ls)
		return nil
	}
	if j.one != 0 {
		l, ok := launchNumbered(ls, j.one)
		if !ok {
			return exitf(ExitCommandLine, "error: --verify-intercepted=%d: %s has launches 1 to %d", j.one, j.file, lastIndex(ls))
		}
		ls = []kernels.RecordedLaunch{l}
	}
	cache, err := j.openCache(cmd.Context())
	if err != nil {
		return err
	}
	common := changedFlags(cmd.Flags(), jsonFlagNames...)
	v := &launchVerifier{cmd: cmd, format: format, common: common, cache: cache, file: j.file,
		familyTimeout: familyBound(o.Timeout())}
	return v.run(ls, o.BoundsChecked())
}

// openCache opens --cache=FILE, keyed by bvgen's and the tools' versions.
func (j *jsonFlags) openCache(ctx context.Context) (*gate.Cache, error) {
	if j.cache == "" {
		return nil, nil
	}
	versions, err := pipeline.Toolchain(ctx)
	if err != nil {
		return nil, err
	}
	c, err := gate.OpenCacheFile(j.cache, gate.Version()+"\n"+versions)
	if err != nil {
		return nil, exitf(ExitCommandLine, "error: %v", err)
	}
	return c, nil
}

// listLaunches prints the launches of a file, numbered.
func listLaunches(w io.Writer, ls []kernels.RecordedLaunch) {
	for _, l := range ls {
		local := "chosen by the runtime"
		if l.Local != nil {
			local = fmt.Sprint(l.Local)
		}
		fmt.Fprintf(w, "%d%s: %s of %s, global size %v, local size %s, %d argument(s)", l.Index, sameNote(l), l.EntryPoint, l.KernelFile, l.Global, local, len(l.Args))
		if l.CompilerFlags != "" {
			fmt.Fprintf(w, ", built with %q", l.CompilerFlags)
		}
		fmt.Fprint(w, hostNote(l.HostCalls))
		fmt.Fprintln(w)
	}
}

// sameNote names the identical launches verified with l.
func sameNote(l kernels.RecordedLaunch) string {
	if len(l.Same) == 0 {
		return ""
	}
	same := make([]string, len(l.Same))
	for i, n := range l.Same {
		same[i] = strconv.Itoa(n)
	}
	return fmt.Sprintf(" (also %s: identical)", strings.Join(same, ", "))
}

// launchNumbered finds launch n, also when it is identical to an earlier one.
func launchNumbered(ls []kernels.RecordedLaunch, n int) (kernels.RecordedLaunch, bool) {
	for _, l := range ls {
		if l.Index == n {
			return l, true
		}
		for _, m := range l.Same {
			if m == n {
				return l, true
			}
		}
	}
	return kernels.RecordedLaunch{}, false
}

func lastIndex(ls []kernels.RecordedLaunch) int {
	last := 0
	for _, l := range ls {
		last = max(last, l.Index)
		for _, m := range l.Same {
			last = max(last, m)
		}
	}
	return last
}

// familyBound is the bound of a family's proof with scalar values
// unconstrained: familyTimeout, or the run's own when smaller.
func familyBound(timeout time.Duration) time.Duration {
	if timeout > 0 && timeout < familyTimeout {
		return timeout
	}
	return familyTimeout
}
