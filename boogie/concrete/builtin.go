package concrete

import (
	"strconv"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// bvOps are the SMT-LIB bit-vector builtins of two operands, as the IR's
// evaluator knows them.
var bvOps = map[string]ir.BinOp{
	"bvadd": ir.Add, "bvsub": ir.Sub, "bvmul": ir.Mul,
	"bvudiv": ir.UDiv, "bvsdiv": ir.SDiv, "bvurem": ir.URem, "bvsrem": ir.SRem,
	"bvshl": ir.Shl, "bvlshr": ir.LShr, "bvashr": ir.AShr,
	"bvand": ir.And, "bvor": ir.Or, "bvxor": ir.Xor,
	"bvult": ir.Ult, "bvule": ir.Ule, "bvugt": ir.Ugt, "bvuge": ir.Uge,
	"bvslt": ir.Slt, "bvsle": ir.Sle, "bvsgt": ir.Sgt, "bvsge": ir.Sge,
}

// builtin applies a {:bvbuiltin} function.
func builtin(name string, args []value) value {
	if op, ok := bvOps[name]; ok && len(args) == 2 {
		x, y := asBV(args[0]), asBV(args[1])
		v, defined := ir.EvalBinary(op, x.v, y.v, x.w)
		if !defined {
			v = smtEdge(op, x, y)
		}
		if op.IsCompare() {
			return v == 1
		}
		return bv{v, x.w}
	}
	switch {
	case name == "bvsmod" && len(args) == 2:
		return smod(asBV(args[0]), asBV(args[1]))
	case name == "bvnot" && len(args) == 1:
		x := asBV(args[0])
		return bv{^x.v & mask(x.w), x.w}
	case name == "bvneg" && len(args) == 1:
		x := asBV(args[0])
		return bv{-x.v & mask(x.w), x.w}
	}
	if op, n, ok := extension(name); ok && len(args) == 1 {
		x := asBV(args[0])
		to := x.w + n
		if to > 64 {
			stopf("a %d-bit extension", to)
		}
		v, _ := ir.EvalCast(op, x.v, x.w, to)
		return bv{v, to}
	}
	stopf("the builtin %q", name)
	return nil
}

// extension parses "zero_extend N" and "sign_extend N".
func extension(name string) (ir.CastOp, int, bool) {
	for prefix, op := range map[string]ir.CastOp{"zero_extend ": ir.ZExt, "sign_extend ": ir.SExt} {
		if rest, ok := strings.CutPrefix(name, prefix); ok {
			n, err := strconv.Atoi(rest)
			return op, n, err == nil && n >= 0
		}
	}
	return 0, 0, false
}

// smtEdge is SMT-LIB's value where the IR leaves an operation open:
// division by zero and shifts by the width or more.
func smtEdge(op ir.BinOp, x, y bv) uint64 {
	m := mask(x.w)
	neg := x.v>>uint(x.w-1)&1 == 1
	switch op {
	case ir.UDiv:
		return m
	case ir.URem, ir.SRem:
		return x.v
	case ir.SDiv:
		if neg {
			return 1
		}
		return m
	case ir.Shl, ir.LShr:
		return 0
	case ir.AShr:
		if neg {
			return m
		}
		return 0
	}
	stopf("an undefined %s", op)
	return 0
}

// smod is bvsmod: the remainder with the sign of the divisor.
func smod(x, y bv) value {
	if y.v == 0 {
		return x
	}
	m := mask(x.w)
	r, _ := ir.EvalBinary(ir.SRem, x.v, y.v, x.w)
	if r != 0 && (r>>uint(x.w-1)&1) != (y.v>>uint(x.w-1)&1) {
		r = (r + y.v) & m
	}
	return bv{r, x.w}
}
