// Package diag is bvgen's one diagnostic type and its exit-code table.
// Every stage reports what it found as Diagnostics (a position, a kind, a
// message, related positions with their own messages, notes); an Error
// carries the exit code the run ends with (GPUVerify's numbers, DESIGN.md
// §7) and the diagnostics behind it. Renderers (text here; the gate's
// formats beside it) turn them into output, so no stage formats itself.
package diag

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// Code is a process exit code.
type Code int

// Exit codes, the same numbers as GPUVerify's.
const (
	OK            Code = 0
	CommandLine   Code = 1
	Clang         Code = 2
	Unsupported   Code = 4
	Reduction     Code = 5
	NotVerified   Code = 6
	Timeout       Code = 7
	Interrupted   Code = 8
	Configuration Code = 9
	// JSONError: a malformed launch file (verify --json; GPUVerify's
	// JSON_ERROR).
	JSONError      Code = 10
	BoogieInternal Code = 11
	// BoogieOther: Boogie rejects a user's --boogie-file (GPUVerify's
	// BOOGIE_OTHER_ERROR).
	BoogieOther Code = 12
	// DeviceLimit is bvgen's own (GPUVerify runs nothing on a device): the
	// test asks for more than the OpenCL device can do (a work group above
	// its maximum, or one the runtime refuses; buffers above its largest
	// allocation or its global memory). Not 9: nothing needs installing,
	// and a script that skips 9 would skip a test that can never run.
	DeviceLimit Code = 13
)

// CodeNames are the names expectation headers use (//xfail:NAME).
var CodeNames = map[string]Code{
	"SUCCESS": OK, "COMMAND_LINE_ERROR": CommandLine, "CLANG_ERROR": Clang,
	"IR_ERROR": Unsupported, "BUGLE_ERROR": Unsupported, "REDUCTION_ERROR": Reduction,
	"NOT_ALL_VERIFIED": NotVerified, "TIMEOUT": Timeout, "CTRL_C": Interrupted,
	"CONFIGURATION_ERROR": Configuration, "JSON_ERROR": JSONError, "BOOGIE_ERROR": BoogieInternal,
	"BOOGIE_OTHER_ERROR": BoogieOther, "DEVICE_LIMIT": DeviceLimit,
}

// CodeInfo describes an exit code for help texts and docs.
type CodeInfo struct {
	Code Code
	Name string // GPUVerify's name (CodeNames)
	When string
}

// Codes describes every exit code bvgen uses, in order.
var Codes = []CodeInfo{
	{OK, "SUCCESS", "verified (ci: every run met its expectation)"},
	{CommandLine, "COMMAND_LINE_ERROR", "bad flags or geometry, no kernel in the file, a malformed header, pragma or suppression"},
	{Clang, "CLANG_ERROR", "clang could not compile the kernel"},
	{Unsupported, "BUGLE_ERROR", "a construct or annotation bvgen cannot translate (nothing was verified)"},
	{Reduction, "REDUCTION_ERROR", "the two-thread reduction failed"},
	{NotVerified, "NOT_ALL_VERIFIED", "a race, barrier divergence or failed assertion (ci: an unmet expectation)"},
	{Timeout, "TIMEOUT", "--timeout ran out"},
	{Interrupted, "CTRL_C", "interrupted (SIGINT, SIGTERM)"},
	{Configuration, "CONFIGURATION_ERROR", "clang-14, opt-14, boogie or z3 is missing"},
	{JSONError, "JSON_ERROR", "a malformed launch file (verify --json), the entry and key named"},
	{BoogieInternal, "BOOGIE_ERROR", "Boogie failed on the generated program"},
	{BoogieOther, "BOOGIE_OTHER_ERROR", "Boogie rejects a --boogie-file"},
	{DeviceLimit, "DEVICE_LIMIT", "bvgen's own: a test beyond what the OpenCL device can do"},
}

// Kind classifies a diagnostic; it is the rule id of machine-readable
// reports.
type Kind string

