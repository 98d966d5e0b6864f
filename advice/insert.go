package advice

import (
	"strings"

	"github.com/bvgen/bvgen/csource"
)

// StatementStart is the byte offset of the statement that starts line
// (1-based) of src, where a statement such as a barrier can be inserted
// before it without changing what it belongs to: the line's first token
// must begin a statement of a function body (the token before it ends a
// statement or opens a block) outside any parentheses, and be neither an
// else, a case label nor a brace. ok is false otherwise (the line
// continues a statement, or is not in a function).
func StatementStart(src string, line int) (int, bool) {
	lineStart := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(src[lineStart:], '\n')
		if i < 0 {
			return 0, false
		}
		lineStart += i + 1
	}
	lineEnd := len(src)
	if i := strings.IndexByte(src[lineStart:], '\n'); i >= 0 {
		lineEnd = lineStart + i
	}
	first := csource.Skip(src, lineStart)
	if first >= lineEnd {
		return 0, false
	}
	tok, _ := csource.Token(src, first)
	switch tok {
	case "else", "case", "default", "{", "}", "":
		return 0, false
	}
	funcs, err := csource.FindFuncs(src)
	if err != nil {
		return 0, false
	}
	for _, f := range funcs {
		if first > f.Open && first < f.Close {
			prev, depth := "", 0
			for pos := f.Open + 1; ; {
				start := csource.Skip(src, pos)
				t, end := csource.Token(src, pos)
				if t == "" || start >= first {
					break
				}
				switch t {
				case "(":
					depth++
				case ")":
					depth--
				}
				prev, pos = t, end
			}
			ok := depth == 0 && (prev == "" || prev == ";" || prev == "{" || prev == "}")
			return first, ok
		}
	}
	return 0, false
}

// BodyStart is the offset just after the '{' that opens the body of the
// kernel called name (the only kernel when name is ""), where a
// precondition call can be inserted on the same line.
func BodyStart(src, name string) (int, bool) {
	k, err := csource.FindKernel(src, name)
	if err != nil {
		return 0, false
	}
	return k.BodyStart + 1, true
}
