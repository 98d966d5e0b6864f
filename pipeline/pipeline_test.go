package pipeline

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/twothread"
)

func config(local, groups int64) *Config {
	g := ir.Geometry{LocalSize: ir.Dims{local}, NumGroups: ir.Dims{groups}}
	if err := g.Resolve(); err != nil {
		panic(err)
	}
	return &Config{Geometry: g, Timeout: 5 * time.Minute}
}

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	return c
}

// code is the exit code of an error of the pipeline.
func code(t *testing.T, err error) diag.Code {
	t.Helper()
	var de *diag.Error
	require.True(t, errors.As(err, &de), "want a *diag.Error, got %v", err)
	return de.Code
}

func TestVerify(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
	tests := []struct {
		name     string
		file     string
		kernel   string
		verified bool
		kind     diag.Kind
		line     int
	}{
		{"race-free kernel of two", "testdata/two_kernels.cl", "fine", true, "", 0},
		{"racy kernel of two", "testdata/two_kernels.cl", "racy", false, diag.RaceWriteWrite, 6},
		{"both kernels", "testdata/two_kernels.cl", "", false, diag.RaceWriteWrite, 6},
		{"corpus race", "../kernels/races/barrier_racy.cl", "", false, diag.RaceWriteRead, 0},
		// A predicated assertion is a new node after if-conversion: its
		// origin must follow it.
		{"assertion in a branch", "testdata/branch_assert.cl", "", false, diag.Assertion, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := config(64, 2)
			cfg.Kernel = tc.kernel
			v, err := Verify(ctx(t), cfg, tc.file)
			require.NoError(t, err)
			assert.Equal(t, tc.verified, v.Verified)
			if tc.verified {
				assert.Empty(t, v.Diags)
				return
			}
			require.NotEmpty(t, v.Diags)
			d := v.Diags[0]
			assert.Equal(t, tc.kind, d.Kind, d.Msg)
			if tc.line > 0 {
				assert.Equal(t, tc.line, d.Pos.Line)
			}
			if d.Kind == diag.RaceWriteWrite || d.Kind == diag.RaceWriteRead {
				assert.Len(t, d.Related, 2, "both accesses of the race")
			}
		})
	}
}

