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
	for i := range s.Results {
		if r := &s.Results[i]; r.Fixed {
			fmt.Fprintf(w, "fixed: %s meets its expectation now; take %s off the baseline\n", r.Name(), r.Key())
		}
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
