package csource

import (
	"regexp"
	"strings"
)

// UsesUndefined reports whether the source uses the identifier name in its
// code (outside comments and preprocessor lines) and never #defines it,
// conditionally or not: a generic kernel that leaves TYPE or OPERATOR to
// its caller (DESIGN.md §8). Macros it does not expand may hide a use or a
// definition; bvgen reads kernels that name TYPE, OPERATOR and IDENTITY
// in their own text. A name that is not an identifier is never used.
func UsesUndefined(src, name string) bool {
	if !isIdent(name) {
		return false // and no regexp of it: invalid UTF-8 does not compile (FuzzFindDecls)
	}
	s := StripComments(src)
	used := false
	for _, loc := range regexp.MustCompile(`\b`+regexp.QuoteMeta(name)+`\b`).FindAllStringIndex(s, -1) {
		if !lineIsDirective(s, loc[0]) {
			used = true
			break
		}
	}
	return used && !definesMacro(s, name)
}

// definesMacro reports whether comment-stripped source has a
// `#define name` line.
func definesMacro(s, name string) bool {
	re := regexp.MustCompile(`^\s*#\s*define\s+` + regexp.QuoteMeta(name) + `\b`)
	for _, line := range strings.Split(s, "\n") {
		if re.MatchString(line) {
			return true
		}
	}
	return false
}
