package csource

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestStatesRequires(t *testing.T) {
	src := "__kernel void k(int n) {\n  __requires(n <= 1024);\n  // __requires(n >= 0);\n}\n#pragma bvgen requires m >= 0\n"
	for _, tc := range []struct {
		e    string
		want bool
	}{
		{"n <= 1024", true},
		{"n<=1024", true},
		{"n >= 0", false}, // in a comment only
		{"m >= 0", true},
		{"m <= 1024", false},
	} {
		assert.Equal(t, tc.want, StatesRequires(src, tc.e), tc.e)
	}
}

func TestDeclaresLocal(t *testing.T) {
	src := "__kernel void k(__global float *out, __local float *tmp) {\n  local int s[64]; // not __local out\n}\n"
	assert.True(t, DeclaresLocal(src, "tmp"))
	assert.True(t, DeclaresLocal(src, "s"))
	assert.False(t, DeclaresLocal(src, "out"))
}

func TestLineMarkerFiles(t *testing.T) {
	text := []byte("# 1 \"k.cl\"\n# 1 \"<built-in>\" 1\n# 1 \"inc/a.h\" 1\nint x;\n# 5 \"k.cl\" 2\n# 1 \"dir/b \\\"q\\\".h\" 1\n")
	assert.Equal(t, []string{"k.cl", "inc/a.h", `dir/b "q".h`}, LineMarkerFiles(text, "k.cl"))
}
