package advice

import (
	"strings"

	"github.com/bvgen/bvgen/csource"
)

// frame is an open block or controlled statement while scanning a body.
type frame struct {
	cond   string // the condition that controls it ("" for a plain block)
	line   int    // the line of its keyword
	braced bool   // ends at its '}', else at the end of one statement
}

// Condition names the innermost condition under which the statement at
// off (a byte offset in src) runs: the condition of the if, while or for
// whose body holds it (an else branch's is the negation), with the line of
// its keyword. ok is false when no condition controls it or the text is
// not understood (a do-while body, a switch, unbalanced text).
func Condition(src string, off int) (cond string, line int, ok bool) {
	funcs, err := csource.FindFuncs(src)
	if err != nil {
		return "", 0, false
	}
	for _, f := range funcs {
		if off > f.Open && off < f.Close {
			return condition(src, f.Open+1, off)
		}
	}
	return "", 0, false
}

// condition scans the body from start to off, keeping the stack of
// controlled blocks and statements open at off.
func condition(src string, start, off int) (string, int, bool) {
	var stack []frame
	lastIf := frame{}
	// pending is a control header read, waiting for its body.
	var pending *frame
	for pos := start; ; {
		tokStart := csource.Skip(src, pos)
		tok, end := csource.Token(src, pos)
		if tok == "" || tokStart >= off {
			break
		}
		if pending != nil && tok != "{" && tok != ";" {
			// The controlled statement starts (an unbraced body).
			stack, pending = append(stack, *pending), nil
		}
		switch tok {
		case "if", "while", "for":
			head, after, ok := header(src, end)
			if !ok {
				return "", 0, false
			}
			if tok == "for" {
				if parts := strings.Split(head, ";"); len(parts) == 3 {
					head = strings.TrimSpace(parts[1])
				}
			}
			pending, end = &frame{cond: norm(head), line: lineOf(src, tokStart)}, after
		case "else":
			pending = &frame{cond: "!(" + lastIf.cond + ")", line: lineOf(src, tokStart)}
			if lastIf.cond == "" {
				pending.cond = ""
			}
		case "do", "switch", "case", "goto":
			return "", 0, false
		case "{":
			f := frame{braced: true}
			if pending != nil {
				f, pending = *pending, nil
				f.braced = true
			}
			stack = append(stack, f)
		case "}":
			for len(stack) > 0 {
				f := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if f.braced {
					lastIf = f
					break
				}
			}
			stack = popStatements(stack, &lastIf)
		case ";":
			if pending != nil { // an empty body: `while (c);`
				pending = nil
				continue
			}
			stack = popStatements(stack, &lastIf)
		}
		pos = end
	}
	if pending != nil {
		stack = append(stack, *pending)
	}
	for i := len(stack) - 1; i >= 0; i-- {
		if stack[i].cond != "" {
			return stack[i].cond, stack[i].line, true
		}
	}
	return "", 0, false
}

// popStatements ends the unbraced controlled statements on top of the
// stack: a statement just ended, and with it each of them.
func popStatements(stack []frame, lastIf *frame) []frame {
	for len(stack) > 0 && !stack[len(stack)-1].braced {
		*lastIf = stack[len(stack)-1]
		stack = stack[:len(stack)-1]
	}
	return stack
}

// header reads the parenthesised header that follows a control keyword
// (end is just after the keyword): its text and the offset after ')'.
func header(src string, end int) (string, int, bool) {
	tok, pos := csource.Token(src, end)
	if tok != "(" {
		return "", 0, false
	}
	open, depth := pos, 1
	for depth > 0 {
		var t string
		t, pos = csource.Token(src, pos)
		switch t {
		case "":
			return "", 0, false
		case "(":
			depth++
		case ")":
			depth--
		}
	}
	return src[open : pos-1], pos, true
}

// norm is a condition on one line, its white space collapsed.
func norm(s string) string { return strings.Join(strings.Fields(s), " ") }

// lineOf is the 1-based line of a byte offset.
func lineOf(src string, off int) int { return strings.Count(src[:off], "\n") + 1 }
