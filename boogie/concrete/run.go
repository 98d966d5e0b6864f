package concrete

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
)

// Options bound the runs.
type Options struct {
	// Runs is the number of runs started per procedure (64 when 0);
	// until a run finds a check false, up to 8 times as many, then, when
	// no procedure's runs found one, up to 32 times as many.
	Runs int
	// Steps bounds the statements of the shortest runs (20,000 when 0;
	// every fourth run is 64 times longer); a run that reaches its bound
	// ends, keeping what it refuted.
	Steps int
	// Budget bounds the wall time of all runs (1 s when 0).
	Budget time.Duration
	// Hunt bounds the time of the runs that only look for a failing
	// check, once runs refute nothing new (0: Budget alone bounds them).
	Hunt time.Duration
	// Seed makes the runs reproducible; runs with the same seed on the
	// same program make the same choices.
	Seed uint64
	// Pins are assumptions every run makes before the program's axioms,
	// such as c == 3bv32: the work items of a counterexample, so that
	// the runs look for its failure where the prover found it.
	Pins []bpl.Expr
}

func (o Options) withDefaults() Options {
	if o.Runs == 0 {
		o.Runs = 64
	}
	if o.Steps == 0 {
		o.Steps = 20_000
	}
	if o.Budget == 0 {
		o.Budget = time.Second
	}
	return o
}

// Result is what the runs found.
type Result struct {
	// Refuted are the candidate invariants false in a state a run
	// reached.
	Refuted map[*bpl.Invariant]bool
	// Runs counts the runs started; Stopped those that ended early on an
	// assumption that did not hold or on something they cannot evaluate
	// (Reasons tells which, by count).
	Runs, Stopped int
	Reasons       map[string]int
	// Failures are the assertions runs found false, each once, in the
	// order found: each fails on an execution of the program, so it fails
	// in the program with any loop invariants Houdini could keep.
	Failures []Failure
}

// Failure is an assertion a run found false, with the run's values of
// the scalar constants and variables when it reached it, written as
// Boogie writes them in a model ("3bv32", "true", "-2").
type Failure struct {
	Proc   *bpl.Procedure
	Assert *bpl.Assert
	Values map[string]string
}

// Refute runs each procedure of p that has candidate invariants or
// assertions (and a structured body) from its entry, opts.Runs times with
// different choices, and returns the candidates some run found false and
// the assertions some run found false. A program
// whose axioms the runs cannot satisfy refutes nothing. The runs end at
// ctx's deadline if it comes before opts.Budget is spent. It is a
// Session's Explore and then its Hunt.
func Refute(ctx context.Context, p *bpl.Program, opts Options) Result {
	s := NewSession(p, opts)
	end := s.Explore(ctx)
	left := s.opts.Hunt
	if left == 0 {
		left = time.Until(end)
	}
	s.Hunt(end, left)
	return s.res
}

// Session is the runs of one program, made in two parts: Explore, the
// runs that refute candidates, and then the runs that only look for a
// failing check once runs refute nothing new: Hunt, within a budget, or
// HuntBeside, paced to run beside the prover (package invariants hunts
// beside Houdini's first run, on the core the prover leaves).
type Session struct {
	prog *program
	opts Options
	next []int // per procedure, the index of its next run
	res  Result
}

// NewSession compiles p for runs with opts; no run is made yet.
func NewSession(p *bpl.Program, opts Options) *Session {
	opts = opts.withDefaults()
	prog := newProgram(p, opts.Pins)
	return &Session{prog: prog, opts: opts, next: make([]int, len(prog.procs)),
		res: Result{Refuted: map[*bpl.Invariant]bool{}, Reasons: map[string]int{}}}
}

// Result is what the session's runs have found so far.
func (s *Session) Result() Result { return s.res }

// Explore makes each procedure's runs until opts.Runs are made or stale
// runs in a row refute nothing new, each procedure within its share of
// opts.Budget (unused time passes on), and returns when the budget (or
// ctx's deadline) ends.
func (s *Session) Explore(ctx context.Context) time.Time {
	start := time.Now()
	end := start.Add(s.opts.Budget)
	if d, ok := ctx.Deadline(); ok && d.Before(end) {
		end = d
	}
	n := time.Duration(len(s.prog.procs))
	for i, pr := range s.prog.procs {
		deadline := start.Add(s.opts.Budget * time.Duration(i+1) / n)
		if deadline.After(end) {
			deadline = end
		}
		lastNew, k := 0, s.next[i]
		for ; k < s.opts.Runs && k-lastNew < stale && time.Now().Before(deadline); k++ {
			if s.prog.runOnce(&s.res, pr, k, s.opts, deadline) {
				lastNew = k
			}
		}
		s.next[i] = k
	}
	return end
}

