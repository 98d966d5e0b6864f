package frontend

import (
	"fmt"
	"strings"

	llvm "github.com/llir/llvm/ir"

	"github.com/bvgen/bvgen/ir"
)

// The pure OpenCL built-ins (OpenCL 1.2 §6.12.2–6.12.6, and select, any,
// all of §6.12.6): one row per built-in says everything bvgen knows about
// it: its name, its number of arguments, how a call over vectors uses the
// lanes, and its model. A pure built-in reads no memory and has no effect,
// so pureInst counts its calls as expressions (they may feed annotations).
// docs/opencl-builtins.md prints the table (MathTable; a test keeps the two
// equal). Adding a built-in is adding its row.
//
// Every model over-approximates the built-in: an uninterpreted function
// says only that equal arguments give equal results (true of a built-in
// of one device); the exact models are the built-in's definition.

// mathLanes says how a call with vector arguments uses their lanes.
type mathLanes uint8

const (
	// lanesEach: result lane j is the built-in applied to lane j of each
	// argument (a scalar argument is repeated).
	lanesEach mathLanes = iota
	// lanesWhole: each result lane is a function of every argument lane
	// (geometric functions; the result may be a scalar).
	lanesWhole
	// lanesReduce: a scalar int from the most significant bit of every
	// lane of the vector argument (any, all).
	lanesReduce
	// lanesSelect: lane j is b's where the most significant bit of lane
	// j of c is set, else a's (select(a, b, c)).
	lanesSelect
)

// mathModel is what a call becomes in the kernel IR, per lane.
type mathModel uint8

const (
	// modelUF: the uninterpreted function NAME_CODES of the arguments
	// (CODES: the mangled parameter types of one lane, "sqrt_f"). A
	// built-in of lower precision (half_, native_) is a function of its
	// own: its results are the implementation's, not the full-precision
	// function's.
	modelUF mathModel = iota
	// modelMin, modelMax, modelClamp, modelAbs: exact on integer
	// arguments (signed or unsigned by the mangled type), uninterpreted on
	// floating-point ones.
	modelMin
	modelMax
	modelClamp
	modelAbs
	// modelConvert: exact between integer types without _sat (the least
	// significant bits; widening by the source's signedness),
	// uninterpreted otherwise.
	modelConvert
	// modelMul24, modelMad24: x * y (+ z) where x and y are in the range
	// the built-in is defined on (24-bit: [-2^23, 2^23 - 1] signed,
	// [0, 2^24 - 1] unsigned), the uninterpreted function of the
	// arguments outside it, where the result is implementation-defined
	// (OpenCL 1.2 §6.12.3). SHOC's sgemm addresses C by mul24(iby, ldc).
	modelMul24
	modelMad24
)

// mathRow is one pure built-in.
type mathRow struct {
	name  string // the source name (for convert, the prefix "convert_")
	arity int
	lanes mathLanes
	model mathModel
}

// Row constructors, one per line of the table.
func uf(name string, arity int) mathRow { return mathRow{name, arity, lanesEach, modelUF} }
func ufWhole(name string, arity int) mathRow {
	return mathRow{name, arity, lanesWhole, modelUF}
}
func exact(name string, arity int, m mathModel) mathRow { return mathRow{name, arity, lanesEach, m} }

// lowPrecision are the built-ins of OpenCL 1.2 §6.12.2 Table 6.9 that come
// in half_ and native_ forms, with their number of arguments.
var lowPrecision = []mathRow{
	uf("cos", 1), uf("divide", 2), uf("exp", 1), uf("exp2", 1), uf("exp10", 1),
	uf("log", 1), uf("log2", 1), uf("log10", 1), uf("powr", 2), uf("recip", 1),
	uf("rsqrt", 1), uf("sin", 1), uf("sqrt", 1), uf("tan", 1),
}

