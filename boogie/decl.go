package boogie

// Program is a whole Boogie program: a list of top-level declarations,
// printed in order.
type Program struct {
	Decls []Decl
}

// Decl is a top-level declaration: *TypeDecl, *ConstDecl, *VarDecl, *Axiom,
// *Function, *Procedure or *Comment.
type Decl interface {
	Node
	decl()
}

// TypeDecl declares an uninterpreted type.
//
//	type {:attr} T;
type TypeDecl struct {
	Attrs []*Attr
	Name  string
}

// ConstDecl declares a constant, optionally unique.
//
//	const {:existential true} _b0: bool;
//	const unique $arrayId$$A: arrayId;
type ConstDecl struct {
	Attrs  []*Attr
	Unique bool
	Name   string
	Type   Type
}

// VarDecl declares a global variable.
//
//	var {:race_checking} $$A: [bv32]bv32;
type VarDecl struct {
	Attrs []*Attr
	Name  string
	Type  Type
}

// Axiom states a fact about constants and functions.
//
//	axiom {:attr} group_size_x == 64bv32;
type Axiom struct {
	Attrs []*Attr
	Expr  Expr
}

// Function declares a function, uninterpreted when Body is nil.
//
//	function {:bvbuiltin "bvadd"} BV32_ADD(bv32, bv32) : bv32;
//	function inc(x: int) : int { x + 1 }
type Function struct {
	Attrs  []*Attr
	Name   string
	Params []Var
	Result Type
	Body   Expr
}

// Procedure declares a procedure with its contract and, unless Body is nil,
// its implementation.
//
//	procedure {:kernel} k(x: bv32) returns (r: bv32)
//	  requires x != 0bv32;
//	  modifies $$A;
//	  ensures r == x;
//	{
//	  ...
//	}
//
// Specifications print in the order requires, modifies, ensures.
type Procedure struct {
	Attrs    []*Attr
	Name     string
	In, Out  []Var
	Requires []*Requires
	Modifies []string
	Ensures  []*Ensures
	Body     *Body
}

// Requires is a precondition, checked at call sites unless Free.
//
//	requires {:sourceloc "k.cl", 3, 1} x != 0bv32;
//	free requires x != 0bv32;
type Requires struct {
	Free  bool
	Attrs []*Attr
	Cond  Expr
}

// Ensures is a postcondition, checked on return unless Free.
//
//	ensures r == x;
//	free ensures r == x;
type Ensures struct {
	Free  bool
	Attrs []*Attr
	Cond  Expr
}

// Body is a procedure implementation: local variables followed by
// statements. A structured body uses Stmts; an unstructured body (a CFG)
// uses Blocks, each ending in a *Goto or *Return. If both are set, Stmts
// print first and fall through into the first block.
//
//	{
//	  var i: bv32;
//	  ...
//	}
type Body struct {
	Locals []Var
	Stmts  []Stmt
	Blocks []*Block
}

// Block is a labelled basic block of an unstructured body. Loop invariants
// of a loop whose head is this block are its leading asserts.
//
//	$head:
//	  assert i != 0bv32;
//	  goto $body, $exit;
type Block struct {
	Label string
	Stmts []Stmt
}

// Comment is a line comment, as a declaration or a statement. Text may span
// several lines; each is printed with its own `//`.
//
//	// text
type Comment struct {
	Text string
}

func (*Program) node()   {}
func (*TypeDecl) node()  {}
func (*ConstDecl) node() {}
func (*VarDecl) node()   {}
func (*Axiom) node()     {}
func (*Function) node()  {}
func (*Procedure) node() {}
func (*Requires) node()  {}
func (*Ensures) node()   {}
func (*Body) node()      {}
func (*Block) node()     {}
func (*Comment) node()   {}

func (*TypeDecl) decl()  {}
func (*ConstDecl) decl() {}
func (*VarDecl) decl()   {}
func (*Axiom) decl()     {}
func (*Function) decl()  {}
func (*Procedure) decl() {}
func (*Comment) decl()   {}
