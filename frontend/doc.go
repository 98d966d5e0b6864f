// Package frontend turns an OpenCL C kernel into bvgen's kernel IR.
//
// The pipeline (DESIGN.md §2, §4, §6):
//  1. Pragmas "#pragma bvgen ..." are rewritten into calls of the annotation
//     functions declared in bvgen.h, without changing line numbers; a
//     position map sends the columns of inserted text back to the pragma.
//  2. clang-14 compiles the rewritten source to LLVM IR for the SPIR target
//     with debug info, and opt-14 -mem2reg -globaldce brings it to SSA form.
//     clang's errors are mapped back to the user's text (PosMap.MapExpr:
//     an error in a pragma's expression points into the pragma).
//  3. llir v0.3.6 parses the text, after the one fix llir needs (it cannot
//     read "cc:" fields of !DISubroutineType).
//  4. The lowering maps SSA values to IR variables named after the source
//     variables of llvm.dbg.value, resolves every pointer to an array and a
//     byte offset, turns OpenCL built-ins into work-item expressions,
//     barriers and atomics, and turns annotation calls into typed Annot
//     statements. Instructions whose values feed only annotations become
//     side-effect-free expressions (a load becomes ir.Read), and short-circuit
//     diamonds of side-effect-free code become selects, so an invariant stays
//     one expression at its loop head. Vector values are scalarized: one
//     IR variable per lane, one access per lane (lower_vector*.go).
//  5. Calls to helper functions are inlined unless NoInline is set; natural
//     loops are found and ir.Check runs.
//
// Anything the lowering does not understand is an *Unsupported error with the
// source position; nothing is dropped silently.
package frontend
