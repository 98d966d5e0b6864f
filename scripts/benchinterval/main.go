// Command benchinterval measures the interval-of-summations test against
// Voigtländer's method on the four generic scans of kernels/scan, for
// n = 2^9 ... 2^13 (POPL14 §7, Table 4), prints a table and writes an SVG
// plot.
//
// Every interval-test time is end to end, as in the paper: it includes
// device set-up, compilation, buffers, the run and the check.
//
//   - cold: a new `bvgen test` process with an empty PoCL kernel cache
//     (POCL_CACHE_DIR points to a fresh directory);
//   - cache: a new process again, now with that kernel cache filled (the
//     usual cost of running `bvgen test` twice on one machine);
//   - warm: a further RunIntervalTest in one process (the program is built
//     and the device open: what a test harness pays per extra kernel run).
//
// Each is the median of -repeat measurements (default 3).
//
// Voigtländer's method runs `bvgen test --method=voigtlander` in a new
// process with --timeout set to the budget (default 60 s) and is reported
// as ">60s" beyond it; a size after one that exceeded the budget is not
// run (the cost grows quadratically).
//
// Run it with scripts/bench-interval.sh, or:
//
//	CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120 go run ./scripts/benchinterval -svg bench-interval.svg
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/opencl"
)

// kernel is a scan of the corpus with its launch shape.
type kernel struct {
	name      string
	kind      interval.ScanKind
	perThread int // elements per work item: 1 (Kogge-Stone) or 2
}

var kernels = []kernel{
	{"kogge_stone", interval.Inclusive, 1},
	{"sklansky", interval.Inclusive, 2},
	{"brent_kung", interval.Inclusive, 2},
	{"blelloch", interval.Exclusive, 2},
}

// point is one measurement; a negative duration means "not run".
type point struct {
	cold, cache, warm time.Duration
	coldCPU, cacheCPU time.Duration // user + system time of the process
	voigt             time.Duration
	voigtOver         bool // beyond the budget
	note              string
}

func main() {
	var (
		bvgenPath = flag.String("bvgen", "", "the bvgen binary (default: build ./cmd/bvgen into a temporary directory)")
		dir       = flag.String("kernels", "kernels/scan", "the folder of the scan kernels")
		minLog    = flag.Int("from", 9, "smallest n as a power of two")
		maxLog    = flag.Int("to", 13, "largest n as a power of two")
		budget    = flag.Duration("budget", 60*time.Second, "time budget of one Voigtländer run")
		noVoigt   = flag.Bool("no-voigtlander", false, "skip Voigtländer's method")
		repeat    = flag.Int("repeat", 3, "interval-test measurements per point (the median is reported)")
		svgPath   = flag.String("svg", "bench-interval.svg", "where to write the plot (\"\" for none)")
		device    = flag.String("device", "", "the OpenCL device (as bvgen's --device; oclgrind for the Oclgrind simulator)")
	)
	flag.Parse()
	tmp, err := os.MkdirTemp("", "benchinterval-")
	check(err)
	defer os.RemoveAll(tmp)
	// The in-process runs get a kernel cache of their own, so that they
	// never profit from (or fill) the user's.
	os.Setenv("POCL_CACHE_DIR", filepath.Join(tmp, "inprocess-cache"))
	if *bvgenPath == "" {
		*bvgenPath = filepath.Join(tmp, "bvgen")
		cmd := exec.Command("go", "build", "-o", *bvgenPath, "./cmd/bvgen")
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		check(cmd.Run())
	}
	dev, err := opencl.SelectDevice(*device)
	check(err)
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("device: %s (max work-group size %d); load average %s\n", dev.Name, dev.MaxWorkGroupSize, strings.TrimSpace(string(load)))
	fmt.Printf("interval test end to end (median of %d): cold = new process, empty PoCL kernel cache; cache = new process, filled cache; warm = another run in one process\n", max(1, *repeat))
	fmt.Printf("Voigtländer's method: n(n+1)/2 + n-1 tests batched one input per work group, budget %s per point\n\n", *budget)
	fmt.Printf("%-12s %6s %12s %16s %16s %10s %14s\n", "kernel", "n", "#Voigtländer", "cold (cpu)", "cache (cpu)", "warm", "Voigtländer")

	var sizes []int
	for l := *minLog; l <= *maxLog; l++ {
		sizes = append(sizes, 1<<l)
	}
	results := map[string][]point{}
	for _, k := range kernels {
		over := false
		for _, n := range sizes {
			p := measure(k, n, dev, *device, *bvgenPath, *dir, tmp, *budget, *noVoigt || over, max(1, *repeat))
			over = over || p.voigtOver
			results[k.name] = append(results[k.name], p)
			fmt.Printf("%-12s %6d %12d %16s %16s %10s %14s%s\n", k.name, n, interval.VoigtlanderCount(1, n)+interval.VoigtlanderCount(2, n),
				withCPU(p.cold, p.coldCPU), withCPU(p.cache, p.cacheCPU), secs(p.warm), voigtText(p, *budget, over), p.note)
		}
	}
	fmt.Println()
	for _, k := range kernels {
		for i := len(sizes) - 1; i >= 0; i-- {
			p := results[k.name][i]
			if p.cold < 0 {
				continue
			}
			verdict := func(d, limit time.Duration) string {
				if d < limit {
					return "under " + limit.String()
				}
				return "OVER " + limit.String()
			}
			fmt.Printf("largest n in one work group, %-11s n = %5d: cold %s (%s; cpu %s), cache %s (%s; cpu %s), warm %s\n",
				k.name, sizes[i], secs(p.cold), verdict(p.cold, time.Second), secs(p.coldCPU), secs(p.cache), verdict(p.cache, 100*time.Millisecond), secs(p.cacheCPU), secs(p.warm))
			break
		}
	}
	if *svgPath != "" {
		check(os.WriteFile(*svgPath, []byte(plot(sizes, results, *budget, dev.Name)), 0o644))
		fmt.Printf("\nplot written to %s\n", *svgPath)
	}
}

