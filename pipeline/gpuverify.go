package pipeline

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
)

// GPUVerifyOptions are GPUVerify's options that change what bvgen checks
// or assumes, with GPUVerify's meaning (GPUVERIFY.md §2, §4;
// docs/gpuverify-suite.md lists each with its status).
type GPUVerifyOptions struct {
	// CheckArrayBounds: every access to an array of known size is
	// checked to stay inside it (--check-array-bounds).
	CheckArrayBounds bool
	// Adversarial: every read of a __local or __global array returns an
	// arbitrary value (--adversarial-abstraction).
	Adversarial bool
	// Equality is --equality-abstraction: bvgen's model of shared memory
	// already (arbitrary at barriers, the same for both work items); it
	// only brings GPUVerify's refusal of atomics.
	Equality bool
	// NoBenign is --no-benign-tolerance: every race is reported, also
	// one whose two accesses agree on the value (tolerated by default,
	// GPUVERIFY.md §4.1).
	NoBenign bool
	// NoRefinedAtomics is --vcgen-opt=/noRefinedAtomics: atomics on
	// counters return arbitrary values, not distinct ones (GPUVERIFY.md
	// §4.2).
	NoRefinedAtomics bool
	// OnlyLog: accesses are logged (for __read, __write and the like)
	// but races are not checked (--only-log).
	OnlyLog bool
	// CheckArrays, when not nil, restricts race checks to these source
	// arrays (--vcgen-opt=/checkArrays:A,B).
	CheckArrays []string
	// KernelArgs are --kernel-args values as given: "K,v1,...,vn".
	KernelArgs []string
	// KernelArrays are --kernel-arrays values as given: "K,s1,...,sn".
	KernelArrays []string
	// Annotations selects the annotations kept (--no-annotations,
	// --only-requires); InvariantsAsCandidates turns loop invariants
	// into candidates (--invariants-as-candidates).
	Annotations            AnnotationMode
	InvariantsAsCandidates bool
	// LoopUnwind, when not 0, is GPUVerify's bug-finding mode
	// (--loop-unwind=N, --findbugs): no inference, and Boogie follows at
	// most N back edges of each loop (/loopUnroll:N), cutting longer
	// traces. Bounded: a run without defects proves nothing.
	LoopUnwind int
	// WarpSync, when not 0, is --warp-sync=N: warps of N work items run
	// in lock step, synchronised around every access.
	WarpSync int
	// Debug is GPUVerify's --debug: the barrier intervals of each kernel
	// are printed as VCGen prints them (twothread.BarrierIntervals).
	Debug bool
	// LoopAbstractions is --cruncher-opt=/displayLoopAbstractions: a
	// failure's report shows the states of the loops its counterexample
	// went through (twothread.Options.LoopStates).
	LoopAbstractions bool
	// KInductionDepth, when not 0, is --k-induction-depth=K: Boogie
	// proves every loop by k-induction with k=K (boogie.MarkKInduction).
	KInductionDepth int
}

