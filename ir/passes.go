package ir

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// A Pass is a named rewrite of a lowered module that an option of the
// command line asks for (GPUVerify's annotation modes, --kernel-args,
// --kernel-arrays). Passes are data: a caller lists the ones it wants,
// and the front end (before inlining) or the pipeline (after loading)
// runs them, so what is done to a module is visible in one list.
type Pass interface {
	// Name is the option the pass implements, for messages.
	Name() string
	Apply(m *Module) error
}

// PassError is a pass refusing its option's value: Arg is the value as
// given ("K,v1,...,vn"), Msg why.
type PassError struct {
	Pass Pass
	Arg  string
	Msg  string
}

func (e *PassError) Error() string { return e.Pass.Name() + "=" + e.Arg + ": " + e.Msg }

// RunPasses applies ps to m in order and stops at the first error.
func RunPasses(m *Module, ps []Pass) error {
	for _, p := range ps {
		if err := p.Apply(m); err != nil {
			return err
		}
	}
	return nil
}

// AnnotationMode is which annotations of the source count.
type AnnotationMode int

const (
	// AllAnnotations keeps every annotation.
	AllAnnotations AnnotationMode = iota
	// NoAnnotations drops invariants, candidates, contracts and barrier
	// invariants; assertions, assumptions and axioms stay
	// (GPUVerify's no_annotations.h).
	NoAnnotations
	// OnlyRequires is NoAnnotations keeping preconditions and
	// postconditions (no_annotations.h with ONLY_REQUIRES).
	OnlyRequires
)

// KeepAnnotations drops the annotations --no-annotations and
// --only-requires remove and turns loop invariants into candidates under
// --invariants-as-candidates. It runs before helpers are inlined, while a
// helper's contract is still a contract.
type KeepAnnotations struct {
	Mode                   AnnotationMode
	InvariantsAsCandidates bool
}

func (KeepAnnotations) Name() string {
	return "--no-annotations/--only-requires/--invariants-as-candidates"
}

func (k KeepAnnotations) Apply(m *Module) error {
	for _, f := range m.AllFunctions() {
		for _, b := range f.Blocks {
			kept := b.Stmts[:0]
			for _, s := range b.Stmts {
				if a, ok := s.(*Annot); ok {
					if k.dropped(a.Kind) {
						continue
					}
					if k.InvariantsAsCandidates && (a.Kind == AnnotInvariant || a.Kind == AnnotGlobalInvariant) {
						a.Kind = AnnotCandidate
					}
				}
				kept = append(kept, s)
			}
			b.Stmts = kept
		}
	}
	return nil
}

// dropped reports whether the mode removes annotations of kind k.
// Assertions, assumptions and axioms always stay.
func (k KeepAnnotations) dropped(kind AnnotKind) bool {
	switch kind {
	case AnnotAssert, AnnotGlobalAssert, AnnotAssume, AnnotAxiom, AnnotNullCheck, AnnotHavocArray:
		return false
	case AnnotRequires, AnnotGlobalRequires, AnnotEnsures, AnnotGlobalEnsures:
		return k.Mode == NoAnnotations
	}
	return k.Mode != AllAnnotations
}

// FunctionWideCandidates replaces the function-wide invariants of every
// function by candidates at the head of each of its loops (GPUVerify's
// __function_wide_candidate_invariant under --invariants-as-candidates).
type FunctionWideCandidates struct{}

func (FunctionWideCandidates) Name() string { return "--invariants-as-candidates" }

func (FunctionWideCandidates) Apply(m *Module) error {
	for _, f := range m.AllFunctions() {
		functionWideAsCandidates(f)
	}
	return nil
}

func functionWideAsCandidates(f *Function) {
	var fw []*Annot
	for _, b := range f.Blocks {
		kept := b.Stmts[:0]
		for _, s := range b.Stmts {
			if a, ok := s.(*Annot); ok && a.Kind == AnnotFunctionWideInvariant {
				fw = append(fw, a)
				continue
			}
			kept = append(kept, s)
		}
		b.Stmts = kept
	}
	if len(fw) == 0 {
		return
	}
	var cands []Stmt
	for _, a := range fw {
		// The invariant is written anywhere in the function, typically
		// after the loops: its expression is rebuilt from the
		// definitions it reads, down to the parameters. One that reads
		// anything else is dropped, as inference drops a candidate it
		// cannot prove (a candidate is never reported).
		if e, ok := closedOverParams(f, a.Args[0]); ok {
			cands = append(cands, &Annot{Pos: a.Pos, Kind: AnnotCandidate, Args: []Expr{e}})
		}
	}
	for _, l := range f.Loops {
		l.Header.Stmts = append(append([]Stmt(nil), cands...), l.Header.Stmts...)
	}
}

// closedOverParams substitutes into e the assignments of f until e reads
// only f's parameters; ok is false when it reads another variable.
func closedOverParams(f *Function, e Expr) (Expr, bool) {
	defs := f.Defs()
	params := map[*Var]bool{}
	for _, p := range f.Params {
		params[p.Var] = true
	}
	for range 64 { // definitions chain at most this deep
		open, other := false, false
		WalkExpr(e, func(x Expr) {
			if r, ok := x.(*VarRef); ok && !params[r.V] {
				if _, def := defs[r.V]; def {
					open = true
				} else {
					other = true
				}
			}
		})
		if other {
			return nil, false
		}
		if !open {
			return e, true
		}
		e = Substitute(e, defs)
	}
	return nil, false
}

// KernelArgs is --kernel-args: for each value "K,v1,...,vn", the scalar
// parameters of kernel K (in order, without the __global, __local and
// __constant pointers, which are arrays) are assumed to hold the hex
// values v_i ("*": any value), and only the kernels listed are kept, as
// GPUVerify does.
type KernelArgs struct{ Args []string }

