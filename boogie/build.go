package boogie

// Small constructors, so that code building programs reads like the
// Boogie it produces.

// Id returns an identifier expression.
func Id(name string) *Ident { return &Ident{Name: name} }

// BVConst returns the literal `v` bvW.
func BVConst(v uint64, w int) *BVLit { return &BVLit{Val: v, W: w} }

// Bool returns `true` or `false`.
func Bool(b bool) *BoolLit { return &BoolLit{Val: b} }

// Int returns an integer literal.
func Int(v int64) *IntLit { return &IntLit{Val: v} }

// Str returns a string literal for use as an attribute argument.
func Str(s string) *StrLit { return &StrLit{Val: s} }

// Fn returns the application `name(args...)`.
func Fn(name string, args ...Expr) *Apply { return &Apply{Func: name, Args: args} }

// Not returns `!x`.
func Not(x Expr) *Unary { return &Unary{Op: OpNot, X: x} }

// Neg returns `-x`.
func Neg(x Expr) *Unary { return &Unary{Op: OpNeg, X: x} }

// Bin returns `l op r`.
func Bin(op BinOp, l, r Expr) *Binary { return &Binary{Op: op, L: l, R: r} }

// Eq returns `l == r`.
func Eq(l, r Expr) *Binary { return Bin(OpEq, l, r) }

// Neq returns `l != r`.
func Neq(l, r Expr) *Binary { return Bin(OpNeq, l, r) }

// Implies returns `l ==> r`.
func Implies(l, r Expr) *Binary { return Bin(OpImplies, l, r) }

// And conjoins xs, dropping literal trues; a literal false makes it
// `false`, and the empty conjunction is `true`.
func And(xs ...Expr) Expr { return fold(OpAnd, true, xs) }

// Or disjoins xs, dropping literal falses; a literal true makes it
// `true`, and the empty disjunction is `false`.
func Or(xs ...Expr) Expr { return fold(OpOr, false, xs) }

func fold(op BinOp, unit bool, xs []Expr) Expr {
	var keep []Expr
	for _, x := range xs {
		if b, ok := x.(*BoolLit); ok {
			if b.Val == unit {
				continue
			}
			return Bool(!unit)
		}
		keep = append(keep, x)
	}
	if len(keep) == 0 {
		return Bool(unit)
	}
	e := keep[0]
	for _, x := range keep[1:] {
		e = Bin(op, e, x)
	}
	return e
}

// Sel returns the map read `m[idx...]`.
func Sel(m Expr, idx ...Expr) *Select { return &Select{Map: m, Index: idx} }

// Upd returns the map update `m[idx := v]`.
func Upd(m, idx, v Expr) *Store { return &Store{Map: m, Index: []Expr{idx}, Val: v} }

// Ite returns `(if c then a else b)`.
func Ite(c, a, b Expr) *IfThenElse { return &IfThenElse{Cond: c, Then: a, Else: b} }

// NewAttr returns the attribute `{:name args...}`.
func NewAttr(name string, args ...AttrArg) *Attr { return &Attr{Name: name, Args: args} }