// boogieFlags are the prover flags of a run: base, Boogie's loop
// unrolling in bug-finding mode, and uncompressed models for loop states.
func (g *GPUVerifyOptions) boogieFlags(base []string) []string {
	out := append([]string(nil), base...)
	if g.LoopUnwind > 0 {
		out = append(out, fmt.Sprintf("/loopUnroll:%d", g.LoopUnwind))
	}
	if g.LoopAbstractions {
		out = append(out, prover.ModelStatesFlag)
	}
	return out
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

// RacesChecked reports whether the configuration checks races.
func (c *Config) RacesChecked() bool { return !c.NoRaceChecking && !c.GPUVerify.OnlyLog }

// RacesNotCheckedWhy names the options that turned race checks off.
func (c *Config) RacesNotCheckedWhy() string {
	if c.GPUVerify.OnlyLog && !c.NoRaceChecking {
		return "--only-log"
	}
	return "--no-race-checking or --only-divergence"
}

func (g *GPUVerifyOptions) raceArrays() map[string]bool {
	if g.CheckArrays == nil {
		return nil
	}
	m := map[string]bool{}
	for _, a := range g.CheckArrays {
		m[a] = true
	}
	return m
}

// assumptions lists what the options assume, for the verdict.
func (g *GPUVerifyOptions) assumptions() []string {
	var parts []string
	if g.CheckArrays != nil {
		parts = append(parts, "races checked only on "+strings.Join(g.CheckArrays, ", ")+" (/checkArrays)")
	}
	if g.Adversarial {
		parts = append(parts, "reads of __local and __global arrays arbitrary (--adversarial-abstraction)")
	}
	for _, ka := range g.KernelArgs {
		parts = append(parts, "--kernel-args="+ka)
	}
	for _, ka := range g.KernelArrays {
		parts = append(parts, "--kernel-arrays="+ka)
	}
	switch g.Annotations {
	case NoAnnotations:
		parts = append(parts, "invariants and contracts ignored (--no-annotations)")
	case OnlyRequires:
		parts = append(parts, "invariants ignored (--only-requires)")
	}
	if g.InvariantsAsCandidates {
		parts = append(parts, "loop invariants as candidates (--invariants-as-candidates)")
	}
	if g.WarpSync > 0 {
		parts = append(parts, fmt.Sprintf("warps of %d work items in lock step (--warp-sync)", g.WarpSync))
	}
	if g.KInductionDepth > 0 {
		parts = append(parts, fmt.Sprintf("loops proved by %d-induction (--k-induction-depth)", g.KInductionDepth))
	}
	if g.LoopUnwind > 0 {
		parts = append(parts, fmt.Sprintf("traces through at most %d iterations of each loop (--loop-unwind=%d: bug finding, not a proof)", g.LoopUnwind, g.LoopUnwind))
	}
	return parts
}

// apply checks the options against the loaded module and applies those
// that act on it: GPUVerify's VCGen refusals (exit 5), the kernel
// arguments, function-wide invariants as candidates.
func (g *GPUVerifyOptions) apply(m *ir.Module, path string) error {
	if g.Equality && hasAtomics(m) {
		// GPUVerify's rule (GPUVERIFY.md §4.2).
		return diag.Errorf(diag.Reduction, "%s: GPUVerify: error: --equality-abstraction cannot be used with atomics.", path)
	}
	if err := g.checkArrayNames(m, path); err != nil {
		return err
	}
	if g.InvariantsAsCandidates {
		for _, f := range m.Kernels {
			functionWideAsCandidates(f)
		}
		for _, f := range m.Functions {
			functionWideAsCandidates(f)
		}
	}
	if err := applyKernelArrays(m, g.KernelArrays, path); err != nil {
		return err
	}
	return applyKernelArgs(m, g.KernelArgs, path)
}

func hasAtomics(m *ir.Module) bool {
	for _, f := range append(append([]*ir.Function(nil), m.Kernels...), m.Functions...) {
		for _, b := range f.Blocks {
			for _, s := range b.Stmts {
				if _, ok := s.(*ir.Atomic); ok {
					return true
				}
			}
		}
	}
	return false
}

// checkArrayNames refuses a /checkArrays name that is no array of the
// module, with GPUVerify's message (exit 5).
func (g *GPUVerifyOptions) checkArrayNames(m *ir.Module, path string) error {
	known := map[string]bool{}
	for _, a := range m.Arrays {
		known[a.Name] = true
	}
	for _, f := range append(append([]*ir.Function(nil), m.Kernels...), m.Functions...) {
		for _, p := range f.Params {
			if p.Array != nil {
				known[p.Name] = true
				known[p.Array.Name] = true
			}
		}
		for _, a := range f.Arrays {
			known[a.Name] = true
		}
	}
	for _, name := range g.CheckArrays {
		if !known[name] {
			return diag.Errorf(diag.Reduction, "%s: error: Array name '%s' specified for restricted checking is not found", path, name)
		}
	}
	return nil
}

// rewriteAnnotations drops the annotations --no-annotations and
// --only-requires remove and turns loop invariants into candidates under
// --invariants-as-candidates. It runs before helpers are inlined, while
// a helper's contract is still a contract.
func (g *GPUVerifyOptions) rewriteAnnotations(m *ir.Module) {
	for _, f := range append(append([]*ir.Function(nil), m.Kernels...), m.Functions...) {
		for _, b := range f.Blocks {
			kept := b.Stmts[:0]
			for _, s := range b.Stmts {
				if a, ok := s.(*ir.Annot); ok {
					if g.dropped(a.Kind) {
						continue
					}
					if g.InvariantsAsCandidates && (a.Kind == ir.AnnotInvariant || a.Kind == ir.AnnotGlobalInvariant) {
						a.Kind = ir.AnnotCandidate
					}
				}
				kept = append(kept, s)
			}
			b.Stmts = kept
		}
	}
}

// dropped reports whether the annotation mode removes annotations of
// kind k. Assertions, assumptions and axioms always stay.
func (g *GPUVerifyOptions) dropped(k ir.AnnotKind) bool {
	switch k {
	case ir.AnnotAssert, ir.AnnotGlobalAssert, ir.AnnotAssume, ir.AnnotAxiom, ir.AnnotNullCheck, ir.AnnotHavocArray:
		return false
	case ir.AnnotRequires, ir.AnnotGlobalRequires, ir.AnnotEnsures, ir.AnnotGlobalEnsures:
		return g.Annotations == NoAnnotations
	}
	return g.Annotations != AllAnnotations
}

// functionWideAsCandidates replaces the function-wide invariants of f by
// candidates at the head of each of its loops (GPUVerify's
// __function_wide_candidate_invariant).
func functionWideAsCandidates(f *ir.Function) {
	var fw []*ir.Annot
	for _, b := range f.Blocks {
		kept := b.Stmts[:0]
		for _, s := range b.Stmts {
			if a, ok := s.(*ir.Annot); ok && a.Kind == ir.AnnotFunctionWideInvariant {
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
	var cands []ir.Stmt
	for _, a := range fw {
		// The invariant is written anywhere in the function, typically
		// after the loops: its expression is rebuilt from the
		// definitions it reads, down to the parameters. One that reads
		// anything else is dropped, as inference drops a candidate it
		// cannot prove (a candidate is never reported).
		if e, ok := closedOverParams(f, a.Args[0]); ok {
			cands = append(cands, &ir.Annot{Pos: a.Pos, Kind: ir.AnnotCandidate, Args: []ir.Expr{e}})
		}
	}
	for _, l := range f.Loops {
		l.Header.Stmts = append(append([]ir.Stmt(nil), cands...), l.Header.Stmts...)
	}
}

// closedOverParams substitutes into e the assignments of f until e reads
// only f's parameters; ok is false when it reads another variable.
func closedOverParams(f *ir.Function, e ir.Expr) (ir.Expr, bool) {
	defs := f.Defs()
	params := map[*ir.Var]bool{}
	for _, p := range f.Params {
		params[p.Var] = true
	}
	for range 64 { // definitions chain at most this deep
		open, other := false, false
		ir.WalkExpr(e, func(x ir.Expr) {
			if r, ok := x.(*ir.VarRef); ok && !params[r.V] {
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
		e = ir.Substitute(e, defs)
	}
	return nil, false
}

// applyKernelArgs assumes, for each --kernel-args=K,v1,...,vn, that the
// parameters of kernel K (in order, without the __global, __local and
// __constant pointers, which are arrays) hold the given values ("*": any
// value), and keeps only the kernels listed, as GPUVerify does. Errors
// are GPUVerify's VCGen errors (exit 5).
func applyKernelArgs(m *ir.Module, args []string, path string) error {
	if len(args) == 0 {
		return nil
	}
	listed := map[*ir.Function]bool{}
	for _, arg := range args {
		parts := strings.Split(arg, ",")
		f := kernelNamed(m, parts[0])
		if f == nil {
			return diag.Errorf(diag.Reduction, "%s: error: --kernel-args=%s: couldn't find kernel %s", path, arg, parts[0])
		}
		listed[f] = true
		if err := assumeArgs(f, parts[1:], arg, path); err != nil {
			return err
		}
	}
	var kept []*ir.Function
	for _, k := range m.Kernels {
		if listed[k] {
			kept = append(kept, k)
		}
	}
	m.Kernels = kept
	return nil
}

// assumeArgs adds to the entry of kernel f the assumptions that its
// parameters hold vals.
func assumeArgs(f *ir.Function, vals []string, arg, path string) error {
	var params []*ir.Param
	for _, p := range f.Params {
		if p.Array == nil || p.Array.Space == ir.Private { // scalars, and aggregates passed by value
			params = append(params, p)
		}
	}
	if len(vals) > len(params) {
		return diag.Errorf(diag.Reduction, "%s: error: --kernel-args=%s: too many parameter values (kernel %s has %d)", path, arg, f.Name, len(params))
	}
	var assumes []ir.Stmt
	for i, v := range vals {
		v = strings.TrimSpace(v)
		if v == "*" {
			continue
		}
		x, ok := new(big.Int).SetString(strings.TrimPrefix(strings.TrimPrefix(v, "0x"), "0X"), 16)
		if !ok || !strings.HasPrefix(strings.ToLower(v), "0x") {
			return diag.Errorf(diag.Reduction, "%s: error: --kernel-args=%s: invalid hex string %q (values are 0x... or *)", path, arg, v)
		}
		lhs, bits, err := paramValue(params[i])
		if err != nil {
			return diag.Errorf(diag.Reduction, "%s: error: --kernel-args=%s: %v", path, arg, err)
		}
		if x.BitLen() > bits {
			return diag.Errorf(diag.Reduction, "%s: error: --kernel-args=%s: %s does not fit parameter %s (%d bits)", path, arg, v, params[i].Name, bits)
		}
		assumes = append(assumes, &ir.Annot{Pos: params[i].Pos, Kind: ir.AnnotAssume,
			Args: []ir.Expr{&ir.Binary{Op: ir.Eq, X: lhs, Y: &ir.Const{Val: x.Uint64(), T: ir.Int(bits)}}}})
	}
	entry := f.Blocks[0]
	entry.Stmts = append(assumes, entry.Stmts...)
	return nil
}

// paramValue is the value of a kernel parameter as an expression, with
// its width: the variable of a scalar, the bytes of an aggregate passed
// by value (up to 64 bits, read as one little-endian integer).
func paramValue(p *ir.Param) (ir.Expr, int, error) {
	if p.Array == nil {
		t, ok := p.Var.T.(*ir.IntType)
		if !ok {
			return nil, 0, fmt.Errorf("parameter %s is of type %s: bvgen constrains integer parameters only (give * for it)", p.Name, p.Var.T)
		}
		return &ir.VarRef{V: p.Var}, t.Bits, nil
	}
	n := p.Array.Bytes()
	if n == 0 {
		n = p.Array.ElemBytes
	}
	if n != 1 && n != 2 && n != 4 && n != 8 {
		return nil, 0, fmt.Errorf("parameter %s is an aggregate of %d bytes: bvgen constrains aggregates of 1, 2, 4 or 8 bytes only (give * for it)", p.Name, n)
	}
	return &ir.Read{Array: p.Array, Off: &ir.Const{Val: 0, T: ir.Int(32)}, T: ir.Int(8 * n)}, 8 * n, nil
}
