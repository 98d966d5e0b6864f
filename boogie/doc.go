// Package boogie is bvgen's interface to the Boogie verifier.
//
// It knows nothing about OpenCL or LLVM. It provides:
//
//   - an AST for the subset of Boogie that a GPUVerify-style tool emits
//     (types, expressions, declarations, structured and unstructured
//     procedure bodies), built from closed sum types: each interface has an
//     unexported marker method and is consumed with type switches;
//   - a deterministic printer with precedence-based parentheses, which also
//     returns a line map from printed .bpl lines to the AST nodes (asserts,
//     assumes, requires, ensures, invariants, calls) so that an error that
//     Boogie reports at (line, col) can be traced back to the node that
//     produced it;
//   - a Prelude that declares bit-vector built-in functions (BV32_ADD, ...)
//     and uninterpreted functions on demand;
//   - a runner for the boogie binary (timeouts, models, Houdini) and a parser
//     that turns Boogie's text output and counterexample models into
//     structured results.
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
package boogie
