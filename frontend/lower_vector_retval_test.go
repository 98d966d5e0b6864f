package frontend

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestVectorReturnVal: __return_val_int4() in a postcondition reads the
// lanes of the helper's result array; anywhere else it is an error.
func TestVectorReturnVal(t *testing.T) {
	checkLowering(t, []loweringCase{{
		name:     "lanes of the result array",
		src:      "int4 f(int4 v) {\n  __ensures(__return_val_int4().y == v.y);\n  return v;\n}\n__kernel void k(__global int *o) { o[0] = f((int4)(1)).y; }",
		noInline: true,
		want:     []string{"f.result[f.result.off + 4:i32]:i32 ; 2:13", "ensures("},
	}})
	for _, tt := range []struct{ name, src, want string }{
		{"outside a postcondition", "int4 f(int4 v) {\n  __assert(__return_val_int4().x == 1);\n  return v;\n}\n__kernel void k(__global int *o) { o[0] = f((int4)(1)).y; }",
			"k.cl:2:12: error: __return_val and __old are only meaningful in a postcondition"},
		{"function not returning a vector", "int f(int v) {\n  __ensures(__return_val_int4().x == 1);\n  return v;\n}\n__kernel void k(__global int *o) { o[0] = f(1); }",
			"k.cl:2:13: error: __return_val_int4 in a function that does not return a vector"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := lowerSource(t, tt.src, false)
			var a *AnnotationError
			require.ErrorAs(t, err, &a)
			require.Contains(t, err.Error(), tt.want)
		})
	}
}
