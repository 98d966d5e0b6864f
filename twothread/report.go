package twothread

import (
	"fmt"
	"strconv"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
)

// Explanation is a Boogie failure in the user's terms (DESIGN.md §7): the
// diagnostic, and what the pipeline needs beyond it.
type Explanation struct {
	// Diag is of kind diag.Unattributed for a failure the reduction did
	// not plant (a bug in bvgen, or Boogie's own inconsistency).
	Diag diag.Diagnostic
	// Kernel is the kernel whose procedure failed.
	Kernel string
	// Advice, when set, names the parameters a precondition could bound
	// (hints.go); the pipeline suggests one only after checking it.
	Advice *Advice
	// UnknownCells marks the check that a barrier invariant reads only
	// cells the pair wrote (KindBarrierInvariantUnknown): a plain failure
	// of the same invariant is its cause.
	UnknownCells bool
}

// raceKind is the diagnostic kind of a race between the two accesses.
func (r *RaceOrigin) raceKind() diag.Kind {
	switch {
	case r.Logged == accAtomic || r.Checked == accAtomic:
		return diag.RaceAtomic
	case r.Logged == accWrite && r.Checked == accWrite:
		return diag.RaceWriteWrite
	case r.Logged == accWrite:
		return diag.RaceWriteRead
	}
	return diag.RaceReadWrite
}

// OriginKind classifies what the reduction planted.
type OriginKind int

const (
	KindRace OriginKind = iota
	KindDivergence
	KindAssertion
	KindPostcondition
	KindPrecondition
	KindLoopInvariant
	KindBarrierInvariant
	KindBarrierInvariantUnknown
	// KindCall is a call of a helper procedure (--no-inline): the place a
	// failed precondition is reported at.
	KindCall
	// KindOutOfBounds is an access outside its array (bounds.go).
	KindOutOfBounds
	// KindNullAccess is an access through a pointer that may be null or
	// point to an unknown place (ir.AnnotNullCheck).
	KindNullAccess
)

// diagKinds are the diagnostic kinds of the planted checks a failure can
// be reported on (a race's kind comes from its accesses: raceKind).
var diagKinds = map[OriginKind]diag.Kind{
	KindDivergence:              diag.Divergence,
	KindAssertion:               diag.Assertion,
	KindPostcondition:           diag.Postcondition,
	KindPrecondition:            diag.Precondition,
	KindLoopInvariant:           diag.LoopInvariant,
	KindBarrierInvariant:        diag.BarrierInvariant,
	KindBarrierInvariantUnknown: diag.BarrierInvariant,
	KindOutOfBounds:             diag.OutOfBounds,
	KindNullAccess:              diag.NullPointer,
}

// UnconfirmedNote qualifies a failure whose values come from the first
// run's model only (prover.Failure.Confirmed unset).
const UnconfirmedNote = "the work items, indices and values above are from a counterexample bvgen could not check in time and may be inconsistent; the failure stands (docs/reading-reports.md)"

// Origin is why the reduction put an assertion, invariant, contract or
// call into the program. Origins are kept beside the program, keyed by
// its nodes (a side table, as Bugle keeps one), so that a failure is
// explained from typed values; the {:sourceloc} attributes printed in the
// program are for readers of the Boogie text only.
type Origin struct {
	Kind OriginKind
	Pos  ir.Pos
	// Race describes a race check (Kind KindRace).
	Race *RaceOrigin
	// LogArray is set on a helper's precondition that no access to the
	// array is logged on entry (Kind KindPrecondition).
	LogArray string
	// Kernel is the kernel the node was planted for.
	Kernel *KernelInfo
	// Bounds describes a bounds check (Kind KindOutOfBounds).
	Bounds *BoundsOrigin
	// Msg, when set, replaces the message of the kind (a divergence
	// check of an async copy, async.go); for an assertion, it says why
	// the frontend planted it (ir.Annot.Msg) after GPUVerify's message.
	Msg string
}

// KernelInfo is what a report needs of a kernel: its name and its scalar
// parameters with their Boogie variables.
type KernelInfo struct {
	Name    string
	Scalars []Scalar
}

