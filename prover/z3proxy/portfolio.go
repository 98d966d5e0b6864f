package z3proxy

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"time"
)

// A strategy is one way to solve the unlabelled query from scratch.
type strategy struct {
	name string
	// check is the command that ends the script: (check-sat) or a
	// (check-sat-using TACTIC).
	check string
	// delay is how long the strategy waits for the others to answer
	// before it starts, so that it costs a core only on hard queries.
	delay time.Duration
	// abstract: the strategy solves the script with its products
	// abstracted (products.go), a weaker query whose "unsat" is the
	// script's and whose "sat" is not; it does not run on a script
	// without products.
	abstract bool
	// bitBlast: the strategy solves the script with its unread arrays
	// taken out (arrays.go).
	bitBlast bool
	// widened: the strategy bit-blasts the script with its dropped array
	// constants declared as bit-vectors instead (eraseArrays); it does not
	// run where none were dropped.
	widened bool
	// yields: once a bit-blasting strategy starts on a script it can take
	// as it is (blastable), this one's process yields the CPU to it
	// (yieldCPU): where cores are short, the SMT core then waits for the
	// bit-blaster, which answers such queries first (PPCG 2mm's two
	// procedures at a time: 5.1 s instead of 15.3 s, with dropArrays).
	yields bool
	// backup: a later draw beside strategies already running, whose
	// process runs at the lowest priority from its start (yieldCPU): it
	// takes the cores the others leave idle, and on a loaded machine (two
	// kernels at a time on two cores) no longer halves the share of the
	// draw that answers first. PPCG syr2k's one Houdini query, bit-blasted
	// in 9.8 s alone: 25.3 and 26.6 s with two copies of the kernel at
	// once when the widened draw ran beside it at the same priority, 10.8
	// and 15.8 s with it yielding.
	backup bool
}

// bitBlastCheck bit-blasts eagerly into z3's SAT solver. Functions over
// bit-vectors (floating point kept uninterpreted) are first Ackermannized,
// an exact reduction (a fresh constant per application, with the
// congruences between them), which z3 turns back into interpretations in
// the model. Without it the SAT solver answered "unknown" where the
// functions mattered (PPCG fdtd-2d's satisfiable Houdini rounds), and
// fdtd-2d's last query took 30.7 s against 15.5 s Ackermannized; where
// z3's simplifications take them out it costs little (SHOC S3D's two
// kernels: 3.0 and 10.7 s without, 3.2 and 13.9 s with, against 16 s and
// over 60 s in the SMT core).
const bitBlastCheck = "(check-sat-using (then simplify propagate-values solve-eqs elim-uncnstr simplify ackermannize_bv max-bv-sharing bit-blast sat))"

// strategies is the portfolio. z3's default solver for QF_AUFBV runs its
// SMT core with lazy bit-vector reasoning; on injectivity queries with a
// symbolic row width (`i$1 * n + j$1 == i$2 * n + j$2` after a loop, the
// matrix multiply of kernels/symbolic) it runs for minutes, while eager
// bit-blasting into z3's SAT solver refutes the same query in seconds.
// The reverse holds for array-heavy queries, which the bit-blaster cannot
// take at all (it answers "unknown"), so both run and the first definite
// answer wins. When the row width is a parameter of the kernel (an
// image's width), bit-blasting the multipliers takes many seconds too; a
// third process then solves the query with its products abstracted
// (products.go), without multipliers, once the others have run for 10 s.
// It used to take the bit-blaster's slot first, until it gave up: when
// that was measured (the box filter, the local Gaussian and the recursive
// Gaussian: 15.0, 11.2 and over 40 s bit-blasted, 8.8, 3.3 and 8.1 s
// abstracted), their row widths were products in every query; pitched
// logs have since taken most products out of the race checks. Over the
// real-world corpus (scripts/bench-realworld.sh with
// BVGEN_Z3_SHIM_TRACE) the abstraction then answered no query first,
// while on PPCG's fdtd-2d it held the bit-blaster back: its last Houdini
// query took 38 s abstracted and 8 s bit-blasted. Nothing rests on a
// "sat" or on a strategy that gives up: the proxy then leaves the query
// to Boogie's own z3, as before. Where the bit-blaster's script had its
// array equalities dropped (arraydrop.go), a second bit-blaster takes the
// script with the constants widened to bit-vectors instead, once the
// first has run for 5 s: the SAT solver's time is heavy-tailed, and the
// two forms are two draws (the last query of PPCG's trmm: 17.6 s dropped,
// 7.6 s widened; over four SAT seeds 7.2-32 s and 7.6-21.6 s; fdtd-2d's
// 28.9 s and 7.5 s), while on Houdini's satisfiable rounds the dropped
// form is the faster (3mm: 29 s against 77 s over twelve). A strategy
// named eager (the one that answered the session's last query) starts
// without its delay: Houdini's rounds ask nearly the same query again.
var strategies = []strategy{
	{name: "smt", check: "(check-sat)", yields: true},
	{name: "bit-blast", check: bitBlastCheck, delay: time.Second, bitBlast: true},
	{name: "bit-blast, widened", check: bitBlastCheck, delay: 6 * time.Second, bitBlast: true, widened: true, backup: true},
	{name: "products, bit-blast", check: "(check-sat-using (then simplify propagate-values solve-eqs elim-uncnstr simplify ackermannize_bv max-bv-sharing bit-blast sat))", delay: 10 * time.Second, abstract: true, bitBlast: true, backup: true},
}

