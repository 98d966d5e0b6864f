package boogie

// K-induction. GPUVerify's --k-induction-depth=K hands loops to Boogie's k-induction
// (GPUVerify passes /kInductionDepth:K to Boogie). Boogie 2.4.1 applies it
// when it cuts the loops of an implementation into an acyclic program:
// the base case runs the first K iterations from the loop's entry and
// checks the invariants at each head; the step case assumes the
// invariants at K consecutive heads of arbitrary iterations (after
// havocking what the loop modifies) and checks them at the next. Both
// cases are checked in one verification condition, so a kernel is
// verified only when the k-induction proof goes through; K=0 (the
// default) is plain induction.
//
// Boogie reads the depth from the command line or from the attribute
// {:kInductionDepth K} of an implementation. bvgen writes the attribute
// on every procedure with a body, so that every Boogie run sees it -
// Houdini's, the final proof, the rerun for counterexamples - and the
// printed program gives the same verdict under a stock `boogie
// stdin.bpl`. Houdini under k-induction stays sound: a candidate it drops
// fails in some case of the k-induction condition, and the survivors are
// proved together with every other check in the final run, which is
// under k-induction too.

// MarkKInduction marks the implementations of p for k-induction of depth
// k (nothing when k is 0).
func MarkKInduction(p *Program, k int) {
	if k <= 0 {
		return
	}
	for _, d := range p.Decls {
		if pr, ok := d.(*Procedure); ok && pr.Body != nil {
			pr.Attrs = append(pr.Attrs, NewAttr("kInductionDepth", Int(int64(k))))
		}
	}
}