// Scalar is a scalar parameter of a kernel: its source name, the Boogie
// variable that holds it (uniform: one for both work items) and its width.
type Scalar struct {
	Name, Var string
	Bits      int
	// Pinned: the kernel's precondition fixes its value (n == 4096);
	// Float: a floating-point value. No bound on either is advice.
	Pinned, Float bool
}

// RaceOrigin is a race check: the second work item's access at the
// Origin's position against the first work item's logged access.
type RaceOrigin struct {
	// Logged and Checked are the kinds of the two accesses: the logged
	// one (work item 1), then the checked one (work item 2).
	Logged, Checked accessKind
	Array           string
	// OffsetVar and SourceVar are the ghosts whose counterexample values
	// are the racing cell and the site number of the logged access.
	OffsetVar, SourceVar string
	Sites                []*site // the accesses the logged one may be
	// Dims and ElemBytes are the array's declared shape, CellBytes the
	// width of the logged cells: the racing cell is named as the source
	// does (cell.go).
	Dims                 []int
	ElemBytes, CellBytes int
	// Call, when valid, is the call whose callee makes the checked access
	// (--no-inline; callsummary.go).
	Call ir.Pos
}

// Origins is the side table of a program: the origin of each node a
// failure can be reported on.
type Origins map[bpl.Node]*Origin

// ExplainOptions are how the program was proved, where that changes what
// a failure means.
type ExplainOptions struct {
	// KInductionDepth is --k-induction-depth (0: plain induction). Under
	// k-induction Boogie reports each failing copy of a loop invariant as
	// a plain assertion, so the base case (entry and the first K
	// iterations) cannot be told from the step: the message says both.
	KInductionDepth int
}

// Explain turns a Boogie failure on a program built by Reduce into a
// diagnostic, from the origins of the failing nodes.
func Explain(f prover.Failure, origins Origins, eo ExplainOptions) Explanation {
	d, o, ok := explain(f, origins, eo)
	if !ok {
		return Explanation{Diag: diag.Diagnostic{Kind: diag.Unattributed,
			Msg: "Boogie reports \"" + f.Message + "\" at " + f.Pos.String() + " that bvgen cannot attribute to the kernel (not verified)"}}
	}
	e := Explanation{UnknownCells: o.Kind == KindBarrierInvariantUnknown}
	if o.Kernel != nil {
		e.Kernel = o.Kernel.Name
		index, hasIndex := uint64(0), false
		if o.Race != nil {
			index, hasIndex = lastIncarnation(f.Model, o.Race.OffsetVar)
		}
		e.Advice = hugeValueHints(f.Model, o.Kernel, index, hasIndex)
		if h := offsetHint(f.Model); h != "" {
			d.Notes = append(d.Notes, h)
		}
	}
	// The loops the trace went through, when the program captured their
	// states (Checks.LoopAbstractions).
	d.Notes = append(d.Notes, loopTrace(f.Model)...)
	if !f.Confirmed && f.Model != nil {
		d.Notes = append(d.Notes, UnconfirmedNote)
	}
	e.Diag = d
	return e
}

