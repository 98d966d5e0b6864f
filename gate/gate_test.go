package gate

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"

	"github.com/bvgen/bvgen/diag"
)

// exitNames are diag's exit-code names as numbers.
func exitNames() map[string]int {
	out := map[string]int{}
	for n, c := range diag.CodeNames {
		out[n] = int(c)
	}
	return out
}

const (
	passHeader  = "//pass\n//--local_size=64\n__kernel void k() {}\n"
	xfailHeader = "//xfail:NOT_ALL_VERIFIED\n//--local_size=64\n//race\n__kernel void k() {}\n"
	twoLaunches = "/* production */\n#pragma bvgen launch --local_size=64 --num_groups=2\n" +
		"#pragma bvgen launch --local_size=128 --num_groups=1 -D N=4\n__kernel void k() {}\n"
)

// fake is a Verify callback answering by file name: "racy" files fail
// with a race, "slow" files wait for their context, others verify.
type fake struct {
	calls atomic.Int32
	delay time.Duration
}

func (f *fake) verify(ctx context.Context, file string, flags []string) (int, string, []diag.Diagnostic) {
	f.calls.Add(1)
	if strings.Contains(file, "slow") {
		<-ctx.Done()
		return int(diag.Interrupted), "interrupted", nil
	}
	time.Sleep(f.delay)
	if strings.Contains(file, "racy") {
		return int(diag.NotVerified), file + ": error: possible write-write race on out[0]\n", nil
	}
	return int(diag.OK), file + ": verified " + strings.Join(flags, " ") + "\n", nil
}

func TestDiscover(t *testing.T) {
	dir := golden.WriteTree(t, map[string]string{
		"a_ok.cl":   passHeader,
		"b_racy.cl": xfailHeader,
		"c_prod.cl": twoLaunches,
		"d_none.cl": "// Copyright\n__kernel void k() {}\n",
		"e_both.cl": "//xfail:NOT_ALL_VERIFIED\n//--local_size=8\n#pragma bvgen launch --local_size=64\n",
	})
	p, err := Discover([]string{dir}, exitNames())
	require.NoError(t, err)
	var got []string
	for _, j := range p.Jobs {
		got = append(got, fmt.Sprintf("%s %s %v", filepath.Base(j.Key()), j.expectName(), j.Expect.Flags))
	}
	assert.Equal(t, []string{
		"a_ok.cl pass [--local_size=64]",
		"b_racy.cl xfail:NOT_ALL_VERIFIED [--local_size=64]",
		"c_prod.cl:2 pass [--local_size=64 --num_groups=2]",
		"c_prod.cl:3 pass [--local_size=128 --num_groups=1 -D N=4]",
		"e_both.cl xfail:NOT_ALL_VERIFIED [--local_size=8]", // the header wins
	}, got)
	assert.Equal(t, []string{filepath.Join(dir, "d_none.cl")}, p.NoExpectation)

	for _, tc := range []struct{ name, text, want string }{
		{"no-flags.cl", "//pass\n__kernel void k() {}\n", "no-flags.cl:1: missing expectation header"},
		{"bad-re.cl", "//pass\n//\n//(\n", "bad-re.cl:3: bad regular expression"},
		{"bad-name.cl", "//xfail:NOPE\n//\n", `bad-name.cl:1: unknown exit-code name "NOPE"`},
		{"bad-pragma.cl", "#pragma bvgen launch --no-infer\n", "bad-pragma.cl:1: #pragma bvgen launch: --no-infer"},
	} {
		_, err := Discover([]string{golden.WriteTree(t, map[string]string{tc.name: tc.text})}, exitNames())
		var de *diag.Error
		require.ErrorAs(t, err, &de, tc.name)
		assert.Equal(t, diag.CommandLine, de.Code)
		assert.Contains(t, de.Msg, tc.want)
	}
}

