package csource

import (
	"fmt"
	"regexp"
	"strings"
)

// Param is one kernel parameter as written in the source. The parser is a
// light scanner over comment-stripped text, good for the kernels bvgen
// tests (it does not expand macros).
type Param struct {
	Index   int
	Name    string
	Type    string // element type of a pointer ("TYPE", "uint"), or the scalar type
	Pointer bool
	Space   string // "global", "local", "constant" or "private" for pointers
	NamePos int    // byte offset of Name in the source
	Text    string // the parameter as written (comments removed, trimmed)
	TextPos int    // byte offset of Text in the source
}

// String renders the parameter like "__global TYPE *in".
func (p Param) String() string {
	if !p.Pointer {
		return p.Type + " " + p.Name
	}
	return fmt.Sprintf("__%s %s *%s", p.Space, p.Type, p.Name)
}

// KernelDecl is a __kernel function found in a source file.
type KernelDecl struct {
	Name      string
	Params    []Param
	BodyStart int // byte offset of the '{' that opens the body
}

var (
	kernelKeyword = regexp.MustCompile(`\b(?:__kernel|kernel)\b`)
	identRE       = regexp.MustCompile(`^[A-Za-z_]\w*`)
)

// Mentions reports whether the source uses the identifier name outside
// comments (bvgen passes -D N=n when the source mentions N and does not
// define it). A name that is not an identifier is never mentioned.
func Mentions(src, name string) bool {
	if !isIdent(name) {
		return false // and no regexp of it: invalid UTF-8 does not compile
	}
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).MatchString(StripComments(src))
}

// FindKernels returns the __kernel functions defined in src, in order.
func FindKernels(src string) ([]KernelDecl, error) {
	s := StripComments(src)
	var out []KernelDecl
	for _, loc := range kernelKeyword.FindAllStringIndex(s, -1) {
		if lineIsDirective(s, loc[0]) {
			continue
		}
		k, ok, err := parseKernelAt(s, loc[1])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", lineCol(src, loc[0]), err)
		}
		if ok {
			out = append(out, k)
		}
	}
	return out, nil
}

// FindKernel returns the kernel called name, or the only kernel in src when
// name is empty.
func FindKernel(src, name string) (*KernelDecl, error) {
	ks, err := FindKernels(src)
	if err != nil {
		return nil, err
	}
	if len(ks) == 0 {
		return nil, fmt.Errorf("no __kernel function found in the source")
	}
	var names []string
	for i := range ks {
		if ks[i].Name == name {
			return &ks[i], nil
		}
		names = append(names, ks[i].Name)
	}
	if name == "" {
		if len(ks) == 1 {
			return &ks[0], nil
		}
		return nil, fmt.Errorf("the source defines %d kernels (%s): name the one to run", len(ks), strings.Join(names, ", "))
	}
	return nil, fmt.Errorf("no kernel %q in the source (it defines %s)", name, strings.Join(names, ", "))
}

// lineIsDirective reports whether offset i lies on a preprocessor line.
func lineIsDirective(s string, i int) bool {
	start := strings.LastIndexByte(s[:i], '\n') + 1
	return strings.HasPrefix(strings.TrimSpace(s[start:i]), "#")
}

// lineCol renders "line L:C" for a byte offset.
func lineCol(src string, i int) string {
	line := strings.Count(src[:i], "\n") + 1
	col := i - strings.LastIndexByte(src[:i], '\n')
	return fmt.Sprintf("line %d:%d", line, col)
}

// skipParens skips a balanced (...) group starting at s[i] == '('; it
// returns the offset after the closing paren, or -1.
func skipParens(s string, i int) int {
	depth := 0
	for ; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return -1
}

// skipAttributes skips whitespace and __attribute__((...)) groups.
func skipAttributes(s string, i int) int {
	for {
		i = SkipSpace(s, i)
		if !strings.HasPrefix(s[i:], "__attribute__") {
			return i
		}
		j := SkipSpace(s, i+len("__attribute__"))
		if j >= len(s) || s[j] != '(' {
			return i
		}
		if j = skipParens(s, j); j < 0 {
			return i
		}
		i = j
	}
}

