package boogie

// Node is any AST node. The line map returned by PrintWithMap refers to nodes
// by their pointer identity, so statement, specification and declaration
// nodes are always used as pointers.
type Node interface {
	node()
}

// ---------------------------------------------------------------------------
// Types

// Type is a Boogie type: BV, BoolType, IntType, MapType or NamedType.
type Type interface {
	Node
	isType()
}

// BV is the bit-vector type of width W.
//
//	bv32
type BV struct {
	W int
}

// BoolType is the Boolean type.
//
//	bool
type BoolType struct{}

// IntType is the type of mathematical integers.
//
//	int
type IntType struct{}

// MapType is a (possibly multi-dimensional) map type.
//
//	[bv32]bv8
//	[int, int]bool
type MapType struct {
	Dom []Type
	Rng Type
}

// NamedType refers to a type declared with a TypeDecl.
//
//	T
type NamedType struct {
	Name string
}

func (BV) node()        {}
func (BoolType) node()  {}
func (IntType) node()   {}
func (MapType) node()   {}
func (NamedType) node() {}

func (BV) isType()        {}
func (BoolType) isType()  {}
func (IntType) isType()   {}
func (MapType) isType()   {}
func (NamedType) isType() {}

// ---------------------------------------------------------------------------
// Attributes

// Attr is an attribute attached to a declaration, specification or command.
//
//	{:name}
//	{:sourceloc "k.cl", 12, 5}
type Attr struct {
	Name string
	Args []AttrArg
}

// AttrArg is an attribute argument: any Expr, or a *StrLit.
type AttrArg interface {
	Node
	attrArg()
}

// StrLit is a string literal; Boogie allows strings only as attribute
// arguments, which is why it is an AttrArg and not an Expr.
//
//	"k.cl"
type StrLit struct {
	Val string
}

func (*Attr) node()   {}
func (*StrLit) node() {}

func (*StrLit) attrArg() {}

// ---------------------------------------------------------------------------
// Expressions

// Expr is a Boogie expression: *Ident, *BVLit, *BoolLit, *IntLit, *Select,
// *Store, *Apply, *Unary, *Binary, *Extract, *IfThenElse, *Old or *Quant.
type Expr interface {
	AttrArg
	expr()
}

// Ident is a reference to a constant, variable, parameter or bound variable.
//
//	local_id_x$1
type Ident struct {
	Name string
}

// BVLit is a bit-vector literal. Val holds the low 64 bits; wider literals
// are zero-extended.
//
//	5bv32
type BVLit struct {
	Val uint64
	W   int
}

// BoolLit is a Boolean literal.
//
//	true
type BoolLit struct {
	Val bool
}

// IntLit is an integer literal; negative values print as a unary minus.
//
//	42
//	-1
type IntLit struct {
	Val int64
}

// Select reads a map at one index per dimension.
//
//	m[i]
//	m[i, j]
type Select struct {
	Map   Expr
	Index []Expr
}

// Store is a map updated at one index.
//
//	m[i := v]
type Store struct {
	Map   Expr
	Index []Expr
	Val   Expr
}

// Apply applies a function to arguments.
//
//	BV32_ADD(x, 1bv32)
type Apply struct {
	Func string
	Args []Expr
}

// UnOp is a unary operator.
type UnOp int

// Unary operators.
const (
	OpNot UnOp = iota // !
	OpNeg             // -
)

// Unary applies a unary operator.
//
//	!p
//	-x
type Unary struct {
	Op UnOp
	X  Expr
}

// BinOp is a binary operator.
type BinOp int

// Binary operators, from lowest to highest precedence group.
const (
	OpIff     BinOp = iota // <==>
	OpImplies              // ==>
	OpOr                   // ||
	OpAnd                  // &&
	OpEq                   // ==
	OpNeq                  // !=
	OpLt                   // <
	OpLe                   // <=
	OpGt                   // >
	OpGe                   // >=
	OpConcat               // ++
	OpAdd                  // +
	OpSub                  // -
	OpMul                  // *
	OpDiv                  // div
	OpMod                  // mod
)

// Binary applies a binary operator.
//
//	a && b
//	x ++ y
type Binary struct {
	Op   BinOp
	L, R Expr
}

// Extract takes bits [Lo, Hi) of a bit-vector; as in Boogie, Hi is
// exclusive, so the result has Hi-Lo bits.
//
//	x[8:0]
type Extract struct {
	X      Expr
	Hi, Lo int
}

// IfThenElse is a conditional expression; it is always printed in
// parentheses because Boogie's `if` extends as far right as possible.
//
//	(if c then a else b)
type IfThenElse struct {
	Cond, Then, Else Expr
}

// Old is the value of an expression on procedure entry.
//
//	old(g)
type Old struct {
	X Expr
}

// QuantKind tells forall from exists.
type QuantKind int

// Quantifier kinds.
const (
	Forall QuantKind = iota
	Exists
)

// Quant is a quantified formula with optional attributes and triggers.
//
//	(forall x: bv32, y: bv32 :: {:weight 2} { f(x), f(y) } body)
type Quant struct {
	Kind     QuantKind
	Vars     []Var
	Attrs    []*Attr
	Triggers [][]Expr
	Body     Expr
}

func (*Ident) node()      {}
func (*BVLit) node()      {}
func (*BoolLit) node()    {}
func (*IntLit) node()     {}
func (*Select) node()     {}
func (*Store) node()      {}
func (*Apply) node()      {}
func (*Unary) node()      {}
func (*Binary) node()     {}
func (*Extract) node()    {}
func (*IfThenElse) node() {}
func (*Old) node()        {}
func (*Quant) node()      {}

func (*Ident) attrArg()      {}
func (*BVLit) attrArg()      {}
func (*BoolLit) attrArg()    {}
func (*IntLit) attrArg()     {}
func (*Select) attrArg()     {}
func (*Store) attrArg()      {}
func (*Apply) attrArg()      {}
func (*Unary) attrArg()      {}
func (*Binary) attrArg()     {}
func (*Extract) attrArg()    {}
func (*IfThenElse) attrArg() {}
func (*Old) attrArg()        {}
func (*Quant) attrArg()      {}

func (*Ident) expr()      {}
func (*BVLit) expr()      {}
func (*BoolLit) expr()    {}
func (*IntLit) expr()     {}
func (*Select) expr()     {}
func (*Store) expr()      {}
func (*Apply) expr()      {}
func (*Unary) expr()      {}
func (*Binary) expr()     {}
func (*Extract) expr()    {}
func (*IfThenElse) expr() {}
func (*Old) expr()        {}
func (*Quant) expr()      {}

// Var is a typed name: a parameter, local, or bound variable. A function
// parameter may have an empty Name, in which case only its type is printed.
//
//	x: bv32
type Var struct {
	Name string
	Type Type
}
