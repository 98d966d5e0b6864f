// Command benchrealworld measures `bvgen verify` on the real-world corpus
// kernels/realworld (issue 30): for every kernel (or the files and folders
// given as arguments) it runs bvgen with the flags of the kernel's
// expectation header, --verbose and --infer-info, under a per-kernel
// timeout, and prints per kernel the family (the file-name prefix), the
// wall and CPU seconds, the verdict, whether it agrees with the header,
// the stage where the time went (front end, two-thread reduction, Houdini,
// final proof, the rest: counterexample reruns and the report) and the
// candidate invariants Houdini kept. Then a summary: agreement, median,
// p90 and max time, per family and per candidate family. It states the
// machine's load before and after (the times of a loaded machine are not
// comparable with a quiet one's) and the commit, writes the tables to a
// Markdown file and the per-kernel times to an SVG plot.
//
//	go run ./scripts/benchrealworld [-timeout 60s] [-j 1] [-md docs/bench-realworld.md] [-svg docs/bench-realworld.svg] [files or folders...]
package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/gate"
	"github.com/bvgen/bvgen/kernels"
	"github.com/bvgen/bvgen/pipeline"
)

// families are the file-name prefixes of the corpus, in table order; a
// kernel whose prefix is none of them belongs to the first corpus of
// issue 12 (vendor SDK styles, one kernel per idea).
var families = []struct{ prefix, about string }{
	{"ppcg", "PolyBench compiled by PPCG: 64-bit counters, grid-stride tile loops, __local tiles, __requires"},
	{"amd", "AMD APP SDK: image filters, Mandelbrot, AES tables, scans, Haar, recursive Gaussian, URNG"},
	{"parboil", "Parboil: SAD, lattice-Boltzmann, cut-off potential, histogram, stencil, MRI-Q"},
	{"rodinia", "Rodinia: HotSpot, SRAD, Needleman-Wunsch, back-propagation, Gaussian, CFD"},
	{"shoc", "SHOC: reduce, scans, sort digits, FFT, SpMV, MD, triad, stencil"},
	{"pattern", "constructs the issue names: a loop after a barrier, native_*/half_* built-ins, a pointer select"},
	{"issue12", "the first real-world pairs (issue 12): vendor SDK styles, one idea per kernel"},
}

func familyOf(file string) string {
	base := filepath.Base(file)
	prefix, _, _ := strings.Cut(base, "_")
	for _, f := range families {
		if f.prefix == prefix {
			return prefix
		}
	}
	return "issue12"
}

// result is one kernel's run.
type result struct {
	file, family string
	racy         bool // the header expects a failure
	wall, cpu    time.Duration
	exit         int
	verdict      string
	agrees       bool
	problem      string // why it does not agree
	stages       stages
	stage        string // where the time went
	cands        candidates
	err          error // the run could not be made
}

// stages are the times bvgen's --verbose prints (ms); rest is the wall
// time outside them (counterexample reruns, the report, process start).
type stages struct {
	frontend, reduction, houdini, final, boogie, total, rest float64
	// explain is the explanation of the dropped candidates, which
	// --infer-info runs after the verdict: not part of the verdict's time.
	explain    float64
	timedOutIn string
}

// candidates is what --infer-info says about Houdini's candidates.
type candidates struct {
	total, kept, runs int
	byFamily          map[string][2]int // family -> kept, dropped
}

var (
	stageLine = regexp.MustCompile(`^bvgen: (.+?)\s+([0-9.]+) ms`)
	inferLine = regexp.MustCompile(`^bvgen: inference: (\d+) candidate\(s\), (\d+) kept, (?:\d+ assumed, )?(\d+) dropped \((\d+) Boogie run`)
	candLine  = regexp.MustCompile(`: (kept|dropped)(?: \([^)]*\))? \[([a-z0-9-]+)\]`)
	timedOut  = regexp.MustCompile(`timed out during the (.+?), which had run`)
	// "timed out as the final proof started, after 119.5 s of invariant
	// inference (Houdini)": the time went to the stage named last.
	timedOutAfter = regexp.MustCompile(`timed out as the .+? started, after [0-9.]+ s of (.+?) \(--timeout`)
)

