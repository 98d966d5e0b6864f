package frontend

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Calls with vector arguments or results: helper functions, LLVM's vector
// float intrinsics, the OpenCL built-ins over vectors, and the vload/vstore
// family (which also has scalar forms: vload_half, vstore_half).

// lowerVectorCall lowers x when it involves vectors or is a vload/vstore;
// handled is false otherwise.
func (fl *funcLowerer) lowerVectorCall(x *llvm.InstCall, callee *llvm.Func) (handled bool, err error) {
	raw := callee.Name()
	name, codes := demangle(raw)
	if m := vloadRE.FindStringSubmatch(name); m != nil && len(callee.Blocks) == 0 {
		return true, fl.vloadStore(x, m)
	}
	vec := isVector(x.Type())
	for _, a := range x.Args {
		vec = vec || isVector(a.Type())
	}
	if !vec {
		return false, nil
	}
	if len(callee.Blocks) > 0 {
		return true, fl.vectorUserCall(x, callee)
	}
	if strings.HasPrefix(name, "__return_val_") && len(x.Args) == 0 {
		return true, fl.vectorReturnVal(x, name) // lower_vector_retval.go
	}
	if strings.HasPrefix(raw, "llvm.") {
		parts := strings.Split(raw, ".")
		if len(parts) == 3 && floatIntrinsics[parts[1]] && isVector(x.Type()) {
			args := make([]value.Value, len(x.Args))
			copy(args, x.Args)
			return true, fl.laneFloatOp(parts[1], x, args...)
		}
		return true, fl.unsupported("LLVM intrinsic %s", raw)
	}
	switch {
	case outParamBuiltins[name] > 0 && codes != "":
		return true, fl.lowerOutParam(x, name, codes)
	case name == "printf" && codes == "":
		return true, fl.lowerPrintf(x)
	case name == "shuffle" || name == "shuffle2":
		return true, fl.shuffleBuiltin(x, name)
	}
	if r, ok := lookupMath(name); ok {
		if handled, err := fl.lowerVectorMath(x, r, name, codes); handled { // builtin_math.go
			return true, err
		}
	}
	return true, fl.vectorExternal(x, raw, name)
}

// laneCodes is the mangled parameter list of the scalar built-in that one
// lane of a vector built-in applies ("Dv4_fS_" -> "ff"); ok is false for
// parameter types it does not know (pointers, structs).
func laneCodes(codes string) (string, bool) {
	var subs []string
	var out strings.Builder
	for len(codes) > 0 {
		switch {
		case strings.HasPrefix(codes, "Dh"):
			out.WriteString("Dh")
			codes = codes[2:]
		case strings.HasPrefix(codes, "Dv"):
			i := strings.IndexByte(codes, '_')
			if i < 0 {
				return "", false
			}
			rest := codes[i+1:]
			elem := rest[:1]
			if strings.HasPrefix(rest, "Dh") {
				elem = "Dh"
			}
			subs = append(subs, elem)
			out.WriteString(elem)
			codes = rest[len(elem):]
		case codes[0] == 'S':
			i := strings.IndexByte(codes, '_')
			if i < 0 {
				return "", false
			}
			k := 0
			if i > 1 {
				n, err := strconv.ParseInt(codes[1:i], 36, 32)
				if err != nil {
					return "", false
				}
				k = int(n) + 1
			}
			if k >= len(subs) {
				return "", false
			}
			out.WriteString(subs[k])
			codes = codes[i+1:]
		case strings.ContainsRune("bcahstijlmxyfd", rune(codes[0])):
			out.WriteByte(codes[0])
			codes = codes[1:]
		default:
			return "", false
		}
	}
	return out.String(), true
}

