package gate

import (
	"encoding/json"
	"io"
	"time"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/kernels"
)

// The JSON report: the summary with snake_case fields, durations in
// seconds, positions as {file, line, col}. ReadJSON reads it back.

type jsonSummary struct {
	Version        string       `json:"version,omitempty"`
	Shard          int          `json:"shard,omitempty"`
	Shards         int          `json:"shards,omitempty"`
	ElapsedSeconds float64      `json:"elapsed_seconds"`
	Passed         int          `json:"passed"`
	Failed         int          `json:"failed"`
	Known          int          `json:"known"`
	Results        []jsonResult `json:"results"`
	// Stale baseline entries and unused suppression comments.
	Stale  []jsonStale `json:"stale,omitempty"`
	Unused []jsonSup   `json:"unused,omitempty"`
}

type jsonStale struct {
	Fingerprint string `json:"fingerprint"`
	Rule        string `json:"rule"`
	File        string `json:"file"`
	Note        string `json:"note,omitempty"`
}

type jsonSup struct {
	Pos    jsonPos `json:"pos"`
	Rule   string  `json:"rule"`
	Reason string  `json:"reason"`
}

// jsonFinding is a finding of an unmet expectation: its diagnostic, its
// fingerprint and state, and for a suppressed one the comment's reason
// and position.
type jsonFinding struct {
	Fingerprint string       `json:"fingerprint"`
	State       FindingState `json:"state"`
	Reason      string       `json:"reason,omitempty"`
	Where       *jsonPos     `json:"where,omitempty"`
	Diagnostic  jsonDiag     `json:"diagnostic"`
}

type jsonResult struct {
	File           string             `json:"file"`
	Launch         int                `json:"launch,omitempty"`
	From           string             `json:"from,omitempty"`
	HostCalls      []kernels.HostCall `json:"host_api_calls,omitempty"`
	Expect         string             `json:"expect"`
	Flags          []string           `json:"flags"`
	Code           int                `json:"code"`
	Met            bool               `json:"met"`
	Problem        string             `json:"problem,omitempty"`
	Known          bool               `json:"known,omitempty"`
	Cached         bool               `json:"cached,omitempty"`
	ElapsedSeconds float64            `json:"elapsed_seconds"`
	Output         string             `json:"output"`
	Diagnostics    []jsonDiag         `json:"diagnostics"`
	Findings       []jsonFinding      `json:"findings,omitempty"`
}

type jsonPos struct {
	File string `json:"file"`
	Line int    `json:"line,omitempty"`
	Col  int    `json:"col,omitempty"`
	// CalledFrom is the call stack of an access in an inlined helper,
	// innermost first (ir.Pos.CallStack).
	CalledFrom []jsonCall `json:"called_from,omitempty"`
}

type jsonCall struct {
	Func string `json:"function"`
	File string `json:"file"`
	Line int    `json:"line,omitempty"`
	Col  int    `json:"col,omitempty"`
}

type jsonRelated struct {
	Pos     jsonPos `json:"pos"`
	Message string  `json:"message"`
	// Sources are the possible positions of an access whose statement is
	// not known (diag.Related.Sources).
	Sources []jsonPos `json:"sources,omitempty"`
}

type jsonDiag struct {
	Kind    diag.Kind     `json:"kind"`
	Pos     jsonPos       `json:"pos"`
	End     *jsonPos      `json:"end,omitempty"`
	Message string        `json:"message"`
	Related []jsonRelated `json:"related,omitempty"`
	Notes   []string      `json:"notes,omitempty"`
	// FileHeadline: the text headline names the file only (a race).
	FileHeadline bool `json:"file_headline,omitempty"`
}

func toJSONPos(p ir.Pos) jsonPos {
	j := jsonPos{File: p.File, Line: p.Line, Col: p.Col}
	for _, c := range p.CallStack() {
		j.CalledFrom = append(j.CalledFrom, jsonCall{Func: c.Func, File: c.Pos.File, Line: c.Pos.Line, Col: c.Pos.Col})
	}
	return j
}

// fromJSONPos reads a position back (the cache), with its call stack.
func fromJSONPos(p jsonPos) ir.Pos {
	pos := ir.Pos{File: p.File, Line: p.Line, Col: p.Col}
	at := &pos.Via
	for _, c := range p.CalledFrom {
		*at = &ir.CallSite{Func: c.Func, Pos: ir.Pos{File: c.File, Line: c.Line, Col: c.Col}}
		at = &(*at).Pos.Via
	}
	return pos
}

func seconds(d time.Duration) float64 { return d.Seconds() }
func duration(s float64) time.Duration {
	return time.Duration(s * float64(time.Second)).Round(time.Microsecond)
}

