package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// This file parses functions: headers, statements, terminators.

// header parses "kernel name(params) result ; pos" and starts the function.
func (p *parser) header(n int, line string) error {
	text, pos, _, _ := splitPos(line)
	kind, rest, _ := strings.Cut(text, " ")
	col := len(kind) + 2
	// The result type, if any, is a scalar: the last ')' closes the
	// parameters.
	open, end := strings.IndexByte(rest, '('), strings.LastIndexByte(rest, ')')
	if open <= 0 || end < open {
		return p.errorf(n, col, `expected "NAME(PARAMS)"`)
	}
	name := rest[:open]
	r := p.function(name, n, col)
	if r.defined {
		return p.errorf(n, col, "function %q defined twice", name)
	}
	r.defined = true
	f := r.val
	f.Kernel, f.Pos = kind == "kernel", fullPos(pos)
	p.fn = &funcState{f: f, arrays: map[string]*Array{}}
	if f.Kernel {
		if r.line != n {
			return p.errorf(r.line, r.col, "call of kernel %q", name)
		}
		p.m.Kernels = append(p.m.Kernels, f)
	} else {
		p.m.Functions = append(p.m.Functions, f)
	}
	pcol := col + open + 1
	if params := rest[open+1 : end]; params != "" {
		for _, ps := range strings.Split(params, ", ") {
			if err := p.param(n, pcol, ps); err != nil {
				return err
			}
			pcol += len(ps) + 2
		}
	}
	if res := rest[end+1:]; res != "" {
		t, ok := typeByName(strings.TrimPrefix(res, " "))
		if !ok || !strings.HasPrefix(res, " ") {
			return p.errorf(n, col+end+1, "bad result type %q", res)
		}
		f.Result = t
	}
	return nil
}

// param parses "i32 x" or "global i32 *p" (with " (N-byte elements)" when
// the element size is not the type's), which starts at column col.
func (p *parser) param(n, col int, s string) error {
	f := p.fn.f
	if m := ptrParamRE.FindStringSubmatch(s); m != nil {
		space, ok := spaceByName(m[1])
		if !ok {
			return p.errorf(n, col, "unknown address space %q", m[1])
		}
		a := &Array{Name: m[3], Space: space, Kind: ArrayParam, Pos: f.Pos}
		setElem(a, m[2])
		switch {
		case m[4] != "":
			a.ElemBytes, _ = strconv.Atoi(m[4])
		case a.Elem != nil:
			a.ElemBytes = naturalBytes(a.Elem)
		default:
			return p.errorf(n, col, "pointer parameter %s to %s needs its element size", a.Name, m[2])
		}
		prm := &Param{Name: a.Name, Array: a, Pos: f.Pos}
		if !f.Kernel {
			a.Kind = ArrayFormal
			v, err := p.defVar(token{text: a.Name + ".off", col: col}, n, Int(32))
			if err != nil {
				return err
			}
			prm.Var = v
		}
		if p.fn.arrays[a.Name] != nil {
			return p.errorf(n, col, "parameter %q declared twice", a.Name)
		}
		p.fn.arrays[a.Name] = a
		f.Params = append(f.Params, prm)
		return nil
	}
	ts, name, ok := strings.Cut(s, " ")
	t, tok := typeByName(ts)
	if !ok || !tok || name == "" || strings.Contains(name, " ") {
		return p.errorf(n, col, `expected "TYPE NAME" or "SPACE TYPE *NAME", found %q`, s)
	}
	v, err := p.defVar(token{text: name, col: col + len(ts) + 1}, n, t)
	if err != nil {
		return err
	}
	f.Params = append(f.Params, &Param{Name: name, Var: v, Pos: f.Pos})
	return nil
}

