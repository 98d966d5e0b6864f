package gate

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/kernels"
)

// VerifyFunc runs bvgen verify on a file with flags below ctx (its
// cancellation must stop the run and every process it started) and
// returns the exit code, the output and the diagnostics behind it.
type VerifyFunc func(ctx context.Context, file string, flags []string) (code int, output string, diags []diag.Diagnostic)

// Options configure a run of the gate.
type Options struct {
	Verify VerifyFunc
	// Jobs is how many kernels run at once (at least 1).
	Jobs int
	// ExitNames map the names of //xfail:NAME to exit codes.
	ExitNames map[string]int
	// Cache, when set, answers runs whose key it holds; Key fingerprints
	// a run for it.
	Cache *Cache
	Key   KeyFunc
	// Baseline, when set, lists the known failures.
	Baseline *Baseline
	// FailFast stops at the first unmet expectation the baseline does not
	// list: the running kernels are cancelled and no more start.
	FailFast bool
	// Progress, when set, receives a line per finished run, as runs
	// finish: "[k/N] ok   file (1.2s)".
	Progress io.Writer
}

// Run runs the jobs and returns the summary, results sorted by file, then
// launch line. Cancelling ctx (SIGINT) stops the running kernels and
// starts no more: the summary holds what finished and is Interrupted.
func Run(ctx context.Context, jobs []Job, o Options) *Summary {
	start := time.Now()
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	workers := o.Jobs
	if workers < 1 {
		workers = 1
	}
	results := make([]*Result, len(jobs))
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r := o.runJob(runCtx, &jobs[i])
				if r == nil {
					continue
				}
				mu.Lock()
				results[i] = r
				done++
				o.progress(done, len(jobs), r)
				mu.Unlock()
				if o.FailFast && r.Failed() {
					stop()
				}
			}
		}()
	}
	for i := range jobs {
		if runCtx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	s := &Summary{Elapsed: time.Since(start), Version: Version(), Interrupted: ctx.Err() != nil}
	for _, r := range results {
		if r == nil {
			s.NotRun++
			continue
		}
		s.Results = append(s.Results, *r)
	}
	sort.SliceStable(s.Results, func(a, b int) bool {
		ra, rb := &s.Results[a], &s.Results[b]
		if ra.File != rb.File {
			return ra.File < rb.File
		}
		return ra.Launch < rb.Launch
	})
	if !s.Interrupted && s.NotRun == 0 {
		// What no finding matched can go; only a complete run can tell.
		s.Stale, s.Unused = o.Baseline.stale(ranFiles(s)), unusedSuppressions(jobs, s)
	}
	return s
}

// ranFiles are the files of a summary's results, as baselines spell them.
func ranFiles(s *Summary) map[string]bool {
	out := map[string]bool{}
	for i := range s.Results {
		out[filepath.ToSlash(filepath.Clean(s.Results[i].File))] = true
	}
	return out
}

// unusedSuppressions are the suppression comments of the jobs that no
// finding of the file's results matched.
func unusedSuppressions(jobs []Job, s *Summary) []Suppression {
	used := map[ir.Pos]bool{}
	for i := range s.Results {
		for _, f := range s.Results[i].Findings {
			if f.State == Suppressed {
				used[f.Where] = true
			}
		}
	}
	var out []Suppression
	seen := map[ir.Pos]bool{}
	for _, j := range jobs {
		for _, sup := range j.Suppressions {
			if !used[sup.Pos] && !seen[sup.Pos] {
				seen[sup.Pos] = true
				out = append(out, sup)
			}
		}
	}
	return out
}

// runJob runs one job, from the cache when it holds the job's key, and
// judges it; nil when ctx was cancelled before the run ended.
func (o *Options) runJob(ctx context.Context, j *Job) *Result {
	if ctx.Err() != nil {
		return nil
	}
	start := time.Now()
	r := &Result{File: j.File, Launch: j.Launch, From: j.From, HostCalls: j.HostCalls, Expect: j.expectName(), Flags: j.Expect.Flags}
	var key string
	var out *outcome
	if o.Cache != nil && o.Key != nil {
		// A fingerprint that fails (a missing header, say) just runs
		// the kernel uncached: the run reports the problem.
		if k, err := o.Cache.key(ctx, j.File, j.Expect.Flags, o.Key); err == nil {
			key = k
			if out, r.Cached = o.Cache.get(key); r.Cached {
				r.Elapsed = time.Since(start)
			}
		}
	}
	if out == nil {
		code, output, diags := o.Verify(ctx, j.File, j.Expect.Flags)
		if ctx.Err() != nil {
			return nil
		}
		r.Elapsed = time.Since(start)
		out = &outcome{Code: code, Output: output, Diags: diags, Elapsed: r.Elapsed}
		if key != "" {
			// A cache that cannot be written only costs time next run.
			_ = o.Cache.put(key, out)
		}
	}
	r.Code, r.Output, r.Diags = out.Code, out.Output, out.Diags
	r.Met, r.Problem = judge(j, out, o.ExitNames)
	o.judgeFindings(j, r, diag.NewSource(os.ReadFile))
	return r
}

// judge compares a run with the job's expectation (exit code, header
// patterns on the output, as GPUVerify's headers mean) and its want
// comments (on the diagnostics).
func judge(j *Job, out *outcome, exitNames map[string]int) (bool, string) {
	if err := j.Expect.Judge(out.Code, out.Output, exitNames); err != nil {
		return false, err.Error()
	}
	if err := kernels.CheckWants(j.File, j.Wants, out.Diags); err != nil {
		return false, err.Error()
	}
	return true, ""
}

// progress prints the line of the k-th finished run of n.
func (o *Options) progress(k, n int, r *Result) {
	if o.Progress == nil {
		return
	}
	fmt.Fprintf(o.Progress, "[%d/%d] %s %s (%s)\n", k, n, status(r), r.Name(), timing(r))
}

// status is a result's word in the text report.
func status(r *Result) string {
	switch {
	case r.Known:
		return "KNOWN"
	case !r.Met:
		return "FAIL"
	}
	return "ok  "
}

// timing is "1.2s", or "cached" for a cached result.
func timing(r *Result) string {
	if r.Cached {
		return "cached"
	}
	return fmt.Sprintf("%.1fs", r.Elapsed.Seconds())
}