// answer is one strategy's reply.
type answer struct {
	name, reply string
	// model is z3's (get-model) output after a "sat"; erased names the
	// constants of the query it does not give (arrays.go).
	model  string
	erased map[string]bool
	took   time.Duration
}

// portfolio runs the strategies on script (the query without its
// check-sat) and returns the first definite reply ("unsat" or "sat"), or
// the last reply when none is. The other runs are killed once it is known.
// A delayed strategy starts at once when another has given up.
func portfolio(z3 string, args []string, script []byte, eager string) answer {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	replies := make(chan answer, len(strategies))
	gaveUp := make(chan struct{})
	var once sync.Once
	start := time.Now()
	bbScript, widened, erased, _ := eraseArrays(script)
	if bbScript == nil {
		bbScript = script
	}
	var yielding procs
	blastable := blastable(bbScript, !bytes.Contains(script, []byte("Array")))
	for _, st := range strategies {
		go func(st strategy) {
			own := script
			if st.bitBlast {
				own = bbScript
			}
			if st.widened {
				if widened == nil {
					replies <- answer{name: st.name, reply: "cancelled"}
					return
				}
				own = widened
			}
			if st.abstract {
				// Arrays left (read or stored): the bit-blaster cannot
				// take the query, abstracted or not.
				abstracted, ok := abstractProducts(own)
				if !ok || bytes.Contains(own, []byte("Array")) {
					replies <- answer{name: st.name, reply: "cancelled"}
					return
				}
				own = abstracted
			}
			if st.delay > 0 && st.name != eager {
				select {
				case <-time.After(st.delay):
				case <-gaveUp:
				case <-ctx.Done():
					replies <- answer{name: st.name, reply: "cancelled"}
					return
				}
			}
			started := yielding.starter(st, blastable, eager)
			if st.bitBlast && blastable {
				yielding.yield()
			}
			a := solve(ctx, z3, args, own, st, start, started)
			if st.bitBlast {
				a.erased = erased
			}
			if a.reply != "unsat" && a.reply != "sat" {
				once.Do(func() { close(gaveUp) })
			}
			replies <- a
		}(st)
	}
	var last answer
	for range strategies {
		a := <-replies
		if a.reply == "cancelled" {
			continue
		}
		last = a
		if a.reply == "unsat" || a.reply == "sat" {
			return a
		}
	}
	return last
}

// blastable reports whether the bit-blaster can take script as it is: no
// arrays and no functions, or, where the query never had arrays (whole),
// functions from bit-vectors to a bit-vector,
// which it Ackermannizes (bitBlastCheck). Only where it can does the SMT
// core yield it the CPU: it decides the priority of a process, never an
// answer. SHOC S3D's straight-line double arithmetic, its float
// operations functions: 13.5 s alone with the SMT core yielding, 27.5 s
// without. PPCG's fdtd-2d keeps its float operations as functions too,
// with arrays erased: there the SMT core answers the satisfiable rounds
// first (0.6 s), and yielding made it wait for the bit-blaster (13.4 s).
func blastable(script []byte, whole bool) bool {
	if bytes.Contains(script, []byte("Array")) {
		return false
	}
	for _, line := range bytes.Split(script, []byte("\n")) {
		if rest, ok := bytes.CutPrefix(line, []byte("(declare-fun ")); ok && !bvFunction(string(rest), whole) {
			return false
		}
	}
	return true
}

