package z3proxy

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// traceEnv names a file the proxy appends its answers and times to.
const traceEnv = "BVGEN_Z3_SHIM_TRACE"

// dumpEnv names a directory where the proxy writes each query it solves
// from scratch (query-*.smt2), to study where z3's time goes.
const dumpEnv = "BVGEN_Z3_SHIM_DUMP"

// Main runs the proxy. args are `--z3=PATH [--] Z3ARGS...`: PATH is the
// real z3, and Z3ARGS are the arguments Boogie gave its prover, passed on
// to the incremental z3. The proxy reads Boogie's commands from in and
// writes z3's answers to out; it returns the exit code of the incremental
// z3 (2 for bad arguments, 1 when z3 cannot be started).
//
// With --report before --z3, the session is one whose failures are only
// reported (report.go).
func Main(args []string, in io.Reader, out, errOut io.Writer) int {
	report := len(args) > 0 && args[0] == ReportFlag
	if report {
		args = args[1:]
	}
	z3, z3Args, err := parseArgs(args)
	if err != nil {
		fmt.Fprintln(errOut, "bvgen z3 proxy:", err)
		return 2
	}
	return run(z3, z3Args, report, in, out, errOut)
}

// ReportFlag makes the proxy's session a report's (report.go).
const ReportFlag = "--report"

// parseArgs splits `--z3=PATH [--] Z3ARGS...`.
func parseArgs(args []string) (string, []string, error) {
	if len(args) == 0 || !strings.HasPrefix(args[0], "--z3=") || args[0] == "--z3=" {
		return "", nil, fmt.Errorf("usage: [--report] --z3=PATH [--] Z3ARGS..., got %q", args)
	}
	z3, rest := strings.TrimPrefix(args[0], "--z3="), args[1:]
	if len(rest) > 0 && rest[0] == "--" {
		rest = rest[1:]
	}
	return z3, rest, nil
}

// proxySync is echoed by the incremental z3 so that the proxy knows every
// earlier answer has been passed on before it answers a check-sat itself.
const proxySync = "bvgen-proxy-sync"

// run relays Boogie's session to z3 and answers a check-sat itself when
// the unlabelled query is unsat (see the package doc).
func run(z3 string, args []string, report bool, in io.Reader, out, errOut io.Writer) int {
	cmd := exec.Command(z3, args...)
	cmd.Stderr = errOut
	toZ3, err := cmd.StdinPipe()
	if err != nil {
		fmt.Fprintln(errOut, "bvgen z3 proxy:", err)
		return 1
	}
	fromZ3, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintln(errOut, "bvgen z3 proxy:", err)
		return 1
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(errOut, "bvgen z3 proxy:", err)
		return 1
	}
	r := &relay{out: out, synced: make(chan struct{}), done: make(chan struct{})}
	go r.copy(fromZ3)
	s := &session{frames: [][]string{nil}, report: report}
	var o *onceState
	if report {
		o = &onceState{}
	}
	rd := bufio.NewReader(in)
	for {
		c, err := readCommand(rd)
		if c != "" && o != nil {
			c = o.command(c, s, toZ3, r)
		}
		if c != "" {
			if s.isCheckSat(c) {
				s.checkSat(z3, c, toZ3, r)
			} else {
				s.record(c)
				io.WriteString(toZ3, c+"\n")
			}
		}
		if err != nil {
			break
		}
	}
	toZ3.Close()
	<-r.done
	if err := cmd.Wait(); err != nil {
		if e, ok := err.(*exec.ExitError); ok {
			return e.ExitCode()
		}
		return 1
	}
	return 0
}

