package main

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCheckUnwritten runs check (and test) on the twins of
// kernels/scan/unwritten_*.cl: race-free, generic scans whose result
// depends on memory no work item wrote. Each is rejected with the read
// named (exit 6), or refused when check cannot rule such a read out
// (exit 4); none is certified (docs/check.md, "Unwritten memory").
func TestCheckUnwritten(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "opencl")
	tests := []struct {
		kernel string
		code   int
		stdout string // regexp: the diagnostic naming the read
	}{
		{"unwritten_never", ExitNotVerified, `unwritten_never\.cl:29:\d+: error: reads memory that no work item wrote: out\[63\] of the interval test depends on u\[0\]\n  out\[t\] = OPERATOR\(s\[t\], u\[0\]\);\n\n.*unwritten_never\.cl:15: note: __local array u is declared here`},
		{"unwritten_read_first", ExitNotVerified, `unwritten_read_first\.cl:\d+:16: error: reads memory that no work item wrote: out\[5\] of the interval test depends on u\[5\]\n  TYPE early = u\[t\];`},
		{"unwritten_written_later", ExitNotVerified, `unwritten_written_later\.cl:\d+:12: error: reads memory that no work item wrote: out\[63\] of the interval test depends on u\[0\]\n  late = u\[0\];`},
		{"unwritten_private", ExitNotVerified, `unwritten_private\.cl:\d+: error: reads memory that no work item wrote: out\[3\] of the interval test depends on acc\n  TYPE acc;`},
		{"unwritten_local_param", ExitNotVerified, `unwritten_local_param\.cl:\d+:\d+: error: reads memory that no work item wrote: out\[63\] of the interval test depends on u\[3\]`},
		{"unwritten_out_read", ExitNotVerified, `unwritten_out_read\.cl:\d+:12: error: out\[7\] of the interval test holds what it held before the run: the kernel never wrote it, or wrote a value computed from out\[7\] read before any work item wrote it`},
		{"unwritten_int_local", ExitTranslation, `unwritten_int_local\.cl:\d+:\d+: error: reads the __local array live, whose elements are int, not TYPE`},
		{"unwritten_uninit_index", ExitTranslation, `unwritten_uninit_index\.cl:\d+:\d+: error: undefined value: .*src`},
		{"unwritten_macro_local", ExitTranslation, `unwritten_macro_local\.cl:\d+: error: unwritten memory: bvgen did not recognise the declaration of the __local TYPE array s`},
	}
	for _, tt := range tests {
		t.Run(tt.kernel, func(t *testing.T) {
			args := []string{"--local_size=64", "--num_groups=1", "-D", "N=64", "--scan=inclusive", "../../kernels/scan/" + tt.kernel + ".cl"}
			code, out, errOut := bvgen(t, append([]string{"check"}, args...)...)
			assert.Equal(t, tt.code, code, "%s%s", out, errOut)
			assert.Regexp(t, regexp.MustCompile(tt.stdout), out)
			assert.NotContains(t, out, "functionally correct")
			if tt.code == ExitTranslation {
				assert.Contains(t, errOut, "cannot certify")
				return
			}
			assert.Contains(t, errOut, "reads memory that no work item wrote")
			// The test alone fails as well, on every run.
			code, _, errOut = bvgen(t, append([]string{"test"}, args...)...)
			assert.Equal(t, ExitNotVerified, code, errOut)
		})
	}
	// A pipeline wired to read a buffer no launch writes.
	code, out, _ := bvgen(t, "check", "--n=1024", "../../kernels/scan/device/blelloch_unwritten_totals.yaml")
	assert.Equal(t, ExitNotVerified, code)
	assert.Regexp(t, `blelloch_unwritten_totals\.yaml:13:3: error: reads memory that no work item wrote: out\[512\] of the interval test depends on sums\[0\]`, out)
}
