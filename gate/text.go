package gate

import (
	"fmt"
	"io"
	"sort"

	"github.com/bvgen/bvgen/diag"
)

// slowest is how many of the slowest runs the text report names.
const slowest = 5

// writeNotes writes the end of the text report: the slowest runs,
// baseline entries that pass now, files without an expectation, and the
// runs that did not happen.
func writeNotes(w io.Writer, s *Summary) error {
	var ran []*Result
	for i := range s.Results {
		if r := &s.Results[i]; !r.Cached {
			ran = append(ran, r)
		}
	}
	sort.SliceStable(ran, func(a, b int) bool { return ran[a].Elapsed > ran[b].Elapsed })
	if len(ran) > slowest {
		ran = ran[:slowest]
	}
	if len(ran) > 1 {
		fmt.Fprintln(w, "slowest:")
		for _, r := range ran {
			fmt.Fprintf(w, "  %6.1fs %s\n", r.Elapsed.Seconds(), r.Name())
		}
	}
	if cached := len(s.Results) - countUncached(s); cached > 0 {
		fmt.Fprintf(w, "%d of %d results from the cache\n", cached, len(s.Results))
	}
	writeSuppressed(w, s)
	if len(s.Stale) > 0 {
		fmt.Fprintf(w, "%d stale baseline entr(ies): no finding matches them now; take them off the baseline:\n", len(s.Stale))
		for _, e := range s.Stale {
			fmt.Fprintf(w, "  %s  %s  %s  # %s\n", e.Fingerprint, e.Rule, e.File, e.Note)
		}
	}
	for _, u := range s.Unused {
		fmt.Fprintf(w, "unused: %s: bvgen-ignore %s matches no finding now; take it off\n", u.Pos, u.Rule)
	}
	if n := len(s.NoExpectation); n > 0 {
		fmt.Fprintf(w, "%d file(s) without an expectation (no //pass or //xfail: header, no #pragma bvgen launch), not run:\n", n)
		for _, f := range s.NoExpectation {
			fmt.Fprintf(w, "  %s\n", f)
		}
	}
	var err error
	switch {
	case s.Interrupted:
		_, err = fmt.Fprintf(w, "interrupted: %d run(s) did not finish\n", s.NotRun)
	case s.NotRun > 0:
		_, err = fmt.Fprintf(w, "stopped at the first failure (--fail-fast): %d run(s) did not finish\n", s.NotRun)
	}
	return err
}

func countUncached(s *Summary) int {
	n := 0
	for i := range s.Results {
		if !s.Results[i].Cached {
			n++
		}
	}
	return n
}

// ExitCode is the gate's exit code: Interrupted (8) when the run was
// interrupted, NotVerified (6) when a run failed its expectation and the
// baseline does not list it, OK otherwise.
func (s *Summary) ExitCode() int {
	_, failed, _ := s.Counts()
	switch {
	case s.Interrupted:
		return int(diag.Interrupted)
	case failed > 0:
		return int(diag.NotVerified)
	}
	return int(diag.OK)
}

// writeFindings lists an unmet result's findings with their state, when
// a baseline or a suppression had a say (otherwise the output shows them).
func writeFindings(w io.Writer, r *Result) {
	judged := false
	for _, f := range r.Findings {
		judged = judged || f.State != New
	}
	if !judged {
		return
	}
	for _, f := range r.Findings {
		where := ""
		if f.Diag.Pos.Line > 0 && f.Diag.Kind != diag.Expectation {
			where = fmt.Sprintf(" at line %d", f.Diag.Pos.Line)
		}
		fmt.Fprintf(w, "     %-10s %s%s: %s [%s]\n", string(f.State)+":", ruleOf(f.Diag), where, f.Diag.Msg, f.Fingerprint)
	}
}

// writeSuppressed lists every finding a comment suppresses, with its
// reason: tolerated, never hidden.
func writeSuppressed(w io.Writer, s *Summary) {
	var lines []string
	for i := range s.Results {
		for _, f := range s.Results[i].Findings {
			if f.State == Suppressed {
				lines = append(lines, fmt.Sprintf("  %s: %s (bvgen-ignore at line %d: %s)", f.Diag.Pos, f.Diag.Msg, f.Where.Line, f.Reason))
			}
		}
	}
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(w, "%d finding(s) suppressed by bvgen-ignore comments:\n", len(lines))
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}
