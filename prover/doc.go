// Package prover runs the Boogie verifier on a program of package boogie
// and turns its text output and counterexample models into structured
// results (DESIGN.md §5, §7): Run and Verify for a proof; Houdini for
// Boogie's invariant inference, as GPUVerify uses it (OOPSLA13 §3.3,
// docs/invariants.md); Result with Failures, Timeouts and Diagnostics;
// Model; ErrNotFound when the toolchain is missing. It imports only
// package boogie and the standard library.
//
// With Options.FastUnsat and Options.Proxy, Boogie talks to z3 through the
// prover proxy of package z3proxy (docs/reduction.md, "The prover shim").
// Boogie's /z3exe takes the path of an executable and no arguments, so Run
// writes, into the temporary directory of the run (removed with it), a
// shell script `z3` that execs the Proxy command followed by
// `--z3=PATH -- "$@"`, PATH being the z3 on PATH, and passes
// `/z3exe:DIR/z3`. bvgen sets Proxy to its own executable and hidden
// subcommand (`bvgen z3-proxy`); a library user or a test that sets no
// Proxy gets z3 alone, as does BVGEN_NO_SHIM=1 or a system without a POSIX
// shell: same verdicts, slower on hard queries.
//
// Boogie 2.4.1 facts this package relies on, all checked by experiment:
//   - the exit status says nothing about verification; the text does;
//   - `/mv:FILE` writes one model per reported error, in the same order as
//     the errors are printed (`/printModel:1` prints them in discovery order,
//     which differs, so it is not used);
//   - errors whose proof timed out are printed as "Timed out on BPxxxx" and
//     have no model;
//   - after reporting a failed assertion Boogie assumes it and goes on, so
//     a later assertion that is only reachable if the failed one was false
//     is not reported;
//   - `/contractInfer /printAssignment` runs Houdini over constants declared
//     `const {:existential true} _bN: bool;` and prints
//     "Assignment computed by Houdini:" followed by lines "_b0 = True";
//   - z3 4.8.12 rejects the option `model_compress`, and Boogie prints a
//     harmless "Prover error" block for it, which is filtered out.
package prover
