package prover

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bvgen/bvgen/boogie"
)

// ErrNotFound means the boogie binary, or the Mono runtime or z3 prover it
// needs, is missing. The CLI reports it as a configuration error (exit 9).
var ErrNotFound = errors.New("boogie not found (run scripts/install-deps.sh)")

// MissingError names the missing tool (boogie, its Mono runtime, or z3);
// it is ErrNotFound for errors.Is.
type MissingError struct {
	Tool   string // "boogie", "mono", "z3"
	Detail string // what was looked for, or what failed
}

func (e *MissingError) Error() string {
	return fmt.Sprintf("%s not found (%s); install the toolchain with scripts/install-deps.sh", e.Tool, e.Detail)
}

// Is makes a MissingError ErrNotFound.
func (e *MissingError) Is(target error) bool { return target == ErrNotFound }

// Options control a Boogie run. The zero value runs "boogie" from PATH
// with no timeout, Boogie's default error limit (5 per procedure) and
// counterexample models.
type Options struct {
	// Binary is the boogie executable; "" means "boogie".
	Binary string
	// Timeout bounds the whole run; 0 means no bound beyond the context's.
	// When it (or the context deadline) expires, the result has
	// StatusTimeout.
	Timeout time.Duration
	// TimeLimit is Boogie's /timeLimit:N, in seconds per procedure; 0
	// leaves Boogie's default (none).
	TimeLimit int
	// ErrorLimit is Boogie's /errorLimit:N (errors reported per
	// procedure); 0 leaves Boogie's default.
	ErrorLimit int
	// Flags are passed to boogie after the options above.
	Flags []string
	// File, if set, is where the program is written and left; otherwise it
	// goes to a temporary file that is removed.
	File string
	// NoModel skips asking for counterexample models.
	NoModel bool
	// FastUnsat puts the prover proxy between Boogie and z3 (package
	// z3proxy): each query is first tried without Boogie's labels, from
	// scratch, and only a query that this does not prove goes to Boogie's
	// z3. It needs Proxy; without it, or with BVGEN_NO_SHIM set, Boogie
	// uses z3 alone, with the same verdicts.
	FastUnsat bool
	// Proxy is the command that runs the proxy, without the arguments
	// `--z3=PATH -- Z3ARGS...` that Run appends: for the bvgen binary,
	// {os.Executable(), "z3-proxy"}. nil means no proxy.
	Proxy []string
	// ReportOnly is for a run of a program already known to fail, whose
	// failures are only reported (with FastUnsat; ProxyReportFlag): the
	// proxy reports each failing assertion once, along one path, and
	// ends the counterexamples, after one it gave from a fresh model,
	// when z3 does not answer the next query within its turn. The run ends sooner, but a racing
	// access is named with one logged access where the paths could name
	// several, and failures after a slow query are not reported. Never
	// for Houdini, whose queries after a counterexample decide.
	ReportOnly bool
	// Trace runs Boogie with /trace, so that the result says how long
	// each procedure took (Result.ProcTimes; bvgen --verbose).
	Trace bool
	// Linked are Boogie files linked into the program (GPUVerify's
	// --boogie-file): their text is appended after it, so that the
	// program's line map is unchanged, and Boogie's messages about their
	// lines name the file and its line (Link).
	Linked []Linked
}

// Linked is a Boogie file of the user's: its path as given, and its text.
type Linked struct {
	Path, Text string
}

// ProxyReportFlag is the proxy's flag for Options.ReportOnly (package
// z3proxy's ReportFlag).
const ProxyReportFlag = "--report"

// noProxyEnv, when set, makes FastUnsat runs use Boogie's z3 alone (for
// comparing the two).
const noProxyEnv = "BVGEN_NO_SHIM"

