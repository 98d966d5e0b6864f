package prover

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	// file(line,col): rest
	posLineRe = regexp.MustCompile(`^(.*)\((\d+),(\d+)\): (.*)$`)
	// Error BP5001: This assertion might not hold.
	errorCodeRe = regexp.MustCompile(`^Error (BP\d+): (.*)$`)
	// Timed out on BP5001: This assertion might not hold.
	timedOutOnRe = regexp.MustCompile(`^Timed out on (BP\d+): (.*)$`)
	// Verification of 'p' timed out after 2 seconds
	procTimeoutRe = regexp.MustCompile(`^Verification of '(.*)' timed out after (\d+) seconds?`)
	// 1 parse errors detected in k.bpl (also name resolution, type checking)
	invalidRe = regexp.MustCompile(`^\d+ (parse|name resolution|type checking) errors? detected in `)
	// Boogie program verifier finished with 0 verified, 1 error, 1 time out
	summaryRe = regexp.MustCompile(`^Boogie program verifier finished with (.*)$`)
	// _b0 = True
	assignRe = regexp.MustCompile(`^(\S+) = (True|False)$`)
	// /trace: "Verifying $scan ..." (a run), "Verifying $scan" (Houdini),
	// then "  [1.092 s, 22 proof obligations]  verified" or
	// "Time taken = 0.190929".
	verifyingRe = regexp.MustCompile(`^Verifying (\S+)(?: \.\.\.)?$`)
	procTimeRe  = regexp.MustCompile(`^\s*\[([0-9.]+) s, \d+ proof obligations?\]|^Time taken = ([0-9.]+)$`)
	// Legal parameters are: ... lines of the model_compress noise
	legalParamRe = regexp.MustCompile(`^\s+\S+ \(.*\)$`)
)

// crashMarkers start messages that mean Boogie itself failed.
var crashMarkers = []string{
	"*** Error",
	"*** Fatal Error",
	"Fatal Error",
	"[ERROR] FATAL UNHANDLED EXCEPTION",
	"Unhandled Exception",
	"Unhandled exception",
	"Error opening file",
	"Boogie: internal error",
}

// FilterNoise removes the harmless block that Boogie 2.4.1 prints because
// z3 4.8.12 does not know the option model_compress:
//
//	Prover error: line 18 column 28: unknown parameter 'model_compress'
//	Legal parameters are:
//	  auto_config (bool) (default: true)
//	  ...
func FilterNoise(out string) string {
	lines := strings.SplitAfter(out, "\n")
	var b strings.Builder
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if !(strings.HasPrefix(l, "Prover error:") && strings.Contains(l, "model_compress")) {
			b.WriteString(l)
			continue
		}
		if i+1 < len(lines) && strings.HasPrefix(lines[i+1], "Legal parameters are:") {
			i++
			for i+1 < len(lines) && legalParamRe.MatchString(strings.TrimRight(lines[i+1], "\r\n")) {
				i++
			}
		}
	}
	return b.String()
}

