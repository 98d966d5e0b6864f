package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Options configure the reduction.
type Options struct {
	Geometry       ir.Geometry
	OnlyIntraGroup bool
	// NoRaceChecking drops the race instrumentation: assertions,
	// invariants and postconditions are proved assuming race freedom
	// (OOPSLA13 §5, staged verification, stage 2).
	NoRaceChecking bool
	// OnlyRaces drops the kernel's assertions and postconditions: race
	// freedom is proved with the barrier and loop invariants it needs
	// (stage 1).
	OnlyRaces bool
	// Candidates, when set, is called at the head of every loop and
	// returns candidate invariants to add to it, each marked {:candidate}
	// for inference to keep or drop (package invariants provides them).
	// The Loop is valid only during the call.
	Candidates func(*Loop) []*bpl.Invariant
}

// sameGroupAlways reports whether every pair of work items is in one work
// group: intra-group checking, or a single group.
func (o *Options) sameGroupAlways() bool {
	if o.OnlyIntraGroup {
		return true
	}
	ng := o.Geometry.NumGroups
	if ng == nil {
		return false
	}
	for i := 0; i < 3; i++ {
		if ng.Dim(i) != 1 {
			return false
		}
	}
	return true
}

// program holds the pieces of the Boogie program being built.
type program struct {
	opts    *Options
	pre     *bpl.Prelude
	globals map[string]bpl.Type
	procs   []*bpl.Procedure
}

// world is what the kernel and its procedures share: one layout per array,
// one numbering of the access sites, one set of access logs.
type world struct {
	layouts   map[*ir.Array]*memLayout
	layoutSeq []*memLayout
	sites     map[*memLayout]map[accessKind][]*site
	siteOf    map[siteKey]int
	nextSite  int
	logsUsed  map[*memLayout]bool
	insts     []*fnInst
	instByKey map[string]*fnInst
	trs       []*kernelTr
	tracked   map[*memLayout]bool // arrays whose accessed cells are tracked (barrier invariants)
	// relevant are the arrays whose contents are modelled (contentRelevant).
	relevant map[*ir.Array]bool
}

// siteKey names an access of one function instance (a helper specialised
// twice has its accesses twice).
type siteKey struct {
	inst *fnInst
	s    ir.Stmt
}

// instances finds the procedures a function calls (under --no-inline),
// specialised to the arrays their pointer parameters point into.
func (w *world) instances(caller *fnInst, active map[*ir.Function]bool) error {
	if active[caller.f] {
		return &TranslationError{Pos: caller.f.Pos, Msg: "unsupported recursive call of " + caller.f.Name}
	}
	active[caller.f] = true
	defer delete(active, caller.f)
	for _, b := range caller.f.Blocks {
		for _, s := range b.Stmts {
			call, ok := s.(*ir.Call)
			if !ok {
				continue
			}
			g := call.Callee
			arrMap := map[*ir.Array]*ir.Array{}
			key := g.Name
			name := "$" + g.Name
			for i, p := range g.Params {
				if p.Array == nil {
					continue
				}
				ref, ok := call.Args[i].(*ir.ArrayRef)
				if !ok {
					return &TranslationError{Pos: call.Pos, Msg: "pointer argument without an array"}
				}
				a := caller.actual(ref.Array)
				arrMap[p.Array] = a
				key += "|" + a.Name
				name += "." + a.Name
			}
			// Pointer arguments that are an array's base at every call
			// give the procedure the fact that both work items pass the
			// same offset (a checked precondition).
			constOff := map[*ir.Param]bool{}
			for i, p := range g.Params {
				if p.Array != nil {
					_, c := call.Args[i].(*ir.ArrayRef).Offset.(*ir.Const)
					constOff[p] = c
				}
			}
			if fi, done := w.instByKey[key]; done {
				for p, c := range constOff {
					fi.sameOffset[p] = fi.sameOffset[p] && c
				}
				continue
			}
			fi := &fnInst{f: g, arrMap: arrMap, name: sanitize(name), sameOffset: constOff}
			w.instByKey[key] = fi
			w.insts = append(w.insts, fi)
			if err := w.instances(fi, active); err != nil {
				return err
			}
		}
	}
	return nil
}

