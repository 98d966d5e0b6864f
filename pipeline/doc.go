// Package pipeline is bvgen as a library: one Config (launch geometry,
// defines, include directories, options, a log writer) and the calls that
// every front end uses — the bvgen command's verify, check, test and ci,
// the corpus tests and the benchmarks:
//
//   - Load compiles and lowers a kernel file once (frontend, DESIGN.md §4),
//     with TYPE, OPERATOR and IDENTITY abstract when a generic kernel
//     leaves them undefined (DESIGN.md §8);
//   - Kernel.Reduce builds the two-thread program with candidate loop
//     invariants (twothread, OOPSLA13 §3; invariants);
//   - Prove infers invariants (Houdini) and proves the program with Boogie
//     (prover), explaining each failure once in the user's terms (with the
//     kernel's name and scalar parameters where they help) and saying what
//     the verdict assumed;
//   - Verify and VerifyStaged chain them (staged: OOPSLA13 §5, the kernel
//     loaded once, reduced twice), and advise a failed verdict: hints read
//     off the source (package advice) and suggestions checked by proving
//     the kernel again with them (a precondition, a barrier) within
//     Config.AdviceBudget, given only when the failure is then gone;
//   - Check and Test run the genericity check, the race proof and the
//     interval-of-summations test of a generic scan (POPL14 §4–§7).
//
// Results are values (Verdict, diag.Diagnostic); failures that end a run
// are *diag.Error with their exit code. Nothing here prints except to
// Config.Log.
package pipeline