// The kinds of diagnostics.
const (
	RaceReadWrite        Kind = "race/read-write"
	RaceWriteRead        Kind = "race/write-read"
	RaceWriteWrite       Kind = "race/write-write"
	RaceAtomic           Kind = "race/atomic"
	RaceCall             Kind = "race/call"
	Divergence           Kind = "barrier-divergence"
	Assertion            Kind = "assertion"
	LoopInvariant        Kind = "loop-invariant"
	Precondition         Kind = "precondition"
	Postcondition        Kind = "postcondition"
	BarrierInvariant     Kind = "barrier-invariant"
	NotGeneric           Kind = "not-generic"
	IntervalTest         Kind = "interval-test"
	UnwrittenRead        Kind = "unwritten-read"
	NullPointer          Kind = "null-pointer"
	OutOfBounds          Kind = "out-of-bounds"
	UnsupportedConstruct Kind = "unsupported"
	BadAnnotation        Kind = "annotation"
	Unattributed         Kind = "unattributed"
	PipelineDescription  Kind = "pipeline-description"
)

// Related is a secondary position of a diagnostic with its own message,
// e.g. an access of a race.
type Related struct {
	Pos ir.Pos
	Msg string
	// Sources, when there are several, are the positions the access may
	// have been made at (Pos is then zero): all are printed, never one
	// that may be wrong.
	Sources []ir.Pos
	// Note prints the position as a note ("FILE:L:C: note: Msg"), as the
	// precondition of a failed call; otherwise as an access of a race
	// ("Msg, FILE:L:C:").
	Note bool
}

// Diagnostic is one finding.
type Diagnostic struct {
	Kind     Kind
	Pos, End ir.Pos
	Msg      string
	Related  []Related
	Notes    []string
	// FileHeadline prints the headline with the file name only and a
	// trailing colon, as GPUVerify prints a race: the positions are those
	// of the accesses below it (Pos is still the checked access).
	FileHeadline bool
	// Race, for a race between two accesses, says what the message says
	// in words, for tools
	// (the advice on a failure) that must not read it from the text.
	Race *Race
}

// Race is what a race report is about: the array as the source names it
// and the kinds of the two accesses ("read", "write", "atomic"), the
// checked one (Related[0]) and the logged one (Related[1]).
type Race struct {
	Array           string
	Checked, Logged string
}

// Finding is a pass's typed error that is one diagnostic: the pass that
// finds the problem says what it is (kind, position, message), and every
// caller reports that diagnostic rather than reading the error's text.
type Finding interface {
	error
	Diagnostic() Diagnostic
}

// Error ends a run with an exit code. Msg is the line printed last (on
// standard error, or on standard output when Stdout is set: the result of
// --dump-after); Diags are the findings behind it, printed before it.
type Error struct {
	Code   Code
	Msg    string
	Diags  []Diagnostic
	Stdout bool
	// Cause is the finding Msg states, for machine-readable reports (the
	// text renderer prints Msg only), e.g. an unsupported construct.
	Cause *Diagnostic
}

func (e *Error) Error() string { return e.Msg }

// FindingError ends a run with code for err: its text is the message,
// and the diagnostic of the pass's finding in it (a Finding in its chain)
// the cause.
func FindingError(code Code, err error) *Error {
	e := &Error{Code: code, Msg: err.Error()}
	var f Finding
	if errors.As(err, &f) {
		d := f.Diagnostic()
		e.Cause = &d
	}
	return e
}

// Errorf makes an Error without diagnostics.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...)}
}

// Source reads lines of source files for quoting them under diagnostics;
// it reads each file once.
type Source struct {
	files map[string][]string
	read  func(string) ([]byte, error)
}

// NewSource quotes files read with read (os.ReadFile).
func NewSource(read func(string) ([]byte, error)) *Source {
	return &Source{files: map[string][]string{}, read: read}
}

// Line is the trimmed text of the line p names, or "".
func (s *Source) Line(p ir.Pos) string {
	if s == nil || p.Line < 1 {
		return ""
	}
	lines, ok := s.files[p.File]
	if !ok {
		if b, err := s.read(p.File); err == nil {
			lines = strings.Split(string(b), "\n")
		}
		s.files[p.File] = lines
	}
	if p.Line > len(lines) {
		return ""
	}
	return strings.TrimSpace(lines[p.Line-1])
}

