// Package gate is bvgen's pre-merge gate (bvgen ci): it runs every kernel
// of a tree against its expectation — a GPUVerify-style test header, or
// `#pragma bvgen launch` lines, which expect the kernel verified — and
// reports the results in a stable order, as text, JSON, SARIF 2.1.0 (code
// scanning) or JUnit XML (test reports).
package gate
