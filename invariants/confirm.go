package invariants

import (
	"context"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/boogie/concrete"
	"github.com/bvgen/bvgen/prover"
)

// runBudget bounds the concrete runs of ConfirmByRuns, per choice of work
// items, and maxRunChoices the choices tried.
const (
	runBudget     = 150 * time.Millisecond
	maxRunChoices = 4
)

// ConfirmByRuns confirms, for prover.ConfirmModels, the failures it can
// with concrete runs of p (package boogie/concrete) whose work items are
// pinned to those of an unconfirmed failure's model: a run that finds the
// failing assertion false is an execution that fails it, and its values
// are the counterexample, consistent by construction. On the real-world
// corpus the reruns under z3 often ran out of their 5 s on racy kernels
// whose proof took seconds; a run with the right pair of work items meets
// the race in milliseconds. Failures no run meets keep their model for the
// reruns. It lives here, not in prover, which runs Boogie and imports
// nothing else of bvgen (cmd/bvgen's TestLayering).
func ConfirmByRuns(ctx context.Context, p *bpl.Program, out []prover.Failure, pins []string) {
	var open []prover.Failure
	for _, f := range out {
		if !f.Confirmed && f.Kind == prover.KindAssert && f.Node != nil {
			open = append(open, f)
		}
	}
	choices := prover.PinChoices(open, pins)
	choices = append(choices[:min(len(choices), maxRunChoices)], nil)
	for _, eqs := range choices {
		if ctx.Err() != nil {
			return
		}
		res := concrete.Refute(ctx, p, concrete.Options{Budget: runBudget, Pins: eqs})
		for _, c := range res.Failures {
			for j := range out {
				if out[j].Kind == prover.KindAssert && out[j].Node == bpl.Node(c.Assert) && !out[j].Confirmed {
					out[j].Model, out[j].Confirmed = prover.Model(c.Values), true
				}
			}
		}
	}
}
