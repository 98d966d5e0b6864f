package gate

import (
	"encoding/json"
	"io"
	"time"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
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
}

type jsonResult struct {
	File           string     `json:"file"`
	Launch         int        `json:"launch,omitempty"`
	Expect         string     `json:"expect"`
	Flags          []string   `json:"flags"`
	Code           int        `json:"code"`
	Met            bool       `json:"met"`
	Problem        string     `json:"problem,omitempty"`
	Known          bool       `json:"known,omitempty"`
	Cached         bool       `json:"cached,omitempty"`
	ElapsedSeconds float64    `json:"elapsed_seconds"`
	Output         string     `json:"output"`
	Diagnostics    []jsonDiag `json:"diagnostics"`
}

type jsonPos struct {
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

func toJSONPos(p ir.Pos) jsonPos   { return jsonPos{File: p.File, Line: p.Line, Col: p.Col} }
func fromJSONPos(p jsonPos) ir.Pos { return ir.Pos{File: p.File, Line: p.Line, Col: p.Col} }

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
		jr := jsonResult{File: r.File, Launch: r.Launch, Expect: r.Expect, Flags: r.Flags, Code: r.Code, Met: r.Met,
			Problem: r.Problem, Known: r.Known, Cached: r.Cached, ElapsedSeconds: seconds(r.Elapsed), Output: r.Output,
			Diagnostics: []jsonDiag{}}
		if jr.Flags == nil {
			jr.Flags = []string{}
		}
		for _, d := range r.Diags {
			jr.Diagnostics = append(jr.Diagnostics, toJSONDiag(d))
		}
		out.Results = append(out.Results, jr)
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
		r := Result{File: jr.File, Launch: jr.Launch, Expect: jr.Expect, Flags: jr.Flags, Code: jr.Code, Met: jr.Met,
			Problem: jr.Problem, Known: jr.Known, Cached: jr.Cached, Elapsed: duration(jr.ElapsedSeconds), Output: jr.Output}
		for _, jd := range jr.Diagnostics {
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
			r.Diags = append(r.Diags, d)
		}
		s.Results = append(s.Results, r)
	}
	return s, nil
}