// session is the logical content of the incremental session: the
// declarations and assertions of each push level, labels removed.
type session struct {
	frames [][]string
	// timeout is the last (set-option :timeout N) Boogie sent, in ms.
	timeout string
	// rlimit is the last (set-option :rlimit N) Boogie sent.
	rlimit string
	// unsafe: a command the proxy does not model was seen, so its copy of
	// the session may not be Boogie's: answer nothing itself any more.
	unsafe bool
	// sawSat: a check-sat at the current push level was answered "sat",
	// so Boogie is collecting counterexamples (incrementalFirst).
	sawSat bool
	// slowIncremental: the incremental z3 used up its turn at this level.
	slowIncremental bool
	// report: the session only reports failures (ReportFlag): after a
	// "sat" at a push level, a query the incremental z3 does not answer
	// within its turn ends the counterexamples (report.go).
	report bool
	// lastWinner is the strategy that answered the session's last fresh
	// solve; it starts at once on the next (portfolio).
	lastWinner string
}

func (s *session) isCheckSat(c string) bool {
	head, _ := commandHead(c)
	return head == "check-sat"
}

// record updates the copy of the session with command c.
func (s *session) record(c string) {
	head, rest := commandHead(c)
	if head == "push" || head == "pop" {
		s.sawSat, s.slowIncremental = false, false
	}
	switch head {
	case "reset":
		// What the session is (a report's) and what it learnt of the
		// strategies outlive Boogie's reset, which it sends between
		// procedures: a report session that forgot it was one answered
		// the later procedures' last queries itself (PPCG lu's second
		// kernel: a 14 s fresh solve of the query proving the rest).
		*s = session{frames: [][]string{nil}, lastWinner: s.lastWinner, report: s.report}
	case "push":
		for i := 0; i < levels(rest); i++ {
			s.frames = append(s.frames, nil)
		}
	case "pop":
		n := levels(rest)
		if n >= len(s.frames) {
			s.unsafe = true
			return
		}
		s.frames = s.frames[:len(s.frames)-n]
	case "declare-fun", "declare-const", "define-fun", "declare-sort", "define-sort", "declare-datatypes", "assert":
		if strings.Contains(c, "tickleBool") {
			// Boogie's marker (an uninterpreted predicate asserted of true
			// and false) says nothing; leaving it out keeps the logic
			// QF_ABV.
			return
		}
		top := len(s.frames) - 1
		s.frames[top] = append(s.frames[top], stripLabels(c))
	case "set-option":
		if f := strings.Fields(rest); len(f) == 2 && f[0] == ":timeout" {
			s.timeout = f[1]
		} else if len(f) == 2 && f[0] == ":rlimit" {
			s.rlimit = f[1]
		}
	case "set-info", "get-info", "get-model", "get-value", "labels", "echo", "check-sat", "exit", "set-logic", "get-option":
		// No logical content.
	default:
		s.unsafe = true
	}
}

// checkSat answers Boogie's check-sat c: "unsat" itself when the query
// solved from scratch is unsat, the incremental z3's answer under the fresh
// model's values when it is sat (hint.go), else the incremental z3's
// answer to c. After a "sat" at the same push level the incremental z3
// has the first, bounded turn (incrementalFirst).
func (s *session) checkSat(z3, c string, toZ3 io.Writer, r *relay) {
	if reply, ok := s.incrementalFirst(toZ3, r); ok {
		r.write(reply + "\n")
		return
	}
	if s.report && s.sawSat {
		traceLine("report: the counterexamples end")
		r.sync(toZ3, "")
		r.write("unsat\n")
		return
	}
	start := time.Now()
	a := s.fastCheck(z3)
	if s.slowIncremental && time.Since(start) > slowFresh {
		// The fresh solve took longer than the incremental z3's turn
		// takes at most on an idle machine: give that z3 its turn again
		// (hint.go).
		s.slowIncremental = false
	}
	switch {
	case a.reply == "unsat":
		r.sync(toZ3, "")
		r.write("unsat\n")
		return
	case a.reply == "sat":
		if lits := modelLiterals(a.model, a.erased); len(lits) > 0 {
			start := time.Now()
			reply := strings.TrimSpace(r.sync(toZ3, checkSatAssuming(lits)))
			traceLine(fmt.Sprintf("hint: %q in %.1f s", reply, time.Since(start).Seconds()))
			if reply == "sat" {
				s.sawSat = true
				r.write("sat\n")
				return
			}
		}
	}
	s.record(c)
	io.WriteString(toZ3, c+"\n")
}

