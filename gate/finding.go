package gate

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Finding is one thing a run found that keeps its expectation from being
// met: a positioned diagnostic, or the unmet expectation itself when no
// diagnostic says why (a timeout, a clang error, a verdict the header does
// not expect). Baselines and suppressions work on findings, not on runs,
// so that a new race in a file with a known one still fails the gate.
type Finding struct {
	Diag diag.Diagnostic
	// Fingerprint identifies the finding across unrelated edits
	// (fingerprint); it is the baseline's key and SARIF's
	// partialFingerprint.
	Fingerprint string
	State       FindingState
	// Reason is a suppression's reason (State Suppressed), Where its
	// comment's position.
	Reason string
	Where  ir.Pos
}

// FindingState says whether a finding fails the gate.
type FindingState string

// The states of a finding.
const (
	New        FindingState = "new"        // fails the gate
	Known      FindingState = "known"      // listed in the baseline
	Suppressed FindingState = "suppressed" // a bvgen-ignore comment with a reason
)

// findings are the findings of an unmet expectation: its positioned
// diagnostics, or one "expectation" diagnostic at the file when none has a
// position. Two findings with one fingerprint (the same statement text
// twice in a file) are told apart by their order ("-2").
func findings(r *Result, src *diag.Source) []Finding {
	var out []Finding
	for _, d := range r.Diags {
		if d.Pos.File != "" {
			out = append(out, Finding{Diag: d, State: New})
		}
	}
	if len(out) == 0 {
		d := diag.Diagnostic{Kind: diag.Expectation, Pos: ir.Pos{File: r.File, Line: max(r.Launch, 1)}, Msg: r.Name() + ": " + r.Problem}
		return []Finding{{Diag: d, State: New, Fingerprint: expectationFingerprint(r)}}
	}
	seen := map[string]int{}
	for i := range out {
		fp := fingerprint(out[i].Diag, src)
		if seen[fp]++; seen[fp] > 1 {
			fp += fmt.Sprintf("-%d", seen[fp])
		}
		out[i].Fingerprint = fp
	}
	return out
}

// resultFindings are a result's findings: those the run judged, or, for a
// result without them (read from an older report), computed again, all
// known when the result is.
func resultFindings(r *Result, src *diag.Source) []Finding {
	if r.Findings != nil || r.Met {
		return r.Findings
	}
	fs := findings(r, src)
	if r.Known {
		for i := range fs {
			fs[i].State = Known
		}
	}
	return fs
}

var (
	digits = regexp.MustCompile(`[0-9]+`)
	// raceWords are the kind of a race in its headline: which of a
	// statement's reports comes first (read-write or write-write of one
	// x++) is the prover's choice, not the finding's identity.
	raceWords = regexp.MustCompile(`possible [a-z]+-[a-z]+ race`)
	// kernelSuffix names the kernel in a file of several: adding a
	// kernel to the file is no new finding in the old one.
	kernelSuffix = regexp.MustCompile(` \(kernel [^)]*\)$`)
)

// fingerprint hashes what identifies a finding independently of where
// unrelated edits move it: the rule (every race one rule), the file, the
// text of the line it is reported at (not its number), the message with
// its numbers masked (a counterexample's indices and work items vary) and
// without the kernel's name (printed only when the file has several) and,
// except for races, the text of the related lines (a failed precondition's
// requires). A race's earlier access is left out: whether a report names
// one statement or lists its possible sources depends on whether the
// counterexample could be checked in time (docs/reading-reports.md), which
// depends on the machine's load; its array, kernel and later access stay.
func fingerprint(d diag.Diagnostic, src *diag.Source) string {
	h := sha256.New()
	line := func(p ir.Pos) string { return strings.Join(strings.Fields(src.Line(p)), " ") }
	rule, msg := string(d.Kind), digits.ReplaceAllString(kernelSuffix.ReplaceAllString(d.Msg, ""), "#")
	race := diag.IsRace(d.Kind)
	if race {
		rule, msg = "race", raceWords.ReplaceAllString(msg, "possible race")
	}
	parts := []string{rule, filepath.ToSlash(filepath.Clean(d.Pos.File)), line(d.Pos), msg}
	if !race {
		for _, rel := range d.Related {
			parts = append(parts, line(rel.Pos))
		}
	}
	for _, part := range parts {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// expectationFingerprint identifies an unmet expectation without a
// positioned finding: the file, the expectation and how it was not met
// (the exit codes), not the launch pragma's line.
func expectationFingerprint(r *Result) string {
	h := sha256.New()
	for _, part := range []string{string(diag.Expectation), filepath.ToSlash(filepath.Clean(r.File)), r.Expect, r.Problem} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// ruleOf is a finding's rule as baselines and suppressions name it.
func ruleOf(d diag.Diagnostic) string {
	if diag.IsRace(d.Kind) {
		return "race"
	}
	return string(d.Kind)
}
