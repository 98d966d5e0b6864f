package z3proxy

import "strings"

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

// modelLiterals reads the (get-model) output of a fresh z3 and returns the
// SMT-LIB literals that fix its Boolean and bit-vector constants, in the
// model's order. The fresh script declares exactly the session's names, so
// each is known to the incremental z3 (were one not, its error would only
// send Boogie's own check-sat). Functions and arrays are left out, and so
// are Boogie's label variables (%lbl%...):
// the fresh model gives the labels of blocks off the failing path
// arbitrary values, and Boogie, which rebuilds the failing trace from the
// labels, would follow them (Houdini then dropped candidates that hold,
// and kernels/realworld/compact_local_ok.cl got a false race). The
// incremental z3 chooses the labels as before.
func modelLiterals(model string) []string {
	t := sexpTokens(model)
	var lits []string
	for i := 0; i+5 < len(t); i++ {
		// ( define-fun NAME ( ) SORT VALUE )
		if t[i] != "(" || t[i+1] != "define-fun" || t[i+3] != "(" || t[i+4] != ")" {
			continue
		}
		name := t[i+2]
		sortEnd := skipExpr(t, i+5)
		if sortEnd >= len(t) || strings.HasPrefix(name, "%lbl%") {
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
