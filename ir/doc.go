// Package ir is bvgen's kernel IR: the kernel language of the OOPSLA13 paper
// (§2, "GPU kernels") lowered from clang's SSA form.
//
// A Module holds the kernels and helper functions of one OpenCL source file.
// Each Function is a control-flow graph of Blocks; a Block holds phi nodes,
// straight-line statements and one terminator. Values are SSA variables
// (*Var) defined once, by an Assign, a Load, an Atomic, a Call or a Phi.
// Pointers do not survive lowering: every memory access names the Array it
// touches and a byte offset into it, which is what the two-thread reduction
// needs to instrument races per array (DESIGN.md §4). Annotations of
// DESIGN.md §6 are typed statements (Annot) and expressions (AnnotExpr), never
// strings, and every statement carries the source position it came from.
//
// The package also finds natural loops (Loops), prints functions
// deterministically (Print), reads that text back (Parse: tests of later
// passes start from checked-in .ir files instead of clang's output) and checks the structural invariants that later
// passes rely on (Check). It imports only the standard library.
package ir
