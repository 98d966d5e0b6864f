package prover

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// failureWant is the part of a Failure a sample test checks.
type failureWant struct {
	kind    FailureKind
	line    int
	col     int
	related int    // line of the related location, 0 if none
	model   string // constant whose value is checked, "" if none
	value   string
}

// Samples in testdata/outputs were captured from Boogie 2.4.1 with z3
// 4.8.12, noise and all, from the programs noted for each case.
func TestParseOutputSamples(t *testing.T) {
	tests := []struct {
		sample   string
		status   Status
		verified int
		errors   int
		failures []failureWant
		diag     string // substring of some diagnostic
	}{
		{sample: "assert_invariant", status: StatusFailed, errors: 3, failures: []failureWant{
			{KindAssert, 26, 3, 0, "local_id_x$2", "0bv32"},
			{KindAssert, 27, 3, 0, "local_id_x$2", "2147483648bv32"},
			{KindInvariantMaintained, 31, 5, 0, "i@1", "1bv32"},
		}},
		{sample: "contracts", status: StatusFailed, errors: 5, failures: []failureWant{
			{KindPostcondition, 14, 1, 9, "a", "6bv32"},
			{KindPostcondition, 14, 1, 8, "a", "5bv32"},
			{KindPrecondition, 20, 3, 5, "x", "2bv32"},
			{KindPrecondition, 20, 3, 4, "x", "1bv32"},
			{KindInvariantEntry, 24, 5, 0, "x", "7bv32"},
		}},
		// c.bpl: `assert x != Kbv32` for K = 1..9 in two procedures; each
		// model must hold the K of its own assertion.
		{sample: "order", status: StatusFailed, errors: 9, failures: []failureWant{
			{KindAssert, 6, 5, 0, "x", "1bv32"},
			{KindAssert, 7, 5, 0, "x", "2bv32"},
			{KindAssert, 9, 5, 0, "x", "3bv32"},
			{KindAssert, 10, 5, 0, "x", "4bv32"},
			{KindAssert, 12, 3, 0, "x", "5bv32"},
			{KindAssert, 13, 3, 0, "x", "6bv32"},
			{KindAssert, 17, 12, 0, "x", "7bv32"},
			{KindAssert, 17, 40, 0, "x", "8bv32"},
			{KindAssert, 18, 3, 0, "x", "9bv32"},
		}},
		{sample: "msg", status: StatusFailed, errors: 2, failures: []failureWant{
			{KindOther, 0, 0, 0, "x", "2"},
			{KindAssert, 4, 3, 0, "x", "10"},
		}},
		// One procedure times out, another fails: failing wins.
		{sample: "timeout", status: StatusFailed, errors: 1, failures: []failureWant{
			{KindAssert, 12, 17, 0, "", ""},
		}},
		{sample: "houdini", status: StatusFailed, errors: 1, failures: []failureWant{
			{KindAssert, 16, 3, 0, "", ""},
		}},
		{sample: "parse_error", status: StatusInvalid, diag: "invalid UnaryExpression"},
		{sample: "resolution_error", status: StatusInvalid, diag: "undeclared identifier: y"},
		{sample: "type_error", status: StatusInvalid, diag: "must be of type bool"},
		{sample: "no_z3", status: StatusCrash, diag: "Cannot find prover"},
	}
	for _, tt := range tests {
		t.Run(tt.sample, func(t *testing.T) {
			out := readFile(t, "testdata/outputs/"+tt.sample+".out")
			models, err := os.ReadFile("testdata/outputs/" + tt.sample + ".model")
			if err != nil {
				require.ErrorIs(t, err, os.ErrNotExist)
			}
			r := ParseOutput(out, string(models))
			assert.Equal(t, tt.status, r.Status, r.Output)
			assert.Equal(t, tt.verified, r.Verified)
			assert.Equal(t, tt.errors, r.Errors)
			assert.NotContains(t, r.Output, "model_compress")
			assert.NotContains(t, r.Output, "Legal parameters")
			require.Len(t, r.Failures, len(tt.failures))
			for i, w := range tt.failures {
				f := r.Failures[i]
				assert.Equal(t, w.kind, f.Kind, "failure %d", i)
				assert.Equal(t, w.line, f.Pos.Line, "failure %d", i)
				assert.Equal(t, w.col, f.Pos.Col, "failure %d", i)
				assert.Equal(t, w.related, f.Related.Line, "failure %d", i)
				assert.NotEmpty(t, f.Trace, "failure %d has a trace", i)
				if w.model != "" {
					require.NotNil(t, f.Model, "failure %d", i)
					assert.Equal(t, w.value, f.Model[w.model], "failure %d", i)
				}
			}
			if tt.diag != "" {
				found := false
				for _, d := range r.Diagnostics {
					if assert.NotContains(t, d.Message, "model_compress") && strings.Contains(d.String(), tt.diag) {
						found = true
					}
				}
				assert.True(t, found, "no diagnostic contains %q: %v", tt.diag, r.Diagnostics)
			}
		})
	}
}