// WriteText renders a diagnostic in GPUVerify's format (GPUVERIFY.md §5,
// DESIGN.md §7): the headline (position, "error:", message), the source
// line it names indented by two spaces, then each related position with
// its source line (an access of a race: "Read by work item ..., FILE:L:C:"
// or "..., possible sources are:" and each source), then bvgen's notes and
// a blank line.
func WriteText(w io.Writer, d Diagnostic, src *Source) {
	switch {
	case d.Pos.File == "" && d.Pos.Line == 0:
		fmt.Fprintf(w, "error: %s\n", d.Msg)
	case d.FileHeadline:
		fmt.Fprintf(w, "%s: error: %s:\n", d.Pos.File, d.Msg)
	default:
		fmt.Fprintf(w, "%s: error: %s\n", d.Pos, d.Msg)
		quote(w, d.Pos, src)
		callStack(w, d.Pos, src)
	}
	for _, r := range d.Related {
		fmt.Fprintln(w)
		switch {
		case r.Note:
			fmt.Fprintf(w, "%s: note: %s\n", r.Pos, r.Msg)
			quote(w, r.Pos, src)
		case len(r.Sources) > 1:
			fmt.Fprintf(w, "%s, possible sources are:\n", r.Msg)
			for i, p := range r.Sources {
				if i > 0 {
					fmt.Fprintln(w)
				}
				if p.Line == 0 || p.External { // code bvgen does not see (a function without a body)
					fmt.Fprintf(w, "external source location%s\n", externalCall(p))
					if p.External {
						quote(w, p, src)
					}
					continue
				}
				fmt.Fprintf(w, "%s:\n", withDir(p))
				quote(w, p, src)
				callStack(w, p, src)
			}
		case r.Pos.Line == 0 || r.Pos.External:
			fmt.Fprintf(w, "%s, from external source location%s\n", r.Msg, externalCall(r.Pos))
			if r.Pos.External {
				quote(w, r.Pos, src)
			}
		default:
			fmt.Fprintf(w, "%s, %s:\n", r.Msg, withDir(r.Pos))
			quote(w, r.Pos, src)
			callStack(w, r.Pos, src)
		}
	}
	for _, n := range d.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
	fmt.Fprintln(w)
}

// callStack prints the calls an access in an inlined helper was made
// through, innermost first, each with its source line:
//
//	in put, called from ./k.cl:8:3: put(s, l, l);
func callStack(w io.Writer, p ir.Pos, src *Source) {
	for _, c := range p.CallStack() {
		fmt.Fprintf(w, "  in %s, called from %s:", c.Func, withDir(c.Pos.Site()))
		if line := src.Line(c.Pos); line != "" {
			fmt.Fprintf(w, " %s", line)
		}
		fmt.Fprintln(w)
	}
}

// externalCall names the call an external access was made in (GPUVerify
// prints no position for it; editors can still jump to the call).
func externalCall(p ir.Pos) string {
	if !p.External || p.Line == 0 {
		return ""
	}
	return " (in the call at " + withDir(ir.Pos{File: p.File, Line: p.Line, Col: p.Col}) + "):"
}

// withDir prints an access's position with the file's directory, as
// GPUVerify does ("./kernel.cl:9:5" for a file named without one), so that
// expectations written for GPUVerify (", .+kernel.cl:9:") match.
func withDir(p ir.Pos) string {
	p = p.Site()
	if p.File != "" && !filepath.IsAbs(p.File) && filepath.Dir(p.File) == "." && !strings.HasPrefix(p.File, ".") {
		p.File = "./" + p.File
	}
	return p.String()
}

// quote prints the source line p names, indented by two spaces.
func quote(w io.Writer, p ir.Pos, src *Source) {
	if line := src.Line(p); line != "" {
		fmt.Fprintf(w, "  %s\n", line)
	}
}
