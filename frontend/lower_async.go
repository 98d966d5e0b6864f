package frontend

import (
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Async copies (OpenCL 1.2 §6.12.10, GPUVERIFY.md §4.5; the model and its
// soundness argument are in docs/opencl-builtins.md, "Async copies").
//
// e = async_work_group_copy(dst, src, n, join) becomes
//
//	e = async_event(join, dst.off, src.off, n[, stride][, base ids])
//	k = havoc;  k' = k %u n
//	v = load async(e) src[src.off + k'*srcStride*size]   (per scalar of the element)
//	w = havoc;  store async(e) dst[dst.off + k'*dstStride*size] = w
//
// one element k' of the n copied, chosen nondeterministically, read and
// written by the work group (the two-thread reduction keeps these group
// accesses logged until a barrier after the wait for e; twothread/async.go).
// The accesses go through fl.access, so pointers into several arrays and
// null pointers are handled and checked as for any access. The value
// written is arbitrary: before the barrier that follows the wait no work
// item can read the destination without a race, and that barrier havocs
// it. Events are i32 values (event_t* in LLVM): stored to and loaded from
// private memory like integers, 0 for a null event.
// wait_group_events(num, list) with a constant num reads list[0..num) and
// becomes async_wait(e0, ..., e(num-1)).

// isAsyncBuiltin recognises the async copy built-ins.
func isAsyncBuiltin(name string) bool {
	return name == "async_work_group_copy" || name == "async_work_group_strided_copy" || name == "wait_group_events"
}

// isEventType recognises OpenCL's event_t (%opencl.event_t*).
func isEventType(t types.Type) bool {
	pt, ok := t.(*types.PointerType)
	if !ok {
		return false
	}
	st, ok := pt.ElemType.(*types.StructType)
	return ok && st.Name() == "opencl.event_t"
}

func (fl *funcLowerer) lowerAsync(x *llvm.InstCall, name string) error {
	if name == "wait_group_events" {
		return fl.lowerWaitGroupEvents(x)
	}
	strided := name == "async_work_group_strided_copy"
	want := 4
	if strided {
		want = 5
	}
	if len(x.Args) != want {
		return fl.unsupported("%s with %d arguments", name, len(x.Args))
	}
	dst, err := fl.pointer(x.Args[0])
	if err != nil {
		return err
	}
	src, err := fl.pointer(x.Args[1])
	if err != nil {
		return err
	}
	n, err := fl.val(x.Args[2])
	if err != nil {
		return err
	}
	join, err := fl.eventVal(x.Args[want-1])
	if err != nil {
		return err
	}
	pt, ok := unwrapArg(x.Args[0]).Type().(*types.PointerType)
	if !ok {
		return fl.unsupported("%s with a destination of type %s", name, x.Args[0].Type())
	}
	size, err := sizeOf(pt.ElemType)
	if err != nil || size == 0 {
		return fl.unsupported("%s of elements of type %s", name, pt.ElemType)
	}
	chunks, ok := copyChunks(pt.ElemType, size)
	if !ok {
		return fl.unsupported("%s of elements of type %s", name, pt.ElemType)
	}
	uniform := []ir.Expr{dst.off, src.off, n}
	var srcStride, dstStride ir.Expr = i32(1), i32(1)
	if strided {
		stride, err := fl.val(x.Args[3])
		if err != nil {
			return err
		}
		uniform = append(uniform, stride)
		// Global to local reads with the stride, local to global
		// writes with it (OpenCL 1.2 §6.12.10).
		if pt.AddrSpace == 3 {
			srcStride = stride
		} else {
			dstStride = stride
		}
	}
	for _, p := range []ptrVal{dst, src} {
		if p.dyn != nil {
			uniform = append(uniform, p.dyn.id)
		}
	}
	ev := fl.fn.NewVar("event", ir.Int(32))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.AsyncEvent{Pos: fl.pos, Dst: ev, Join: join, Uniform: uniform})
	e := &ir.VarRef{V: ev}
	k := fl.fn.NewVar("copy.k", ir.Int(32))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: k})
	elem := ir.Fold(&ir.Binary{Op: ir.URem, X: &ir.VarRef{V: k}, Y: n})
	at := func(p ptrVal, stride ir.Expr, c memChunk) ptrVal {
		step := ir.Fold(&ir.Binary{Op: ir.Mul, X: elem, Y: ir.Fold(&ir.Binary{Op: ir.Mul, X: stride, Y: i32(size)})})
		return ptrVal{arr: p.arr, dyn: p.dyn, off: addOff(addOff(p.off, step), i32(c.off))}
	}
	for _, c := range chunks {
		c := c
		_, err := fl.access(at(src, srcStride, c), c.t, "copy", func(a *ir.Array, off ir.Expr) ir.Expr {
			v := fl.fn.NewVar("copy", c.t)
			fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: v, Array: a, Off: off, Async: e})
			return &ir.VarRef{V: v}
		})
		if err != nil {
			return err
		}
		w := fl.fn.NewVar("copied", c.t)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: w})
		_, err = fl.access(at(dst, dstStride, c), nil, "", func(a *ir.Array, off ir.Expr) ir.Expr {
			fl.cur.Stmts = append(fl.cur.Stmts, &ir.Store{Pos: fl.pos, Array: a, Off: off, Val: &ir.VarRef{V: w}, Async: e})
			return nil
		})
		if err != nil {
			return err
		}
	}
	fl.vals[x] = e
	return nil
}