// instOf returns the procedure instance a call in caller goes to.
func (w *world) instOf(caller *fnInst, call *ir.Call) *fnInst {
	key := call.Callee.Name
	for i, p := range call.Callee.Params {
		if p.Array != nil {
			key += "|" + caller.actual(call.Args[i].(*ir.ArrayRef).Array).Name
		}
	}
	return w.instByKey[key]
}

// newTr prepares the translation of one function instance.
func (p *program) newTr(m *ir.Module, w *world, fi *fnInst, u *uniformity) *kernelTr {
	f := fi.f
	k := &kernelTr{f: f, m: m, opts: p.opts, pre: p.pre, uni: u, world: w, inst: fi,
		align: alignments(f), sameGroup: p.opts.sameGroupAlways(), loopOf: map[*ir.Block]*ir.Loop{},
		locals: map[string]bpl.Type{}, defs: map[*ir.Var]ir.Expr{}, isProc: !f.Kernel}
	k.order, _ = ir.Dominators(f)
	k.codeUsed = codeUsed(f)
	k.unguarded = unguardedDefs(f)
	for _, b := range f.Blocks {
		k.loopOf[b] = f.LoopOf(b)
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Assign:
				k.defs[s.Dst] = s.Src
			case *ir.Annot:
				switch s.Kind {
				case ir.AnnotEnsures, ir.AnnotGlobalEnsures:
					k.ensures = append(k.ensures, s)
				case ir.AnnotRequires, ir.AnnotGlobalRequires:
					k.requires = append(k.requires, s)
				case ir.AnnotFunctionWideInvariant:
					k.fwInvs = append(k.fwInvs, s)
				}
			}
		}
	}
	if k.isProc {
		k.cellParams = map[*ir.Var]int{}
		for _, p := range f.Params {
			if p.Array != nil && p.Var != nil {
				k.cellParams[p.Var] = k.layout(p.Array).CellBytes
			}
		}
	}
	return k
}

// nonUniform is the uniformity of a procedure: its work items may arrive
// with different predicates, so nothing in it is assumed uniform.
func nonUniform(f *ir.Function) *uniformity {
	u := &uniformity{block: map[*ir.Block]bool{}, vars: map[*ir.Var]bool{}, branch: map[*ir.Block]bool{}}
	for _, b := range f.Blocks {
		u.block[b], u.branch[b] = false, false
	}
	return u
}

