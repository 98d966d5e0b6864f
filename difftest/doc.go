// Package difftest is bvgen's differential soundness check: a seeded
// generator of small OpenCL kernels, each run under Oclgrind and under
// bvgen at the same launch geometry and argument values.
//
// The oracle shares no code with bvgen: Oclgrind executes the kernel on a
// simulated device and reports the data races and barrier divergence it
// sees (a dynamic check of one input). bvgen proves the absence of both
// for every input (the two-thread reduction of GPUVerify, OOPSLA12 §3 and
// the barrier invariants of OOPSLA13 §4). So a kernel on which Oclgrind
// sees a race or divergence that bvgen verified is an unsoundness of
// bvgen, whatever its cause, and Run classifies it as Unsound. The other
// direction is only a lead: bvgen reporting a race that Oclgrind did not
// see on the first input is re-run under Oclgrind on other inputs, and is
// a FalseAlarm only if no input shows it.
//
// The generator (patterns.go) draws one row of a pattern table per kernel:
// each row writes a known-safe kernel (copies, local tiles read by a
// neighbour or an xor partner, tree reductions, Hillis-Steele scans,
// grid-stride loops, guarded writes, loops with non-uniform trip counts,
// atomics on global and local bins, helpers taking pointers, data-
// dependent indices) and names mutations of it that usually break it (a
// dropped or moved barrier, a colliding index, an off-by-one guard, a
// barrier under non-uniform control). Geometry is 1-3 dimensions with up
// to 64 work items a group; groups are stacked along y in 2-D and 3-D,
// since Oclgrind 21.10 mis-assigns several groups along x.
//
// Two facts about the oracle shape how it is run: kernels are built with
// -cl-opt-disable (optimised, clang speculates loads across selects and
// merges the barriers of if/else branches, which adds or hides races and
// divergence), and Oclgrind by default ignores write-write races that
// store equal values, so the patterns write values that differ between
// work items.
package difftest
