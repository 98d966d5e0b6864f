package gate

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/kernels"
)

// SARIF 2.1.0 for code scanning. One run; the driver's rules are
// diag.Kinds (rule id = the kind: race/write-read, barrier-divergence,
// ...). Every diagnostic of a kernel whose expectation was not met is a
// result at its position, the other access of a race as a related
// location; an unmet expectation without a positioned diagnostic (a
// timeout, a verdict the header does not expect) is an "expectation"
// result at the kernel file. Kernels that met their
// expectation (including expected failures of test kernels) report
// nothing.
//
// partialFingerprints["bvgen/v2"] is the finding's fingerprint, the key
// of baselines (finding.go): stable across unrelated edits. A finding a
// baseline knows or a comment suppresses is "unchanged" (and a suppressed
// one carries the comment's reason as an inSource suppression).

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
	RuleID              string             `json:"ruleId"`
	RuleIndex           int                `json:"ruleIndex"`
	Level               string             `json:"level"`
	Message             sarifText          `json:"message"`
	Locations           []sarifLocation    `json:"locations"`
	RelatedLocations    []sarifLocation    `json:"relatedLocations,omitempty"`
	PartialFingerprints map[string]string  `json:"partialFingerprints"`
	BaselineState       string             `json:"baselineState"`
	Suppressions        []sarifSuppression `json:"suppressions,omitempty"`
}

// sarifSuppression is a finding a `// bvgen-ignore` comment tolerates.
type sarifSuppression struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification"`
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
		for _, f := range resultFindings(r, src) {
			res := sarifResultOf(f, index)
			for _, h := range r.HostCalls {
				// The host code that made the launch.
				res.RelatedLocations = append(res.RelatedLocations, sarifLocation{ID: len(res.RelatedLocations) + 1,
					PhysicalLocation: physical(ir.Pos{File: relToCwd(h.Unit), Line: h.Line}, ir.Pos{}),
					Message:          &sarifText{hostCallText(h, r.From)}})
			}
			results = append(results, res)
		}
	}
	log := sarifLog{Schema: sarifSchema, Version: "2.1.0",
		Runs: []sarifRun{{Tool: sarifTool{Driver: sarifDriver{Name: "bvgen", Version: s.Version, Rules: rules}}, Results: results}}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

func sarifResultOf(f Finding, index map[diag.Kind]int) sarifResult {
	d := f.Diag
	kind := d.Kind
	if _, ok := index[kind]; !ok {
		kind = diag.Expectation
	}
	res := sarifResult{RuleID: string(kind), RuleIndex: index[kind], Level: "error", Message: sarifText{d.Msg},
		Locations: []sarifLocation{{PhysicalLocation: physical(d.Pos, d.End)}}, BaselineState: "new",
		PartialFingerprints: map[string]string{"bvgen/v2": f.Fingerprint}}
	if f.State != New {
		res.BaselineState = "unchanged"
	}
	if f.State == Suppressed {
		res.Suppressions = []sarifSuppression{{Kind: "inSource", Justification: f.Reason}}
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

// hostCallText is the message of a host call site's related location.
func hostCallText(h kernels.HostCall, from string) string {
	if h.Function == "" {
		return fmt.Sprintf("the host launched the kernel here (launch %s)", from)
	}
	return fmt.Sprintf("the host launched the kernel here, in %s (launch %s)", h.Function, from)
}

// relToCwd is a path relative to the working directory when it lies
// under it (SARIF's artifact URIs are relative to the checkout).
func relToCwd(path string) string {
	if !filepath.IsAbs(path) {
		return path
	}
	wd, err := os.Getwd()
	if err != nil {
		return path
	}
	if rel, err := filepath.Rel(wd, path); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return path
}
