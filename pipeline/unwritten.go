package pipeline

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/genericity"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
)

// The static half of check's rule on unwritten memory (docs/check.md,
// "Unwritten memory"). The interval test fills every TYPE cell a kernel
// may read before writing it with an "unwritten" code (interval.Instrument
// rewrites the kernel text); what the fill cannot see is checked here, on
// the kernel compiled from the same rewritten text with the abstract
// instantiation (the fill's codes as IDENTITY, an element value):
//
//   - every __local TYPE array of the compiled kernel is one the rewrite
//     filled (a declaration hidden behind a macro would not be);
//   - no value that may be undefined is used (genericity.Undefined): a
//     private TYPE variable the rewrite did not recognise, or a non-TYPE
//     variable read before it is written;
//   - no __local array of another type is read (genericity.LocalReads).

// unwrittenDefine turns the fill's codes into an element value for the
// abstract compile.
const unwrittenDefine = "BVGEN_UNWRITTEN(r,c)=IDENTITY"

// checkUnwritten compiles the instrumented kernel text and checks the
// rules above: what they find is an exit-4 error (bvgen cannot certify
// the kernel; it is not necessarily wrong). src is the kernel file's
// text.
func (c *Config) checkUnwritten(ctx context.Context, path, kernel string, src []byte, bits int) error {
	viol, err := c.unwrittenViolations(ctx, path, kernel, src, bits)
	if err != nil || len(viol) == 0 {
		return err
	}
	e := diag.Errorf(diag.Unsupported, "%s: cannot certify: %d place(s) where a result may depend on memory nobody wrote, which bvgen check cannot rule out; "+
		"it certifies a scan only when none can (docs/check.md, \"Unwritten memory\")", path, len(viol))
	for _, v := range viol {
		e.Diags = append(e.Diags, v.Diagnostic())
	}
	return e
}

func (c *Config) unwrittenViolations(ctx context.Context, path, kernel string, src []byte, bits int) ([]genericity.Violation, error) {
	decl, err := csource.FindKernel(string(src), kernel)
	if err != nil {
		return nil, diag.Errorf(diag.Unsupported, "%s: error: %v", path, err)
	}
	// Only which cells are filled matters here, not how many: one element
	// per __local buffer parameter.
	elems := map[int]int{}
	for _, p := range decl.Params {
		if p.Pointer && p.Space == "local" {
			elems[p.Index] = 1
		}
	}
	rs := &interval.Regions{}
	text, err := interval.Instrument(string(src), path, decl, elems, rs)
	if err != nil {
		return nil, instrumentError(err)
	}
	defs := append(append(append([]string(nil), c.Defines...), genericity.AbstractDefines(bits)...), unwrittenDefine)
	gc := *c
	gc.NoInline, gc.Kernel = false, ""
	k, err := loadText(ctx, &gc, path, []byte(text), defs)
	if err != nil {
		return nil, err
	}
	var f *ir.Function
	for _, g := range k.Module.Kernels {
		if g.Name == kernel {
			f = g
		}
	}
	if f == nil {
		return nil, diag.Errorf(diag.Unsupported, "%s: error: kernel %s not found in the compiled module", path, kernel)
	}
	opts := genericity.AbstractOptions(bits)
	viol := genericity.UnfilledLocals(f, opts, rs.Locals())
	viol = append(viol, genericity.Undefined(f)...)
	viol = append(viol, genericity.LocalReads(f, opts)...)
	// What compilation hides: LLVM folds a phi of a constant and an
	// undefined value to the constant.
	uses, err := frontend.Uninitialized(ctx, frontend.Options{Path: path, Source: []byte(text), Defines: defs, Includes: c.Includes})
	if err != nil {
		return nil, frontendError(err)
	}
	for _, u := range uses {
		viol = append(viol, genericity.Violation{Kind: diag.UnwrittenRead, Pos: u.Pos, Msg: "undefined value: " + u.Msg +
			"; bvgen check proves scans correct only when no result can depend on an undefined value: initialise it where it is declared"})
	}
	return viol, nil
}

// instrumentError is the exit-4 error of a kernel the interval test
// cannot rewrite.
func instrumentError(err error) error {
	var ie *interval.InstrumentError
	if !errors.As(err, &ie) {
		return err
	}
	return diag.FindingError(diag.Unsupported, ie)
}

// readFile reads a kernel file for a rule that needs its text.
func readFile(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, diag.Errorf(diag.CommandLine, "error: %v", err)
	}
	return b, nil
}

// unwrittenError is the exit-6 error of a test whose output depends on
// memory nobody wrote: one diagnostic at each read of that memory (reads;
// the declaration when none is known).
func unwrittenError(path string, res *interval.TestResult, reads []ir.Pos) error {
	return UnwrittenError(path, res.Failure, res.Kind, describeRun(res), reads)
}

// UnwrittenError is unwrittenError for a failure f of a test described by
// run (a pipeline's, say).
func UnwrittenError(path string, f *interval.Mismatch, kind interval.ScanKind, run string, reads []ir.Pos) *diag.Error {
	r := f.Unwritten
	msg := fmt.Sprintf("reads memory that no work item wrote: out[%d] of the interval test depends on %s", f.Index,
		strings.TrimPrefix(f.GotText, "unwritten "))
	if f.Own {
		msg = fmt.Sprintf("out[%[1]d] of the interval test holds what it held before the run: the kernel never wrote it, or wrote a value computed from out[%[1]d] read before any work item wrote it", f.Index)
	}
	decl := ir.Pos{File: r.File, Line: r.Line}
	if len(reads) == 0 {
		reads = []ir.Pos{decl}
		if r.File == "" {
			reads = []ir.Pos{{File: path}}
		}
	}
	e := diag.Errorf(diag.NotVerified, "%s: error: the kernel reads memory that no work item wrote, so what it computes depends on what that memory held: not a correct %s scan\n  (%s)",
		path, kind, run)
	for _, p := range reads {
		d := diag.Diagnostic{Kind: diag.UnwrittenRead, Pos: p, Msg: msg,
			Notes: []string{"reading memory nobody wrote is undefined in OpenCL C: on a device it returns whatever the memory held, and a compiler may assume any value"}}
		if r.File != "" && p != decl {
			d.Related = []diag.Related{{Pos: decl, Msg: fmt.Sprintf("%s %s is declared here", r.What, r.Name), Note: true}}
		}
		e.Diags = append(e.Diags, d)
	}
	return e
}

// readsOf lists where kernel reads the region r (loads of the array of
// its name); nil for private variables, which are not arrays.
func readsOf(m *ir.Module, kernel string, r *interval.Region) []ir.Pos {
	if r.What == "private variable" {
		return nil
	}
	var out []ir.Pos
	for _, f := range m.Kernels {
		if f.Name != kernel {
			continue
		}
		for _, b := range f.Blocks {
			for _, s := range b.Stmts {
				if l, ok := s.(*ir.Load); ok && l.Array.Name == r.Name && l.Pos.Line > 0 && !slices.Contains(out, l.Pos) {
					out = append(out, l.Pos)
				}
			}
		}
	}
	return out
}