// callLanes returns, for each argument, its lanes (a scalar argument is
// repeated n times).
func (fl *funcLowerer) callLanes(x *llvm.InstCall, n int) ([][]ir.Expr, error) {
	per := make([][]ir.Expr, len(x.Args))
	for i, a := range x.Args {
		if isVector(a.Type()) {
			ls, _, err := fl.definedLanes(a)
			if err != nil {
				return nil, err
			}
			if len(ls) != n {
				return nil, fl.unsupported("built-in mixing vectors of %d and %d lanes", len(ls), n)
			}
			per[i] = ls
			continue
		}
		if isPointer(a.Type()) {
			return nil, fl.unsupported("call to %s with a pointer argument", calleeName(x))
		}
		e, err := fl.val(a)
		if err != nil {
			return nil, err
		}
		per[i] = make([]ir.Expr, n)
		for j := range per[i] {
			per[i][j] = e
		}
	}
	return per, nil
}

// laneWiseBuiltin applies the scalar built-in to each lane (with the exact
// meaning mathExpr gives integer min, max, clamp, abs and conversions).
func (fl *funcLowerer) laneWiseBuiltin(x *llvm.InstCall, r *mathRow, name, codes string) error {
	vt, lt, ok := vectorType(x.Type())
	if !ok {
		return fl.unsupported("call to %s returning %s", name, x.Type())
	}
	lc, ok := laneCodes(codes)
	if !ok {
		return fl.unsupported("call to %s with arguments %s", name, codes)
	}
	if strings.HasPrefix(name, "convert_") {
		name = convertLaneName(name)
	}
	per, err := fl.callLanes(x, int(vt.Len))
	if err != nil {
		return err
	}
	out := make([]ir.Expr, vt.Len)
	for j := range out {
		args := make([]ir.Expr, len(per))
		for i := range per {
			args[i] = per[i][j]
		}
		out[j] = mathExpr(r, name, lc, args, lt)
	}
	fl.defineLanes(x, out)
	return nil
}

// convertRE splits convert_<type><N>[_sat][_rte|_rtz|_rtp|_rtn].
var convertRE = regexp.MustCompile(`^convert_([a-z]+?)(\d*)(_sat)?(_rt[enpz])?$`)

// convertLaneName drops the lane count: convert_uchar4_sat -> convert_uchar_sat.
func convertLaneName(name string) string {
	m := convertRE.FindStringSubmatch(name)
	if m == nil {
		return name
	}
	return "convert_" + m[1] + m[3] + m[4]
}

// convertExpr gives a non-saturating conversion between integer types its
// exact meaning (OpenCL 1.2 §6.2.3.3: the least significant bits; widening
// by the source's signedness). Other conversions stay uninterpreted.
func convertExpr(name, codes string, args []ir.Expr, t ir.Type) (ir.Expr, bool) {
	m := convertRE.FindStringSubmatch(name)
	if m == nil || m[3] != "" || len(args) != 1 {
		return nil, false
	}
	from, ok1 := args[0].Type().(*ir.IntType)
	to, ok2 := t.(*ir.IntType)
	signed, isInt := signedParam(codes)
	if !ok1 || !ok2 || !isInt {
		return nil, false
	}
	switch {
	case from.Bits == to.Bits:
		return args[0], true
	case from.Bits > to.Bits:
		return &ir.Cast{Op: ir.Trunc, X: args[0], To: to}, true
	case signed:
		return &ir.Cast{Op: ir.SExt, X: args[0], To: to}, true
	}
	return &ir.Cast{Op: ir.ZExt, X: args[0], To: to}, true
}

// wholeVectorBuiltin makes a geometric built-in an uninterpreted function
// of all argument lanes (one function per result lane).
func (fl *funcLowerer) wholeVectorBuiltin(x *llvm.InstCall, name, codes string) error {
	var args []ir.Expr
	for _, a := range x.Args {
		if isVector(a.Type()) {
			ls, _, err := fl.definedLanes(a)
			if err != nil {
				return err
			}
			args = append(args, ls...)
			continue
		}
		e, err := fl.val(a)
		if err != nil {
			return err
		}
		args = append(args, e)
	}
	fn := name + "_" + codes
	if vt, lt, ok := vectorType(x.Type()); ok {
		out := make([]ir.Expr, vt.Len)
		for j := range out {
			out[j] = &ir.FuncApp{Name: fn + laneSuffix(j, len(out)), Args: args, T: lt}
		}
		fl.defineLanes(x, out)
		return nil
	}
	t, err := fl.resultType(x)
	if err != nil || t == nil {
		return fl.unsupported("call to %s", name)
	}
	fl.define(x, &ir.FuncApp{Name: fn, Args: args, T: t})
	return nil
}

