package twothread

import (
	"fmt"

	"github.com/bvgen/bvgen/ir"
)

// KernelIntervals is the number of barrier intervals of one kernel
// procedure (ir.BarrierIntervals), for GPUVerify's --debug line.
type KernelIntervals struct {
	Proc  string // the kernel's Boogie procedure, "$" + its name
	Count int
}

// String is VCGen's --debug line (GPUVERIFY.md §2.5).
func (k KernelIntervals) String() string {
	return fmt.Sprintf("Found %d barrier interval(s) in %s", k.Count, k.Proc)
}

// BarrierIntervals counts the barrier intervals of each kernel of m, in
// module order, with the blocks this package's uniformity analysis finds
// uniform as the ones whose barriers delimit intervals (GPUVerify asks
// its uniformity analysis the same; group ids are uniform when the two
// work items always share a group, as in the reduction). Helpers kept as
// procedures (--no-inline) are not counted: their uniformity depends on
// their callers, which this analysis does not follow.
func BarrierIntervals(m *ir.Module, opts Options) []KernelIntervals {
	var out []KernelIntervals
	for _, f := range m.Kernels {
		u := analyseUniformity(f, opts.sameGroupAlways())
		n := len(ir.BarrierIntervals(f, true, func(b *ir.Block) bool { return u.block[b] }))
		out = append(out, KernelIntervals{Proc: "$" + f.Name, Count: n})
	}
	return out
}
