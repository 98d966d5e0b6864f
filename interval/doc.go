// Package interval implements the interval-of-summations test for generic
// prefix sums (Chong, Donaldson, Ketema, POPL 2014, "A Sound and Complete
// Abstraction for Reasoning about Parallel Prefix Sums").
//
// The package has five concerns, one file (or two) each; kernels run
// through the executor of package opencl:
//
//   - monoid.go: the interval of summations monoid of §4 (Definition 4.3):
//     elements are the identity, top, and intervals (lo, hi) with lo <= hi;
//     (a,b) + (b+1,c) = (a,c), everything else that is not the identity
//     gives top. Elements are packed into an integer of O(lg n) bits (§6,
//     "Running the interval monoid test case"): 32-bit uint while
//     n <= 2^15, 64-bit ulong beyond, with reserved codes for identity
//     and top.
//   - prelude.go: the OpenCL C text that instantiates a generic kernel's
//     TYPE, OPERATOR(a,b) and IDENTITY with the interval monoid (the monoid
//     substitution P[I] of Definition 4.1).
//   - check.go: the host-side check of Theorem 4.5: on input in[k] = (k,k)
//     (the singleton condition, Definition 4.4) an inclusive scan must
//     produce out[k] = (0,k), an exclusive scan out[0] = identity and
//     out[k] = (0,k-1). The first failure is decoded into a message that
//     says which elements were missed or summed in too early.
//   - harness.go, codes.go: one interval test run (RunIntervalTest): the
//     kernel's input and output buffers resolved from its parameters
//     (found with package csource), the input in[k] = (k,k) and guard
//     cells written as packed codes, one launch, and the check of the
//     output read back.
//   - voigtlander.go: the baseline of §7 (Voigtländer's method): n(n+1)/2
//     tests with the first and n-1 tests with the second operator over the
//     three-element set {0,1,2}, batched one input per work group.
//
// The theorem needs the kernel to be race-free (Theorem 5.3, Lemma 5.4,
// checked elsewhere) and generic (§6: values of TYPE only flow through
// OPERATOR); this package only runs the test.
package interval