// manyJobs discovers n pass kernels named k000.cl...
func manyJobs(t *testing.T, n int, name func(i int) string) []Job {
	files := map[string]string{}
	for i := 0; i < n; i++ {
		files[name(i)] = passHeader
	}
	p, err := Discover([]string{golden.WriteTree(t, files)}, exitNames())
	require.NoError(t, err)
	return p.Jobs
}

func TestRunOrderAndProgress(t *testing.T) {
	jobs := manyJobs(t, 12, func(i int) string {
		if i%3 == 0 {
			return fmt.Sprintf("k%02d_racy.cl", i)
		}
		return fmt.Sprintf("k%02d.cl", i)
	})
	var progress bytes.Buffer
	f := &fake{delay: time.Millisecond}
	s := Run(context.Background(), jobs, Options{Verify: f.verify, Jobs: 4, ExitNames: exitNames(), Progress: &progress})
	require.Len(t, s.Results, 12)
	for i, r := range s.Results {
		assert.Equal(t, jobs[i].File, r.File, "results are in the order of the files")
		assert.Equal(t, !strings.Contains(r.File, "racy"), r.Met, r.File)
	}
	lines := strings.Split(strings.TrimSpace(progress.String()), "\n")
	require.Len(t, lines, 12)
	for k, l := range lines {
		assert.Regexp(t, regexp.MustCompile(fmt.Sprintf(`^\[%d/12\] (ok  |FAIL) .*k\d\d(_racy)?\.cl \(\d+\.\ds\)$`, k+1)), l)
	}
	passed, failed, _ := s.Counts()
	assert.Equal(t, []int{8, 4, int(diag.NotVerified)}, []int{passed, failed, s.ExitCode()})
	var text bytes.Buffer
	require.NoError(t, WriteText(&text, s, false))
	assert.Contains(t, text.String(), "FAIL "+jobs[0].File)
	assert.Contains(t, text.String(), `expected pass (exit 0), got exit 6`)
	assert.Contains(t, text.String(), "8 passed, 4 failed\nslowest:\n")
}

// TestShards: for any number of shards, the shards partition the jobs.
func TestShards(t *testing.T) {
	jobs := manyJobs(t, 200, func(i int) string { return fmt.Sprintf("d%d/k%03d.cl", i%7, i) })
	for n := 1; n <= 9; n++ {
		seen := map[string]int{}
		for i := 1; i <= n; i++ {
			shard := Shard(jobs, i, n)
			if n > 1 {
				assert.Less(t, len(shard), 2*len(jobs)/n+5, "shard %d/%d is roughly balanced", i, n)
			}
			for _, j := range shard {
				seen[j.Key()]++
			}
		}
		assert.Len(t, seen, len(jobs), "the union of %d shards is every job", n)
		for k, c := range seen {
			assert.Equal(t, 1, c, "%s in %d of %d shards", k, c, n)
		}
	}
	for _, bad := range []string{"0/2", "3/2", "1/0", "x", "1/2/3", "1/2x"} {
		_, _, err := ParseShard(bad)
		assert.Error(t, err, bad)
	}
	i, n, err := ParseShard("2/3")
	require.NoError(t, err)
	assert.Equal(t, []int{2, 3}, []int{i, n})
}