// explain is Explain without the kernel's hints and the model's notes; it
// also returns the origin of the failure.
func explain(f prover.Failure, origins Origins, eo ExplainOptions) (diag.Diagnostic, *Origin, bool) {
	node := f.Node
	if f.Kind == prover.KindPostcondition && f.RelatedNode != nil {
		node = f.RelatedNode
	}
	if f.Kind == prover.KindPrecondition {
		call, req := origins[f.Node], origins[f.RelatedNode]
		if call == nil || req == nil {
			return diag.Diagnostic{}, nil, false
		}
		if req.LogArray != "" {
			return diag.Diagnostic{Kind: diag.RaceCall, Pos: call.Pos, Msg: fmt.Sprintf("possible race: %s was accessed since the last barrier before this call, and the called function (checked on its own) accesses it too", req.LogArray)}, call, true
		}
		return diag.Diagnostic{Kind: diag.Precondition, Pos: call.Pos, Msg: "a precondition for this call might not hold",
			Related: []diag.Related{{Pos: req.Pos, Msg: "this is the precondition that might not hold", Note: true}}}, call, true
	}
	o := origins[node]
	if o == nil {
		return diag.Diagnostic{}, nil, false
	}
	d := diag.Diagnostic{Kind: diagKinds[o.Kind], Pos: o.Pos}
	switch o.Kind {
	case KindRace:
		return explainRace(f, o), o, true
	case KindOutOfBounds:
		return explainBounds(f, o), o, true
	// GPUVerify's wording (GPUVERIFY.md §5), so that expectations written
	// for GPUVerify match.
	case KindDivergence:
		d.Msg = "barrier may be reached by non-uniform control flow"
		if o.Msg != "" {
			d.Msg = o.Msg
		}
		if f.Model != nil {
			d.Notes = []string{"in the counterexample, " + workItem(f.Model, 1) + " and " + workItem(f.Model, 2) + " disagree on reaching it"}
		}
	case KindAssertion:
		d.Msg = "this assertion might not hold" + workItems(f.Model)
		if o.Msg != "" {
			d.Msg += ": " + o.Msg // why the frontend planted it (ir.Annot.Msg)
		}
	case KindNullAccess:
		d.Msg = "possible null pointer access" + workItems(f.Model)
	case KindPostcondition:
		d.Msg = "postcondition might not hold on all return paths"
	case KindBarrierInvariant:
		d.Msg = "this barrier invariant might not hold" + workItems(f.Model)
	case KindBarrierInvariantUnknown:
		d.Msg = "insufficient permission may be held for evaluation of this barrier invariant" + workItems(f.Model)
		d.Notes = []string{"the invariant reads locations that neither work item accessed since the previous barrier; other work items may have written them"}
	case KindLoopInvariant:
		d.Msg = loopInvariantMsg(f.Kind, eo.KInductionDepth) + workItems(f.Model)
	default:
		return diag.Diagnostic{}, nil, false
	}
	return d, o, true
}

// loopInvariantMsg says how a loop invariant failed: on entry or in the
// step, or, under k-induction of depth k, either.
func loopInvariantMsg(kind prover.FailureKind, k int) string {
	switch {
	case k > 0:
		return fmt.Sprintf("loop invariant might not hold on entry, in the first %d iterations, or after %d iterations that satisfy it (--k-induction-depth=%d)", k, k, k)
	case kind == prover.KindInvariantMaintained:
		return "loop invariant might not be maintained by the loop"
	}
	return "loop invariant might not hold on entry"
}

// explainRace names the racing cell and the two accesses, the checked
// one (work item 2) first, as GPUVerify does. The logged access is
// printed at the one statement the counterexample names only when its
// model was confirmed (prover.ConfirmModels); otherwise, or when the model
// names none, every statement that may have made it is listed ("possible
// sources are:", as GPUVerify prints them), never one that may be wrong.
func explainRace(f prover.Failure, o *Origin) diag.Diagnostic {
	race := o.Race
	cell := race.Array + "[?]"
	if v, ok := lastIncarnation(f.Model, race.OffsetVar); ok {
		cell = cellName(race, v)
	}
	words := []string{accWords[race.Logged], accWords[race.Checked]}
	logged := diag.Related{Msg: capitalize(words[0]) + " by " + workItem(f.Model, 1)}
	sources := distinctSitePositions(race.Sites)
	switch {
	case len(sources) == 1:
		logged.Pos = sources[0]
	case len(sources) > 1 && f.Confirmed:
		if v, ok := lastIncarnation(f.Model, race.SourceVar); ok {
			// The counterexample names one with the source ghost,
			// unless a loop head or a call havocked it (unknownSource:
			// sources.go).
			for _, s := range race.Sites {
				if uint64(s.id) == v {
					logged.Pos = s.pos
				}
			}
		}
		if !logged.Pos.IsValid() {
			logged.Sources = sources
		}
	case len(sources) > 1:
		logged.Sources = sources
	}
	d := diag.Diagnostic{Kind: race.raceKind(), Pos: o.Pos, Msg: fmt.Sprintf("possible %s-%s race on %s", words[0], words[1], cell),
		Related: []diag.Related{{Pos: o.Pos, Msg: capitalize(words[1]) + " by " + workItem(f.Model, 2)}, logged},
		// GPUVerify's race headline names the file only; the accesses
		// below it carry the positions.
		FileHeadline: true,
		Race:         &diag.Race{Array: race.Array, Checked: words[1], Logged: words[0]}}
	if race.Call.IsValid() {
		d.Related = append(d.Related, diag.Related{Pos: race.Call, Msg: "The first access above happens in the function called here"})
	}
	return d
}

