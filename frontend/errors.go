package frontend

import (
	"fmt"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Unsupported reports a construct bvgen cannot translate (exit code 4).
type Unsupported struct {
	Pos  ir.Pos
	What string
}

func (e *Unsupported) Error() string {
	return e.Pos.Error("unsupported " + e.What)
}

// The front end's findings are diagnostics of their own.
var (
	_ diag.Finding = (*Unsupported)(nil)
	_ diag.Finding = (*AnnotationError)(nil)
)

// Diagnostic is the finding as bvgen reports it.
func (e *Unsupported) Diagnostic() diag.Diagnostic {
	return diag.Diagnostic{Kind: diag.UnsupportedConstruct, Pos: e.Pos, Msg: "unsupported " + e.What}
}

// NoKernel reports a file that defines no __kernel function (an empty
// file, or helpers only): there is nothing to verify, which is a mistake
// in what was asked (exit code 1), not a construct bvgen cannot handle.
type NoKernel struct {
	File string
}

func (e *NoKernel) Error() string {
	return fmt.Sprintf("%s: error: no __kernel function in the file: nothing to verify", e.File)
}

// AnnotationError reports a misplaced or malformed annotation, e.g. an
// invariant pragma that is not followed by a loop (exit code 4).
type AnnotationError struct {
	Pos ir.Pos
	Msg string
}

func (e *AnnotationError) Error() string {
	return e.Pos.Error(e.Msg)
}

// Diagnostic is the finding as bvgen reports it.
func (e *AnnotationError) Diagnostic() diag.Diagnostic {
	return diag.Diagnostic{Kind: diag.BadAnnotation, Pos: e.Pos, Msg: e.Msg}
}

// ClangError carries clang's diagnostics for a kernel that does not compile
// (exit code 2).
type ClangError struct {
	Diagnostics string
}

func (e *ClangError) Error() string { return e.Diagnostics }

// ToolMissing reports that clang-14 or opt-14 is not installed (exit code 9).
type ToolMissing struct {
	Tool string
}

func (e *ToolMissing) Error() string {
	return fmt.Sprintf("error: %s not found on PATH; install the toolchain with scripts/install-deps.sh", e.Tool)
}

// InternalError is a failure of bvgen itself or of a tool it drives that is
// not the user's fault (e.g. opt crashing, llir failing to parse).
type InternalError struct {
	Msg string
}

func (e *InternalError) Error() string { return "internal error: " + e.Msg }
