package main

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/kernels"
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
	requireTools(t, "clang-14", "opt-14", "boogie")
	files, err := kernels.Files("../../kernels")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	incomplete := readIncomplete(t, "../../kernels/INCOMPLETE")
	results := runCorpus(files, runtime.NumCPU(), 5*time.Minute)
	for _, r := range results {
		r := r
		t.Run(r.file, func(t *testing.T) {
			rel, _ := filepath.Rel("../../kernels", r.file)
			if reason, ok := incomplete[rel]; ok {
				if r.err == nil {
					t.Errorf("%s verifies now: take it off kernels/INCOMPLETE", rel)
				}
				t.Skipf("known incomplete (%s)", reason)
			}
			if r.err != nil {
				t.Errorf("%v (%.1fs)\n%s", r.err, r.elapsed.Seconds(), r.output)
			}
			wants, err := kernels.ParseWants(r.file)
			require.NoError(t, err)
			if err := kernels.CheckWants(r.file, wants, string(r.output)); err != nil {
				t.Errorf("%v\n%s", err, r.output)
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
