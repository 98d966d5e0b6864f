package gate

import (
	"fmt"
	"io"
	"time"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/kernels"
)

// Result is the outcome of one kernel run: a file with its test header,
// or one launch pragma of a file.
type Result struct {
	File string
	// Launch is the line of the `#pragma bvgen launch` the run used (0 for
	// a test header).
	Launch int
	// From is where the launch comes from when not from the kernel file
	// (Job.From).
	From string
	// HostCalls are where the host code made the launch (Job.HostCalls).
	HostCalls []kernels.HostCall
	// Expect is the expectation: "pass" or "xfail:NAME".
	Expect string
	Flags  []string // the flags bvgen verify ran with
	Code   int      // bvgen verify's exit code
	Met    bool     // the expectation was met
	// Problem says how the expectation was not met ("" when Met).
	Problem string
	// Known: not met, but every finding is known to the baseline or
	// suppressed by a comment (does not fail the gate).
	Known bool
	// Findings are what keeps an unmet expectation from being met, each
	// new, known or suppressed (nil when met).
	Findings []Finding
	Cached   bool // taken from the result cache, not verified again
	Elapsed  time.Duration
	Output   string            // bvgen verify's output
	Diags    []diag.Diagnostic // the findings behind the output
}

// Name identifies the run: the file, with the launch pragma's line when
// it has one.
func (r *Result) Name() string {
	if r.From != "" {
		return fmt.Sprintf("%s (launch from %s)", r.File, r.From)
	}
	if r.Launch > 0 {
		return fmt.Sprintf("%s (launch at line %d)", r.File, r.Launch)
	}
	return r.File
}

// Key identifies the run in baselines and shards: the file, with
// ":LINE" of its launch pragma, or "@FROM" of a launch from elsewhere.
func (r *Result) Key() string {
	if r.From != "" {
		return r.File + "@" + r.From
	}
	if r.Launch > 0 {
		return fmt.Sprintf("%s:%d", r.File, r.Launch)
	}
	return r.File
}

// Failed: the expectation was not met and the baseline does not list it.
func (r *Result) Failed() bool { return !r.Met && !r.Known }

// Summary is a whole run of the gate.
type Summary struct {
	Results []Result // sorted by file, then launch line
	Elapsed time.Duration
	// Shard and Shards: this run covered shard Shard of Shards (1-based;
	// 0 of 0 when unsharded).
	Shard, Shards int
	Version       string // bvgen's version, for reports
	// NoExpectation are the .cl files with neither a test header nor a
	// launch pragma, not run (Plan.NoExpectation).
	NoExpectation []string
	// NotRun counts the jobs that did not run: the run was interrupted
	// (Interrupted) or stopped at the first failure (--fail-fast).
	NotRun      int
	Interrupted bool
	// Stale are the baseline entries of files that ran that no finding
	// matched; Unused, the suppression comments of files that ran that no
	// finding matched. Neither fails the gate: both can go.
	Stale  []StaleEntry
	Unused []Suppression
}

// Counts returns how many results met their expectation, failed, and
// failed but are known in the baseline.
func (s *Summary) Counts() (passed, failed, known int) {
	for i := range s.Results {
		r := &s.Results[i]
		switch {
		case r.Met:
			passed++
		case r.Known:
			known++
		default:
			failed++
		}
	}
	return passed, failed, known
}

// Formats are the report formats Render writes.
var Formats = []string{"text", "json", "sarif", "junit"}

// Render writes the summary in a format of Formats.
func Render(w io.Writer, format string, s *Summary) error {
	switch format {
	case "text":
		return WriteText(w, s, false)
	case "json":
		return WriteJSON(w, s)
	case "sarif":
		return WriteSARIF(w, s)
	case "junit":
		return WriteJUnit(w, s)
	}
	return fmt.Errorf("unknown format %q (formats: %v)", format, Formats)
}

// WriteText writes the human report: every failure with its output (and
// every result when verbose), the closing count line, then the notes: the
// slowest kernels, baseline entries that pass now, files without an
// expectation and runs that did not happen.
func WriteText(w io.Writer, s *Summary, verbose bool) error {
	for i := range s.Results {
		r := &s.Results[i]
		if r.Met && !verbose {
			continue
		}
		fmt.Fprintf(w, "%s %s (%s)\n", status(r), r.Name(), timing(r))
		if !r.Met {
			fmt.Fprintf(w, "     %s\n", r.Problem)
			for _, h := range r.HostCalls {
				fmt.Fprintf(w, "     launched by the host at %s\n", h)
			}
			writeFindings(w, r)
			for _, l := range splitLines(r.Output) {
				fmt.Fprintf(w, "     | %s\n", l)
			}
		}
	}
	passed, failed, known := s.Counts()
	if known > 0 {
		fmt.Fprintf(w, "%d passed, %d failed, %d known failures (baseline)\n", passed, failed, known)
	} else {
		fmt.Fprintf(w, "%d passed, %d failed\n", passed, failed)
	}
	return writeNotes(w, s)
}

// codeName is the GPUVerify name of an exit code (NOT_ALL_VERIFIED...).
func codeName(code int) string {
	best := ""
	for n, c := range diag.CodeNames {
		if int(c) == code && (best == "" || n < best) {
			best = n
		}
	}
	if best == "" {
		return fmt.Sprintf("EXIT_%d", code)
	}
	return best
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}