// translateKernel builds the procedure of one kernel and those of the
// helpers it calls under --no-inline.
func (p *program) translateKernel(m *ir.Module, f *ir.Function, prefix string, u *uniformity) error {
	kernel := &fnInst{f: f, name: "$" + f.Name}
	w := &world{sites: map[*memLayout]map[accessKind][]*site{}, siteOf: map[siteKey]int{},
		logsUsed: map[*memLayout]bool{}, instByKey: map[string]*fnInst{}, tracked: map[*memLayout]bool{}}
	if err := w.instances(kernel, map[*ir.Function]bool{}); err != nil {
		return err
	}
	all := append([]*fnInst{kernel}, w.insts...)
	w.relevant = contentRelevant(all)
	w.layouts, w.layoutSeq = computeLayouts(all, p.opts.sameGroupAlways(), prefix)
	var trs []*kernelTr
	for _, fi := range all {
		uu := u
		if fi != kernel {
			uu = nonUniform(fi.f)
		}
		k := p.newTr(m, w, fi, uu)
		if err := k.prepareBarrierInvariants(); err != nil {
			return err
		}
		k.collectSites()
		trs = append(trs, k)
	}
	w.trs = trs
	for _, l := range w.layoutSeq {
		if l.Shared && len(w.sites[l]) > 0 {
			w.logsUsed[l] = true
		}
	}
	var procs []*bpl.Procedure
	for _, k := range trs {
		proc, err := k.procedure()
		if err != nil {
			return err
		}
		procs = append(procs, proc)
	}
	// Globals: memory and logs; every procedure may modify all of them.
	var modifies []string
	for _, l := range w.layoutSeq {
		if l.Array.Space == ir.Private {
			continue
		}
		mt := bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 8 * l.CellBytes}}
		names := []string{l.Name}
		if l.PerThread {
			names = []string{l.Name + "$1", l.Name + "$2"}
		}
		for _, n := range names {
			p.globals[n] = mt
			modifies = append(modifies, n)
		}
		if w.logsUsed[l] {
			for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
				for _, fld := range []struct {
					name string
					t    bpl.Type
				}{{"HAS_OCCURRED", bpl.BoolType{}}, {"OFFSET", bpl.BV{W: 32}}, {"SOURCE", bpl.BV{W: 32}}} {
					n := logVar(accNames[kind], fld.name, l)
					p.globals[n] = fld.t
					modifies = append(modifies, n)
				}
			}
		}
	}
	// Nothing is accessed yet: the unknown cells of barrier invariants
	// are chosen afresh.
	var reset []bpl.Stmt
	for _, l := range w.layoutSeq {
		if w.tracked[l] {
			p.globals[unknownName(l)] = bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BoolType{}}
			modifies = append(modifies, unknownName(l))
			reset = append(reset, &bpl.Havoc{Vars: []string{unknownName(l)}})
		}
	}
	// The kernel's logs start empty.
	for _, l := range w.layoutSeq {
		if w.logsUsed[l] {
			for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
				reset = append(reset, assign(logVar(accNames[kind], "HAS_OCCURRED", l), bpl.Bool(false)))
			}
		}
	}
	procs[0].Body.Stmts = append(reset, procs[0].Body.Stmts...)
	// The kernel may modify every global; a procedure only what it (and
	// what it calls) touches, so that a call keeps the caller's logs and
	// memory it does not touch.
	procs[0].Modifies = modifies
	memo := map[*fnInst][]string{}
	for i, k := range trs[1:] {
		procs[i+1].Modifies = k.modifies(memo)
		// A procedure is checked for races on its own, so it may not
		// assume anything about accesses before the call: it requires
		// that none of the arrays it logs has an access logged (checked
		// at every call; a call after an unsynchronised access fails).
		for _, l := range w.layoutSeq {
			if !w.logsUsed[l] || !containsName(procs[i+1].Modifies, logVar("READ", "HAS_OCCURRED", l)) {
				continue
			}
			var none []bpl.Expr
			for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
				none = append(none, bpl.Not(bpl.Id(logVar(accNames[kind], "HAS_OCCURRED", l))))
			}
			procs[i+1].Requires = append(procs[i+1].Requires, &bpl.Requires{
				Attrs: []*bpl.Attr{bpl.NewAttr("log_precondition", bpl.Str(l.Array.Name)), k.sourceloc(k.f.Pos)},
				Cond:  bpl.And(none...)})
		}
	}
	p.procs = append(p.procs, procs...)
	return nil
}

// modifies lists the globals a procedure instance may change: the maps it
// writes, the logs of the arrays it accesses, what its barriers havoc and
// reset, and what its callees modify.
func (k *kernelTr) modifies(memo map[*fnInst][]string) []string {
	if m, ok := memo[k.inst]; ok {
		return m
	}
	set := map[string]bool{}
	addMap := func(l *memLayout) {
		if l.Array.Space == ir.Private {
			return
		}
		if l.PerThread {
			set[l.Name+"$1"], set[l.Name+"$2"] = true, true
		} else {
			set[l.Name] = true
		}
	}
	addLogs := func(l *memLayout) {
		if !k.logsUsed[l] {
			return
		}
		for _, kind := range []accessKind{accRead, accWrite, accAtomic} {
			for _, fld := range []string{"HAS_OCCURRED", "OFFSET", "SOURCE"} {
				set[logVar(accNames[kind], fld, l)] = true
			}
		}
	}
	for _, b := range k.f.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Load:
				addLogs(k.layout(s.Array))
			case *ir.Store:
				addMap(k.layout(s.Array))
				addLogs(k.layout(s.Array))
			case *ir.Atomic:
				addMap(k.layout(s.Array))
				addLogs(k.layout(s.Array))
			case *ir.Barrier:
				for _, l := range k.layoutSeq {
					if (l.Array.Space == ir.Local && s.LocalFence) || (l.Array.Space == ir.Global && s.GlobalFence) {
						addMap(l)
						addLogs(l)
					}
				}
			case *ir.Call:
				callee := k.instOf(k.inst, s)
				for _, ck := range k.trs {
					if ck.inst == callee {
						for _, n := range ck.modifies(memo) {
							set[n] = true
						}
					}
				}
			}
		}
	}
	out := sortedNames(set)
	memo[k.inst] = out
	return out
}

