package prover

import (
	"fmt"

	"github.com/bvgen/bvgen/boogie"
)

// Status is the overall outcome of a Boogie run.
type Status int

// Outcomes, in the order a caller usually tests them.
const (
	// StatusVerified: "finished with N verified, 0 errors" and nothing
	// timed out or was inconclusive.
	StatusVerified Status = iota
	// StatusFailed: at least one verification error (see Result.Failures).
	StatusFailed
	// StatusTimeout: no error was found, but the run (Options.Timeout or the
	// context deadline) or a proof (Options.TimeLimit) timed out.
	StatusTimeout
	// StatusInconclusive: no error and no timeout, but the prover gave up
	// (inconclusive, out of memory, out of resource).
	StatusInconclusive
	// StatusInvalid: Boogie rejected the program (parse, name resolution
	// or type errors, in Result.Diagnostics). For bvgen this is an internal
	// error: the translator produced bad Boogie.
	StatusInvalid
	// StatusCrash: Boogie crashed or printed something this package does
	// not recognise (details in Result.Diagnostics and Result.Output).
	StatusCrash
)

var statusText = [...]string{
	StatusVerified:     "verified",
	StatusFailed:       "failed",
	StatusTimeout:      "timeout",
	StatusInconclusive: "inconclusive",
	StatusInvalid:      "invalid program",
	StatusCrash:        "crash",
}

func (s Status) String() string {
	if s < 0 || int(s) >= len(statusText) {
		return fmt.Sprintf("Status(%d)", int(s))
	}
	return statusText[s]
}

// Pos is a position in a .bpl file as Boogie prints it: `file(line,col)`.
// The zero Pos means "no position".
type Pos struct {
	File      string
	Line, Col int
}

// IsValid reports whether p is a real position.
func (p Pos) IsValid() bool { return p.Line > 0 }

func (p Pos) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%s(%d,%d)", p.File, p.Line, p.Col)
}

// FailureKind classifies a verification error by Boogie's error code.
type FailureKind int

// Failure kinds with the exact Boogie 2.4.1 messages.
const (
	// KindOther: an error this package does not classify, including an
	// assert with a {:msg "..."} attribute, which Boogie prints as the bare
	// message without position or code.
	KindOther FailureKind = iota
	// KindAssert: "Error BP5001: This assertion might not hold."
	KindAssert
	// KindPrecondition: "Error BP5002: A precondition for this call might
	// not hold." at the call; Related is the requires clause ("Related
	// location: This is the precondition that might not hold.").
	KindPrecondition
	// KindPostcondition: "Error BP5003: A postcondition might not hold on
	// this return path." at the return (or the closing brace); Related is
	// the ensures clause ("Related location: This is the postcondition that
	// might not hold.").
	KindPostcondition
	// KindInvariantEntry: "Error BP5004: This loop invariant might not hold
	// on entry."
	KindInvariantEntry
	// KindInvariantMaintained: "Error BP5005: This loop invariant might not
	// be maintained by the loop."
	KindInvariantMaintained
)

var kindByCode = map[string]FailureKind{
	"BP5001": KindAssert,
	"BP5002": KindPrecondition,
	"BP5003": KindPostcondition,
	"BP5004": KindInvariantEntry,
	"BP5005": KindInvariantMaintained,
}

var kindText = [...]string{
	KindOther:               "error",
	KindAssert:              "assertion might not hold",
	KindPrecondition:        "precondition might not hold",
	KindPostcondition:       "postcondition might not hold",
	KindInvariantEntry:      "loop invariant might not hold on entry",
	KindInvariantMaintained: "loop invariant might not be maintained",
}

func (k FailureKind) String() string {
	if k < 0 || int(k) >= len(kindText) {
		return fmt.Sprintf("FailureKind(%d)", int(k))
	}
	return kindText[k]
}

// TraceStep is one line of an execution trace: a block entered at Pos.
type TraceStep struct {
	Pos   Pos
	Label string
}

// Failure is one verification error.
type Failure struct {
	Kind    FailureKind
	Code    string // "BP5001"; empty for KindOther without code
	Message string // "This assertion might not hold."
	Pos     Pos    // the failing assert, invariant, call or return path
	// Related is the requires or ensures clause of a pre/postcondition
	// failure; zero otherwise.
	Related        Pos
	RelatedMessage string
	Trace          []TraceStep
	// Model is the counterexample, nil when Boogie gave none or when the
	// models could not be matched with the errors.
	Model Model
	// Node and RelatedNode are the AST nodes printed at Pos and Related.
	// Only Verify and Houdini set them, and only for lines the line map
	// knows (a postcondition failure's Pos is often a closing brace: nil).
	Node, RelatedNode boogie.Node
	// Confirmed: Model is from a rerun under z3's default configuration
	// (ConfirmModels), whose values satisfy the failing path.
	Confirmed bool
}

// Timeout is a procedure whose proof timed out (Options.TimeLimit).
//
//	k.bpl(5,11): Verification of 'p' timed out after 2 seconds
//	k.bpl(9,3): Timed out on BP5001: This assertion might not hold.
type Timeout struct {
	Proc    string
	Pos     Pos
	Seconds int
	// Pending are the obligations that were not proved when time ran out.
	// They are not known to fail and have no model.
	Pending []Failure
	// Node is the *Procedure printed at Pos (set by Verify and Houdini).
	Node boogie.Node
}

// Diagnostic is any other message: a parse or type error, a prover
// warning, a crash report.
type Diagnostic struct {
	Pos     Pos // zero if the message has none
	Message string
}

func (d Diagnostic) String() string {
	if !d.Pos.IsValid() {
		return d.Message
	}
	return d.Pos.String() + ": " + d.Message
}

// Result is the structured outcome of a Boogie run.
type Result struct {
	Status Status
	// Partial: the failures are those concrete runs found, not a proof's
	// (invariants' concrete verdict): the program may fail other checks.
	Partial bool
	// Counts from "Boogie program verifier finished with ..." (zero if the
	// line is missing).
	Verified, Errors, TimeOuts, Inconclusive, OutOfMemory, OutOfResource int

	// Failures are the verification errors in the order Boogie printed
	// them (by procedure, errors sorted by position within one; Houdini
	// runs order procedures differently from plain runs).
	Failures []Failure
	// Timeouts are procedures whose proof timed out (/timeLimit).
	Timeouts []Timeout
	// Diagnostics are all other messages worth showing.
	Diagnostics []Diagnostic
	// Assignment is Houdini's assignment to the existential constants
	// ("_b0 = True"); nil unless Boogie printed one.
	Assignment map[string]bool
	// ProcTimes are the prover times per procedure that Boogie's /trace
	// printed (Options.Trace), in its order.
	ProcTimes []ProcTime
	// Output is Boogie's stdout followed by its stderr, with the harmless
	// model_compress noise removed.
	Output string
	// Command is the command line that was run (Run, Verify, Houdini).
	Command []string
	// Program and Lines are the printed program and its line map (Verify,
	// Houdini).
	Program string
	Lines   map[int]boogie.Node
}

// ProcTime is how long Boogie took to verify one procedure (its
// implementation), from /trace: "[1.092 s, 22 proof obligations]" after
// "Verifying $scan ...", or "Time taken = 0.19" in a Houdini run.
type ProcTime struct {
	Proc    string
	Seconds float64
}

// Slowest is the procedure that took longest in ts, and false when ts is
// empty.
func Slowest(ts []ProcTime) (ProcTime, bool) {
	var best ProcTime
	for _, t := range ts {
		if t.Seconds > best.Seconds || best.Proc == "" {
			best = t
		}
	}
	return best, best.Proc != ""
}
