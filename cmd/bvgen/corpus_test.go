package main

import (
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/kernels"
)

// TestCorpus verifies every kernel of kernels/ and checks its exit code and
// output against its expectation header (DESIGN.md §9). Racy kernels must
// fail: this is the soundness test of the corpus.
func TestCorpus(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	files, err := kernels.Files("../../kernels")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	results := runCorpus(files, runtime.NumCPU(), 5*time.Minute)
	for _, r := range results {
		r := r
		t.Run(r.file, func(t *testing.T) {
			if r.err != nil {
				t.Errorf("%v (%.1fs)\n%s", r.err, r.elapsed.Seconds(), r.output)
			}
		})
	}
}
