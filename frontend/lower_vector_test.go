package frontend

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/ir"
)

// lowerSource compiles and lowers an OpenCL source (clang-14 and opt-14
// needed: the test skips without them, except under REQUIRE_TOOLS=1).
func lowerSource(t *testing.T, src string, noInline bool) (*ir.Module, error) {
	t.Helper()
	golden.RequireTool(t, "clang-14")
	golden.RequireTool(t, "opt-14")
	path := filepath.Join(t.TempDir(), "k.cl")
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	ll, pm, err := Compile(context.Background(), Options{Path: path})
	require.NoError(t, err)
	return Lower(path, ll, pm, noInline)
}

// TestVectorLowering lowers kernels with vector code and checks lines of the
// printed IR: every vector value becomes lanes, every vector access one
// access per lane at the lane's byte offset.
// loweringCase is a kernel source and text its lowered module must contain.
type loweringCase struct {
	name, src string
	noInline  bool
	want      []string
}

func checkLowering(t *testing.T, tests []loweringCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := lowerSource(t, tt.src, tt.noInline)
			require.NoError(t, err)
			text := ir.Print(m)
			for _, w := range tt.want {
				assert.Contains(t, text, w)
			}
		})
	}
}

// unsupportedCase is a kernel source the front end refuses, and the text
// of its error (with the position).
type unsupportedCase struct{ name, src, want string }

