package interval

import (
	"fmt"
	"sort"
	"strings"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Unwritten memory. Theorem 4.5 speaks of programs whose every read is of
// a value the program (or the host) produced. A kernel that reads a
// __local cell, a private TYPE variable or an output cell nobody wrote
// reads memory that is undefined to the device compiler, which may then
// fold the read to any value, for instance to whatever makes the
// operator's identity test true, and so pass the test with a kernel that
// returns garbage on another device. Instrument rewrites the kernel text
// so that no such read is undefined and every such read is visible:
//
//   - every __local TYPE array of the launched kernel, and every __local
//     TYPE pointer parameter, is filled by the work group with the
//     unwritten codes of its cells before the kernel's own code runs, with
//     a barrier after the fill (the declarations move to the top of the
//     body; __local declarations have no initialisers and constant sizes);
//   - every private TYPE variable declared without an initialiser gets
//     one (an unwritten code), and every private TYPE array a fill loop
//     right after its declaration.
//
// The host fills output and scratch buffers with unwritten codes too
// (harness.go, pipeline.go). The operator propagates unwritten codes (the
// leftmost wins), and a generic kernel moves TYPE values only through
// OPERATOR and copies, so an output that depends on a cell nobody wrote
// holds that cell's code, which the check reports by name; an output
// that holds no unwritten code depends on no such cell.
//
// Inserted text goes on the lines it belongs to, so the kernel's line
// numbers do not change.

// Region is memory whose cells start with unwritten codes.
type Region struct {
	What string // "buffer", "__local array", "__local buffer", "private variable", "private array"
	Name string
	File string // where declared ("" for buffers)
	Line int
	Dims int    // number of array dimensions as declared
	Func string // the function that declares it ("" for buffers and parameters)
}

// At is "kernel.cl:12", where the region is declared ("" for buffers).
func (r Region) At() string {
	if r.File == "" {
		return ""
	}
	return fmt.Sprintf("%s:%d", r.File, r.Line)
}

// Regions numbers the regions of one test run (the region of an unwritten
// code is its index).
type Regions struct{ List []Region }

// Add numbers r.
func (rs *Regions) Add(r Region) (int, error) {
	if len(rs.List) >= MaxRegions {
		return 0, fmt.Errorf("more than %d buffers, __local arrays and private TYPE variables to fill with unwritten codes (%s %s)", MaxRegions, r.What, r.Name)
	}
	rs.List = append(rs.List, r)
	return len(rs.List) - 1, nil
}

// Locals are the names of the __local arrays and buffers the regions fill.
func (rs *Regions) Locals() []string {
	var out []string
	for _, r := range rs.List {
		if strings.HasPrefix(r.What, "__local") {
			out = append(out, r.Name)
		}
	}
	return out
}

// Cell names one cell of an unwritten code: "out[5]", "u[0] (a __local
// array declared at kernel.cl:12)", "the private variable temp (declared
// at kernel.cl:17)".
func (rs *Regions) Cell(e Elem, maxCell int) string {
	if e.Region >= len(rs.List) {
		return fmt.Sprintf("cell %d of an unknown region %d", e.Cell, e.Region)
	}
	r := rs.List[e.Region]
	idx := fmt.Sprint(e.Cell)
	if e.Cell >= maxCell {
		idx = fmt.Sprintf(">=%d", e.Cell)
	}
	switch r.What {
	case "buffer":
		return fmt.Sprintf("%s[%s]", r.Name, idx)
	case "private variable":
		return fmt.Sprintf("%s (the private variable declared at %s)", r.Name, r.At())
	}
	order := ""
	if r.Dims > 1 {
		order = "; the cell's index in row-major order"
	}
	return fmt.Sprintf("%s[%s] (the %s declared at %s%s)", r.Name, idx, r.What, r.At(), order)
}

// Explain rewrites the reason of a mismatch whose value is an unwritten
// code: out is the region of the checked output buffer.
func (rs *Regions) Explain(m *Mismatch, mon Monoid, out int) {
	if m == nil || m.Got.Kind != KindUnwritten {
		return
	}
	cell := rs.Cell(m.Got, mon.MaxCell())
	m.GotText = "unwritten " + strings.SplitN(cell, " (", 2)[0]
	if m.Got.Region < len(rs.List) {
		r := rs.List[m.Got.Region]
		m.Unwritten = &r
	}
	if m.Got.Region == out && m.Got.Cell == min(m.Index, mon.MaxCell()) {
		// Its own code: never written, or written with a value computed
		// from itself before anything was written there.
		m.Own, m.GotText = true, ""
		m.Reason = "this output was never written by the kernel"
		return
	}
	m.Reason = fmt.Sprintf("this output depends on %s, which no work item wrote before it was read: "+
		"on a device that read returns whatever the memory held (undefined in OpenCL C)", cell)
}

// InstrumentError is a kernel Instrument cannot rewrite safely.
type InstrumentError struct {
	Pos ir.Pos
	Msg string
}

func (e *InstrumentError) Error() string { return e.Pos.Error(e.Msg) }

var _ diag.Finding = (*InstrumentError)(nil)

// Diagnostic is the finding as bvgen reports it.
func (e *InstrumentError) Diagnostic() diag.Diagnostic {
	return diag.Diagnostic{Kind: diag.UnsupportedConstruct, Pos: e.Pos, Msg: e.Msg}
}

// edit replaces src[at:at+del] by text.
type edit struct {
	at, del int
	text    string
}

// Instrument rewrites src, the text of a generic kernel file, as described
// above, for a launch of kernel; localElems gives the number of TYPE
// elements of each __local pointer parameter, by parameter index. The
// regions it fills are added to rs.
func Instrument(src, file string, kernel *csource.KernelDecl, localElems map[int]int, rs *Regions) (string, error) {
	decls, err := csource.FindDecls(src, "TYPE")
	if err != nil {
		return "", &InstrumentError{Pos: ir.Pos{File: file, Line: 1, Col: 1}, Msg: "cannot read the kernel's declarations: " + err.Error()}
	}
	in := &instrumenter{src: src, file: file, rs: rs}
	var fills []string
	for _, p := range kernel.Params {
		if !p.Pointer || p.Space != "local" || p.Type != "TYPE" {
			continue
		}
		n, ok := localElems[p.Index]
		if !ok {
			return "", in.errorf(p.NamePos, "no size for the __local TYPE buffer %s", p.Name)
		}
		r, err := rs.Add(in.region("__local buffer", p.Name, p.NamePos, 1, ""))
		if err != nil {
			return "", in.errorf(p.NamePos, "%v", err)
		}
		fills = append(fills, localFill(p.Name, fmt.Sprint(n), r))
	}
	var hoisted []string
	done := map[csource.Span]bool{}
	for _, d := range decls {
		if d.Pointer {
			continue
		}
		if d.Local {
			if d.Func != kernel.Name {
				if !d.Kernel {
					return "", in.errorf(d.NamePos, "__local TYPE variable %s declared in %s, which is not a kernel", d.Name, d.Func)
				}
				continue // another kernel of the file: not launched
			}
			fill, err := in.local(d, done, &hoisted)
			if err != nil {
				return "", err
			}
			fills = append(fills, fill)
			continue
		}
		if err := in.private(d); err != nil {
			return "", err
		}
	}
	if len(fills) > 0 {
		body := kernel.BodyStart + 1
		in.edits = append(in.edits, edit{at: body, text: " " + strings.Join(hoisted, " ") +
			" { const size_t __bvgen_l = get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)), " +
			"__bvgen_s = get_local_size(0) * get_local_size(1) * get_local_size(2); " + strings.Join(fills, " ") +
			" } barrier(CLK_LOCAL_MEM_FENCE);"})
	}
	return in.apply(), nil
}

type instrumenter struct {
	src, file string
	rs        *Regions
	edits     []edit
}

func (in *instrumenter) lineCol(off int) (int, int) {
	line := strings.Count(in.src[:off], "\n") + 1
	return line, off - strings.LastIndexByte(in.src[:off], '\n')
}

func (in *instrumenter) region(what, name string, off, dims int, fn string) Region {
	line, _ := in.lineCol(off)
	return Region{What: what, Name: name, File: in.file, Line: line, Dims: dims, Func: fn}
}

func (in *instrumenter) errorf(off int, format string, args ...any) error {
	line, col := in.lineCol(off)
	return &InstrumentError{Pos: ir.Pos{File: in.file, Line: line, Col: col}, Msg: fmt.Sprintf(format, args...)}
}

// local moves the declaration statement of d to the top of the kernel
// (once per statement) and returns the fill of d.
func (in *instrumenter) local(d csource.Decl, done map[csource.Span]bool, hoisted *[]string) (string, error) {
	switch {
	case d.Depth != 1:
		return "", in.errorf(d.NamePos, "__local TYPE array %s is not declared at the kernel's outermost scope", d.Name)
	case d.Directive:
		return "", in.errorf(d.NamePos, "cannot move the __local TYPE array %s to the top of the kernel to fill it with unwritten codes: "+
			"a preprocessor line comes before it in the kernel; declare it before any #if in the kernel body", d.Name)
	case d.Init:
		return "", in.errorf(d.NamePos, "__local TYPE variable %s has an initialiser", d.Name)
	}
	if !done[d.Stmt] {
		done[d.Stmt] = true
		stmt := in.src[d.Stmt.Start:d.Stmt.End]
		*hoisted = append(*hoisted, strings.Join(strings.Fields(csource.StripComments(stmt)), " "))
		in.edits = append(in.edits, edit{at: d.Stmt.Start, del: len(stmt), text: blank(stmt)})
	}
	r, err := in.rs.Add(in.region("__local array", d.Name, d.NamePos, len(d.Dims), d.Func))
	if err != nil {
		return "", in.errorf(d.NamePos, "%v", err)
	}
	return localFill("&"+d.Name, fmt.Sprintf("sizeof(%s) / sizeof(TYPE)", d.Name), r), nil
}

// localFill fills count cells of the __local TYPE memory at ptr, cell i
// by work item i mod the work-group size.
func localFill(ptr, count string, region int) string {
	return fmt.Sprintf("for (size_t __bvgen_i = __bvgen_l; __bvgen_i < (size_t)(%s); __bvgen_i += __bvgen_s) ((__local TYPE *)%s)[__bvgen_i] = BVGEN_UNWRITTEN(%d, __bvgen_i);",
		count, ptr, region)
}

// private gives a private TYPE variable declared without an initialiser
// its unwritten code(s).
func (in *instrumenter) private(d csource.Decl) error {
	if d.Init {
		return nil
	}
	what := "private variable"
	if d.Dims != nil {
		what = "private array"
	}
	r, err := in.rs.Add(in.region(what, d.Name, d.NamePos, len(d.Dims), d.Func))
	if err != nil {
		return in.errorf(d.NamePos, "%v", err)
	}
	if d.Dims == nil {
		in.edits = append(in.edits, edit{at: d.NameEnd, text: fmt.Sprintf(" = BVGEN_UNWRITTEN(%d, 0)", r)})
		return nil
	}
	if d.ForInit {
		return in.errorf(d.NamePos, "a private TYPE array (%s) declared in a for header", d.Name)
	}
	in.edits = append(in.edits, edit{at: d.Stmt.End, text: fmt.Sprintf(
		" for (size_t __bvgen_i = 0; __bvgen_i < sizeof(%[1]s) / sizeof(TYPE); __bvgen_i++) ((TYPE *)&%[1]s)[__bvgen_i] = BVGEN_UNWRITTEN(%[2]d, __bvgen_i);",
		d.Name, r)})
	return nil
}

// apply performs the edits (from the end, so offsets stay valid; at one
// offset in the order they were made).
func (in *instrumenter) apply() string {
	es := append([]edit(nil), in.edits...)
	sort.SliceStable(es, func(i, j int) bool { return es[i].at > es[j].at })
	s := in.src
	for i := 0; i < len(es); {
		j := i
		var text strings.Builder
		for ; j < len(es) && es[j].at == es[i].at; j++ {
		}
		for k := i; k < j; k++ {
			text.WriteString(es[k].text)
		}
		del := 0
		for k := i; k < j; k++ {
			del = max(del, es[k].del)
		}
		s = s[:es[i].at] + text.String() + s[es[i].at+del:]
		i = j
	}
	return s
}

// blank replaces every byte of s but newlines by a space.
func blank(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c != '\n' {
			b[i] = ' '
		}
	}
	return string(b)
}