// msbSet is "the most significant bit of e is set", how vector relational
// results and select's vector condition are read.
func msbSet(e ir.Expr) ir.Expr {
	t, ok := e.Type().(*ir.IntType)
	if !ok {
		return e
	}
	return &ir.Binary{Op: ir.Slt, X: e, Y: &ir.Const{T: t}}
}

// selectBuiltin is OpenCL's select(a, b, c) on vectors: lane j is b's where
// the most significant bit of c's lane j is set, else a's.
func (fl *funcLowerer) selectBuiltin(x *llvm.InstCall) error {
	vt, _, ok := vectorType(x.Type())
	if !ok {
		return fl.unsupported("select returning %s", x.Type())
	}
	per, err := fl.callLanes(x, int(vt.Len))
	if err != nil {
		return err
	}
	out := make([]ir.Expr, vt.Len)
	for j := range out {
		out[j] = &ir.Select{Cond: msbSet(per[2][j]), X: per[1][j], Y: per[0][j]}
	}
	fl.defineLanes(x, out)
	return nil
}

// anyAll is any(v) (1 if the most significant bit of some lane is set) and
// all(v) (of every lane), as an int.
func (fl *funcLowerer) anyAll(x *llvm.InstCall, name string) error {
	t, err := fl.resultType(x)
	it, ok := t.(*ir.IntType)
	if err != nil || !ok {
		return fl.unsupported("call to %s", name)
	}
	if !isVector(x.Args[0].Type()) {
		return fl.unsupported("call to %s", name)
	}
	ls, _, err := fl.definedLanes(x.Args[0])
	if err != nil {
		return err
	}
	op := ir.Or
	if name == "all" {
		op = ir.And
	}
	var acc ir.Expr
	for _, e := range ls {
		if _, isInt := e.Type().(*ir.IntType); !isInt {
			return fl.unsupported("%s of %s", name, x.Args[0].Type())
		}
		if acc == nil {
			acc = msbSet(e)
		} else {
			acc = &ir.Binary{Op: op, X: acc, Y: msbSet(e)}
		}
	}
	fl.define(x, &ir.Cast{Op: ir.ZExt, X: acc, To: it})
	return nil
}

// shuffleBuiltin is shuffle(x, mask) and shuffle2(x, y, mask): result lane
// j is lane mask[j] of x (or of x ++ y), of which only the low
// ceil(log2(lanes)) bits count (OpenCL 1.2 §6.12.12).
func (fl *funcLowerer) shuffleBuiltin(x *llvm.InstCall, name string) error {
	vt, lt, ok := vectorType(x.Type())
	nargs := map[string]int{"shuffle": 2, "shuffle2": 3}[name]
	if !ok || len(x.Args) != nargs {
		return fl.unsupported("call to %s", name)
	}
	var src []ir.Expr
	for _, a := range x.Args[:nargs-1] {
		ls, _, err := fl.definedLanes(a)
		if err != nil {
			return err
		}
		src = append(src, ls...)
	}
	mask, _, err := fl.definedLanes(x.Args[nargs-1])
	if err != nil {
		return err
	}
	if len(mask) != int(vt.Len) {
		return fl.unsupported("call to %s with a mask of %d lanes", name, len(mask))
	}
	bits := 0
	for 1<<bits < len(src) {
		bits++
	}
	out := make([]ir.Expr, vt.Len)
	for j, m := range mask {
		mt, ok := m.Type().(*ir.IntType)
		if !ok {
			return fl.unsupported("call to %s with a mask of %s", name, m.Type())
		}
		idx := &ir.Binary{Op: ir.And, X: m, Y: &ir.Const{Val: uint64(1<<bits - 1), T: mt}}
		e := fl.lane(nil, lt) // an index past the lanes (vectors of 3): undefined
		for k := len(src) - 1; k >= 0; k-- {
			e = &ir.Select{Cond: &ir.Binary{Op: ir.Eq, X: idx, Y: &ir.Const{Val: uint64(k), T: mt}}, X: src[k], Y: e}
		}
		out[j] = e
	}
	fl.defineLanes(x, out)
	return nil
}

