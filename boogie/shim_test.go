package boogie

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStripLabels(t *testing.T) {
	tests := []struct{ in, want string }{
		{"(assert (=> (! (and %lbl%+3 true) :lblpos +3) x))", "(assert (=> (and %lbl%+3 true) x))"},
		{"(assert (or (! (not (= a b)) :lblneg @27) c))", "(assert (or (not (= a b)) c))"},
		{"(assert (! (! p :lblpos +1) :lblneg @2))", "(assert p)"},
		// Other annotations stay: they carry meaning (patterns) or names.
		{"(assert (forall ((x Int)) (! (f x) :pattern ((f x)))))", "(assert (forall ((x Int)) (! (f x) :pattern ((f x)))))"},
		{"(declare-fun |a b| () Bool)", "(declare-fun |a b| () Bool)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, stripLabels(tt.in), tt.in)
	}
}

func TestReadCommand(t *testing.T) {
	in := "(set-option :print-success false) ; comment (\n(assert (= |x)| \"a\"\"b\"))\n(check-sat)\n"
	r := bufio.NewReader(strings.NewReader(in))
	var got []string
	for {
		c, err := readCommand(r)
		if c != "" {
			got = append(got, c)
		}
		if err != nil {
			break
		}
	}
	assert.Equal(t, []string{"(set-option :print-success false)", "(assert (= |x)| \"a\"\"b\"))", "(check-sat)"}, got)
}

func TestShimStateScopes(t *testing.T) {
	s := &shimState{frames: [][]string{nil}}
	for _, c := range []string{
		"(declare-fun a () (_ BitVec 32))",
		"(declare-fun tickleBool (Bool) Bool)",
		"(assert (and (tickleBool true) (tickleBool false)))",
		"(push 1)",
		"(assert (! (= a a) :lblneg @1))",
		"(set-option :timeout 5000)",
	} {
		s.record(c)
	}
	assert.False(t, s.unsafe)
	assert.Equal(t, [][]string{{"(declare-fun a () (_ BitVec 32))"}, {"(assert (= a a))"}}, s.frames)
	assert.Equal(t, "QF_ABV", s.logic())
	assert.Equal(t, "5000", s.timeout)
	s.record("(pop 1)")
	assert.Len(t, s.frames, 1)
	s.record("(declare-fun f ((_ BitVec 32)) Bool)")
	assert.Equal(t, "QF_AUFBV", s.logic())
	s.record("(check-sat-assuming (a))")
	assert.True(t, s.unsafe, "a command the shim does not model disables its answers")
	s.record("(reset)")
	assert.False(t, s.unsafe)
}

// TestRunFastUnsat runs Boogie through the shim: a valid program verifies
// with the shim's answer, and a failing one still reports its assertion
// with a model (from Boogie's own z3).
func TestRunFastUnsat(t *testing.T) {
	needBoogie(t)
	trace := filepath.Join(t.TempDir(), "trace")
	t.Setenv(shimTraceEnv, trace)
	ok := `procedure p(x: bv32) { assert x == x; }` + "\n"
	r, err := Run(testCtx(t), ok, Options{FastUnsat: true})
	require.NoError(t, err)
	assert.Equal(t, StatusVerified, r.Status, r.Output)
	b, err := os.ReadFile(trace)
	require.NoError(t, err)
	assert.Contains(t, string(b), `fast query: "unsat"`)

	bad := "procedure p(x: bv32) {\n  assert x == x;\n  assert x != 0bv32;\n}\n"
	r, err = Run(testCtx(t), bad, Options{FastUnsat: true})
	require.NoError(t, err)
	assert.Equal(t, StatusFailed, r.Status, r.Output)
	require.Len(t, r.Failures, 1)
	assert.Equal(t, 3, r.Failures[0].Pos.Line)
	b, err = os.ReadFile(trace)
	require.NoError(t, err)
	assert.Contains(t, string(b), `fast query: "sat"`)
}