// Hunt continues the procedures' runs while no run has found a check
// false, until end and for at most left: first up to hunt times
// opts.Runs runs per procedure (a race needs a particular pair of work
// items and a particular logged access), then, after every procedure's
// first hunt, up to huntLonger times, so that a kernel's first procedures
// do not spend the time of a later one that holds the race (PPCG
// gemver's). In each pass each procedure gets an equal share of what is
// left; unused time passes on.
func (s *Session) Hunt(end time.Time, left time.Duration) {
	for _, limit := range []int{hunt, huntLonger} {
		for i, pr := range s.prog.procs {
			if len(s.res.Failures) > 0 || left <= 0 {
				return
			}
			from := time.Now()
			share := left / time.Duration(len(s.prog.procs)-i)
			for ; s.next[i] < limit*s.opts.Runs && len(s.res.Failures) == 0 && time.Now().Before(end) && time.Since(from) < share; s.next[i]++ {
				s.prog.runOnce(&s.res, pr, s.next[i], s.opts, end)
			}
			left -= time.Since(from)
		}
	}
}

// Canvass continues the procedures' runs once a run has found a check
// false, to find the other checks that fail, until end and for at most
// left, up to huntLonger times opts.Runs runs per procedure, each
// procedure in turn with an equal share of what is left. A report should
// name every failing statement, and a run before stops at its first.
// A canvassing run goes on past a failing check, recording it when it is
// new, since the kernel's checks (race, divergence and assertion checks)
// only observe the state: its failures after the first are failures of
// the same execution. That is more than Boogie's next counterexample,
// which holds each check it reported before (blocked) along the path:
// switched off that way, a check that fails on most runs (a racy read in
// every work item) stopped nearly all of them, and the runs missed the
// later statements the prover named (the writes of a racy FFT and of
// Needleman-Wunsch).
func (s *Session) Canvass(end time.Time, left time.Duration) {
	if len(s.res.Failures) == 0 {
		return
	}
	s.prog.off = map[*bpl.Assert]bool{}
	defer func() { s.prog.off = nil }()
	for _, f := range s.res.Failures {
		s.prog.off[f.Assert] = true
	}
	for i, pr := range s.prog.procs {
		from := time.Now()
		share := left / time.Duration(len(s.prog.procs)-i)
		for ; s.next[i] < huntLonger*s.opts.Runs && time.Now().Before(end) && time.Since(from) < share; s.next[i]++ {
			s.prog.runOnce(&s.res, pr, s.next[i], s.opts, end)
		}
		left -= time.Since(from)
	}
}

// HuntBeside hunts as Hunt does, up to huntLonger times opts.Runs runs
// per procedure, while no run has found a check false and ctx is live,
// the procedures taking turns (batches of stale runs) since how long it
// may run is not known beforehand. It is paced for running beside the
// prover: by any time it has run for at most first plus share times the
// time since it started, and it waits while ahead. A run in progress ends
// soon after ctx is done.
func (s *Session) HuntBeside(ctx context.Context, first time.Duration, share float64) Result {
	start := time.Now()
	s.prog.done = ctx.Done()
	defer func() { s.prog.done = nil }()
	var used time.Duration
	for more := true; more && len(s.res.Failures) == 0; {
		more = false
		for i, pr := range s.prog.procs {
			for j := 0; j < stale && s.next[i] < huntLonger*s.opts.Runs; j++ {
				for used >= first+time.Duration(share*float64(time.Since(start))) {
					select {
					case <-ctx.Done():
						return s.res
					case <-time.After(pace):
					}
				}
				if ctx.Err() != nil {
					return s.res
				}
				from := time.Now()
				s.prog.runOnce(&s.res, pr, s.next[i], s.opts, from.Add(first))
				used += time.Since(from)
				s.next[i]++
				more = true
				if len(s.res.Failures) > 0 {
					return s.res
				}
			}
		}
	}
	return s.res
}

// pace is how long HuntBeside waits before it looks again whether it may
// run.
const pace = 20 * time.Millisecond

