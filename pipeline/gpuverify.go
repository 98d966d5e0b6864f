package pipeline

import (
	"errors"
	"fmt"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

// GPUVerifyOptions are GPUVerify's options that change what bvgen checks
// or assumes, with GPUVerify's meaning (GPUVERIFY.md §2, §4;
// docs/gpuverify-suite.md lists each with its status).
type GPUVerifyOptions struct {
	// Checks are the options the reduction reads (twothread.Checks):
	// --check-array-bounds, the abstractions, --no-benign-tolerance,
	// /noRefinedAtomics, --only-log, /checkArrays, --warp-sync,
	// /displayLoopAbstractions.
	twothread.Checks
	// KernelArgs are --kernel-args values as given: "K,v1,...,vn".
	KernelArgs []string
	// KernelArrays are --kernel-arrays values as given: "K,s1,...,sn".
	KernelArrays []string
	// Annotations selects the annotations kept (--no-annotations,
	// --only-requires); InvariantsAsCandidates turns loop invariants
	// into candidates (--invariants-as-candidates).
	Annotations            ir.AnnotationMode
	InvariantsAsCandidates bool
	// LoopUnwind, when not 0, is GPUVerify's bug-finding mode
	// (--loop-unwind=N, --findbugs): no inference, and Boogie follows at
	// most N back edges of each loop (/loopUnroll:N), cutting longer
	// traces. Bounded: a run without defects proves nothing.
	LoopUnwind int
	// Debug is GPUVerify's --debug: the barrier intervals of each kernel
	// are printed as VCGen prints them (twothread.BarrierIntervals).
	Debug bool
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

// RacesChecked reports whether the configuration checks races.
func (c *Config) RacesChecked() bool { return !c.NoRaceChecking && !c.GPUVerify.OnlyLog }

// RacesNotCheckedWhy names the options that turned race checks off.
func (c *Config) RacesNotCheckedWhy() string {
	if c.GPUVerify.OnlyLog && !c.NoRaceChecking {
		return "--only-log"
	}
	return "--no-race-checking or --only-divergence"
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
	case ir.NoAnnotations:
		parts = append(parts, "invariants and contracts ignored (--no-annotations)")
	case ir.OnlyRequires:
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
	if err := ir.RunPasses(m, g.afterLoad()); err != nil {
		return passError(err, path)
	}
	return nil
}

// beforeInline are the passes that run on the lowered module before
// helpers are inlined: GPUVerify's annotation modes act on the source's
// annotations, before a helper's __requires becomes an assertion at its
// call sites.
func (g *GPUVerifyOptions) beforeInline() []ir.Pass {
	return []ir.Pass{ir.KeepAnnotations{Mode: g.Annotations, InvariantsAsCandidates: g.InvariantsAsCandidates}}
}

// afterLoad are the passes that run on the loaded module.
func (g *GPUVerifyOptions) afterLoad() []ir.Pass {
	var ps []ir.Pass
	if g.InvariantsAsCandidates {
		ps = append(ps, ir.FunctionWideCandidates{})
	}
	return append(ps, ir.KernelArrays{Args: g.KernelArrays}, ir.KernelArgs{Args: g.KernelArgs})
}

// passCodes are the exit codes of a pass refusing its option, as
// GPUVerify's tools do: Bugle refuses --kernel-arrays (exit 4), VCGen
// --kernel-args (exit 5).
var passCodes = map[string]diag.Code{
	ir.KernelArrays{}.Name(): diag.Unsupported,
	ir.KernelArgs{}.Name():   diag.Reduction,
}

// passError is a pass's refusal as the error of its exit code, naming
// the file.
func passError(err error, path string) error {
	var pe *ir.PassError
	if !errors.As(err, &pe) {
		return &diag.Error{Code: diag.Reduction, Msg: fmt.Sprintf("%s: error: %v", path, err)}
	}
	code, ok := passCodes[pe.Pass.Name()]
	if !ok {
		code = diag.Reduction
	}
	return diag.Errorf(code, "%s: error: %s", path, pe.Error())
}

func hasAtomics(m *ir.Module) bool {
	for _, f := range m.AllFunctions() {
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
	for _, f := range m.AllFunctions() {
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
