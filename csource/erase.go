package csource

import (
	"fmt"
	"regexp"
	"strings"
)

// EraseAnnotations prepends macros that erase the call forms of bvgen's
// annotations (__assert(e), __invariant(e), __barrier_invariant_2(...),
// ...) when the kernel uses them, so that a device compiler, which does
// not know them, accepts the kernel. kinds are the annotation names
// without their "__" (ir.AnnotKindNames). Pragmas need nothing: compilers
// ignore unknown pragmas.
func EraseAnnotations(src string, kinds []string) string {
	call := regexp.MustCompile(`\b__(` + strings.Join(kinds, "|") + `)(_\d+)?\s*\(`)
	if !call.MatchString(src) {
		return src
	}
	var b strings.Builder
	b.WriteString("/* bvgen: annotations are checked by bvgen verify, not executed */\n")
	for _, k := range kinds {
		switch k {
		case "barrier_invariant", "barrier_invariant_binary":
			for i := 1; i <= 8; i++ {
				fmt.Fprintf(&b, "#define __%s_%d(...) ((void)0)\n", k, i)
			}
		default:
			fmt.Fprintf(&b, "#define __%s(...) ((void)0)\n", k)
		}
	}
	b.WriteString("#line 1\n")
	return b.String() + src
}
