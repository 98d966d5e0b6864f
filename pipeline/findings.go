package pipeline

import (
	"fmt"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/opencl"
)

// Findings of the device on its own: Oclgrind's dynamic checks of the
// interval test's run (opencl/oclgrind.go). They are a second, independent
// opinion on the run: a race or an uninitialised read that Oclgrind sees
// fails the test, whatever the output holds.

// findingKinds map Oclgrind's headlines to diagnostic kinds, first match
// wins.
var findingKinds = []struct {
	word string
	kind diag.Kind
}{
	{"Read-write data race", diag.RaceReadWrite},
	{"Write-write data race", diag.RaceWriteWrite},
	{"data race", diag.RaceReadWrite},
	{"divergence", diag.Divergence},
	{"ninitialized", diag.UnwrittenRead},
	{"nvalid read", diag.OutOfBounds},
	{"nvalid write", diag.OutOfBounds},
	{"out of bounds", diag.OutOfBounds},
}

// findingDiag turns one finding into a diagnostic at the kernel's line:
// the first site is the position, the others related accesses.
func findingDiag(f opencl.Finding, path string) diag.Diagnostic {
	kind := diag.IntervalTest
	for _, k := range findingKinds {
		if strings.Contains(f.What, k.word) {
			kind = k.kind
			break
		}
	}
	msg := "Oclgrind: " + strings.ToLower(f.What[:1]) + f.What[1:]
	if f.Kernel != "" {
		msg += " in kernel " + f.Kernel
	}
	if f.Count > 1 {
		msg += fmt.Sprintf(" (%d reports)", f.Count)
	}
	d := diag.Diagnostic{Kind: kind, Pos: ir.Pos{File: path}, Msg: msg}
	for i, s := range f.Sites {
		p := ir.Pos{File: s.File, Line: s.Line, Col: s.Col}
		if i == 0 {
			d.Pos = p
			if s.Entity != "" {
				d.Msg += ", by work item " + s.Entity
			}
			continue
		}
		d.Related = append(d.Related, diag.Related{Pos: p, Msg: "and by work item " + s.Entity})
	}
	return d
}

// findingsError is the exit-6 error of a test run in which the device
// reported findings; failure, when not empty, is the test's own verdict.
func findingsError(path string, fs []opencl.Finding, run, failure string) *diag.Error {
	e := diag.Errorf(diag.NotVerified, "%s: error: Oclgrind reported %d problem(s) during the interval test (%s)", path, len(fs), run)
	if failure != "" {
		e.Msg += "\n  the test's own check: " + failure
	}
	for _, f := range fs {
		e.Diags = append(e.Diags, findingDiag(f, path))
	}
	return e
}

// failureText is a failed check's long message ("" when it passed).
func failureText(m *interval.Mismatch) string {
	if m == nil {
		return ""
	}
	return m.Long()
}

// FindingsError is findingsError for callers outside the package (a
// pipeline's test, with its failure if any).
func FindingsError(path string, fs []opencl.Finding, run string, failure *interval.Mismatch) *diag.Error {
	return findingsError(path, fs, run, failureText(failure))
}
