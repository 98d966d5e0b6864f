package main

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/gate"
)

// TestCorpus verifies every kernel of kernels/ and checks its exit code and
// output against its expectation header (DESIGN.md §9). Racy kernels must
// fail: this is the soundness test of the corpus. Kernels that bvgen cannot
// judge yet are listed in kernels/INCOMPLETE with the reason (race-free
// kernels it times out on or reports falsely, racy twins it times out on,
// and kernels it judges right but in more than 40 s); they run with a
// bvgen timeout of incompleteTimeout instead of 5 minutes, so that the
// real-world corpus (issue 30) keeps the test within CI's budget. For them only soundness is checked: a time-out or a false
// alarm is not a wrong answer, but a listed kernel whose header expects a
// failure must not verify, and a listed kernel that meets its expectation
// must be taken off the list (unless it is listed for its time, as slow
// or timing out: that depends on the machine's load, so it is logged). A kernel with `// want "regexp"` comments must
// report its errors at exactly those lines (kernels.CheckWants).
func TestCorpus(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "z3")
	plan, err := gate.Discover([]string{"../../kernels"}, exitCodeNames())
	require.NoError(t, err)
	require.NotEmpty(t, plan.Jobs)
	assert.Empty(t, plan.NoExpectation, "every corpus kernel needs a header or a launch pragma")
	incomplete := readIncomplete(t, "../../kernels/INCOMPLETE")
	// No checked advice: the corpus's verdicts are what is tested here
	// (advice is TestAdvice's), and its proofs cost the racy twins most of
	// their report time.
	full, short := verifyWith(5*time.Minute, 0), verifyWith(incompleteTimeout, 0)
	verify := func(ctx context.Context, file string, flags []string) (int, string, []diag.Diagnostic) {
		if _, ok := incomplete[corpusPath(file)]; ok {
			return short(ctx, file, flags)
		}
		return full(ctx, file, flags)
	}
	s := gate.Run(context.Background(), plan.Jobs, gate.Options{Verify: verify,
		Jobs: runtime.NumCPU(), ExitNames: exitCodeNames()})
	require.Len(t, s.Results, len(plan.Jobs))
	for _, r := range s.Results {
		r := r
		t.Run(r.Name(), func(t *testing.T) {
			rel := corpusPath(r.File)
			if reason, ok := incomplete[rel]; ok {
				if r.Expect != "pass" && r.Code == 0 {
					t.Errorf("%s is expected to fail (%s) but verified (%.1fs)\n%s", rel, r.Expect, r.Elapsed.Seconds(), r.Output)
				}
				switch {
				case r.Met && (strings.HasPrefix(reason, "slow:") || strings.HasPrefix(reason, "times out")):
					// Listed for its time, which varies with the load.
					t.Logf("%s met its expectation within %s: consider taking it off kernels/INCOMPLETE", rel, incompleteTimeout)
				case r.Met:
					t.Errorf("%s meets its expectation now (%s): take it off kernels/INCOMPLETE", rel, r.Expect)
				}
				t.Skipf("known incomplete (%s)", reason)
			}
			if !r.Met {
				t.Errorf("%s (%.1fs)\n%s", r.Problem, r.Elapsed.Seconds(), r.Output)
			}
		})
	}
}

// incompleteTimeout bounds bvgen on the kernels of kernels/INCOMPLETE.
const incompleteTimeout = 15 * time.Second

// corpusPath is a corpus file's path relative to kernels/, as
// kernels/INCOMPLETE lists it.
func corpusPath(file string) string {
	rel, err := filepath.Rel("../../kernels", file)
	if err != nil {
		return file
	}
	return filepath.ToSlash(rel)
}

// readIncomplete reads "path  reason" lines; # starts a comment.
func readIncomplete(t *testing.T, path string) map[string]string {
	out := map[string]string{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return out
	}
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.SplitN(line, " ", 2)
		reason := "no reason given"
		if len(fields) == 2 {
			reason = strings.TrimSpace(fields[1])
		}
		out[fields[0]] = reason
	}
	require.NoError(t, sc.Err())
	return out
}
