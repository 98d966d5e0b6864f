package gate

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Suppression is an inline suppression comment, `// bvgen-ignore RULE:
// reason`, on the line a finding is reported at (or one of its accesses)
// or on the line above it. RULE is `race` (every kind of race) or a
// diagnostic kind (barrier-divergence, assertion, ...: diag.Kinds); the
// reason is required, so that the report can say why each finding is
// tolerated. A suppressed finding does not fail the gate and is listed in
// the report; a suppression that matched nothing is listed as unused.
type Suppression struct {
	Pos    ir.Pos
	Rule   string
	Reason string
}

// ignoreRE matches a suppression comment; the rest is parsed by hand so
// that a malformed one is an error, not silently ignored.
var ignoreRE = regexp.MustCompile(`//\s*bvgen-ignore\b(.*)$`)

// ParseSuppressions reads the suppression comments of a kernel file; a
// malformed one (no rule, an unknown rule, no reason) is an error naming
// its line.
func ParseSuppressions(path string) ([]Suppression, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Suppression
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		m := ignoreRE.FindStringSubmatchIndex(sc.Text())
		if m == nil {
			continue
		}
		pos := ir.Pos{File: path, Line: n, Col: m[0] + 1}
		rest := sc.Text()[m[2]:m[3]]
		rule, reason, ok := strings.Cut(rest, ":")
		rule, reason = strings.TrimSpace(rule), strings.TrimSpace(reason)
		switch {
		case !ok || rule == "":
			return nil, fmt.Errorf("%s: want // bvgen-ignore RULE: reason, e.g. // bvgen-ignore race: each work group writes its own slice", pos)
		case !knownRule(rule):
			return nil, fmt.Errorf("%s: bvgen-ignore: unknown rule %q (rules: race, %s)", pos, rule, strings.Join(ruleNames(), ", "))
		case reason == "":
			return nil, fmt.Errorf("%s: bvgen-ignore %s: say why the finding is tolerated after the colon", pos, rule)
		}
		out = append(out, Suppression{Pos: pos, Rule: rule, Reason: reason})
	}
	return out, sc.Err()
}

func knownRule(rule string) bool {
	if rule == "race" {
		return true
	}
	_, ok := diag.Info(diag.Kind(rule))
	return ok
}

func ruleNames() []string {
	var out []string
	for _, k := range diag.Kinds {
		out = append(out, string(k.Kind))
	}
	return out
}

// matches reports whether the suppression covers the finding: its rule,
// and its line or the line below it is one the finding is reported at.
func (s *Suppression) matches(d diag.Diagnostic) bool {
	if s.Rule != string(d.Kind) && !(s.Rule == "race" && diag.IsRace(d.Kind)) {
		return false
	}
	for _, p := range findingLines(d) {
		if filepath.Clean(p.File) == filepath.Clean(s.Pos.File) && (p.Line == s.Pos.Line || p.Line == s.Pos.Line+1) {
			return true
		}
	}
	return false
}

// findingLines are the positions a finding is reported at: its own, and
// its related accesses with their possible sources.
func findingLines(d diag.Diagnostic) []ir.Pos {
	ps := []ir.Pos{d.Pos}
	for _, r := range d.Related {
		ps = append(ps, r.Pos)
		ps = append(ps, r.Sources...)
	}
	return ps
}