// distinctSitePositions are the positions of sites, each once, in site
// order (accesses expanded from one macro share a position).
func distinctSitePositions(sites []*site) []ir.Pos {
	var out []ir.Pos
	seen := map[ir.Pos]bool{}
	for _, s := range sites {
		if !seen[s.pos] {
			seen[s.pos] = true
			out = append(out, s.pos)
		}
	}
	return out
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// workItem describes work item t of the counterexample as GPUVerify does:
// "work item 7 with local id 1 in work group 3", the global id first, with
// (x, y, z) tuples for multi-dimensional launches. All three come from the
// one model, so they agree: the global id is what get_global_id returns,
// group id × group size + local id + the global offset (zero unless
// --global_offset sets it or it is left free; offsetHint names it then).
func workItem(m prover.Model, t int) string {
	if m == nil {
		return fmt.Sprintf("work item %d of the pair", t)
	}
	n := launchDims(m)
	var global, local, group []string
	for _, d := range dimNames[:n] {
		l, _, okL := m.BV(fmt.Sprintf("local_id_%s$%d", d, t))
		g, _, okG := m.BV(fmt.Sprintf("group_id_%s$%d", d, t))
		size, _, okS := m.BV("group_size_" + d)
		off, _, _ := m.BV("global_offset_" + d) // absent: not constrained, any value, 0
		local = append(local, idString(l, okL))
		group = append(group, idString(g, okG))
		global = append(global, idString(uint64(uint32(g*size+l+off)), okL && okG && okS))
	}
	return fmt.Sprintf("work item %s with local id %s in work group %s", idTuple(global), idTuple(local), idTuple(group))
}

// offsetHint names the counterexample's global offset when it is not zero:
// then a global id is not group id × group size + local id.
func offsetHint(m prover.Model) string {
	var vs []string
	nonzero := false
	for _, d := range dimNames[:launchDims(m)] {
		v, _, _ := m.BV("global_offset_" + d)
		nonzero = nonzero || v != 0
		vs = append(vs, strconv.FormatUint(v, 10))
	}
	if !nonzero || m == nil {
		return ""
	}
	return "in this counterexample the global offset is " + idTuple(vs) + "; get_global_id adds it to group id × group size + local id"
}

func idString(v uint64, ok bool) string {
	if !ok {
		return "?"
	}
	return strconv.FormatUint(v, 10)
}

// idTuple is one id, or "(x, y)" / "(x, y, z)" for several dimensions.
func idTuple(vs []string) string {
	if len(vs) == 1 {
		return vs[0]
	}
	return "(" + strings.Join(vs, ", ") + ")"
}

// workItems names the work item an assertion fails for.
func workItems(m prover.Model) string {
	if m == nil {
		return ""
	}
	return " for " + workItem(m, 1)
}

// lastIncarnation reads the value of a variable from a model: the plain
// name or its highest incarnation "name@N".
func lastIncarnation(m prover.Model, name string) (uint64, bool) {
	best, bestN, found := uint64(0), -1, false
	for k := range m {
		n := -1
		switch {
		case k == name:
			n = 0
		case strings.HasPrefix(k, name+"@"):
			x, err := strconv.Atoi(k[len(name)+1:])
			if err != nil {
				continue
			}
			n = x
		default:
			continue
		}
		if v, _, ok := m.BV(k); ok && n > bestN {
			best, bestN, found = v, n, true
		}
	}
	return best, found
}

// launchDims is the number of dimensions of the counterexample's launch:
// work_dim (the dimensions the geometry names, as GPUVerify counts the
// entries of --local_size), or more when a further dimension's group size
// or number of groups is not 1 (an unconstrained geometry).
func launchDims(m prover.Model) int {
	n := 1
	if wd, _, ok := m.BV("work_dim"); ok && wd >= 1 && wd <= 3 {
		n = int(wd)
	}
	for i, d := range dimNames {
		gs, _, ok1 := m.BV("group_size_" + d)
		ng, _, ok2 := m.BV("num_groups_" + d)
		if ((ok1 && gs != 1) || (ok2 && ng != 1)) && i+1 > n {
			n = i + 1
		}
	}
	return n
}
