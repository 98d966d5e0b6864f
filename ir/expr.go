package ir

// Expr is a side-effect-free IR expression. It is a closed sum: *Const,
// *BoolConst, *FloatConst, *VarRef, *Unary, *Binary, *Cast, *Select, *Builtin,
// *FuncApp, *ArrayRef, *Read, *AnnotExpr.
type Expr interface {
	isExpr()
	// Type returns the type of the value the expression denotes.
	Type() Type
}

// Const is an integer constant, printed "5:i32". Val holds the value
// truncated to the type's width.
type Const struct {
	Val uint64
	T   *IntType
}

// BoolConst is "true" or "false".
type BoolConst struct{ Val bool }

// FloatConst is a float literal kept as its IEEE bit pattern, printed
// "0x3f800000:f32". Floats are uninterpreted: only equality of bit patterns
// of the same constant is meaningful.
type FloatConst struct {
	Bits uint64
	T    *FloatType
}

// VarRef reads an SSA variable, printed as the variable's name.
type VarRef struct{ V *Var }

// Unary is "!x" (Not, on bool) or "-x" (Neg), "~x" (BitNot) on integers.
type Unary struct {
	Op UnOp
	X  Expr
}

// Binary is "x op y". Arithmetic and bitwise operators take and return
// integers of one width (And/Or/Xor also booleans); comparisons return bool.
type Binary struct {
	Op   BinOp
	X, Y Expr
}

// Cast is "op(x) to T", e.g. "zext(x) to i64". Conversions involving floats
// are uninterpreted.
type Cast struct {
	Op CastOp
	X  Expr
	To Type
}

// Select is "c ? x : y".
type Select struct{ Cond, X, Y Expr }

// Builtin is a work-item function with a constant dimension, printed
// "get_local_id(0)". Its type is i32 (size_t on the SPIR target).
type Builtin struct {
	Fn  WorkItemFn
	Dim int
}

// FuncApp applies an uninterpreted function, printed "@name(args)": math
// built-ins, float arithmetic, and the generic OPERATOR when bvgen makes it
// abstract.
type FuncApp struct {
	Name string
	Args []Expr
	T    Type
}

// OperatorFn and IdentityFn are the FuncApp names of the abstract monoid.
// `bvgen check` compiles a generic kernel with OPERATOR(a,b) and IDENTITY
// bound to functions that frontend/bvgen.h declares without a body
// (__bvgen_operator, __bvgen_identity32, __bvgen_identity64), and the
// frontend lowers calls to them to uninterpreted applications of these
// names, so a race proof holds for every monoid (DESIGN.md §8).
const (
	OperatorFn = "__bvgen_operator"
	IdentityFn = "__bvgen_identity"
)

// ArrayRef names an array (and a byte offset into it) where an annotation
// needs a pointer, e.g. the argument of __read(A). Printed "&A[off]".
type ArrayRef struct {
	Array  *Array
	Offset Expr
}

// Read is a side-effect-free read of memory, printed "A[off]:T". It appears
// only in specifications (an annotation such as "invariant A[i] == 0" reads
// memory without taking part in the program's accesses), so the two-thread
// reduction never instruments it for races.
type Read struct {
	Array *Array
	Off   Expr
	T     Type
}

// AnnotExpr is a specification function used inside an annotation
// expression, e.g. "__other_int(x)", "__implies(a, b)", "__enabled()",
// "__read(A)". See DESIGN.md §6.
type AnnotExpr struct {
	Fn   AnnotFn
	Args []Expr
	T    Type
}

func (*Const) isExpr()      {}
func (*BoolConst) isExpr()  {}
func (*FloatConst) isExpr() {}
func (*VarRef) isExpr()     {}
func (*Unary) isExpr()      {}
func (*Binary) isExpr()     {}
func (*Cast) isExpr()       {}
func (*Select) isExpr()     {}
func (*Builtin) isExpr()    {}
func (*FuncApp) isExpr()    {}
func (*ArrayRef) isExpr()   {}
func (*AnnotExpr) isExpr()  {}
func (*Read) isExpr()       {}