// stmtLine parses an indented line of a block: a phi, a statement or the
// terminator.
func (p *parser) stmtLine(n int, line string) error {
	// Split after the indent: in "  ; 1:2" the " ; " starts inside it.
	text, pos, _, hasPos := splitPos(line[2:])
	toks, col, err := lexLine(text, 3)
	if err != nil {
		return p.errorf(n, col, "%v", err)
	}
	l := &lexer{toks: toks, p: p, line: n}
	var at Pos
	if hasPos {
		at = parsePos(pos, p.fn.f.Pos.File)
	}
	b := p.fn.cur
	first := l.peek()
	if b.Term != nil {
		return l.errAt(first, "a statement after the block's terminator")
	}
	if first.kind == tIdent {
		switch first.text {
		case "goto", "if", "switch", "return", "unreachable":
			b.Term, err = l.term(at)
			if err != nil {
				return err
			}
			return l.end()
		}
	}
	s, phi, err := l.stmt(at)
	if err != nil {
		return err
	}
	if phi != nil {
		if len(b.Stmts) > 0 {
			return l.errAt(first, "a phi after a statement")
		}
		b.Phis = append(b.Phis, phi)
	} else {
		b.Stmts = append(b.Stmts, s)
	}
	return l.end()
}

// stmt parses a statement or a phi.
func (l *lexer) stmt(at Pos) (Stmt, *Phi, error) {
	t := l.peek()
	if t.kind == tIdent && l.peekAt(1).text == ":" {
		return l.definition(at)
	}
	if a, err := l.annot(); a != nil || err != nil {
		if a != nil {
			a.Pos = at
		}
		return a, nil, err
	}
	l.next()
	switch t.text {
	case "store":
		ev, err := l.asyncMark()
		if err != nil {
			return nil, nil, err
		}
		a, off, err := l.access()
		if err != nil {
			return nil, nil, err
		}
		if err := l.expect("="); err != nil {
			return nil, nil, err
		}
		v, err := l.expr()
		return &Store{Pos: at, Array: a, Off: off, Val: v, Async: ev}, nil, err
	case "async_wait":
		if err := l.expect("("); err != nil {
			return nil, nil, err
		}
		es, err := l.exprList(")")
		return &AsyncWait{Pos: at, Events: es}, nil, err
	case "call":
		c, err := l.call(at)
		return c, nil, err
	case "barrier":
		return l.barrier(at)
	case "havoc":
		v, err := l.varDef()
		return &Havoc{Pos: at, Dst: v}, nil, err
	}
	return nil, nil, l.errAt(t, "expected a statement, found %s", describe(t))
}

// varDef parses "name:T" and defines the variable.
func (l *lexer) varDef() (*Var, error) {
	t, err := l.ident("a variable")
	if err != nil {
		return nil, err
	}
	ty, err := l.typed()
	if err != nil {
		return nil, err
	}
	return l.p.defVar(t, l.line, ty)
}

// definition parses "x:T = rhs": a phi, a load, an atomic, a call or an
// assignment.
func (l *lexer) definition(at Pos) (Stmt, *Phi, error) {
	v, err := l.varDef()
	if err != nil {
		return nil, nil, err
	}
	if err := l.expect("="); err != nil {
		return nil, nil, err
	}
	t, next := l.peek(), l.peekAt(1)
	switch {
	case t.text == "phi" && next.text == "[":
		phi, err := l.phi(at, v)
		return nil, phi, err
	case t.text == "load" && next.kind == tIdent:
		l.next()
		ev, err := l.asyncMark()
		if err != nil {
			return nil, nil, err
		}
		a, off, err := l.access()
		return &Load{Pos: at, Dst: v, Array: a, Off: off, Async: ev}, nil, err
	case t.text == "async_event" && next.text == "(":
		l.next()
		l.next()
		es, err := l.exprList(")")
		if err == nil && len(es) == 0 {
			err = l.errAt(t, "async_event without its join event")
		}
		if err != nil {
			return nil, nil, err
		}
		return &AsyncEvent{Pos: at, Dst: v, Join: es[0], Uniform: es[1:]}, nil, nil
	case t.text == "call" && next.kind == tIdent:
		l.next()
		c, err := l.call(at)
		if c != nil {
			c.Dst = v
		}
		return c, nil, err
	case t.kind == tIdent && next.kind == tIdent:
		op, ok := AtomicOpByName(t.text)
		if !ok || !strings.HasPrefix(t.text, "atomic_") {
			return nil, nil, l.errAt(t, "unknown atomic %q", t.text)
		}
		l.next()
		a, off, err := l.access()
		if err != nil {
			return nil, nil, err
		}
		s := &Atomic{Pos: at, Dst: v, Op: op, Array: a, Off: off}
		for l.is(",") {
			l.next()
			e, err := l.expr()
			if err != nil {
				return nil, nil, err
			}
			s.Args = append(s.Args, e)
		}
		return s, nil, nil
	}
	e, err := l.expr()
	return &Assign{Pos: at, Dst: v, Src: e}, nil, err
}

