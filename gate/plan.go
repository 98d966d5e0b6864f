package gate

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/kernels"
)

// Job is one run of the gate: a kernel file judged against its test
// header, or one launch pragma of a file without a header, which expects
// the kernel verified.
type Job struct {
	File   string
	Launch int // the launch pragma's line; 0 for a test header
	// From is where the launch comes from when not from the kernel file:
	// "FILE:N" for launch N of a launch file (RecordedJobs), "FILE:LINE"
	// for a launch of the repository configuration; "" otherwise.
	From string
	// HostCalls are where the host code made a recorded launch, when the
	// recording has them: related locations of its findings.
	HostCalls []kernels.HostCall
	Expect    *kernels.Expectation
	Wants     []kernels.Want // the file's `// want "regexp"` comments
	// Suppressions are the file's `// bvgen-ignore RULE: reason` comments.
	Suppressions []Suppression
}

// Name identifies the job as Result.Name does.
func (j *Job) Name() string {
	r := Result{File: j.File, Launch: j.Launch, From: j.From}
	return r.Name()
}

// Key identifies the job in baselines and shards: the file, with
// ":LINE" of its launch pragma.
func (j *Job) Key() string {
	r := Result{File: j.File, Launch: j.Launch, From: j.From}
	return r.Key()
}

// expectName is the expectation as a header spells it: "pass" or
// "xfail:NAME".
func (j *Job) expectName() string {
	if j.Expect.Pass {
		return "pass"
	}
	return "xfail:" + j.Expect.ExitName
}

// Plan is what a tree asks the gate to run.
type Plan struct {
	Jobs []Job // sorted by file, then launch line
	// NoExpectation are the .cl files with neither a test header nor a
	// launch pragma: nothing says what they should do, so they are not
	// run; the text report lists them (they do not fail the gate).
	NoExpectation []string
	// Excluded counts the .cl files the configuration excludes.
	Excluded int
}

// headerStart matches the first line of a test header.
var headerStart = regexp.MustCompile(`^//\s*(pass|xfail:)`)

// Discover lists the kernels under paths (files or directories) and their
// expectations. A file whose first line is //pass or //xfail:NAME has a
// test header, and the header wins over launch pragmas; a malformed header
// or launch pragma, or an exit-code name not in exitNames, is an error
// (exit 1) naming the file and line.
func Discover(paths []string, exitNames map[string]int) (*Plan, error) {
	return DiscoverWith(paths, exitNames, nil)
}

// DiscoverWith is Discover under a repository configuration (nil: none):
// the files it excludes are skipped, and a file with neither a header nor
// a launch pragma gets the launches of the configuration's first rule
// that matches it (header > pragma > configuration).
func DiscoverWith(paths []string, exitNames map[string]int, cfg *kernels.Config) (*Plan, error) {
	files, err := kernels.Files(paths...)
	if err != nil {
		return nil, diag.Errorf(diag.CommandLine, "error: %v", err)
	}
	p := &Plan{}
	for _, f := range files {
		if cfg != nil && cfg.Excluded(f) {
			p.Excluded++
			continue
		}
		jobs, err := fileJobs(f, exitNames)
		if err != nil {
			return nil, diag.Errorf(diag.CommandLine, "error: %v", err)
		}
		if len(jobs) == 0 && cfg != nil {
			jobs, err = configJobs(f, cfg)
			if err != nil {
				return nil, diag.Errorf(diag.CommandLine, "error: %v", err)
			}
		}
		if len(jobs) == 0 {
			p.NoExpectation = append(p.NoExpectation, f)
		}
		p.Jobs = append(p.Jobs, jobs...)
	}
	sort.SliceStable(p.Jobs, func(a, b int) bool {
		ja, jb := &p.Jobs[a], &p.Jobs[b]
		if ja.File != jb.File {
			return ja.File < jb.File
		}
		return ja.Launch < jb.Launch
	})
	return p, nil
}

// fileJobs returns the jobs of one file: one for a test header, one per
// launch pragma otherwise.
func fileJobs(path string, exitNames map[string]int) ([]Job, error) {
	wants, sups, err := fileComments(path)
	if err != nil {
		return nil, err
	}
	header, err := hasHeader(path)
	if err != nil {
		return nil, err
	}
	if header {
		e, err := kernels.ParseHeader(path)
		if err != nil {
			return nil, err
		}
		if _, ok := exitNames[e.ExitName]; !e.Pass && !ok {
			return nil, fmt.Errorf("%s:1: unknown exit-code name %q in //xfail: (names: %s)", path, e.ExitName, names(exitNames))
		}
		return []Job{{File: path, Expect: e, Wants: wants, Suppressions: sups}}, nil
	}
	launches, err := kernels.LaunchPragmas(path)
	if err != nil {
		return nil, err
	}
	var jobs []Job
	for _, l := range launches {
		jobs = append(jobs, Job{File: path, Launch: l.Line, Expect: &kernels.Expectation{Pass: true, Flags: l.Flags}, Wants: wants, Suppressions: sups})
	}
	return jobs, nil
}