// runOnce makes run k of procedure pr and adds what it found to res; it
// reports whether the run refuted a candidate or failed a check that no
// earlier run had.
func (prog *program) runOnce(res *Result, pr *bpl.Procedure, k int, opts Options, deadline time.Time) bool {
	before, failures := len(res.Refuted), len(res.Failures)
	// Most runs are short, a few long: deep loop nests (a tile loop
	// inside a grid-stride loop) need millions of steps before their
	// second outer iteration.
	steps := opts.Steps << (2 * (k % 4))
	r := prog.newRun(pr, opts.Seed^hash(nameID(pr.Name), uint64(k)), steps, deadline)
	res.Runs++
	if why := r.exec(res.Refuted); why != "" {
		res.Stopped++
		res.Reasons[why]++
	}
	if r.failed != nil {
		res.addFailure(Failure{Proc: pr, Assert: r.failed, Values: r.failValues})
	}
	for _, f := range r.more {
		res.addFailure(f)
	}
	return len(res.Refuted) > before || len(res.Failures) > failures
}

// Merge adds what other runs found to res (which may be the zero Result).
func (res *Result) Merge(other Result) {
	if res.Refuted == nil {
		res.Refuted, res.Reasons = map[*bpl.Invariant]bool{}, map[string]int{}
	}
	for inv := range other.Refuted {
		res.Refuted[inv] = true
	}
	for why, n := range other.Reasons {
		res.Reasons[why] += n
	}
	res.Runs += other.Runs
	res.Stopped += other.Stopped
	for _, f := range other.Failures {
		res.addFailure(f)
	}
}

// addFailure records a failing assertion, once per assertion (the first
// run's values).
func (res *Result) addFailure(f Failure) {
	if !slices.ContainsFunc(res.Failures, func(g Failure) bool { return g.Assert == f.Assert }) {
		res.Failures = append(res.Failures, f)
	}
}

// stale is how many runs in a row may refute nothing new before a
// procedure's runs end: four rounds of the four run lengths.
const stale = 16

// hunt multiplies the runs of a procedure while no run has found a check
// false. Over the 86 real-world kernels expected to fail, 64 runs found
// a failing check in 15 and 512 in 34 (among them AMD's T-table AES and
// Rodinia's Needleman-Wunsch, 33 s and 20 s through Houdini); on the
// kernels where neither finds one, the runs took 133 ms more (median).
const hunt = 8

// huntLonger bounds the runs of a procedure in the second hunt
// (huntMore), as a multiple of Options.Runs. Over the 116 racy kernels
// of kernels/realworld, 512 runs per procedure found a failing check in
// 78 and 2048 in 85, measured with the first hunt itself raised to 2048
// runs (PPCG's Cholesky at its run 658: 17 s through
// Houdini and the final proof before); the race-free kernels' runs took
// 137 ms instead of 58 (median of 119), within Options.Hunt as before.
const huntLonger = 32

// program is what every run of p shares.
type program struct {
	funcs  map[string]fn
	types  map[string]bpl.Type // constants and global variables
	order  []string            // their names, in declaration order
	axioms []*bpl.Axiom        // equations of a constant and a literal first
	procs  []*bpl.Procedure    // those with candidates or assertions, in order
	pool   [65][]uint64        // the bit-vector literals, per width
	// compiled are the procedures compiled so far (compile.go).
	compiled map[*bpl.Procedure]*cproc
	// done, when set, ends the runs once it is closed (HuntBeside).
	done <-chan struct{}
	// off, while Canvass runs, are the assertions found false so far.
	off map[*bpl.Assert]bool
}

// cancelled reports whether the runs were told to end.
func (prog *program) cancelled() bool {
	select {
	case <-prog.done:
		return true
	default:
		return false
	}
}

func newProgram(p *bpl.Program, pins []bpl.Expr) *program {
	prog := &program{funcs: map[string]fn{}, types: map[string]bpl.Type{}, compiled: map[*bpl.Procedure]*cproc{}}
	var rest []*bpl.Axiom
	for _, e := range pins {
		prog.axioms = append(prog.axioms, &bpl.Axiom{Expr: e})
	}
	declare := func(name string, t bpl.Type) {
		if _, ok := prog.types[name]; !ok {
			prog.order = append(prog.order, name)
		}
		prog.types[name] = t
	}
	for _, d := range p.Decls {
		switch d := d.(type) {
		case *bpl.Function:
			prog.funcs[d.Name] = newFn(d)
		case *bpl.ConstDecl:
			declare(d.Name, d.Type)
		case *bpl.VarDecl:
			declare(d.Name, d.Type)
		case *bpl.Axiom:
			if pinsConst(d.Expr) {
				prog.axioms = append(prog.axioms, d)
			} else {
				rest = append(rest, d)
			}
		case *bpl.Procedure:
			if d.Body != nil && len(d.Body.Blocks) == 0 && hasWork(d.Body.Stmts) {
				prog.procs = append(prog.procs, d)
			}
		}
	}
	prog.axioms = append(prog.axioms, rest...)
	add := func(e bpl.Expr) {
		if l, ok := e.(*bpl.BVLit); ok && l.W <= 64 && !slices.Contains(prog.pool[l.W], l.Val) {
			prog.pool[l.W] = append(prog.pool[l.W], l.Val)
		}
	}
	for _, a := range prog.axioms {
		bpl.WalkExpr(a.Expr, add)
	}
	for _, pr := range prog.procs {
		walkStmts(pr.Body.Stmts, func(e bpl.Expr) { bpl.WalkExpr(e, add) })
	}
	return prog
}

