package z3proxy

import (
	"io"
	"strings"
)

// Report sessions (--report): the run of a program already known to fail,
// for its report.
//
// Each failing assertion once. After a counterexample Boogie 2.4.1 asks
// z3 for its labels, reports the first failing assertion on the trace it
// reads from them, and asserts that one of the model's failing assertions
// (those whose negative label is set) is switched off: (assert (or
// %lbl%@a %lbl%@b ...)). z3 often switches off one Boogie did not report,
// so the same assertion comes back along other paths: a racy PPCG lu
// twin's proof of four failing assertions gave 32 counterexamples, eight
// of each, in a minute. The proxy also switches off the assertion Boogie
// reported, which it finds by reading the trace as Boogie does
// (flow.reported): each failing assertion is then reported once, along
// one path, and the counterexamples end after as many as there are
// failing assertions (the same four, in 15 s on a loaded machine). Only
// the other paths of one assertion are lost, and with them the other
// logged accesses the same racing access may meet.
//
// The last query. Once every failing assertion is switched off, the last
// query proves all the others, which on a PPCG kernel takes longer than
// the report may wait. So after a "sat" the proxy gave at a push level
// (from a fresh model, hint.go), a query the incremental z3 does not
// answer within its turn (incrementalFirst) is answered "unsat": the
// counterexamples end there, with those found. After a "sat" of the
// incremental z3's own, the proxy passes its answers on as before:
// reading them too, to end there as well, changed nothing in time on 26
// racy real-world kernels (137 s, 136 s), whose slow report proofs wait
// for their first counterexample, and cut PPCG syrk's report from three
// races to one.
//
// Both only change what Boogie reports of a failing implementation, not
// whether it fails: they act on queries after its first counterexample,
// which Boogie asks only to collect more. Package prover never asks for a
// report session in Houdini, whose queries after a counterexample decide
// which candidates stand.
//
// onceState is what a report session keeps: the flow of the last
// verification condition and the labels of the last counterexample.
type onceState struct {
	flow   *flow
	labels map[string]bool
}

// command handles Boogie's command c before the proxy relays it: it
// answers (labels) itself, keeping the labels, and after Boogie's blocking
// clause it sends the blocking clause of the assertion Boogie reported.
// It returns the command still to relay ("" when none).
func (o *onceState) command(c string, s *session, toZ3 io.Writer, r *relay) string {
	head, _ := commandHead(c)
	switch head {
	case "labels":
		reply := r.sync(toZ3, c)
		o.labels = labelSet(reply)
		r.write(reply)
		return ""
	case "assert":
		labels := o.labels
		o.labels = nil
		if f := parseFlow(c); f != nil {
			o.flow = f
			return c
		}
		if labels == nil || o.flow == nil || !strings.HasPrefix(c, "(assert (or %lbl%@") {
			return c
		}
		a := o.flow.reported(labels)
		if a == "" || !containsToken(c, "%lbl%"+a) {
			return c
		}
		s.record(c)
		io.WriteString(toZ3, c+"\n")
		return "(assert %lbl%" + a + ")"
	case "push", "pop", "reset":
		o.flow, o.labels = nil, nil
	}
	return c
}

// containsToken reports whether tok is one of c's tokens.
func containsToken(c, tok string) bool {
	for _, t := range sexpTokens(c) {
		if t == tok {
			return true
		}
	}
	return false
}

// flow is the control flow of a verification condition as Boogie writes
// it: one let binding NAME_correct per block, holding the block's
// position label (%lbl%+N), the negative labels of its assertions in order
// (%lbl%@N) and its successors' NAME_correct, in goto order.
type flow struct {
	root   string
	blocks map[string]*flowBlock
}

type flowBlock struct {
	pos     string
	asserts []string
	succs   []string
}

// parseFlow reads the blocks of the verification condition in the assert
// command c; nil when c has none or their entry is not unique.
func parseFlow(c string) *flow {
	if !strings.Contains(c, "_correct") {
		return nil
	}
	t := sexpTokens(c)
	f := &flow{blocks: map[string]*flowBlock{}}
	referenced := map[string]bool{}
	var order []string
	for i := 0; i+5 < len(t); i++ {
		if t[i] != "(" || t[i+1] != "let" || t[i+2] != "(" || t[i+3] != "(" || !strings.HasSuffix(t[i+4], "_correct") {
			continue
		}
		b := &flowBlock{}
		end := skipExpr(t, i+5)
		for _, tok := range t[i+5 : end] {
			switch {
			case strings.HasPrefix(tok, "%lbl%+") && b.pos == "":
				b.pos = strings.TrimPrefix(tok, "%lbl%")
			case strings.HasPrefix(tok, "%lbl%@"):
				b.asserts = append(b.asserts, strings.TrimPrefix(tok, "%lbl%"))
			case strings.HasSuffix(tok, "_correct"):
				b.succs = append(b.succs, tok)
				referenced[tok] = true
			}
		}
		f.blocks[t[i+4]] = b
		order = append(order, t[i+4])
	}
	for _, name := range order {
		if !referenced[name] {
			if f.root != "" {
				return nil
			}
			f.root = name
		}
	}
	if f.root == "" {
		return nil
	}
	return f
}

// reported is the assertion label Boogie reports for a model whose true
// labels are set: its counterexample trace starts at the entry block and
// follows the first successor whose position label is set, and reports
// the first assertion on the way whose label is set ("" when the trace
// finds none).
func (f *flow) reported(set map[string]bool) string {
	seen := map[string]bool{}
	for name := f.root; name != "" && !seen[name]; {
		seen[name] = true
		b := f.blocks[name]
		if b == nil {
			return ""
		}
		for _, a := range b.asserts {
			if set[a] {
				return a
			}
		}
		next := ""
		for _, s := range b.succs {
			if sb := f.blocks[s]; sb != nil && set[sb.pos] {
				next = s
				break
			}
		}
		name = next
	}
	return ""
}

// labelSet reads z3's reply to (labels): "(labels +1 @2 ...)".
func labelSet(reply string) map[string]bool {
	out := map[string]bool{}
	t := sexpTokens(reply)
	for _, tok := range t {
		if strings.HasPrefix(tok, "+") || strings.HasPrefix(tok, "@") {
			out[tok] = true
		}
	}
	return out
}
