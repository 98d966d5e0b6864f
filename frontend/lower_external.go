package frontend

import (
	"fmt"
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/bvgen/bvgen/ir"
)

// lowerExternal models a call of a function the program declares but does
// not define, as GPUVerify does (GPUVERIFY.md §4.9): its result is
// arbitrary, for each call and each work item, and it has no effect on
// memory. That is sound only when the function cannot reach the kernel's
// memory: a call with a pointer argument or result gets the stricter
// model of bodiless_call.go (it may access the arrays its pointers point
// into). Every reserved or OpenCL built-in name (mangled "_Z..." or
// "__...") stays unsupported: those have a meaning of their own (async
// copies, fences, samplers) that havoc would not capture. The function is
// also assumed to reach no barrier (a definition elsewhere could): each
// modelled function gets a warning that names it and says what was
// assumed.
func (fl *funcLowerer) lowerExternal(x *llvm.InstCall, raw, name string) error {
	if reservedName(raw) {
		return fl.unsupported("call to %s", name)
	}
	withPointers := isPointer(x.Type())
	for _, a := range x.Args {
		if _, isPtr := a.Type().(*types.PointerType); isPtr && !isSampler(a.Type()) {
			// A sampler is an opaque value (lower_image.go), no memory.
			withPointers = true
			continue
		}
		if _, err := fl.val(a); err != nil {
			return err
		}
	}
	if withPointers {
		return fl.lowerBodilessPointers(x, name) // bodiless_call.go
	}
	t, err := fl.resultType(x)
	if err != nil {
		return err
	}
	fl.warnOnce(name, fmt.Sprintf("%s has no body: each call returns an arbitrary value and is assumed to touch no memory and to reach no barrier (GPUVerify's model of external functions)", name))
	if t == nil {
		return nil
	}
	v := fl.fn.NewVar(fl.varName(x), t)
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v})
	fl.vals[x] = &ir.VarRef{V: v}
	return nil
}

// reservedName recognises the names of OpenCL built-ins (mangled) and
// reserved names, which the external-function model does not cover.
func reservedName(raw string) bool {
	return strings.HasPrefix(raw, "_Z") || strings.HasPrefix(raw, "__") || strings.HasPrefix(raw, "llvm.")
}

// warnOnce records a warning at the current position, once per key.
func (fl *funcLowerer) warnOnce(key, msg string) {
	fl.warnOnceTouching(key, msg, false)
}

// warnOnceTouching is warnOnce for a function without a body that may
// (touches) or may not access memory through pointer arguments.
func (fl *funcLowerer) warnOnceTouching(key, msg string, touches bool) {
	for _, w := range fl.out.Warnings {
		if w.Key == key {
			return
		}
	}
	fl.out.Warnings = append(fl.out.Warnings, ir.Warning{Key: key, Pos: fl.pos, Msg: msg, Touches: touches})
}

// vectorExternal is lowerExternal for a function without a body that takes
// or returns vectors: every argument lane is evaluated, every result lane
// is arbitrary (one havocked variable per lane).
func (fl *funcLowerer) vectorExternal(x *llvm.InstCall, raw, name string) error {
	if strings.HasPrefix(raw, "_Z") || strings.HasPrefix(raw, "__") || strings.HasPrefix(raw, "llvm.") {
		return fl.unsupported("call to %s with vector arguments or result", name)
	}
	for _, a := range x.Args {
		var err error
		switch {
		case isPointer(a.Type()):
			return fl.unsupported("call to %s, a function without a body, with a pointer argument: bvgen cannot know what it reads or writes", name)
		case isVector(a.Type()):
			_, _, err = fl.definedLanes(a)
		default:
			_, err = fl.val(a)
		}
		if err != nil {
			return err
		}
	}
	fl.warnOnce(name, fmt.Sprintf("%s has no body: each call returns an arbitrary value and is assumed to touch no memory and to reach no barrier (GPUVerify's model of external functions)", name))
	if !isVector(x.Type()) {
		return fl.havocResult(x)
	}
	vt, lt, ok := vectorType(x.Type())
	if !ok {
		return fl.unsupported("call to %s returning %s", name, x.Type())
	}
	out := make([]ir.Expr, vt.Len)
	for j := range out {
		v := fl.fn.NewVar(fl.varName(x)+laneSuffix(j, len(out)), lt)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v})
		out[j] = &ir.VarRef{V: v}
	}
	fl.vecs[x] = out
	return nil
}

// lowerPrintf models OpenCL 1.2 printf (§6.12.13): its arguments are
// evaluated (an undefined or unsupported value is still an error), it
// touches no memory a kernel can see (the format string and %s arguments
// are literals in constant memory, which nothing writes), and its result
// (0 or -1) is arbitrary. Output order is no property bvgen proves.
func (fl *funcLowerer) lowerPrintf(x *llvm.InstCall) error {
	for _, a := range x.Args {
		var err error
		switch {
		case isPointer(a.Type()):
			continue // the format string, a %s literal or a %p address: nothing is read that can race
		case isVector(a.Type()):
			_, _, err = fl.definedLanes(a)
		default:
			_, err = fl.val(a)
		}
		if err != nil {
			return err
		}
	}
	return fl.havocResult(x)
}

// havocResult gives the scalar result of call x, if any, an arbitrary value.
func (fl *funcLowerer) havocResult(x *llvm.InstCall) error {
	t, err := fl.resultType(x)
	if err != nil || t == nil {
		return err
	}
	v := fl.fn.NewVar(fl.varName(x), t)
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v})
	fl.vals[x] = &ir.VarRef{V: v}
	return nil
}