// fastCheck solves the session's assertions from scratch without labels
// (portfolio.go) and returns the deciding answer.
func (s *session) fastCheck(z3 string) answer {
	if s.unsafe {
		return answer{}
	}
	var script bytes.Buffer
	if logic := s.logic(); logic != "" {
		script.WriteString("(set-logic " + logic + ")\n")
	}
	for _, f := range s.frames {
		for _, c := range f {
			script.WriteString(c)
			script.WriteByte('\n')
		}
	}
	args := []string{"-smt2", "-in"}
	if s.timeout != "" && s.timeout != "0" {
		args = append(args, "-t:"+s.timeout)
	}
	if dir := os.Getenv(dumpEnv); dir != "" {
		if f, err := os.CreateTemp(dir, "query-*.smt2"); err == nil {
			f.Write(script.Bytes())
			f.WriteString("(check-sat)\n")
			f.Close()
		}
	}
	a := portfolio(z3, args, script.Bytes(), s.lastWinner)
	if a.reply == "sat" || a.reply == "unsat" {
		s.lastWinner = a.name
	}
	traceLine(fmt.Sprintf("fast query: %q in %.1f s (%s)", a.reply, a.took.Seconds(), a.name))
	return a
}

// traceLine appends line to the trace file, if one is set (traceEnv).
func traceLine(line string) {
	if trace := os.Getenv(traceEnv); trace != "" {
		if f, err := os.OpenFile(trace, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
			fmt.Fprintln(f, line)
			f.Close()
		}
	}
}

// logic names the SMT-LIB logic of the session when it is one of the
// quantifier-free bit-vector ones, so that z3 runs its tactic for it (on
// barrier-invariant queries twice as fast as its default); "" lets z3
// choose.
func (s *session) logic() string {
	uf := false
	for _, f := range s.frames {
		for _, c := range f {
			if strings.Contains(c, "forall") || strings.Contains(c, "exists") || strings.Contains(c, "Int") ||
				strings.Contains(c, "Real") || strings.HasPrefix(c, "(declare-sort") || strings.HasPrefix(c, "(declare-datatypes") {
				return ""
			}
			// (declare-fun f (S1 ...) S) with arguments is an uninterpreted function.
			if t := sexpTokens(c); len(t) > 4 && t[1] == "declare-fun" && t[4] != ")" {
				uf = true
			}
		}
	}
	if uf {
		return "QF_AUFBV"
	}
	return "QF_ABV"
}

// levels is the count argument of push/pop (1 when absent).
func levels(rest string) int {
	n := 0
	if _, err := fmt.Sscanf(strings.TrimSpace(rest), "%d", &n); err != nil || n < 0 {
		return 1
	}
	return n
}

// commandHead splits "(head rest...)" into head and the text after it.
func commandHead(c string) (string, string) {
	c = strings.TrimSpace(c)
	c = strings.TrimPrefix(c, "(")
	c = strings.TrimSuffix(c, ")")
	c = strings.TrimSpace(c)
	i := strings.IndexAny(c, " \t\n\r()")
	if i < 0 {
		return c, ""
	}
	return c[:i], c[i:]
}

// readCommand reads one top-level s-expression (or a lone atom) from r,
// skipping comments and whitespace between commands. The error is io.EOF
// (or the read error) once the input ends; a partial command is returned
// with it.
func readCommand(r *bufio.Reader) (string, error) {
	var b strings.Builder
	depth := 0
	started := false
	for {
		ch, _, err := r.ReadRune()
		if err != nil {
			return strings.TrimSpace(b.String()), err
		}
		switch {
		case ch == ';':
			// Comment to the end of the line.
			if _, err := r.ReadString('\n'); err != nil {
				return strings.TrimSpace(b.String()), err
			}
			if started {
				b.WriteByte('\n')
			}
			continue
		case ch == '"' || ch == '|':
			started = true
			b.WriteRune(ch)
			if err := copyQuoted(r, &b, ch); err != nil {
				return b.String(), err
			}
		case ch == '(':
			started = true
			depth++
			b.WriteRune(ch)
		case ch == ')':
			depth--
			b.WriteRune(ch)
			if depth <= 0 {
				return b.String(), nil
			}
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			if started {
				if depth == 0 {
					return b.String(), nil
				}
				b.WriteRune(ch)
			}
		default:
			started = true
			b.WriteRune(ch)
		}
	}
}

