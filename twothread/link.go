package twothread

import (
	"fmt"
	"slices"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// The link pass makes the procedures one program: it declares the globals
// (each shared array's map, or one per work item; the access logs; the
// unknown-cell sets of barrier invariants), starts the kernel with empty
// logs, gives each procedure its modifies clause and, for a helper, the
// precondition that no access is logged on entry, and declares the
// geometry constants and axioms (OOPSLA13 §3; DESIGN.md §5).

// logField is a field of an access log: its name and Boogie type.
type logField struct {
	name string
	t    bpl.Type
}

// logFields are the fields of an access log of one kind.
var logFields = []logField{{"HAS_OCCURRED", bpl.BoolType{}}, {"OFFSET", bpl.BV{W: 32}}, {"SOURCE", bpl.BV{W: 32}}}

// fieldsOf are the fields of array l's log of one kind: logFields, under
// benign tolerance the value fields (benign.go), for a pitched log its row
// and column (pitch.go).
func (ks *kernelState) fieldsOf(l *memLayout, kind accessKind) []logField {
	return ks.acc.fieldsOf(l, kind)
}

func (acc *accessPlan) fieldsOf(l *memLayout, kind accessKind) []logField {
	out := logFields
	if acc.benign {
		out = append(append([]logField(nil), out...), benignLogFields(l, kind)...)
	}
	if p := acc.pitch[l]; p != nil {
		out = append(append([]logField(nil), out...), pitchLogFields(p)...)
	}
	return out
}

var allKinds = []accessKind{accRead, accWrite, accAtomic}

func runLink(st *state) error {
	globals := map[string]bpl.Type{}
	var procs []*bpl.Procedure
	for _, ks := range st.kernels {
		ks.link(globals, st.origins, !st.opts.OnlyLog)
		procs = append(procs, ks.procs...)
	}
	geo, err := geometryDecls(st)
	if err != nil {
		return err
	}
	prog := &bpl.Program{}
	prog.Decls = append(prog.Decls, &bpl.Comment{Text: fmt.Sprintf("bvgen: two-thread reduction of %s\nbvgen verify runs: boogie %s FILE.bpl\n(with a prover shim that first tries each query without Boogie's labels, from scratch: docs/reduction.md)", st.m.File, strings.Join(BoogieFlags, " "))})
	prog.Decls = append(prog.Decls, geo...)
	for _, n := range sortedNames(globals) {
		prog.Decls = append(prog.Decls, &bpl.VarDecl{Name: n, Type: globals[n]})
	}
	prog.Decls = append(prog.Decls, noneDecls(st.kernels)...)
	prog.Decls = append(prog.Decls, st.pre.Decls()...)
	for _, pr := range procs {
		prog.Decls = append(prog.Decls, pr)
	}
	st.prog = prog
	return nil
}

// link declares the kernel's globals and completes its procedures; the
// log preconditions of procedures are race checks, left out under
// --only-log (logCheck false).
func (ks *kernelState) link(globals map[string]bpl.Type, origins Origins, logCheck bool) {
	modifies := ks.declareGlobals(globals)
	kernel := ks.procs[0]
	kernel.Body.Stmts = append(ks.initialState(), kernel.Body.Stmts...)
	// The kernel may modify every global; a procedure only what it (and
	// what it calls) touches, so that a call keeps the caller's logs and
	// memory it does not touch.
	kernel.Modifies = modifies
	memo := map[*fnInst][]string{}
	for i, fi := range ks.insts.all[1:] {
		proc := ks.procs[i+1]
		proc.Modifies = ks.modifies(fi, memo)
		if logCheck {
			proc.Requires = append(proc.Requires, ks.logPreconditions(fi, proc, origins)...)
		}
	}
	ks.resetSources()
}

// declareGlobals declares memory, logs and unknown-cell sets and returns
// their names, in the order the kernel's modifies clause lists them.
func (ks *kernelState) declareGlobals(globals map[string]bpl.Type) []string {
	var modifies []string
	for _, l := range ks.mem.seq {
		if l.Array.Space == ir.Private && !l.Escapes {
			continue
		}
		mt := bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 8 * l.CellBytes}}
		for _, n := range mapNames(l) {
			globals[n] = mt
			modifies = append(modifies, n)
		}
		if ks.acc.logsUsed[l] {
			for _, kind := range allKinds {
				for _, fld := range ks.fieldsOf(l, kind) {
					n := logVar(accNames[kind], fld.name, l)
					globals[n] = fld.t
					modifies = append(modifies, n)
				}
			}
		}
	}
	for _, l := range ks.mem.seq {
		if ks.acc.tracked[l] {
			globals[unknownName(l)] = bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BoolType{}}
			modifies = append(modifies, unknownName(l))
		}
	}
	return append(modifies, ks.counterGlobals(globals)...)
}

