package opencl

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jgillich/go-opencl/cl"
)

// BuildOptions are the compiler options of a program build.
type BuildOptions struct {
	Defines     []string // "NAME=VALUE" or "NAME", passed as -D
	IncludeDirs []string // passed as -I
	Extra       []string // passed verbatim (e.g. "-cl-std=CL1.2")
}

// String renders the options for clBuildProgram: "-D N=8 -I dir ...".
func (o BuildOptions) String() string {
	var parts []string
	for _, d := range o.Defines {
		parts = append(parts, "-D "+d)
	}
	for _, i := range o.IncludeDirs {
		parts = append(parts, "-I "+i)
	}
	parts = append(parts, o.Extra...)
	return strings.Join(parts, " ")
}

// Defined reports whether the options define macro name.
func (o BuildOptions) Defined(name string) bool {
	for _, d := range o.Defines {
		if k, _, _ := strings.Cut(d, "="); strings.TrimSpace(k) == name {
			return true
		}
	}
	return false
}

// BuildError is a failed program build; Log is the device compiler's log.
type BuildError struct {
	Device  string
	Options string
	Log     string
}

func (e *BuildError) Error() string {
	log := strings.TrimSpace(e.Log)
	if log == "" {
		log = "(the device compiler printed no log)"
	}
	opts := ""
	if e.Options != "" {
		opts = " with options " + e.Options
	}
	return fmt.Sprintf("OpenCL build failed on %s%s:\n%s", e.Device, opts, log)
}

// Program is a program built for an executor's device. Programs are cached
// per executor by source and options.
type Program struct {
	exec    *Executor
	prog    *cl.Program
	Source  string
	Options string
}

// Build compiles source with options on the executor's device, or returns
// the cached program if the same source and options were built before in
// this process. The duration is the build time this call spent (zero on a
// cache hit). A compile error is a *BuildError carrying the build log.
func (e *Executor) Build(source string, opts BuildOptions) (*Program, time.Duration, error) {
	var d time.Duration
	p, err := onCLThread(func() (*Program, error) {
		var (
			p   *Program
			err error
		)
		p, d, err = e.build(source, opts)
		return p, err
	})
	return p, d, err
}

func (e *Executor) build(source string, opts BuildOptions) (*Program, time.Duration, error) {
	options := opts.String()
	key := fmt.Sprintf("%x", sha256.Sum256([]byte(options+"\x00"+source)))
	e.mu.Lock()
	defer e.mu.Unlock()
	if p, ok := e.programs[key]; ok {
		return p, 0, nil
	}
	start := time.Now()
	prog, err := e.ctx.CreateProgramWithSource([]string{source})
	if err != nil {
		return nil, time.Since(start), fmt.Errorf("creating an OpenCL program: %w", err)
	}
	if err := prog.BuildProgram([]*cl.Device{e.dev}, options); err != nil {
		prog.Release()
		var be cl.BuildError
		if errors.As(err, &be) {
			return nil, time.Since(start), &BuildError{Device: e.info.Name, Options: options, Log: strings.TrimRight(string(be), "\x00")}
		}
		return nil, time.Since(start), &BuildError{Device: e.info.Name, Options: options, Log: err.Error()}
	}
	p := &Program{exec: e, prog: prog, Source: source, Options: options}
	e.programs[key] = p
	return p, time.Since(start), nil
}
