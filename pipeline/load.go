package pipeline

import (
	"context"
	"errors"
	"os"
	"time"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/ir"
)

// Kernel is a kernel file compiled and lowered once.
type Kernel struct {
	Path   string
	Module *ir.Module
}

// Load compiles and lowers a kernel file with the configuration's defines,
// includes and inlining.
func Load(ctx context.Context, cfg *Config, path string) (*Kernel, error) {
	return load(ctx, cfg, path, cfg.Defines)
}

func load(ctx context.Context, cfg *Config, path string, defines []string) (*Kernel, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, diag.Errorf(diag.CommandLine, "error: %v", err)
	}
	start := time.Now()
	m, err := frontend.Load(ctx, frontend.Options{Path: path, Defines: defines, Includes: cfg.Includes, NoInline: cfg.NoInline})
	if err != nil {
		return nil, frontendError(err)
	}
	cfg.stage("frontend (clang, opt, lowering)", start)
	if cfg.Kernel != "" {
		if err := pickKernel(m, cfg.Kernel, path); err != nil {
			return nil, err
		}
	}
	return &Kernel{Path: path, Module: m}, nil
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
	)
	switch {
	case errors.As(err, &unsup):
		return &diag.Error{Code: diag.Unsupported, Msg: err.Error(),
			Cause: &diag.Diagnostic{Kind: diag.UnsupportedConstruct, Pos: unsup.Pos, Msg: "unsupported " + unsup.What}}
	case errors.As(err, &annot):
		return &diag.Error{Code: diag.Unsupported, Msg: err.Error(),
			Cause: &diag.Diagnostic{Kind: diag.BadAnnotation, Pos: annot.Pos, Msg: annot.Msg}}
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
