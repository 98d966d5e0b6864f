// Package concrete runs a Boogie program on concrete values, to refute
// candidate loop invariants before Houdini proves anything: a candidate
// that is false in a state some execution reaches can never be part of
// Houdini's answer, so the prover need not spend a refutation round on it.
// This is dynamic invariant detection (Ernst et al., Daikon, TSE 2001) used
// as the cheap first half of Houdini (Flanagan and Leino, FME 2001); the
// candidates come from package invariants (OOPSLA13 §3.3).
//
// Why it is exact. Houdini returns the greatest subset of the candidates
// that holds on entry to each loop and is preserved by its body, assuming
// the program's assumptions and free invariants. An inductive set holds in
// every state an execution reaches at a loop head, provided every earlier
// visit of a loop head satisfied the invariants the prover assumes there.
// A run here is such an execution: every nondeterministic choice (havoc,
// if (*), the initial values of variables and constants) is resolved to
// some value, every assume, axiom, precondition and assertion along the
// way must hold (a run stops, without a verdict, at the first that does not
// or that it cannot evaluate), and a loop head's non-candidate invariants
// are checked after its candidates are judged. So every candidate a run
// finds false is one Houdini drops too: the filter changes how fast
// Houdini answers, not what it answers. And since dropping candidates only
// ever weakens the final program, an error here can cost a proof, never
// make one unsound.
//
// The values of a run. Variables start unknown (havoc makes them unknown
// again) and get a value when first read, drawn at random with a bias to
// small numbers, values the program mentions and values already drawn (so
// that two work items often share a group or neighbour each other). An
// assume that equates an unknown variable to a value, or bounds it, gives
// it a value that satisfies the assume, so that preconditions such as
// n == 4096 or lid < group_size, and the reduction's "the offset checked is
// this access's" assumes, hold without search. A bounded value is often a
// bound itself (work item 0, the last one), and a variable of the second
// work item (x$2) often takes the value of the first's (x$1): the two work
// items of a race mostly share all coordinates but one. In a third of the
// runs (chosen by seed), the near runs, the two work items differ mostly
// in one coordinate, by one: x$2 copies x$1's bounded values but one
// (rarely two), which takes x$1 + 1 or x$1 - 1 or its own draw: a
// stencil's neighbours in one row (PPCG's fdtd-2d and adi racy twins,
// whose races the other runs met about once in 400 and once in 100). With these
// biases the runs find the races of SHOC's 2-D stencil and of AMD's
// Gaussian filter without their barriers, which Houdini took 11-16 s to
// reach. Unwritten map cells and
// uninterpreted functions read a value fixed by a hash of their
// arguments: one arbitrary model, consistent within a run. A bit-vector
// read that way is small (0-16) or a power of two in about half the
// cells, so that an index loaded from memory (a neighbour list) often
// equals a work item's id: the races of Rodinia's CFD flux and SHOC's MD
// with Newton's third law (fluxes[nb] -= ..., against the neighbour's own
// write) took Houdini 33 s and 15 s to reach, and the runs meet them at
// once. Bit-vector operations follow
// SMT-LIB, the semantics z3 gives them (division by zero included).
//
// Assertions. A run that finds an assertion false reports it with its
// values (Failure): an execution of the program that fails it. Callers use
// that as a verdict before Houdini (package invariants), and to confirm a
// prover's counterexample (prover.ConfirmModels): Options.Pins fixes
// constants, such as the two work items of that counterexample, in every
// run.
//
// Two parts. A Session's Explore makes the runs that refute candidates,
// until they refute nothing new; its hunt then only looks for a failing
// check: Hunt within a budget (Refute makes both in turn), or HuntBeside,
// paced and cancellable, for a caller that hunts while the prover runs
// (package invariants, beside Houdini's first run). HuntBeside lets the
// procedures take turns, since how long it may run is not known when it
// starts.
package concrete