// procedure translates the function of k into a Boogie procedure: the
// kernel, or a helper taking both work items' arguments and execution
// predicates ($en$1, $en$2) and returning both results.
func (k *kernelTr) procedure() (*bpl.Procedure, error) {
	f := k.f
	var body []bpl.Stmt
	k.out = &body
	if err := k.emitRegion(nil); err != nil {
		return nil, err
	}
	proc := &bpl.Procedure{Name: k.inst.name}
	// Contracts. A kernel's postconditions are checked when both work
	// items have returned (for work item 1: the pair is arbitrary); a
	// procedure's are Boogie contracts, checked in its body and assumed at
	// its calls, for each work item that called it.
	for _, a := range k.ensures {
		if k.opts.OnlyRaces && !k.isProc {
			break // staged verification, stage 1: postconditions are stage 2's
		}
		e := k.annotTree(a.Args[0])
		for _, t := range []thread{1, 2} {
			if (!k.isProc || mentionsLogs(e)) && t == 2 {
				continue
			}
			x, err := k.expr(e, exprCtx{t: t, enabled: k.pred(f.Blocks[0], t)})
			if err != nil {
				return nil, k.errAt(a.Pos, err)
			}
			attrs := []*bpl.Attr{bpl.NewAttr("postcondition"), k.sourceloc(a.Pos)}
			if k.isProc {
				proc.Ensures = append(proc.Ensures, &bpl.Ensures{Attrs: attrs, Cond: bpl.Implies(k.pred(f.Blocks[0], t), x)})
			} else {
				k.emit(&bpl.Assert{Attrs: attrs, Cond: x})
			}
		}
	}
	if k.isProc {
		for _, prm := range f.Params {
			if prm.Array != nil && k.inst.sameOffset[prm] {
				proc.Requires = append(proc.Requires, &bpl.Requires{Attrs: []*bpl.Attr{bpl.NewAttr("precondition"), k.sourceloc(f.Pos)},
					Cond: bpl.Implies(bpl.And(bpl.Id("$en$1"), bpl.Id("$en$2")), bpl.Eq(bpl.Id(k.varName(prm.Var, 1)), bpl.Id(k.varName(prm.Var, 2))))})
			}
		}
		for _, a := range k.requires {
			e := k.annotTree(a.Args[0])
			for _, t := range []thread{1, 2} {
				if t == 2 && mentionsLogs(e) {
					continue
				}
				x, err := k.expr(e, exprCtx{t: t, enabled: k.pred(f.Blocks[0], t)})
				if err != nil {
					return nil, k.errAt(a.Pos, err)
				}
				proc.Requires = append(proc.Requires, &bpl.Requires{Attrs: []*bpl.Attr{bpl.NewAttr("precondition"), k.sourceloc(a.Pos)},
					Cond: bpl.Implies(k.pred(f.Blocks[0], t), x)})
			}
		}
	}
	// Private arrays are locals of the procedure that owns them.
	for _, l := range k.layoutSeq {
		if l.Array.Space == ir.Private && k.ownsArray(l.Array) {
			for _, t := range []thread{1, 2} {
				k.locals[l.Name+t.suffix()] = bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 8 * l.CellBytes}}
			}
		}
	}
	var in []bpl.Var
	if k.isProc {
		in = append(in, bpl.Var{Name: "$en$1", Type: bpl.BoolType{}}, bpl.Var{Name: "$en$2", Type: bpl.BoolType{}})
	}
	for _, t := range []thread{1, 2} {
		for _, prm := range f.Params {
			if prm.Var == nil || (t == 2 && k.uni.vars[prm.Var]) {
				continue
			}
			in = append(in, bpl.Var{Name: k.varName(prm.Var, t), Type: boogieType(prm.Var.T)})
		}
	}
	var out []bpl.Var
	if k.isProc && f.Result != nil {
		out = []bpl.Var{{Name: "$ret$1", Type: boogieType(f.Result)}, {Name: "$ret$2", Type: boogieType(f.Result)}}
	}
	params := map[*ir.Var]bool{}
	for _, prm := range f.Params {
		if prm.Var != nil {
			params[prm.Var] = true
		}
	}
	// Thread-local SSA variables.
	declare := func(v *ir.Var) {
		for _, t := range []thread{1, 2} {
			if k.uni.vars[v] && t == 2 {
				continue
			}
			k.locals[k.varName(v, t)] = boogieType(v.T)
		}
	}
	for _, b := range f.Blocks {
		for _, ph := range b.Phis {
			declare(ph.Dst)
		}
		for _, s := range b.Stmts {
			if v := ir.Defined(s); v != nil && !params[v] {
				declare(v)
			}
		}
	}
	for _, v := range in {
		delete(k.locals, v.Name)
	}
	proc.Attrs = []*bpl.Attr{k.sourceloc(f.Pos)}
	if !k.isProc {
		proc.Attrs = append([]*bpl.Attr{bpl.NewAttr("kernel")}, proc.Attrs...)
	}
	proc.In, proc.Out = in, out
	proc.Body = &bpl.Body{Locals: k.sortedLocals(), Stmts: body}
	return proc, nil
}

