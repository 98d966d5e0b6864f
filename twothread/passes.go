package twothread

import (
	"fmt"
	"sort"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// state is what the passes read and write; each field is written by one
// pass (named beside it) and read by the passes after it.
type state struct {
	m    *ir.Module
	opts Options
	// pre collects the bit-vector and uninterpreted functions the program
	// uses; every pass that builds Boogie expressions adds to it.
	pre     *bpl.Prelude
	uni     map[*ir.Function]*uniformity // uniformity
	kernels []*kernelState               // instances, then one field per pass
	prog    *bpl.Program                 // link, predicate
	origins Origins                      // reduce, link: why each checked node is in prog
}

// kernelState is the reduction of one kernel and the helper procedures it
// calls under --no-inline.
type kernelState struct {
	f      *ir.Function
	prefix string // of the Boogie names of its arrays, when a module has several kernels
	insts  *instances
	mem    *memory                // layout
	facts  map[*fnInst]*funcFacts // facts
	acc    *accessPlan            // access
	procs  []*bpl.Procedure       // reduce: one per instance, the kernel's first
}

// pass is one step of the reduction. After it runs, its checker validates
// the state, so that a broken pass is caught where it breaks; dump prints
// the state for --dump-after. files are where the pass is implemented.
type pass struct {
	name  string
	doc   string
	files string
	run   func(*state) error
	check func(*state) error
	dump  func(*state) string
}

// passes is the reduction, in order (see the package doc).
var passes = []pass{
	{name: "input", doc: "structural check of the kernel IR; names of uninterpreted functions (DECLARE_UF_*) that would clash in Boogie", files: "(ir.Check), ufnames.go",
		run: checkUFNames, check: checkIR, dump: dumpIR},
	{name: "pinned", doc: "scalar parameters a kernel's precondition fixes (__requires(n == 4096)) replaced by their values in its code, so that products with them are shifts (ir.FoldPinned)", files: "(ir/pinned.go), passes.go",
		run: runPinned, check: checkIR, dump: dumpIR},
	{name: "private-tables", doc: "loads of a private array initialised with constants and never written again become the constants, each asserting its index is an initialised one (ir.FoldPrivateTables; SHOC's FFT)", files: "(ir/privtables.go), passes.go",
		run: runPrivateTables, check: checkIR, dump: dumpIR},
	{name: "single-trip", doc: "loops that run at most once at the launch's geometry (interval arithmetic; PPCG's grid-stride loops) become conditionals that assert it (ir.PeelSingleTripLoops)", files: "(ir/singletrip.go), passes.go",
		run: runSingleTrip, check: checkIR, dump: dumpIR},
	{name: "exponents", doc: "companion variables following the base-2 exponent of power-of-two counters, so that products with them become shifts (ir.AddExponents)", files: "(ir/exponents.go), passes.go",
		run: runExponents, check: checkIR, dump: dumpIR},
	{name: "quiet-reads", doc: "reads that no write or atomic of their array can meet in a barrier interval (a __global array the kernel never writes, a __local one written only across a barrier): neither logged nor race-checked, their offsets select a value and nothing else (ir.MarkQuietReads; AMD's AES)", files: "(ir/quiet.go), passes.go",
		run: runQuietReads, check: checkIR, dump: dumpQuietReads},
	{name: "uniformity", doc: "blocks both work items execute together, variables they agree on", files: "uniform.go, passes.go",
		run: runUniformity, check: checkUniformity, dump: dumpUniformity},
	{name: "instances", doc: "the kernel's procedures: the kernel, and its helpers (--no-inline) specialised to the arrays they are passed", files: "instances.go",
		run: runInstances, check: checkInstances, dump: dumpInstances},
	{name: "layout", doc: "each array's Boogie map (cell size, per work item or shared, race-checked) and whether its contents are modelled", files: "memory.go, layout.go, relevance.go",
		run: runLayout, check: checkLayout, dump: dumpLayout},
	{name: "facts", doc: "per procedure: block order, loops, definitions annotations substitute, contracts, barrier invariants per barrier, alignments", files: "facts.go",
		run: runFacts, check: checkFacts, dump: dumpFacts},
	{name: "access", doc: "race instrumentation plan: numbered access sites per array and kind, arrays with logs, cells tracked for barrier invariants, pitched logs (an index row * P + col with P a kernel argument)", files: "access.go, pitch.go",
		run: runAccess, check: checkAccess, dump: dumpAccess},
	{name: "reduce", doc: "procedure bodies: predicated lock-step execution, race checks, barriers, loops with invariants, contracts, array bounds checks (--check-array-bounds), a called procedure's accesses at the call (--no-inline)", files: "translate.go, procedure.go, reduce.go, stmt.go, expr.go, annot.go, barrierinv.go, loopinfo.go, bounds.go, callsummary.go",
		run: runReduce, check: checkReduce, dump: dumpReduce},
	{name: "link", doc: "one program: globals, initial logs, modifies clauses, log preconditions, geometry constants and axioms", files: "link.go, geometry.go",
		run: runLink, check: checkProgram, dump: dumpProgram},
	{name: "predicate", doc: "guarded statements as straight-line predicated statements (boogie.IfConvert)", files: "passes.go",
		run: runPredicate, check: checkProgram, dump: dumpProgram},
}

// BoogieFlags are the prover options bvgen runs Boogie with (and its
// prover shim, prover.Options.FastUnsat, in front of z3). Boogie 2.4.1
// configures z3 4.8.12 with AUTO_CONFIG=false and CASE_SPLIT=3, under
// which some small bit-vector queries do not terminate; z3's own
// configuration decides them at once. Maps as z3 arrays and relevancy 0
// (z3 then bit-blasts eagerly) make the multiplications of loop counters
// and thread ids in the offsets of scans a matter of seconds instead of
// minutes (Blelloch, N = 1024: 10 s instead of 170 s).
var BoogieFlags = []string{"/z3opt:smt.CASE_SPLIT=1", "/z3opt:AUTO_CONFIG=true", "/useArrayTheory", "/proverOpt:O:smt.relevancy=0"}

// PassTable renders the pass table as Markdown: name, what the pass
// decides, where it is implemented (docs/reduction.md shows it; a test
// keeps the two equal).
func PassTable() string {
	var b strings.Builder
	b.WriteString("| pass | what it decides (its state, checked after it, printed by --dump-after) | files (twothread/) |\n|---|---|---|\n")
	for _, p := range passes {
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", p.name, p.doc, p.files)
	}
	return b.String()
}

// PassNames lists the passes --dump-after accepts.
func PassNames() []string {
	var ns []string
	for _, p := range passes {
		ns = append(ns, p.name)
	}
	return ns
}

// Reduction is the two-thread program of a module with its side table of
// origins, which Explain reads.
type Reduction struct {
	Program *bpl.Program
	Origins Origins
}

// Reduce builds the two-thread program of every kernel of m.
func Reduce(m *ir.Module, opts Options) (*Reduction, error) {
	st, _, err := runPasses(m, opts, "")
	if err != nil {
		return nil, err
	}
	return &Reduction{Program: st.prog, Origins: st.origins}, nil
}

// Translate builds the two-thread program of every kernel of m, without
// its origins (for printing).
func Translate(m *ir.Module, opts Options) (*bpl.Program, error) {
	r, err := Reduce(m, opts)
	if err != nil {
		return nil, err
	}
	return r.Program, nil
}

// DumpAfter runs the passes up to and including the named one and returns
// the printed state after it.
func DumpAfter(m *ir.Module, opts Options, name string) (string, error) {
	_, dump, err := runPasses(m, opts, name)
	return dump, err
}

func runPasses(m *ir.Module, opts Options, stopAfter string) (*state, string, error) {
	if stopAfter != "" {
		known := false
		for _, p := range passes {
			known = known || p.name == stopAfter
		}
		if !known {
			return nil, "", fmt.Errorf("unknown pass %q (passes: %s)", stopAfter, strings.Join(PassNames(), ", "))
		}
	}
	st := &state{m: m, opts: opts, pre: bpl.NewPrelude(), origins: Origins{}, uni: map[*ir.Function]*uniformity{}}
	for _, p := range passes {
		if err := p.run(st); err != nil {
			return nil, "", err
		}
		if p.check != nil {
			if err := p.check(st); err != nil {
				return nil, "", fmt.Errorf("internal error: after pass %s: %v", p.name, err)
			}
		}
		if p.name == stopAfter {
			return st, p.dump(st), nil
		}
	}
	return st, "", nil
}

func checkIR(st *state) error {
	if errs := ir.Check(st.m); len(errs) > 0 {
		return errs[0]
	}
	return nil
}

func dumpIR(st *state) string { return ir.Print(st.m) }

func runPinned(st *state) error {
	for _, f := range st.m.Kernels {
		ir.FoldPinned(f)
	}
	return nil
}

func runPrivateTables(st *state) error {
	for _, f := range append(append([]*ir.Function(nil), st.m.Kernels...), st.m.Functions...) {
		ir.FoldPrivateTables(f)
	}
	return nil
}

func runSingleTrip(st *state) error {
	for _, f := range st.m.Kernels {
		if ir.PeelSingleTripLoops(f, st.opts.Geometry) > 0 {
			if err := ir.FindLoops(f); err != nil {
				return err
			}
		}
	}
	return nil
}

func runExponents(st *state) error {
	for _, f := range st.m.Kernels {
		ir.AddExponents(f)
	}
	for _, f := range st.m.Functions {
		ir.AddExponents(f)
	}
	return nil
}

func runQuietReads(st *state) error {
	for _, f := range st.m.Kernels {
		ir.MarkQuietReads(f)
	}
	return nil
}

// dumpQuietReads lists the quiet reads of each kernel by position.
func dumpQuietReads(st *state) string {
	var b strings.Builder
	for _, f := range st.m.Kernels {
		fmt.Fprintf(&b, "kernel %s\n", f.Name)
		for _, blk := range f.Blocks {
			for _, s := range blk.Stmts {
				if ld, ok := s.(*ir.Load); ok && ld.Quiet {
					fmt.Fprintf(&b, "  quiet read of %s at %s\n", ld.Array.Name, ld.Pos)
				}
			}
		}
	}
	return b.String()
}

func runUniformity(st *state) error {
	for _, f := range st.m.Kernels {
		st.uni[f] = analyseUniformity(f, st.opts.sameGroupAlways())
	}
	return nil
}

// checkUniformity: the entry block is uniform and kernel arguments are.
func checkUniformity(st *state) error {
	for f, u := range st.uni {
		if !u.block[f.Blocks[0]] {
			return fmt.Errorf("%s: entry block not uniform", f.Name)
		}
		for _, p := range f.Params {
			if p.Var != nil && !u.vars[p.Var] {
				return fmt.Errorf("%s: argument %s not uniform", f.Name, p.Name)
			}
		}
	}
	return nil
}

func dumpUniformity(st *state) string {
	var b strings.Builder
	for _, f := range st.m.Kernels {
		u := st.uni[f]
		fmt.Fprintf(&b, "kernel %s\n", f.Name)
		for _, blk := range f.Blocks {
			kind := "uniform"
			if !u.block[blk] {
				kind = "non-uniform"
			}
			branch := ""
			if !u.branch[blk] {
				branch = ", divergent branch"
			}
			fmt.Fprintf(&b, "  block %s: %s%s\n", blk.Name, kind, branch)
		}
		var uni, dual []string
		for v, ok := range u.vars {
			if ok {
				uni = append(uni, v.Name)
			} else {
				dual = append(dual, v.Name)
			}
		}
		sort.Strings(uni)
		sort.Strings(dual)
		fmt.Fprintf(&b, "  uniform variables: %s\n", strings.Join(uni, " "))
		fmt.Fprintf(&b, "  dualised variables: %s\n", strings.Join(dual, " "))
	}
	return b.String()
}

func dumpProgram(st *state) string { return bpl.Print(st.prog) }

// runPredicate if-converts the procedure bodies: the lock-step program
// guards every statement of a work item by its block predicate, and
// Boogie would make each such `if` a case split of the verification
// condition (see boogie.IfConvert).
func runPredicate(st *state) error {
	for _, d := range st.prog.Decls {
		if p, ok := d.(*bpl.Procedure); ok && p.Body != nil {
			p.Body.Stmts = bpl.IfConvert(p.Body.Stmts, func(old, n bpl.Stmt) {
				if o, ok := st.origins[old]; ok {
					st.origins[n] = o
					delete(st.origins, old)
				}
			})
		}
	}
	return nil
}
