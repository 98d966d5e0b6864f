package boogie

import (
	_ "embed"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// BVOp names a bit-vector operation of the prelude.
type BVOp string

// Bit-vector operations; the function for op at width N is BV<N>_<op>.
const (
	BVAdd  BVOp = "ADD"
	BVSub  BVOp = "SUB"
	BVMul  BVOp = "MUL"
	BVUDiv BVOp = "UDIV"
	BVSDiv BVOp = "SDIV"
	BVURem BVOp = "UREM"
	BVSRem BVOp = "SREM"
	BVSMod BVOp = "SMOD"
	BVShl  BVOp = "SHL"
	BVLShr BVOp = "LSHR"
	BVAShr BVOp = "ASHR"
	BVAnd  BVOp = "AND"
	BVOr   BVOp = "OR"
	BVXor  BVOp = "XOR"
	BVNot  BVOp = "NOT"
	BVNeg  BVOp = "NEG"
	BVUlt  BVOp = "ULT"
	BVUle  BVOp = "ULE"
	BVUgt  BVOp = "UGT"
	BVUge  BVOp = "UGE"
	BVSlt  BVOp = "SLT"
	BVSle  BVOp = "SLE"
	BVSgt  BVOp = "SGT"
	BVSge  BVOp = "SGE"
)

// bvopsText is the table of operations: keeping it as data makes the
// correspondence with SMT-LIB names easy to review.
//
//go:embed bvops.txt
var bvopsText string

type bvOpInfo struct {
	builtin string
	arity   int
	isBool  bool
}

var bvOps = parseBVOps(bvopsText)

func parseBVOps(text string) map[BVOp]bvOpInfo {
	ops := map[BVOp]bvOpInfo{}
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 4 || (f[3] != "bv" && f[3] != "bool") {
			panic("boogie: bad line in bvops.txt: " + l)
		}
		arity, err := strconv.Atoi(f[2])
		if err != nil {
			panic("boogie: bad arity in bvops.txt: " + l)
		}
		ops[BVOp(f[0])] = bvOpInfo{builtin: f[1], arity: arity, isBool: f[3] == "bool"}
	}
	return ops
}

// Prelude collects the functions a program uses, so that only those are
// declared. The zero value is not ready; use NewPrelude.
type Prelude struct {
	funcs map[string]*Function
}

// NewPrelude returns an empty prelude.
func NewPrelude() *Prelude {
	return &Prelude{funcs: map[string]*Function{}}
}

// BV returns the name of the function for op at width w, e.g. BV32_ADD,
// and records it as used:
//
//	function {:bvbuiltin "bvadd"} BV32_ADD(bv32, bv32) : bv32;
//	function {:bvbuiltin "bvult"} BV32_ULT(bv32, bv32) : bool;
//
// It panics on an unknown op or a width below 1: both are bugs in the
// caller, not in the input.
func (p *Prelude) BV(op BVOp, w int) string {
	info, ok := bvOps[op]
	if !ok {
		panic(fmt.Sprintf("boogie: unknown bit-vector operation %q", op))
	}
	if w < 1 {
		panic(fmt.Sprintf("boogie: bit-vector width %d", w))
	}
	name := fmt.Sprintf("BV%d_%s", w, op)
	if _, ok := p.funcs[name]; !ok {
		params := make([]Var, info.arity)
		for i := range params {
			params[i] = Var{Type: BV{W: w}}
		}
		var res Type = BV{W: w}
		if info.isBool {
			res = BoolType{}
		}
		p.funcs[name] = &Function{
			Attrs:  []*Attr{NewAttr("bvbuiltin", Str(info.builtin))},
			Name:   name,
			Params: params,
			Result: res,
		}
	}
	return name
}

// ZExt returns the name of the zero extension from width `from` to width
// `to` and records it as used:
//
//	function {:bvbuiltin "zero_extend 24"} BV8_ZEXT32(bv8) : bv32;
//
// It panics unless 1 <= from < to.
func (p *Prelude) ZExt(from, to int) string { return p.ext("ZEXT", "zero_extend", from, to) }

// SExt is like ZExt for sign extension:
//
//	function {:bvbuiltin "sign_extend 24"} BV8_SEXT32(bv8) : bv32;
func (p *Prelude) SExt(from, to int) string { return p.ext("SEXT", "sign_extend", from, to) }

func (p *Prelude) ext(op, builtin string, from, to int) string {
	if from < 1 || to <= from {
		panic(fmt.Sprintf("boogie: cannot extend bv%d to bv%d", from, to))
	}
	name := fmt.Sprintf("BV%d_%s%d", from, op, to)
	if _, ok := p.funcs[name]; !ok {
		p.funcs[name] = &Function{
			Attrs:  []*Attr{NewAttr("bvbuiltin", Str(fmt.Sprintf("%s %d", builtin, to-from)))},
			Name:   name,
			Params: []Var{{Type: BV{W: from}}},
			Result: BV{W: to},
		}
	}
	return name
}

// Func declares an uninterpreted function (used, for example, for floating
// point operations and the generic OPERATOR) and returns its name:
//
//	function FADD32(bv32, bv32) : bv32;
//
// Declaring the same name twice is fine if the signature agrees.
func (p *Prelude) Func(name string, result Type, params ...Type) (string, error) {
	vs := make([]Var, len(params))
	for i, t := range params {
		vs[i] = Var{Type: t}
	}
	return name, p.Declare(&Function{Name: name, Params: vs, Result: result})
}

// Declare records an arbitrary function declaration. It fails if a
// different function of the same name was recorded before.
func (p *Prelude) Declare(f *Function) error {
	if old, ok := p.funcs[f.Name]; ok {
		if PrintDecl(old) != PrintDecl(f) {
			return fmt.Errorf("boogie: function %s declared twice with different signatures:\n  %s  %s",
				f.Name, PrintDecl(old), PrintDecl(f))
		}
		return nil
	}
	p.funcs[f.Name] = f
	return nil
}

// Decls returns the declarations of every function used so far, sorted by
// name (numbers compared by value, so BV8_ADD precedes BV32_ADD) so that
// the printed program is deterministic.
func (p *Prelude) Decls() []Decl {
	names := make([]string, 0, len(p.funcs))
	for n := range p.funcs {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return naturalLess(names[i], names[j]) })
	ds := make([]Decl, len(names))
	for i, n := range names {
		ds[i] = p.funcs[n]
	}
	return ds
}

// naturalLess orders strings by their runs of digits and non-digits,
// comparing digit runs as numbers.
func naturalLess(a, b string) bool {
	for a != "" && b != "" {
		ra, rest1 := splitRun(a)
		rb, rest2 := splitRun(b)
		if ra != rb {
			if isDigit(ra[0]) && isDigit(rb[0]) {
				na, _ := strconv.ParseUint(ra, 10, 64)
				nb, _ := strconv.ParseUint(rb, 10, 64)
				if na != nb {
					return na < nb
				}
			}
			return ra < rb
		}
		a, b = rest1, rest2
	}
	return len(a) < len(b)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// splitRun splits s after its leading run of digits or of non-digits.
func splitRun(s string) (run, rest string) {
	d := isDigit(s[0])
	i := 1
	for i < len(s) && isDigit(s[i]) == d {
		i++
	}
	return s[:i], s[i:]
}