// WriteJSON writes the summary as JSON.
func WriteJSON(w io.Writer, s *Summary) error {
	passed, failed, known := s.Counts()
	out := jsonSummary{Version: s.Version, Shard: s.Shard, Shards: s.Shards, ElapsedSeconds: seconds(s.Elapsed),
		Passed: passed, Failed: failed, Known: known, Results: []jsonResult{}}
	for _, r := range s.Results {
		jr := jsonResult{File: r.File, Launch: r.Launch, From: r.From, HostCalls: r.HostCalls, Expect: r.Expect, Flags: r.Flags, Code: r.Code, Met: r.Met,
			Problem: r.Problem, Known: r.Known, Cached: r.Cached, ElapsedSeconds: seconds(r.Elapsed), Output: r.Output,
			Diagnostics: []jsonDiag{}}
		if jr.Flags == nil {
			jr.Flags = []string{}
		}
		for _, d := range r.Diags {
			jr.Diagnostics = append(jr.Diagnostics, toJSONDiag(d))
		}
		for _, f := range r.Findings {
			jf := jsonFinding{Fingerprint: f.Fingerprint, State: f.State, Reason: f.Reason, Diagnostic: toJSONDiag(f.Diag)}
			if f.Where != (ir.Pos{}) {
				where := toJSONPos(f.Where)
				jf.Where = &where
			}
			jr.Findings = append(jr.Findings, jf)
		}
		out.Results = append(out.Results, jr)
	}
	for _, e := range s.Stale {
		out.Stale = append(out.Stale, jsonStale(e))
	}
	for _, u := range s.Unused {
		out.Unused = append(out.Unused, jsonSup{Pos: toJSONPos(u.Pos), Rule: u.Rule, Reason: u.Reason})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func toJSONDiag(d diag.Diagnostic) jsonDiag {
	jd := jsonDiag{Kind: d.Kind, Pos: toJSONPos(d.Pos), Message: d.Msg, Notes: d.Notes, FileHeadline: d.FileHeadline}
	if d.End != (ir.Pos{}) {
		end := toJSONPos(d.End)
		jd.End = &end
	}
	for _, rel := range d.Related {
		jr := jsonRelated{Pos: toJSONPos(rel.Pos), Message: rel.Msg}
		for _, p := range rel.Sources {
			jr.Sources = append(jr.Sources, toJSONPos(p))
		}
		jd.Related = append(jd.Related, jr)
	}
	return jd
}

// ReadJSON reads a report WriteJSON wrote (for baselines and tools).
func ReadJSON(r io.Reader) (*Summary, error) {
	var in jsonSummary
	if err := json.NewDecoder(r).Decode(&in); err != nil {
		return nil, err
	}
	s := &Summary{Version: in.Version, Shard: in.Shard, Shards: in.Shards, Elapsed: duration(in.ElapsedSeconds)}
	for _, jr := range in.Results {
		if len(jr.Flags) == 0 {
			jr.Flags = nil
		}
		r := Result{File: jr.File, Launch: jr.Launch, From: jr.From, HostCalls: jr.HostCalls, Expect: jr.Expect, Flags: jr.Flags, Code: jr.Code, Met: jr.Met,
			Problem: jr.Problem, Known: jr.Known, Cached: jr.Cached, Elapsed: duration(jr.ElapsedSeconds), Output: jr.Output}
		for _, jd := range jr.Diagnostics {
			r.Diags = append(r.Diags, fromJSONDiag(jd))
		}
		for _, jf := range jr.Findings {
			f := Finding{Fingerprint: jf.Fingerprint, State: jf.State, Reason: jf.Reason, Diag: fromJSONDiag(jf.Diagnostic)}
			if jf.Where != nil {
				f.Where = fromJSONPos(*jf.Where)
			}
			r.Findings = append(r.Findings, f)
		}
		s.Results = append(s.Results, r)
	}
	for _, e := range in.Stale {
		s.Stale = append(s.Stale, StaleEntry(e))
	}
	for _, u := range in.Unused {
		s.Unused = append(s.Unused, Suppression{Pos: fromJSONPos(u.Pos), Rule: u.Rule, Reason: u.Reason})
	}
	return s, nil
}

func fromJSONDiag(jd jsonDiag) diag.Diagnostic {
	d := diag.Diagnostic{Kind: jd.Kind, Pos: fromJSONPos(jd.Pos), Msg: jd.Message, Notes: jd.Notes, FileHeadline: jd.FileHeadline}
	if jd.End != nil {
		d.End = fromJSONPos(*jd.End)
	}
	for _, rel := range jd.Related {
		dr := diag.Related{Pos: fromJSONPos(rel.Pos), Msg: rel.Message}
		for _, p := range rel.Sources {
			dr.Sources = append(dr.Sources, fromJSONPos(p))
		}
		d.Related = append(d.Related, dr)
	}
	return d
}
