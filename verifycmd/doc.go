// Package verifycmd is bvgen verify as a library: its flags (Options,
// bound to a flag set by Register, GPUVerify's options among them with
// GPUVerify's meaning), the launches of a kernel file (the command line's
// geometry or each `#pragma bvgen launch`), the configuration of package
// pipeline they give, and the rendering of verdicts in bvgen's text.
//
// The command line (cmd/bvgen) binds these flags to its commands; the
// gate (bvgen ci), launch files and several files of one verify run a
// kernel through Runner.Verify, which parses a flag list as expectation
// headers spell it and returns the exit code, the output and the
// diagnostics themselves, not through the command line. A verdict is the
// two-thread reduction's (OOPSLA13 §3), proved by package pipeline; this
// package decides nothing about a kernel.
package verifycmd
