// Command benchtable3 measures the race proofs of the four generic prefix
// sums of kernels/scan at n = 2^lo .. 2^hi, the experiment of Table 3 of
// the POPL14 paper (issue 17): `bvgen verify -D N=n` with n/2 work items
// (n for Kogge-Stone) in one group, the verdict, wall and CPU seconds
// (bvgen, Boogie and z3 together: the child's rusage), the paper's
// figures beside them, max/min per kernel, and an SVG plot. It states the
// machine's load before and after: the times of a loaded machine are not
// comparable with a quiet one's (CPU time is, roughly).
//
//	go run ./scripts/benchtable3 [-lo 1] [-hi 28] [-timeout 10m] [-all-sizes=true] [-svg docs/bench-table3.svg] [-md docs/bench-table3.md]
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// scan is one kernel of Table 3 and the number of work items per element.
type scan struct {
	name, file string
	perElem    func(n int) int // work items for n elements
	paper      map[int]float64 // log2 n -> seconds in Table 3
}

func half(n int) int { return max(1, n/2) }

var scans = []scan{
	{"Kogge-Stone", "kernels/scan/kogge_stone.cl", func(n int) int { return n },
		paper(5.7, 5.8, 5.9, 5.8, 5.8, 6.0, 5.6, 5.8, 5.7, 5.6, 6.4, 6.4, 6.6)},
	{"Sklansky", "kernels/scan/sklansky.cl", half,
		paper(5.6, 6.1, 6.5, 6.8, 6.6, 6.7, 6.8, 6.7, 6.5, 6.4, 7.3, 8.1, 7.9)},
	{"Brent-Kung", "kernels/scan/brent_kung.cl", half,
		paper(5.9, 6.7, 7.4, 12.3, 11.4, 12.9, 10.2, 10.3, 10.7, 12.6, 14.9, 11.1, 16.4)},
	{"Blelloch", "kernels/scan/blelloch.cl", half,
		paper(6.0, 7.4, 9.0, 12.4, 12.6, 13.8, 12.0, 14.1, 11.6, 12.3, 15.5, 13.0, 14.8)},
}

// paper maps Table 3's columns (2^1..2^3, 2^8..2^14, 2^29..2^31) to times.
func paper(ts ...float64) map[int]float64 {
	cols := []int{1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 29, 30, 31}
	m := map[int]float64{}
	for i, c := range cols {
		m[c] = ts[i]
	}
	return m
}

// point is one run.
type point struct {
	k         int // log2 n
	verdict   string
	wall, cpu time.Duration
}

func main() {
	lo := flag.Int("lo", 1, "smallest n is 2^lo")
	hi := flag.Int("hi", 28, "largest n is 2^hi")
	timeout := flag.Duration("timeout", 10*time.Minute, "bound per run (bvgen --timeout)")
	svg := flag.String("svg", "docs/bench-table3.svg", "plot file")
	md := flag.String("md", "", "also write the table to this Markdown file")
	dynAbove := flag.Int("dynamic-above", 28, "beyond 2^k, the scans take their __local array as a parameter (dynamic local memory)")
	all := flag.Bool("all-sizes", true, "also prove each scan for every power-of-two size at once (issue 17, item 2)")
	flag.Parse()
	tmp, err := os.MkdirTemp("", "benchtable3")
	check(err)
	defer os.RemoveAll(tmp)
	bvgen := filepath.Join(tmp, "bvgen")
	build := exec.Command("go", "build", "-o", bvgen, "./cmd/bvgen")
	build.Stderr = os.Stderr
	check(build.Run())

	var out bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&out, format, args...); fmt.Printf(format, args...) }
	load0, _ := os.ReadFile("/proc/loadavg")
	w("# Race freedom of the four prefix sums as n grows (POPL14 Table 3)\n\n")
	w("- date: %s\n- load average before: %s", time.Now().UTC().Format("2006-01-02 15:04 UTC"), load0)
	w("- command: `scripts/bench-table3.sh -lo %d -hi %d -timeout %s`\n", *lo, *hi, *timeout)
	w("- machine: %d CPUs\n\n", runtime.NumCPU())
	w("Each cell: verdict, wall seconds / CPU seconds (bvgen, Boogie and z3); `paper` is Table 3's time for GPUVerify (their machine), where it has a column. ")
	w("n elements, n/2 work items in one group (n for Kogge-Stone), `-D N=n`. ")
	w("Beyond n = 2^%d (marked *) the kernel takes its __local array as a parameter, `__local TYPE *sum` (dynamic local memory, sized by the host), since clang rejects `__local uint sum[N]` of 2^31 elements for the 32-bit SPIR target; the proof is otherwise the same.\n\n", *dynAbove)
	res := map[string][]point{}
	w("| n |")
	for _, s := range scans {
		w(" %s | paper |", s.name)
	}
	w("\n|---:|")
	for range scans {
		w("---|---:|")
	}
	w("\n")
	for k := *lo; k <= *hi; k++ {
		mark := ""
		if k > *dynAbove {
			mark = "*"
		}
		w("| 2^%d%s |", k, mark)
		for _, s := range scans {
			file := s.file
			if k > *dynAbove {
				file = dynamicLocal(tmp, s.file)
			}
			p := run(bvgen, file, s, k, *timeout)
			res[s.name] = append(res[s.name], p)
			w(" %s %.1f / %.1f |", p.verdict, p.wall.Seconds(), p.cpu.Seconds())
			if t, ok := s.paper[k]; ok {
				w(" %.1f |", t)
			} else {
				w(" |")
			}
		}
		w("\n")
	}
	w("\n| kernel | verified | wall max/min | CPU max/min | CPU max (s) | points under 2 s CPU |\n|---|---:|---:|---:|---:|---:|\n")
	for _, s := range scans {
		ps := res[s.name]
		verified, under := 0, 0
		wmin, wmax, cmin, cmax := math.Inf(1), 0.0, math.Inf(1), 0.0
		for _, p := range ps {
			if p.verdict == "verified" {
				verified++
			}
			if p.cpu < 2*time.Second {
				under++
			}
			wmin, wmax = math.Min(wmin, p.wall.Seconds()), math.Max(wmax, p.wall.Seconds())
			cmin, cmax = math.Min(cmin, p.cpu.Seconds()), math.Max(cmax, p.cpu.Seconds())
		}
		w("| %s | %d/%d | %.2f | %.2f | %.1f | %d/%d |\n", s.name, verified, len(ps), wmax/wmin, cmax/cmin, cmax, under, len(ps))
	}
	if *all {
		allSizesTable(w, bvgen, tmp, *timeout)
	}
	load1, _ := os.ReadFile("/proc/loadavg")
	w("\n- load average after: %s", load1)
	w("\nPlot: `%s`.\n", *svg)
	check(os.WriteFile(*svg, []byte(plot(res, *lo, *hi)), 0o644))
	if *md != "" {
		check(os.WriteFile(*md, out.Bytes(), 0o644))
	}
}