// parseKernelAt parses "[attrs] void name(params) [attrs] {" after the
// kernel keyword. ok is false for a prototype without a body or for text
// that is not a kernel definition.
func parseKernelAt(s string, i int) (KernelDecl, bool, error) {
	i = skipAttributes(s, i)
	if !strings.HasPrefix(s[i:], "void") {
		return KernelDecl{}, false, nil
	}
	i = skipAttributes(s, i+len("void"))
	name := identRE.FindString(s[i:])
	if name == "" {
		return KernelDecl{}, false, nil
	}
	i = SkipSpace(s, i+len(name))
	if i >= len(s) || s[i] != '(' {
		return KernelDecl{}, false, nil
	}
	end := skipParens(s, i)
	if end < 0 {
		return KernelDecl{}, false, fmt.Errorf("kernel %s: unbalanced parentheses in the parameter list", name)
	}
	params, err := parseParams(s, i+1, end-1)
	if err != nil {
		return KernelDecl{}, false, fmt.Errorf("kernel %s: %w", name, err)
	}
	j := skipAttributes(s, end)
	if j >= len(s) || s[j] != '{' {
		return KernelDecl{}, false, nil // a prototype
	}
	return KernelDecl{Name: name, Params: params, BodyStart: j}, true, nil
}

var paramToken = regexp.MustCompile(`[A-Za-z_]\w*|\*|\[[^\]]*\]`)

// parseParams splits s[from:to] at top-level commas and parses each
// parameter.
func parseParams(s string, from, to int) ([]Param, error) {
	var params []Param
	depth, start := 0, from
	flush := func(end int) error {
		text := s[start:end]
		if strings.TrimSpace(text) == "" || strings.TrimSpace(text) == "void" {
			return nil
		}
		p, err := parseParam(text, start)
		if err != nil {
			return err
		}
		p.Index = len(params)
		params = append(params, p)
		return nil
	}
	for i := from; i < to; i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				if err := flush(i); err != nil {
					return nil, err
				}
				start = i + 1
			}
		}
	}
	if err := flush(to); err != nil {
		return nil, err
	}
	return params, nil
}

func parseParam(text string, offset int) (Param, error) {
	var p Param
	var typ []string
	nameAt := -1
	for _, loc := range paramToken.FindAllStringIndex(text, -1) {
		tok := text[loc[0]:loc[1]]
		switch tok {
		case "*":
			p.Pointer = true
		case "__global", "global":
			p.Space = "global"
		case "__local", "local":
			p.Space = "local"
		case "__constant", "constant":
			p.Space = "constant"
		case "__private", "private":
			p.Space = "private"
		case "const", "volatile", "restrict", "__restrict", "__read_only", "read_only",
			"__write_only", "write_only":
		default:
			if tok[0] == '[' {
				p.Pointer = true
				continue
			}
			typ = append(typ, tok)
			nameAt = offset + loc[0]
		}
	}
	if len(typ) < 2 {
		return p, fmt.Errorf("cannot parse parameter %q", strings.TrimSpace(text))
	}
	p.Name = typ[len(typ)-1]
	p.NamePos = nameAt
	trimmed := strings.TrimLeft(text, " \t\r\n\f\v")
	p.TextPos = offset + len(text) - len(trimmed)
	p.Text = strings.TrimSpace(trimmed)
	p.Type = strings.Join(typ[:len(typ)-1], " ")
	if p.Pointer && p.Space == "" {
		p.Space = "private"
	}
	if !p.Pointer {
		p.Space = ""
	}
	return p, nil
}

// ScalarSize is the size in bytes of an OpenCL C scalar type ("uint",
// "unsigned long", ...); ok is false for other types.
func ScalarSize(typ string) (size int, ok bool) {
	size, ok = scalarSizes[typ]
	return size, ok
}

// scalarSizes are the sizes of OpenCL C scalar types.
var scalarSizes = map[string]int{
	"char": 1, "uchar": 1, "unsigned char": 1, "bool": 1,
	"short": 2, "ushort": 2, "unsigned short": 2, "half": 2,
	"int": 4, "uint": 4, "unsigned int": 4, "unsigned": 4, "float": 4,
	"long": 8, "ulong": 8, "unsigned long": 8, "double": 8, "size_t": 8,
}
