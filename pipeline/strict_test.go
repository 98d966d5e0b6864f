package pipeline

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/twothread"
)

// TestProveStrict: where benign-race tolerance logs a modelled array's
// values, the proof without tolerance comes first and its proof is the
// verdict; a race tolerance accepts is then proved with tolerance, and a
// real race reported as before. Without modelled values, or with
// --no-benign-tolerance, there is no first try.
func TestProveStrict(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
	tests := []struct {
		name, file string
		noBenign   bool
		verified   bool
		log        string // the verbose line's outcome; "" for no first try
	}{
		{"a proof without tolerance", "testdata/strict_ok.cl", false, true, "(verified)"},
		{"a benign race", "testdata/strict_benign.cl", false, true, "(no proof: proving with tolerance)"},
		{"a race", "testdata/strict_racy.cl", false, false, "(no proof: proving with tolerance)"},
		{"no tolerance asked", "testdata/strict_ok.cl", true, true, ""},
		{"no modelled values", "testdata/two_kernels.cl", false, true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var log strings.Builder
			cfg := config(64, 2)
			cfg.Verbose, cfg.Log = true, &log
			cfg.GPUVerify.Checks = twothread.Checks{NoBenign: tc.noBenign}
			if tc.file == "testdata/two_kernels.cl" {
				cfg.Kernel = "fine"
			}
			v, err := Verify(ctx(t), cfg, tc.file)
			require.NoError(t, err)
			assert.Equal(t, tc.verified, v.Verified)
			if !tc.verified {
				require.NotEmpty(t, v.Diags)
				assert.Equal(t, diag.RaceReadWrite, v.Diags[0].Kind)
			}
			line := ""
			for _, l := range strings.Split(log.String(), "\n") {
				if strings.Contains(l, "proof without benign tolerance") {
					line = l
				}
			}
			if tc.log == "" {
				assert.Empty(t, line, "no first try")
				return
			}
			assert.Contains(t, line, tc.log)
		})
	}
}
