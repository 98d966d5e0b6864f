package advice

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAtomic(t *testing.T) {
	for _, tc := range []struct {
		stmt, array string
		want        string // a substring; "" for no advice
	}{
		{"bins[in[g]]++;", "bins", "atomic_inc(&bins[in[g]])"},
		{"++bins[v];", "bins", "atomic_inc(&bins[v])"},
		{"count[0]--;", "count", "atomic_dec(&count[0])"},
		{"sum[0] += x[i];", "sum", "atomic_add(&sum[0], x[i])"},
		{"flags[k] |= 1 << b;", "flags", "atomic_or(&flags[k], 1 << b)"},
		{"sum[0] = sum[0] + x;", "sum", "atomic_add(&sum[0], x)"},
		{"p[0] *= 2;", "p", "a loop on atomic_cmpxchg(&p[0], old, new)"},
		{"out[i] = in[i] + 1;", "out", ""},
		{"y = bins[i]++;", "bins", ""},
		{"bins2[i]++;", "bins", ""},
		{"if (a[i] == a[j]) x++;", "a", ""},
	} {
		t.Run(tc.stmt, func(t *testing.T) {
			got, ok := Atomic(tc.stmt, tc.array)
			assert.Equal(t, tc.want != "", ok, got)
			assert.Contains(t, got, tc.want)
		})
	}
}

func TestCondition(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		cond      string // "" for none
		line      int
	}{
		{"braced if", "__kernel void k() {\n  if (lid < 32) {\n    barrier(1);\n  }\n}\n", "lid < 32", 2},
		{"unbraced if", "__kernel void k() {\n  if (lid < 32)\n    barrier(1);\n}\n", "lid < 32", 2},
		{"else", "__kernel void k() {\n  if (lid < 32) x = 1;\n  else\n    barrier(1);\n}\n", "!(lid < 32)", 3},
		{"braced else", "__kernel void k() {\n  if (lid < 32) {\n    x = 1;\n  } else {\n    barrier(1);\n  }\n}\n", "!(lid < 32)", 4},
		{"loop", "__kernel void k() {\n  for (int i = 0; i < lid; i++) {\n    barrier(1);\n  }\n}\n", "i < lid", 2},
		{"innermost", "__kernel void k() {\n  while (n > 0) {\n    if (lid % 2 == 0)\n      barrier(1);\n  }\n}\n", "lid % 2 == 0", 3},
		{"after the branch", "__kernel void k() {\n  if (lid < 32) {\n    x = 1;\n  }\n  barrier(1);\n}\n", "", 0},
		{"after an unbraced branch", "__kernel void k() {\n  if (lid < 32)\n    x = 1;\n  barrier(1);\n}\n", "", 0},
		{"a helper", "void f(int c) {\n  if (c)\n    barrier(1);\n}\n", "c", 2},
		{"do-while: not understood", "__kernel void k() {\n  do {\n    barrier(1);\n  } while (lid < n);\n}\n", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cond, line, ok := Condition(tc.src, strings.Index(tc.src, "barrier"))
			assert.Equal(t, tc.cond != "", ok)
			assert.Equal(t, tc.cond, cond)
			assert.Equal(t, tc.line, line)
		})
	}
}

func TestStatementStart(t *testing.T) {
	src := "__kernel void k(__global int *a) {\n  int x = a[0]\n    + a[1];\n  a[1] = x;\n  for (int i = 0; i < 4; i++)\n    a[i] = 0;\n  if (x) {\n    a[2] = 1;\n  } else {\n  }\n}\n"
	for _, tc := range []struct {
		line int
		ok   bool
	}{
		{1, false}, // the declaration
		{2, true},  // a statement
		{3, false}, // continues line 2's
		{4, true},
		{6, false}, // the unbraced body of a loop
		{8, true},  // the first statement of a block
		{9, false}, // } else {
		{11, false},
	} {
		off, ok := StatementStart(src, tc.line)
		assert.Equal(t, tc.ok, ok, "line %d", tc.line)
		if ok {
			assert.Equal(t, tc.line, lineOf(src, off))
		}
	}
	off, ok := BodyStart(src, "k")
	assert.True(t, ok)
	assert.Equal(t, "\n  int x", src[off:off+8])
}