// ownsArray reports whether a is a private array of k's function.
func (k *kernelTr) ownsArray(a *ir.Array) bool {
	for _, x := range k.f.Arrays {
		if x == a {
			return true
		}
	}
	return false
}

// geometryDecls declares the thread-id and geometry constants and the
// axioms that tie them to the launch configuration (OOPSLA13 §3: the two
// work items are distinct; DESIGN.md §5).
func (p *program) geometryDecls(m *ir.Module) ([]bpl.Decl, error) {
	g := p.opts.Geometry
	bv32 := bpl.BV{W: 32}
	var ds []bpl.Decl
	var axioms []bpl.Decl
	ult := p.pre.BV(bpl.BVUlt, 32)
	ugt := p.pre.BV(bpl.BVUgt, 32)
	var distinct []bpl.Expr
	for i, d := range dimNames {
		for _, n := range []string{"group_size_", "num_groups_", "global_offset_"} {
			ds = append(ds, &bpl.ConstDecl{Name: n + d, Type: bv32})
		}
		for _, t := range []thread{1, 2} {
			ds = append(ds, &bpl.ConstDecl{Name: "local_id_" + d + t.suffix(), Type: bv32},
				&bpl.ConstDecl{Name: "group_id_" + d + t.suffix(), Type: bv32})
			axioms = append(axioms,
				&bpl.Axiom{Expr: bpl.Fn(ult, bpl.Id("local_id_"+d+t.suffix()), bpl.Id("group_size_"+d))},
				&bpl.Axiom{Expr: bpl.Fn(ult, bpl.Id("group_id_"+d+t.suffix()), bpl.Id("num_groups_"+d))})
		}
		for _, sz := range []struct {
			name string
			dims ir.Dims
		}{{"group_size_", g.LocalSize}, {"num_groups_", g.NumGroups}} {
			v := sz.dims.Dim(i)
			if v == ir.Unconstrained {
				axioms = append(axioms, &bpl.Axiom{Expr: bpl.Fn(ugt, bpl.Id(sz.name+d), bpl.BVConst(0, 32))})
			} else {
				axioms = append(axioms, &bpl.Axiom{Expr: bpl.Eq(bpl.Id(sz.name+d), bpl.BVConst(uint64(v), 32))})
			}
		}
		if p.opts.sameGroupAlways() {
			axioms = append(axioms, &bpl.Axiom{Expr: bpl.Eq(bpl.Id("group_id_"+d+"$1"), bpl.Id("group_id_"+d+"$2"))})
		}
		distinct = append(distinct, bpl.Eq(bpl.Id("local_id_"+d+"$1"), bpl.Id("local_id_"+d+"$2")),
			bpl.Eq(bpl.Id("group_id_"+d+"$1"), bpl.Id("group_id_"+d+"$2")))
	}
	ds = append(ds, &bpl.ConstDecl{Name: "work_dim", Type: bv32})
	if g.LocalSize != nil || g.NumGroups != nil {
		axioms = append(axioms, &bpl.Axiom{Expr: bpl.Eq(bpl.Id("work_dim"), bpl.BVConst(uint64(g.WorkDim()), 32))})
	} else {
		axioms = append(axioms, &bpl.Axiom{Expr: bpl.And(
			bpl.Fn(p.pre.BV(bpl.BVUge, 32), bpl.Id("work_dim"), bpl.BVConst(1, 32)),
			bpl.Fn(p.pre.BV(bpl.BVUle, 32), bpl.Id("work_dim"), bpl.BVConst(3, 32)))})
	}
	axioms = append(axioms, &bpl.Axiom{Attrs: []*bpl.Attr{bpl.NewAttr("distinct_work_items")}, Expr: bpl.Not(bpl.And(distinct...))})
	// File-level axioms of the kernel source.
	for _, a := range m.Axioms {
		k := &kernelTr{pre: p.pre, uni: &uniformity{vars: map[*ir.Var]bool{}}}
		for _, t := range []thread{1, 2} {
			x, err := k.expr(a.Args[0], exprCtx{t: t})
			if err != nil {
				return nil, &TranslationError{Pos: a.Pos, Msg: err.Error()}
			}
			axioms = append(axioms, &bpl.Axiom{Attrs: []*bpl.Attr{k.sourceloc(a.Pos)}, Expr: x})
		}
	}
	return append(ds, axioms...), nil
}

