package frontend

import (
	"errors"
	"unicode"
)

// scanner finds the places in C source where pragmas put their calls. It
// knows just enough C to skip whitespace, comments, string and character
// literals and preprocessor lines.
type scanner struct{ src string }

// skip returns the offset of the next token at or after off.
func (s *scanner) skip(off int) int {
	src := s.src
	atLineStart := off == 0 || src[off-1] == '\n'
	for off < len(src) {
		c := src[off]
		switch {
		case c == '\n':
			atLineStart = true
			off++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			off++
		case c == '/' && off+1 < len(src) && src[off+1] == '/':
			for off < len(src) && src[off] != '\n' {
				off++
			}
		case c == '/' && off+1 < len(src) && src[off+1] == '*':
			off += 2
			for off+1 < len(src) && !(src[off] == '*' && src[off+1] == '/') {
				off++
			}
			off += 2
		case c == '#' && atLineStart:
			// A preprocessor line (another pragma, say), with continuations.
			for off < len(src) && src[off] != '\n' {
				if src[off] == '\\' && off+1 < len(src) && src[off+1] == '\n' {
					off++
				}
				off++
			}
		default:
			return off
		}
	}
	return off
}

// token returns the token at off (after skip) and its end.
func (s *scanner) token(off int) (string, int) {
	off = s.skip(off)
	src := s.src
	if off >= len(src) {
		return "", off
	}
	c := rune(src[off])
	end := off + 1
	switch {
	case unicode.IsLetter(c) || c == '_' || unicode.IsDigit(c):
		for end < len(src) && (unicode.IsLetter(rune(src[end])) || unicode.IsDigit(rune(src[end])) || src[end] == '_') {
			end++
		}
	case c == '"' || c == '\'':
		for end < len(src) && rune(src[end]) != c {
			if src[end] == '\\' {
				end++
			}
			end++
		}
		end++
	}
	if end > len(src) {
		end = len(src)
	}
	return src[off:end], end
}

var errNoLoop = errors.New("is not followed by a for, while or do loop")

// loopInsertion finds the loop after off and returns where the invariant call
// goes and the text to insert there: into the condition of a for or while
// loop (with the comma operator), or at the start of a do-while body.
func (s *scanner) loopInsertion(off int, call string) (int, string, error) {
	kw, end := s.token(off)
	switch kw {
	case "for":
		open, end := s.token(end)
		if open != "(" {
			return 0, "", errNoLoop
		}
		depth := 1
		for {
			tok, next := s.token(end)
			if tok == "" {
				return 0, "", errNoLoop
			}
			switch tok {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
			case ";":
				if depth == 1 {
					if t, _ := s.token(next); t == ";" {
						return next, " " + call + ", 1", nil // for (init;;)
					}
					return next, " " + call + ",", nil
				}
			}
			end = next
		}
	case "while":
		open, end := s.token(end)
		if open != "(" {
			return 0, "", errNoLoop
		}
		return end, call + ", ", nil
	case "do":
		open, end := s.token(end)
		if open != "{" {
			return 0, "", errors.New("before a do loop needs the loop body in braces")
		}
		return end, " " + call + ";", nil
	}
	return 0, "", errNoLoop
}

// functionBody returns the offset just after the opening brace of the
// function definition that follows off.
func (s *scanner) functionBody(off int) (int, error) {
	depth := 0
	end := off
	for {
		tok, next := s.token(end)
		switch tok {
		case "":
			return 0, errors.New("is not followed by a function definition")
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		case ";":
			if depth == 0 {
				return 0, errors.New("is not followed by a function definition")
			}
		case "{":
			if depth == 0 {
				return next, nil
			}
		}
		end = next
	}
}
