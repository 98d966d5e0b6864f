package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/twothread"
)

// reductionExit maps a reduction error to its exit code: constructs the
// reduction does not support are translation errors (exit 4), anything else
// is a reduction error (exit 5).
func reductionExit(err error) error {
	var te *twothread.TranslationError
	if errors.As(err, &te) {
		return &exitError{code: ExitTranslation, msg: err.Error()}
	}
	return &exitError{code: ExitReduction, msg: "error: " + err.Error()}
}

// Exit codes, the same numbers as GPUVerify's (DESIGN.md §7).
const (
	ExitOK             = 0
	ExitCommandLine    = 1
	ExitClang          = 2
	ExitTranslation    = 4
	ExitReduction      = 5
	ExitNotVerified    = 6
	ExitTimeout        = 7
	ExitConfiguration  = 9
	ExitBoogieInternal = 11
)

// exitCodeNames are the names expectation headers use (//xfail:NAME).
var exitCodeNames = map[string]int{
	"SUCCESS": ExitOK, "COMMAND_LINE_ERROR": ExitCommandLine, "CLANG_ERROR": ExitClang,
	"IR_ERROR": ExitTranslation, "BUGLE_ERROR": ExitTranslation, "REDUCTION_ERROR": ExitReduction,
	"NOT_ALL_VERIFIED": ExitNotVerified, "TIMEOUT": ExitTimeout,
	"CONFIGURATION_ERROR": ExitConfiguration, "BOOGIE_ERROR": ExitBoogieInternal,
}

// exitError carries an exit code and the message to print on stderr.
type exitError struct {
	code   int
	msg    string
	stdout bool // print msg on standard output (it is the result, e.g. --dump-after)
}

func (e *exitError) Error() string { return e.msg }

func exitf(code int, format string, args ...any) error {
	return &exitError{code: code, msg: fmt.Sprintf(format, args...)}
}

// frontendExit maps a frontend error to its exit code.
func frontendExit(err error) error {
	var (
		unsup   *frontend.Unsupported
		annot   *frontend.AnnotationError
		clangE  *frontend.ClangError
		missing *frontend.ToolMissing
		pathE   *os.PathError
	)
	switch {
	case errors.As(err, &unsup), errors.As(err, &annot):
		return &exitError{code: ExitTranslation, msg: err.Error()}
	case errors.As(err, &clangE):
		return &exitError{code: ExitClang, msg: clangE.Diagnostics + "error: clang could not compile the kernel"}
	case errors.As(err, &missing):
		return &exitError{code: ExitConfiguration, msg: err.Error()}
	case errors.As(err, &pathE):
		return &exitError{code: ExitCommandLine, msg: "error: " + err.Error()}
	case errors.Is(err, context.DeadlineExceeded):
		return &exitError{code: ExitTimeout, msg: "error: timed out"}
	}
	return &exitError{code: ExitTranslation, msg: "error: " + err.Error()}
}