// mathRows is the table, in the order of the specification's sections.
var mathRows = append([]mathRow{
	// §6.12.2 math functions.
	uf("acos", 1), uf("acosh", 1), uf("acospi", 1), uf("asin", 1), uf("asinh", 1),
	uf("asinpi", 1), uf("atan", 1), uf("atan2", 2), uf("atanh", 1), uf("atanpi", 1),
	uf("atan2pi", 2), uf("cbrt", 1), uf("ceil", 1), uf("copysign", 2), uf("cos", 1),
	uf("cosh", 1), uf("cospi", 1), uf("erfc", 1), uf("erf", 1), uf("exp", 1),
	uf("exp2", 1), uf("exp10", 1), uf("expm1", 1), uf("fabs", 1), uf("fdim", 2),
	uf("floor", 1), uf("fma", 3), uf("fmax", 2), uf("fmin", 2), uf("fmod", 2),
	uf("hypot", 2), uf("ilogb", 1), uf("ldexp", 2), uf("lgamma", 1), uf("log", 1),
	uf("log2", 1), uf("log10", 1), uf("log1p", 1), uf("logb", 1), uf("mad", 3),
	uf("maxmag", 2), uf("minmag", 2), uf("nan", 1), uf("nextafter", 2), uf("pow", 2),
	uf("pown", 2), uf("powr", 2), uf("remainder", 2), uf("rint", 1), uf("rootn", 2),
	uf("round", 1), uf("rsqrt", 1), uf("sin", 1), uf("sinh", 1), uf("sinpi", 1),
	uf("sqrt", 1), uf("tan", 1), uf("tanh", 1), uf("tanpi", 1), uf("tgamma", 1),
	uf("trunc", 1),
	// §6.12.3 integer functions.
	exact("abs", 1, modelAbs), uf("abs_diff", 2), uf("add_sat", 2), uf("hadd", 2),
	uf("rhadd", 2), exact("clamp", 3, modelClamp), uf("clz", 1), uf("mad_hi", 3),
	uf("mad_sat", 3), exact("max", 2, modelMax), exact("min", 2, modelMin),
	uf("mul_hi", 2), uf("rotate", 2), uf("sub_sat", 2), uf("upsample", 2),
	uf("popcount", 1), exact("mad24", 3, modelMad24), exact("mul24", 2, modelMul24),
	// §6.12.4 common functions (clamp, max, min: above).
	uf("degrees", 1), uf("mix", 3), uf("radians", 1), uf("step", 2),
	uf("smoothstep", 3), uf("sign", 1),
	// §6.12.6 relational functions.
	uf("isequal", 2), uf("isnotequal", 2), uf("isgreater", 2), uf("isgreaterequal", 2),
	uf("isless", 2), uf("islessequal", 2), uf("islessgreater", 2), uf("isfinite", 1),
	uf("isinf", 1), uf("isnan", 1), uf("isnormal", 1), uf("isordered", 2),
	uf("isunordered", 2), uf("signbit", 1),
	{"any", 1, lanesReduce, modelUF}, {"all", 1, lanesReduce, modelUF},
	uf("bitselect", 3), {"select", 3, lanesSelect, modelUF},
	// §6.12.5 geometric functions.
	ufWhole("dot", 2), ufWhole("cross", 2), ufWhole("distance", 2), ufWhole("length", 1),
	ufWhole("normalize", 1), ufWhole("fast_distance", 2), ufWhole("fast_length", 1),
	ufWhole("fast_normalize", 1),
	// §6.2.3 explicit conversions: convert_<type>[N][_sat][_rte|_rtz|_rtp|_rtn].
	exact("convert_", 1, modelConvert),
}, prefixed("half_", "native_")...)

// prefixed makes the half_ and native_ rows of lowPrecision.
func prefixed(prefixes ...string) []mathRow {
	var out []mathRow
	for _, p := range prefixes {
		for _, r := range lowPrecision {
			r.name = p + r.name
			out = append(out, r)
		}
	}
	return out
}

// mathByName indexes mathRows.
var mathByName = func() map[string]*mathRow {
	m := map[string]*mathRow{}
	for i := range mathRows {
		r := &mathRows[i]
		if m[r.name] != nil {
			panic("frontend: built-in " + r.name + " has two rows")
		}
		m[r.name] = r
	}
	return m
}()

