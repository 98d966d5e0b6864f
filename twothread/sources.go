package twothread

import (
	"slices"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// A race report names the statement that made the logged access from the
// log's SOURCE ghost in the counterexample. Where Boogie havocs the log (at
// a loop head, and at a call, for what the callee modifies) the ghost is
// arbitrary and the model may name a statement that did not make the
// access. So SOURCE is set to unknownSource right after each such havoc:
// the report then lists every candidate statement ("possible sources
// are:") instead of one that may be wrong. SOURCE is written only for
// reports and read by nothing else, so these assignments change no
// verdict.

// unknownSource is the SOURCE of a log whose access statement is not known
// (site numbers start at 1).
const unknownSource = 0

// resetSources plants the SOURCE resets in the kernel's procedures, once
// their modifies clauses are known. Only the SOURCE ghosts of logs that
// several statements at different positions may fill need them.
func (ks *kernelState) resetSources() {
	tracked := map[string]bool{}
	for _, l := range ks.mem.seq {
		if !ks.acc.logsUsed[l] {
			continue
		}
		for _, kind := range allKinds {
			if len(distinctSitePositions(ks.acc.sites[l][kind])) > 1 {
				tracked[logVar(accNames[kind], "SOURCE", l)] = true
			}
		}
	}
	if len(tracked) == 0 {
		return
	}
	modifies := map[string][]string{}
	for _, p := range ks.procs {
		modifies[p.Name] = p.Modifies
	}
	r := &sourceResets{tracked: tracked, modifies: modifies}
	for _, p := range ks.procs {
		if p.Body == nil {
			continue
		}
		p.Body.Stmts = r.stmts(p.Body.Stmts)
		for _, b := range p.Body.Blocks {
			b.Stmts = r.stmts(b.Stmts)
		}
	}
}

type sourceResets struct {
	tracked  map[string]bool     // the SOURCE ghosts to reset
	modifies map[string][]string // procedure name → modifies clause
}

// stmts returns ss with the resets after each call and at the start and
// end of each loop.
func (r *sourceResets) stmts(ss []bpl.Stmt) []bpl.Stmt {
	var out []bpl.Stmt
	for _, s := range ss {
		out = append(out, s)
		switch s := s.(type) {
		case *bpl.While:
			s.Body = r.stmts(s.Body)
			vars := r.assigned(s.Body)
			s.Body = append(r.resets(vars), s.Body...)
			out = append(out, r.resets(vars)...)
		case *bpl.If:
			s.Then = r.stmts(s.Then)
			s.Else = r.stmts(s.Else)
		case *bpl.Call:
			out = append(out, r.resets(r.callee(s.Proc))...)
		}
	}
	return out
}

// assigned lists the tracked ghosts that ss may change, sorted.
func (r *sourceResets) assigned(ss []bpl.Stmt) []string {
	set := map[string]bool{}
	var walk func([]bpl.Stmt)
	walk = func(ss []bpl.Stmt) {
		for _, s := range ss {
			switch s := s.(type) {
			case *bpl.Assign:
				for _, l := range s.Lhs {
					if id, ok := l.(*bpl.Ident); ok && r.tracked[id.Name] {
						set[id.Name] = true
					}
				}
			case *bpl.Havoc:
				for _, v := range s.Vars {
					if r.tracked[v] {
						set[v] = true
					}
				}
			case *bpl.Call:
				for _, v := range r.callee(s.Proc) {
					set[v] = true
				}
			case *bpl.If:
				walk(s.Then)
				walk(s.Else)
			case *bpl.While:
				walk(s.Body)
			}
		}
	}
	walk(ss)
	var out []string
	for v := range set {
		out = append(out, v)
	}
	slices.Sort(out)
	return out
}

// callee lists the tracked ghosts a procedure modifies, sorted.
func (r *sourceResets) callee(proc string) []string {
	var out []string
	for _, v := range r.modifies[proc] {
		if r.tracked[v] {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

func (r *sourceResets) resets(vars []string) []bpl.Stmt {
	var out []bpl.Stmt
	for _, v := range vars {
		out = append(out, assign(v, bpl.BVConst(unknownSource, 32)))
	}
	return out
}

// siteLoc is the Boogie location of an access site (an external access:
// the call it is made in).
func siteLoc(p ir.Pos) bpl.Loc { return bpl.Loc{File: p.File, Line: p.Line, Col: p.Col} }
