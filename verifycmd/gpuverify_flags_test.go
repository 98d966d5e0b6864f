package verifycmd

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/pipeline"
)

// gpuverifyConfig parses args as verify's flags and returns the
// configuration they give, the notes printed, or the error.
func gpuverifyConfig(t *testing.T, args ...string) (*pipeline.Config, string, error) {
	t.Helper()
	var o Options
	fs := o.flagSet("verify", false)
	require.NoError(t, fs.Parse(args))
	var notes bytes.Buffer
	if err := o.gv.apply(&o, fs, &notes); err != nil {
		return nil, notes.String(), err
	}
	cfg, err := o.config(&Env{})
	return cfg, notes.String(), err
}

func TestGPUVerifyFlags(t *testing.T) {
	geo := []string{"--local_size=64", "--num_groups=4"}
	for _, tc := range []struct {
		name  string
		args  []string
		check func(t *testing.T, cfg *pipeline.Config)
		code  diag.Code // of the error, when not OK
		msg   string    // in the error or the notes
	}{
		{name: "check-array-bounds", args: []string{"--check-array-bounds"},
			check: func(t *testing.T, c *pipeline.Config) { assert.True(t, c.GPUVerify.CheckArrayBounds) }},
		{name: "equality", args: []string{"--equality-abstraction"},
			check: func(t *testing.T, c *pipeline.Config) { assert.True(t, c.GPUVerify.Equality) }},
		{name: "adversarial", args: []string{"--adversarial-abstraction"},
			check: func(t *testing.T, c *pipeline.Config) { assert.True(t, c.GPUVerify.Adversarial) }},
		{name: "both abstractions", args: []string{"--equality-abstraction", "--adversarial-abstraction"}, code: diag.CommandLine, msg: "exclude each other"},
		{name: "both abstractions through vcgen", args: []string{"--equality-abstraction", "--vcgen-opt=/adversarialAbstraction"}, code: diag.CommandLine, msg: "exclude each other"},
		{name: "no-annotations", args: []string{"--no-annotations"},
			check: func(t *testing.T, c *pipeline.Config) {
				assert.Equal(t, ir.NoAnnotations, c.GPUVerify.Annotations)
			}},
		{name: "only-requires", args: []string{"--only-requires"},
			check: func(t *testing.T, c *pipeline.Config) {
				assert.Equal(t, ir.OnlyRequires, c.GPUVerify.Annotations)
			}},
		{name: "no-annotations and only-requires", args: []string{"--no-annotations", "--only-requires"}, code: diag.CommandLine, msg: "exclude each other"},
		{name: "only-log", args: []string{"--only-log"},
			check: func(t *testing.T, c *pipeline.Config) { assert.False(t, c.RacesChecked()) }},
		{name: "today's behaviour", args: []string{"--no-benign-tolerance", "--no-barrier-access-checks", "--asymmetric-asserts"},
			check: func(t *testing.T, c *pipeline.Config) { assert.True(t, c.RacesChecked()) }},
		{name: "kernel-args", args: []string{"--kernel-args=foo,0x3", "--kernel-args=bar,*"},
			check: func(t *testing.T, c *pipeline.Config) {
				assert.Equal(t, []string{"foo,0x3", "bar,*"}, c.GPUVerify.KernelArgs)
			}},
		{name: "global offset", args: []string{"--global_offset=64"},
			check: func(t *testing.T, c *pipeline.Config) { assert.Equal(t, ir.Dims{64}, c.Geometry.GlobalOffset) }},
		{name: "global offset dimensions", args: []string{"--global_offset=[1,2]"}, code: diag.CommandLine, msg: "dimensions of global offset and global size must match"},
		{name: "global offset negative", args: []string{"--global_offset=-1"}, code: diag.CommandLine, msg: "--global_offset"},
		{name: "checkArrays", args: []string{"--vcgen-opt=/checkArrays:A,B", "--vcgen-op=/checkArrays:C"},
			check: func(t *testing.T, c *pipeline.Config) {
				assert.Equal(t, []string{"A", "B", "C"}, c.GPUVerify.CheckArrays)
			}},
		{name: "vcgen Options as flags", args: []string{"--vcgen-opt=/onlyLog /checkArrayBounds /noInfer /onlyIntraGroupRaceChecking"},
			check: func(t *testing.T, c *pipeline.Config) {
				assert.True(t, c.GPUVerify.OnlyLog)
				assert.True(t, c.GPUVerify.CheckArrayBounds)
				assert.True(t, c.NoInfer)
				assert.True(t, c.GPUVerify.OnlyIntraGroup)
			}},
		{name: "vcgen optimisation switch", args: []string{"--vcgen-opt=/noUniformityAnalysis"}, msg: "--vcgen-opt=/noUniformityAnalysis tune(s) GPUVerify's own tools",
			check: func(t *testing.T, c *pipeline.Config) { assert.Nil(t, c.GPUVerify.CheckArrays) }},
		{name: "vcgen unknown", args: []string{"--vcgen-opt=/atomics:r"}, code: diag.CommandLine, msg: "--vcgen-opt=/atomics:r: bvgen does not implement"},
		{name: "warp-sync", args: []string{"--warp-sync=16"},
			check: func(t *testing.T, c *pipeline.Config) { assert.Equal(t, 16, c.GPUVerify.WarpSync) }},
		{name: "doWarpSync", args: []string{"--vcgen-opt=/doWarpSync:32"},
			check: func(t *testing.T, c *pipeline.Config) { assert.Equal(t, 32, c.GPUVerify.WarpSync) }},
		{name: "warp-sync zero", args: []string{"--warp-sync=0"}, code: diag.CommandLine, msg: "at least 1"},
		{name: "k-induction", args: []string{"--k-induction-depth=2"},
			check: func(t *testing.T, c *pipeline.Config) { assert.Equal(t, 2, c.GPUVerify.KInductionDepth) }},
		{name: "concrete runs negative", args: []string{"--concrete-runs=-1"}, code: diag.CommandLine, msg: "--concrete-runs=-1: the number of runs must be at least 0"},
		{name: "k-induction negative", args: []string{"--k-induction-depth=-1"}, code: diag.CommandLine, msg: "--k-induction-depth=-1: the depth must be at least 0"},
		{name: "loop-unwind", args: []string{"--loop-unwind=3"},
			check: func(t *testing.T, c *pipeline.Config) { assert.Equal(t, 3, c.GPUVerify.LoopUnwind) }},
		{name: "findbugs", args: []string{"--findbugs"},
			check: func(t *testing.T, c *pipeline.Config) { assert.Equal(t, 2, c.GPUVerify.LoopUnwind) }},
		{name: "findbugs with depth", args: []string{"--findbugs", "--loop-unwind=5"},
			check: func(t *testing.T, c *pipeline.Config) { assert.Equal(t, 5, c.GPUVerify.LoopUnwind) }},
		{name: "loop-unwind zero", args: []string{"--loop-unwind=0"}, code: diag.CommandLine, msg: "at least 1"},
		{name: "debug", args: []string{"--debug"},
			check: func(t *testing.T, c *pipeline.Config) { assert.True(t, c.GPUVerify.Debug) }},
		{name: "displayLoopAbstractions", args: []string{"--cruncher-opt=/displayLoopAbstractions"},
			check: func(t *testing.T, c *pipeline.Config) { assert.True(t, c.GPUVerify.LoopAbstractions) }},
		{name: "other cruncher Options tune the cruncher", args: []string{"--cruncher-opt=/displayLoopAbstractions /replaceLoopInvariantAssertions"},
			msg:   "--cruncher-opt=/replaceLoopInvariantAssertions tune(s) GPUVerify's own tools",
			check: func(t *testing.T, c *pipeline.Config) { assert.True(t, c.GPUVerify.LoopAbstractions) }},
		{name: "no cruncher option", args: nil,
			check: func(t *testing.T, c *pipeline.Config) {
				assert.False(t, c.GPUVerify.LoopAbstractions || c.GPUVerify.Debug)
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, notes, err := gpuverifyConfig(t, append(append([]string(nil), geo...), tc.args...)...)
			if tc.code != diag.OK {
				require.Error(t, err)
				var de *diag.Error
				require.ErrorAs(t, err, &de)
				assert.Equal(t, tc.code, de.Code)
				assert.Contains(t, err.Error(), tc.msg)
				return
			}
			require.NoError(t, err)
			if tc.msg != "" {
				assert.Contains(t, notes, tc.msg)
			}
			tc.check(t, cfg)
		})
	}
}