func checkUnsupported(t *testing.T, tests []unsupportedCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := lowerSource(t, tt.src, false)
			var u *Unsupported
			require.ErrorAs(t, err, &u)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestVectorLowering(t *testing.T) {
	tests := []loweringCase{
		{
			name: "load and store per lane",
			src:  `__kernel void k(__global float4 *a) { int i = get_global_id(0); a[i] = a[i].wzyx; }`,
			want: []string{
				"t4.w:f32 = load a[(i * 16:i32) + 12:i32]",
				"store a[i * 16:i32] = t4.w",
				"store a[(i * 16:i32) + 12:i32] = t4.x",
			},
		},
		{
			name: "int3 in 4-element storage, undefined fourth lane",
			src:  `__kernel void k(__global int3 *a) { int i = get_global_id(0); a[i] = a[i] + 1; }`,
			want: []string{
				"havoc undef:i32",
				"store a[(i * 16:i32) + 8:i32] = t",
				"store a[(i * 16:i32) + 12:i32] = undef",
			},
		},
		{
			name: "vector kernel parameter lane by lane",
			src:  `__kernel void k(__global int *a, int2 m) { a[get_global_id(0)] = m.y; }`,
			want: []string{"kernel k(global i32 *a, i32 m.x, i32 m.y)", "= m.y"},
		},
		{
			name: "dynamic extractelement is a select chain",
			src:  `__kernel void k(__global int *a, int4 m, int j) { a[get_global_id(0)] = m[j]; }`,
			want: []string{"(j == 0:i32) ? m.x : ((j == 1:i32) ? m.y : ((j == 2:i32) ? m.z : ((j == 3:i32) ? m.w : undef)))"},
		},
		{
			name: "vector compare, select built-in on the sign bit",
			src:  `__kernel void k(__global int2 *a) { int i = get_global_id(0); a[i] = select(a[i], -a[i], a[i] < 0); }`,
			want: []string{
				"t10.x:bool = t9.x <s 0:i32",
				":i32 = sext(",
				"t12.y:i32 = (t11.y <s 0:i32) ? t7.y : t4.y",
			},
		},
		{
			name: "bit cast uchar4 to uint concatenates little-endian",
			src:  `__kernel void k(__global uchar4 *a, __global uint *b) { int i = get_global_id(0); b[i] = as_uint(a[i]); }`,
			want: []string{"(zext(t5.x) to i32 | (zext(t5.y) to i32 << 8:i32)) | (zext(t5.z) to i32 << 16:i32)) | (zext(t5.w) to i32 << 24:i32)"},
		},
		{
			name: "bit cast uint to uchar4 extracts bytes",
			src:  `__kernel void k(__global uchar4 *a, __global uint *b) { int i = get_global_id(0); a[i] = as_uchar4(b[i]); }`,
			want: []string{"trunc(t5) to i8", "trunc(t5 >>u 8:i32) to i8", "trunc(t5 >>u 24:i32) to i8"},
		},
		{
			name: "vload4 and vstore4 address elements i*4 .. i*4+3",
			src:  `__kernel void k(__global float *p) { int i = get_global_id(0); vstore4(vload4(i, p), i + 1, p); }`,
			want: []string{"= load p[i * 16:i32]", "= load p[(i * 16:i32) + 12:i32]", "store p[(t4 * 16:i32) + 12:i32] = t3.w"},
		},
		{
			name: "vloada_half3 steps by four halves and converts",
			src:  `__kernel void k(__global half *p, __global float *f) { int i = get_global_id(0); f[i] = vloada_half3(i, p).z; }`,
			want: []string{":f16 = load p[(i * 8:i32) + 4:i32]", "fpext("},
		},
		{
			name: "vstore_half_rtz is its own rounding function",
			src:  `__kernel void k(__global half *p, float x) { vstore_half_rtz(x, get_global_id(0), p); }`,
			want: []string{"@fptrunc_rtz.f32(x)"},
		},
		{
			name: "lane-wise min with a scalar argument, exact",
			src:  `__kernel void k(__global int2 *a) { int i = get_global_id(0); a[i] = min(a[i], 7); }`,
			want: []string{"(t4.x <s 7:i32) ? t4.x : 7:i32", "(t4.y <s 7:i32) ? t4.y : 7:i32"},
		},
		{
			name: "convert between integer vectors is exact, from float uninterpreted",
			src:  `__kernel void k(__global char2 *a, __global int2 *b, __global float2 *f) { int i = get_global_id(0); b[i] = convert_int2(a[i]) + convert_int2(f[i]); }`,
			want: []string{"sext(t6.x) to i32", "@convert_int_f("},
		},
		{
			name: "float vector arithmetic is uninterpreted per lane",
			src:  `__kernel void k(__global float2 *a) { int i = get_global_id(0); a[i] = a[i] / 3.0f; }`,
			want: []string{"@fdiv.f32(t4.x, 0x40400000:f32)", "@fdiv.f32(t4.y, 0x40400000:f32)"},
		},
		{
			name: "dot is one function of all lanes",
			src:  `__kernel void k(__global float2 *a, __global float *d) { int i = get_global_id(0); d[i] = dot(a[i], a[i]); }`,
			want: []string{"@dot_Dv2_fS_(t5.x, t5.y, t7.x, t7.y)"},
		},
		{
			name: "vector phi",
			src: `__kernel void k(__global int4 *a, int n) {
  int4 s = 0;
  for (int j = 0; j < n; j++) s += a[j];
  a[get_global_id(0)] = s; }`,
			want: []string{"phi [entry: 0:i32", "s.w:i32 = phi"},
		},
		{
			name:     "helper returning a vector stores into a result array (--no-inline)",
			src:      `float2 twice(float2 v) { return v + v; } __kernel void k(__global float2 *a) { int i = get_global_id(0); a[i] = twice(a[i]); }`,
			noInline: true,
			want: []string{
				"func twice(f32 v.x, f32 v.y, private f32 *twice.result)",
				"store twice.result[twice.result.off + 4:i32] = ",
				"call twice(t4.x, t4.y, &twice.result[0:i32])",
				"load twice.result[4:i32]",
			},
		},
	}
	checkLowering(t, tests)
}

// TestVectorUnsupported: what the scalarization does not cover stops with
// exit 4 and the source position.
func TestVectorUnsupported(t *testing.T) {
	tests := []unsupportedCase{
		{
			name: "bodiless function with vector and pointer arguments",
			src:  "int4 bar(int4 x, __global int *p);\n__kernel void k(__global int4 *a, __global int *b) { a[0] = bar(a[1], b); }",
			want: "k.cl:2:61: error: unsupported call to bar, a function without a body, with a pointer argument",
		},
	}
	checkUnsupported(t, tests)
}

func TestLaneCodes(t *testing.T) {
	tests := []struct {
		codes, want string
		ok          bool
	}{
		{"Dv4_fS_", "ff", true},
		{"Dv4_ii", "ii", true},
		{"Dv2_DhS_", "DhDh", true},
		{"Dv4_fDv4_iS_S0_", "fifi", true}, // S_ is the first substitution, S0_ the second
		{"Dv4_fPU3AS1S_", "", false},
		{"j", "j", true},
	}
	for _, tt := range tests {
		got, ok := laneCodes(tt.codes)
		assert.Equal(t, tt.ok, ok, tt.codes)
		if tt.ok {
			assert.Equal(t, tt.want, got, tt.codes)
		}
	}
}

func TestConvertLaneName(t *testing.T) {
	for in, want := range map[string]string{
		"convert_uchar4_sat":      "convert_uchar_sat",
		"convert_float2":          "convert_float",
		"convert_int16_sat_rtz":   "convert_int_sat_rtz",
		"convert_double3_rte":     "convert_double_rte",
		"convert_char":            "convert_char",
		"convert_ushort8_sat_rtn": "convert_ushort_sat_rtn",
	} {
		assert.Equal(t, want, convertLaneName(in), in)
	}
}

func TestVloadNames(t *testing.T) {
	for name, want := range map[string]string{
		"vload4":            "vload||4|",
		"vstore16":          "vstore||16|",
		"vload_half":        "vload|_half||",
		"vloada_half3":      "vload|a_half|3|",
		"vstore_half2_rtz":  "vstore|_half|2|_rtz",
		"vstorea_half4_rte": "vstore|a_half|4|_rte",
	} {
		m := vloadRE.FindStringSubmatch(name)
		require.NotNil(t, m, name)
		assert.Equal(t, want, m[1]+"|"+m[2]+m[3]+"|"+m[4]+"|"+m[5], name)
	}
	assert.Nil(t, vloadRE.FindStringSubmatch("vload4x"))
}

func TestRegroupBits(t *testing.T) {
	v := func(name string, bits int) ir.Expr { return &ir.VarRef{V: &ir.Var{Name: name, T: ir.Int(bits)}} }
	split := regroupBits([]ir.Expr{v("w", 32)}, 32, 16)
	require.Len(t, split, 2)
	assert.Equal(t, "trunc(w) to i16", ir.ExprString(split[0]))
	assert.Equal(t, "trunc(w >>u 16:i32) to i16", ir.ExprString(split[1]))
	joined := regroupBits([]ir.Expr{v("a", 32), v("b", 32)}, 32, 64)
	require.Len(t, joined, 1)
	assert.Equal(t, "zext(a) to i64 | (zext(b) to i64 << 32:i64)", ir.ExprString(joined[0]))
}
