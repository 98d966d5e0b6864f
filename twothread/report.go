package twothread

import (
	"fmt"
	"strconv"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Report explains one Boogie failure in the user's terms (DESIGN.md §7).
type Report struct {
	Kind  ReportKind
	Pos   ir.Pos
	Msg   string // e.g. "possible write-read race on out[4]"
	Notes []Note // the two accesses of a race, with the work items involved
}

// ReportKind classifies a report.
type ReportKind int

const (
	KindRace ReportKind = iota
	KindDivergence
	KindAssertion
	KindPostcondition
	KindPrecondition
	KindLoopInvariant
	KindBarrierInvariant
	KindBarrierInvariantUnknown
)

// Note is a secondary location of a report.
type Note struct {
	Label string // e.g. "Write by work item 3 in work group 0"
	Pos   ir.Pos
}

// Explain turns a Boogie failure on a program built by Translate into a
// report; ok is false when the failure is not one the translation planted
// (a bug in bvgen, or Boogie's own inconsistency).
func Explain(f bpl.Failure) (Report, bool) {
	attrs := attrsOf(f.Node)
	if f.Kind == bpl.KindPostcondition && f.RelatedNode != nil {
		attrs = attrsOf(f.RelatedNode)
	}
	pos := posAttr(attrs, "sourceloc")
	if f.Kind == bpl.KindPrecondition {
		call := posAttr(attrsOf(f.Node), "sourceloc")
		if arr := bpl.StrArg(attrsOf(f.RelatedNode)["log_precondition"], 0); arr != "" {
			return Report{Kind: KindRace, Pos: call, Msg: fmt.Sprintf("possible race: %s was accessed since the last barrier before this call, and the called function (checked on its own) accesses it too", arr)}, true
		}
		req := posAttr(attrsOf(f.RelatedNode), "sourceloc")
		return Report{Kind: KindPrecondition, Pos: call, Msg: "precondition of the called function might not hold" + workItems(f.Model),
			Notes: []Note{{Label: "The precondition", Pos: req}}}, true
	}
	switch {
	case attrs["race"] != nil:
		return explainRace(f, attrs, pos), true
	case attrs["barrier_divergence"] != nil:
		return Report{Kind: KindDivergence, Pos: pos, Msg: "barrier may be reached by non-uniform control flow (barrier divergence)"}, true
	case attrs["user_assert"] != nil:
		return Report{Kind: KindAssertion, Pos: pos, Msg: "this assertion might not hold" + workItems(f.Model)}, true
	case attrs["postcondition"] != nil:
		return Report{Kind: KindPostcondition, Pos: pos, Msg: "postcondition might not hold" + workItems(f.Model)}, true
	case attrs["barrier_invariant"] != nil:
		return Report{Kind: KindBarrierInvariant, Pos: pos, Msg: "barrier invariant might not hold" + workItems(f.Model)}, true
	case attrs["barrier_invariant_unknown"] != nil:
		return Report{Kind: KindBarrierInvariantUnknown, Pos: pos, Msg: "barrier invariant might not hold for locations that neither work item accessed since the previous barrier (other work items may have written them)" + workItems(f.Model)}, true
	case attrs["user_invariant"] != nil:
		what := "loop invariant might not hold on entry"
		if f.Kind == bpl.KindInvariantMaintained {
			what = "loop invariant might not be preserved by the loop"
		}
		return Report{Kind: KindLoopInvariant, Pos: pos, Msg: what}, true
	}
	return Report{}, false
}

func explainRace(f bpl.Failure, attrs map[string][]bpl.AttrArg, pos ir.Pos) Report {
	kind := bpl.StrArg(attrs["race"], 0)
	array := bpl.StrArg(attrs["array"], 0)
	index := "?"
	if ghost := bpl.StrArg(attrs["offset_var"], 0); ghost != "" {
		if v, ok := lastIncarnation(f.Model, ghost); ok {
			index = strconv.FormatUint(v, 10)
		}
	}
	words := strings.SplitN(kind, "-", 2)
	if len(words) != 2 {
		words = []string{"access", "access"}
	}
	other := posAttr(attrs, "other_sourceloc")
	if sites := attrs["other_sites"]; len(sites) >= 4 {
		// Several statements may have made the logged access: the
		// counterexample says which one (the source ghost).
		other = ir.Pos(bpl.DecodeLoc(sites[1:4]))
		if v, ok := lastIncarnation(f.Model, bpl.StrArg(attrs["source_var"], 0)); ok {
			for i := 0; i+3 < len(sites); i += 4 {
				if uint64(bpl.IntArg(sites, i)) == v {
					other = ir.Pos(bpl.DecodeLoc(sites[i+1 : i+4]))
				}
			}
		}
	}
	return Report{
		Pos: pos,
		Msg: fmt.Sprintf("possible %s race on %s[%s]", kind, array, index),
		Notes: []Note{
			{Label: capitalize(words[0]) + " by " + workItem(f.Model, 1), Pos: other},
			{Label: capitalize(words[1]) + " by " + workItem(f.Model, 2), Pos: pos},
		},
	}
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// workItem describes work item t of the counterexample: "work item 3 in
// work group 0", with (x, y, z) tuples for multi-dimensional launches.
func workItem(m bpl.Model, t int) string {
	ids := func(prefix string) string {
		var vs []string
		for _, d := range dimNames {
			v, _, ok := m.BV(fmt.Sprintf("%s_%s$%d", prefix, d, t))
			if !ok {
				vs = append(vs, "?")
			} else {
				vs = append(vs, strconv.FormatUint(v, 10))
			}
		}
		vs = vs[:launchDims(m)]
		if len(vs) == 1 {
			return vs[0]
		}
		return "(" + strings.Join(vs, ", ") + ")"
	}
	if m == nil {
		return fmt.Sprintf("work item %d of the pair", t)
	}
	return fmt.Sprintf("work item %s in work group %s", ids("local_id"), ids("group_id"))
}

// workItems names the work item an assertion fails for.
func workItems(m bpl.Model) string {
	if m == nil {
		return ""
	}
	return " for " + workItem(m, 1)
}

// lastIncarnation reads the value of a variable from a model: the plain
// name or its highest incarnation "name@N".
func lastIncarnation(m bpl.Model, name string) (uint64, bool) {
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

func attrsOf(n bpl.Node) map[string][]bpl.AttrArg {
	var as []*bpl.Attr
	switch n := n.(type) {
	case *bpl.Assert:
		as = n.Attrs
	case *bpl.Invariant:
		as = n.Attrs
	case *bpl.Ensures:
		as = n.Attrs
	case *bpl.Requires:
		as = n.Attrs
	case *bpl.Call:
		as = n.Attrs
	}
	out := map[string][]bpl.AttrArg{}
	for _, a := range as {
		out[a.Name] = append([]bpl.AttrArg{}, a.Args...)
		if out[a.Name] == nil {
			out[a.Name] = []bpl.AttrArg{}
		}
	}
	return out
}

// posAttr decodes the location attribute name (bpl.DecodeLoc).
func posAttr(attrs map[string][]bpl.AttrArg, name string) ir.Pos {
	return ir.Pos(bpl.DecodeLoc(attrs[name]))
}

// launchDims is the number of dimensions of the counterexample's launch: a
// dimension counts when its group size or number of groups is not 1.
func launchDims(m bpl.Model) int {
	n := 1
	for i, d := range dimNames {
		gs, _, ok1 := m.BV("group_size_" + d)
		ng, _, ok2 := m.BV("num_groups_" + d)
		if (ok1 && gs != 1) || (ok2 && ng != 1) {
			n = i + 1
		}
	}
	return n
}
