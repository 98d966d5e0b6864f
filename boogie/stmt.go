package boogie

// Stmt is a statement: *Assign, *Assume, *Assert, *Havoc, *Call, *Goto,
// *Return, *If, *While or *Comment.
type Stmt interface {
	Node
	stmt()
}

// Assign is a (possibly parallel) assignment. Each left-hand side is an
// *Ident or a chain of *Select on an *Ident (a map update).
//
//	x := 1bv32;
//	a, b := b, a;
//	$$A[i] := v;
type Assign struct {
	Lhs []Expr
	Rhs []Expr
}

// Assume restricts the executions considered from here on.
//
//	assume {:partition} p$1;
type Assume struct {
	Attrs []*Attr
	Cond  Expr
}

// Assert is a proof obligation.
//
//	assert {:race "write_read"} {:sourceloc "k.cl", 9, 5} !(p && q);
type Assert struct {
	Attrs []*Attr
	Cond  Expr
}

// Havoc gives variables arbitrary values.
//
//	havoc $$A, v;
type Havoc struct {
	Vars []string
}

// Call calls a procedure; Outs receive its out-parameters.
//
//	call {:attr} r1, r2 := p(a, b);
//	call p();
type Call struct {
	Attrs []*Attr
	Outs  []string
	Proc  string
	Args  []Expr
}

// Goto jumps nondeterministically to one of the labels.
//
//	goto $body, $exit;
type Goto struct {
	Labels []string
}

// Return returns from the procedure.
//
//	return;
type Return struct{}

// If is a structured conditional. A nil Cond is the nondeterministic `*`.
// An Else holding exactly one *If prints as `else if`.
//
//	if (c) {
//	  ...
//	} else {
//	  ...
//	}
//	if (*) { ... }
type If struct {
	Cond Expr
	Then []Stmt
	Else []Stmt
}

// While is a structured loop. A nil Cond is the nondeterministic `*`.
//
//	while (c)
//	  invariant {:sourceloc "k.cl", 4, 3} i != 0bv32;
//	  free invariant p;
//	{
//	  ...
//	}
type While struct {
	Cond       Expr
	Invariants []*Invariant
	Body       []Stmt
}

// Invariant is a loop invariant of a While, assumed and not checked when
// Free.
//
//	invariant {:attr} e;
//	free invariant e;
type Invariant struct {
	Free  bool
	Attrs []*Attr
	Cond  Expr
	// Candidate, when set, makes the invariant a candidate: a guess that
	// inference keeps only where it holds (package invariants). The
	// printer shows it as {:candidate} {:rule "R"} after Attrs, for
	// readers; tools read it here, never from the attributes.
	Candidate *Candidate
}

// Candidate is what a candidate invariant is: the rule that proposed it
// (UserRule for one the kernel states) and the source position it is
// about.
type Candidate struct {
	Rule string
	Loc  Loc
}

// Attrs are the attributes the candidate is printed with.
func (c *Candidate) Attrs() []*Attr {
	if c == nil {
		return nil
	}
	return []*Attr{NewAttr("candidate"), NewAttr("rule", Str(c.Rule))}
}

func (*Assign) node()    {}
func (*Assume) node()    {}
func (*Assert) node()    {}
func (*Havoc) node()     {}
func (*Call) node()      {}
func (*Goto) node()      {}
func (*Return) node()    {}
func (*If) node()        {}
func (*While) node()     {}
func (*Invariant) node() {}

func (*Assign) stmt()  {}
func (*Assume) stmt()  {}
func (*Assert) stmt()  {}
func (*Havoc) stmt()   {}
func (*Call) stmt()    {}
func (*Goto) stmt()    {}
func (*Return) stmt()  {}
func (*If) stmt()      {}
func (*While) stmt()   {}
func (*Comment) stmt() {}
