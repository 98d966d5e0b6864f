package frontend

import (
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// __return_val_<vector>() (GPUVERIFY.md §3): the vector a function
// returns, in its postconditions. A helper returning a vector stores the
// lanes into its result array before it returns (vectorResult), and a
// postcondition is evaluated in the state where the function returns, so
// lane j of the result is a read of that array at lane j's offset. The
// scalar forms are ir.ReturnVal (lower_annot2.go); as for them, a use
// anywhere but in a postcondition is an error (there the array holds no
// result yet).

// vectorReturnVal lowers x, a call of __return_val_T for a vector type T.
func (fl *funcLowerer) vectorReturnVal(x *llvm.InstCall, name string) error {
	if fl.fn.Kernel || fl.result == nil {
		return &AnnotationError{Pos: fl.pos, Msg: name + " in a function that does not return a vector"}
	}
	if rt := fl.src.Sig.RetType; !types.Equal(rt, x.Type()) {
		return &AnnotationError{Pos: fl.pos, Msg: name + " in a function returning " + fl.result.arr.TypeName}
	}
	if !onlyInEnsures(fl.src, x) {
		return &AnnotationError{Pos: fl.pos, Msg: "__return_val and __old are only meaningful in a postcondition (__ensures)"}
	}
	vt, lt, s, err := fl.memLane(x.Type())
	if err != nil {
		return err
	}
	out := make([]ir.Expr, vt.Len)
	for j := range out {
		out[j] = &ir.Read{Array: fl.result.arr, Off: addOff(fl.result.off, i32(j*s)), T: lt}
	}
	fl.vecs[x] = out
	return nil
}

// onlyInEnsures reports whether every use of v, followed through the
// values computed from it (also by built-ins returning values), ends in a
// postcondition.
func onlyInEnsures(f *llvm.Func, v value.Value) bool {
	users := map[value.Value][]llvm.Instruction{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			for _, op := range inst.Operands() {
				users[unwrapArg(*op)] = append(users[unwrapArg(*op)], inst)
			}
		}
		for _, op := range b.Term.Operands() {
			if unwrapArg(*op) == v {
				return false
			}
		}
	}
	seen := map[value.Value]bool{}
	var walk func(v value.Value) bool
	walk = func(v value.Value) bool {
		if seen[v] {
			return true
		}
		seen[v] = true
		for _, u := range users[v] {
			call, isCall := u.(*llvm.InstCall)
			if isCall {
				name, _ := demangle(calleeName(call))
				if k, ok := ir.AnnotKindByCall(name); ok {
					if k != ir.AnnotEnsures && k != ir.AnnotGlobalEnsures {
						return false
					}
					continue
				}
				g, ok := call.Callee.(*llvm.Func)
				if !ok || len(g.Blocks) > 0 || types.Equal(call.Type(), types.Void) {
					return false
				}
			}
			if _, isStore := u.(*llvm.InstStore); isStore || strings.HasPrefix(u.LLString(), "ret") {
				return false
			}
			uv, ok := u.(value.Value)
			if !ok || !walk(uv) {
				return false
			}
		}
		return true
	}
	return walk(v)
}
