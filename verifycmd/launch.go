package verifycmd

import (
	"fmt"
	"os"
	"strings"

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

// LaunchRun is one run of a command: the options it runs with and the
// pragma they came from (nil: the command line alone).
type LaunchRun struct {
	opts   Options
	Pragma *kernels.Launch
}

// Options are the run's options, with the line of the pragma they came
// from.
func (r *LaunchRun) Options() *Options { return r.opts.at(r.Pragma) }

// HasGeometry reports whether the command line gives a geometry flag.
func (o *Options) HasGeometry() bool {
	return o.localSize != "" || o.numGroups != "" || o.globalSize != ""
}

// LaunchRuns returns the runs of a command on the kernel file: the command
// line alone when it gives a geometry flag (or when the file's pragmas
// cannot be read: loading the file reports why), else one run per launch
// pragma. Without geometry from either, a command that needs it
// (required) fails with exit 1 and says what to add.
func (o *Options) LaunchRuns(path string, required bool) ([]LaunchRun, error) {
	if o.HasGeometry() {
		return []LaunchRun{{opts: *o}}, nil
	}
	if _, err := os.Stat(path); err != nil {
		return []LaunchRun{{opts: *o}}, nil
	}
	pragmas, err := kernels.LaunchPragmas(path)
	if err != nil {
		return nil, exitf(diag.CommandLine, "error: %v", err)
	}
	if len(pragmas) == 0 {
		if required {
			return nil, exitf(diag.CommandLine, "%s: error: no launch geometry: give it on the command line (--local_size=64 --num_groups=16) or in the kernel file (#pragma bvgen launch --local_size=64 --num_groups=16); a kernel is verified for one launch geometry, as in GPUVerify", path)
		}
		return []LaunchRun{{opts: *o}}, nil
	}
	var runs []LaunchRun
	for i := range pragmas {
		p := &pragmas[i]
		merged, err := o.withPragma(path, p)
		if err != nil {
			return nil, err
		}
		runs = append(runs, LaunchRun{opts: merged, Pragma: p})
	}
	return runs, nil
}

// withPragma returns the Options of a run with a launch pragma's flags
// under the command line's.
func (o *Options) withPragma(path string, p *kernels.Launch) (Options, error) {
	var po Options
	f := po.flagSet("launch", false)
	if err := f.Parse(p.Flags); err != nil {
		return po, exitf(diag.CommandLine, "%s:%d: error: #pragma bvgen launch: %v", path, p.Line, err)
	}
	merged := *o
	merged.localSize, merged.numGroups, merged.globalSize = po.localSize, po.numGroups, po.globalSize
	merged.cfg.Defines = nil
	for _, d := range po.cfg.Defines {
		if !definesMacro(o.cfg.Defines, d) {
			merged.cfg.Defines = append(merged.cfg.Defines, d)
		}
	}
	merged.cfg.Defines = append(merged.cfg.Defines, o.cfg.Defines...)
	merged.cfg.Includes = append(append([]string(nil), po.cfg.Includes...), o.cfg.Includes...)
	// kernels.LaunchPragmas made the pragma's paths relative to the
	// kernel's folder.
	merged.cfg.BoogieFiles = append(append([]string(nil), po.cfg.BoogieFiles...), o.cfg.BoogieFiles...)
	if merged.cfg.Kernel == "" {
		merged.cfg.Kernel = po.cfg.Kernel
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

// OnLaunches runs f once per launch of the kernel file at path: with the
// command line's options, or once per launch pragma. Each run of several
// prints the pragma it comes from first and its outcome (the error of a
// failed run printed as bvgen prints it); the result is nil when every
// run succeeded, else an error with the worst exit code.
func (o *Options) OnLaunches(env *Env, path string, required bool, f func(o *Options) error) error {
	runs, err := o.LaunchRuns(path, required)
	if err != nil {
		return err
	}
	if len(runs) == 1 {
		return f(runs[0].Options())
	}
	w := env.Stdout
	worst, failed := int(diag.OK), 0
	for i := range runs {
		r := &runs[i]
		fmt.Fprintf(w, "%s:%d: #pragma bvgen launch %s\n", path, r.Pragma.Line, strings.Join(r.Pragma.Flags, " "))
		code := env.PrintError(f(r.Options()))
		if code != int(diag.OK) {
			failed++
			worst = max(worst, code)
		}
		if code == int(diag.Interrupted) {
			break
		}
	}
	if worst == int(diag.OK) {
		return nil
	}
	return &diag.Error{Code: diag.Code(worst), Msg: fmt.Sprintf("%s: %d of %d launches not verified", path, failed, len(runs)), Stdout: true}
}

// at returns the Options with the line of the pragma they came from.
func (o Options) at(p *kernels.Launch) *Options {
	if p != nil {
		o.launchLine = p.Line
	}
	return &o
}
