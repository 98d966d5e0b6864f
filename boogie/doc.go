// Package boogie is the Boogie language as bvgen emits it (DESIGN.md §5):
// it builds and prints programs and knows nothing about OpenCL, LLVM or
// running Boogie (package prover runs Boogie on its programs and reads the
// results). It imports only the standard library. It provides:
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
//   - IfConvert, which turns guarded statements into straight-line
//     predicated ones (docs/reduction.md), and WalkExpr over expressions.
package boogie
