package gate

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// SARIF 2.1.0 for code scanning. One run; the driver's rules are
// diag.Kinds (rule id = the kind: race/write-read, barrier-divergence,
// ...). Every diagnostic of a kernel whose expectation was not met is a
// result at its position, the other access of a race as a related
// location; an unmet expectation without a positioned diagnostic (a
// timeout, a verdict the header does not expect) is an "expectation"
// result at the kernel file. Results of known (baseline) failures carry
// baselineState "unchanged", the others "new". Kernels that met their
// expectation (including expected failures of test kernels) report
// nothing.
//
// partialFingerprints["bvgen/v1"] is stable across unrelated edits: it
// hashes the rule, the file, the text of the source lines involved
// (not their numbers) and the message with its numbers masked (a
// counterexample's indices and work items vary between runs).

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name    string      `json:"name"`
	Version string      `json:"version,omitempty"`
	Rules   []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string      `json:"id"`
	Name                 string      `json:"name"`
	ShortDescription     sarifText   `json:"shortDescription"`
	FullDescription      sarifText   `json:"fullDescription"`
	DefaultConfiguration sarifConfig `json:"defaultConfiguration"`
}

type sarifConfig struct {
	Level string `json:"level"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	RelatedLocations    []sarifLocation   `json:"relatedLocations,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	BaselineState       string            `json:"baselineState"`
}

type sarifLocation struct {
	ID               int           `json:"id,omitempty"`
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
	Message          *sarifText    `json:"message,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// sarifSchema is the schema the log names.
const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

// WriteSARIF writes the summary as a SARIF 2.1.0 log.
func WriteSARIF(w io.Writer, s *Summary) error {
	rules := make([]sarifRule, len(diag.Kinds))
	index := map[diag.Kind]int{}
	for i, k := range diag.Kinds {
		rules[i] = sarifRule{ID: string(k.Kind), Name: k.Name, ShortDescription: sarifText{k.Short},
			FullDescription: sarifText{k.Full}, DefaultConfiguration: sarifConfig{Level: "error"}}
		index[k.Kind] = i
	}
	src := diag.NewSource(os.ReadFile)
	results := []sarifResult{}
	for i := range s.Results {
		r := &s.Results[i]
		if r.Met {
			continue
		}
		for _, d := range findings(r) {
			results = append(results, sarifResultOf(d, r, index, src))
		}
	}
	log := sarifLog{Schema: sarifSchema, Version: "2.1.0",
		Runs: []sarifRun{{Tool: sarifTool{Driver: sarifDriver{Name: "bvgen", Version: s.Version, Rules: rules}}, Results: results}}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

// findings are the diagnostics of an unmet expectation, or one
// "expectation" diagnostic at the file when none has a position.
func findings(r *Result) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, d := range r.Diags {
		if d.Pos.File != "" {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		out = append(out, diag.Diagnostic{Kind: diag.Expectation, Pos: ir.Pos{File: r.File, Line: max(r.Launch, 1)},
			Msg: r.Name() + ": " + r.Problem})
	}
	return out
}

func sarifResultOf(d diag.Diagnostic, r *Result, index map[diag.Kind]int, src *diag.Source) sarifResult {
	kind := d.Kind
	if _, ok := index[kind]; !ok {
		kind = diag.Expectation
	}
	res := sarifResult{RuleID: string(kind), RuleIndex: index[kind], Level: "error", Message: sarifText{d.Msg},
		Locations: []sarifLocation{{PhysicalLocation: physical(d.Pos, d.End)}}, BaselineState: "new",
		PartialFingerprints: map[string]string{"bvgen/v1": fingerprint(kind, d, src)}}
	if r.Known {
		res.BaselineState = "unchanged"
	}
	for _, rel := range d.Related {
		// An access with several possible sources is a related location at
		// each of them.
		ps := rel.Sources
		if len(ps) == 0 {
			ps = []ir.Pos{rel.Pos}
		}
		for _, p := range ps {
			res.RelatedLocations = append(res.RelatedLocations, sarifLocation{ID: len(res.RelatedLocations) + 1,
				PhysicalLocation: physical(p, ir.Pos{}), Message: &sarifText{rel.Msg}})
		}
	}
	return res
}

// physical is a SARIF location: a relative URI with forward slashes and
// the region when the position has a line.
func physical(p, end ir.Pos) sarifPhysical {
	ph := sarifPhysical{ArtifactLocation: sarifArtifact{URI: filepath.ToSlash(filepath.Clean(p.File))}}
	if p.Line > 0 {
		ph.Region = &sarifRegion{StartLine: p.Line, StartColumn: p.Col}
		if end.Line > 0 {
			ph.Region.EndLine, ph.Region.EndColumn = end.Line, end.Col
		}
	}
	return ph
}

var digits = regexp.MustCompile(`[0-9]+`)

// fingerprint hashes what identifies a finding independently of where
// unrelated edits move it.
func fingerprint(kind diag.Kind, d diag.Diagnostic, src *diag.Source) string {
	h := sha256.New()
	line := func(p ir.Pos) string { return strings.Join(strings.Fields(src.Line(p)), " ") }
	for _, part := range []string{string(kind), filepath.ToSlash(filepath.Clean(d.Pos.File)), line(d.Pos), digits.ReplaceAllString(d.Msg, "#")} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	for _, rel := range d.Related {
		h.Write([]byte(line(rel.Pos)))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}
