// Package invariants gives loops the invariants the two-thread reduction
// needs: it proposes candidate invariants at every loop head and prunes
// them with Houdini (Flanagan and Leino's algorithm, as Boogie's
// /contractInfer implements it), the way GPUVerify infers the invariants
// of the two-thread program (OOPSLA13 §3.3, "loop invariants and procedure
// contracts").
//
// The POPL14 authors had to switch GPUVerify's inference off and write two
// to six invariants by hand for each of their four prefix sums (POPL14 §7:
// no access to out in flight at the Kogge-Stone loop head; for Blelloch,
// (d & (d-1)) == 0 and d * offset == N). The rules here produce those
// shapes, and a few more, without annotations:
//
//   - access logs: no access of a kind to an array in flight at the head;
//     the logged offset is one of the offsets the kernel accesses,
//     expressed at the head (for loops with a barrier, "rewound" through
//     the latch: the offset of the iteration that just ended); strided
//     offsets agree with the loop counter modulo its stride;
//   - loop counters: uniform between the two work items; bounded by the
//     loop guard and by their initial value; powers of two; products of
//     two counters constant; and, when the counters of a uniform loop are
//     determined by the launch (N is a -D constant), the exact list of
//     values they take at the head;
//   - predicates: both work items in the loop together; a work item that
//     left the loop along an exit edge satisfies that edge's condition.
//
// Candidates are emitted by the reduction (twothread.Options.Candidates
// calls Generate at each loop head) as invariants marked {:candidate}.
// Infer and Verify guard each with an existential constant
// (invariant _bN ==> e; const {:existential true} _bN: bool), run Houdini,
// and rewrite the program so that the survivors are plain invariants and
// the rest are gone: the final program has no existential constants and
// stands alone (bvgen k.cl | boogie stdin.bpl). Survivors are proved
// invariants: Houdini keeps only candidates that hold on entry and are
// preserved, and the final program checks them again, so inference never
// adds an unchecked assumption to a program it verifies; race checks stay
// assertions. The one exception is a kernel that fails: when Houdini's
// first run ends on a failing check, the failures are reported from a
// program that assumes the candidates not refuted by then (failFast.go).
// Houdini's answer is among those, so each failure is one of the final
// program's; and that program's answer is never "verified".
//
// Before Houdini, the program runs on concrete values (package
// boogie/concrete, dynamic invariant detection as in Daikon): a candidate
// false in a reached state is dropped at once, and a check found false
// is a failure of the final program whatever Houdini would keep, so
// Houdini is skipped and the failures are reported as after a failing
// first run, or as the runs found them (concrete.go).
//
// This package imports ir, boogie (with boogie/concrete) and prover,
// never the reduction (DESIGN.md §3): it describes the reduction's view of
// a loop as the Loop interface, which *twothread.Loop implements.
package invariants