// lookupMath finds the row of a demangled built-in name.
func lookupMath(name string) (*mathRow, bool) {
	if strings.HasPrefix(name, "convert_") {
		return mathByName["convert_"], true
	}
	r, ok := mathByName[name]
	return r, ok
}

// isMathBuiltin reports whether a demangled name is a pure built-in.
func isMathBuiltin(name string) bool {
	_, ok := lookupMath(name)
	return ok
}

// checkArity refuses a call whose number of arguments is not the row's
// (a user's overload of a built-in's name).
func (fl *funcLowerer) checkArity(x *llvm.InstCall, r *mathRow, name string) error {
	if len(x.Args) != r.arity {
		return fl.unsupported("call to %s with %d arguments (the built-in takes %d)", name, len(x.Args), r.arity)
	}
	return nil
}

// lowerMath lowers a call of a pure built-in with scalar arguments and
// result.
func (fl *funcLowerer) lowerMath(x *llvm.InstCall, r *mathRow, name, codes string) error {
	if err := fl.checkArity(x, r, name); err != nil {
		return err
	}
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	t, err := fl.resultType(x)
	if err != nil || t == nil {
		return fl.unsupported("call to %s", name)
	}
	for _, a := range args {
		if _, isRef := a.(*ir.ArrayRef); isRef {
			return fl.unsupported("call to %s with a pointer argument", name)
		}
	}
	fl.define(x, mathExpr(r, name, codes, args, t))
	return nil
}

// lowerVectorMath lowers a call of a pure built-in with vector arguments or
// result, by the row's lanes; handled is false for a call the row does not
// cover (the caller makes it an external function).
func (fl *funcLowerer) lowerVectorMath(x *llvm.InstCall, r *mathRow, name, codes string) (handled bool, err error) {
	if err := fl.checkArity(x, r, name); err != nil {
		return true, err
	}
	switch {
	case r.lanes == lanesSelect && isVector(x.Type()):
		return true, fl.selectBuiltin(x)
	case r.lanes == lanesReduce:
		return true, fl.anyAll(x, name)
	case r.lanes == lanesWhole:
		return true, fl.wholeVectorBuiltin(x, name, codes)
	case isVector(x.Type()):
		return true, fl.laneWiseBuiltin(x, r, name, codes)
	}
	return false, nil
}

// mathExpr is the value of a pure built-in applied to scalar arguments
// (also one lane of a vector built-in, see lower_vector_call.go).
func mathExpr(r *mathRow, name, codes string, args []ir.Expr, t ir.Type) ir.Expr {
	if r.model == modelConvert {
		if e, ok := convertExpr(name, codes, args, t); ok {
			return e
		}
	}
	uf := &ir.FuncApp{Name: name + "_" + codes, Args: args, T: t}
	if signed, isInt := signedParam(codes); isInt {
		if e := intExact(r.model, signed, args); e != nil {
			return e
		}
		if e := int24(r.model, signed, args, uf); e != nil {
			return e
		}
	}
	return uf
}

// int24 is mul24 or mad24 on 32-bit integers: the product (plus z) where
// both factors are in the 24-bit range, else the uninterpreted function
// (the implementation's result); nil for other models.
func int24(m mathModel, signed bool, args []ir.Expr, uf ir.Expr) ir.Expr {
	if (m != modelMul24 || len(args) != 2) && (m != modelMad24 || len(args) != 3) {
		return nil
	}
	it, ok := args[0].Type().(*ir.IntType)
	if !ok || it.Bits != 32 {
		return nil
	}
	c := func(v uint64) ir.Expr { return &ir.Const{Val: v & ir.Mask(32), T: it} }
	in := func(x ir.Expr) ir.Expr {
		if signed {
			return &ir.Binary{Op: ir.And, X: &ir.Binary{Op: ir.Sle, X: c(^uint64(1<<23 - 1)), Y: x}, Y: &ir.Binary{Op: ir.Sle, X: x, Y: c(1<<23 - 1)}}
		}
		return &ir.Binary{Op: ir.Ult, X: x, Y: c(1 << 24)}
	}
	var e ir.Expr = &ir.Binary{Op: ir.Mul, X: args[0], Y: args[1]}
	if m == modelMad24 {
		e = &ir.Binary{Op: ir.Add, X: e, Y: args[2]}
	}
	return &ir.Select{Cond: &ir.Binary{Op: ir.And, X: in(args[0]), Y: in(args[1])}, X: e, Y: uf}
}

