package frontend

import (
	"errors"

	"github.com/bvgen/bvgen/csource"
)

// scanner finds the places in C source where pragmas put their calls,
// over the tokens of csource.Token.
type scanner struct{ src string }

// token returns the token at or after off and its end.
func (s *scanner) token(off int) (string, int) { return csource.Token(s.src, off) }

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
