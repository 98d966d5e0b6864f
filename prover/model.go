package prover

import (
	"fmt"
	"strconv"
	"strings"
)

// Model is a counterexample: the value of each constant and variable as
// Boogie prints it in a model file.
//
//	local_id_x$1 -> 3bv32
//	p$1 -> true
//	i@1 -> 1bv32                     (variable i after its first assignment)
//	$$A -> |T@[bv32]bv32!val!0|      (an abstract map value)
//	Select_[$bv32]$bv32 -> {         (a function table, kept verbatim
//	  else -> 0bv32                   as "{\n  else -> 0bv32\n}")
//	}
//
// Boogie's own bookkeeping entries (%lbl%...) are dropped.
//
// The states a model records at {:captureState "name"} assumptions on the
// failing trace (`*** STATE name` blocks, in trace order) are kept in the
// map under keys no Boogie name can have, so that they travel with the
// model they belong to: "*** STATE k" holds the name of the k-th state and
// "*** STATE k v" the value of variable v there. States returns them.
type Model map[string]string

// State is one state of a counterexample's trace: the variables whose
// value changed since the state before it (Boogie lists only those),
// under their Boogie names, without incarnations.
type State struct {
	Name string
	Vars map[string]string
	// OffTrace is set on a state whose capture the failing trace does
	// not run through (markTraceStates): its values are not the
	// counterexample's, but later states list only what changed since it.
	OffTrace bool
}

const stateKey = "*** STATE "

// States returns the states of the model's trace, in trace order. Boogie
// records them only when z3 gives the model uncompressed (z3's
// model.compact=false).
func (m Model) States() []State {
	var out []State
	for k := 0; ; k++ {
		name, ok := m[stateKey+strconv.Itoa(k)]
		if !ok {
			return out
		}
		st := State{Name: name, Vars: map[string]string{}, OffTrace: m[offTraceKey+strconv.Itoa(k)] == "true"}
		prefix := stateKey + strconv.Itoa(k) + " "
		for key, v := range m {
			if strings.HasPrefix(key, prefix) {
				st.Vars[key[len(prefix):]] = v
			}
		}
		out = append(out, st)
	}
}

// BV reads a bit-vector value such as 3bv32 as (3, 32).
func (m Model) BV(name string) (val uint64, width int, ok bool) {
	s, found := m[name]
	if !found {
		return 0, 0, false
	}
	return ParseBV(s)
}

// Bool reads a Boolean value.
func (m Model) Bool(name string) (val, ok bool) {
	switch m[name] {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// Int reads an integer value, written by z3 as 5, -5 or (- 5).
func (m Model) Int(name string) (int64, bool) {
	s, found := m[name]
	if !found {
		return 0, false
	}
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "(-") && strings.HasSuffix(s, ")") {
		s = "-" + strings.TrimSpace(s[2:len(s)-1])
	}
	v, err := strconv.ParseInt(s, 10, 64)
	return v, err == nil
}

// ParseBV parses a Boogie bit-vector literal such as 3bv32. Values that do
// not fit in 64 bits are reported as not ok.
func ParseBV(s string) (val uint64, width int, ok bool) {
	i := strings.Index(s, "bv")
	if i <= 0 {
		return 0, 0, false
	}
	v, err1 := strconv.ParseUint(s[:i], 10, 64)
	w, err2 := strconv.Atoi(s[i+2:])
	if err1 != nil || err2 != nil {
		return 0, 0, false
	}
	return v, w, true
}

// ParseModels parses a model file written by `boogie /mv:FILE`: a sequence
// of `*** MODEL` ... `*** END_MODEL` blocks, one per reported error.
// `*** STATE` blocks inside a model (from {:captureState}) are kept as the
// model's States; the `<initial>` state is one of them.
func ParseModels(text string) ([]Model, error) {
	var (
		models  []Model
		cur     Model
		state   = -1     // index of the state being read, -1 outside one
		states  int      // states of the current model
		table   []string // lines of a function table being read
		tableOf string
	)
	for n, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		t := strings.TrimSpace(l)
		switch {
		case tableOf != "":
			table = append(table, l)
			if t == "}" {
				cur[tableOf] = strings.Join(table, "\n")
				tableOf, table = "", nil
			}
		case t == "*** MODEL":
			if cur != nil {
				return nil, fmt.Errorf("line %d: *** MODEL inside a model", n+1)
			}
			cur = Model{}
		case t == "*** END_MODEL":
			if cur == nil {
				return nil, fmt.Errorf("line %d: *** END_MODEL outside a model", n+1)
			}
			models = append(models, cur)
			cur, state, states = nil, -1, 0
		case strings.HasPrefix(t, "*** STATE") && cur != nil:
			state = states
			states++
			cur[stateKey+strconv.Itoa(state)] = strings.TrimSpace(strings.TrimPrefix(t, "*** STATE"))
		case t == "*** END_STATE":
			state = -1
		case t == "" || cur == nil:
		case state >= 0:
			name, val, ok := strings.Cut(t, " -> ")
			if !ok {
				return nil, fmt.Errorf("line %d: unexpected %q in a state", n+1, l)
			}
			cur[stateKey+strconv.Itoa(state)+" "+strings.Trim(name, "|")] = val
		default:
			name, val, ok := strings.Cut(t, " -> ")
			if !ok {
				return nil, fmt.Errorf("line %d: unexpected %q", n+1, l)
			}
			name = strings.Trim(name, "|")
			if val == "{" {
				tableOf, table = name, []string{"{"}
				continue
			}
			if strings.HasPrefix(name, "%lbl%") {
				continue
			}
			cur[name] = val
		}
	}
	if cur != nil || tableOf != "" {
		return nil, fmt.Errorf("unterminated model")
	}
	return models, nil
}
