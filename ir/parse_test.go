package ir

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseRoundTrip parses every printed module of the frontend's goldens
// and of the reduction's inputs, and prints it again: the text must come
// back unchanged and the module must be well formed.
func TestParseRoundTrip(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../frontend/testdata/*.ir.golden", "../twothread/testdata/*.ir", "../invariants/testdata/*.ir"} {
		m, err := filepath.Glob(pattern)
		require.NoError(t, err)
		require.NotEmpty(t, m, pattern)
		files = append(files, m...)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			text, err := os.ReadFile(path)
			require.NoError(t, err)
			m, err := Parse(path, string(text))
			require.NoError(t, err)
			assert.Equal(t, string(text), Print(m))
			assert.Empty(t, Check(m))
		})
	}
}

const sample = `; module k.cl
array local i32 buf[64] (4-byte elements) ; k.cl:2
axiom(get_local_size(0) == 64:i32) ; 3:1

func helper(global f32 *p, i32 i) i32 ; k.cl:5:1
entry:
  v:f32 = load p[p.off + (i * 4:i32)] ; 6:3
  r:i32 = fptosi(v) to i32 ; 6:10
  return r ; inc.h:1:2

kernel k(global i32 *out, global S *s (12-byte elements)) ; k.cl:9:1
  array private i32 tmp[2][3] (4-byte elements) ; k.cl:10
  loop head depth 1 {head body}
entry:
  x:i32 = get_local_id(0) ; 11:3
  goto head
head:
  i:i32 = phi [entry: 0:i32, body: i.1]
  invariant(__implies(__enabled(), __other_int(i) == i)) ; 12:5
  c:bool = i <u 4:i32 ; 12:7
  if c goto body else exit ; 12:3
body:
  y:i32 = call helper(&s[i], x) ; 13:5
  o:i32 = atomic_cmpxchg buf[x * 4:i32], 0:i32, -y ; 14:5
  store tmp[x %u 6:i32] = (o == 0:i32) ? 1:i32 : 2:i32 ; 15:5
  i.1:i32 = i + 1:i32 ; 12:20
  goto head ; 12:3
exit:
  e:i32 = async_event(0:i32, x * 4:i32, 64:i32) ; 16:3
  w:i32 = load async(e) buf[x * 4:i32] ; 16:3
  store async(e) out[x * 4:i32] = w ; 16:3
  async_wait(e, 0:i32) ; 16:20
  barrier(local|global) ; 17:3
  havoc h:i64 ; 18:3
  z:i64 = zext(~x) to i64 ; 18:3
  switch x [0: done, 7: done] default done ; 19:3
done:
  store out[buf[0:i32]:i32] = @max_i32(x, 63:i32):i32 ; 20:3
  return ; 21:1
`

func TestParseSample(t *testing.T) {
	m, err := Parse("sample", sample)
	require.NoError(t, err)
	assert.Equal(t, sample, Print(m))
	h, k := m.Functions[0], m.Kernels[0]
	assert.Equal(t, ArrayFormal, h.Params[0].Array.Kind)
	assert.Equal(t, "p.off", h.Params[0].Var.Name)
	assert.Equal(t, Pos{File: "inc.h", Line: 1, Col: 2}, h.Blocks[0].Term.Position())
	assert.Equal(t, ArrayParam, k.Params[1].Array.Kind)
	assert.Equal(t, 12, k.Params[1].Array.ElemBytes)
	assert.Equal(t, "S", k.Params[1].Array.TypeName)
	assert.Equal(t, 4, k.Params[0].Array.ElemBytes)
	assert.Equal(t, ArrayPrivate, k.Arrays[0].Kind)
	assert.Equal(t, ArrayDecl, m.Arrays[0].Kind)
	assert.Equal(t, Pos{File: "k.cl", Line: 3, Col: 1}, m.Axioms[0].Pos)
	require.Len(t, k.Loops, 1)
	assert.Equal(t, "body", k.Loops[0].Latches[0].Name)
	assert.Equal(t, "exit", k.Loops[0].Exits[0].Name)
	assert.Len(t, k.Blocks[1].Preds, 2)
	// NewVar goes on numbering after the parsed names.
	assert.Equal(t, "i.2", k.NewVar("i", Int(32)).Name)
}

// TestParseAxiomOtherInt: __other_int in a file-level axiom takes its
// argument's type at once (there is no function end to set it at; it
// panicked before).
func TestParseAxiomOtherInt(t *testing.T) {
	text := "; module k.cl\naxiom(__other_int(get_local_id(0)) == get_local_id(0))\n"
	m, err := Parse("x", text)
	require.NoError(t, err)
	assert.Equal(t, text, Print(m))
}

func TestParseErrors(t *testing.T) {
	head := "; module k.cl\nkernel k(i32 n) ; k.cl:1:1\nentry:\n"
	for _, tc := range []struct {
		name, text, want string
	}{
		{"no module line", "kernel k()\n", "x:1:1: expected \"; module FILE\""},
		{"bad character", head + "  x:i32 = n # 1:i32\n", "x:4:13: unexpected character '#'"},
		{"unknown type", head + "  x:u32 = n\n", "x:4:5: unknown type \"u32\""},
		{"undefined variable", head + "  x:i32 = n + y\n  return\n", "x:4:15: undefined variable \"y\""},
		{"twice defined", head + "  n:i32 = 1:i32\n", "x:4:3: variable \"n\" defined twice"},
		{"undefined block", head + "  goto nowhere ; 2:1\n", "x:4:8: undefined block \"nowhere\""},
		{"unknown array", head + "  store A[0:i32] = n\n", "x:4:9: unknown array \"A\""},
		{"missing operand", head + "  x:i32 = n +\n", "x:4:14: expected an expression, found end of line"},
		{"hex int", head + "  x:i32 = 0x1:i32\n", "x:4:15: a hexadecimal constant cannot have type i32"},
		{"after terminator", head + "  return\n  x:i32 = n\n", "x:5:3: a statement after the block's terminator"},
		{"stray text", head + "  return n n\n", "x:4:12: unexpected \"n\""},
		{"statement outside block", "; module k.cl\nkernel k()\n  return\n", "x:3:3: a statement outside a block"},
		{"unknown function", head + "  x:i32 = foo(n)\n", "x:4:11: unknown function \"foo\""},
		{"undefined callee", head + "  call g()\n  return\n", "x:4:8: call of undefined function \"g\""},
		{"wrong loop", "; module k.cl\nkernel k()\n  loop a depth 1 {a}\na:\n  goto b\nb:\n  return\n", "x:3:3: the loop does not match the control flow"},
		{"bad array", "; module k.cl\narray local i32 buf (4-byte elements)\n", "x:2:7: expected \"SPACE TYPE NAME[N] (N-byte elements)\""},
		{"struct pointer without size", "; module k.cl\nkernel k(global S *p)\n", "x:2:10: pointer parameter p to S needs its element size"},
		// Found by FuzzParse: a name in a file-level axiom dereferenced the
		// (absent) function's variables.
		{"variable in axiom", "; module \naxiom(A", "x:2:7: variable \"A\" outside a function"},
		// Found by FuzzParse: the " ; " of the position began inside the
		// indent, and the statement text was sliced out of range.
		{"position without statement", head + "  ; 1:2\n", "x:4:3: unexpected character ';'"},
		// Found by FuzzParse: FindLoops indexed the entry of no blocks.
		{"loop without blocks", "; module k.cl\nkernel k()\n  loop a depth 1 {a}\n", "x:3:3: a loop in a function without blocks"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("x", tc.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			var pe *ParseError
			assert.ErrorAs(t, err, &pe)
		})
	}
}
