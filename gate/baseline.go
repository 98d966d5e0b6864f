package gate

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/bvgen/bvgen/diag"
)

// Baseline lists the findings known to keep kernels from meeting their
// expectation, so that a known finding does not fail the gate while a new
// one does, even in the same file or the same run. The file is text, one
// finding per line:
//
//	# comment
//	3f2a9c...  race  kernels/prod/scan.cl  # possible write-write race on out[#] (line 12)
//	77b01e...  expectation  kernels/prod/tile.cl  # expected pass (exit 0), got exit 7
//
// the finding's fingerprint (Finding.Fingerprint: the rule, the file, the
// source text it is reported at, not its line number), its rule and file
// (for readers and for stale entries), and after # what it was.
type Baseline struct {
	mu      sync.Mutex
	entries map[string]*baselineEntry // by fingerprint
}

type baselineEntry struct {
	fingerprint, rule, file, note string
	used                          bool
}

// StaleEntry is a baseline entry no finding of a file that ran matched:
// the finding is gone, and the entry can go.
type StaleEntry struct {
	Fingerprint, Rule, File, Note string
}

// ReadBaseline reads a baseline file.
func ReadBaseline(path string) (*Baseline, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("--baseline: %v", err)
	}
	defer f.Close()
	b := &Baseline{entries: map[string]*baselineEntry{}}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text, note, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(text)
		if len(fields) == 0 {
			continue
		}
		if _, err := strconv.Atoi(fields[0]); err == nil && len(fields) == 2 {
			return nil, fmt.Errorf("%s:%d: %q is a baseline entry of a whole run (EXIT-CODE KERNEL), which a new finding in the same kernel would hide: baselines list findings now; write one with bvgen ci --write-baseline=%s", path, n, strings.TrimSpace(text), path)
		}
		if len(fields) != 3 {
			return nil, fmt.Errorf("%s:%d: want FINGERPRINT RULE FILE [# note], as bvgen ci --write-baseline writes them, got %q", path, n, strings.TrimSpace(sc.Text()))
		}
		b.entries[fields[0]] = &baselineEntry{fingerprint: fields[0], rule: fields[1], file: fields[2], note: strings.TrimSpace(note)}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return b, nil
}

// known reports whether the baseline lists a fingerprint, and marks the
// entry used.
func (b *Baseline) known(fingerprint string) bool {
	if b == nil {
		return false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	e, ok := b.entries[fingerprint]
	if ok {
		e.used = true
	}
	return ok
}

// stale returns the entries of the files that ran that no finding used.
func (b *Baseline) stale(ran map[string]bool) []StaleEntry {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []StaleEntry
	for _, e := range b.entries {
		if !e.used && ran[filepath.ToSlash(filepath.Clean(e.file))] {
			out = append(out, StaleEntry{Fingerprint: e.fingerprint, Rule: e.rule, File: e.file, Note: e.note})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].File != out[j].File {
			return out[i].File < out[j].File
		}
		return out[i].Note < out[j].Note
	})
	return out
}

// judgeFindings sets the findings of an unmet result: each suppressed by
// a comment of the job's, known to the baseline, or new; the result is
// Known when none is new.
func (o *Options) judgeFindings(j *Job, r *Result, src *diag.Source) {
	if r.Met {
		return
	}
	r.Findings = findings(r, src)
	r.Known = true
	for i := range r.Findings {
		f := &r.Findings[i]
		for _, s := range j.Suppressions {
			if s.matches(f.Diag) {
				f.State, f.Reason, f.Where = Suppressed, s.Reason, s.Pos
				break
			}
		}
		if f.State == New && o.Baseline.known(f.Fingerprint) {
			f.State = Known
		}
		if f.State == New {
			r.Known = false
		}
	}
}

// WriteBaseline writes the findings of the results that do not meet their
// expectation (new or known; not those a comment suppresses) as a baseline
// file.
func WriteBaseline(path string, s *Summary) error {
	src := diag.NewSource(os.ReadFile)
	var lines []string
	seen := map[string]bool{}
	for i := range s.Results {
		r := &s.Results[i]
		if r.Met {
			continue
		}
		for _, f := range resultFindings(r, src) {
			if f.State == Suppressed || seen[f.Fingerprint] {
				continue
			}
			seen[f.Fingerprint] = true
			lines = append(lines, fmt.Sprintf("%s  %s  %s  # %s", f.Fingerprint, ruleOf(f.Diag), filepath.ToSlash(r.File), entryNote(f.Diag)))
		}
	}
	text := "# bvgen ci baseline: findings known not to meet their expectation, one per line (FINGERPRINT RULE FILE # what it was)\n" +
		"# A new finding, also in a listed file, fails the gate; an entry no finding matches is reported as stale.\n"
	if len(lines) > 0 {
		text += strings.Join(lines, "\n") + "\n"
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		return fmt.Errorf("--write-baseline: %v", err)
	}
	return nil
}

// entryNote is what a baseline entry says of its finding: the message,
// and the line it was reported at.
func entryNote(d diag.Diagnostic) string {
	note := strings.ReplaceAll(d.Msg, "\n", " ")
	if d.Pos.Line > 0 && d.Kind != diag.Expectation {
		note += fmt.Sprintf(" (line %d)", d.Pos.Line)
	}
	return note
}