func TestParseDetails(t *testing.T) {
	r := ParseOutput(readFile(t, "testdata/outputs/contracts.out"), readFile(t, "testdata/outputs/contracts.model"))
	f := r.Failures[2]
	assert.Equal(t, "BP5002", f.Code)
	assert.Equal(t, "A precondition for this call might not hold.", f.Message)
	assert.Equal(t, "This is the precondition that might not hold.", f.RelatedMessage)
	assert.Equal(t, "d.bpl", f.Pos.File)
	assert.Equal(t, []TraceStep{{Pos: Pos{File: "d.bpl", Line: 20, Col: 3}, Label: "anon0"}}, f.Trace)
	_, hasLabel := f.Model["%lbl%+0"]
	assert.False(t, hasLabel, "label entries are dropped")
	assert.Equal(t, "{\n  else -> true\n}", f.Model["tickleBool"])

	r = ParseOutput(readFile(t, "testdata/outputs/assert_invariant.out"), "")
	assert.Nil(t, r.Failures[2].Model)
	assert.Equal(t, []TraceStep{
		{Pos{"a.bpl", 26, 3}, "anon0"}, {Pos{"a.bpl", 30, 3}, "anon3_LoopHead"}, {Pos{"a.bpl", 34, 7}, "anon3_LoopBody"},
	}, r.Failures[2].Trace)

	r = ParseOutput(readFile(t, "testdata/outputs/timeout.out"), readFile(t, "testdata/outputs/timeout.model"))
	assert.Equal(t, 1, r.TimeOuts)
	require.Len(t, r.Timeouts, 1)
	to := r.Timeouts[0]
	assert.Equal(t, "p", to.Proc)
	assert.Equal(t, 2, to.Seconds)
	assert.Equal(t, Pos{"t.bpl", 5, 11}, to.Pos)
	require.Len(t, to.Pending, 2)
	assert.Equal(t, KindAssert, to.Pending[0].Kind)
	assert.Equal(t, 9, to.Pending[0].Pos.Line)
	assert.Equal(t, 10, to.Pending[1].Pos.Line)
	assert.NotEmpty(t, to.Pending[1].Trace)
	assert.NotNil(t, r.Failures[0].Model, "the one model belongs to the one real error")

	r = ParseOutput(readFile(t, "testdata/outputs/houdini.out"), "")
	assert.Equal(t, map[string]bool{"_b0": true, "_b1": false}, r.Assignment)
	assert.Equal(t, []string{"_b0"}, r.TrueCandidates())
}

func TestParseSynthetic(t *testing.T) {
	tests := []struct {
		name   string
		out    string
		models string
		status Status
		diag   string
	}{
		{"verified", "Boogie program verifier finished with 3 verified, 0 errors\n", "", StatusVerified, ""},
		{"timeout only", "k.bpl(5,11): Verification of 'p' timed out after 2 seconds\n\n" +
			"Boogie program verifier finished with 0 verified, 0 errors, 1 time out\n", "", StatusTimeout, ""},
		{"inconclusive", "Boogie program verifier finished with 1 verified, 0 errors, 1 inconclusive\n", "", StatusInconclusive, ""},
		{"out of memory", "Boogie program verifier finished with 1 verified, 0 errors, 1 out of memory\n", "", StatusInconclusive, ""},
		{"no summary", "something odd\n", "", StatusCrash, "summary"},
		{"unhandled", "Unhandled Exception:\nSystem.NullReferenceException\n", "", StatusCrash, "Unhandled Exception"},
		{"model count mismatch", "k.bpl(1,1): Error BP5001: This assertion might not hold.\nExecution trace:\n    k.bpl(1,1): anon0\n" +
			"Boogie program verifier finished with 0 verified, 1 error\n",
			"*** MODEL\nx -> 1bv32\n*** END_MODEL\n*** MODEL\nx -> 2bv32\n*** END_MODEL\n", StatusFailed, "not attached"},
		{"other prover error kept", "Prover error: line 3 column 1: something else\n" +
			"Boogie program verifier finished with 1 verified, 0 errors\n", "", StatusVerified, "something else"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ParseOutput(tt.out, tt.models)
			assert.Equal(t, tt.status, r.Status)
			if tt.diag != "" {
				var msgs []string
				for _, d := range r.Diagnostics {
					msgs = append(msgs, d.String())
				}
				assert.Condition(t, func() bool {
					for _, m := range msgs {
						if strings.Contains(m, tt.diag) {
							return true
						}
					}
					return false
				}, "diagnostics %q lack %q", msgs, tt.diag)
			}
		})
	}
}

func TestFilterNoise(t *testing.T) {
	in := "before\nProver error: line 18 column 28: unknown parameter 'model_compress'\nLegal parameters are:\n" +
		"  auto_config (bool) (default: true)\n  unicode (bool)\n  timeout (unsigned int) (default: 4294967295)\n" +
		"k.bpl(1,2): Error BP5001: This assertion might not hold.\n  indented but kept\n"
	assert.Equal(t, "before\nk.bpl(1,2): Error BP5001: This assertion might not hold.\n  indented but kept\n", FilterNoise(in))
}