// copyQuoted copies a string literal or quoted symbol up to its closing
// quote (SMT-LIB strings escape a quote by doubling it).
func copyQuoted(r *bufio.Reader, b *strings.Builder, q rune) error {
	for {
		ch, _, err := r.ReadRune()
		if err != nil {
			return err
		}
		b.WriteRune(ch)
		if ch == q {
			if q == '"' {
				if next, _, err := r.ReadRune(); err == nil {
					if next == '"' {
						b.WriteRune(next)
						continue
					}
					r.UnreadRune()
				}
			}
			return nil
		}
	}
}

// stripLabels removes Boogie's label annotations from a command: `(! φ
// :lblpos L)` and `(! φ :lblneg L)` become φ. Other annotations (such as
// quantifier patterns) stay.
func stripLabels(c string) string {
	if !strings.Contains(c, ":lbl") {
		return c
	}
	t := sexpTokens(c)
	var out strings.Builder
	var walk func(i int) int
	// walk prints the expression starting at token i and returns the index
	// after it.
	walk = func(i int) int {
		if t[i] != "(" {
			out.WriteString(t[i])
			return i + 1
		}
		if i+1 < len(t) && t[i+1] == "!" {
			if end, body, ok := labelled(t, i); ok {
				walk(body)
				return end
			}
		}
		out.WriteByte('(')
		j := i + 1
		first := true
		for j < len(t) && t[j] != ")" {
			if !first {
				out.WriteByte(' ')
			}
			first = false
			j = walk(j)
		}
		out.WriteByte(')')
		return j + 1
	}
	for i := 0; i < len(t); {
		if i > 0 {
			out.WriteByte(' ')
		}
		i = walk(i)
	}
	return out.String()
}

// labelled recognises `( ! φ :lblpos L )` or `:lblneg` starting at token i:
// it returns the index after the closing parenthesis and the index of φ.
func labelled(t []string, i int) (end, body int, ok bool) {
	body = i + 2
	j := skipExpr(t, body)
	if j+2 < len(t) && (t[j] == ":lblpos" || t[j] == ":lblneg") && t[j+2] == ")" {
		return j + 3, body, true
	}
	return 0, 0, false
}

// skipExpr returns the index after the expression starting at token i.
func skipExpr(t []string, i int) int {
	if i >= len(t) || t[i] != "(" {
		return i + 1
	}
	depth := 0
	for j := i; j < len(t); j++ {
		switch t[j] {
		case "(":
			depth++
		case ")":
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(t)
}

// sexpTokens splits SMT-LIB text into parentheses, quoted symbols, string
// literals and atoms.
func sexpTokens(s string) []string {
	var t []string
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '(' || c == ')':
			t = append(t, s[i:i+1])
			i++
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '|':
			j := strings.IndexByte(s[i+1:], '|')
			if j < 0 {
				t = append(t, s[i:])
				return t
			}
			t = append(t, s[i:i+j+2])
			i += j + 2
		case c == '"':
			j := i + 1
			for j < len(s) {
				if s[j] == '"' {
					if j+1 < len(s) && s[j+1] == '"' {
						j += 2
						continue
					}
					break
				}
				j++
			}
			t = append(t, s[i:min(j+1, len(s))])
			i = j + 1
		default:
			j := i
			for j < len(s) && !strings.ContainsRune("() \t\n\r|\"", rune(s[j])) {
				j++
			}
			t = append(t, s[i:j])
			i = j
		}
	}
	return t
}
