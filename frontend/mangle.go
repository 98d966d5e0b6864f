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

// mathBuiltins are the OpenCL 1.2 built-ins (§6.12.2–6.12.6) with scalar
// arguments and no side effects, which bvgen treats as uninterpreted
// functions (integer min, max, abs and clamp get their exact meaning).
var mathBuiltins = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`
acos acosh acospi asin asinh asinpi atan atan2 atanh atanpi atan2pi cbrt ceil
copysign cos cosh cospi erfc erf exp exp2 exp10 expm1 fabs fdim floor fma fmax
fmin fmod hypot ilogb ldexp lgamma log log2 log10 log1p logb mad maxmag minmag
nan nextafter pow pown powr remainder rint rootn round rsqrt sin sinh sinpi sqrt
tan tanh tanpi tgamma trunc
abs abs_diff add_sat hadd rhadd clamp clz mad_hi mad_sat max min mul_hi rotate
sub_sat upsample popcount mad24 mul24
degrees mix radians step smoothstep sign
isequal isnotequal isgreater isgreaterequal isless islessequal islessgreater
isfinite isinf isnan isnormal isordered isunordered signbit any all bitselect select
dot cross distance length normalize fast_distance fast_length fast_normalize`) {
		mathBuiltins[n] = true
	}
}

// isMathBuiltin reports whether a demangled name is a pure built-in.
func isMathBuiltin(name string) bool {
	if mathBuiltins[name] {
		return true
	}
	for _, p := range []string{"half_", "native_"} {
		if strings.HasPrefix(name, p) && mathBuiltins[strings.TrimPrefix(name, p)] {
			return true
		}
	}
	return strings.HasPrefix(name, "convert_")
}