func (e *Const) Type() Type      { return e.T }
func (*BoolConst) Type() Type    { return Bool }
func (e *FloatConst) Type() Type { return e.T }
func (e *VarRef) Type() Type     { return e.V.T }
func (e *Unary) Type() Type      { return e.X.Type() }
func (e *Binary) Type() Type {
	if e.Op.IsCompare() {
		return Bool
	}
	return e.X.Type()
}
func (e *Cast) Type() Type      { return e.To }
func (e *Select) Type() Type    { return e.X.Type() }
func (*Builtin) Type() Type     { return Int(32) }
func (e *FuncApp) Type() Type   { return e.T }
func (e *ArrayRef) Type() Type  { return &PtrType{Space: e.Array.Space} }
func (e *AnnotExpr) Type() Type { return e.T }
func (e *Read) Type() Type      { return e.T }

// UnOp is a unary operator.
type UnOp int

const (
	Not    UnOp = iota // !x on bool
	Neg                // -x on integers
	BitNot             // ~x on integers
)

var unOpNames = [...]string{Not: "!", Neg: "-", BitNot: "~"}

func (o UnOp) String() string { return unOpNames[o] }

// BinOp is a binary operator.
type BinOp int

// Binary operators. Division, remainder and right shift come in signed and
// unsigned forms because bit-vectors carry no sign.
const (
	Add BinOp = iota
	Sub
	Mul
	UDiv
	SDiv
	URem
	SRem
	Shl
	LShr
	AShr
	And
	Or
	Xor
	Eq
	Ne
	Ult
	Ule
	Ugt
	Uge
	Slt
	Sle
	Sgt
	Sge
)

var binOpNames = [...]string{
	Add: "+", Sub: "-", Mul: "*", UDiv: "/u", SDiv: "/s", URem: "%u", SRem: "%s",
	Shl: "<<", LShr: ">>u", AShr: ">>s", And: "&", Or: "|", Xor: "^",
	Eq: "==", Ne: "!=", Ult: "<u", Ule: "<=u", Ugt: ">u", Uge: ">=u",
	Slt: "<s", Sle: "<=s", Sgt: ">s", Sge: ">=s",
}

func (o BinOp) String() string { return binOpNames[o] }

// IsCompare reports whether o returns bool.
func (o BinOp) IsCompare() bool { return o >= Eq }

// CastOp is a conversion.
type CastOp int

const (
	Trunc   CastOp = iota // integer narrowing
	ZExt                  // zero extension (bool -> int gives 0/1)
	SExt                  // sign extension (bool -> int gives 0/-1)
	Bitcast               // same width, e.g. float <-> int bits (uninterpreted)
	FPToSI                // uninterpreted
	FPToUI                // uninterpreted
	SIToFP                // uninterpreted
	UIToFP                // uninterpreted
	FPExt                 // uninterpreted
	FPTrunc               // uninterpreted
)

var castOpNames = [...]string{
	Trunc: "trunc", ZExt: "zext", SExt: "sext", Bitcast: "bitcast",
	FPToSI: "fptosi", FPToUI: "fptoui", SIToFP: "sitofp", UIToFP: "uitofp",
	FPExt: "fpext", FPTrunc: "fptrunc",
}

func (o CastOp) String() string { return castOpNames[o] }

// WorkItemFn is an OpenCL work-item function.
type WorkItemFn int

const (
	LocalID WorkItemFn = iota
	GroupID
	GlobalID
	LocalSize
	NumGroups
	GlobalSize
	GlobalOffset
	WorkDim // Dim is ignored
)

// workItemRow is what bvgen knows about a work-item function, one row
// per function. A primitive (Def nil) is a quantity of the launch model
// that the passes name themselves (twothread's variables, the values
// invariants and the range analysis read off a geometry); a derived one
// is defined by Def over primitives of the same dimension, and every pass
// handles it through its definition, so adding one is its row alone.
type workItemRow struct {
	name string
	// noDim: the function takes no dimension argument (get_work_dim).
	noDim bool
	// def, when set, defines the function as a sum of products of
	// primitives of its dimension.
	def [][]WorkItemFn
}

var workItemTable = [...]workItemRow{
	LocalID:      {name: "get_local_id"},
	GroupID:      {name: "get_group_id"},
	GlobalID:     {name: "get_global_id", def: [][]WorkItemFn{{GroupID, LocalSize}, {LocalID}, {GlobalOffset}}},
	LocalSize:    {name: "get_local_size"},
	NumGroups:    {name: "get_num_groups"},
	GlobalSize:   {name: "get_global_size", def: [][]WorkItemFn{{LocalSize, NumGroups}}},
	GlobalOffset: {name: "get_global_offset"},
	WorkDim:      {name: "get_work_dim", noDim: true},
}

func (f WorkItemFn) String() string { return workItemTable[f].name }

