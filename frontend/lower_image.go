package frontend

// Images and samplers (OpenCL 1.2 §6.12.14), modelled as GPUVerify does
// (GPUVERIFY.md §4.7): an image is a __global array of texels, and a
// race on an image is two work items touching the same texel, at least
// one of them writing.
//
// clang lowers an image to a pointer to an opaque struct
// (%opencl.image2d_ro_t addrspace(1)*) and a sampler to a pointer to
// %opencl.sampler_t addrspace(2)*, built by __translate_sampler_initializer
// from the sampler's i32 bit field.
//
// The model:
//
//   - An image parameter is an array of one-byte texels. The contents of a
//     texel never matter (see reads below), so one byte is enough, and the
//     byte offset of a texel is its index, which race reports print.
//   - The texel of coordinates (x, y, z) is x + y<<16 (2-D), x + y<<11 +
//     z<<22 (3-D), x (1-D). The map is a function of the coordinates, so
//     two accesses to the same texel always have the same offset: that is
//     what soundness needs (a real race is always seen). It is injective
//     on [0, 2^16)^2 and [0, 2^11)^2 x [0, 2^10), more than GPUVerify's
//     2^13 x 2^13, so inside those sizes distinct texels never collide (no
//     false race); beyond them a collision can only add a false race.
//     Coordinates are not clamped: writing outside the image is undefined
//     behaviour (§6.12.14.4), and, as for buffers, bvgen does not check
//     bounds; a clamp would only merge texels.
//   - write_image{f,i,ui} is a logged write of the texel.
//   - read_image{f,i,ui} logs a read and returns an arbitrary value per lane
//     and per call. In OpenCL 1.2 an image is read_only or write_only in a
//     kernel (a write_image on a read_only image is a clang error, and
//     clang rejects read_write), so a read never races: its offset only
//     serves reports. Reads with float coordinates (sampler filtering and
//     normalised coordinates pick texels bvgen does not compute) log an
//     arbitrary texel; so do reads with a sampler, whose addressing mode
//     may clamp the coordinates.
//   - get_image_{width,height,depth} are arbitrary positive values, the same
//     for both work items (an uninterpreted constant per kernel image
//     parameter); inside a helper, where the image is a formal parameter
//     that different calls bind to different images, a fresh arbitrary
//     positive value per call. channel_order and channel_data_type are
//     arbitrary likewise. get_image_dim gathers width, height (and depth).
//   - A sampler is an opaque i32: the initialiser's bits, or an arbitrary
//     uniform value for a kernel parameter. Nothing reads a sampler except
//     read_image, whose result is arbitrary anyway.

