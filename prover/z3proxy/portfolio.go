package z3proxy

import (
	"bytes"
	"context"
	"io"
	"os/exec"
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
	// script's and whose "sat" is not.
	abstract bool
	// first, when set, is tried before this strategy in its place (the
	// same process slot), when the script has a product to abstract;
	// this strategy runs when first gives up.
	first *strategy
}

// strategies is the portfolio. z3's default solver for QF_AUFBV runs its
// SMT core with lazy bit-vector reasoning; on injectivity queries with a
// symbolic row width (`i$1 * n + j$1 == i$2 * n + j$2` after a loop, the
// matrix multiply of kernels/symbolic) it runs for minutes, while eager
// bit-blasting into z3's SAT solver refutes the same query in seconds.
// The reverse holds for array-heavy queries, which the bit-blaster cannot
// take at all (it answers "unknown"), so both run and the first definite
// answer wins. When the row width is a parameter of the kernel (an
// image's width), bit-blasting the multipliers takes many seconds too; so
// the bit-blaster first tries the query with its products abstracted
// (products.go), without multipliers, and the query itself only when that
// gives up. In the bit-blaster's slot rather than as a third process:
// with two kernels' Houdini runs at once on two cores, the box filter
// took 24 s with three processes per query and 17 s with two (29 s
// before). Measured alone on the hardest query
// of each kernel (z3's own solver over 40 s on each): the separable box
// filter's two kernels 15.0 s and 14.5 s bit-blasted, 8.8 s and 6.4 s
// abstracted; the local Gaussian filter 11.2 s and 3.3 s; the recursive
// Gaussian over 40 s and 8.1 s; matmul_args 1.8 s and 1.6 s. Nothing
// rests on a "sat" or on a strategy that gives up: the proxy then leaves
// the query to Boogie's own z3, as before.
var strategies = []strategy{
	{name: "smt", check: "(check-sat)"},
	{name: "bit-blast", check: "(check-sat-using (then simplify propagate-values solve-eqs elim-uncnstr simplify max-bv-sharing bit-blast sat))", delay: time.Second,
		first: &strategy{name: "products, bit-blast", check: "(check-sat-using (then simplify propagate-values solve-eqs elim-uncnstr simplify ackermannize_bv max-bv-sharing bit-blast sat))", abstract: true}},
}

// answer is one strategy's reply.
type answer struct {
	name, reply string
	// model is z3's (get-model) output after a "sat".
	model string
	took  time.Duration
}

// portfolio runs the strategies on script (the query without its
// check-sat) and returns the first definite reply ("unsat" or "sat"), or
// the last reply when none is. The other runs are killed once it is known.
// A delayed strategy starts at once when another has given up.
func portfolio(z3 string, args []string, script []byte) answer {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	replies := make(chan answer, len(strategies))
	gaveUp := make(chan struct{})
	var once sync.Once
	start := time.Now()
	for _, st := range strategies {
		go func(st strategy) {
			if st.delay > 0 {
				select {
				case <-time.After(st.delay):
				case <-gaveUp:
				case <-ctx.Done():
					replies <- answer{name: st.name, reply: "cancelled"}
					return
				}
			}
			if st.first != nil {
				if abstracted, ok := abstractProducts(script); ok {
					if a := solve(ctx, z3, args, abstracted, *st.first, start); a.reply == "unsat" || ctx.Err() != nil {
						replies <- a
						return
					}
				}
			}
			a := solve(ctx, z3, args, script, st, start)
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

// solve runs one strategy. The model is printed after every "sat", even a
// quick one: asking only after slow ones (500 ms) saved 6 s of 47 on
// kernels/realworld/fft_local_racy.cl, 128 satisfiable Houdini queries,
// but Boogie's z3 then chose its own models for the quick queries, Houdini
// took another path, and kernels/symbolic/matmul_args_racy.cl went from
// 8 s to 29 s.
func solve(ctx context.Context, z3 string, args []string, script []byte, st strategy, start time.Time) answer {
	cmd := exec.CommandContext(ctx, z3, args...)
	tail := st.check + "\n(get-model)\n"
	if st.abstract {
		tail = st.check + "\n"
	}
	cmd.Stdin = io.MultiReader(bytes.NewReader(script), strings.NewReader(tail))
	out, _ := cmd.Output()
	reply, model, _ := strings.Cut(string(out), "\n")
	a := answer{name: st.name, reply: strings.TrimSpace(reply), took: time.Since(start)}
	switch {
	case a.reply == "sat" && st.abstract:
		a.reply = "unknown" // a model of the weaker query, not of the script
	case a.reply == "sat":
		a.model = model
	}
	return a
}
