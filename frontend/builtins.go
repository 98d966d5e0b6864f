package frontend

import (
	"fmt"
	"strings"

	llvm "github.com/llir/llvm/ir"

	"github.com/bvgen/bvgen/ir"
)

// The table of calls. Each row is one kind of callee bvgen knows: an
// OpenCL built-in family, an LLVM intrinsic family, an annotation, a
// helper with a body. lowerCall tries the rows in order and the first
// that handles a call lowers it; a call no row handles is an external
// function (lowerExternal). A row's pure column says which of its calls
// have no effect besides their value, so that they may be evaluated where
// their value is needed (annotations, speculated selects: pureInst).
// Adding a built-in is a row here (and its lowering, and an IR expression
// when it needs a new one); docs/opencl-builtins.md lists what each
// family covers.

// call is a call site with its callee's names.
type call struct {
	x      *llvm.InstCall
	callee *llvm.Func
	raw    string // the callee's symbol
	name   string // demangled
	codes  string // the mangled parameter codes ("" for a C name)
}

// callRow is a row of the table.
type callRow struct {
	name string
	// lower lowers c when the row covers it (handled), else does nothing.
	lower func(fl *funcLowerer, c *call) (handled bool, err error)
	// pure, when set, tells whether a call of the row is pure; it reads
	// the names only (pureInst also asks of calls through a cast).
	pure func(c *call) bool
}

// when is a row's lower for a recogniser and a lowering.
func when(match func(c *call) bool, lower func(fl *funcLowerer, c *call) error) func(*funcLowerer, *call) (bool, error) {
	return func(fl *funcLowerer, c *call) (bool, error) {
		if !match(c) {
			return false, nil
		}
		return true, lower(fl, c)
	}
}

func always(*call) bool { return true }

// nothing lowers a call that has no effect bvgen models.
func nothing(*funcLowerer, *call) error { return nil }

// callRows is the table; set in init, since lowering a specification
// function's call asks pureInst, which reads the table.
var callRows []callRow

func init() { callRows = callTable() }

