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
	"github.com/bvgen/bvgen/ir"
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

// TestBaseline: a baseline lists findings, not runs: a new race in a
// baselined file fails the gate (issue 34's case: vec4.cl baselined for
// one race, a new race in another kernel of the same file); a finding
// that is gone leaves a stale entry; entries survive lines shifting.
func TestBaseline(t *testing.T) {
	dir := golden.WriteTree(t, map[string]string{"vec4.cl": vec4, "other.cl": "#pragma bvgen launch --local_size=64\n__kernel void k() {}\n"})
	vec := filepath.Join(dir, "vec4.cl")
	first := race(vec, 4, "possible write-write race on p[0] (kernel first)")
	second := race(vec, 9, "possible write-write race on q[0] (kernel second)")
	p, err := Discover([]string{dir}, exitNames())
	require.NoError(t, err)
	run := func(f fakeFindings, b *Baseline) *Summary {
		return Run(context.Background(), p.Jobs, Options{Verify: f.verify, Jobs: 2, ExitNames: exitNames(), Baseline: b})
	}
	s := run(fakeFindings{"vec4.cl": {first}}, nil)
	assert.Equal(t, int(diag.NotVerified), s.ExitCode())
	base := filepath.Join(dir, "baseline.txt")
	require.NoError(t, WriteBaseline(base, s))
	b, err := ReadBaseline(base)
	require.NoError(t, err)

	for _, tc := range []struct {
		name  string
		found []diag.Diagnostic
		shift bool // a line added at the top of the file
		code  int
		text  []string
	}{
		{"the known finding passes", []diag.Diagnostic{first}, false, 0, []string{"KNOWN " + vec, "known:", "1 passed, 0 failed, 1 known failures (baseline)"}},
		{"a new finding in the same file fails", []diag.Diagnostic{first, second}, false, 6,
			[]string{"FAIL " + vec, "known:", "race at line 4", "new:", "race at line 9: possible write-write race on q[0] (kernel second)", "1 passed, 1 failed"}},
		{"a line added above keeps the entry", []diag.Diagnostic{shifted(first)}, true, 0, []string{"1 known failures (baseline)"}},
		{"a fixed finding leaves a stale entry", nil, false, 0, []string{"2 passed, 0 failed", "1 stale baseline entr(ies)", "race  " + filepath.ToSlash(vec) + "  # possible write-write race on p[0] (kernel first) (line 4)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := vec4
			if tc.shift {
				src = "// a comment\n" + vec4
			}
			require.NoError(t, os.WriteFile(vec, []byte(src), 0o644))
			b, err := ReadBaseline(base)
			require.NoError(t, err)
			s := run(fakeFindings{"vec4.cl": tc.found}, b)
			assert.Equal(t, tc.code, s.ExitCode())
			var text bytes.Buffer
			require.NoError(t, WriteText(&text, s, false))
			assertInOrder(t, text.String(), tc.text)
		})
	}
	_ = b

	require.NoError(t, os.WriteFile(base, []byte("6 kernels/x.cl\n"), 0o644))
	_, err = ReadBaseline(base)
	assert.ErrorContains(t, err, "baseline.txt:1: \"6 kernels/x.cl\" is a baseline entry of a whole run")
	require.NoError(t, os.WriteFile(base, []byte("abc race\n"), 0o644))
	_, err = ReadBaseline(base)
	assert.ErrorContains(t, err, "baseline.txt:1: want FINGERPRINT RULE FILE")
}