// vectorUserCall calls a helper function with vector arguments (one
// argument per lane) or a vector result (a private array the helper stores
// the lanes into, read after the call; see vectorResult).
func (fl *funcLowerer) vectorUserCall(x *llvm.InstCall, callee *llvm.Func) error {
	fn := fl.funcs[callee]
	if fn.Kernel {
		return fl.unsupported("call to kernel %s", fn.Name)
	}
	var args []ir.Expr
	var ptrs []ptrVal // pointer arguments, at their index in args
	for _, a := range x.Args {
		switch {
		case isVector(a.Type()):
			ls, _, err := fl.definedLanes(a)
			if err != nil {
				return err
			}
			args = append(args, ls...)
		case isPointer(a.Type()) && !isSampler(a.Type()): // a sampler is an i32 (lower_image.go)
			p, err := fl.pointer(a)
			if err != nil {
				return err
			}
			if p.dyn != nil && (p.dyn.null || p.dyn.any || p.dyn.opaque || len(p.dyn.cands) == 0) {
				if _, err := fl.staticPtr(p); err != nil {
					return err
				}
			}
			for len(ptrs) < len(args) {
				ptrs = append(ptrs, ptrVal{})
			}
			ptrs = append(ptrs, p)
			args = append(args, &ir.ArrayRef{Array: p.arr, Offset: p.off})
		default:
			e, err := fl.val(a)
			if err != nil {
				return err
			}
			args = append(args, e)
		}
	}
	if !isVector(x.Type()) {
		t, err := fl.resultType(x)
		if err != nil {
			return err
		}
		r, err := fl.throughEach(ptrs, 0, args, t, fl.varName(x), func(args []ir.Expr) ir.Expr {
			call := &ir.Call{Pos: fl.pos, Callee: fn, Args: args}
			fl.cur.Stmts = append(fl.cur.Stmts, call)
			if t == nil {
				return nil
			}
			call.Dst = fl.fn.NewVar(fl.varName(x), t)
			return &ir.VarRef{V: call.Dst}
		})
		if err == nil && r != nil {
			fl.vals[x] = r
		}
		return err
	}
	vt, lt, s, err := fl.memLane(x.Type())
	if err != nil {
		return err
	}
	res := &ir.Array{Name: fl.fn.NewVar(fn.Name+".result", ir.Int(32)).Name, Space: ir.Private, Kind: ir.ArrayPrivate,
		Elem: lt, ElemBytes: s, Dims: []int{int(vt.Len)}, Pos: fl.pos, TypeName: vectorTypeName(lt, int(vt.Len))}
	fl.fn.Arrays = append(fl.fn.Arrays, res)
	args = append(args, &ir.ArrayRef{Array: res, Offset: zero32})
	_, err = fl.throughEach(ptrs, 0, args, nil, "", func(args []ir.Expr) ir.Expr {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Call{Pos: fl.pos, Callee: fn, Args: args})
		return nil
	})
	if err != nil {
		return err
	}
	offs := make([]ir.Expr, vt.Len)
	for j := range offs {
		offs[j] = i32(j * s)
	}
	fl.vecs[x] = fl.loadLanes(x, res, offs, lt)
	return nil
}

// vloadRE splits vload/vstore built-in names: vloadN, vstoreN,
// vload_half[N], vloada_halfN, vstore_half[N][_rtX], vstorea_halfN[_rtX].
var vloadRE = regexp.MustCompile(`^(vload|vstore)(a?)(_half)?(\d*)(_rt[enpz])?$`)

