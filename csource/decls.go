package csource

import (
	"fmt"
	"strings"
)

// Span is a byte range [Start, End) of a source text.
type Span struct{ Start, End int }

// Decl is one declarator of a variable declared in a function body with a
// given type name, as written (macros are not expanded): `__local TYPE
// s[N], t;` gives two. Package interval rewrites these declarations so
// that the interval test never reads memory the kernel did not write
// (POPL14 §6 runs the test on the device; an undefined read would let the
// device compiler pick the value).
type Decl struct {
	Func    string // the enclosing function
	Kernel  bool   // the function is a __kernel
	Name    string
	Local   bool     // declared __local (else private)
	Dims    []string // array dimensions as written, outermost first; nil for a scalar
	Pointer bool     // a pointer declarator (`TYPE *p`): not a variable of the type
	Init    bool     // it has an initialiser
	Stmt    Span     // the whole declaration statement, first token to ';' inclusive
	NameEnd int      // just after the declarator's name and dimensions (where " = init" goes)
	NamePos int
	Depth   int  // brace depth inside the function body: 1 at function scope
	ForInit bool // declared in the init clause of a for
	// Directive is true when a preprocessor line lies inside the function
	// body before the statement's end (a declaration under #if cannot be
	// moved safely).
	Directive bool
	Line      int // 1-based line of the name
}

// FuncBody is a function definition's body.
type FuncBody struct {
	Name        string
	Kernel      bool
	Open, Close int // offsets of the body's '{' and '}'
}

// tok is a token with its offsets.
type tok struct {
	s          string
	start, end int
}

func tokens(src string) []tok {
	var out []tok
	for off := 0; ; {
		start := Skip(src, off)
		s, end := Token(src, start)
		if s == "" {
			return out
		}
		out = append(out, tok{s, start, end})
		off = end
	}
}

// FindFuncs returns the function definitions of src in order: a '{' at
// file scope whose preceding tokens end with a parameter list (and
// optional attributes).
func FindFuncs(src string) ([]FuncBody, error) {
	ts := tokens(src)
	var out []FuncBody
	depth, stmtFrom := 0, 0
	for i := 0; i < len(ts); i++ {
		switch ts[i].s {
		case "{":
			if depth == 0 {
				if name, ok := funcName(ts[stmtFrom:i]); ok {
					end := matchBrace(ts, i)
					if end < 0 {
						return nil, fmt.Errorf("%s: function %s: unbalanced braces", lineCol(src, ts[i].start), name)
					}
					out = append(out, FuncBody{Name: name, Kernel: hasKernelKeyword(ts[stmtFrom:i]), Open: ts[i].start, Close: ts[end].start})
					i, stmtFrom = end, end+1
					continue
				}
			}
			depth++
		case "}":
			depth--
			if depth == 0 {
				stmtFrom = i + 1
			}
		case ";":
			if depth == 0 {
				stmtFrom = i + 1
			}
		}
	}
	return out, nil
}

func hasKernelKeyword(ts []tok) bool {
	for _, t := range ts {
		if t.s == "__kernel" || t.s == "kernel" {
			return true
		}
	}
	return false
}

// funcName finds the name of a function whose header is ts (the tokens
// before its body): the identifier before the parameter list, after
// trailing __attribute__ groups are dropped.
func funcName(ts []tok) (string, bool) {
	for {
		n := len(ts)
		if n == 0 || ts[n-1].s != ")" {
			return "", false
		}
		open := matchParenBack(ts, n-1)
		if open < 1 {
			return "", false
		}
		// `__attribute__ ((...))`: the group's first '(' follows the keyword.
		if open >= 2 && ts[open-1].s == "(" && ts[open-2].s == "__attribute__" {
			ts = ts[:open-2]
			continue
		}
		if ts[open-1].s == "__attribute__" {
			ts = ts[:open-1]
			continue
		}
		name := ts[open-1].s
		if !isIdent(name) {
			return "", false
		}
		return name, true
	}
}

func isIdent(s string) bool {
	return s != "" && identRE.FindString(s) == s && !(s[0] >= '0' && s[0] <= '9')
}