// TakesDim reports whether the function takes a dimension argument.
func (f WorkItemFn) TakesDim() bool { return !workItemTable[f].noDim }

// Primitive reports whether the function is a quantity of the launch
// model rather than defined by others (Def).
func (f WorkItemFn) Primitive() bool { return workItemTable[f].def == nil }

// Def is the definition of a derived function as a sum of products of
// primitives of its dimension, in order (nil for a primitive): get_global_id
// is get_group_id * get_local_size + get_local_id + get_global_offset.
func (f WorkItemFn) Def() [][]WorkItemFn { return workItemTable[f].def }

// Expand is e with a derived function replaced by its definition, as an
// expression of primitive Builtins of e's dimension (e itself for a
// primitive).
func (e *Builtin) Expand() Expr {
	def := e.Fn.Def()
	if def == nil {
		return e
	}
	var sum Expr
	for _, prod := range def {
		var p Expr
		for _, f := range prod {
			var x Expr = &Builtin{Fn: f, Dim: e.Dim}
			if p != nil {
				x = &Binary{Op: Mul, X: p, Y: x}
			}
			p = x
		}
		if sum != nil {
			p = &Binary{Op: Add, X: sum, Y: p}
		}
		sum = p
	}
	return sum
}

// WorkItemFns lists every work-item function, so that a pass's table of
// them can be checked whole in a test.
func WorkItemFns() []WorkItemFn {
	out := make([]WorkItemFn, len(workItemTable))
	for i := range out {
		out[i] = WorkItemFn(i)
	}
	return out
}

// WorkItemFnByName maps an OpenCL function name to its WorkItemFn.
func WorkItemFnByName(name string) (WorkItemFn, bool) {
	for i, r := range workItemTable {
		if r.name == name {
			return WorkItemFn(i), true
		}
	}
	return 0, false
}

// ThreadDependent reports whether the function's value can differ between
// two work items of one launch: a work item's ids, or what is defined by
// them.
func (f WorkItemFn) ThreadDependent() bool {
	if def := f.Def(); def != nil {
		for _, prod := range def {
			for _, g := range prod {
				if g.ThreadDependent() {
					return true
				}
			}
		}
		return false
	}
	return f == LocalID || f == GroupID
}

// AnnotFn is a specification function usable in annotation expressions
// (DESIGN.md §6).
type AnnotFn int

const (
	OtherInt AnnotFn = iota
	OtherBool
	UniformInt
	DistinctInt
	Implies
	Enabled
	ReadHappened
	WriteHappened
	NoRead
	NoWrite
	ReadOffsetBytes
	WriteOffsetBytes
	AddNoOverflow
	IsPow2
	// PtrBase is __ptr_base(p): the identity of the array p points into.
	PtrBase
	// ReturnVal is __return_val_T(): the function's return value, in its
	// postconditions. T is the function's result type.
	ReturnVal
	// Old is __old_T(e) in a postcondition: e's value at function entry.
	// Args are the snapshot variable the frontend assigns e to at entry,
	// then e itself (a procedure's contract reads e in Boogie's old()).
	Old
	// DominatorEnabled is __dominator_enabled(): the work item's
	// execution predicate in the block that immediately dominates the
	// annotation's (for a loop invariant, the block the loop is entered
	// from).
	DominatorEnabled
)

var annotFnNames = [...]string{
	OtherInt: "__other_int", OtherBool: "__other_bool", UniformInt: "__uniform_int",
	DistinctInt: "__distinct_int", Implies: "__implies", Enabled: "__enabled",
	ReadHappened: "__read", WriteHappened: "__write", NoRead: "__no_read",
	NoWrite: "__no_write", ReadOffsetBytes: "__read_offset_bytes",
	WriteOffsetBytes: "__write_offset_bytes", AddNoOverflow: "__add_noovfl",
	IsPow2: "__is_pow2", PtrBase: "__ptr_base", ReturnVal: "__return_val", Old: "__old",
	DominatorEnabled: "__dominator_enabled",
}

func (f AnnotFn) String() string { return annotFnNames[f] }

// AnnotFnByName maps a source name to its AnnotFn.
func AnnotFnByName(name string) (AnnotFn, bool) {
	for i, n := range annotFnNames {
		if n == name {
			return AnnotFn(i), true
		}
	}
	return 0, false
}

// AnnotFnNames lists every specification function name, in a fixed order.
func AnnotFnNames() []string { return append([]string(nil), annotFnNames[:]...) }
