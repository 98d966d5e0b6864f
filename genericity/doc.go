// Package genericity checks that an OpenCL kernel is generic in its element
// type: that the values of the element type TYPE only flow through the
// operator OPERATOR, loads, stores and copies (DESIGN.md §8; POPL14
// Definition 4.2 and §6). Only for such kernels do the two theorems that `bvgen check` relies
// on hold: race freedom for one monoid implies race freedom for every
// monoid (Theorem 5.3), and one run in the interval-of-summations monoid
// decides correctness for every monoid (Theorem 4.5).
//
// # How element values are recognised
//
// The check runs on bvgen's kernel IR of the kernel compiled with the
// abstract instantiation of frontend/bvgen.h:
//
//	-D TYPE=__bvgen_elem32  -D 'OPERATOR(a,b)=__bvgen_operator(a,b)'  -D IDENTITY=__bvgen_identity32()
//
// TYPE becomes a typedef whose name survives compilation: clang records it
// in the kernel_arg_type metadata of pointer parameters and in the debug
// information of __local and private arrays, which the frontend copies to
// ir.Array.TypeName. The arrays whose TypeName is that typedef are the
// element arrays (the "TYPE arrays"). OPERATOR and IDENTITY become
// uninterpreted function applications (ir.OperatorFn, ir.IdentityFn).
//
// An SSA variable is an element value if it is loaded from a TYPE array,
// produced by OPERATOR or IDENTITY, or a copy of an element value (an
// assignment, a phi, or a select whose arms are element values). The
// classification is a least fixed point over phis. An undefined value
// (a variable the kernel never initialised; havocked in the IR) may play
// either role, as the singleton condition (Definition 5.1) lets every
// TYPE variable start arbitrary.
//
// # What is a violation
//
//   - an element value used as an operand of anything but OPERATOR, a
//     store into a TYPE array, a copy or a select arm: arithmetic,
//     comparisons (hence branch conditions), casts, addresses, select
//     conditions, built-in and helper function arguments, atomics, and
//     assumptions (assume, requires, axiom);
//   - a value that is not an element (an integer constant, the result of
//     arithmetic, a value loaded from a non-TYPE array) stored into a TYPE
//     array, passed to OPERATOR, or merged with element values in one
//     variable; and an element value stored into an array of another type;
//   - an access to a TYPE array whose width is not the element width, or
//     whose byte offset is not provably a multiple of it: the array is
//     accessed through a pointer of another element type (e.g. a
//     `__global uchar *` cast, which could write any result byte by byte).
//
// Assertions and invariants may mention element values: they are checked,
// not executed, and constrain nothing.
//
// Because a pointer cast to a type of the same width as the typedef keeps
// the access width, the CLI runs the check on two instantiations, with
// TYPE a 4-byte and an 8-byte typedef; a cast to any other scalar type
// changes the width in at least one of them.
//
// Every violation carries the source position of the offending
// statement, and its message contains the word "generic".
package genericity
