package ir

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Parse reads the text form that Print writes and rebuilds the module, so
// that Print(Parse(Print(m))) == Print(m). name is used in error messages,
// which are *ParseError values carrying the line and column of the text.
//
// What Print does not write is rebuilt the way the frontend makes it: the
// kind of each array (declared, private, kernel or helper parameter), the
// positions of parameters and of their arrays (the function's), the byte
// offset variable "p.off" of a helper's pointer parameter p, the type of a
// specification function (__other_int has its argument's type,
// __read_offset_bytes and __write_offset_bytes i32, the others bool), the
// predecessors of each block, and the loops, which FindLoops recomputes and
// which must match the printed loop lines. The source spelling of an
// element type (Array.TypeName) survives only where Print writes it, for
// elements without an IR type.
func Parse(name, text string) (*Module, error) {
	p := &parser{name: name, arrays: map[string]*Array{}}
	lines := strings.Split(text, "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "; module ") {
		return nil, &ParseError{Name: name, Line: 1, Col: 1, Msg: `expected "; module FILE"`}
	}
	p.m = &Module{File: strings.TrimPrefix(lines[0], "; module ")}
	for i, line := range lines[1:] {
		if err := p.line(i+2, line); err != nil {
			return nil, err
		}
	}
	if err := p.endFunction(); err != nil {
		return nil, err
	}
	if r := p.funcs.undefined(); r != nil {
		return nil, &ParseError{Name: name, Line: r.line, Col: r.col, Msg: fmt.Sprintf("call of undefined function %q", r.val.Name)}
	}
	return p.m, nil
}

// parser holds the state of one Parse.
type parser struct {
	name   string
	m      *Module
	funcs  names[*Function]
	arrays map[string]*Array // the module's arrays
	fn     *funcState        // the function being parsed, or nil
}

// named is a function, variable or block, defined or so far only used.
type named[T any] struct {
	val       T
	defined   bool
	line, col int // of the first use
}

// names is a table of named things in the order of their first use.
type names[T any] struct {
	m     map[string]*named[T]
	order []string
}

// use returns the entry of name, made with val on first use at line:col.
func (n *names[T]) use(name string, line, col int, val func() T) *named[T] {
	r := n.m[name]
	if r == nil {
		if n.m == nil {
			n.m = map[string]*named[T]{}
		}
		r = &named[T]{val: val(), line: line, col: col}
		n.m[name] = r
		n.order = append(n.order, name)
	}
	return r
}

// undefined returns the first used entry never defined, or nil.
func (n *names[T]) undefined() *named[T] {
	for _, name := range n.order {
		if r := n.m[name]; !r.defined {
			return r
		}
	}
	return nil
}

// funcState is the state of the function being parsed.
type funcState struct {
	f         *Function
	vars      names[*Var]
	blocks    names[*Block]
	arrays    map[string]*Array // parameters' and private arrays
	cur       *Block
	loops     []loopLine
	otherInts []*AnnotExpr
}

// loopLine is a printed "loop H depth D {B ...}" line.
type loopLine struct {
	line int
	text string
}

