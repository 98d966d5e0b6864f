package twothread

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
)

// TestLoopInvariantMsg: a loop invariant fails on entry or in the step;
// under k-induction the message says both, with the depth.
func TestLoopInvariantMsg(t *testing.T) {
	for _, tc := range []struct {
		kind prover.FailureKind
		k    int
		want string
	}{
		{prover.KindInvariantEntry, 0, "loop invariant might not hold on entry"},
		{prover.KindInvariantMaintained, 0, "loop invariant might not be maintained by the loop"},
		{prover.KindInvariantEntry, 2, "loop invariant might not hold on entry, in the first 2 iterations, or after 2 iterations that satisfy it (--k-induction-depth=2)"},
		{prover.KindInvariantMaintained, 3, "loop invariant might not hold on entry, in the first 3 iterations, or after 3 iterations that satisfy it (--k-induction-depth=3)"},
	} {
		assert.Equal(t, tc.want, loopInvariantMsg(tc.kind, tc.k))
	}
}

// TestDiagKinds: every planted check a failure is reported on has its
// diagnostic kind (a race's comes from its two accesses), so nothing
// reaches a renderer untyped.
func TestDiagKinds(t *testing.T) {
	for k := KindRace; k <= KindNullAccess; k++ {
		if k == KindRace || k == KindCall {
			continue // a race: raceKind; a call: its precondition's
		}
		assert.NotEmpty(t, diagKinds[k], "origin kind %d has no diagnostic kind", k)
	}
	for _, tc := range []struct {
		logged, checked accessKind
		want            diag.Kind
	}{
		{accWrite, accWrite, diag.RaceWriteWrite},
		{accWrite, accRead, diag.RaceWriteRead},
		{accRead, accWrite, diag.RaceReadWrite},
		{accAtomic, accRead, diag.RaceAtomic},
		{accWrite, accAtomic, diag.RaceAtomic},
	} {
		assert.Equal(t, tc.want, (&RaceOrigin{Logged: tc.logged, Checked: tc.checked}).raceKind())
	}
}

// TestExplainRaceSources: the logged access of a race is printed at the
// statement the counterexample names only when its model was confirmed;
// otherwise every statement that may have made it is listed.
func TestExplainRaceSources(t *testing.T) {
	p := func(line int) ir.Pos { return ir.Pos{File: "k.cl", Line: line, Col: 3} }
	sites := []*site{{id: 1, pos: p(4), kind: accWrite}, {id: 2, pos: p(7), kind: accWrite}}
	model := prover.Model{"src": "2bv32", "off": "5bv32"}
	for _, tc := range []struct {
		name      string
		sites     []*site
		model     prover.Model
		confirmed bool
		wantPos   ir.Pos
		wantSrcs  []ir.Pos
	}{
		{"one site", sites[:1], nil, false, p(4), nil},
		{"named by a confirmed model", sites, model, true, p(7), nil},
		{"named by an unconfirmed model", sites, model, false, ir.Pos{}, []ir.Pos{p(4), p(7)}},
		{"not named", sites, prover.Model{"off": "5bv32"}, true, ir.Pos{}, []ir.Pos{p(4), p(7)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := &Origin{Kind: KindRace, Pos: p(9), Race: &RaceOrigin{Logged: accWrite, Checked: accRead, Array: "a",
				OffsetVar: "off", SourceVar: "src", Sites: tc.sites, CellBytes: 4, ElemBytes: 4}}
			d := explainRace(prover.Failure{Model: tc.model, Confirmed: tc.confirmed}, o)
			assert.Equal(t, diag.RaceWriteRead, d.Kind)
			assert.True(t, d.FileHeadline)
			assert.Equal(t, &diag.Race{Array: "a", Checked: "read", Logged: "write"}, d.Race, "the message's facts, typed")
			if assert.Len(t, d.Related, 2) {
				assert.Equal(t, p(9), d.Related[0].Pos, "the checked access")
				assert.Equal(t, tc.wantPos, d.Related[1].Pos)
				assert.Equal(t, tc.wantSrcs, d.Related[1].Sources)
			}
		})
	}
}