// measure runs one point.
func measure(k kernel, n int, dev opencl.DeviceInfo, device, bvgen, dir, tmp string, budget time.Duration, skipVoigt bool, repeat int) point {
	p := point{cold: -1, cache: -1, warm: -1, voigt: -1}
	local := n / k.perThread
	if local > dev.MaxWorkGroupSize {
		p.note = fmt.Sprintf("  (n/a: %d work items > max work-group size %d)", local, dev.MaxWorkGroupSize)
		return p
	}
	path := filepath.Join(dir, k.name+".cl")
	args := []string{"test", "--device=" + device, fmt.Sprintf("--local_size=%d", local), "--num_groups=1", fmt.Sprintf("-D N=%d", n), "--scan=" + k.kind.String(), path}
	var colds, caches, warms, coldCPUs, cacheCPUs []time.Duration
	for r := 0; r < repeat; r++ {
		cache := filepath.Join(tmp, fmt.Sprintf("cache-%s-%d-%d", k.name, n, r))
		d, cpu, err := runProcess(bvgen, args, cache)
		if err != nil {
			p.note = "  " + err.Error()
			return p
		}
		colds, coldCPUs = append(colds, d), append(coldCPUs, cpu)
		if d, cpu, err = runProcess(bvgen, args, cache); err != nil {
			p.note = "  " + err.Error()
			return p
		}
		caches, cacheCPUs = append(caches, d), append(cacheCPUs, cpu)
	}
	o := interval.TestOptions{SourcePath: path, N: n, Kind: k.kind, GlobalSize: []int{local}, LocalSize: []int{local}, Device: device}
	for i := 0; i <= repeat; i++ {
		start := time.Now()
		res, err := interval.RunIntervalTest(o)
		if i > 0 { // the first run builds the program
			warms = append(warms, time.Since(start))
		}
		if err != nil || !res.Passed {
			p.note = fmt.Sprintf("  in-process run failed: %v %v", err, res)
			return p
		}
	}
	p.cold, p.cache, p.warm = median(colds), median(caches), median(warms)
	p.coldCPU, p.cacheCPU = median(coldCPUs), median(cacheCPUs)
	var err error
	if skipVoigt {
		return p
	}
	vargs := append([]string{"test", "--method=voigtlander", "--timeout=" + budget.String()}, args[1:]...)
	p.voigt, _, err = runProcess(bvgen, vargs, filepath.Join(tmp, "voigt-cache"))
	var timeout *timeoutError
	if errors.As(err, &timeout) {
		p.voigtOver = true
	} else if err != nil {
		p.note = "  Voigtländer: " + err.Error()
	}
	return p
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

type timeoutError struct{}

func (*timeoutError) Error() string { return "timed out" }

// runProcess runs bvgen with a PoCL cache directory and returns its wall
// time and CPU time (user + system; on a busy machine the wall time
// includes waiting for a CPU). Exit code 7 (timeout) is a *timeoutError.
func runProcess(bvgen string, args []string, cache string) (wall, cpu time.Duration, err error) {
	cmd := exec.Command(bvgen, args...)
	cmd.Env = append(os.Environ(), "POCL_CACHE_DIR="+cache)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	wall = time.Since(start)
	if cmd.ProcessState != nil {
		cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.ExitCode() == 7 {
		return wall, cpu, &timeoutError{}
	}
	if err != nil {
		return wall, cpu, fmt.Errorf("bvgen %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return wall, cpu, nil
}

func withCPU(wall, cpu time.Duration) string {
	if wall < 0 {
		return "-"
	}
	return fmt.Sprintf("%s (%s)", secs(wall), secs(cpu))
}

func secs(d time.Duration) string {
	switch {
	case d < 0:
		return "-"
	case d < 10*time.Millisecond:
		return fmt.Sprintf("%.2fms", float64(d.Microseconds())/1000)
	case d < time.Second:
		return fmt.Sprintf("%.0fms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%.2fs", d.Seconds())
}

func voigtText(p point, budget time.Duration, over bool) string {
	switch {
	case p.voigtOver || (p.voigt < 0 && over):
		return fmt.Sprintf(">%.0fs", budget.Seconds())
	case p.voigt < 0:
		return "-"
	}
	return secs(p.voigt)
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchinterval:", err)
		os.Exit(1)
	}
}
