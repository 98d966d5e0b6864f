// Package devscan certifies device-wide scans: pipelines of kernel
// launches over buffers that persist between launches (scan each block and
// record its total, scan the totals, add each block's offset back), the
// shape of every library scan beyond one work group (the multi-work-group
// algorithm the student paper in ../shared/papers names as its next step).
//
// The argument (docs/device-scans.md) lifts POPL14 from one kernel to a
// sequence of launches. A launch of a generic kernel that is race-free at
// its geometry, within and across work groups, is deterministic (Lemma
// 5.4); launches run one after another, and host steps only move buffers
// or write IDENTITY; so the pipeline is one deterministic generic program
// over the monoid, and Theorem 4.5 applies to it as a whole: one run on
// the interval-of-summations input in[k] = (k,k) decides correctness for
// every monoid at that n. Race freedom proved with OPERATOR uninterpreted
// holds for every monoid (Theorem 5.3).
//
// The package has four concerns:
//
//   - desc.go, reader*.go: the description (YAML, or JSON), read with
//     go.yaml.in/yaml/v3 keeping each node's line and column for messages:
//     the scan kind, conditions on n, the buffers with sizes as expressions
//     of n, and the steps (launch, copy, fill). A host step that would
//     combine elements is refused (exit 4): no proof covers host
//     arithmetic.
//   - expr.go: the size expressions (Go syntax via go/parser, evaluated
//     over int64 with overflow checks).
//   - plan*.go: the description at one n: sizes evaluated, geometries
//     checked (a whole number of groups), every kernel parameter bound to a
//     buffer, a __local size or an integer, and TYPE buffers bound only to
//     pointers to TYPE, so no kernel sees elements as integers.
//   - certify.go, test.go: Check proves each distinct launch configuration
//     generic and race-free (package pipeline) while the interval test of
//     the whole pipeline runs on the device (interval.RunPipeline); Test
//     runs the test alone.
package devscan
