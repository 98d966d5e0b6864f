package frontend

import (
	"fmt"
	"strings"

	llvm "github.com/llir/llvm/ir"

	"github.com/bvgen/bvgen/ir"
)

// readImage lowers read_image{f,i,ui}(image, [sampler,] coords): a logged
// read of the texel (an arbitrary one for float coordinates or a sampler,
// see lower_image.go) and an arbitrary value in each lane of the result.
func (fl *funcLowerer) readImage(x *llvm.InstCall, name, codes string) error {
	p, dims, err := fl.image(x.Args[0], name)
	if err != nil {
		return err
	}
	coords := x.Args[len(x.Args)-1]
	sampled := len(x.Args) == 3
	if sampled {
		if _, err := fl.val(x.Args[1]); err != nil {
			return err
		}
	}
	_, lt, isVec := vectorType(x.Type())
	if !isVec {
		return fl.unsupported("%s returning %s", name, x.Type())
	}
	var off ir.Expr
	if sampled || !isIntCoords(coords.Type()) {
		// The addressing mode or the filter decides the texel: any texel
		// (reads of a read_only image race with nothing).
		v := fl.fn.NewVar(fl.varName(x)+".texel", ir.Int(32))
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v})
		off = &ir.Binary{Op: ir.Add, X: p.off, Y: &ir.VarRef{V: v}}
	} else if off, err = fl.texel(p.off, coords, dims); err != nil {
		return err
	}
	ld := fl.fn.NewVar(fl.varName(x)+".read", ir.Int(8))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: ld, Array: p.arr, Off: off})
	n := len(fl.vecLen(x))
	lanes := make([]ir.Expr, n)
	for j := range lanes {
		v := fl.fn.NewVar(fl.varName(x)+laneSuffix(j, n), lt)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v})
		lanes[j] = &ir.VarRef{V: v}
	}
	fl.vecs[x] = lanes
	return nil
}

// vecLen returns a slice as long as the vector result of x.
func (fl *funcLowerer) vecLen(x *llvm.InstCall) []struct{} {
	vt, _, _ := vectorType(x.Type())
	return make([]struct{}, vt.Len)
}

// isIntCoords reports whether image coordinates are integers (int, int2,
// int4), as opposed to floats.
func isIntCoords(t interface{ String() string }) bool {
	s := t.String()
	return strings.HasSuffix(s, "i32") || strings.HasSuffix(s, "i32>")
}

// writeImage lowers write_image{f,i,ui}(image, coords, color): a logged
// write of the texel. The colour is evaluated (it may be undefined lanes
// of nothing) but not stored: no read of the kernel can see it.
func (fl *funcLowerer) writeImage(x *llvm.InstCall, name string) error {
	if len(x.Args) != 3 {
		return fl.unsupported("%s with %d arguments", name, len(x.Args))
	}
	p, dims, err := fl.image(x.Args[0], name)
	if err != nil {
		return err
	}
	if !isIntCoords(x.Args[1].Type()) {
		return fl.unsupported("%s with coordinates of type %s", name, x.Args[1].Type())
	}
	off, err := fl.texel(p.off, x.Args[1], dims)
	if err != nil {
		return err
	}
	if _, _, err := fl.lanes(x.Args[2]); err != nil {
		return err
	}
	// The texel is one byte and cannot hold the colour; it gets an
	// arbitrary value, never a constant: two writes of one constant would
	// be a tolerated benign race although the colours may differ.
	v := fl.fn.NewVar(fl.varName(x)+".texel", ir.Int(8))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v},
		&ir.Store{Pos: fl.pos, Array: p.arr, Off: off, Val: &ir.VarRef{V: v}})
	return nil
}

// imageQueries are the get_image_* built-ins with a scalar result, and
// whether the result is positive (a size).
var imageQueries = map[string]bool{
	"get_image_width": true, "get_image_height": true, "get_image_depth": true,
	"get_image_channel_order": false, "get_image_channel_data_type": false,
}

// imageQuery lowers get_image_*: an arbitrary value, uniform for a kernel
// parameter, positive for a size (see lower_image.go).
func (fl *funcLowerer) imageQuery(x *llvm.InstCall, name string) error {
	p, dims, err := fl.image(x.Args[0], name)
	if err != nil {
		return err
	}
	if name == "get_image_dim" {
		if dims < 2 {
			return fl.unsupported("%s on a 1-D image", name)
		}
		vt, lt, ok := vectorType(x.Type())
		if !ok || !ir.SameType(lt, ir.Int(32)) {
			return fl.unsupported("%s returning %s", name, x.Type())
		}
		lanes := make([]ir.Expr, vt.Len)
		for j, q := range []string{"get_image_width", "get_image_height", "get_image_depth"}[:dims] {
			lanes[j] = fl.imageSize(p.arr, q)
		}
		for j := dims; j < len(lanes); j++ {
			lanes[j] = &ir.Const{T: ir.Int(32)}
		}
		fl.vecs[x] = lanes
		return nil
	}
	positive, ok := imageQueries[name]
	if !ok || (name == "get_image_depth" && dims != 3) || (name == "get_image_height" && dims < 2) {
		return fl.unsupported("call to %s", name)
	}
	if !ir.SameType(mustScalar(x), ir.Int(32)) {
		return fl.unsupported("%s returning %s", name, x.Type())
	}
	if positive {
		fl.vals[x] = fl.imageSize(p.arr, name)
	} else {
		fl.vals[x] = fl.imageValue(p.arr, name)
	}
	return nil
}

func mustScalar(x *llvm.InstCall) ir.Type {
	t, ok := scalarType(x.Type())
	if !ok {
		return ir.Bool
	}
	return t
}

// imageValue is an arbitrary i32 attribute of an image: an uninterpreted
// constant named after a kernel's image parameter (the same for both work
// items and every call), a fresh arbitrary value for a helper's formal
// (which different calls bind to different images).
func (fl *funcLowerer) imageValue(a *ir.Array, what string) ir.Expr {
	if a.Kind == ir.ArrayParam {
		return &ir.FuncApp{Name: fmt.Sprintf("%s.%s", what, a.Name), T: ir.Int(32)}
	}
	v := fl.fn.NewVar(a.Name+"."+strings.TrimPrefix(what, "get_image_"), ir.Int(32))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v})
	return &ir.VarRef{V: v}
}

// imageSize is imageValue for a size, with the assumption that it is
// positive (an image has at least one texel in each dimension).
func (fl *funcLowerer) imageSize(a *ir.Array, what string) ir.Expr {
	e := fl.imageValue(a, what)
	v, ok := e.(*ir.VarRef)
	if !ok {
		v = &ir.VarRef{V: fl.fn.NewVar(a.Name+"."+strings.TrimPrefix(what, "get_image_"), ir.Int(32))}
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Assign{Pos: fl.pos, Dst: v.V, Src: e})
	}
	fl.cur.Stmts = append(fl.cur.Stmts,
		&ir.Annot{Pos: fl.pos, Kind: ir.AnnotAssume, Args: []ir.Expr{&ir.Binary{Op: ir.Sgt, X: v, Y: &ir.Const{T: ir.Int(32)}}}})
	return v
}