// run verifies kernel s at n = 2^k and reports its verdict and times.
func run(bvgen, file string, s scan, k int, timeout time.Duration) point {
	n := 1 << k
	p := runArgs(bvgen, file, timeout, fmt.Sprintf("--local_size=%d", s.perElem(n)), "--num_groups=1", fmt.Sprintf("-D N=%d", n))
	p.k = k
	return p
}

// runArgs runs bvgen verify on file with args and reports its verdict and
// times.
func runArgs(bvgen, file string, timeout time.Duration, args ...string) point {
	ctx, cancel := context.WithTimeout(context.Background(), timeout+30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bvgen, append([]string{"verify", "--timeout=" + timeout.String()}, append(args, file)...)...)
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stdout
	start := time.Now()
	err := cmd.Run()
	p := point{wall: time.Since(start)}
	if cmd.ProcessState != nil {
		p.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	switch code := cmd.ProcessState.ExitCode(); {
	case err == nil:
		p.verdict = "verified"
	case code == 6:
		p.verdict = "NOT verified"
	case code == 7:
		p.verdict = "timeout"
	default:
		p.verdict = fmt.Sprintf("exit %d (%s)", code, firstLine(stdout.String()))
	}
	return p
}

// allSizesTable proves each scan race-free for every power-of-two
// work-group size at once: N tied to the local size, the __local array a
// parameter, --local_size=* (issue 17, item 2).
func allSizesTable(w func(string, ...any), bvgen, tmp string, timeout time.Duration) {
	w("\n## Every size at once\n\n")
	w("One proof per scan for every power-of-two work-group size: `N` is `get_local_size(0)` (Kogge-Stone) or `2 * get_local_size(0)`, ")
	w("the __local array is a parameter, `#pragma bvgen requires %s`, and `bvgen verify --local_size=* --num_groups=1`. ", allSizesRequires)
	w("The verdict's `assuming local size [*]` says the proof holds for every local size the precondition allows.\n\n")
	w("| kernel | verdict | wall (s) | CPU (s) |\n|---|---|---:|---:|\n")
	for _, s := range scans {
		file := allSizes(tmp, s)
		p := runArgs(bvgen, file, timeout, "--local_size=*", "--num_groups=1")
		w("| %s | %s | %.1f | %.1f |\n", s.name, p.verdict, p.wall.Seconds(), p.cpu.Seconds())
	}
}

// allSizesRequires bounds the local size so that N = 2 * get_local_size(0)
// does not wrap around 32 bits.
const allSizesRequires = "__is_pow2(get_local_size(0)) && get_local_size(0) <= 1073741824"

// allSizes writes, into dir, the kernel of s for every size at once (see
// allSizesTable) and returns its path.
func allSizes(dir string, s scan) string {
	src, err := os.ReadFile(dynamicLocal(dir, s.file))
	check(err)
	n := "(2 * get_local_size(0))"
	if s.perElem(4) == 4 {
		n = "get_local_size(0)"
	}
	text := strings.Replace(string(src), "#ifndef N\n#define N 1024\n#endif\n", "#define N "+n+"\n", 1)
	text = strings.Replace(text, "__kernel void", "#pragma bvgen requires "+allSizesRequires+"\n__kernel void", 1)
	if !strings.Contains(text, "#define N "+n) || !strings.Contains(text, "#pragma bvgen requires") {
		check(fmt.Errorf("%s: cannot tie N to the local size", s.file))
	}
	out := filepath.Join(dir, "allsizes_"+filepath.Base(s.file))
	check(os.WriteFile(out, []byte(text), 0o644))
	return out
}

// dynamicLocal writes, into dir, the kernel of file with its __local
// array turned into a kernel parameter, and returns its path.
func dynamicLocal(dir, file string) string {
	src, err := os.ReadFile(file)
	check(err)
	text := strings.Replace(string(src), "__global TYPE *out) {", "__global TYPE *out, __local TYPE *sum) {", 1)
	text = strings.Replace(text, "  __local TYPE sum[N];\n", "", 1)
	if text == string(src) || strings.Contains(text, "sum[N]") {
		check(fmt.Errorf("%s: cannot move its __local array into a parameter", file))
	}
	out := filepath.Join(dir, "dynamic_"+filepath.Base(file))
	check(os.WriteFile(out, []byte(text), 0o644))
	return out
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
