package csource

import "unicode"

// isSpace reports whether c is C white space.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// SkipSpace returns the offset of the first byte at or after i that is not
// white space.
func SkipSpace(src string, i int) int {
	for i < len(src) && isSpace(src[i]) {
		i++
	}
	return i
}

// commentEnd returns the offset just after the comment that starts at
// src[off], or off when no comment starts there. A line comment ends
// before its newline; an unterminated block comment at the end of src.
func commentEnd(src string, off int) int {
	if off+1 >= len(src) || src[off] != '/' {
		return off
	}
	switch src[off+1] {
	case '/':
		for off < len(src) && src[off] != '\n' {
			off++
		}
	case '*':
		off += 2
		for off+1 < len(src) && !(src[off] == '*' && src[off+1] == '/') {
			off++
		}
		off = min(off+2, len(src))
	}
	return off
}

// literalEnd returns the offset just after the string or character
// literal that starts at src[off] (a quote), honouring backslash escapes.
// With stopAtNewline, an unterminated literal ends before the newline
// that ends its line.
func literalEnd(src string, off int, stopAtNewline bool) int {
	q := src[off]
	for off++; off < len(src) && src[off] != q; off++ {
		if stopAtNewline && src[off] == '\n' {
			return off
		}
		if src[off] == '\\' {
			off++
		}
	}
	return min(off+1, len(src))
}

// Skip returns the offset of the next token at or after off: it skips
// white space, comments and preprocessor lines (with their backslash
// continuations).
func Skip(src string, off int) int {
	atLineStart := off == 0 || src[off-1] == '\n'
	for off < len(src) {
		c := src[off]
		switch {
		case c == '\n':
			atLineStart = true
			off++
		case isSpace(c):
			off++
		case commentEnd(src, off) > off:
			off = commentEnd(src, off)
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

// Token returns the token at off (after Skip) and its end: an identifier
// or number, a string or character literal, or a single other character.
// At the end of src it returns "".
func Token(src string, off int) (string, int) {
	off = Skip(src, off)
	if off >= len(src) {
		return "", off
	}
	c := rune(src[off])
	end := off + 1
	switch {
	case isWord(c):
		for end < len(src) && isWord(rune(src[end])) {
			end++
		}
	case c == '"' || c == '\'':
		end = literalEnd(src, off, false)
	}
	return src[off:end], end
}

func isWord(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_' }

// StripComments replaces comments by spaces (newlines kept), so byte
// offsets and line numbers stay valid. String and character literals are
// kept as they are.
func StripComments(src string) string {
	b := []byte(src)
	for i := 0; i < len(b); i++ {
		switch end := commentEnd(src, i); {
		case end > i:
			for j := i; j < end; j++ {
				if b[j] != '\n' {
					b[j] = ' '
				}
			}
			i = end - 1
		case b[i] == '"' || b[i] == '\'':
			i = literalEnd(src, i, true) - 1
		}
	}
	return string(b)
}
