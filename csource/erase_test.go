package csource

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEraseAnnotations: a kernel with annotation calls gets macros that
// erase them and a #line that keeps its line numbers; one without is
// unchanged.
func TestEraseAnnotations(t *testing.T) {
	kinds := []string{"assert", "invariant", "barrier_invariant"}
	plain := "__kernel void k(__global int *a) { a[0] = 1; }\n"
	assert.Equal(t, plain, EraseAnnotations(plain, kinds))
	annotated := "__kernel void k(__global int *a) {\n  __assert(a != 0);\n  __barrier_invariant_2(a[0] == 1, 0, 1);\n}\n"
	out := EraseAnnotations(annotated, kinds)
	assert.Contains(t, out, "#define __assert(...) ((void)0)\n")
	assert.Contains(t, out, "#define __barrier_invariant_2(...) ((void)0)\n")
	assert.Contains(t, out, "#line 1\n"+annotated)
}
