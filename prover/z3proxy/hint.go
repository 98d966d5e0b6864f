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
// SMT-LIB literals that fix the Boolean and bit-vector constants in
// declared, in the model's order. Functions, arrays and constants not in
// declared are left out, and so are Boogie's label variables (%lbl%...):
// the fresh model gives the labels of blocks off the failing path
// arbitrary values, and Boogie, which rebuilds the failing trace from the
// labels, would follow them (Houdini then dropped candidates that hold,
// and kernels/realworld/compact_local_ok.cl got a false race). The
// incremental z3 chooses the labels as before.
func modelLiterals(model string, declared map[string]bool) []string {
	t := sexpTokens(model)
	var lits []string
	for i := 0; i+5 < len(t); i++ {
		// ( define-fun NAME ( ) SORT VALUE )
		if t[i] != "(" || t[i+1] != "define-fun" || t[i+3] != "(" || t[i+4] != ")" {
			continue
		}
		name := t[i+2]
		sortEnd := skipExpr(t, i+5)
		if sortEnd >= len(t) || !declared[name] || strings.HasPrefix(name, "%lbl%") {
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

// constants returns the names of the session's constants of sort Bool or
// (_ BitVec N): declare-fun without arguments, or declare-const.
func (s *session) constants() map[string]bool {
	names := map[string]bool{}
	for _, f := range s.frames {
		for _, c := range f {
			t := sexpTokens(c)
			switch {
			case len(t) > 5 && t[1] == "declare-fun" && t[3] == "(" && t[4] == ")" && scalarSort(t[5:]):
				names[t[2]] = true
			case len(t) > 3 && t[1] == "declare-const" && scalarSort(t[3:]):
				names[t[2]] = true
			}
		}
	}
	return names
}

// scalarSort reports whether the tokens start with Bool or (_ BitVec N).
func scalarSort(t []string) bool {
	return t[0] == "Bool" || (len(t) > 2 && t[0] == "(" && t[1] == "_" && t[2] == "BitVec")
}

// checkSatAssuming is the command that asks for a model with lits.
func checkSatAssuming(lits []string) string {
	return "(check-sat-assuming (" + strings.Join(lits, " ") + "))"
}
