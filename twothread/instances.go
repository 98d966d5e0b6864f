package twothread

import (
	"fmt"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// The instances pass finds, for each kernel, the functions that become
// Boogie procedures: the kernel itself and, under --no-inline, every helper
// it calls, specialised to the arrays its pointer parameters point into
// (a helper called on two different arrays becomes two procedures, so that
// each procedure's accesses have one array and one access log).

// fnInst is a function as it is translated: the kernel itself, or a helper
// procedure specialised to the arrays its pointer parameters point into at
// the call sites that use it (--no-inline).
type fnInst struct {
	f      *ir.Function
	arrMap map[*ir.Array]*ir.Array // formal pointer parameter -> caller's array
	name   string                  // Boogie procedure name
	// sameOffset: every call passes this pointer parameter as an array's
	// base, so both work items pass the same offset.
	sameOffset map[*ir.Param]bool
	// constArg: every call passes this parameter the same constant: a
	// scalar's value, or a pointer's offset (most often 0, the array
	// itself, so that the procedure knows where in the array it works);
	// a checked precondition.
	constArg map[*ir.Param]*ir.Const
	// sameArg: at every call translated so far, the two work items pass
	// this scalar parameter the same Boogie expression (reduce fills it;
	// sameArgPreconditions states it once every call is translated).
	sameArg map[*ir.Param]bool
}

func (fi *fnInst) actual(a *ir.Array) *ir.Array {
	if b, ok := fi.arrMap[a]; ok {
		return b
	}
	return a
}

// instances are the procedures of one kernel, the kernel first.
type instances struct {
	all   []*fnInst
	byKey map[string]*fnInst
}

func runInstances(st *state) error {
	for _, f := range st.m.Kernels {
		prefix := ""
		if len(st.m.Kernels) > 1 {
			prefix = f.Name + "."
		}
		kernel := &fnInst{f: f, name: "$" + f.Name}
		is := &instances{all: []*fnInst{kernel}, byKey: map[string]*fnInst{}}
		if err := is.find(kernel, map[*ir.Function]bool{}); err != nil {
			return err
		}
		st.kernels = append(st.kernels, &kernelState{f: f, prefix: prefix, insts: is})
	}
	return nil
}

// checkInstances: every call of every instance goes to an instance.
func checkInstances(st *state) error {
	for _, ks := range st.kernels {
		for _, fi := range ks.insts.all {
			for _, b := range fi.f.Blocks {
				for _, s := range b.Stmts {
					if call, ok := s.(*ir.Call); ok && ks.insts.of(fi, call) == nil {
						return fmt.Errorf("%s: call of %s has no procedure instance", fi.name, call.Callee.Name)
					}
				}
			}
		}
	}
	return nil
}

func dumpInstances(st *state) string {
	var b strings.Builder
	for _, ks := range st.kernels {
		fmt.Fprintf(&b, "kernel %s\n", ks.f.Name)
		for _, fi := range ks.insts.all {
			fmt.Fprintf(&b, "  procedure %s: function %s", fi.name, fi.f.Name)
			for _, p := range fi.f.Params {
				if a, ok := fi.arrMap[p.Array]; ok {
					fmt.Fprintf(&b, ", %s -> %s", p.Name, a.Name)
					if c := fi.constArg[p]; c != nil {
						fmt.Fprintf(&b, " (offset %d)", c.Val)
					} else if fi.sameOffset[p] {
						b.WriteString(" (same offset)")
					}
				}
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// find adds the procedures a function calls (under --no-inline),
// specialised to the arrays their pointer parameters point into.
func (is *instances) find(caller *fnInst, active map[*ir.Function]bool) error {
	if active[caller.f] {
		return &TranslationError{Pos: caller.f.Pos, Msg: "unsupported recursive call of " + caller.f.Name}
	}
	active[caller.f] = true
	defer delete(active, caller.f)
	for _, b := range caller.f.Blocks {
		for _, s := range b.Stmts {
			call, ok := s.(*ir.Call)
			if !ok {
				continue
			}
			if err := is.addCall(caller, call, active); err != nil {
				return err
			}
		}
	}
	return nil
}

// addCall adds (or updates) the instance a call goes to.
func (is *instances) addCall(caller *fnInst, call *ir.Call, active map[*ir.Function]bool) error {
	g := call.Callee
	arrMap := map[*ir.Array]*ir.Array{}
	key := g.Name
	name := "$" + g.Name
	for i, p := range g.Params {
		if p.Array == nil {
			continue
		}
		ref, ok := call.Args[i].(*ir.ArrayRef)
		if !ok {
			return &TranslationError{Pos: call.Pos, Msg: "pointer argument without an array"}
		}
		a := caller.actual(ref.Array)
		arrMap[p.Array] = a
		key += "|" + a.Name
		name += "." + a.Name
	}
	// Pointer arguments that are an array's base at every call give the
	// procedure the fact that both work items pass the same offset, and
	// arguments that are one constant at every call, that constant
	// (checked preconditions).
	consts := map[*ir.Param]*ir.Const{}
	for i, p := range g.Params {
		switch {
		case p.Array != nil:
			consts[p], _ = call.Args[i].(*ir.ArrayRef).Offset.(*ir.Const)
		case p.Var != nil:
			consts[p], _ = call.Args[i].(*ir.Const)
		}
	}
	if fi, done := is.byKey[key]; done {
		for p, c := range consts {
			if p.Array != nil {
				fi.sameOffset[p] = fi.sameOffset[p] && c != nil
			}
			if d := fi.constArg[p]; d != nil && (c == nil || c.Val != d.Val) {
				fi.constArg[p] = nil
			}
		}
		return nil
	}
	fi := &fnInst{f: g, arrMap: arrMap, name: sanitize(name), sameOffset: map[*ir.Param]bool{}, constArg: consts}
	for p, c := range consts {
		if p.Array != nil {
			fi.sameOffset[p] = c != nil
		}
	}
	is.byKey[key] = fi
	is.all = append(is.all, fi)
	return is.find(fi, active)
}

// of returns the procedure instance a call in caller goes to.
func (is *instances) of(caller *fnInst, call *ir.Call) *fnInst {
	key := call.Callee.Name
	for i, p := range call.Callee.Params {
		if p.Array != nil {
			ref, ok := call.Args[i].(*ir.ArrayRef)
			if !ok {
				return nil
			}
			key += "|" + caller.actual(ref.Array).Name
		}
	}
	return is.byKey[key]
}
