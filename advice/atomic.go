package advice

import (
	"fmt"
	"regexp"
	"strings"
)

// atomics are OpenCL's atomic functions for the compound assignments
// that have one.
var atomics = map[string]string{"+": "atomic_add", "-": "atomic_sub", "|": "atomic_or", "&": "atomic_and", "^": "atomic_xor"}

var (
	postfix  = regexp.MustCompile(`^(.+?)\s*(\+\+|--)\s*;`)
	prefix   = regexp.MustCompile(`^(\+\+|--)\s*(.+?)\s*;`)
	compound = regexp.MustCompile(`^(.+?)\s*(\+|-|\||&|\^|\*|/|%|<<|>>)=\s*(.+?)\s*;`)
	assign   = regexp.MustCompile(`^(.+?)\s*=\s*(.+?)\s*;`)
)

// Atomic explains a race of a statement with itself when the statement is
// a read-modify-write of the racing array (x++, x += e, x = x + e): the
// work items' reads and writes interleave and updates are lost; it names
// the atomic that does the update in one step. statement is the source
// line of the access; array is the racing array's name. ok is false for
// any other statement.
func Atomic(statement, array string) (string, bool) {
	s := strings.TrimSpace(statement)
	target, op, arg := "", "", ""
	switch {
	case postfix.MatchString(s):
		m := postfix.FindStringSubmatch(s)
		target, op = m[1], m[2]
	case prefix.MatchString(s):
		m := prefix.FindStringSubmatch(s)
		target, op = m[2], m[1]
	case compound.MatchString(s):
		m := compound.FindStringSubmatch(s)
		target, op, arg = m[1], m[2], m[3]
	case assign.MatchString(s):
		m := assign.FindStringSubmatch(s)
		t, rhs := m[1], m[2]
		if strings.HasSuffix(t, "=") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "<") || strings.HasSuffix(t, ">") {
			return "", false // a comparison, not an assignment
		}
		for sym := range atomics {
			if rest, ok := strings.CutPrefix(rhs, t); ok && strings.HasPrefix(strings.TrimSpace(rest), sym) {
				target, op, arg = t, sym, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), sym))
			}
		}
	}
	target = strings.TrimSpace(target)
	if !regexp.MustCompile(`^`+regexp.QuoteMeta(array)+`\s*\[`).MatchString(target) || strings.ContainsAny(target, "=;") {
		return "", false
	}
	var call string
	switch {
	case op == "++":
		call = fmt.Sprintf("atomic_inc(&%s)", target)
	case op == "--":
		call = fmt.Sprintf("atomic_dec(&%s)", target)
	case atomics[op] != "":
		call = fmt.Sprintf("%s(&%s, %s)", atomics[op], target, arg)
	default:
		call = fmt.Sprintf("a loop on atomic_cmpxchg(&%s, old, new)", target)
	}
	return fmt.Sprintf("%s reads and then writes %s: work items running it together lose each other's updates; %s does it in one atomic step (OpenCL 1.x atomics take int and unsigned int; for float, loop on atomic_cmpxchg)", s, target, call), true
}
