package z3proxy

import (
	"bufio"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bvgen/bvgen/prover"

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

func TestSessionScopes(t *testing.T) {
	s := &session{frames: [][]string{nil}, report: true}
	for _, c := range []string{
		"(declare-fun a () (_ BitVec 32))",
		"(declare-fun tickleBool (Bool) Bool)",
		"(assert (and (tickleBool true) (tickleBool false)))",
		"(push 1)",
		"(assert (! (= a a) :lblneg @1))",
		"(set-option :timeout 5000)",
		"(set-option :rlimit 700)",
	} {
		s.record(c)
	}
	assert.False(t, s.unsafe)
	assert.Equal(t, [][]string{{"(declare-fun a () (_ BitVec 32))"}, {"(assert (= a a))"}}, s.frames)
	assert.Equal(t, "QF_ABV", s.logic())
	assert.Equal(t, "5000", s.timeout)
	assert.Equal(t, "700", s.rlimit, "Boogie's resource limit, set again after the incremental z3's turn")
	s.record("(pop 1)")
	assert.Len(t, s.frames, 1)
	s.record("(declare-fun f ((_ BitVec 32)) Bool)")
	assert.Equal(t, "QF_AUFBV", s.logic())
	s.record("(check-sat-assuming (a))")
	assert.True(t, s.unsafe, "a command the proxy does not model disables its answers")
	s.record("(reset)")
	assert.False(t, s.unsafe)
	assert.True(t, s.report, "a report session stays one across Boogie's reset between procedures")
}

// helperEnv makes the test binary the proxy (TestMain), so that Boogie can
// run it as its z3 through prover.Options.Proxy.
const helperEnv = "BVGEN_Z3PROXY_TEST_HELPER"

func TestMain(m *testing.M) {
	if os.Getenv(helperEnv) == "1" {
		os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// needTool skips a test when a tool is missing, unless REQUIRE_TOOLS=1
// (CI), where a missing tool must fail the test instead.
func needTool(t *testing.T, tool string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err != nil {
		if os.Getenv("REQUIRE_TOOLS") == "1" {
			t.Fatalf("%s is required (REQUIRE_TOOLS=1) but missing: %v", tool, err)
		}
		t.Skipf("%s not installed", tool)
	}
	return path
}

// TestRunFastUnsat runs Boogie through the proxy: a valid program verifies
// with the proxy's answer, and a failing one still reports its assertion
// with a model (from Boogie's own z3).
func TestRunFastUnsat(t *testing.T) {
	needTool(t, "boogie")
	t.Setenv(helperEnv, "1")
	trace := filepath.Join(t.TempDir(), "trace")
	t.Setenv(traceEnv, trace)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	opts := prover.Options{FastUnsat: true, Proxy: []string{os.Args[0]}}
	ok := `procedure p(x: bv32) { assert x == x; }` + "\n"
	r, err := prover.Run(ctx, ok, opts)
	require.NoError(t, err)
	assert.Equal(t, prover.StatusVerified, r.Status, r.Output)
	assert.Contains(t, strings.Join(r.Command, " "), "/z3exe:")
	b, err := os.ReadFile(trace)
	require.NoError(t, err)
	assert.Contains(t, string(b), `fast query: "unsat"`)

	bad := "procedure p(x: bv32) {\n  assert x == x;\n  assert x != 0bv32;\n}\n"
	r, err = prover.Run(ctx, bad, opts)
	require.NoError(t, err)
	assert.Equal(t, prover.StatusFailed, r.Status, r.Output)
	require.Len(t, r.Failures, 1)
	assert.Equal(t, 3, r.Failures[0].Pos.Line)
	assert.NotEmpty(t, r.Failures[0].Model)
	b, err = os.ReadFile(trace)
	require.NoError(t, err)
	assert.Contains(t, string(b), `fast query: "sat"`)
}

// TestMainPipes talks to Main through pipes as Boogie would: the proxy
// answers the unsat query itself, and the sat one through the incremental
// z3 under the fresh model (hint.go), whose values Boogie then reads.
func TestMainPipes(t *testing.T) {
	out, trace := runSession(t,
		"(set-option :print-success false)",
		"(declare-fun x () (_ BitVec 8))",
		"(push 1)",
		"(assert (! (not (= x x)) :lblneg @1))",
		"(check-sat)",
		"(pop 1)",
		"(push 1)",
		"(assert (! (= x #x01) :lblpos +2))",
		"(check-sat)",
		"(get-value (x))",
		"(pop 1)",
		"(exit)")
	assert.Equal(t, "unsat\nsat\n((x #x01))\n", out)
	assert.Equal(t, `fast query: "unsat"`, trace[0])
}

// runSession runs Main on the commands as Boogie would send them, with the
// real z3, and returns its output and the trace lines without their times.
func runSession(t *testing.T, commands ...string) (string, []string) {
	t.Helper()
	z3 := needTool(t, "z3")
	trace := filepath.Join(t.TempDir(), "trace")
	t.Setenv(traceEnv, trace)
	var out, errOut strings.Builder
	code := Main([]string{"--z3=" + z3, "--", "-smt2", "-in"}, strings.NewReader(strings.Join(commands, "\n")+"\n"), &out, &errOut)
	assert.Equal(t, 0, code, errOut.String())
	b, err := os.ReadFile(trace)
	require.NoError(t, err)
	var kinds []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "strategy ") {
			continue // each strategy's own answer (portfolio.go)
		}
		kinds = append(kinds, strings.SplitN(l, " in ", 2)[0])
	}
	return out.String(), kinds
}

func TestMainArgs(t *testing.T) {
	for _, args := range [][]string{nil, {"-smt2"}, {"--z3="}} {
		var errOut strings.Builder
		assert.Equal(t, 2, Main(args, strings.NewReader(""), io.Discard, &errOut), "%q", args)
		assert.Contains(t, errOut.String(), "usage: [--report] --z3=PATH")
	}
	z3, rest, err := parseArgs([]string{"--z3=/bin/z3", "--", "-smt2", "--"})
	require.NoError(t, err)
	assert.Equal(t, "/bin/z3", z3)
	assert.Equal(t, []string{"-smt2", "--"}, rest)
	_, rest, err = parseArgs([]string{"--z3=/bin/z3", "-in"})
	require.NoError(t, err)
	assert.Equal(t, []string{"-in"}, rest)
}

func TestModelLiterals(t *testing.T) {
	model := "(\n  (define-fun b () Bool\n    false)\n  (define-fun %lbl%@6 () Bool\n    true)\n" +
		"  (define-fun $k$1@2 () (_ BitVec 32)\n    #x00000002)\n  (define-fun a () (Array (_ BitVec 32) (_ BitVec 32))\n    ((as const (Array (_ BitVec 32) (_ BitVec 32))) #x00000000))\n" +
		"  (define-fun f ((x!0 (_ BitVec 32))) (_ BitVec 32)\n    #x00000001)\n  (define-fun c () Bool\n    true)\n)\n"
	assert.Equal(t, []string{"(not b)", "(= $k$1@2 #x00000002)", "c"}, modelLiterals(model, nil))
}

// TestPortfolioGiveUp: a delayed strategy starts at once when another has
// given up (here an unknown tactic, which z3 answers with an error).
func TestPortfolioGiveUp(t *testing.T) {
	z3 := needTool(t, "z3")
	defer func(s []strategy) { strategies = s }(strategies)
	strategies = []strategy{
		{name: "broken", check: "(check-sat-using no-such-tactic)"},
		{name: "late", check: "(check-sat)", delay: time.Hour},
	}
	a := portfolio(z3, []string{"-smt2", "-in"}, []byte("(declare-fun x () (_ BitVec 8))\n(assert (= x #x01))\n"), "")
	assert.Equal(t, "late", a.name)
	assert.Equal(t, "sat", a.reply)
	assert.Contains(t, a.model, "#x01")
	assert.Less(t, a.took, time.Minute)
}

// TestIncrementalFirst: after a "sat" at a push level, the next check-sat
// there goes to the incremental z3 first (Boogie blocking the failure it
// just read and asking again); a new push level starts afresh.
func TestIncrementalFirst(t *testing.T) {
	out, trace := runSession(t,
		"(set-option :print-success false)",
		"(set-option :timeout 5000)",
		"(declare-fun x () (_ BitVec 8))",
		"(push 1)",
		"(assert (! (not (= x #x00)) :lblneg @1))",
		"(check-sat)",
		"(assert (not (= x #x01)))",
		"(check-sat)",
		"(assert (= x #x00))",
		"(check-sat)",
		"(pop 1)",
		"(push 1)",
		"(assert (= x #x02))",
		"(check-sat)",
		"(pop 1)",
		"(exit)")
	assert.Equal(t, "sat\nsat\nunsat\nsat\n", out)
	assert.Equal(t, []string{`fast query: "sat"`, `hint: "sat"`, `incremental: "sat"`, `incremental: "unsat"`,
		`fast query: "sat"`, `hint: "sat"`}, trace)
}
