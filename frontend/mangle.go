package frontend

import (
	"strconv"
	"strings"
)

// demangle splits an Itanium-mangled OpenCL built-in name such as
// "_Z12get_local_idj" into its source name ("get_local_id") and the codes of
// its parameter types ("j"). Names that are not mangled come back unchanged.
func demangle(name string) (string, string) {
	if !strings.HasPrefix(name, "_Z") {
		return name, ""
	}
	rest := name[2:]
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(rest[:i])
	if err != nil || i+n > len(rest) {
		return name, ""
	}
	return rest[i : i+n], rest[i+n:]
}

// signedParam reports whether the first parameter code of a mangled
// signature is a signed integer (int, long, short, char, signed char).
func signedParam(codes string) (signed, isInt bool) {
	if codes == "" {
		return false, false
	}
	switch codes[0] {
	case 'i', 'l', 's', 'c', 'a', 'x':
		return true, true
	case 'j', 'm', 't', 'h', 'y':
		return false, true
	}
	return false, false
}
