// Command benchdevscan measures `bvgen check` of the bundled device-wide
// scan pipelines (kernels/scan/device) over n = 2^lo .. 2^hi (issue 16):
// the race proof of each launch, the interval test of the whole pipeline
// with the device compiler's cache empty (cold) and filled (cached), and
// the check end to end. It prints a Markdown table with the machine's
// load and writes an SVG plot.
//
//	go run ./scripts/benchdevscan [-lo 10] [-hi 24] [-svg docs/bench-device-scan.svg] [-md docs/bench-device-scan.md]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var pipelines = []string{"blelloch", "reduce_then_scan"}

// point is one measurement.
type point struct {
	n             int
	proofs        []time.Duration // per launch configuration, in step order
	cold, cached  time.Duration   // interval test end to end, as bvgen reports it
	check         time.Duration   // bvgen check, wall
	ok            bool
	failure, bits string
}

func main() {
	lo := flag.Int("lo", 10, "smallest n is 2^lo")
	hi := flag.Int("hi", 24, "largest n is 2^hi")
	svg := flag.String("svg", "docs/bench-device-scan.svg", "plot file")
	md := flag.String("md", "", "also write the table to this Markdown file")
	flag.Parse()
	tmp, err := os.MkdirTemp("", "benchdevscan")
	check(err)
	defer os.RemoveAll(tmp)
	bvgen := filepath.Join(tmp, "bvgen")
	build := exec.Command("go", "build", "-o", bvgen, "./cmd/bvgen")
	build.Stderr = os.Stderr
	check(build.Run())

	var out bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&out, format, args...); fmt.Printf(format, args...) }
	load0, _ := os.ReadFile("/proc/loadavg")
	w("# bvgen check of device-wide scan pipelines\n\n")
	w("- date: %s\n- load average before: %s", time.Now().UTC().Format("2006-01-02 15:04 UTC"), load0)
	w("- command: `scripts/bench-device-scan.sh -lo %d -hi %d`\n\n", *lo, *hi)
	res := map[string][]point{}
	for _, name := range pipelines {
		w("## %s\n\n| n | monoid | proofs (s, per launch) | interval test cold (s) | interval test cached (s) | check total (s) | verdict |\n|---:|---:|---|---:|---:|---:|---|\n", name)
		for e := *lo; e <= *hi; e++ {
			p := measure(bvgen, tmp, name, 1<<e)
			res[name] = append(res[name], p)
			var ps []string
			for _, d := range p.proofs {
				ps = append(ps, secs(d))
			}
			verdict := "certified"
			if !p.ok {
				verdict = "FAILED: " + p.failure
			}
			w("| 2^%d | %s | %s | %s | %s | %s | %s |\n", e, p.bits, strings.Join(ps, " + "), secs(p.cold), secs(p.cached), secs(p.check), verdict)
		}
		w("\n")
	}
	load1, _ := os.ReadFile("/proc/loadavg")
	w("- load average after: %s", load1)
	check(os.WriteFile(*svg, []byte(plot(res)), 0o644))
	fmt.Printf("wrote %s\n", *svg)
	if *md != "" {
		check(os.WriteFile(*md, out.Bytes(), 0o644))
	}
}

var (
	proofLine = regexp.MustCompile(`bvgen: proof of .*: ([\d.]+) ms`)
	testLine  = regexp.MustCompile(`bvgen: interval test: ([\d.]+) ms`)
	bitsLine  = regexp.MustCompile(`(\d+)-bit interval monoid`)
)

// measure runs check once (its proofs and total) and test twice with a
// fresh device-compiler cache (cold, then cached).
func measure(bvgen, tmp, name string, n int) point {
	path := filepath.Join("kernels/scan/device", name+".yaml")
	cache, err := os.MkdirTemp(tmp, "pocl")
	check(err)
	defer os.RemoveAll(cache)
	p := point{n: n}
	arg := fmt.Sprintf("--n=%d", n)
	text, wall, err := run(bvgen, cache, "test", "--verbose", arg, path)
	p.cold = reported(testLine, text, wall)
	if err == nil {
		text, wall, err = run(bvgen, cache, "test", "--verbose", arg, path)
		p.cached = reported(testLine, text, wall)
	}
	if m := bitsLine.FindStringSubmatch(text); m != nil {
		p.bits = m[1] + "-bit"
	}
	if err == nil {
		text, p.check, err = run(bvgen, cache, "check", "--verbose", arg, path)
		for _, m := range proofLine.FindAllStringSubmatch(text, -1) {
			p.proofs = append(p.proofs, millis(m[1]))
		}
	}
	p.ok = err == nil
	if err != nil {
		lines := strings.Split(strings.TrimSpace(text), "\n")
		p.failure = lines[len(lines)-1]
	}
	return p
}

func run(bvgen, cache string, args ...string) (string, time.Duration, error) {
	cmd := exec.Command(bvgen, args...)
	cmd.Env = append(os.Environ(), "POCL_CACHE_DIR="+cache)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	return string(out), time.Since(start), err
}

// reported is the time bvgen reported for the test, else the wall time.
func reported(re *regexp.Regexp, text string, wall time.Duration) time.Duration {
	if m := re.FindStringSubmatch(text); m != nil {
		return millis(m[1])
	}
	return wall
}

func millis(s string) time.Duration {
	f, _ := strconv.ParseFloat(s, 64)
	return time.Duration(f * float64(time.Millisecond))
}

func secs(d time.Duration) string { return fmt.Sprintf("%.2f", d.Seconds()) }

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchdevscan:", err)
		os.Exit(1)
	}
}