// matchParenBack returns the index of the '(' matching the ')' at ts[i].
func matchParenBack(ts []tok, i int) int {
	depth := 0
	for ; i >= 0; i-- {
		switch ts[i].s {
		case ")":
			depth++
		case "(":
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// matchBrace returns the index of the '}' matching the '{' at ts[i].
func matchBrace(ts []tok, i int) int {
	depth := 0
	for ; i < len(ts); i++ {
		switch ts[i].s {
		case "{":
			depth++
		case "}":
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// declQualifiers may precede the type name of a declaration.
var declQualifiers = map[string]bool{
	"__local": true, "local": true, "__private": true, "private": true,
	"const": true, "volatile": true, "register": true,
}

// FindDecls returns every declarator of a variable declared with type name
// typeName (e.g. "TYPE") at the start of a statement in a function body
// of src, in source order.
func FindDecls(src, typeName string) ([]Decl, error) {
	funcs, err := FindFuncs(src)
	if err != nil {
		return nil, err
	}
	var out []Decl
	for _, f := range funcs {
		ds, err := findDeclsIn(src, f, typeName)
		if err != nil {
			return nil, err
		}
		out = append(out, ds...)
	}
	return out, nil
}

func findDeclsIn(src string, f FuncBody, typeName string) ([]Decl, error) {
	var ts []tok
	for _, t := range tokens(src[:f.Close+1]) {
		if t.start > f.Open && t.start < f.Close {
			ts = append(ts, t)
		}
	}
	var out []Decl
	depth, paren := 1, 0
	start, forInit := true, false
	for i := 0; i < len(ts); i++ {
		if start && paren <= 1 {
			if ds, end, ok := parseDecl(src, ts, i, typeName); ok {
				for k := range ds {
					ds[k].Func, ds[k].Kernel, ds[k].Depth, ds[k].ForInit = f.Name, f.Kernel, depth, forInit
					ds[k].Directive = hasDirective(src, f.Open, ds[k].Stmt.End)
				}
				out = append(out, ds...)
				i = end
				start, forInit = true, false
				if paren == 1 {
					start = false // the rest of a for header
				}
				continue
			}
		}
		start, forInit = false, false
		switch ts[i].s {
		case "{":
			depth++
			start = true
		case "}":
			depth--
			start = true
		case ";":
			start = paren == 0
		case "(":
			paren++
			if i > 0 && ts[i-1].s == "for" && paren == 1 {
				start, forInit = true, true
			}
		case ")":
			paren--
		}
	}
	return out, nil
}

// parseDecl parses a declaration starting at ts[i] whose type name is
// typeName, up to its ';'. It returns the declarators and the index of
// the ';'.
func parseDecl(src string, ts []tok, i int, typeName string) ([]Decl, int, bool) {
	first, local := i, false
	for ; i < len(ts); i++ {
		switch {
		case ts[i].s == "__local" || ts[i].s == "local":
			local = true
		case declQualifiers[ts[i].s]:
		case ts[i].s == "__attribute__":
			if i = skipGroup(ts, i+1); i < 0 {
				return nil, 0, false
			}
			i-- // the loop's i++
		default:
			goto typ
		}
	}
typ:
	if i >= len(ts) || ts[i].s != typeName {
		return nil, 0, false
	}
	var out []Decl
	for i++; i < len(ts); {
		d := Decl{Local: local}
		for i < len(ts) && ts[i].s == "*" {
			d.Pointer = true
			i++
		}
		if i >= len(ts) || !isIdent(ts[i].s) {
			return nil, 0, false // not a declaration we understand (a function pointer, a cast)
		}
		d.Name, d.NamePos, d.Line = ts[i].s, ts[i].start, strings.Count(src[:ts[i].start], "\n")+1
		d.NameEnd = ts[i].end
		for i++; i < len(ts) && ts[i].s == "["; {
			close := skipGroup(ts, i)
			if close < 0 {
				return nil, 0, false
			}
			d.Dims = append(d.Dims, strings.TrimSpace(src[ts[i].end:ts[close-1].start]))
			d.NameEnd = ts[close-1].end
			i = close
		}
		if i < len(ts) && ts[i].s == "__attribute__" {
			if i = skipGroup(ts, i+1); i < 0 {
				return nil, 0, false
			}
		}
		if i < len(ts) && ts[i].s == "=" {
			d.Init = true
			i = skipInit(ts, i+1)
		}
		if i >= len(ts) {
			return nil, 0, false
		}
		out = append(out, d)
		switch ts[i].s {
		case ",":
			i++
		case ";":
			for k := range out {
				out[k].Stmt = Span{ts[first].start, ts[i].end}
			}
			return out, i, true
		default:
			return nil, 0, false
		}
	}
	return nil, 0, false
}

// skipGroup skips the bracketed group opening at ts[i] ('(', '[' or '{')
// and returns the index after its closing bracket, or -1.
func skipGroup(ts []tok, i int) int {
	if i >= len(ts) {
		return -1
	}
	depth := 0
	for ; i < len(ts); i++ {
		switch ts[i].s {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return -1
}

// skipInit skips an initialiser: up to the ',' or ';' at bracket depth 0.
func skipInit(ts []tok, i int) int {
	depth := 0
	for ; i < len(ts); i++ {
		switch ts[i].s {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case ",", ";":
			if depth == 0 {
				return i
			}
		}
	}
	return i
}

// hasDirective reports whether a preprocessor line starts in src[from:to].
func hasDirective(src string, from, to int) bool {
	for _, line := range strings.Split(StripComments(src)[from:to], "\n")[1:] {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			return true
		}
	}
	return false
}