// initialState starts the kernel: the unknown cells of barrier
// invariants are chosen afresh (nothing is accessed yet) and the logs are
// empty.
func (ks *kernelState) initialState() []bpl.Stmt {
	var reset []bpl.Stmt
	for _, l := range ks.mem.seq {
		if ks.acc.tracked[l] {
			reset = append(reset, &bpl.Havoc{Vars: []string{unknownName(l)}})
		}
	}
	for _, l := range ks.mem.seq {
		if ks.acc.logsUsed[l] {
			for _, kind := range allKinds {
				reset = append(reset, assign(logVar(accNames[kind], "HAS_OCCURRED", l), bpl.Bool(false)))
			}
		}
	}
	for _, l := range ks.mem.seq {
		if ks.acc.counters[l] {
			reset = append(reset, forgetTaken(l)...)
		}
	}
	return append(reset, ks.sameLocalMemory()...)
}

// logPreconditions: a procedure is checked for races on its own, so it
// may not assume anything about accesses before the call: it requires
// that none of the arrays it logs has an access logged (checked at every
// call; a call after an unsynchronised access fails).
func (ks *kernelState) logPreconditions(fi *fnInst, proc *bpl.Procedure, origins Origins) []*bpl.Requires {
	var reqs []*bpl.Requires
	for _, l := range ks.mem.seq {
		if !ks.acc.logsUsed[l] || !slices.Contains(proc.Modifies, logVar("READ", "HAS_OCCURRED", l)) {
			continue
		}
		var none []bpl.Expr
		for _, kind := range allKinds {
			none = append(none, bpl.Not(bpl.Id(logVar(accNames[kind], "HAS_OCCURRED", l))))
		}
		req := &bpl.Requires{
			Attrs: []*bpl.Attr{bpl.NewAttr("log_precondition", bpl.Str(l.Array.Name)), bpl.SourceLoc(fi.f.Pos.File, fi.f.Pos.Line, fi.f.Pos.Col)},
			Cond:  bpl.And(none...)}
		origins[req] = &Origin{Kind: KindPrecondition, Pos: fi.f.Pos, LogArray: l.Array.Name}
		reqs = append(reqs, req)
	}
	return reqs
}

// mapNames are the Boogie maps of an array: one, or one per work item.
func mapNames(l *memLayout) []string {
	if l.PerThread {
		return []string{l.Name + "$1", l.Name + "$2"}
	}
	return []string{l.Name}
}

// modifies lists the globals a procedure instance may change: the maps it
// writes, the logs of the arrays it accesses, what its barriers havoc and
// reset, and what its callees modify.
func (ks *kernelState) modifies(fi *fnInst, memo map[*fnInst][]string) []string {
	if m, ok := memo[fi]; ok {
		return m
	}
	set := map[string]bool{}
	layout := func(a *ir.Array) *memLayout { return ks.mem.layouts[fi.actual(a)] }
	addMap := func(l *memLayout) {
		if l.Array.Space == ir.Private && !l.Escapes {
			return
		}
		for _, n := range mapNames(l) {
			set[n] = true
		}
	}
	addLogs := func(l *memLayout) {
		if !ks.acc.logsUsed[l] {
			return
		}
		for _, kind := range allKinds {
			for _, fld := range ks.fieldsOf(l, kind) {
				set[logVar(accNames[kind], fld.name, l)] = true
			}
		}
	}
	// The private arrays it owns that escape: it havocs them when it starts.
	for _, a := range fi.f.Arrays {
		if l := ks.mem.layouts[a]; l != nil && l.Escapes {
			addMap(l)
		}
	}
	for _, b := range fi.f.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Load:
				addLogs(layout(s.Array))
			case *ir.Store, *ir.Atomic:
				addMap(layout(accessedArray(s)))
				addLogs(layout(accessedArray(s)))
			case *ir.Annot:
				switch s.Kind {
				case ir.AnnotArraySnapshot:
					dst, _ := snapshotArrays(s)
					addMap(layout(dst))
				case ir.AnnotHavocArray:
					addMap(layout(s.Args[len(s.Args)-1].(*ir.ArrayRef).Array))
				}
			case *ir.Barrier:
				for _, l := range ks.mem.seq {
					if (l.Array.Space == ir.Local && s.LocalFence) || (l.Array.Space == ir.Global && s.GlobalFence) {
						if ks.mem.mayBeWritten(l.Array) { // else the barrier keeps it (barrierHavoc)
							addMap(l)
						}
						addLogs(l)
						if ks.acc.counters[l] {
							set[takenName(l, 1)], set[takenName(l, 2)] = true, true
						}
					}
				}
			case *ir.Call:
				for _, n := range ks.modifies(ks.insts.of(fi, s), memo) {
					set[n] = true
				}
			}
		}
	}
	out := sortedNames(set)
	memo[fi] = out
	return out
}