func containsName(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// codeUsed finds the variables that a statement other than an annotation
// reads, directly or through assignments. The others only feed
// annotations, which are translated with their definitions substituted
// (k.defs): their assignments are not emitted, so that they neither grow
// the verification condition nor become loop-modified variables.
func codeUsed(f *ir.Function) map[*ir.Var]bool {
	used := map[*ir.Var]bool{}
	mark := func(e ir.Expr) {
		ir.WalkExpr(e, func(x ir.Expr) {
			if r, ok := x.(*ir.VarRef); ok {
				used[r.V] = true
			}
		})
	}
	var assigns []*ir.Assign
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			for _, in := range p.In {
				mark(in.Val)
			}
		}
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Assign:
				assigns = append(assigns, s)
			case *ir.Annot:
			default:
				for _, e := range ir.StmtExprs(s) {
					mark(e)
				}
			}
		}
		for _, e := range ir.TermExprs(b.Term) {
			mark(e)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, a := range assigns {
			if used[a.Dst] {
				n := len(used)
				mark(a.Src)
				changed = changed || len(used) != n
			}
		}
	}
	return used
}

// unguardedDefs finds the assigned and loaded variables whose value can be
// evaluated whether or not the work item executes its block: every use is
// in the loop of the definition (or a loop nested in it). A use is
// dominated by the definition (SSA), so when a work item executes the use,
// the latest evaluation of the definition was in the same iteration, by
// that work item. A use after the loop is not: the loop keeps running
// while the other work item is in it, and would overwrite the value with
// one computed from stale operands. Computing a definition unguarded lets
// the prover substitute it (an `x := if p then e else x` keeps x opaque
// behind the predicate), which makes index arithmetic syntactically
// canonical.
func unguardedDefs(f *ir.Function) map[*ir.Var]bool {
	defLoop := map[*ir.Var]*ir.Loop{}
	defined := map[*ir.Var]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Assign:
				defLoop[s.Dst] = f.LoopOf(b)
				defined[s.Dst] = true
			case *ir.Load:
				defLoop[s.Dst] = f.LoopOf(b)
				defined[s.Dst] = true
			}
		}
	}
	ok := map[*ir.Var]bool{}
	for v := range defined {
		ok[v] = true
	}
	useIn := func(b *ir.Block) func(ir.Expr) {
		return func(e ir.Expr) {
			ir.WalkExpr(e, func(x ir.Expr) {
				r, isRef := x.(*ir.VarRef)
				if !isRef || !ok[r.V] {
					return
				}
				if l := defLoop[r.V]; l != nil && !l.Contains(b) {
					ok[r.V] = false
				}
			})
		}
	}
	for _, b := range f.Blocks {
		use := useIn(b)
		for _, p := range b.Phis {
			for _, in := range p.In {
				use(in.Val)
			}
		}
		for _, s := range b.Stmts {
			for _, e := range ir.StmtExprs(s) {
				use(e)
			}
		}
		for _, e := range ir.TermExprs(b.Term) {
			use(e)
		}
	}
	return ok
}
