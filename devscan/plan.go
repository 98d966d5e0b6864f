package devscan

import (
	"fmt"
	"os"
	"strings"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Plan is a pipeline instantiated at one scan length n: every size
// evaluated and every kernel argument resolved against its kernel.
type Plan struct {
	P     *Pipeline
	N     int
	Sizes []int // elements per buffer, in P.Buffers' order
	Steps []PlanStep
}

// PlanStep is a resolved step: *PlanLaunch, *PlanCopy or *PlanFill.
type PlanStep interface{ isPlanStep() }

// PlanLaunch is a launch at n.
type PlanLaunch struct {
	L      *Launch
	Number int // the step's number (1-based)
	Decl   *csource.KernelDecl
	Source string
	Local  []int
	Groups []int
	// Global is Local * Groups per dimension.
	Global  []int
	Defines []string
	Args    []PlanArg // one per kernel parameter, in order
}

// PlanArg is a resolved argument: Buffer >= 0 (an index into the
// pipeline's buffers), or a __local allocation of Local elements (of TYPE
// when LocalTYPE, else bytes), or the integer Value.
type PlanArg struct {
	Param     csource.Param
	Buffer    int
	Local     int64
	LocalTYPE bool
	Value     int64
}

// PlanCopy and PlanFill are host steps at n.
type PlanCopy struct {
	C                     *Copy
	Number                int
	From, To              int
	FromOff, ToOff, Count int
}

type PlanFill struct {
	F                  *Fill
	Number             int
	Buffer, Off, Count int
}

func (*PlanLaunch) isPlanStep() {}
func (*PlanCopy) isPlanStep()   {}
func (*PlanFill) isPlanStep()   {}

// Name is "launch 2 (scan_totals)" for messages.
func (l *PlanLaunch) Name() string { return fmt.Sprintf("launch %d (%s)", l.Number, l.Decl.Name) }

// Instantiate evaluates the description at n and resolves every launch
// against its kernel's source.
func (p *Pipeline) Instantiate(n int) (*Plan, error) {
	if n < 1 {
		return nil, diag.Errorf(diag.CommandLine, "error: --n=%d: the scan length must be positive", n)
	}
	pl := &Plan{P: p, N: n}
	for _, c := range p.Requires {
		v, err := c.Eval(int64(n))
		if err != nil {
			return nil, err
		}
		if v == 0 {
			return nil, errAt(c.Pos, "requires: n = %d does not satisfy %s", n, c.Text)
		}
	}
	for _, b := range p.Buffers {
		size, err := evalPositive(b.Size, n, "buffer "+b.Name+": size")
		if err != nil {
			return nil, err
		}
		pl.Sizes = append(pl.Sizes, int(size))
	}
	for _, io := range []struct {
		what, name string
		pos        ir.Pos
	}{{"input", p.Input, p.InPos}, {"output", p.Output, p.OutPos}} {
		if sz := pl.Sizes[p.bufferIndex(io.name)]; sz < n {
			return nil, errAt(io.pos, "%s: buffer %s has %d elements at n = %d, fewer than n", io.what, io.name, sz, n)
		}
	}
	for i, s := range p.Steps {
		ps, err := pl.resolve(s, i+1)
		if err != nil {
			return nil, err
		}
		pl.Steps = append(pl.Steps, ps)
	}
	return pl, nil
}

func (p *Pipeline) bufferIndex(name string) int {
	for i, b := range p.Buffers {
		if b.Name == name {
			return i
		}
	}
	return -1
}

// evalPositive evaluates e at n and wants a value of at least 1.
func evalPositive(e *Expr, n int, what string) (int64, error) {
	v, err := e.Eval(int64(n))
	if err != nil {
		return 0, err
	}
	if v < 1 {
		return 0, errAt(e.Pos, "%s: %s = %d at n = %d; it must be at least 1", what, e.Text, v, n)
	}
	if v > 1<<40 {
		return 0, errAt(e.Pos, "%s: %s = %d at n = %d is too large", what, e.Text, v, n)
	}
	return v, nil
}

func (pl *Plan) resolve(s Step, num int) (PlanStep, error) {
	switch s := s.(type) {
	case *Launch:
		return pl.resolveLaunch(s, num)
	case *Copy:
		return pl.resolveCopy(s, num)
	case *Fill:
		return pl.resolveFill(s, num)
	}
	panic("devscan: unknown step")
}

func (pl *Plan) resolveLaunch(l *Launch, num int) (*PlanLaunch, error) {
	what := fmt.Sprintf("step %d", num)
	src, err := os.ReadFile(l.File)
	if err != nil {
		return nil, errAt(l.FilePos, "%s: %v", what, err)
	}
	decl, err := csource.FindKernel(string(src), l.Kernel)
	if err != nil {
		return nil, errAt(l.FilePos, "%s: %s: %v", what, l.File, err)
	}
	pll := &PlanLaunch{L: l, Number: num, Decl: decl, Source: string(src)}
	if err := pll.geometry(pl.N, what); err != nil {
		return nil, err
	}
	for _, d := range l.Defines {
		if d.Value == nil {
			pll.Defines = append(pll.Defines, d.Name)
			continue
		}
		v, err := d.Value.Eval(int64(pl.N))
		if err != nil {
			return nil, err
		}
		pll.Defines = append(pll.Defines, fmt.Sprintf("%s=%d", d.Name, v))
	}
	if pll.Args, err = pl.resolveArgs(l, decl, what); err != nil {
		return nil, err
	}
	return pll, nil
}

// geometry evaluates the launch's sizes: a global size must be a whole
// number of work groups.
func (pll *PlanLaunch) geometry(n int, what string) error {
	l := pll.L
	dims := func(es []*Expr, name string) ([]int, error) {
		var out []int
		for _, e := range es {
			v, err := evalPositive(e, n, what+": "+name)
			if err != nil {
				return nil, err
			}
			out = append(out, int(v))
		}
		return out, nil
	}
	var err error
	if pll.Local, err = dims(l.Local, "local_size"); err != nil {
		return err
	}
	if l.Groups != nil {
		pll.Groups, err = dims(l.Groups, "num_groups")
	} else {
		pll.Global, err = dims(l.Global, "global_size")
	}
	if err != nil {
		return err
	}
	other := append(pll.Groups, pll.Global...)
	if len(other) != len(pll.Local) {
		return errAt(l.Pos, "%s: local_size has %d dimension(s), the %s %d", what, len(pll.Local), map[bool]string{true: "num_groups", false: "global_size"}[l.Groups != nil], len(other))
	}
	if pll.Global == nil {
		for i := range pll.Local {
			pll.Global = append(pll.Global, pll.Local[i]*pll.Groups[i])
		}
		return nil
	}
	for i := range pll.Local {
		if pll.Global[i]%pll.Local[i] != 0 {
			return errAt(l.Global[i].Pos, "%s: global size %v at n = %d is not a whole number of work groups of local size %v (dimension %d)", what, pll.Global, n, pll.Local, i)
		}
		pll.Groups = append(pll.Groups, pll.Global[i]/pll.Local[i])
	}
	return nil
}

// Label is "launch 1: block_scan in block_scan.cl (local size [256], 2048 groups)".
func (l *PlanLaunch) Label() string {
	return fmt.Sprintf("launch %d: %s in %s (local size %v, %s)", l.Number, l.Decl.Name, l.L.File, l.Local, groupsText(l.Groups))
}

func groupsText(g []int) string {
	if len(g) == 1 {
		if g[0] == 1 {
			return "1 group"
		}
		return fmt.Sprintf("%d groups", g[0])
	}
	return fmt.Sprintf("groups %v", g)
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ",")
}