// lowerWaitGroupEvents reads the num events of the list.
func (fl *funcLowerer) lowerWaitGroupEvents(x *llvm.InstCall) error {
	num, err := fl.constArg(x, 0, "wait_group_events (a number of events not known at compile time)")
	if err != nil {
		return err
	}
	if len(x.Args) != 2 || num < 1 || num > maxCopyScalars {
		return fl.unsupported("wait_group_events on %d events", num)
	}
	list, err := fl.pointer(x.Args[1])
	if err != nil {
		return err
	}
	var evs []ir.Expr
	for i := 0; i < int(num); i++ {
		p := ptrVal{arr: list.arr, dyn: list.dyn, off: addOff(list.off, i32(4*i))}
		v, err := fl.access(p, ir.Int(32), "waited", func(a *ir.Array, off ir.Expr) ir.Expr {
			v := fl.fn.NewVar("waited", ir.Int(32))
			fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: v, Array: a, Off: off})
			return &ir.VarRef{V: v}
		})
		if err != nil {
			return err
		}
		evs = append(evs, v)
	}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.AsyncWait{Pos: fl.pos, Events: evs})
	return nil
}

// eventVal is the i32 value of an event: 0 for a null event.
func (fl *funcLowerer) eventVal(v value.Value) (ir.Expr, error) {
	if _, isNull := unwrapArg(v).(*constant.Null); isNull {
		return i32(0), nil
	}
	return fl.val(v)
}

// lowerEventStore stores an event to (private) memory as an i32.
func (fl *funcLowerer) lowerEventStore(x *llvm.InstStore) error {
	p, err := fl.pointer(x.Dst)
	if err != nil {
		return err
	}
	v, err := fl.eventVal(x.Src)
	if err != nil {
		return err
	}
	return fl.storeVia(p, v)
}

// lowerEventLoad loads an event from memory as an i32.
func (fl *funcLowerer) lowerEventLoad(x *llvm.InstLoad) error {
	p, err := fl.pointer(x.Src)
	if err != nil {
		return err
	}
	r, err := fl.loadVia(p, ir.Int(32), fl.varName(x))
	if err != nil {
		return err
	}
	fl.vals[x] = r
	return nil
}

// eventListCast: clang passes the event list of wait_group_events as a
// generic (addrspace 4) pointer; it points where the private pointer it
// is cast from does. Other address space casts stay unsupported.
func (fl *funcLowerer) eventListCast(x *llvm.InstAddrSpaceCast) error {
	pt, ok := x.To.(*types.PointerType)
	if !ok || !isEventType(pt.ElemType) {
		return fl.unsupported("address space cast to %s", x.To)
	}
	p, err := fl.pointer(x.From)
	if err != nil {
		return err
	}
	fl.ptrs[x] = p
	return nil
}
