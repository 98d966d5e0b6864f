package pipeline

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/advice"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// TestBarrierAdvicePartial: a check whose failures are what concrete runs
// found (partial) can reject a barrier, never confirm one: the race may
// be there although no run met it.
func TestBarrierAdvicePartial(t *testing.T) {
	src := "__kernel void shift(__global const float *in, __global float *out) {\n" +
		"  __local float tile[128];\n" +
		"  size_t lid = get_local_id(0);\n" +
		"  tile[lid] = in[get_global_id(0)];\n" +
		"  out[get_global_id(0)] = tile[(lid + 1) % 128];\n" +
		"}\n"
	d := &diag.Diagnostic{Kind: diag.RaceWriteRead, Pos: ir.Pos{File: "k.cl", Line: 5, Col: 27},
		Related: []diag.Related{{Pos: ir.Pos{File: "k.cl", Line: 5}}, {Pos: ir.Pos{File: "k.cl", Line: 4}}},
		Race:    &diag.Race{Array: "tile", Checked: "read", Logged: "write"}}
	off, ok := advice.StatementStart(src, 5)
	assert.True(t, ok)
	edited := src[:off] + "barrier(CLK_LOCAL_MEM_FENCE); " + src[off:]
	for _, tc := range []struct {
		name    string
		partial bool
		want    bool
	}{
		{"a proof found no race", false, true},
		{"runs found no race", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := &adviser{k: &Kernel{Path: "k.cl"}, src: src, deadline: time.Now().Add(time.Minute),
				checked: map[string]checked{edited: {partial: tc.partial, ok: true}}}
			note, tried := a.barrier(context.Background(), d)
			assert.True(t, tried)
			assert.Equal(t, tc.want, note != "", note)
		})
	}
}

// TestCheckCached: an edit is checked once, also when the check ended
// without a verdict; the later reports of one race (one per byte range)
// find it in the cache and spend nothing.
func TestCheckCached(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    checked
	}{
		{"verified", checked{ok: true}},
		{"no verdict in time", checked{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// No kernel to prove: a check that were not cached would fail
			// to load it and return ok false whatever was cached.
			a := &adviser{k: &Kernel{Path: "missing.cl"}, deadline: time.Now().Add(time.Minute),
				checked: map[string]checked{"edited": tc.c}}
			_, _, ok := a.check(context.Background(), "edited")
			assert.Equal(t, tc.c.ok, ok)
		})
	}
}

// TestNoAdviceIn: a check starts when its time left covers the kernel's
// proof, or that proof was quick; otherwise it could only reject advice.
func TestNoAdviceIn(t *testing.T) {
	for _, tc := range []struct {
		spent, left time.Duration
		skip        bool
	}{
		{2 * time.Second, 5 * time.Second, false},
		{6 * time.Second, 5 * time.Second, true},
		{time.Second, 1200 * time.Millisecond, false},
		{1400 * time.Millisecond, 1100 * time.Millisecond, false},
		{3 * time.Second, 1100 * time.Millisecond, true},
	} {
		a := &adviser{spent: tc.spent}
		assert.Equal(t, tc.skip, a.noAdviceIn(tc.left), "spent %v, left %v", tc.spent, tc.left)
	}
}
