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

	"github.com/bvgen/bvgen/gate"
)

// TestCorpus verifies every kernel of kernels/ and checks its exit code and
// output against its expectation header (DESIGN.md §9). Racy kernels must
// fail: this is the soundness test of the corpus. Race-free kernels that
// bvgen cannot prove yet are listed in kernels/INCOMPLETE with the reason;
// for them only soundness is checked (they may fail to verify), and a
// listed kernel that verifies must be taken off the list. A kernel with
// `// want "regexp"` comments must report its errors at exactly those lines
// (kernels.CheckWants).
func TestCorpus(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "z3")
	plan, err := gate.Discover([]string{"../../kernels"}, exitCodeNames())
	require.NoError(t, err)
	require.NotEmpty(t, plan.Jobs)
	assert.Empty(t, plan.NoExpectation, "every corpus kernel needs a header or a launch pragma")
	incomplete := readIncomplete(t, "../../kernels/INCOMPLETE")
	s := gate.Run(context.Background(), plan.Jobs, gate.Options{Verify: verifyWith(5 * time.Minute),
		Jobs: runtime.NumCPU(), ExitNames: exitCodeNames()})
	require.Len(t, s.Results, len(plan.Jobs))
	for _, r := range s.Results {
		r := r
		t.Run(r.Name(), func(t *testing.T) {
			rel, _ := filepath.Rel("../../kernels", r.File)
			if reason, ok := incomplete[rel]; ok {
				if r.Met {
					t.Errorf("%s verifies now: take it off kernels/INCOMPLETE", rel)
				}
				t.Skipf("known incomplete (%s)", reason)
			}
			if !r.Met {
				t.Errorf("%s (%.1fs)\n%s", r.Problem, r.Elapsed.Seconds(), r.Output)
			}
		})
	}
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
