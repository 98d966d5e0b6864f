// Package gate is bvgen's pre-merge gate (bvgen ci): it runs every kernel
// of a tree against its expectation — a GPUVerify-style test header, or
// `#pragma bvgen launch` lines, which expect the kernel verified — and
// reports the results in a stable order, as text, JSON, SARIF 2.1.0 (code
// scanning) or JUnit XML (test reports).
//
// Discover finds the runs (Plan), Shard splits them, Run runs them in
// parallel with a result Cache, streaming a progress line per finished
// run. What keeps a run from meeting its expectation are its Findings,
// each with a fingerprint (rule, file, source text, not line numbers): a
// Baseline lists known findings and `// bvgen-ignore RULE: reason`
// comments suppress them, so a new finding fails the gate even in a file
// with known ones; entries and comments that match nothing are reported.
// The verification itself and the cache key are callbacks (VerifyFunc,
// KeyFunc) that the command supplies (verifycmd.Runner.Verify, bvgen
// verify as a library, and pipeline.Fingerprint), so that gate imports
// neither the pipeline nor the command and is tested with fakes
// (docs/ci.md).
package gate
