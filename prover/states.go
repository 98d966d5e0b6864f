package prover

import (
	"strconv"

	"github.com/bvgen/bvgen/boogie"
)

// Boogie lists in a model a state for every {:captureState} assumption z3
// happened to give a value to, on the failing trace or not (it reads the
// explicit entries of its $mv_state table). markTraceStates keeps the
// distinction: a state is on the trace when its capture is the first
// statement of a block the trace runs through, i.e. when Boogie's
// execution trace has a step printed at the capture. Programs that want
// their states judged put each capture first in a block (an `if` branch,
// a loop body); a capture elsewhere is never on the trace. States off the
// trace still matter to whoever accumulates values: Boogie lists only the
// variables that changed since the state before in its list.
const offTraceKey = "*** OFF-TRACE "

// markTraceStates marks the states of f's model whose capture the trace
// does not run through (State.OffTrace); lines maps the program's printed
// lines to its nodes (boogie.PrintWithMap).
func markTraceStates(f *Failure, lines map[int]boogie.Node) {
	if f.Model == nil {
		return
	}
	on := map[string]bool{}
	for _, st := range f.Trace {
		a, ok := lines[st.Pos.Line].(*boogie.Assume)
		if !ok {
			continue
		}
		if args := boogie.AttrArgs(a.Attrs, "captureState"); len(args) == 1 {
			if s, ok := args[0].(*boogie.StrLit); ok {
				on[s.Val] = true
			}
		}
	}
	for k := 0; ; k++ {
		name, ok := f.Model[stateKey+strconv.Itoa(k)]
		if !ok {
			return
		}
		if name != "<initial>" && !on[name] {
			f.Model[offTraceKey+strconv.Itoa(k)] = "true"
		}
	}
}
