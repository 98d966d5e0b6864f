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
// those (prover.Model.States):
//
//	if (p) {
//	  assume {:captureState "...|entry|..."} true;      On entry to loop headed at ...
//	  while (p) ... {
//	    assume {:captureState "...|head|..."} true;     After 0 or more iterations ...
//	    ...
//	    if (*) { assume {:captureState "...|back|..."} true; } else { assume false; }
//	  }                                                 On taking back edge to head ...
//	  if (*) { assume {:captureState "...|exit|..."} true; } else { assume false; }
//	}                                                   After 0 or more ... (left the loop)
//
// Boogie also lists states the failing trace does not run through; the
// prover marks those (State.OffTrace) from Boogie's execution trace, which
// names the first statement of each block it runs: so each capture is the
// first statement of a block, and the `if (*)` whose else branch is
// infeasible only opens one (it removes no execution). The captures sit
// inside the `if` that skips a loop no work item enters, which the
// predicate pass keeps as it is (the loop assigns its condition). The name
// of a state carries what the report needs: the kind, the loop's
// variables (the phis of its header: what flows around the loop), the
// header block (unique in the kernel, also for inlined copies) and the
// loop's head.

// Kinds of loop states, the second field of a state's name.
const (
	loopStateEntry = "entry"
	loopStateHead  = "head"
	loopStateBack  = "back"
	loopStateExit  = "exit" // the head's state, on a trace that leaves the loop
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
		name := strings.Join([]string{loopStateTag, kind, l.Header.Name, strings.Join(vars, " "), loopHead(l).String()}, "|")
		return &bpl.Assume{Attrs: []*bpl.Attr{bpl.NewAttr("captureState", bpl.Str(name))}, Cond: bpl.Bool(true)}
	}
	ownBlock := func(s bpl.Stmt) bpl.Stmt {
		return &bpl.If{Then: []bpl.Stmt{s}, Else: []bpl.Stmt{&bpl.Assume{Cond: bpl.Bool(false)}}}
	}
	loop.Body = append(append([]bpl.Stmt{capture(loopStateHead)}, loop.Body...), ownBlock(capture(loopStateBack)))
	return []bpl.Stmt{capture(loopStateEntry), loop, ownBlock(capture(loopStateExit))}
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
// GPUVerify does, one entry per state on the trace: the header line, then each of
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
		parts := strings.SplitN(st.Name, "|", 5)
		if st.OffTrace || len(parts) != 5 || parts[0] != loopStateTag {
			continue
		}
		vars, head := parts[3], parts[4]
		var b strings.Builder
		switch parts[1] {
		case loopStateEntry:
			fmt.Fprintf(&b, "On entry to loop headed at %s:", head)
		case loopStateHead, loopStateExit:
			fmt.Fprintf(&b, "After 0 or more iterations of loop headed at %s:", head)
		case loopStateBack:
			fmt.Fprintf(&b, "On taking back edge to head of loop at %s:", head)
		default:
			continue
		}
		for _, v := range strings.Fields(vars) {
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