// Run writes program to a .bpl file, runs boogie on it and parses the
// output. Verification failures are not errors: they are in the Result.
// The error is non-nil only when Boogie could not be run: it wraps
// ErrNotFound when boogie (or mono, or z3) is missing, and is the
// context's error when ctx was cancelled before its deadline.
func Run(ctx context.Context, program string, opts Options) (*Result, error) {
	if opts.File != "" && filepath.Ext(opts.File) != ".bpl" {
		// Boogie refuses any other extension with a confusing message.
		return nil, fmt.Errorf("boogie file %q must end in .bpl", opts.File)
	}
	bin := opts.Binary
	if bin == "" {
		bin = "boogie"
	}
	path, err := exec.LookPath(bin)
	if err != nil {
		return nil, &MissingError{Tool: "boogie", Detail: err.Error()}
	}

	dir, err := os.MkdirTemp("", "bvgen-boogie-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	file := opts.File
	if file != "" {
		// Boogie runs in dir (below), so the user's path must not be
		// relative.
		if file, err = filepath.Abs(file); err != nil {
			return nil, err
		}
	} else {
		// A readable name, since Boogie prints it in every message.
		file = filepath.Join(dir, "program.bpl")
	}
	full, ranges := Link(program, opts.Linked)
	if err := os.WriteFile(file, []byte(full), 0o644); err != nil {
		return nil, err
	}
	modelFile := filepath.Join(dir, "model.txt")
	args, err := boogieArgs(opts, dir, file, modelFile)
	if err != nil {
		return nil, err
	}

	if opts.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Timeout)
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, path, args...)
	// Boogie's Houdini under /trace writes houdiniCexTrace.txt (hundreds of
	// megabytes on a real-world kernel) into its working directory: keep it
	// out of the user's.
	cmd.Dir = dir
	killGroupOnCancel(cmd)
	// Do not wait forever for pipes held open by an orphaned grandchild.
	cmd.WaitDelay = 2 * time.Second
	stdout, stderr := &outputWatch{}, &bytes.Buffer{}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	runErr := runUntilTrailer(cmd, stdout, modelFile) // exit.go
	out := stdout.String() + stderr.String()
	command := append([]string{path}, args...)

	// A run that finished on its own counts even if the deadline passed
	// meanwhile.
	if ctxErr := ctx.Err(); ctxErr != nil && runErr != nil {
		if !errors.Is(ctxErr, context.DeadlineExceeded) {
			return nil, ctxErr
		}
		r := &Result{Status: StatusTimeout, Output: FilterNoise(out), Command: command}
		r.Diagnostics = append(r.Diagnostics, Diagnostic{Message: "boogie timed out"})
		return r, nil
	}
	if missing := missingTool(runErr, out); missing != nil {
		return nil, missing
	}
	var exitErr *exec.ExitError
	if runErr != nil && !errors.As(runErr, &exitErr) {
		return nil, fmt.Errorf("running %s: %w", path, runErr)
	}

	models, err := os.ReadFile(modelFile)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	r := ParseOutput(out, string(models))
	r.Command = command
	ranges.relocate(r)
	if runErr != nil && r.Status == StatusCrash {
		r.Diagnostics = append(r.Diagnostics, Diagnostic{Message: "boogie: " + runErr.Error()})
	}
	return r, nil
}

// boogieArgs is Boogie's command line for file, less the boogie binary.
// The proxy's script, if any, is written to dir.
func boogieArgs(opts Options, dir, file, modelFile string) ([]string, error) {
	args := []string{"/nologo"}
	if !opts.NoModel {
		// /mv, not /printModel:1: only /mv keeps models in error order.
		args = append(args, "/mv:"+modelFile)
	}
	if opts.ErrorLimit > 0 {
		args = append(args, "/errorLimit:"+strconv.Itoa(opts.ErrorLimit))
	}
	if opts.TimeLimit > 0 {
		args = append(args, "/timeLimit:"+strconv.Itoa(opts.TimeLimit))
	}
	if opts.Trace {
		args = append(args, "/trace")
	}
	args = append(args, opts.Flags...)
	if opts.FastUnsat && len(opts.Proxy) > 0 && os.Getenv(noProxyEnv) == "" {
		z3, err := exec.LookPath("z3")
		if err != nil {
			return nil, &MissingError{Tool: "z3", Detail: "Boogie proves with the z3 prover, which must be on PATH"}
		}
		proxy := opts.Proxy
		if opts.ReportOnly {
			proxy = append(slices.Clone(proxy), ProxyReportFlag)
		}
		exe, err := proxyExecutable(dir, proxy, z3)
		if err != nil {
			return nil, fmt.Errorf("prover proxy: %w", err)
		}
		if exe != "" {
			args = append(args, "/z3exe:"+exe)
		}
	}
	return append(args, file), nil
}

// missingTool recognises the ways a run fails because the toolchain behind
// the boogie script is missing: the Debian script execs /usr/bin/cli
// (Mono) and passes /z3exe.
func missingTool(runErr error, out string) *MissingError {
	var exitErr *exec.ExitError
	if errors.As(runErr, &exitErr) && exitErr.ExitCode() == 127 {
		return &MissingError{Tool: "mono (Boogie's runtime)", Detail: "boogie could not start: " + strings.TrimSpace(out)}
	}
	if i := strings.Index(out, "Cannot find prover"); i >= 0 {
		msg := out[i:]
		if j := strings.IndexByte(msg, '\n'); j >= 0 {
			msg = msg[:j]
		}
		return &MissingError{Tool: "z3", Detail: "Boogie proves with the z3 prover: " + msg}
	}
	return nil
}

// Verify prints p, runs boogie on it, and links every failure to the AST
// nodes printed at its positions (Failure.Node, Failure.RelatedNode).
func Verify(ctx context.Context, p *boogie.Program, opts Options) (*Result, error) {
	text, lines := boogie.PrintWithMap(p)
	r, err := Run(ctx, text, opts)
	if err != nil {
		return nil, err
	}
	r.Program, r.Lines = text, lines
	link := func(f *Failure) {
		if f.Pos.IsValid() {
			f.Node = lines[f.Pos.Line]
		}
		if f.Related.IsValid() {
			f.RelatedNode = lines[f.Related.Line]
		}
	}
	for i := range r.Failures {
		link(&r.Failures[i])
		markTraceStates(&r.Failures[i], lines) // states.go
	}
	for i := range r.Timeouts {
		r.Timeouts[i].Node = lines[r.Timeouts[i].Pos.Line]
		for j := range r.Timeouts[i].Pending {
			link(&r.Timeouts[i].Pending[j])
		}
	}
	return r, nil
}