// intExact is min, max, clamp or abs on integers, nil for other models.
func intExact(m mathModel, signed bool, args []ir.Expr) ir.Expr {
	lt := ir.Ult
	if signed {
		lt = ir.Slt
	}
	minE := func(a, b ir.Expr) ir.Expr { return &ir.Select{Cond: &ir.Binary{Op: lt, X: a, Y: b}, X: a, Y: b} }
	maxE := func(a, b ir.Expr) ir.Expr { return &ir.Select{Cond: &ir.Binary{Op: lt, X: a, Y: b}, X: b, Y: a} }
	switch {
	case m == modelMin && len(args) == 2:
		return minE(args[0], args[1])
	case m == modelMax && len(args) == 2:
		return maxE(args[0], args[1])
	case m == modelClamp && len(args) == 3:
		return minE(maxE(args[0], args[1]), args[2])
	case m == modelAbs && len(args) == 1 && signed:
		it := args[0].Type().(*ir.IntType)
		neg := &ir.Unary{Op: ir.Neg, X: args[0]}
		return &ir.Select{Cond: &ir.Binary{Op: ir.Slt, X: args[0], Y: &ir.Const{T: it}}, X: neg, Y: args[0]}
	case m == modelAbs && len(args) == 1:
		return args[0]
	}
	return nil
}

// Words of the printed table.
var (
	lanesWords = map[mathLanes]string{
		lanesEach:   "lane by lane",
		lanesWhole:  "every lane to every result lane",
		lanesReduce: "exact: the most significant bits of the lanes, to one int",
		lanesSelect: "exact: lane j is b's where the most significant bit of c's lane j is set, else a's",
	}
	modelWords = map[mathModel]string{
		modelUF:      "uninterpreted function `NAME_CODES`",
		modelMin:     "exact on integers, else uninterpreted",
		modelMax:     "exact on integers, else uninterpreted",
		modelClamp:   "exact on integers, else uninterpreted",
		modelAbs:     "exact on integers, else uninterpreted",
		modelConvert: "exact between integer types without `_sat`, else uninterpreted",
		modelMul24:   "exact where both factors are in the 24-bit range, else (implementation-defined) uninterpreted",
		modelMad24:   "exact where both factors are in the 24-bit range, else (implementation-defined) uninterpreted",
	}
)

// modelText is the model column of a row.
func modelText(r mathRow) string {
	if strings.HasPrefix(r.name, "half_") || strings.HasPrefix(r.name, "native_") {
		return modelWords[r.model] + ", a function of its own (not the full-precision one's)"
	}
	return modelWords[r.model]
}

// MathTable prints the table as the Markdown table of
// docs/opencl-builtins.md: rows that agree on everything but the name
// share a line.
func MathTable() string {
	type key struct {
		arity int
		lanes mathLanes
		model string
	}
	var order []key
	names := map[key][]string{}
	for _, r := range mathRows {
		k := key{r.arity, r.lanes, modelText(r)}
		if names[k] == nil {
			order = append(order, k)
		}
		n := "`" + r.name + "`"
		if r.model == modelConvert {
			n = "`convert_<type>[N][_sat][_rtX]`"
		}
		names[k] = append(names[k], n)
	}
	var b strings.Builder
	b.WriteString("| built-ins | arguments | vector lanes | model (of a scalar call or one lane) |\n|---|---|---|---|\n")
	for _, k := range order {
		fmt.Fprintf(&b, "| %s | %d | %s | %s |\n", strings.Join(names[k], ", "), k.arity, lanesWords[k.lanes], k.model)
	}
	return b.String()
}
