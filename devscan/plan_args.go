package devscan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
)

// resolveArgs binds every kernel parameter to its argument: buffers to
// __global pointers (TYPE buffers exactly to pointers to TYPE, so that no
// kernel sees elements as integers), sizes to __local pointers, integers
// to scalars.
func (pl *Plan) resolveArgs(l *Launch, decl *csource.KernelDecl, what string) ([]PlanArg, error) {
	byName := map[string]Arg{}
	for _, a := range l.Args {
		byName[a.Param] = a
	}
	var names []string
	for _, p := range decl.Params {
		names = append(names, p.Name)
	}
	for _, a := range l.Args {
		if !slices.Contains(names, a.Param) {
			return nil, errAt(a.Pos, "%s: kernel %s has no parameter %s (parameters: %s)", what, decl.Name, a.Param, strings.Join(names, ", "))
		}
	}
	var out []PlanArg
	bound := map[int]string{}
	for _, p := range decl.Params {
		a, ok := byName[p.Name]
		if !ok {
			return nil, errAt(l.Pos, "%s: args: no argument for parameter %s of kernel %s", what, p.String(), decl.Name)
		}
		pa, err := pl.resolveArg(a, p, decl, what)
		if err != nil {
			return nil, err
		}
		if other, dup := bound[pa.Buffer]; dup && pa.Buffer >= 0 {
			// The race proof models each pointer parameter as its own
			// array: aliases would hide races between them.
			return nil, errCode(diag.Unsupported, a.Pos, "%s: buffer %s is bound to both %s and %s of kernel %s: the race proof assumes distinct buffers; write the kernel with one parameter for it", what, a.Buffer, other, p.Name, decl.Name)
		}
		bound[pa.Buffer] = p.Name
		out = append(out, pa)
	}
	return out, nil
}

func (pl *Plan) resolveArg(a Arg, p csource.Param, decl *csource.KernelDecl, what string) (PlanArg, error) {
	pa := PlanArg{Param: p, Buffer: -1}
	switch {
	case p.Pointer && (p.Space == "global" || p.Space == "constant"):
		if a.Buffer == "" {
			return pa, errAt(a.Pos, "%s: parameter %s of kernel %s is a buffer: give a buffer's name", what, p.String(), decl.Name)
		}
		pa.Buffer = pl.P.bufferIndex(a.Buffer)
		b := pl.P.Buffers[pa.Buffer]
		if (b.Type == "TYPE") != (p.Type == "TYPE") {
			return pa, errAt(a.Pos, "%s: buffer %s holds %s but parameter %s of kernel %s is a pointer to %s: elements must stay of TYPE across the pipeline (seen as integers they could be combined other than by OPERATOR)", what, b.Name, b.Type, p.Name, decl.Name, p.Type)
		}
		if b.Type != "TYPE" {
			if sz, _ := csource.ScalarSize(p.Type); sz != integerTypes[b.Type] {
				return pa, errAt(a.Pos, "%s: buffer %s holds %s but parameter %s of kernel %s is a pointer to %s", what, b.Name, b.Type, p.Name, decl.Name, p.Type)
			}
		}
	case p.Pointer && p.Space == "local":
		if a.Local == nil {
			return pa, errAt(a.Pos, "%s: parameter %s of kernel %s is __local memory: give its size as {local: ELEMENTS}", what, p.String(), decl.Name)
		}
		v, err := evalPositive(a.Local, pl.N, what+": "+p.Name)
		if err != nil {
			return pa, err
		}
		pa.Local, pa.LocalTYPE = v, p.Type == "TYPE"
		if !pa.LocalTYPE {
			sz, ok := csource.ScalarSize(p.Type)
			if !ok {
				return pa, errAt(a.Pos, "%s: parameter %s: unknown element size of %s", what, p.Name, p.Type)
			}
			pa.Local *= int64(sz)
		}
	case p.Pointer:
		return pa, errAt(a.Pos, "%s: parameter %s of kernel %s: a kernel cannot take a __%s pointer", what, p.String(), decl.Name, p.Space)
	default:
		if a.Value == nil {
			return pa, errAt(a.Pos, "%s: parameter %s of kernel %s is a scalar: give an integer expression of n", what, p.String(), decl.Name)
		}
		if _, ok := csource.ScalarSize(p.Type); !ok || p.Type == "TYPE" {
			return pa, errAt(a.Pos, "%s: parameter %s of kernel %s: only integer scalars can be given (a TYPE value would be an element the host invents)", what, p.String(), decl.Name)
		}
		v, err := a.Value.Eval(int64(pl.N))
		if err != nil {
			return pa, err
		}
		pa.Value = v
	}
	return pa, nil
}