func TestVerifyErrors(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14")
	tests := []struct {
		name string
		file string
		cfg  func(*Config)
		code diag.Code
		want string
	}{
		{"missing file", "testdata/nope.cl", nil, diag.CommandLine, "no such file"},
		{"unsupported construct", "testdata/unsupported.cl", nil, diag.Unsupported, "unsupported use of a pointer read from __global or __local memory"},
		{"unknown kernel", "testdata/two_kernels.cl", func(c *Config) { c.Kernel = "nope" }, diag.CommandLine, "no kernel nope"},
		{"OPERATOR abstract without TYPE", "testdata/type_defined.cl", nil, diag.CommandLine, "leaves OPERATOR undefined but TYPE is defined"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := config(64, 1)
			if tc.cfg != nil {
				tc.cfg(cfg)
			}
			_, err := Verify(ctx(t), cfg, tc.file)
			require.Error(t, err)
			assert.Equal(t, tc.code, code(t, err))
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	t.Run("an unsupported construct has a positioned cause", func(t *testing.T) {
		_, err := Load(ctx(t), config(64, 1), "testdata/unsupported.cl")
		var de *diag.Error
		require.True(t, errors.As(err, &de))
		require.NotNil(t, de.Cause)
		assert.Equal(t, diag.UnsupportedConstruct, de.Cause.Kind)
		assert.Equal(t, 3, de.Cause.Pos.Line)
	})
}

// TestVerifyStaged: the kernel is loaded once and reduced twice; a wrong
// assertion fails in stage 2 after stage 1 proved race freedom.
func TestVerifyStaged(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
	for _, tc := range []struct {
		file     string
		stages   int
		verified bool
	}{{"testdata/staged.cl", 2, true}, {"testdata/staged_wrong.cl", 2, false}, {"testdata/two_kernels.cl", 1, false}} {
		t.Run(tc.file, func(t *testing.T) {
			cfg := config(64, 2)
			k, err := Load(ctx(t), cfg, tc.file)
			require.NoError(t, err)
			sv, err := k.VerifyStaged(ctx(t), cfg)
			require.NoError(t, err)
			assert.Len(t, sv.Stages, tc.stages)
			assert.Equal(t, tc.verified, sv.Verified())
		})
	}
}

func TestDumpAfter(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14")
	cfg := config(64, 2)
	k, err := Load(ctx(t), cfg, "testdata/two_kernels.cl")
	require.NoError(t, err)
	out, err := k.DumpAfter(cfg, "instances")
	require.NoError(t, err)
	assert.Contains(t, out, "kernel fine\n  procedure $fine")
	_, err = k.DumpAfter(cfg, "frobnicate")
	assert.Equal(t, diag.CommandLine, code(t, err))
}

func TestAssumptions(t *testing.T) {
	cfg := config(64, 2)
	cfg.GPUVerify.OnlyIntraGroup = true
	cfg.Defines = []string{"N=4"}
	assert.Equal(t, "local size [64]; number of groups [2]; global offset 0; races between work groups not checked (--only-intra-group); -D N=4", cfg.Assumptions())
	assert.Equal(t, "local size unconstrained; number of groups unconstrained; global offset 0", (&Config{}).Assumptions())
	free := &Config{Geometry: ir.Geometry{LocalSize: ir.Dims{ir.Unconstrained}, GlobalSize: ir.Dims{1024}}, BoogieFiles: []string{"axioms.bpl"}}
	require.NoError(t, free.Geometry.Resolve())
	assert.Equal(t, "local size [*]; number of groups [*]; global size [1024]; global offset 0; the declarations and axioms of axioms.bpl (--boogie-file; an inconsistent axiom proves anything)", free.Assumptions())
}

func TestScanLength(t *testing.T) {
	tests := []struct {
		defines []string
		n       int
		g       *launch
		want    int
		err     string
	}{
		{n: 8, want: 8},
		{defines: []string{"N=16"}, want: 16},
		{defines: []string{"N=16"}, n: 16, want: 16},
		{defines: []string{"N=16"}, n: 8, err: "--n=8 disagrees with -D N=16"},
		{g: &launch{global: []int{4, 2}, local: []int{4, 2}}, want: 8},
		{n: -1, err: "must be positive"},
		{err: "give the scan length"},
	}
	for _, tc := range tests {
		cfg := &Config{Defines: tc.defines}
		got, err := cfg.scanLength(&Scan{N: tc.n}, tc.g)
		if tc.err != "" {
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, tc.want, got)
	}
}

// TestConsistentCounterexample: the work items a race report names
// access the cell it names (a[gid / 2]: work items 2i and 2i+1 race on
// a[i]); under bvgen's prover options z3's model named 4 and 3 for a[0].
func TestConsistentCounterexample(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
	v, err := Verify(ctx(t), config(8, 1), "testdata/halve.cl")
	require.NoError(t, err)
	require.False(t, v.Verified)
	require.NotEmpty(t, v.Diags)
	d := v.Diags[0]
	var cell int
	_, err = fmt.Sscanf(d.Msg[strings.LastIndex(d.Msg, "[")+1:], "%d]", &cell)
	require.NoError(t, err, d.Msg)
	require.Len(t, d.Related, 2)
	for _, rel := range d.Related {
		var item int
		_, err := fmt.Sscanf(rel.Msg[strings.Index(rel.Msg, "work item")+len("work item "):], "%d", &item)
		require.NoError(t, err, rel.Msg)
		assert.Equal(t, cell, item/2, "%s: work item %d does not access a[%d]", rel.Msg, item, cell)
	}
}

// TestWorkItemIds: the global id, local id and group id of each work item
// of a race come from one model and agree (global = group × size + local),
// across work groups: a[gid % 4] races between work items g and g + 4.
func TestWorkItemIds(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
	v, err := Verify(ctx(t), config(4, 2), "testdata/groups.cl")
	require.NoError(t, err)
	require.False(t, v.Verified)
	require.NotEmpty(t, v.Diags)
	d := v.Diags[0]
	assert.True(t, d.FileHeadline, "a race names the file only")
	var cell int
	_, err = fmt.Sscanf(d.Msg[strings.LastIndex(d.Msg, "[")+1:], "%d]", &cell)
	require.NoError(t, err, d.Msg)
	require.Len(t, d.Related, 2)
	assert.Equal(t, d.Pos, d.Related[0].Pos, "the checked access comes first")
	for _, rel := range d.Related {
		var global, local, group int
		_, err := fmt.Sscanf(rel.Msg[strings.Index(rel.Msg, "work item"):], "work item %d with local id %d in work group %d", &global, &local, &group)
		require.NoError(t, err, rel.Msg)
		assert.Equal(t, group*4+local, global, rel.Msg)
		if !slices.Contains(d.Notes, twothread.UnconfirmedNote) { // a loaded machine: values may disagree
			assert.Equal(t, cell, global%4, "%s: does not access a[%d]", rel.Msg, cell)
		}
	}
}

// TestPossibleSources: reads logged in a loop race with the write after
// it; the log's statement is havocked at the loop head, so both reads are
// listed, never one of them alone.
func TestPossibleSources(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
	v, err := Verify(ctx(t), config(64, 1), "testdata/loop_sources.cl")
	require.NoError(t, err)
	require.False(t, v.Verified)
	require.NotEmpty(t, v.Diags)
	// Unconfirmed counterexamples (a loaded machine) may give several
	// reports of the race; each lists both reads.
	for _, d := range v.Diags {
		assert.Equal(t, diag.RaceReadWrite, d.Kind)
		assert.Equal(t, 7, d.Pos.Line)
		require.Len(t, d.Related, 2)
		assert.Equal(t, 7, d.Related[0].Pos.Line)
		var lines []int
		for _, p := range d.Related[1].Sources {
			lines = append(lines, p.Line)
		}
		assert.Equal(t, []int{4, 5}, lines)
		assert.Zero(t, d.Related[1].Pos)
	}
}

// TestExternalFunctionAssumed: a verdict on a kernel that calls a function
// without a body says what bvgen assumed of it.
func TestExternalFunctionAssumed(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
	v, err := Verify(ctx(t), config(64, 1), "testdata/external.cl")
	require.NoError(t, err)
	assert.True(t, v.Verified)
	assert.Contains(t, v.Assumptions, "functions without a body (scale) touch no memory and reach no barrier")
}
