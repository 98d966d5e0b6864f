package twothread

import (
	"fmt"
	"sort"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Options configure the reduction.
type Options struct {
	Geometry ir.Geometry
	// NoRaceChecking drops the race instrumentation: assertions,
	// invariants and postconditions are proved assuming race freedom
	// (OOPSLA13 §5, staged verification, stage 2).
	NoRaceChecking bool
	// OnlyRaces drops the kernel's assertions and postconditions: race
	// freedom is proved with the barrier and loop invariants it needs
	// (stage 1).
	OnlyRaces bool
	// Candidates, when set, is called at the head of every loop and
	// returns candidate invariants to add to it, each marked {:candidate}
	// for inference to keep or drop (package invariants provides them).
	// The Loop is valid only during the call.
	Candidates func(*Loop) []*bpl.Invariant
	// Checks are GPUVerify's checking options, as the command line sets
	// them.
	Checks
}

// Checks are GPUVerify's options that change what the reduction checks
// or assumes (GPUVERIFY.md §2.2, §4), with GPUVerify's meaning. They
// travel as this one struct from the flags (cmd/bvgen binds its flags to
// these fields, through pipeline.GPUVerifyOptions, which embeds it) to
// the passes that read them: adding an option is a field here, its flag
// and its pass.
type Checks struct {
	// OnlyIntraGroup: races are checked between work items of one group
	// only (--only-intra-group).
	OnlyIntraGroup bool
	// CheckArrayBounds: every access to an array of known size is
	// checked to stay inside it (--check-array-bounds; bounds.go).
	CheckArrayBounds bool
	// Adversarial: every read of a __local or __global array returns an
	// arbitrary value (--adversarial-abstraction).
	Adversarial bool
	// Equality is --equality-abstraction: shared memory is arbitrary at
	// barriers and the same for both work items (the model already), and
	// with benign races tolerated the arrays whose values are stored into
	// shared arrays are modelled, so that agreeing values are known to.
	Equality bool
	// NoBenign is --no-benign-tolerance: every race is reported, also
	// one whose two accesses agree on the value (tolerated by default,
	// GPUVERIFY.md §4.1; benign.go).
	NoBenign bool
	// NoRefinedAtomics is --vcgen-opt=/noRefinedAtomics: atomics on
	// counters return arbitrary values, not distinct ones (GPUVERIFY.md
	// §4.2; atomics.go).
	NoRefinedAtomics bool
	// OnlyLog: accesses are logged (for __read, __write and the like)
	// but races are not checked (--only-log).
	OnlyLog bool
	// CheckArrays, when not nil, restricts race checks to these source
	// arrays (--vcgen-opt=/checkArrays:A,B).
	CheckArrays []string
	// WarpSync, when not 0, is --warp-sync=N: warps of N work items (by
	// linear local id) run in lock step, synchronised around every
	// access (warp.go).
	WarpSync int
	// LoopAbstractions is --cruncher-opt=/displayLoopAbstractions: the
	// state of the counterexample is captured at the entry, head and back
	// edge of every loop, for reports that show what the loop
	// abstraction chose (loopstates.go). Boogie must run with z3's
	// model.compact=false.
	LoopAbstractions bool
}

// sameGroupAlways reports whether every pair of work items is in one work
// group: intra-group checking, or a single group.
func (o *Options) sameGroupAlways() bool {
	if o.OnlyIntraGroup {
		return true
	}
	ng := o.Geometry.NumGroups
	if ng == nil {
		return false
	}
	for i := 0; i < 3; i++ {
		if ng.Dim(i) != 1 {
			return false
		}
	}
	return true
}

// kernelTr emits the body of one procedure instance (the reduce pass):
// it reads the facts of its function and the memory, instances and access
// plan of its kernel, and owns only what emission builds (locals, the
// statement list being filled, fresh-name counter). The access plan's
// logsUsed grows when an annotation names a log.
type kernelTr struct {
	*funcFacts
	insts     *instances
	mem       *memory
	acc       *accessPlan
	opts      *Options
	pre       *bpl.Prelude
	origins   Origins
	sameGroup bool // the two work items are always in one work group

	locals  map[string]bpl.Type
	out     *[]bpl.Stmt
	nextTmp int
	// asyncPhase orders the instrumentation of an async copy's group
	// access (async.go).
	asyncPhase asyncPhase
	// facts are the facts of every procedure instance of the kernel (a
	// call reads its callee's, callsummary.go).
	facts map[*fnInst]*funcFacts
	// calledInst, while a call instruments its callee's accesses
	// (callsummary.go), is the callee: its sites name the accesses, and
	// their values are not known.
	calledInst *fnInst
	calledAt   ir.Pos // the call
}

// newTr prepares the emission of one procedure instance of a kernel.
func newTr(st *state, ks *kernelState, fi *fnInst) *kernelTr {
	return &kernelTr{funcFacts: ks.facts[fi], facts: ks.facts, insts: ks.insts, mem: ks.mem, acc: ks.acc,
		opts: &st.opts, pre: st.pre, origins: st.origins, sameGroup: st.opts.sameGroupAlways(), locals: map[string]bpl.Type{}}
}

// runReduce emits the procedure of every kernel and of the helpers it
// calls under --no-inline, the kernel's first.
func runReduce(st *state) error {
	for _, ks := range st.kernels {
		var info *KernelInfo
		for i, fi := range ks.insts.all {
			tr := newTr(st, ks, fi)
			proc, err := tr.procedure()
			if err != nil {
				return err
			}
			ks.procs = append(ks.procs, proc)
			if i == 0 {
				info = tr.kernelInfo()
			}
		}
		ks.sameArgPreconditions(st)
		// Every origin planted so far without a kernel is this kernel's
		// (the same value whatever the order of the map).
		for _, o := range st.origins {
			if o.Kernel == nil {
				o.Kernel = info
			}
		}
	}
	return nil
}

// kernelInfo describes the kernel being translated for reports.
func (k *kernelTr) kernelInfo() *KernelInfo {
	info := &KernelInfo{Name: k.f.Name}
	pinned := ir.PinnedParams(k.f)
	for _, prm := range k.f.Params {
		if prm.Var == nil || prm.Array != nil {
			continue
		}
		info.Scalars = append(info.Scalars, Scalar{Name: prm.Name, Var: k.varName(prm.Var, 1), Bits: ir.Bits(prm.Var.T), Pinned: pinned[prm.Var] != nil, Float: !isIntType(prm.Var.T)})
	}
	return info
}

func isIntType(t ir.Type) bool {
	_, ok := t.(*ir.IntType)
	return ok
}

// checkReduce: one procedure per instance, each with a body whose locals
// are declared once.
func checkReduce(st *state) error {
	for _, ks := range st.kernels {
		if len(ks.procs) != len(ks.insts.all) {
			return fmt.Errorf("kernel %s: %d procedures for %d instances", ks.f.Name, len(ks.procs), len(ks.insts.all))
		}
		for _, p := range ks.procs {
			seen := map[string]bool{}
			for _, v := range append(append(append([]bpl.Var(nil), p.In...), p.Out...), p.Body.Locals...) {
				if seen[v.Name] {
					return fmt.Errorf("procedure %s: %s declared twice", p.Name, v.Name)
				}
				seen[v.Name] = true
			}
		}
	}
	return nil
}

func dumpReduce(st *state) string {
	prog := &bpl.Program{}
	for _, ks := range st.kernels {
		for _, p := range ks.procs {
			prog.Decls = append(prog.Decls, p)
		}
	}
	return bpl.Print(prog)
}

// plant records why node n is in the program (Origins) and returns it.
func plant[N bpl.Node](origins Origins, n N, o *Origin) N {
	origins[n] = o
	return n
}

func (k *kernelTr) layout(a *ir.Array) *memLayout { return k.mem.layouts[k.inst.actual(a)] }

func (k *kernelTr) emit(s ...bpl.Stmt) { *k.out = append(*k.out, s...) }

// nested runs body with emission redirected to a fresh list and returns it.
func (k *kernelTr) nested(body func() error) ([]bpl.Stmt, error) {
	saved := k.out
	var list []bpl.Stmt
	k.out = &list
	err := body()
	k.out = saved
	return list, err
}

func (k *kernelTr) local(name string, t bpl.Type) string {
	k.locals[name] = t
	return name
}

func (k *kernelTr) tmp() int {
	k.nextTmp++
	return k.nextTmp
}

func (k *kernelTr) sourceloc(p ir.Pos) *bpl.Attr { return bpl.SourceLoc(p.File, p.Line, p.Col) }

// annotTree is an annotation expression with the definitions of the
// variables it reads substituted (their assignments are not emitted, see
// codeUsed) and its logic simplified (ir.SimplifyLogic).
func (ff *funcFacts) annotTree(e ir.Expr) ir.Expr {
	return ir.SimplifyLogic(ir.Substitute(e, ff.annotDefs))
}

// unsubstituted returns a variable of e that has a definition annotTree
// did not substitute (it was too large), or nil.
func (ff *funcFacts) unsubstituted(e ir.Expr) *ir.Var {
	var found *ir.Var
	ir.WalkExpr(e, func(x ir.Expr) {
		if r, ok := x.(*ir.VarRef); ok && found == nil {
			if _, def := ff.defs[r.V]; def {
				if _, subst := ff.annotDefs[r.V]; !subst {
					found = r.V
				}
			}
		}
	})
	return found
}

// TranslationError is a construct the reduction cannot express: an
// unsupported construct, exit 4 (pipeline.reductionError); other reduction
// errors are exit 5.
type TranslationError struct {
	Pos ir.Pos
	Msg string
}

func (e *TranslationError) Error() string { return e.Pos.Error(e.Msg) }

var _ diag.Finding = (*TranslationError)(nil)

// Diagnostic is the finding as bvgen reports it.
func (e *TranslationError) Diagnostic() diag.Diagnostic {
	return diag.Diagnostic{Kind: diag.UnsupportedConstruct, Pos: e.Pos, Msg: e.Msg}
}

func (k *kernelTr) errAt(p ir.Pos, err error) error {
	if _, ok := err.(*TranslationError); ok {
		return err
	}
	return &TranslationError{Pos: p, Msg: err.Error()}
}

// sortedLocals returns the procedure's locals in a fixed order.
func (k *kernelTr) sortedLocals() []bpl.Var {
	var out []bpl.Var
	for _, n := range sortedNames(k.locals) {
		out = append(out, bpl.Var{Name: n, Type: k.locals[n]})
	}
	return out
}

// sortedNames returns the keys of m in order.
func sortedNames[T any](m map[string]T) []string {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