func (pl *Plan) resolveCopy(c *Copy, num int) (*PlanCopy, error) {
	what := fmt.Sprintf("step %d: copy", num)
	pc := &PlanCopy{C: c, Number: num, From: pl.P.bufferIndex(c.From), To: pl.P.bufferIndex(c.To)}
	if a, b := pl.P.Buffers[pc.From].Type, pl.P.Buffers[pc.To].Type; a != b {
		return nil, errAt(c.Pos, "%s: from %s (%s) to %s (%s): the buffers hold different types", what, c.From, a, c.To, b)
	}
	var err error
	if pc.FromOff, pc.ToOff, pc.Count, err = pl.ranges(what, c.Count, c.FromOff, c.ToOff); err != nil {
		return nil, err
	}
	for _, r := range []struct {
		name     string
		buf, off int
	}{{c.From, pc.From, pc.FromOff}, {c.To, pc.To, pc.ToOff}} {
		if r.off+pc.Count > pl.Sizes[r.buf] {
			return nil, errAt(c.Pos, "%s: %s[%d..%d] is past the end of %s (%d elements at n = %d)", what, r.name, r.off, r.off+pc.Count-1, r.name, pl.Sizes[r.buf], pl.N)
		}
	}
	return pc, nil
}

func (pl *Plan) resolveFill(f *Fill, num int) (*PlanFill, error) {
	what := fmt.Sprintf("step %d: fill", num)
	pf := &PlanFill{F: f, Number: num, Buffer: pl.P.bufferIndex(f.Buffer)}
	if t := pl.P.Buffers[pf.Buffer].Type; t != "TYPE" {
		return nil, errAt(f.Pos, "%s: buffer %s holds %s; fill writes IDENTITY into TYPE buffers", what, f.Buffer, t)
	}
	var err error
	if pf.Off, _, pf.Count, err = pl.ranges(what, f.Count, f.Off, f.Off); err != nil {
		return nil, err
	}
	if pf.Off+pf.Count > pl.Sizes[pf.Buffer] {
		return nil, errAt(f.Pos, "%s: %s[%d..%d] is past the end of %s (%d elements at n = %d)", what, f.Buffer, pf.Off, pf.Off+pf.Count-1, f.Buffer, pl.Sizes[pf.Buffer], pl.N)
	}
	return pf, nil
}

// ranges evaluates a count (at least 1) and two offsets (at least 0).
func (pl *Plan) ranges(what string, count, off1, off2 *Expr) (o1, o2, c int, err error) {
	cv, err := evalPositive(count, pl.N, what+": count")
	if err != nil {
		return 0, 0, 0, err
	}
	var offs [2]int64
	for i, e := range []*Expr{off1, off2} {
		if offs[i], err = e.Eval(int64(pl.N)); err != nil {
			return 0, 0, 0, err
		}
		if offs[i] < 0 {
			return 0, 0, 0, errAt(e.Pos, "%s: offset %s = %d at n = %d is negative", what, e.Text, offs[i], pl.N)
		}
	}
	return int(offs[0]), int(offs[1]), int(cv), nil
}
