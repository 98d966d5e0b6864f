package z3proxy

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Sat hints. When the query solved from scratch is satisfiable, Boogie
// still needs the incremental z3's answer, because it then asks that z3
// for labels and a model. In incremental mode z3 skips its preprocessing,
// and on a racy kernel's final proof or a Houdini iteration that drops a
// candidate it can search for minutes for the model the fresh solver found
// in seconds (kernels/symbolic/matmul_args_racy.cl: 77 s against 4 s). So
// the proxy asks the incremental z3 `(check-sat-assuming LITS)`, with LITS
// fixing each scalar constant to its value in the fresh model: a "sat"
// there is a model of Boogie's query (the assumptions only add
// constraints), and the labels and values Boogie reads next are that
// model's. Any other answer, say when the fresh model leaves an array
// value that does not fit, makes the proxy send Boogie's own (check-sat).
//
// Once a check-sat at a push level has been answered "sat", Boogie is
// collecting counterexamples: it blocks the failing assertion and asks
// again, up to /errorLimit times, on the same query. The incremental z3
// keeps what it learnt and answers these in milliseconds, where each fresh
// solve bit-blasts the whole query again (kernels/scan/brent_kung_racy.cl:
// 63 such queries, 0.3-0.8 s each fresh, at most 0.2 s incremental; its
// final proof went from 30.6 s to 5.3 s). So after a "sat" the incremental
// z3 answers first, within afterSatTurn; when it runs out (it can search
// for minutes on queries the fresh solver finds at once, as above), the
// proxy solves afresh as usual and leaves the incremental z3 alone for the
// rest of the push level, unless a fresh solve takes longer than the
// turn (PPCG gemm's racy twin: one incremental query ran out, then 80
// fresh solves of 2-6 s each took the Houdini run past 600 s, where z3
// alone took 68 s in all). Either answer is z3's on Boogie's own query.
// The turn is about 3 s of z3's work (afterSatTurn):
// kernels/realworld/box_blur_halo_racy.cl has incremental answers of up to
// 1.8 s, and with a 1 s turn its final proof fell back to 64 fresh solves
// (50 s instead of 15 s).

// modelLiterals reads the (get-model) output of a fresh z3 and returns the
// SMT-LIB literals that fix its Boolean and bit-vector constants, in the
// model's order. The fresh script declares exactly the session's names, so
// each is known to the incremental z3 (were one not, its error would only
// send Boogie's own check-sat). Functions and arrays are left out, and so
// are Boogie's label variables (%lbl%...) and the constants the fresh
// script declared otherwise (erased arrays, arrays.go):
// the fresh model gives the labels of blocks off the failing path
// arbitrary values, and Boogie, which rebuilds the failing trace from the
// labels, would follow them (Houdini then dropped candidates that hold,
// and kernels/realworld/compact_local_ok.cl got a false race). The
// incremental z3 chooses the labels as before.
func modelLiterals(model string, erased map[string]bool) []string {
	t := sexpTokens(model)
	var lits []string
	for i := 0; i+5 < len(t); i++ {
		// ( define-fun NAME ( ) SORT VALUE )
		if t[i] != "(" || t[i+1] != "define-fun" || t[i+3] != "(" || t[i+4] != ")" {
			continue
		}
		name := t[i+2]
		sortEnd := skipExpr(t, i+5)
		if sortEnd >= len(t) || strings.HasPrefix(name, "%lbl%") || erased[name] {
			continue
		}
		sort := strings.Join(t[i+5:sortEnd], " ")
		value := t[sortEnd]
		switch {
		case sort == "Bool" && value == "true":
			lits = append(lits, name)
		case sort == "Bool" && value == "false":
			lits = append(lits, "(not "+name+")")
		case strings.HasPrefix(sort, "( _ BitVec ") && (strings.HasPrefix(value, "#x") || strings.HasPrefix(value, "#b")):
			lits = append(lits, "(= "+name+" "+value+")")
		}
	}
	return lits
}

// checkSatAssuming is the command that asks for a model with lits.
func checkSatAssuming(lits []string) string {
	return "(check-sat-assuming (" + strings.Join(lits, " ") + "))"
}

// afterSatTurn bounds the incremental z3's turn (incrementalFirst) in z3's
// resource units, not in time: a time bound ran out twice as soon on a
// loaded machine, where two kernels and the fresh solvers share the cores,
// and every turn that ran out cost a fresh solve of seconds more
// (kernels/realworld/struct_copy_particles_racy.cl: 18 s alone, 65 s
// beside another kernel, 31 fresh solves after one lost turn). The
// incremental z3 spends 2-15 million units a second on bvgen's queries
// (about 4 million on most); 12 million is the 3 s the turn was in time.
const afterSatTurn = 12000000

// slowFresh is a fresh solve that gives the incremental z3 its turn again
// (session.checkSat): longer than the turn takes on an idle machine.
const slowFresh = 3 * time.Second

// incrementalFirst lets the incremental z3 answer a check-sat that follows
// a "sat" at the same push level, within afterSatTurn (and Boogie's own
// timeout), and reports its "sat" or "unsat". Boogie's resource limit is
// set again afterwards.
func (s *session) incrementalFirst(toZ3 io.Writer, r *relay) (string, bool) {
	if !s.sawSat || s.slowIncremental {
		return "", false
	}
	turn, restore := strconv.Itoa(afterSatTurn), s.rlimit
	if restore == "" {
		restore = "0" // z3's default: none
	} else if n, err := strconv.Atoi(restore); err == nil && n > 0 && n < afterSatTurn {
		turn = restore
	}
	start := time.Now()
	reply := strings.TrimSpace(r.sync(toZ3, "(set-option :rlimit "+turn+")\n(check-sat)"))
	io.WriteString(toZ3, "(set-option :rlimit "+restore+")\n")
	traceLine(fmt.Sprintf("incremental: %q in %.1f s", reply, time.Since(start).Seconds()))
	if reply == "sat" || reply == "unsat" {
		return reply, true
	}
	s.slowIncremental = true
	return "", false
}
