package twothread

import (
	"fmt"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
)

// Loop states: GPUVerify's --cruncher-opt=/displayLoopAbstractions
// (GPUVERIFY.md §5.10). A counterexample that passes through a loop passes
// through its abstraction: the loop's variables are arbitrary at its head
// (after 0 or more iterations), constrained only by the invariants. To
// show the user what the abstraction chose, each loop carries Boogie
// {:captureState} assumptions, and Boogie's model lists the variables at
// those that lie on the failing trace (prover.Model.States):
//
//	if (p) {
//	  assume {:captureState "entry|..."} true;     On entry to loop headed at ...
//	  while (p) ... {
//	    assume {:captureState "head|..."} true;    After 0 or more iterations ...
//	    ...
//	    assume {:captureState "back|..."} true;    On taking back edge to head ...
//	  }
//	  assume {:captureState "head|..."} true;      (the trace left the loop)
//	}
//
// The captures sit inside the `if` that skips a loop no work item enters,
// which the predicate pass keeps (its condition is assigned in the loop),
// so that they are on a trace exactly when the trace runs the loop. The
// name of a state carries what the report needs: the kind, the loop's
// variables (the phis of its header: what flows around the loop) and the
// loop's head, the position of the header's first statement, as GPUVerify
// names a loop by its head block's first instruction.

// Kinds of loop states, the first field of a state's name.
const (
	loopStateEntry = "entry"
	loopStateHead  = "head"
	loopStateBack  = "back"
	loopStateTag   = "bvgen-loop"
)

// withLoopStates adds the captures to a loop and returns what replaces it
// inside its `if`.
func (k *kernelTr) withLoopStates(l *ir.Loop, loop *bpl.While) []bpl.Stmt {
	var vars []string
	for _, p := range l.Header.Phis {
		vars = append(vars, p.Dst.Name)
	}
	capture := func(kind string) bpl.Stmt {
		name := strings.Join([]string{loopStateTag, kind, strings.Join(vars, " "), loopHead(l).String()}, "|")
		return &bpl.Assume{Attrs: []*bpl.Attr{bpl.NewAttr("captureState", bpl.Str(name))}, Cond: bpl.Bool(true)}
	}
	loop.Body = append(append([]bpl.Stmt{capture(loopStateHead)}, loop.Body...), capture(loopStateBack))
	return []bpl.Stmt{capture(loopStateEntry), loop, capture(loopStateHead)}
}

// loopHead is where GPUVerify says a loop is "headed at": the first
// sourceloc of its head block, which is its first invariant's (Bugle
// locates the invariant's call; the loads and comparisons before it have
// no location after mem2reg), else the header's first statement with a
// position, else the loop's position.
func loopHead(l *ir.Loop) ir.Pos {
	for _, s := range l.Header.Stmts {
		if a, ok := s.(*ir.Annot); ok && (a.Kind == ir.AnnotInvariant || a.Kind == ir.AnnotGlobalInvariant) && a.Pos.IsValid() {
			return a.Pos
		}
	}
	for _, s := range l.Header.Stmts {
		if p := s.Position(); p.IsValid() {
			return p
		}
	}
	return loopPos(l)
}

// loopTrace renders the loop states of a counterexample's trace as
// GPUVerify does, one entry per state: the header line, then each of
// the loop's variables with its value, "(uniform across threads)" when
// the reduction keeps one copy for both work items, else per work item.
// Boogie lists only the variables that changed since the state before,
// so values accumulate along the trace.
func loopTrace(m prover.Model) []string {
	var out []string
	cur := map[string]string{}
	for _, st := range m.States() {
		for v, val := range st.Vars {
			cur[v] = val
		}
		parts := strings.SplitN(st.Name, "|", 4)
		if len(parts) != 4 || parts[0] != loopStateTag {
			continue
		}
		var b strings.Builder
		switch parts[1] {
		case loopStateEntry:
			fmt.Fprintf(&b, "On entry to loop headed at %s:", parts[3])
		case loopStateHead:
			fmt.Fprintf(&b, "After 0 or more iterations of loop headed at %s:", parts[3])
		case loopStateBack:
			fmt.Fprintf(&b, "On taking back edge to head of loop at %s:", parts[3])
		default:
			continue
		}
		for _, v := range strings.Fields(parts[2]) {
			if val, ok := cur["$"+v]; ok {
				fmt.Fprintf(&b, "\n  %s = %s (uniform across threads)", v, stateValue(val))
				continue
			}
			for t := 1; t <= 2; t++ {
				if val, ok := cur[fmt.Sprintf("$%s$%d", v, t)]; ok {
					fmt.Fprintf(&b, "\n  %s = %s (%s)", v, stateValue(val), workItem(m, t))
				}
			}
		}
		out = append(out, b.String())
	}
	return out
}

// stateValue prints a value of a state: bit vectors in decimal (as
// unsigned), others as Boogie gives them; "**x" (a value the model does
// not fix) as "arbitrary".
func stateValue(s string) string {
	if strings.HasPrefix(s, "**") {
		return "arbitrary"
	}
	if v, _, ok := prover.ParseBV(s); ok {
		return fmt.Sprint(v)
	}
	return s
}