func (p *parser) errorf(line, col int, format string, args ...any) error {
	return &ParseError{Name: p.name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// line parses one line of the module (n is its 1-based number).
func (p *parser) line(n int, line string) error {
	switch {
	case line == "":
		return nil
	case strings.HasPrefix(line, "func ") || strings.HasPrefix(line, "kernel "):
		if err := p.endFunction(); err != nil {
			return err
		}
		return p.header(n, line)
	case strings.HasPrefix(line, "array "):
		if p.fn != nil {
			return p.errorf(n, 1, "a module array after the first function")
		}
		a, err := p.arrayDecl(n, 7, line[6:])
		if err != nil {
			return err
		}
		a.Kind = ArrayDecl
		if p.arrays[a.Name] != nil {
			return p.errorf(n, 7, "array %q declared twice", a.Name)
		}
		p.arrays[a.Name] = a
		p.m.Arrays = append(p.m.Arrays, a)
		return nil
	case p.fn == nil:
		return p.axiom(n, line)
	case strings.HasPrefix(line, "  array ") && p.fn.cur == nil:
		a, err := p.arrayDecl(n, 9, line[8:])
		if err != nil {
			return err
		}
		a.Kind = ArrayPrivate
		if p.fn.arrays[a.Name] != nil {
			return p.errorf(n, 9, "array %q declared twice", a.Name)
		}
		p.fn.arrays[a.Name] = a
		p.fn.f.Arrays = append(p.fn.f.Arrays, a)
		return nil
	case strings.HasPrefix(line, "  loop ") && p.fn.cur == nil:
		p.fn.loops = append(p.fn.loops, loopLine{line: n, text: line[7:]})
		return nil
	case strings.HasPrefix(line, "  "):
		if p.fn.cur == nil {
			return p.errorf(n, 3, "a statement outside a block")
		}
		return p.stmtLine(n, line)
	case strings.HasSuffix(line, ":"):
		return p.label(n, line[:len(line)-1])
	}
	return p.errorf(n, 1, "expected a function, an array, a block label or a statement")
}

// splitPos splits " ; position" off a line.
func splitPos(line string) (text, pos string, posCol int, ok bool) {
	i := strings.Index(line, " ; ")
	if i < 0 {
		return line, "", 0, false
	}
	return line[:i], line[i+3:], i + 4, true
}

var (
	relPosRE  = regexp.MustCompile(`^(\d+):(\d+)$`)
	fullPosRE = regexp.MustCompile(`^(.*?)(?::(\d+))?(?::(\d+))?$`)
)

// parsePos reads a position as Pos.String writes it, or as posSuffix writes
// it relative to file.
func parsePos(s, file string) Pos {
	if m := relPosRE.FindStringSubmatch(s); m != nil {
		l, _ := strconv.Atoi(m[1])
		c, _ := strconv.Atoi(m[2])
		return Pos{File: file, Line: l, Col: c}
	}
	return fullPos(s)
}

// fullPos reads a position as Pos.String writes it.
func fullPos(s string) Pos {
	m := fullPosRE.FindStringSubmatch(s)
	pos := Pos{File: m[1]}
	pos.Line, _ = strconv.Atoi(m[2])
	pos.Col, _ = strconv.Atoi(m[3])
	return pos
}

// axiom parses a file-level "axiom(e) ; pos".
func (p *parser) axiom(n int, line string) error {
	text, pos, _, _ := splitPos(line)
	toks, col, err := lexLine(text, 1)
	if err != nil {
		return p.errorf(n, col, "%v", err)
	}
	l := &lexer{toks: toks, p: p, line: n}
	t := l.peek()
	a, err := l.annot()
	if err != nil {
		return err
	}
	if a == nil || a.Kind != AnnotAxiom {
		return l.errAt(t, "expected an axiom, an array or a function")
	}
	if err := l.end(); err != nil {
		return err
	}
	if pos != "" {
		a.Pos = parsePos(pos, p.m.File)
	}
	p.m.Axioms = append(p.m.Axioms, a)
	return nil
}

var (
	arrayDeclRE = regexp.MustCompile(`^(\S+) (.+) ([^ \[]+)((?:\[\d+\])+|\[\*\]) \((\d+)-byte elements\)$`)
	ptrParamRE  = regexp.MustCompile(`^(\S+) (.+) \*([^ ]+)(?: \((\d+)-byte elements\))?$`)
	dimRE       = regexp.MustCompile(`\d+`)
)

// arrayDecl parses "space elem name[4][8] (4-byte elements) ; pos", which
// starts at column col.
func (p *parser) arrayDecl(n, col int, line string) (*Array, error) {
	text, pos, _, _ := splitPos(line)
	m := arrayDeclRE.FindStringSubmatch(text)
	if m == nil {
		return nil, p.errorf(n, col, `expected "SPACE TYPE NAME[N] (N-byte elements)"`)
	}
	space, ok := spaceByName(m[1])
	if !ok {
		return nil, p.errorf(n, col, "unknown address space %q", m[1])
	}
	a := &Array{Name: m[3], Space: space, Pos: fullPos(pos)}
	setElem(a, m[2])
	a.ElemBytes, _ = strconv.Atoi(m[5])
	if m[4] != "[*]" {
		a.Dims = []int{}
		for _, d := range dimRE.FindAllString(m[4], -1) {
			v, _ := strconv.Atoi(d)
			a.Dims = append(a.Dims, v)
		}
	}
	return a, nil
}

// setElem sets the element type of a from its printed name.
func setElem(a *Array, name string) {
	if t, ok := typeByName(name); ok {
		a.Elem = t
	} else if name != "aggregate" {
		a.TypeName = name
	}
}

// spaceByName maps an address space's printed name to the space.
func spaceByName(s string) (AddrSpace, bool) {
	for _, sp := range []AddrSpace{Private, Global, Constant, Local} {
		if sp.String() == s {
			return sp, true
		}
	}
	if strings.HasPrefix(s, "addrspace(") && strings.HasSuffix(s, ")") {
		v, err := strconv.Atoi(s[len("addrspace(") : len(s)-1])
		return AddrSpace(v), err == nil
	}
	return 0, false
}

// array resolves an array name: the function's parameters and private
// arrays first, then the module's.
func (p *parser) array(name string) *Array {
	if p.fn != nil {
		if a := p.fn.arrays[name]; a != nil {
			return a
		}
	}
	return p.arrays[name]
}

// function returns the function called name, made on first use.
func (p *parser) function(name string, line, col int) *named[*Function] {
	return p.funcs.use(name, line, col, func() *Function { return &Function{Name: name} })
}

// useVar returns the variable named by t, made on first use.
func (p *parser) useVar(t token, line int) *Var {
	return p.fn.vars.use(t.text, line, t.col, func() *Var { return &Var{Name: t.text} }).val
}

// defVar defines the variable named by t with type ty.
func (p *parser) defVar(t token, line int, ty Type) (*Var, error) {
	r := p.fn.vars.use(t.text, line, t.col, func() *Var { return &Var{Name: t.text} })
	if r.defined {
		return nil, p.errorf(line, t.col, "variable %q defined twice", t.text)
	}
	r.defined = true
	r.val.T = ty
	return r.val, nil
}

// block returns the block named by t, made on first use.
func (p *parser) block(t token, line int) *named[*Block] {
	return p.fn.blocks.use(t.text, line, t.col, func() *Block { return &Block{Name: t.text} })
}

// label starts the block name.
func (p *parser) label(n int, name string) error {
	if p.fn == nil {
		return p.errorf(n, 1, "a block label outside a function")
	}
	if name == "" || strings.ContainsAny(name, " :") {
		return p.errorf(n, 1, "bad block label %q", name)
	}
	r := p.block(token{text: name, col: 1}, n)
	if r.defined {
		return p.errorf(n, 1, "block %q defined twice", name)
	}
	r.defined = true
	p.fn.f.Blocks = append(p.fn.f.Blocks, r.val)
	p.fn.cur = r.val
	return nil
}