// ParseOutput turns Boogie's text output (noise is filtered here too) and
// the content of its /mv model file (empty if none) into a Result. Run
// calls it; it is exported for output captured elsewhere.
func ParseOutput(out, models string) *Result {
	out = FilterNoise(out)
	r := &Result{Output: out}
	lines := strings.Split(strings.ReplaceAll(out, "\r\n", "\n"), "\n")

	var (
		cur       *Failure // the failure that traces and related locations attach to
		curTO     *Timeout // the timeout that "Timed out on" lines attach to
		inTrace   bool
		inAssign  bool
		invalid   bool
		crashed   bool
		summaryOK bool
		proc      string // the procedure /trace said Boogie is verifying
	)
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			inAssign = false
			continue
		}
		if inTrace && (strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t")) {
			if m := posLineRe.FindStringSubmatch(strings.TrimSpace(l)); m != nil && cur != nil {
				cur.Trace = append(cur.Trace, TraceStep{Pos: mkPos(m), Label: m[4]})
			}
			continue
		}
		inTrace = false
		if inAssign {
			if m := assignRe.FindStringSubmatch(l); m != nil {
				r.Assignment[m[1]] = m[2] == "True"
				continue
			}
			inAssign = false
		}
		if m := verifyingRe.FindStringSubmatch(l); m != nil {
			proc = m[1]
			continue
		}
		if m := procTimeRe.FindStringSubmatch(l); m != nil && proc != "" {
			secs, _ := strconv.ParseFloat(m[1]+m[2], 64)
			r.ProcTimes = append(r.ProcTimes, ProcTime{Proc: proc, Seconds: secs})
			proc = ""
			continue
		}
		switch {
		case l == "Execution trace:":
			inTrace = true
			continue
		case l == "Assignment computed by Houdini:":
			inAssign = true
			r.Assignment = map[string]bool{}
			continue
		case invalidRe.MatchString(l):
			invalid = true
			continue
		case summaryRe.MatchString(l):
			summaryOK = parseSummary(r, summaryRe.FindStringSubmatch(l)[1])
			continue
		case hasCrashMarker(l):
			crashed = true
			r.Diagnostics = append(r.Diagnostics, Diagnostic{Message: l})
			continue
		}
		m := posLineRe.FindStringSubmatch(l)
		if m == nil {
			// An assert with {:msg "..."} fails with just the message.
			if i+1 < len(lines) && lines[i+1] == "Execution trace:" {
				r.Failures = append(r.Failures, Failure{Kind: KindOther, Message: l})
				cur, curTO = &r.Failures[len(r.Failures)-1], nil
				continue
			}
			if strings.HasPrefix(l, "Prover error:") || strings.HasPrefix(l, "Warning") {
				r.Diagnostics = append(r.Diagnostics, Diagnostic{Message: l})
			}
			continue
		}
		pos, msg := mkPos(m), m[4]
		if em := errorCodeRe.FindStringSubmatch(msg); em != nil {
			r.Failures = append(r.Failures, Failure{Kind: kindByCode[em[1]], Code: em[1], Message: em[2], Pos: pos})
			cur, curTO = &r.Failures[len(r.Failures)-1], nil
			continue
		}
		if strings.HasPrefix(msg, "Related location: ") {
			if cur != nil {
				cur.Related, cur.RelatedMessage = pos, strings.TrimPrefix(msg, "Related location: ")
			}
			continue
		}
		if tm := procTimeoutRe.FindStringSubmatch(msg); tm != nil {
			secs, _ := strconv.Atoi(tm[2])
			r.Timeouts = append(r.Timeouts, Timeout{Proc: tm[1], Pos: pos, Seconds: secs})
			curTO, cur = &r.Timeouts[len(r.Timeouts)-1], nil
			continue
		}
		if tm := timedOutOnRe.FindStringSubmatch(msg); tm != nil && curTO != nil {
			curTO.Pending = append(curTO.Pending, Failure{Kind: kindByCode[tm[1]], Code: tm[1], Message: tm[2], Pos: pos})
			cur = &curTO.Pending[len(curTO.Pending)-1]
			continue
		}
		// Parse, resolution and type errors ("error: ...", "Error: ..."),
		// inconclusive outcomes and anything else with a position.
		r.Diagnostics = append(r.Diagnostics, Diagnostic{Pos: pos, Message: msg})
		cur = nil
	}

	attachModels(r, models)
	setStatus(r, crashed, invalid, summaryOK)
	return r
}

// setStatus sets the overall outcome of a run from what ParseOutput saw:
// a crash marker, an invalid program, the summary line, and the counts.
func setStatus(r *Result, crashed, invalid, summaryOK bool) {
	switch {
	case crashed:
		r.Status = StatusCrash
	case invalid:
		r.Status = StatusInvalid
	case !summaryOK:
		r.Status = StatusCrash
		r.Diagnostics = append(r.Diagnostics, Diagnostic{Message: "boogie did not print its summary line"})
	case r.Errors > 0 || len(r.Failures) > 0:
		r.Status = StatusFailed
	case r.TimeOuts > 0 || len(r.Timeouts) > 0:
		r.Status = StatusTimeout
	case r.Inconclusive > 0 || r.OutOfMemory > 0 || r.OutOfResource > 0:
		r.Status = StatusInconclusive
	default:
		r.Status = StatusVerified
	}
}

func mkPos(m []string) Pos {
	line, _ := strconv.Atoi(m[2])
	col, _ := strconv.Atoi(m[3])
	return Pos{File: m[1], Line: line, Col: col}
}

func hasCrashMarker(l string) bool {
	for _, c := range crashMarkers {
		if strings.HasPrefix(l, c) {
			return true
		}
	}
	return false
}

// parseSummary reads "0 verified, 1 error, 1 time out, 2 inconclusive,
// 1 out of memory, 1 out of resource".
func parseSummary(r *Result, s string) bool {
	ok := false
	for _, part := range strings.Split(s, ", ") {
		var n int
		var what string
		if _, err := fmt.Sscanf(part, "%d", &n); err != nil {
			continue
		}
		what = strings.TrimSpace(strings.TrimPrefix(part, strconv.Itoa(n)))
		switch what {
		case "verified":
			r.Verified, ok = n, true
		case "error", "errors":
			r.Errors = n
		case "time out", "time outs":
			r.TimeOuts = n
		case "inconclusive":
			r.Inconclusive = n
		case "out of memory":
			r.OutOfMemory = n
		case "out of resource":
			r.OutOfResource = n
		}
	}
	return ok
}

// attachModels pairs the models of a /mv file with the failures. Boogie
// writes exactly one model per reported error, in the order the errors are
// printed; if the counts disagree the pairing is unknowable and no model
// is attached, rather than a wrong one.
func attachModels(r *Result, text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	ms, err := ParseModels(text)
	if err != nil {
		r.Diagnostics = append(r.Diagnostics, Diagnostic{Message: "model file: " + err.Error()})
		return
	}
	if len(ms) != len(r.Failures) {
		r.Diagnostics = append(r.Diagnostics, Diagnostic{Message: fmt.Sprintf(
			"model file has %d models for %d errors; models not attached", len(ms), len(r.Failures))})
		return
	}
	for i := range r.Failures {
		r.Failures[i].Model = ms[i]
	}
}
