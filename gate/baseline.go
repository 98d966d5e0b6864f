package gate

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Baseline lists the runs known not to meet their expectation, with the
// exit code they end with, so that a known failure does not fail the gate
// while a new one does. The file is text, one entry per line:
//
//	# comment
//	6 kernels/prod/scan.cl
//	0 kernels/prod/tile.cl:12
//
// the exit code, then the job's key: the file, with ":LINE" of the launch
// pragma for a run of a launch pragma.
type Baseline struct {
	codes map[string]int
}

// ReadBaseline reads a baseline file.
func ReadBaseline(path string) (*Baseline, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("--baseline: %v", err)
	}
	defer f.Close()
	b := &Baseline{codes: map[string]int{}}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		code, key, ok := strings.Cut(line, " ")
		c, err := strconv.Atoi(code)
		if !ok || err != nil || strings.TrimSpace(key) == "" {
			return nil, fmt.Errorf("%s:%d: want EXIT-CODE KERNEL, e.g. `6 kernels/scan.cl`, got %q", path, n, line)
		}
		b.codes[strings.TrimSpace(key)] = c
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return b, nil
}

// apply marks a result Known when the baseline lists its unmet
// expectation with the same exit code, and Fixed when the baseline lists
// it but it meets its expectation now.
func (b *Baseline) apply(key string, r *Result) {
	if b == nil {
		return
	}
	code, ok := b.codes[key]
	switch {
	case !ok:
	case r.Met:
		r.Fixed = true
	case code == r.Code:
		r.Known = true
	}
}

// WriteBaseline writes the results that do not meet their expectation
// (known or not) as a baseline file.
func WriteBaseline(path string, s *Summary) error {
	var lines []string
	for i := range s.Results {
		if r := &s.Results[i]; !r.Met {
			lines = append(lines, fmt.Sprintf("%d %s", r.Code, r.Key()))
		}
	}
	text := "# bvgen ci baseline: runs known not to meet their expectation (EXIT-CODE KERNEL[:LAUNCH-LINE])\n"
	if len(lines) > 0 {
		text += strings.Join(lines, "\n") + "\n"
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		return fmt.Errorf("--write-baseline: %v", err)
	}
	return nil
}