import (
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// imageKind is the geometry of an image type: 1, 2 or 3 dimensions; 0 for
// a type that is not a supported image.
func imageKind(t types.Type) (dims int, name string) {
	pt, ok := t.(*types.PointerType)
	if !ok {
		return 0, ""
	}
	st, ok := pt.ElemType.(*types.StructType)
	if !ok {
		return 0, ""
	}
	n := st.TypeName
	for _, c := range []struct {
		prefix string
		dims   int
	}{{"opencl.image1d_", 1}, {"opencl.image2d_", 2}, {"opencl.image3d_", 3}} {
		if rest, ok := strings.CutPrefix(n, c.prefix); ok && (rest == "ro_t" || rest == "wo_t") {
			return c.dims, strings.TrimSuffix(strings.TrimPrefix(c.prefix, "opencl."), "_") + "_t"
		}
	}
	return 0, ""
}

// isOpenCLOpaque reports whether t points to one of clang's opaque OpenCL
// types (images, samplers, events, ...).
func isOpenCLOpaque(t types.Type) bool {
	pt, ok := t.(*types.PointerType)
	if !ok {
		return false
	}
	st, ok := pt.ElemType.(*types.StructType)
	return ok && strings.HasPrefix(st.TypeName, "opencl.")
}

// isSampler reports whether t is clang's sampler_t.
func isSampler(t types.Type) bool {
	pt, ok := t.(*types.PointerType)
	if !ok {
		return false
	}
	st, ok := pt.ElemType.(*types.StructType)
	return ok && st.TypeName == "opencl.sampler_t"
}

// imageParam lowers a parameter of image or sampler type; handled is false
// for other types. An image becomes an array of one-byte texels, a sampler
// an i32 value.
func (fl *funcLowerer) imageParam(p *llvm.Param, name string) (handled bool, err error) {
	if isSampler(p.Typ) {
		v := fl.fn.NewVar(name, ir.Int(32))
		fl.fn.Params = append(fl.fn.Params, &ir.Param{Name: name, Var: v, Pos: fl.fn.Pos})
		fl.vals[p] = &ir.VarRef{V: v}
		return true, nil
	}
	dims, tname := imageKind(p.Typ)
	if dims == 0 {
		if isOpenCLOpaque(p.Typ) {
			return true, fl.unsupported("parameter %s of type %s", name, p.Typ)
		}
		return false, nil
	}
	kind := ir.ArrayFormal
	if fl.fn.Kernel {
		kind = ir.ArrayParam
	}
	a := &ir.Array{Name: name, Space: ir.Global, Kind: kind, Elem: ir.Int(8), ElemBytes: 1, Pos: fl.fn.Pos, TypeName: tname}
	prm := &ir.Param{Name: name, Array: a, Pos: fl.fn.Pos}
	off := ir.Expr(zero32)
	if !fl.fn.Kernel {
		prm.Var = fl.fn.NewVar(name+".off", ir.Int(32))
		off = &ir.VarRef{V: prm.Var}
	}
	fl.fn.Params = append(fl.fn.Params, prm)
	fl.ptrs[p] = ptrVal{arr: a, off: off}
	return true, nil
}

// lowerImageCall lowers the image and sampler built-ins; handled is false
// for other calls.
func (fl *funcLowerer) lowerImageCall(x *llvm.InstCall, raw string) (handled bool, err error) {
	if raw == "__translate_sampler_initializer" {
		bits, err := fl.constArg(x, 0, "sampler initialiser")
		if err != nil {
			return true, err
		}
		fl.vals[x] = &ir.Const{Val: uint64(uint32(bits)), T: ir.Int(32)}
		return true, nil
	}
	if !strings.HasPrefix(raw, "_Z") {
		return false, nil
	}
	name, codes := demangle(raw)
	if !strings.Contains(codes, "ocl_image") {
		return false, nil
	}
	switch {
	case strings.HasPrefix(name, "read_image"):
		return true, fl.readImage(x, name, codes)
	case strings.HasPrefix(name, "write_image"):
		return true, fl.writeImage(x, name)
	case strings.HasPrefix(name, "get_image_"):
		return true, fl.imageQuery(x, name)
	}
	return true, fl.unsupported("call to %s on an image", name)
}

// image resolves the image argument of a built-in: its array and the
// number of its dimensions.
func (fl *funcLowerer) image(a value.Value, what string) (ptrVal, int, error) {
	dims, _ := imageKind(a.Type())
	if dims == 0 {
		return ptrVal{}, 0, fl.unsupported("%s on an image of type %s", what, a.Type())
	}
	p, err := fl.ptr(a)
	if err != nil {
		return p, 0, err
	}
	return p, dims, nil
}

// texel is the byte offset of the texel at integer coordinates c in an image
// of the given dimensions (see the package comment above for the strides).
func (fl *funcLowerer) texel(base ir.Expr, c value.Value, dims int) (ir.Expr, error) {
	var lanes []ir.Expr
	if isVector(c.Type()) {
		ls, lt, err := fl.definedLanes(c)
		if err != nil {
			return nil, err
		}
		if !ir.SameType(lt, ir.Int(32)) {
			return nil, fl.unsupported("image coordinates of type %s", c.Type())
		}
		lanes = ls
	} else {
		e, err := fl.val(c)
		if err != nil {
			return nil, err
		}
		if !ir.SameType(e.Type(), ir.Int(32)) {
			return nil, fl.unsupported("image coordinates of type %s", c.Type())
		}
		lanes = []ir.Expr{e}
	}
	if len(lanes) < dims {
		return nil, fl.unsupported("image coordinates with %d lanes for a %d-D image", len(lanes), dims)
	}
	shifts := map[int][]uint64{1: {0}, 2: {0, 16}, 3: {0, 11, 22}}[dims]
	off := base
	for i, s := range shifts {
		l := lanes[i]
		if s > 0 {
			l = &ir.Binary{Op: ir.Shl, X: l, Y: &ir.Const{Val: s, T: ir.Int(32)}}
		}
		off = &ir.Binary{Op: ir.Add, X: off, Y: l}
	}
	return off, nil
}
