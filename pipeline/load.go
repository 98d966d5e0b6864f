package pipeline

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/genericity"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/twothread"
)

// Kernel is a kernel file compiled and lowered once.
type Kernel struct {
	Path   string
	Module *ir.Module
	// Abstract lists the generic names (TYPE, OPERATOR, IDENTITY) that the
	// kernel uses without defining them and that Load therefore
	// instantiated abstractly (OPERATOR uninterpreted: every monoid).
	Abstract []string
	// FileKernels are the names of every kernel the file defines, before
	// Config.Kernel picked one: reports name the kernel when there are
	// several.
	FileKernels []string
}

// Load compiles and lowers a kernel file with the configuration's defines,
// includes and inlining. A generic kernel that uses TYPE, OPERATOR or
// IDENTITY without a definition (neither -D nor #define) gets the abstract
// instantiation of `bvgen check` for what it leaves undefined, so that its
// proof holds for every monoid (DESIGN.md §8).
func Load(ctx context.Context, cfg *Config, path string) (*Kernel, error) {
	abstract, defines, err := cfg.abstractDefines(path)
	if err != nil {
		return nil, err
	}
	k, err := load(ctx, cfg, path, defines)
	if err != nil {
		return nil, err
	}
	k.Abstract = abstract
	return k, nil
}

// abstractDefines returns the generic names the kernel file uses without
// defining them, and the configuration's defines with their abstract
// instantiation added.
func (c *Config) abstractDefines(path string) ([]string, []string, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, diag.Errorf(diag.CommandLine, "error: %v", err)
	}
	var names, defines []string
	for i, name := range genericity.Names {
		if _, ok := c.defined(name); ok || !csource.UsesUndefined(string(src), name) {
			continue
		}
		names = append(names, name)
		defines = append(defines, genericity.AbstractDefines(genericity.Widths[0])[i])
	}
	if names == nil {
		return nil, c.Defines, nil
	}
	if !slices.Contains(names, "TYPE") {
		// The abstract OPERATOR and IDENTITY take and give the abstract
		// TYPE: with another TYPE, C's conversions would narrow what they
		// can return, and the proof would not cover the kernel.
		return nil, nil, diag.Errorf(diag.CommandLine, "%s: error: the kernel leaves %s undefined but TYPE is defined: bvgen instantiates them abstractly only together with TYPE; give them with -D or leave TYPE undefined too", path, strings.Join(names, " and "))
	}
	return names, append(append([]string(nil), c.Defines...), defines...), nil
}

func load(ctx context.Context, cfg *Config, path string, defines []string) (*Kernel, error) {
	return loadText(ctx, cfg, path, nil, defines)
}

// loadText is load of src, a text standing for the file at path (nil:
// the file's own text).
func loadText(ctx context.Context, cfg *Config, path string, src []byte, defines []string) (*Kernel, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, diag.Errorf(diag.CommandLine, "error: %v", err)
	}
	start := time.Now()
	cfg.Progress.enter(StageFrontend)
	m, err := frontend.Load(ctx, frontend.Options{Path: path, Source: src, Defines: defines, Includes: cfg.Includes, NoInline: cfg.NoInline,
		BeforeInline: cfg.GPUVerify.beforeInline()})
	if err != nil {
		return nil, cfg.timeoutStage(frontendError(err))
	}
	cfg.stage("frontend (clang, opt, lowering)", start)
	for _, w := range m.Warnings {
		cfg.logf("%s: warning: %s\n", w.Pos, w.Msg)
	}
	k := &Kernel{Path: path, Module: m}
	for _, f := range m.Kernels {
		k.FileKernels = append(k.FileKernels, f.Name)
	}
	if cfg.Kernel != "" {
		if err := pickKernel(m, cfg.Kernel, path); err != nil {
			return nil, err
		}
	}
	if err := cfg.GPUVerify.apply(m, path); err != nil {
		return nil, err
	}
	if cfg.GPUVerify.Debug {
		// GPUVerify's VCGen prints the barrier intervals it found.
		for _, ki := range twothread.BarrierIntervals(m, cfg.reductionOptions(AllChecks)) {
			cfg.logf("%s\n", ki)
		}
	}
	return k, nil
}

// Label names the kernel file in verdict lines: its path, and the kernels
// verified when the file defines several.
func (k *Kernel) Label() string {
	if len(k.FileKernels) < 2 {
		return k.Path
	}
	var names []string
	for _, f := range k.Module.Kernels {
		names = append(names, f.Name)
	}
	word := "kernel"
	if len(names) > 1 {
		word = "kernels"
	}
	return fmt.Sprintf("%s (%s %s)", k.Path, word, strings.Join(names, ", "))
}

// Assumptions says what a verdict on the kernel assumes: the
// configuration's assumptions and the generic names instantiated
// abstractly.
func (k *Kernel) Assumptions(cfg *Config) string {
	a := cfg.Assumptions()
	switch {
	case slices.Contains(k.Abstract, "OPERATOR"):
		a += "; " + strings.Join(k.Abstract, ", ") + " abstract (uninterpreted, as the kernel does not define them: the proof holds for every monoid)"
	case len(k.Abstract) > 0:
		a += "; TYPE abstract (a 32-bit type, as the kernel does not define it)"
	}
	if k.Module.NoPositions {
		a += "; an IR input without debug info: findings have no source positions (compile with -g)"
	}
	var none, some []string
	for _, w := range k.Module.Warnings {
		if w.Touches {
			some = append(some, w.Key)
		} else {
			none = append(none, w.Key)
		}
	}
	if len(none) > 0 {
		a += "; functions without a body (" + strings.Join(none, ", ") + ") touch no memory and reach no barrier"
	}
	if len(some) > 0 {
		a += "; functions without a body (" + strings.Join(some, ", ") + ") touch only the arrays their pointer arguments point into, and reach no barrier"
	}
	return a
}

// pickKernel keeps only the named kernel of a module.
func pickKernel(m *ir.Module, name, path string) error {
	var names []string
	for _, f := range m.Kernels {
		if f.Name == name {
			m.Kernels = []*ir.Function{f}
			return nil
		}
		names = append(names, f.Name)
	}
	return diag.Errorf(diag.CommandLine, "%s: error: no kernel %s (kernels: %v)", path, name, names)
}

// frontendError maps a frontend error to its exit code.
func frontendError(err error) error {
	var (
		unsup   *frontend.Unsupported
		annot   *frontend.AnnotationError
		clangE  *frontend.ClangError
		missing *frontend.ToolMissing
		pathE   *os.PathError
		none    *frontend.NoKernel
	)
	switch {
	case errors.As(err, &none):
		return &diag.Error{Code: diag.CommandLine, Msg: err.Error()}
	case errors.As(err, &unsup):
		return diag.FindingError(diag.Unsupported, err)
	case errors.As(err, &annot):
		return diag.FindingError(diag.Unsupported, err)
	case errors.As(err, &clangE):
		return &diag.Error{Code: diag.Clang, Msg: clangE.Diagnostics + "error: clang could not compile the kernel"}
	case errors.As(err, &missing):
		return &diag.Error{Code: diag.Configuration, Msg: err.Error()}
	case errors.As(err, &pathE):
		return &diag.Error{Code: diag.CommandLine, Msg: "error: " + err.Error()}
	case errors.Is(err, context.DeadlineExceeded):
		return &diag.Error{Code: diag.Timeout, Msg: "error: timed out"}
	case errors.Is(err, context.Canceled):
		return &diag.Error{Code: diag.Interrupted, Msg: "error: interrupted"}
	}
	return &diag.Error{Code: diag.Unsupported, Msg: "error: " + err.Error()}
}