// proc is pr compiled, once per program.
func (prog *program) proc(pr *bpl.Procedure) *cproc {
	cp, ok := prog.compiled[pr]
	if !ok {
		cp = prog.compile(pr)
		prog.compiled[pr] = cp
	}
	return cp
}

// pinsConst reports whether an axiom is `c == literal`: those go first, so
// that the others (lid < group_size) meet their constants' values.
func pinsConst(e bpl.Expr) bool {
	b, ok := e.(*bpl.Binary)
	if !ok || b.Op != bpl.OpEq {
		return false
	}
	_, l := b.L.(*bpl.Ident)
	_, r := b.R.(*bpl.BVLit)
	return l && r
}

// hasWork reports whether statements have something a run can find: a
// candidate invariant to refute or an assertion that may fail.
func hasWork(ss []bpl.Stmt) bool {
	for _, s := range ss {
		switch s := s.(type) {
		case *bpl.Assert:
			return true
		case *bpl.While:
			for _, inv := range s.Invariants {
				if inv.Candidate != nil {
					return true
				}
			}
			if hasWork(s.Body) {
				return true
			}
		case *bpl.If:
			if hasWork(s.Then) || hasWork(s.Else) {
				return true
			}
		}
	}
	return false
}

// run is one execution of a procedure.
type run struct {
	prog  *program
	cp    *cproc
	env   []val  // by slot (cproc)
	known []bool // by slot; false: unknown (not yet chosen)
	frame []val  // a function body's parameters
	rnd   *rand.Rand
	seed  uint64
	// differs: in a near run, a coordinate of the second work item was
	// chosen to differ from the first's (twin).
	differs  bool
	drawn    [65][]uint64 // values chosen so far, per width
	steps    int
	maxSteps int
	depth    int // nested calls of functions with bodies
	deadline time.Time
	refuted  map[*bpl.Invariant]bool
	// failed is the assertion the run found false, if any, and
	// failValues the values there (Failure).
	failed     *bpl.Assert
	failValues map[string]string
	// proc is the procedure run; more are the failures a canvassing run
	// found and went on past.
	proc *bpl.Procedure
	more []Failure
}

// values prints the run's scalar values as a model does.
func (r *run) values() map[string]string {
	out := map[string]string{}
	for s, name := range r.cp.names {
		if r.known[s] {
			if text := printVal(r.cp.types[s], r.env[s]); text != "" {
				out[name] = text
			}
		}
	}
	return out
}

func (prog *program) newRun(pr *bpl.Procedure, seed uint64, maxSteps int, deadline time.Time) *run {
	cp := prog.proc(pr)
	return &run{prog: prog, cp: cp, proc: pr, env: make([]val, len(cp.names)), known: make([]bool, len(cp.names)),
		rnd: rand.New(rand.NewPCG(seed, 0x5eed)), seed: seed, maxSteps: maxSteps, deadline: deadline}
}

// exec runs the procedure, adding the candidates it finds false to
// refuted, and returns why it stopped early ("" when it ran to the end or
// to its bound of steps).
func (r *run) exec(refuted map[*bpl.Invariant]bool) (why string) {
	defer func() {
		if x := recover(); x != nil {
			switch x := x.(type) {
			case stop:
				why = x.why
			case done:
			default:
				// A bug here must not cost the verdict, only the
				// run: the runs are a shortcut for Houdini, which
				// decides either way. --infer-info shows it.
				why = fmt.Sprintf("an internal error (%v)", x)
			}
		}
	}()
	r.refuted = refuted
	for _, a := range r.cp.axioms {
		a(r)
	}
	for _, req := range r.cp.requires {
		req(r)
	}
	r.cp.body(r)
	return ""
}

// done ends a run that used its steps: not a stop, what it refuted
// stands.
type done struct{}

func (r *run) tick() {
	r.steps++
	if r.steps >= r.maxSteps || r.steps%4096 == 0 && (time.Now().After(r.deadline) || r.prog.cancelled()) {
		panic(done{})
	}
}