// inferInfo: pass --infer-info (flag -infer-info).
var inferInfo bool

func main() {
	timeout := flag.Duration("timeout", 60*time.Second, "bound per kernel (bvgen --timeout)")
	jobs := flag.Int("j", 1, "kernels run at once")
	md := flag.String("md", "docs/bench-realworld.md", "write the tables to this Markdown file (empty: none)")
	svg := flag.String("svg", "docs/bench-realworld.svg", "write the plot to this SVG file (empty: none)")
	bvgenPath := flag.String("bvgen", "", "the bvgen binary to measure (default: built from ./cmd/bvgen)")
	flag.BoolVar(&inferInfo, "infer-info", true, "pass --infer-info (the candidate tables); off to compare with a bvgen that explained dropped candidates before its verdict")
	flag.Parse()
	paths := flag.Args()
	if len(paths) == 0 {
		paths = []string{"kernels/realworld"}
	}
	files, err := kernels.Files(paths...)
	check(err)
	if len(files) == 0 {
		check(fmt.Errorf("no .cl files under %v", paths))
	}
	bvgen := *bvgenPath
	if bvgen == "" {
		tmp, err := os.MkdirTemp("", "benchrealworld")
		check(err)
		defer os.RemoveAll(tmp)
		bvgen = filepath.Join(tmp, "bvgen")
		build := exec.Command("go", "build", "-o", bvgen, "./cmd/bvgen")
		build.Stderr = os.Stderr
		check(build.Run())
	}
	exitNames := map[string]int{}
	for n, c := range diag.CodeNames {
		exitNames[n] = int(c)
	}

	load0 := loadavg()
	start := time.Now()
	results := make([]*result, len(files))
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	var wg sync.WaitGroup
	for w := 0; w < max(1, *jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r := run(bvgen, files[i], *timeout, exitNames)
				results[i] = r
				mu.Lock()
				done++
				mark := "ok  "
				if !r.agrees {
					mark = "FAIL"
				}
				fmt.Fprintf(os.Stderr, "[%d/%d] %s %-9s %6.1fs %s\n", done, len(files), mark, r.verdict, r.wall.Seconds(), r.file)
				mu.Unlock()
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	elapsed := time.Since(start)
	load1 := loadavg()

	var out bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&out, format, args...) }
	w("# bvgen verify on the real-world corpus (issue 30)\n\n")
	w("- date: %s\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	w("- commit: %s\n", commit())
	extra := ""
	if !inferInfo {
		extra = " -infer-info=false"
	}
	if *bvgenPath != "" {
		extra += " -bvgen " + *bvgenPath
	}
	w("- command: `scripts/bench-realworld.sh -timeout %s -j %d%s%s`\n", *timeout, *jobs, extra, argsText(flag.Args()))
	w("- machine: %d CPUs (nproc %s)\n", runtime.NumCPU(), nproc())
	w("- load average before: %s\n- load average after: %s\n", load0, load1)
	w("- wall time of the whole run: %.0f s, %d kernel(s) at a time\n\n", elapsed.Seconds(), max(1, *jobs))
	infoFlag := " --infer-info"
	if !inferInfo {
		infoFlag = ""
	}
	w("Each kernel is run as `bvgen verify --timeout=%s --verbose%s` with the flags of line 2 of its header; ", *timeout, infoFlag)
	w("*agrees* means the exit code and the header's regular expressions match (the header gives the correct verdict: `//pass` for `_ok`, a failure for its twin), ")
	w("so a time-out or a false alarm on a race-free kernel does not agree. Times are wall seconds (CPU: bvgen, Boogie and z3 together; for a time-out it misses the solvers killed with the run, so it is no sign of idling); ")
	w("the wall time leaves out what --infer-info runs after the verdict, the explanation of the dropped candidates and, for a kernel that failed a check, Houdini's second run (its `%s` stage). ", pipeline.ExplainStage)
	w("*stage* is where the time went: `front end` (clang, opt, lowering), `reduction` (two-thread reduction), `Houdini` (candidate inference, all its Boogie runs), ")
	w("`final proof` (the Boogie run after inference), `report` (what is left of the wall time: counterexample reruns, the checked advice, the report, process start); ")
	w("for a time-out, the stage bvgen names. Houdini is not timed per candidate family; the candidate families it kept and dropped are counted below (those of a failing kernel whose second Houdini run, after the verdict, did not finish in time are `assumed` and counted in neither).\n\n")
	summary(w, results, *timeout)
	perFamily(w, results)
	candidateFamilies(w, results)
	perKernel(w, results)
	fmt.Print(out.String())
	if *md != "" {
		check(os.WriteFile(*md, out.Bytes(), 0o644))
		fmt.Fprintf(os.Stderr, "wrote %s\n", *md)
	}
	if *svg != "" {
		check(os.WriteFile(*svg, []byte(plot(results, *timeout)), 0o644))
		fmt.Fprintf(os.Stderr, "wrote %s\n", *svg)
	}
}