func callTable() []callRow {
	return []callRow{
		{"LLVM debug and lifetime markers (no value, no memory effect)",
			when(func(c *call) bool { return ignoredIntrinsics[c.raw] || strings.HasPrefix(c.raw, "llvm.lifetime.") }, nothing), nil},
		{"images and samplers (lower_image.go)",
			func(fl *funcLowerer, c *call) (bool, error) { return fl.lowerImageCall(c.x, c.raw) }, nil},
		{"vector arguments or results, vloadN/vstoreN (lower_vector_call.go)",
			func(fl *funcLowerer, c *call) (bool, error) { return fl.lowerVectorCall(c.x, c.callee) }, nil},
		{"LLVM floating-point intrinsics (uninterpreted)",
			when(func(c *call) bool { _, ok := floatIntrinsic(c.raw); return ok }, func(fl *funcLowerer, c *call) error {
				fn, _ := floatIntrinsic(c.raw)
				return fl.lowerFloatIntrinsic(c.x, fn)
			}),
			func(c *call) bool { _, ok := floatIntrinsic(c.raw); return ok }},
		{"llvm.memcpy, llvm.memset, llvm.memmove (lower_memcpy.go)",
			when(func(c *call) bool { return isMemIntrinsic(c.raw) }, func(fl *funcLowerer, c *call) error { return fl.lowerMemIntrinsic(c.x, c.raw) }), nil},
		{"other LLVM intrinsics: unsupported",
			when(func(c *call) bool { return strings.HasPrefix(c.raw, "llvm.") }, func(fl *funcLowerer, c *call) error {
				return fl.unsupported("LLVM intrinsic %s", c.raw)
			}), nil},
		{"specification functions with a body (spec_call.go)",
			when(func(c *call) bool { return isSpecFunc(c.callee) && len(c.callee.Blocks) > 0 }, func(fl *funcLowerer, c *call) error {
				return fl.lowerSpecCall(c.x, c.callee)
			}), nil},
		{"helpers with a body (lower_ptr_call.go)",
			when(func(c *call) bool { return len(c.callee.Blocks) > 0 }, func(fl *funcLowerer, c *call) error { return fl.callHelper(c.x, c.callee) }), nil},
		{"GPUVerify's second annotation set: __ite, __ptr_offset_bytes, __add_noovfl, ... (lower_annot2.go)",
			func(fl *funcLowerer, c *call) (bool, error) { return fl.lowerAnnot2(c.x, c.name) },
			func(c *call) bool { return pureAnnot2(c.name) }},
		{"annotation statements: __requires, __assert, __invariant, ... (lower_annot.go)",
			when(func(c *call) bool { _, ok := ir.AnnotKindByCall(c.name); return ok }, func(fl *funcLowerer, c *call) error {
				kind, _ := ir.AnnotKindByCall(c.name)
				return fl.lowerAnnot(c.x, c.name, kind)
			}), nil},
		{"annotation expressions: __implies, __read, __other_int, ...",
			when(func(c *call) bool { _, ok := ir.AnnotFnByName(c.name); return ok }, func(fl *funcLowerer, c *call) error {
				fn, _ := ir.AnnotFnByName(c.name)
				return fl.lowerAnnotExpr(c.x, fn)
			}),
			func(c *call) bool { _, ok := ir.AnnotFnByName(c.name); return ok }},
		{"work-item functions: get_local_id, ..., get_work_dim (ir.WorkItemFn)",
			when(func(c *call) bool { _, ok := ir.WorkItemFnByName(c.name); return ok }, func(fl *funcLowerer, c *call) error {
				wi, _ := ir.WorkItemFnByName(c.name)
				return fl.lowerWorkItem(c.x, wi)
			}),
			func(c *call) bool { _, ok := ir.WorkItemFnByName(c.name); return ok }},
		{"async_work_group_copy, async_work_group_strided_copy, wait_group_events (lower_async.go)",
			when(func(c *call) bool { return isAsyncBuiltin(c.name) && c.codes != "" }, func(fl *funcLowerer, c *call) error { return fl.lowerAsync(c.x, c.name) }), nil},
		{"barrier, work_group_barrier",
			when(func(c *call) bool { return c.name == "barrier" || c.name == "work_group_barrier" }, func(fl *funcLowerer, c *call) error { return fl.lowerBarrier(c.x) }), nil},
		// A cache hint (OpenCL 1.2 §6.12.10): it reads nothing the kernel can
		// observe and orders nothing, as in GPUVerify.
		{"prefetch (nothing to model)",
			when(func(c *call) bool { return c.name == "prefetch" && c.codes != "" }, nothing), nil},
		// A fence orders one work item's own accesses; it synchronises no two
		// work items, so it removes no race: nothing to model.
		{"mem_fence, read_mem_fence, write_mem_fence (nothing to model)",
			when(func(c *call) bool {
				return c.name == "mem_fence" || c.name == "read_mem_fence" || c.name == "write_mem_fence"
			}, nothing), nil},
		{"atomic_*, atom_*, atomic_*_explicit (ir.AtomicOp)",
			when(func(c *call) bool { _, ok := ir.AtomicOpByName(c.name); return ok }, func(fl *funcLowerer, c *call) error {
				op, _ := ir.AtomicOpByName(c.name)
				return fl.lowerAtomic(c.x, op)
			}), nil},
		{"built-ins with an output pointer: fract, modf, sincos, frexp, ... (lower_outparam.go)",
			when(func(c *call) bool { return outParamBuiltins[c.name] > 0 && c.codes != "" }, func(fl *funcLowerer, c *call) error {
				return fl.lowerOutParam(c.x, c.name, c.codes)
			}), nil},
		{"printf",
			when(func(c *call) bool { return c.name == "printf" && c.codes == "" }, func(fl *funcLowerer, c *call) error { return fl.lowerPrintf(c.x) }), nil},
		{"math, integer, relational and conversion built-ins (builtin_math.go)",
			when(func(c *call) bool { return isMathBuiltin(c.name) }, func(fl *funcLowerer, c *call) error {
				r, _ := lookupMath(c.name)
				return fl.lowerMath(c.x, r, c.name, c.codes)
			}),
			func(c *call) bool { return isMathBuiltin(c.name) }},
		{"bvgen check's abstract OPERATOR and IDENTITY",
			when(func(c *call) bool { return isAbstractMonoid(c.name) }, func(fl *funcLowerer, c *call) error { return fl.lowerAbstractMonoid(c.x, c.name) }),
			func(c *call) bool { return isAbstractMonoid(c.name) }},
		{"any other function without a body: external (uninterpreted, or unsupported when it takes pointers)",
			when(always, func(fl *funcLowerer, c *call) error { return fl.lowerExternal(c.x, c.raw, c.name) }), nil},
	}
}

// newCall names a direct call's callee.
func newCall(x *llvm.InstCall, callee *llvm.Func) *call {
	c := &call{x: x, callee: callee, raw: callee.Name()}
	c.name, c.codes = demangle(c.raw)
	return c
}

// lowerCall lowers a call by the first row of the table that handles it.
func (fl *funcLowerer) lowerCall(x *llvm.InstCall) error {
	callee, ok := x.Callee.(*llvm.Func)
	if !ok {
		return fl.unsupported("indirect call")
	}
	c := newCall(x, callee)
	for _, r := range callRows {
		if handled, err := r.lower(fl, c); handled {
			return err
		}
	}
	// Not reached: the last row handles every call (TestCallRows).
	return fl.unsupported("call of %s", c.raw)
}

// pureInst reports whether an instruction has no effect besides its value:
// a call is pure when a row's pure column says so.
func pureInst(inst llvm.Instruction) bool {
	switch x := inst.(type) {
	case *llvm.InstStore, *llvm.InstAlloca:
		return false
	case *llvm.InstCall:
		c := &call{x: x, raw: calleeName(x)}
		c.name, c.codes = demangle(c.raw)
		for _, r := range callRows {
			if r.pure != nil && r.pure(c) {
				return true
			}
		}
		return false
	}
	return true
}

// CallTable is the table of calls as Markdown, in the order lowerCall
// tries the rows (docs/opencl-builtins.md holds it).
func CallTable() string {
	var b strings.Builder
	b.WriteString("| # | callee | may be pure |\n|---:|---|---|\n")
	for i, r := range callRows {
		pure := ""
		if r.pure != nil {
			pure = "yes"
		}
		fmt.Fprintf(&b, "| %d | %s | %s |\n", i+1, r.name, pure)
	}
	return b.String()
}