// fileComments are a kernel file's want comments and suppressions, which
// every job of the file checks.
func fileComments(path string) ([]kernels.Want, []Suppression, error) {
	wants, err := kernels.ParseWants(path)
	if err != nil {
		return nil, nil, err
	}
	sups, err := ParseSuppressions(path)
	return wants, sups, err
}

// configJobs are the jobs of a file that the configuration's first
// matching rule gives: one per launch, with the rule's expectation.
func configJobs(path string, cfg *kernels.Config) ([]Job, error) {
	rule := cfg.Rule(path)
	if rule == nil {
		return nil, nil
	}
	wants, sups, err := fileComments(path)
	if err != nil {
		return nil, err
	}
	var jobs []Job
	for _, l := range rule.Launches {
		e := *rule.Expect
		e.Flags = l.Flags
		jobs = append(jobs, Job{File: path, From: fmt.Sprintf("%s:%d:%d", cfg.Path, l.Line, l.Col), Expect: &e, Wants: wants, Suppressions: sups})
	}
	return jobs, nil
}

// RecordedJobs returns a job per proof of each launch file's launches
// (kernels.ShareProofs: identical launches, and launches that differ only
// in buffer sizes, which no recorded job checks, share one), each
// expected to verify at its recorded launch (kernels.RecordedLaunch.
// VerifyFlags), and the notes on what of the recordings is not used. A
// job's From names the launch file and every launch it covers. A
// malformed file is an error (exit 10).
func RecordedJobs(files []string) ([]Job, []string, error) {
	var jobs []Job
	var notes []string
	for _, lf := range files {
		ls, err := kernels.ReadLaunchFile(lf)
		if err != nil {
			return nil, nil, diag.Errorf(diag.JSONError, "error: %v (JSON_ERROR)", err)
		}
		ps, err := kernels.ShareProofs(ls, false)
		if err != nil {
			return nil, nil, diag.Errorf(diag.JSONError, "error: %s: %v (JSON_ERROR)", lf, err)
		}
		for _, p := range ps {
			covers := make([]string, len(p.Covers))
			for i, n := range p.Covers {
				covers[i] = strconv.Itoa(n)
			}
			rec := lf + ":" + strings.Join(covers, ",")
			for _, n := range p.Notes {
				notes = append(notes, fmt.Sprintf("%s:%d: %s", lf, p.Launch.Index, n))
			}
			wants, sups, err := fileComments(p.Launch.KernelFile)
			if err != nil {
				return nil, nil, diag.Errorf(diag.CommandLine, "error: %v", err)
			}
			jobs = append(jobs, Job{File: p.Launch.KernelFile, From: rec, HostCalls: p.HostCalls, Expect: &kernels.Expectation{Pass: true, Flags: p.Flags},
				Wants: wants, Suppressions: sups})
		}
	}
	return jobs, notes, nil
}

// hasHeader tells whether a file starts with a test header.
func hasHeader(path string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if !sc.Scan() {
		return false, sc.Err()
	}
	return headerStart.MatchString(strings.TrimSpace(sc.Text())), nil
}

func names(m map[string]int) string {
	var out []string
	for n := range m {
		out = append(out, n)
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// ParseShard parses --shard=I/N (1 <= I <= N).
func ParseShard(s string) (i, n int, err error) {
	if _, err := fmt.Sscanf(s, "%d/%d", &i, &n); err != nil || fmt.Sprintf("%d/%d", i, n) != s || n < 1 || i < 1 || i > n {
		return 0, 0, fmt.Errorf("--shard=%s: want I/N with 1 <= I <= N, e.g. --shard=1/4", s)
	}
	return i, n, nil
}

// Shard returns the jobs of shard i of n (1-based): a job belongs to the
// shard its key's FNV-1a hash picks, so the shards partition the jobs
// (their union is every job, without overlap) and adding a kernel moves no
// other kernel to another shard. n == 0 returns every job.
func Shard(jobs []Job, i, n int) []Job {
	if n <= 1 {
		return jobs
	}
	var out []Job
	for _, j := range jobs {
		h := fnv.New32a()
		h.Write([]byte(j.Key()))
		if int(h.Sum32()%uint32(n)) == i-1 {
			out = append(out, j)
		}
	}
	return out
}