func TestBaseline(t *testing.T) {
	dir := golden.WriteTree(t, map[string]string{
		"known_racy.cl": passHeader, // fails with exit 6, listed with 6
		"new_racy.cl":   passHeader, // fails, not listed
		"fixed.cl":      passHeader, // passes, listed
		"other_racy.cl": passHeader, // fails with 6, listed with another code
		"ok.cl":         passHeader,
	})
	base := filepath.Join(dir, "baseline.txt")
	k := func(name string) string { return filepath.Join(dir, name) }
	require.NoError(t, os.WriteFile(base, []byte("# known\n6 "+k("known_racy.cl")+"\n0 "+k("fixed.cl")+"\n2 "+k("other_racy.cl")+"\n"), 0o644))
	b, err := ReadBaseline(base)
	require.NoError(t, err)
	p, err := Discover([]string{dir}, exitNames())
	require.NoError(t, err)
	f := &fake{}
	s := Run(context.Background(), p.Jobs, Options{Verify: f.verify, Jobs: 2, ExitNames: exitNames(), Baseline: b})
	state := map[string]string{}
	for _, r := range s.Results {
		state[filepath.Base(r.File)] = fmt.Sprintf("met=%v known=%v fixed=%v failed=%v", r.Met, r.Known, r.Fixed, r.Failed())
	}
	assert.Equal(t, map[string]string{
		"known_racy.cl": "met=false known=true fixed=false failed=false",
		"new_racy.cl":   "met=false known=false fixed=false failed=true",
		"fixed.cl":      "met=true known=false fixed=true failed=false",
		"other_racy.cl": "met=false known=false fixed=false failed=true",
		"ok.cl":         "met=true known=false fixed=false failed=false",
	}, state)
	var text bytes.Buffer
	require.NoError(t, WriteText(&text, s, false))
	assert.Contains(t, text.String(), "2 passed, 2 failed, 1 known failures (baseline)")
	assert.Contains(t, text.String(), "fixed: "+k("fixed.cl")+" meets its expectation now; take "+k("fixed.cl")+" off the baseline")
	assert.Equal(t, int(diag.NotVerified), s.ExitCode())

	// The written baseline lists every unmet expectation; with it, the
	// same run passes the gate.
	out := filepath.Join(dir, "new-baseline.txt")
	require.NoError(t, WriteBaseline(out, s))
	b, err = ReadBaseline(out)
	require.NoError(t, err)
	s = Run(context.Background(), p.Jobs, Options{Verify: f.verify, Jobs: 2, ExitNames: exitNames(), Baseline: b})
	assert.Equal(t, int(diag.OK), s.ExitCode())

	require.NoError(t, os.WriteFile(base, []byte("kernels/x.cl\n"), 0o644))
	_, err = ReadBaseline(base)
	assert.ErrorContains(t, err, "baseline.txt:1: want EXIT-CODE KERNEL")
}

func TestFailFastAndInterrupt(t *testing.T) {
	files := map[string]string{"a_racy.cl": passHeader}
	for i := 0; i < 6; i++ {
		files[fmt.Sprintf("b%d_slow.cl", i)] = passHeader
	}
	p, err := Discover([]string{golden.WriteTree(t, files)}, exitNames())
	require.NoError(t, err)

	f := &fake{}
	s := Run(context.Background(), p.Jobs, Options{Verify: f.verify, Jobs: 2, ExitNames: exitNames(), FailFast: true})
	require.Len(t, s.Results, 1, "only the failure finished; the slow kernel running beside it was cancelled")
	assert.Equal(t, 6, s.NotRun)
	assert.False(t, s.Interrupted)
	assert.Equal(t, int(diag.NotVerified), s.ExitCode())
	assert.LessOrEqual(t, f.calls.Load(), int32(3), "no kernel started after the failure")

	ctx, cancel := context.WithCancel(context.Background())
	var once sync.Once
	progress := writerFunc(func(b []byte) { once.Do(cancel) }) // interrupt after the first result
	s = Run(ctx, p.Jobs, Options{Verify: (&fake{}).verify, Jobs: 2, ExitNames: exitNames(), Progress: progress})
	assert.True(t, s.Interrupted)
	assert.Len(t, s.Results, 1)
	assert.Equal(t, 6, s.NotRun)
	assert.Equal(t, int(diag.Interrupted), s.ExitCode())
	var text bytes.Buffer
	require.NoError(t, WriteText(&text, s, false))
	assert.Contains(t, text.String(), "interrupted: 6 run(s) did not finish")
}

type writerFunc func([]byte)

func (w writerFunc) Write(b []byte) (int, error) { w(b); return len(b), nil }
