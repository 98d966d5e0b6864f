package ir

import (
	"fmt"
	"strings"
)

// ParseError is a syntax or name error in IR text, at a 1-based line and
// column of the text given to Parse.
type ParseError struct {
	Name      string // the name given to Parse
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.Name, e.Line, e.Col, e.Msg)
}

// tokKind is the kind of a token of one line of IR text.
type tokKind int

const (
	tEOF    tokKind = iota
	tIdent          // a name: letters, digits, '_', '.', '$'
	tNum            // a decimal or 0x hexadecimal number
	tGlobal         // "@name", an uninterpreted function
	tPunct          // an operator or punctuation, e.g. "(", ">=u", "=="
)

// token is one token of a line; col is its 1-based column and spaced says
// whether white space precedes it (a Read "A[off]" has none before '[').
type token struct {
	kind   tokKind
	text   string
	col    int
	spaced bool
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isIdentChar(c byte) bool {
	return isIdentStart(c) || c == '.' || c >= '0' && c <= '9'
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// lexLine splits text (which starts at column col0 of its line) into tokens.
// It returns the column of an unexpected character as an error.
func lexLine(text string, col0 int) ([]token, int, error) {
	var toks []token
	spaced := true
	for i := 0; i < len(text); {
		c := text[i]
		if c == ' ' || c == '\t' {
			spaced = true
			i++
			continue
		}
		start := i
		kind := tPunct
		switch {
		case isIdentStart(c):
			kind = tIdent
			for i < len(text) && isIdentChar(text[i]) {
				i++
			}
		case c >= '0' && c <= '9':
			kind = tNum
			i++
			if c == '0' && i < len(text) && (text[i] == 'x' || text[i] == 'X') {
				i++
			}
			for i < len(text) && isHexDigit(text[i]) {
				i++
			}
		case c == '@':
			kind = tGlobal
			i++
			for i < len(text) && isIdentChar(text[i]) {
				i++
			}
			if i == start+1 {
				return nil, col0 + start, fmt.Errorf("expected a function name after '@'")
			}
		default:
			n := punctLen(text[i:])
			if n == 0 {
				return nil, col0 + start, fmt.Errorf("unexpected character %q", c)
			}
			i += n
		}
		toks = append(toks, token{kind: kind, text: text[start:i], col: col0 + start, spaced: spaced})
		spaced = false
	}
	toks = append(toks, token{kind: tEOF, col: col0 + len(text), spaced: spaced})
	return toks, 0, nil
}

// punctLen returns the length of the operator or punctuation that s starts
// with, or 0. Division, remainder, shifts and comparisons carry their
// signedness as a 'u' or 's' suffix.
func punctLen(s string) int {
	signed := func(n int) int {
		if n < len(s) && (s[n] == 'u' || s[n] == 's') {
			return n + 1
		}
		return 0
	}
	switch s[0] {
	case '(', ')', '[', ']', '{', '}', ',', ':', '?', '&', '|', '^', '+', '-', '*', '~':
		return 1
	case '=', '!':
		if strings.HasPrefix(s[1:], "=") {
			return 2
		}
		return 1
	case '/', '%':
		return signed(1)
	case '<':
		switch {
		case strings.HasPrefix(s, "<<"):
			return 2
		case strings.HasPrefix(s, "<="):
			return signed(2)
		}
		return signed(1)
	case '>':
		switch {
		case strings.HasPrefix(s, ">>"):
			return signed(2)
		case strings.HasPrefix(s, ">="):
			return signed(2)
		}
		return signed(1)
	}
	return 0
}

// lexer walks the tokens of one line.
type lexer struct {
	toks []token
	i    int
	p    *parser
	line int
}

func (l *lexer) peek() token { return l.toks[l.i] }

func (l *lexer) peekAt(n int) token {
	if l.i+n < len(l.toks) {
		return l.toks[l.i+n]
	}
	return l.toks[len(l.toks)-1]
}

func (l *lexer) next() token {
	t := l.toks[l.i]
	if t.kind != tEOF {
		l.i++
	}
	return t
}

// is reports whether the next token is the punctuation or keyword text.
func (l *lexer) is(text string) bool {
	t := l.peek()
	return (t.kind == tPunct || t.kind == tIdent) && t.text == text
}

// errAt is a ParseError at token t.
func (l *lexer) errAt(t token, format string, args ...any) error {
	return &ParseError{Name: l.p.name, Line: l.line, Col: t.col, Msg: fmt.Sprintf(format, args...)}
}

// expect consumes the punctuation or keyword text.
func (l *lexer) expect(text string) error {
	t := l.peek()
	if !l.is(text) {
		return l.errAt(t, "expected %q, found %s", text, describe(t))
	}
	l.next()
	return nil
}

// ident consumes a name.
func (l *lexer) ident(what string) (token, error) {
	t := l.peek()
	if t.kind != tIdent {
		return t, l.errAt(t, "expected %s, found %s", what, describe(t))
	}
	return l.next(), nil
}

// end requires that the line has no more tokens.
func (l *lexer) end() error {
	if t := l.peek(); t.kind != tEOF {
		return l.errAt(t, "unexpected %s", describe(t))
	}
	return nil
}

func describe(t token) string {
	if t.kind == tEOF {
		return "end of line"
	}
	return fmt.Sprintf("%q", t.text)
}
