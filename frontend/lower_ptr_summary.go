package frontend

import (
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Helpers and pointers, across functions. Before any function is lowered,
// a module-wide analysis of the LLVM values finds, for each helper,
//   - which pointer parameters may receive null or an undefined pointer
//     (nullable): such a parameter gets an extra i32 parameter NAME.base,
//     0 for null and its own id otherwise, and accesses through it are
//     null-checked inside the helper (where GPUVerify reports them);
//   - what a helper returning a pointer may return (its return summary),
//     in its own terms: parameters, program-scope arrays, null, undefined.
// A caller maps the summary through the arguments of each call.

// absTargets is what a pointer may point to in terms of its function.
type absTargets struct {
	params    map[int]bool // the i-th parameter's array
	globals   map[*llvm.Global]bool
	null, any bool
	private   bool // a private variable of the function (cannot outlive it)
}

func (t *absTargets) add(u absTargets) {
	for i := range u.params {
		t.params[i] = true
	}
	for g := range u.globals {
		t.globals[g] = true
	}
	t.null, t.any, t.private = t.null || u.null, t.any || u.any, t.private || u.private
}

func newAbs() absTargets {
	return absTargets{params: map[int]bool{}, globals: map[*llvm.Global]bool{}}
}

// ptrSummary is the result of the module-wide analysis.
type ptrSummary struct {
	nullable map[*llvm.Func]map[int]bool
	returns  map[*llvm.Func]absTargets
}

// summarizePointers runs the analysis to a fixed point (the facts only grow).
func summarizePointers(m *llvm.Module) *ptrSummary {
	s := &ptrSummary{nullable: map[*llvm.Func]map[int]bool{}, returns: map[*llvm.Func]absTargets{}}
	for _, f := range m.Funcs {
		s.nullable[f] = map[int]bool{}
		s.returns[f] = newAbs()
	}
	for changed := true; changed; {
		changed = false
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				if r, ok := b.Term.(*llvm.TermRet); ok && r.X != nil {
					if _, isPtr := r.X.Type().(*types.PointerType); isPtr {
						t := s.abs(f, r.X, map[value.Value]bool{})
						old := s.returns[f]
						if grew(old, t) {
							old.add(t)
							s.returns[f] = old
							changed = true
						}
					}
				}
				for _, inst := range b.Insts {
					call, ok := inst.(*llvm.InstCall)
					if !ok {
						continue
					}
					g, ok := call.Callee.(*llvm.Func)
					if !ok || len(g.Blocks) == 0 {
						continue
					}
					for i, a := range call.Args {
						if _, isPtr := a.Type().(*types.PointerType); !isPtr || isSampler(a.Type()) || s.nullable[g][i] {
							continue
						}
						if t := s.abs(f, a, map[value.Value]bool{}); t.null || t.any {
							s.nullable[g][i] = true
							changed = true
						}
					}
				}
			}
		}
	}
	return s
}

// grew reports whether u has a fact old lacks.
func grew(old, u absTargets) bool {
	for i := range u.params {
		if !old.params[i] {
			return true
		}
	}
	for g := range u.globals {
		if !old.globals[g] {
			return true
		}
	}
	return (u.null && !old.null) || (u.any && !old.any) || (u.private && !old.private)
}

// abs is what pointer value v of function f may point to.
func (s *ptrSummary) abs(f *llvm.Func, v value.Value, visiting map[value.Value]bool) absTargets {
	t := newAbs()
	if a, ok := v.(*llvm.Arg); ok {
		v = a.Value
	}
	if visiting[v] {
		return t
	}
	visiting[v] = true
	switch x := v.(type) {
	case *llvm.Param:
		for i, p := range f.Params {
			if p == x {
				t.params[i] = true
				t.null = s.nullable[f][i]
			}
		}
	case *llvm.Global:
		t.globals[x] = true
	case *constant.Null:
		t.null = true
	case *constant.Undef, *constant.Poison:
		t.any = true
	case *llvm.InstAlloca:
		t.private = true
	case *llvm.InstGetElementPtr:
		return s.abs(f, x.Src, visiting)
	case *llvm.InstBitCast:
		return s.abs(f, x.From, visiting)
	case *constant.ExprGetElementPtr:
		return s.abs(f, x.Src, visiting)
	case *constant.ExprBitCast:
		return s.abs(f, x.From, visiting)
	case *llvm.InstPhi:
		for _, in := range x.Incs {
			t.add(s.abs(f, in.X, visiting))
		}
	case *llvm.InstSelect:
		t.add(s.abs(f, x.ValueTrue, visiting))
		t.add(s.abs(f, x.ValueFalse, visiting))
	case *llvm.InstCall:
		g, ok := x.Callee.(*llvm.Func)
		if !ok || len(g.Blocks) == 0 {
			t.any = true
			break
		}
		r := s.returns[g]
		t.add(absTargets{params: map[int]bool{}, globals: r.globals, null: r.null, any: r.any})
		for i := range r.params {
			if i < len(x.Args) {
				t.add(s.abs(f, x.Args[i], visiting))
			}
		}
	default:
		// A pointer loaded from memory or made otherwise: the lowering
		// decides whether it can model it; here it may be anything.
		t.any = true
	}
	return t
}