func TestModels(t *testing.T) {
	ms, err := ParseModels("*** MODEL\n%lbl%@1 -> false\nlocal_id_x$1 -> 3bv32\n|odd name| -> true\nn -> (- 5)\n" +
		"m -> |T@[bv32]bv32!val!0|\nf -> {\n  1bv32 -> 2bv32\n  else -> 0bv32\n}\n" +
		"*** STATE <initial>\n  y -> 1\n*** END_STATE\n*** END_MODEL\n*** MODEL\n*** END_MODEL\n")
	require.NoError(t, err)
	require.Len(t, ms, 2)
	m := ms[0]
	v, w, ok := m.BV("local_id_x$1")
	assert.True(t, ok)
	assert.Equal(t, uint64(3), v)
	assert.Equal(t, 32, w)
	bv, ok := m.Bool("odd name")
	assert.True(t, ok)
	assert.True(t, bv)
	n, ok := m.Int("n")
	assert.True(t, ok)
	assert.Equal(t, int64(-5), n)
	assert.Equal(t, "{\n  1bv32 -> 2bv32\n  else -> 0bv32\n}", m["f"])
	_, _, ok = m.BV("m")
	assert.False(t, ok)
	_, _, ok = m.BV("missing")
	assert.False(t, ok)
	assert.NotContains(t, m, "y", "state entries are skipped")
	assert.Empty(t, ms[1])

	for _, bad := range []string{"*** MODEL\nx 1\n*** END_MODEL\n", "*** MODEL\n", "*** END_MODEL\n", "*** MODEL\n*** MODEL\n"} {
		_, err := ParseModels(bad)
		assert.Error(t, err, bad)
	}

	tests := []struct {
		s  string
		v  uint64
		w  int
		ok bool
	}{
		{"0bv1", 0, 1, true},
		{"18446744073709551615bv64", 1<<64 - 1, 64, true},
		{"18446744073709551616bv128", 0, 0, false},
		{"bv32", 0, 0, false},
		{"12", 0, 0, false},
	}
	for _, tt := range tests {
		v, w, ok := ParseBV(tt.s)
		assert.Equal(t, []any{tt.v, tt.w, tt.ok}, []any{v, w, ok}, tt.s)
	}
}

// /trace output: the time of each procedure, in a plain run and in a
// Houdini run; the trace lines are not diagnostics.
func TestParseProcTimes(t *testing.T) {
	plain := "[TRACE] Using prover: /usr/bin/z3\nParsing k.bpl\nCoalescing blocks...\nInlining...\nRunning abstract interpretation...\n  [0.134858 s]\n" +
		"Verifying $scan ...\n  [1.092 s, 22 proof obligations]  verified\nVerifying $helper ...\n  [3.5 s, 1 proof obligation]  verified\n" +
		"Boogie program verifier finished with 2 verified, 0 errors\n"
	r := ParseOutput(plain, "")
	assert.Equal(t, StatusVerified, r.Status)
	assert.Equal(t, []ProcTime{{"$scan", 1.092}, {"$helper", 3.5}}, r.ProcTimes)
	assert.Empty(t, r.Diagnostics)
	slow, ok := Slowest(r.ProcTimes)
	assert.True(t, ok)
	assert.Equal(t, "$helper", slow.Proc)

	houdini := "Number of implementations = 1\nBeginning VC generation for Houdini...\nGenerating VC for $scan\nVerifying $scan\n" +
		"Houdini assignment axiom: true\nOutcome = Valid\nTime taken = 0.190929\nAssignment computed by Houdini:\n_b0 = True\n\n" +
		"Boogie program verifier finished with 1 verified, 0 errors\n"
	r = ParseOutput(houdini, "")
	assert.Equal(t, []ProcTime{{"$scan", 0.190929}}, r.ProcTimes)
	assert.Equal(t, map[string]bool{"_b0": true}, r.Assignment)
	_, ok = Slowest(nil)
	assert.False(t, ok)
}

func TestModelStates(t *testing.T) {
	ms, err := ParseModels("*** MODEL\nx -> 1bv8\n*** STATE <initial>\n  i -> **i\n  n -> 0\n*** END_STATE\n" +
		"*** STATE entry L\n  i -> 0bv32\n*** END_STATE\n*** STATE after L\n  i -> 100bv32\n  |odd| -> true\n*** END_STATE\n*** END_MODEL\n" +
		"*** MODEL\n*** END_MODEL\n")
	require.NoError(t, err)
	require.Len(t, ms, 2)
	assert.Equal(t, []State{
		{Name: "<initial>", Vars: map[string]string{"i": "**i", "n": "0"}},
		{Name: "entry L", Vars: map[string]string{"i": "0bv32"}},
		{Name: "after L", Vars: map[string]string{"i": "100bv32", "odd": "true"}},
	}, ms[0].States())
	assert.Empty(t, ms[1].States())
	v, _, ok := ms[0].BV("x")
	assert.True(t, ok)
	assert.Equal(t, uint64(1), v)
	_, err = ParseModels("*** MODEL\n*** STATE s\n  junk\n*** END_STATE\n*** END_MODEL\n")
	assert.Error(t, err)
}