// run verifies one kernel with its header's flags.
func run(bvgen, file string, timeout time.Duration, exitNames map[string]int) *result {
	r := &result{file: file, family: familyOf(file)}
	h, err := kernels.ParseHeader(file)
	if err != nil {
		r.err, r.verdict, r.problem = err, "no header", err.Error()
		return r
	}
	r.racy = !h.Pass
	ctx, cancel := context.WithTimeout(context.Background(), timeout+30*time.Second)
	defer cancel()
	// JSON: the printed report and log as its output, and the
	// diagnostics behind them for the want comments.
	args := []string{"verify", "--format=json", "--timeout=" + timeout.String(), "--verbose"}
	if inferInfo {
		args = append(args, "--infer-info")
	}
	args = append(args, h.Flags...)
	cmd := exec.CommandContext(ctx, bvgen, append(args, file)...)
	var output, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &stderr
	start := time.Now()
	runErr := cmd.Run()
	r.wall = time.Since(start)
	if cmd.ProcessState != nil {
		r.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		r.exit = cmd.ProcessState.ExitCode()
	}
	text, ds := stderr.String(), []diag.Diagnostic(nil)
	if sum, err := gate.ReadJSON(&output); err == nil && len(sum.Results) == 1 {
		text, ds = sum.Results[0].Output+text, sum.Results[0].Diags
	}
	switch {
	case runErr != nil && cmd.ProcessState == nil:
		r.err, r.exit = runErr, -1
		r.verdict = "error"
	case ctx.Err() != nil:
		r.exit = int(diag.Timeout)
		r.verdict = "timeout"
	default:
		r.verdict = verdictOf(r.exit, ds)
	}
	if err := h.Judge(r.exit, text, exitNames); err != nil {
		r.problem = err.Error()
	} else if wants, err := kernels.ParseWants(file); err != nil {
		r.problem = err.Error()
	} else if err := kernels.CheckWants(file, wants, ds); err != nil {
		r.problem = err.Error()
	} else {
		r.agrees = true
	}
	r.stages, r.cands = parseLog(text)
	r.wall -= time.Duration(r.stages.explain * float64(time.Millisecond))
	r.stages.rest = max(0, r.wall.Seconds()*1000-r.stages.frontend-r.stages.reduction-r.stages.boogie)
	r.stage = r.stages.dominant()
	return r
}

// verdictOf names an exit code: verified, race, divergence, failed (an
// assertion or invariant), timeout, or error N (NAME).
func verdictOf(exit int, ds []diag.Diagnostic) string {
	switch diag.Code(exit) {
	case 0:
		return "verified"
	case diag.NotVerified:
		verdict := "failed"
		for _, d := range ds {
			switch {
			case diag.IsRace(d.Kind):
				return "race"
			case d.Kind == diag.Divergence:
				verdict = "divergence"
			}
		}
		return verdict
	case diag.Timeout:
		return "timeout"
	}
	for n, c := range diag.CodeNames {
		if int(c) == exit {
			return fmt.Sprintf("error %d (%s)", exit, n)
		}
	}
	return fmt.Sprintf("error %d", exit)
}