func (KernelArgs) Name() string { return "--kernel-args" }

func (k KernelArgs) Apply(m *Module) error {
	if len(k.Args) == 0 {
		return nil
	}
	listed := map[*Function]bool{}
	for _, arg := range k.Args {
		parts := strings.Split(arg, ",")
		f := m.KernelNamed(parts[0])
		if f == nil {
			return &PassError{k, arg, "couldn't find kernel " + parts[0]}
		}
		listed[f] = true
		if msg := assumeArgs(f, parts[1:]); msg != "" {
			return &PassError{k, arg, msg}
		}
	}
	var kept []*Function
	for _, f := range m.Kernels {
		if listed[f] {
			kept = append(kept, f)
		}
	}
	m.Kernels = kept
	return nil
}

// assumeArgs adds to the entry of kernel f the assumptions that its
// parameters hold vals; it returns why not when it cannot.
func assumeArgs(f *Function, vals []string) string {
	var params []*Param
	for _, p := range f.Params {
		if p.Array == nil || p.Array.Space == Private { // scalars, and aggregates passed by value
			params = append(params, p)
		}
	}
	if len(vals) > len(params) {
		return fmt.Sprintf("too many parameter values (kernel %s has %d)", f.Name, len(params))
	}
	var assumes []Stmt
	for i, v := range vals {
		v = strings.TrimSpace(v)
		if v == "*" {
			continue
		}
		x, ok := new(big.Int).SetString(strings.TrimPrefix(strings.TrimPrefix(v, "0x"), "0X"), 16)
		if !ok || !strings.HasPrefix(strings.ToLower(v), "0x") {
			return fmt.Sprintf("invalid hex string %q (values are 0x... or *)", v)
		}
		lhs, bits, err := paramValue(params[i])
		if err != nil {
			return err.Error()
		}
		if x.BitLen() > bits {
			return fmt.Sprintf("%s does not fit parameter %s (%d bits)", v, params[i].Name, bits)
		}
		assumes = append(assumes, &Annot{Pos: params[i].Pos, Kind: AnnotAssume,
			Args: []Expr{&Binary{Op: Eq, X: lhs, Y: &Const{Val: x.Uint64(), T: Int(bits)}}}})
	}
	entry := f.Blocks[0]
	entry.Stmts = append(assumes, entry.Stmts...)
	return ""
}

// paramValue is the value of a kernel parameter as an expression, with
// its width: the variable of a scalar, the bytes of an aggregate passed
// by value (up to 64 bits, read as one little-endian integer).
func paramValue(p *Param) (Expr, int, error) {
	if p.Array == nil {
		t, ok := p.Var.T.(*IntType)
		if !ok {
			return nil, 0, fmt.Errorf("parameter %s is of type %s: bvgen constrains integer parameters only (give * for it)", p.Name, p.Var.T)
		}
		return &VarRef{V: p.Var}, t.Bits, nil
	}
	n := p.Array.Bytes()
	if n == 0 {
		n = p.Array.ElemBytes
	}
	if n != 1 && n != 2 && n != 4 && n != 8 {
		return nil, 0, fmt.Errorf("parameter %s is an aggregate of %d bytes: bvgen constrains aggregates of 1, 2, 4 or 8 bytes only (give * for it)", p.Name, n)
	}
	return &Read{Array: p.Array, Off: &Const{Val: 0, T: Int(32)}, T: Int(8 * n)}, 8 * n, nil
}

// KernelArrays is --kernel-arrays: for each value "K,s1,...,sn", the
// pointer parameters of kernel K (in order) get sizes of s_i bytes ("*":
// unknown), which only --check-array-bounds reads (Array.BoundBytes), as
// GPUVerify's Bugle does.
type KernelArrays struct{ Args []string }

func (KernelArrays) Name() string { return "--kernel-arrays" }

func (k KernelArrays) Apply(m *Module) error {
	for _, arg := range k.Args {
		parts := strings.Split(arg, ",")
		f := m.KernelNamed(parts[0])
		if f == nil {
			return &PassError{k, arg, "couldn't find kernel " + parts[0]}
		}
		var arrays []*Param
		for _, p := range f.Params {
			if p.Array != nil && p.Array.Space != Private {
				arrays = append(arrays, p)
			}
		}
		if len(parts)-1 > len(arrays) {
			return &PassError{k, arg, fmt.Sprintf("too many sizes (kernel %s has %d pointer parameters)", f.Name, len(arrays))}
		}
		for i, v := range parts[1:] {
			v = strings.TrimSpace(v)
			if v == "*" {
				continue
			}
			n, err := strconv.Atoi(v)
			a := arrays[i].Array
			switch {
			case err != nil || n <= 0:
				return &PassError{k, arg, fmt.Sprintf("%q is not a size in bytes (or *)", v)}
			case a.ElemBytes > 0 && n%a.ElemBytes != 0:
				return &PassError{k, arg, fmt.Sprintf("%d bytes is not a whole number of %s elements of %s (%d bytes each)", n, arrays[i].Name, a.TypeName, a.ElemBytes)}
			}
			a.BoundBytes = n
		}
	}
	return nil
}

// AllFunctions are the kernels, then the other functions of m.
func (m *Module) AllFunctions() []*Function {
	return append(append([]*Function(nil), m.Kernels...), m.Functions...)
}

// KernelNamed is the kernel of m named name, spaces around it ignored
// (nil if none).
func (m *Module) KernelNamed(name string) *Function {
	for _, k := range m.Kernels {
		if k.Name == strings.TrimSpace(name) {
			return k
		}
	}
	return nil
}
