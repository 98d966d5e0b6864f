package prover

import (
	"context"
	"sort"

	"github.com/bvgen/bvgen/boogie"
)

// Houdini runs Boogie's Houdini inference over p, whose candidate
// invariants are guarded by existential constants:
//
//	const {:existential true} _b0: bool;
//	...
//	invariant _b0 ==> i <= n;
//
// It runs `boogie /contractInfer /printAssignment` and returns the result
// with Assignment set ("_b0 = True" means the candidate guarded by _b0
// survived). Boogie then also verifies the program under that assignment,
// so Status and Failures describe the pruned program. Models are not
// requested.
func Houdini(ctx context.Context, p *boogie.Program, opts Options) (*Result, error) {
	opts.NoModel = true
	opts.Flags = append([]string{"/contractInfer", "/printAssignment"}, opts.Flags...)
	// Its queries after a counterexample decide which candidates stand.
	opts.ReportOnly = false
	r, err := Verify(ctx, p, opts)
	if err != nil {
		return nil, err
	}
	if r.Assignment == nil && (r.Status == StatusVerified || r.Status == StatusFailed) {
		// No existential constants: Boogie prints no assignment at all.
		r.Assignment = map[string]bool{}
	}
	return r, nil
}

// TrueCandidates returns the sorted names of the existential constants
// that Houdini set to true.
func (r *Result) TrueCandidates() []string {
	var names []string
	for n, v := range r.Assignment {
		if v {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}