// vloadStore lowers the vload/vstore family: vloadN(i, p) reads the N
// elements p[i*N .. i*N+N-1] (vloada_half3 steps by 4), vstoreN(v, i, p)
// writes them; the _half forms read and write halves and convert them from
// and to float or double (uninterpreted, by rounding mode).
func (fl *funcLowerer) vloadStore(x *llvm.InstCall, m []string) error {
	load, aligned, half, mode := m[1] == "vload", m[2] == "a", m[3] != "", m[5]
	n := 1
	if m[4] != "" {
		n, _ = strconv.Atoi(m[4])
	} else if !half {
		return fl.unsupported("call to %s", m[0])
	}
	want := 2
	if !load {
		want = 3
	}
	if len(x.Args) != want || (aligned && !half) || (load && mode != "") {
		return fl.unsupported("call to %s", m[0])
	}
	p, err := fl.pointer(x.Args[want-1])
	if err != nil {
		return err
	}
	pt, _ := x.Args[want-1].Type().(*types.PointerType)
	if pt == nil {
		return fl.unsupported("call to %s without a pointer", m[0])
	}
	elem, ok := scalarType(pt.ElemType)
	size, err := sizeOf(pt.ElemType)
	if !ok || err != nil {
		return fl.unsupported("call to %s on %s", m[0], pt.ElemType)
	}
	idx, err := fl.index(x.Args[want-2])
	if err != nil {
		return err
	}
	stride := n
	if aligned && n == 3 {
		stride = 4
	}
	offs := make([]ir.Expr, n)
	for j := range offs {
		offs[j] = addOff(addOff(p.off, mulOff(idx, stride*size)), i32(j*size))
	}
	if load {
		return fl.vloadLanes(x, p, offs, elem, half)
	}
	return fl.vstoreLanes(x, p, offs, elem, half, mode)
}

// vloadLanes reads elem at each offset through p's base (offs include
// p's offset); through a dynamic base, each lane is one access per
// candidate array (docs/pointers.md), as for a vector load.
func (fl *funcLowerer) vloadLanes(x *llvm.InstCall, p ptrVal, offs []ir.Expr, elem ir.Type, half bool) error {
	rt, n, ok := laneShape(x.Type())
	if !ok || n != len(offs) || (!half && !ir.SameType(rt, elem)) {
		return fl.unsupported("call to %s returning %s", calleeName(x), x.Type())
	}
	var ls []ir.Expr
	if p.dyn == nil || fl.spec[x] {
		sp, err := fl.staticPtr(p)
		if err != nil {
			return err
		}
		ls = fl.loadLanes(x, sp.arr, offs, elem)
	} else {
		for j, off := range offs {
			lane := p
			lane.off = off
			r, err := fl.loadVia(lane, elem, fl.varName(x)+laneSuffix(j, len(offs)))
			if err != nil {
				return err
			}
			ls = append(ls, r)
		}
	}
	if half {
		for j, e := range ls {
			ls[j] = &ir.Cast{Op: ir.FPExt, X: e, To: rt}
		}
	}
	if isVector(x.Type()) {
		if half {
			fl.defineLanes(x, ls)
		} else {
			fl.vecs[x] = ls
		}
		return nil
	}
	fl.define(x, ls[0])
	return nil
}

// vstoreLanes writes the lanes of the stored value at offs through p's
// base: one store per lane, and per candidate array of a dynamic base.
func (fl *funcLowerer) vstoreLanes(x *llvm.InstCall, p ptrVal, offs []ir.Expr, elem ir.Type, half bool, mode string) error {
	ls, _, err := fl.bitcastSource(x.Args[0])
	if err != nil {
		return err
	}
	if len(ls) != len(offs) {
		return fl.unsupported("call to %s with %s", calleeName(x), x.Args[0].Type())
	}
	for j, e := range ls {
		switch {
		case half && (mode == "" || mode == "_rte"):
			e = &ir.Cast{Op: ir.FPTrunc, X: e, To: elem}
		case half:
			// Another rounding mode is another function.
			e = &ir.FuncApp{Name: fmt.Sprintf("fptrunc%s.%s", mode, e.Type()), Args: []ir.Expr{e}, T: elem}
		case !ir.SameType(e.Type(), elem):
			return fl.unsupported("call to %s with %s", calleeName(x), x.Args[0].Type())
		}
		lane := p
		lane.off = offs[j]
		if err := fl.storeVia(lane, e); err != nil {
			return err
		}
	}
	return nil
}

func isPointer(t types.Type) bool {
	_, ok := t.(*types.PointerType)
	return ok
}