// phi parses "phi [B1: e1, B2: e2]".
func (l *lexer) phi(at Pos, v *Var) (*Phi, error) {
	l.next()
	l.next()
	phi := &Phi{Pos: at, Dst: v}
	err := l.list("]", func() error {
		b, err := l.blockName()
		if err == nil {
			err = l.expect(":")
		}
		var e Expr
		if err == nil {
			e, err = l.expr()
		}
		phi.In = append(phi.In, PhiIn{Pred: b, Val: e})
		return err
	})
	return phi, err
}

// call parses "f(args)" after "call".
func (l *lexer) call(at Pos) (*Call, error) {
	t, err := l.ident("a function name")
	if err != nil {
		return nil, err
	}
	r := l.p.function(t.text, l.line, t.col)
	if r.defined && r.val.Kernel {
		return nil, l.errAt(t, "call of kernel %q", t.text)
	}
	if err := l.expect("("); err != nil {
		return nil, err
	}
	args, err := l.exprList(")")
	if err != nil {
		return nil, err
	}
	return &Call{Pos: at, Callee: r.val, Args: args}, nil
}

// barrier parses "(local|global)" after "barrier".
func (l *lexer) barrier(at Pos) (Stmt, *Phi, error) {
	s := &Barrier{Pos: at}
	if err := l.expect("("); err != nil {
		return nil, nil, err
	}
	if l.is("flags") {
		l.next()
		e, err := l.expr()
		if err != nil {
			return nil, nil, err
		}
		s.Flags, s.LocalFence, s.GlobalFence = e, true, true
		return s, nil, l.expect(")")
	}
	if l.is("local") {
		l.next()
		s.LocalFence = true
		if l.is("|") {
			l.next()
			if !l.is("global") {
				return nil, nil, l.errAt(l.peek(), `expected "global", found %s`, describe(l.peek()))
			}
		}
	}
	if l.is("global") {
		l.next()
		s.GlobalFence = true
	}
	return s, nil, l.expect(")")
}

// annot parses "kind(args)" if the line starts with an annotation kind
// followed by '(', else returns nil and no error.
func (l *lexer) annot() (*Annot, error) {
	t := l.peek()
	if t.kind != tIdent || l.peekAt(1).text != "(" {
		return nil, nil
	}
	for i, name := range annotKindNames {
		if name != t.text {
			continue
		}
		l.next()
		l.next()
		args, err := l.exprList(")")
		if err != nil {
			return nil, err
		}
		return &Annot{Kind: AnnotKind(i), Args: args}, nil
	}
	return nil, nil
}

// blockName parses a block name and returns the block, made on first use.
func (l *lexer) blockName() (*Block, error) {
	t, err := l.ident("a block name")
	if err != nil {
		return nil, err
	}
	return l.p.block(t, l.line).val, nil
}

// term parses a terminator.
func (l *lexer) term(at Pos) (Term, error) {
	switch l.next().text {
	case "goto":
		b, err := l.blockName()
		return &Jump{Pos: at, Target: b}, err
	case "if":
		c, err := l.expr()
		if err != nil {
			return nil, err
		}
		t := &Branch{Pos: at, Cond: c}
		if err := l.expect("goto"); err != nil {
			return nil, err
		}
		if t.Then, err = l.blockName(); err != nil {
			return nil, err
		}
		if err := l.expect("else"); err != nil {
			return nil, err
		}
		t.Else, err = l.blockName()
		return t, err
	case "switch":
		return l.switchTerm(at)
	case "return":
		if l.peek().kind == tEOF {
			return &Return{Pos: at}, nil
		}
		v, err := l.expr()
		return &Return{Pos: at, Val: v}, err
	}
	return &Unreachable{Pos: at}, nil
}

