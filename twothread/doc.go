// Package twothread builds the two-thread reduction of a kernel (OOPSLA13
// §3, after GPUVerify): a Boogie program in which an arbitrary pair of
// distinct work items runs the kernel in lock-step, every other work item
// being modelled by what happens to shared memory at barriers.
//
// The reduction is a table of passes (passes.go; the table is printed in
// docs/reduction.md). Each pass owns one part of the state, a checker
// validates the state after it, and --dump-after prints it:
//
//   - input, pinned, private-tables, single-trip, exponents, quiet-reads
//     (ir/): the kernel IR checked; scalar parameters a precondition pins
//     replaced by their values (ir.FoldPinned); loads of private tables
//     initialised with constants replaced by the constants, their indices
//     asserted (ir.FoldPrivateTables); loops that run at most once at the
//     launch's geometry turned into conditionals that assert it
//     (ir.PeelSingleTripLoops); exponent companions of power-of-two
//     counters (ir.AddExponents); reads no write of their array can meet
//     in a barrier interval marked quiet, never logged or checked
//     (ir.MarkQuietReads).
//   - uniformity (uniform.go): which blocks both work items execute
//     together and which variables hold the same value in both. A branch
//     on a thread-dependent value opens a region, up to the branch's
//     immediate post-dominator, in which the two work items may be at
//     different blocks; a variable defined there, or computed from a
//     thread-dependent value, is dualised into v$1 and v$2.
//   - instances (instances.go): the kernel and, under --no-inline, its
//     helpers specialised to the arrays their pointers point into.
//   - layout (memory.go, layout.go, relevance.go): each array becomes a
//     Boogie map over cells, as coarse as every access allows (element
//     maps when all accesses agree, byte maps otherwise); arrays whose
//     values cannot reach the verdict are not modelled (a quiet read's
//     offset is no reason to model them).
//   - facts (facts.go): per procedure, what emission reads: block order,
//     loops, definitions annotations substitute, contracts, barrier
//     invariants per barrier, alignments.
//   - access (access.go): the race instrumentation plan: access sites
//     numbered per array and kind, arrays with logs, arrays whose accessed
//     cells barrier invariants track.
//   - reduce (translate.go, procedure.go, reduce.go, stmt.go, expr.go,
//     annot.go, barrierinv.go): predicated lock-step execution. Blocks run
//     in a topological order; each block has an execution predicate per
//     work item (one when the block is uniform); a loop becomes a Boogie
//     while loop that runs while either work item is still in it, with
//     exit edges accumulated across iterations. Accesses to __local and
//     __global arrays are instrumented: the first work item logs one
//     access per kind and array (chosen nondeterministically), the second
//     checks each of its accesses against the log. Barriers check that
//     both work items reach them together, then reset the logs and havoc
//     the memory their fence flags cover. Every check is recorded in the
//     side table of origins (report.go) that Explain reads; each origin
//     knows its kernel and the kernel's scalar parameters, whose values
//     Explain shows when a counterexample's values are huge (hints.go).
//   - link (link.go, geometry.go): globals, initial logs, modifies
//     clauses, log preconditions of helpers, geometry axioms (OOPSLA13 §3).
//   - predicate: guarded statements as straight-line ites and
//     implications (boogie.IfConvert).
//
// The result is self-contained Boogie that stock Boogie verifies on its own.
package twothread