// TestSuppressions: a bvgen-ignore comment with a reason tolerates the
// findings of its rule at its line or the next, lists them with the
// reason, and is reported when it matches nothing; a malformed one stops
// the run (exit 1) naming its line.
func TestSuppressions(t *testing.T) {
	ignored := strings.Replace(vec4, "  q[0] = i;", "  // bvgen-ignore race: q[0] is a debug flag any work item may set\n  q[0] = i;", 1)
	dir := golden.WriteTree(t, map[string]string{"vec4.cl": ignored})
	vec := filepath.Join(dir, "vec4.cl")
	p, err := Discover([]string{dir}, exitNames())
	require.NoError(t, err)
	require.Len(t, p.Jobs[0].Suppressions, 1)
	for _, tc := range []struct {
		name  string
		found []diag.Diagnostic
		code  int
		text  []string
	}{
		{"suppressed and listed", []diag.Diagnostic{race(vec, 10, "possible write-write race on q[0] (kernel second)")}, 0,
			[]string{"KNOWN " + vec, "suppressed:", "1 finding(s) suppressed by bvgen-ignore comments:", vec + ":10:3: possible write-write race on q[0] (kernel second) (bvgen-ignore at line 9: q[0] is a debug flag any work item may set)"}},
		{"another rule is not", []diag.Diagnostic{{Kind: diag.Divergence, Pos: ir.Pos{File: vec, Line: 10, Col: 3}, Msg: "barrier may be reached by non-uniform control flow"}}, 6,
			[]string{"FAIL " + vec, "0 passed, 1 failed", "unused: " + vec + ":9:3: bvgen-ignore race matches no finding now"}},
		{"another line is not", []diag.Diagnostic{race(vec, 4, "possible write-write race on p[0] (kernel first)")}, 6, []string{"FAIL", "unused: "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Run(context.Background(), p.Jobs, Options{Verify: fakeFindings{"vec4.cl": tc.found}.verify, Jobs: 1, ExitNames: exitNames()})
			assert.Equal(t, tc.code, s.ExitCode())
			var text bytes.Buffer
			require.NoError(t, WriteText(&text, s, false))
			assertInOrder(t, text.String(), tc.text)
		})
	}
	for _, tc := range []struct{ comment, err string }{
		{"// bvgen-ignore race", "vec4.cl:1:1: want // bvgen-ignore RULE: reason"},
		{"// bvgen-ignore race:", "vec4.cl:1:1: bvgen-ignore race: say why"},
		{"// bvgen-ignore races: why", `vec4.cl:1:1: bvgen-ignore: unknown rule "races"`},
	} {
		dir := golden.WriteTree(t, map[string]string{"vec4.cl": tc.comment + "\n" + vec4})
		_, err := Discover([]string{dir}, exitNames())
		assert.ErrorContains(t, err, tc.err)
	}
}

// vec4 is issue 34's file: two kernels, each with its own race.
const vec4 = `#pragma bvgen launch --local_size=64 --num_groups=1
__kernel void first(__global float4 *p) {
  int i = get_local_id(0);
  p[i / 2] = (float4)(1.0f);
}

__kernel void second(__global float *q) {
  int i = get_local_id(0);
  q[0] = i;
}
`

// race is a write-write race reported at line (both accesses there).
func race(file string, line int, msg string) diag.Diagnostic {
	at := ir.Pos{File: file, Line: line, Col: 3}
	return diag.Diagnostic{Kind: diag.RaceWriteWrite, Pos: at, Msg: msg, FileHeadline: true,
		Related: []diag.Related{{Pos: at, Msg: "Write by work item 1"}, {Pos: at, Msg: "Write by work item 0"}}}
}

// shifted is d one line further down.
func shifted(d diag.Diagnostic) diag.Diagnostic {
	d.Pos.Line++
	d.Related = append([]diag.Related(nil), d.Related...)
	for i := range d.Related {
		d.Related[i].Pos.Line++
	}
	return d
}

// fakeFindings is a Verify callback that reports, by file name, the
// given diagnostics (exit 6) or verifies (none).
type fakeFindings map[string][]diag.Diagnostic

func (f fakeFindings) verify(ctx context.Context, file string, flags []string) (int, string, []diag.Diagnostic) {
	ds := f[filepath.Base(file)]
	if len(ds) == 0 {
		return int(diag.OK), file + ": verified\n", nil
	}
	return int(diag.NotVerified), file + ": not verified\n", ds
}

// assertInOrder checks that out contains each of want, in order.
func assertInOrder(t *testing.T, out string, want []string) {
	t.Helper()
	rest := out
	for _, w := range want {
		i := strings.Index(rest, w)
		if !assert.GreaterOrEqual(t, i, 0, "want %q (in order) in:\n%s", w, out) {
			return
		}
		rest = rest[i+len(w):]
	}
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
