package frontend

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

// TestMathTableDoc keeps the table of docs/opencl-builtins.md equal to the
// code's (-update rewrites it).
func TestMathTableDoc(t *testing.T) {
	golden.CheckSection(t, "../docs/opencl-builtins.md", "math table", MathTable())
}

// TestMathTableHeader checks each row against clang's declarations of the
// built-ins (opencl-c.h): the name is a pure built-in (__cnfn) and every
// declaration of it takes the row's number of arguments; and every half_
// and native_ built-in clang declares has a row.
func TestMathTableHeader(t *testing.T) {
	golden.RequireTool(t, "clang-14")
	out, err := exec.Command("clang-14", "-print-resource-dir").Output()
	require.NoError(t, err)
	hdr, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "include", "opencl-c.h"))
	require.NoError(t, err)
	decl := regexp.MustCompile(`__cnfn ([a-z_0-9]+)\(([^)]*)\)`)
	arities := map[string]map[int]bool{}
	for _, m := range decl.FindAllStringSubmatch(string(hdr), -1) {
		n := strings.Count(m[2], ",") + 1
		if strings.TrimSpace(m[2]) == "" || strings.TrimSpace(m[2]) == "void" {
			n = 0
		}
		if arities[m[1]] == nil {
			arities[m[1]] = map[int]bool{}
		}
		arities[m[1]][n] = true
	}
	for _, r := range mathRows {
		if r.model == modelConvert {
			assert.Equal(t, map[int]bool{1: true}, arities["convert_int4_sat_rte"], "convert_")
			continue
		}
		assert.Equal(t, map[int]bool{r.arity: true}, arities[r.name], "row %s", r.name)
	}
	for name := range arities {
		if strings.HasPrefix(name, "half_") || strings.HasPrefix(name, "native_") {
			assert.True(t, isMathBuiltin(name), "%s has no row", name)
		}
	}
}

// TestMathLowering: what a call of a pure built-in becomes, by its row.
func TestMathLowering(t *testing.T) {
	tests := []loweringCase{
		{
			name: "native_divide: an uninterpreted function of its own",
			src:  "__kernel void k(__global float *a) { int i = get_global_id(0); a[i] = native_divide(a[i], 3.0f); }",
			want: []string{"@native_divide_ff(t4, 0x40400000:f32):f32"},
		},
		{
			name: "native_divide on float4: lane by lane, the scalar function",
			src:  "__kernel void k(__global float4 *a) { int i = get_global_id(0); a[i] = native_divide(a[i], a[i + 1]); }",
			want: []string{"t8.x:f32 = @native_divide_ff(t4.x, t7.x):f32", "t8.w:f32 = @native_divide_ff(t4.w, t7.w):f32"},
		},
		{
			name: "native_divide with a scalar divisor of a vector: the scalar repeated",
			src:  "__kernel void k(__global float2 *a, float d) { int i = get_global_id(0); a[i] = native_divide(a[i], (float2)(d)); }",
			want: []string{"@native_divide_ff(t5.x, d):f32", "@native_divide_ff(t5.y, d):f32"},
		},
		{
			name: "the other native_ and half_ forms",
			src: "__kernel void k(__global float *a) { int i = get_global_id(0);\n" +
				"  a[i] = native_recip(a[i]) + native_rsqrt(a[i]) + native_powr(a[i], 2.0f) + native_exp10(a[i]) +\n" +
				"         half_divide(a[i], 2.0f) + half_sqrt(a[i]) + half_log2(a[i]) + half_tan(a[i]); }",
			want: []string{"@native_recip_f(", "@native_rsqrt_f(", "@native_powr_ff(", "@native_exp10_f(",
				"@half_divide_ff(", "@half_sqrt_f(", "@half_log2_f(", "@half_tan_f("},
		},
		{
			name: "half_exp on float8",
			src:  "__kernel void k(__global float8 *a) { int i = get_global_id(0); a[i] = half_exp(a[i]); }",
			want: []string{"@half_exp_f(t4.s0):f32", "@half_exp_f(t4.s7):f32"},
		},
		{
			name: "integer min: exact",
			src:  "__kernel void k(__global int *a) { int i = get_global_id(0); a[i] = min(a[i], 7); }",
			want: []string{"(t4 <s 7:i32) ? t4 : 7:i32"},
		},
		{
			name: "float min: uninterpreted",
			src:  "__kernel void k(__global float *a) { int i = get_global_id(0); a[i] = min(a[i], 7.0f); }",
			want: []string{"@min_ff(t4, 0x40e00000:f32):f32"},
		},
		{
			name: "dot: every lane",
			src:  "__kernel void k(__global float2 *a, __global float *b) { int i = get_global_id(0); b[i] = dot(a[i], a[i]); }",
			want: []string{"@dot_Dv2_fS_(t5.x, t5.y, t7.x, t7.y):f32"},
		},
		{
			name: "any: the most significant bits",
			src:  "__kernel void k(__global int2 *a, __global int *b) { int i = get_global_id(0); b[i] = any(a[i]); }",
			want: []string{"zext((t5.x <s 0:i32) | (t5.y <s 0:i32)) to i32"},
		},
		{
			name: "convert between integers: exact",
			src:  "__kernel void k(__global int *a, __global uchar *b) { int i = get_global_id(0); b[i] = convert_uchar(a[i]); }",
			want: []string{"t6:i8 = trunc(t5) to i8"},
		},
	}
	checkLowering(t, tests)
}

// TestMathUnsupported: a call a row does not cover is exit 4 with its
// position.
func TestMathUnsupported(t *testing.T) {
	checkUnsupported(t, []unsupportedCase{{
		name: "a user's overload of a built-in's name with another number of arguments",
		src:  "float __attribute__((overloadable)) native_divide(float x);\n__kernel void k(__global float *a) { a[0] = native_divide(a[1]); }",
		want: "k.cl:2:45: error: unsupported call to native_divide with 1 arguments (the built-in takes 2)",
	}})
}