// parseLog reads the stage timings and the candidate report.
func parseLog(text string) (stages, candidates) {
	var s stages
	c := candidates{byFamily: map[string][2]int{}}
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if m := inferLine.FindStringSubmatch(line); m != nil {
			c.total += atoi(m[1])
			c.kept += atoi(m[2])
			c.runs += atoi(m[4])
			continue
		}
		if m := stageLine.FindStringSubmatch(line); m != nil {
			ms, _ := strconv.ParseFloat(m[2], 64)
			switch name := m[1]; {
			case strings.HasPrefix(name, "frontend"):
				s.frontend += ms
			case name == "two-thread reduction":
				s.reduction += ms
			case name == "inference (Houdini)", name == "concrete runs":
				s.houdini += ms
			case name == "final proof":
				s.final += ms
			case name == "boogie":
				s.boogie += ms
			case name == "total":
				s.total += ms
			case name == pipeline.ExplainStage:
				s.explain += ms
			}
			continue
		}
		if m := candLine.FindStringSubmatch(line); m != nil {
			k := c.byFamily[m[2]]
			if m[1] == "kept" {
				k[0]++
			} else {
				k[1]++
			}
			c.byFamily[m[2]] = k
			continue
		}
		if m := timedOut.FindStringSubmatch(line); m != nil {
			s.timedOutIn = m[1]
		} else if m := timedOutAfter.FindStringSubmatch(line); m != nil {
			s.timedOutIn = m[1]
		}
	}
	return s, c
}

// dominant names the stage that took the most time.
func (s stages) dominant() string {
	if s.timedOutIn != "" {
		switch {
		case strings.Contains(s.timedOutIn, "Houdini"):
			return "Houdini (timed out)"
		case strings.Contains(s.timedOutIn, "final"):
			return "final proof (timed out)"
		}
		return s.timedOutIn + " (timed out)"
	}
	names := []string{"front end", "reduction", "Houdini", "final proof", "report"}
	times := []float64{s.frontend, s.reduction, s.houdini, s.final, s.rest}
	best := 0
	for i, t := range times {
		if t > times[best] {
			best = i
		}
	}
	if times[best] == 0 {
		return "-"
	}
	return names[best]
}

func summary(w func(string, ...any), rs []*result, timeout time.Duration) {
	agree, okTotal, okVerified, racyTotal, racyFound := 0, 0, 0, 0, 0
	verdicts := map[string]int{}
	var unsound, racyTimeouts []string
	for _, r := range rs {
		if r.agrees {
			agree++
		}
		verdicts[r.verdict]++
		if r.racy {
			racyTotal++
			if r.agrees {
				racyFound++
			}
			if r.verdict == "verified" {
				unsound = append(unsound, r.file)
			}
			if r.verdict == "timeout" {
				racyTimeouts = append(racyTimeouts, filepath.Base(r.file))
			}
		} else {
			okTotal++
			if r.agrees {
				okVerified++
			}
		}
	}
	times := walls(rs)
	w("## Summary\n\n")
	w("| kernels | agree | race-free verified | failures found | median (s) | p90 (s) | max (s) | over %s |\n|---:|---:|---:|---:|---:|---:|---:|---:|\n", timeout)
	over := 0
	for _, t := range times {
		if t >= timeout.Seconds() {
			over++
		}
	}
	w("| %d | %d (%.1f%%) | %d/%d | %d/%d | %.2f | %.2f | %.2f | %d |\n\n", len(rs), agree, pct(agree, len(rs)), okVerified, okTotal, racyFound, racyTotal,
		percentile(times, 50), percentile(times, 90), percentile(times, 100), over)
	var vs []string
	for v := range verdicts {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	w("Verdicts:")
	for _, v := range vs {
		w(" %s %d;", v, verdicts[v])
	}
	w("\n\n")
	if len(unsound) > 0 {
		w("**UNSOUND: kernels whose header expects a failure were verified:** %s\n\n", strings.Join(unsound, ", "))
	} else {
		w("No kernel whose header expects a failure was verified.\n\n")
	}
	if len(racyTimeouts) > 0 {
		w("Kernels expected to fail that timed out instead: %s.\n\n", strings.Join(racyTimeouts, ", "))
	}
}

func perFamily(w func(string, ...any), rs []*result) {
	w("## Per family\n\n| family | kernels | agree | race-free verified | failures found | median (s) | p90 (s) | max (s) | time-outs | what |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n")
	for _, f := range families {
		var fr []*result
		for _, r := range rs {
			if r.family == f.prefix {
				fr = append(fr, r)
			}
		}
		if len(fr) == 0 {
			continue
		}
		agree, okT, okV, racyT, racyF, tos := 0, 0, 0, 0, 0, 0
		for _, r := range fr {
			if r.agrees {
				agree++
			}
			if r.racy {
				racyT++
				if r.agrees {
					racyF++
				}
			} else {
				okT++
				if r.agrees {
					okV++
				}
			}
			if r.verdict == "timeout" {
				tos++
			}
		}
		t := walls(fr)
		w("| %s | %d | %d (%.0f%%) | %d/%d | %d/%d | %.2f | %.2f | %.2f | %d | %s |\n", f.prefix, len(fr), agree, pct(agree, len(fr)), okV, okT, racyF, racyT,
			percentile(t, 50), percentile(t, 90), percentile(t, 100), tos, f.about)
	}
	w("\n")
}

func candidateFamilies(w func(string, ...any), rs []*result) {
	kept, dropped := map[string]int{}, map[string]int{}
	var names []string
	for _, r := range rs {
		for f, kd := range r.cands.byFamily {
			if kept[f]+dropped[f] == 0 {
				names = append(names, f)
			}
			kept[f] += kd[0]
			dropped[f] += kd[1]
		}
	}
	if len(names) == 0 {
		return
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := kept[names[i]]+dropped[names[i]], kept[names[j]]+dropped[names[j]]
		if a != b {
			return a > b
		}
		return names[i] < names[j]
	})
	w("## Houdini's candidates by family\n\n")
	w("Summed over the kernels whose inference finished (a run that times out in Houdini prints no candidate report).\n\n")
	w("| candidate family | kept | dropped |\n|---|---:|---:|\n")
	for _, n := range names {
		w("| %s | %d | %d |\n", n, kept[n], dropped[n])
	}
	w("\n")
}