// bvFunction reports whether decl, a declaration after "(declare-fun ",
// declares a constant or, where functions may be, a function whose
// argument and result sorts are all bit-vectors.
func bvFunction(decl string, functions bool) bool {
	es, ok := parseSexps("(" + decl)
	if !ok || len(es) != 1 || len(es[0].list) != 3 {
		return false
	}
	params, result := es[0].list[1], es[0].list[2]
	if len(params.list) == 0 {
		return true // a constant
	}
	if !functions {
		return false
	}
	for _, p := range params.list {
		if bvWidth(p) == 0 {
			return false
		}
	}
	return bvWidth(result) > 0
}

// procs are the processes of the strategies that yield the CPU
// (strategy.yields); once yielded, a process started later yields at once.
type procs struct {
	mu      sync.Mutex
	ps      []*os.Process
	yielded bool
}

// add adds p and returns the function that takes it out once it has
// ended, so that its pid, free again, is not reniced.
func (y *procs) add(p *os.Process) (ended func()) {
	y.mu.Lock()
	defer y.mu.Unlock()
	y.ps = append(y.ps, p)
	if y.yielded {
		yieldCPU(p)
	}
	return func() {
		y.mu.Lock()
		defer y.mu.Unlock()
		y.ps = slices.DeleteFunc(y.ps, func(q *os.Process) bool { return q == p })
	}
}

// starter is what a strategy's process does once started (nil: nothing):
// a strategy that yields (the SMT core) joins y; a backup draw runs at the
// lowest priority from its start (strategy.backup), and so does the first
// bit-blaster on a script it cannot take as it is (not blastable: arrays
// read, functions), unless it answered the session's last query (eager).
// There it answers only where z3's preprocessing removes them, and the
// SMT core, beside it at the same priority, lost half its share
// (pattern_fold_after_zero_ok's one 14 s query: 38 s two kernels at a
// time, 24-26 s with the bit-blaster yielding; AMD's prefix sum 27 s,
// 12 s). Where the bit-blaster answers such a script first, it is the
// slower for it (PPCG gemver's last query: 15-21 s, 46-48 s).
func (y *procs) starter(st strategy, blastable bool, eager string) func(*os.Process) func() {
	switch {
	case st.yields:
		return y.add
	case st.backup || st.bitBlast && !blastable && st.name != eager:
		return func(p *os.Process) func() { yieldCPU(p); return func() {} }
	}
	return nil
}

func (y *procs) yield() {
	y.mu.Lock()
	defer y.mu.Unlock()
	y.yielded = true
	for _, p := range y.ps {
		yieldCPU(p)
	}
}

// solve runs one strategy. The model is printed after every "sat", even a
// quick one: asking only after slow ones (500 ms) saved 6 s of 47 on
// kernels/realworld/fft_local_racy.cl, 128 satisfiable Houdini queries,
// but Boogie's z3 then chose its own models for the quick queries, Houdini
// took another path, and kernels/symbolic/matmul_args_racy.cl went from
// 8 s to 29 s.
func solve(ctx context.Context, z3 string, args []string, script []byte, st strategy, start time.Time, started func(*os.Process) (ended func())) answer {
	cmd := exec.CommandContext(ctx, z3, args...)
	tail := st.check + "\n(get-model)\n"
	if st.abstract {
		tail = st.check + "\n"
	}
	cmd.Stdin = io.MultiReader(bytes.NewReader(script), strings.NewReader(tail))
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	if cmd.Start() == nil {
		ended := func() {}
		if started != nil {
			ended = started(cmd.Process)
		}
		cmd.Wait()
		ended()
	}
	out := stdout.Bytes()
	reply, model, _ := strings.Cut(string(out), "\n")
	a := answer{name: st.name, reply: strings.TrimSpace(reply), took: time.Since(start)}
	if ctx.Err() == nil {
		traceLine(fmt.Sprintf("  strategy %s: %q at %.1f s", st.name, a.reply, a.took.Seconds()))
	}
	switch {
	case a.reply == "sat" && st.abstract:
		a.reply = "unknown" // a model of the weaker query, not of the script
	case a.reply == "sat":
		a.model = model
	}
	return a
}