// switchTerm parses "x [v1: B1, ...] default D" after "switch".
func (l *lexer) switchTerm(at Pos) (Term, error) {
	x, err := l.expr()
	if err != nil {
		return nil, err
	}
	t := &Switch{Pos: at, X: x}
	if err := l.expect("["); err != nil {
		return nil, err
	}
	err = l.list("]", func() error {
		v, err := l.number()
		if err == nil {
			err = l.expect(":")
		}
		var b *Block
		if err == nil {
			b, err = l.blockName()
		}
		t.Cases = append(t.Cases, SwitchCase{Val: v, Target: b})
		return err
	})
	if err != nil {
		return nil, err
	}
	if err := l.expect("default"); err != nil {
		return nil, err
	}
	t.Default, err = l.blockName()
	return t, err
}

// endFunction checks that every name the function used is defined, and
// rebuilds what Print leaves out: the types of __other_int, the variable
// counters of NewVar, the predecessors and the loops.
func (p *parser) endFunction() error {
	fs := p.fn
	if fs == nil {
		return nil
	}
	p.fn = nil
	if r := fs.vars.undefined(); r != nil {
		return p.errorf(r.line, r.col, "undefined variable %q", r.val.Name)
	}
	if r := fs.blocks.undefined(); r != nil {
		return p.errorf(r.line, r.col, "undefined block %q", r.val.Name)
	}
	for _, e := range fs.otherInts {
		e.T = e.Args[0].Type()
	}
	f := fs.f
	f.varSeen = map[string]int{}
	for _, name := range fs.vars.order {
		base, k := splitVarName(name)
		if k+1 > f.varSeen[base] {
			f.varSeen[base] = k + 1
		}
	}
	f.ComputePreds()
	if len(fs.loops) == 0 {
		return nil
	}
	if len(f.Blocks) == 0 {
		// FindLoops needs an entry block to start from.
		return p.errorf(fs.loops[0].line, 3, "a loop in a function without blocks")
	}
	for _, b := range f.Blocks {
		if b.Term == nil {
			return p.errorf(fs.loops[0].line, 3, "loops in a function whose block %s has no terminator", b.Name)
		}
	}
	if err := FindLoops(f); err != nil {
		return p.errorf(fs.loops[0].line, 3, "%v", err)
	}
	for i, ll := range fs.loops {
		want := ""
		if i < len(f.Loops) {
			want = loopString(f.Loops[i])
		}
		if ll.text != want {
			return p.errorf(ll.line, 3, "the loop does not match the control flow (which gives %q)", want)
		}
	}
	if len(f.Loops) > len(fs.loops) {
		return p.errorf(fs.loops[len(fs.loops)-1].line, 3, "missing loop %q", loopString(f.Loops[len(fs.loops)]))
	}
	return nil
}

// splitVarName splits a name NewVar made into its base and counter: "i.2"
// is ("i", 2), "i" is ("i", 0).
func splitVarName(name string) (string, int) {
	i := strings.LastIndexByte(name, '.')
	if i <= 0 || i == len(name)-1 || name[i+1] == '0' {
		return name, 0
	}
	k, err := strconv.Atoi(name[i+1:])
	if err != nil || k <= 0 {
		return name, 0
	}
	return name[:i], k
}

// loopString is the text of a loop line after "loop ".
func loopString(l *Loop) string {
	var names []string
	for _, x := range l.Blocks {
		names = append(names, x.Name)
	}
	return fmt.Sprintf("%s depth %d {%s}", l.Header.Name, l.Depth, strings.Join(names, " "))
}

// asyncMark parses the optional "async(e)" of a group access.
func (l *lexer) asyncMark() (Expr, error) {
	if !l.is("async") || l.peekAt(1).text != "(" {
		return nil, nil
	}
	l.next()
	l.next()
	e, err := l.expr()
	if err != nil {
		return nil, err
	}
	return e, l.expect(")")
}