func perKernel(w func(string, ...any), rs []*result) {
	w("## Per kernel\n\n")
	w("| kernel | family | wall (s) | CPU (s) | verdict | agrees | stage | front end | reduction | Houdini | final proof | report | candidates kept/all (runs) |\n")
	w("|---|---|---:|---:|---|---|---|---:|---:|---:|---:|---:|---|\n")
	for _, r := range rs {
		agrees := "yes"
		if !r.agrees {
			agrees = "**no**"
			if r.racy && r.verdict == "verified" {
				agrees = "**no: UNSOUND**"
			}
		}
		cands := "-"
		if r.cands.total > 0 || r.cands.runs > 0 {
			cands = fmt.Sprintf("%d/%d (%d)", r.cands.kept, r.cands.total, r.cands.runs)
		}
		s := r.stages
		w("| %s | %s | %.2f | %.2f | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", filepath.Base(r.file), r.family, r.wall.Seconds(), r.cpu.Seconds(),
			r.verdict, agrees, r.stage, secs(s.frontend), secs(s.reduction), secs(s.houdini), secs(s.final), secs(s.rest), cands)
	}
	w("\n")
	var bad []*result
	for _, r := range rs {
		if !r.agrees {
			bad = append(bad, r)
		}
	}
	if len(bad) > 0 {
		w("Why the kernels that do not agree do not:\n\n")
		for _, r := range bad {
			w("- `%s`: %s\n", filepath.Base(r.file), r.problem)
		}
		w("\n")
	}
}

func secs(ms float64) string {
	if ms == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", ms/1000)
}

func walls(rs []*result) []float64 {
	var t []float64
	for _, r := range rs {
		t = append(t, r.wall.Seconds())
	}
	sort.Float64s(t)
	return t
}

// percentile is the nearest-rank percentile of sorted values.
func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(p/100*float64(len(sorted))+0.999999) - 1
	return sorted[min(max(rank, 0), len(sorted)-1)]
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(b))
}

func nproc() string {
	b, err := exec.Command("nproc").Output()
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(b))
}

func commit() string {
	b, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	c := strings.TrimSpace(string(b))
	if st, err := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(bytes.TrimSpace(st)) > 0 {
		c += " (with uncommitted changes)"
	}
	return c
}

func argsText(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return " " + strings.Join(args, " ")
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
