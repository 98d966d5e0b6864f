package pipeline

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/bvgen/bvgen/advice"
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/twothread"
)

// Advice after a failure (issue 34): what a report suggests is either read
// off the source (the atomic of a racy x++, the condition of a divergent
// barrier) or checked by proving the kernel again with the suggestion
// applied to its text — a precondition bounding the parameters of a
// counterexample with huge values, a barrier between two racing
// statements — and given only when the failure is then gone. Checks share
// Config.AdviceBudget; advice that could not be checked in it is not
// given. A check first runs the edited kernel on concrete values, pinned to
// the failure's work items and then free: a run that meets the failure
// rejects the advice without a proof (Config.adviceCheck); a check with
// less time left than the kernel's proof took is not started, unless that
// proof was quick (noAdviceIn).

// runsOnly is about what a check's front end and concrete runs take:
// a check with less time left than the kernel's proof took starts only
// when that proof took less than this (noAdviceIn).
const runsOnly = 1500 * time.Millisecond

// maxBarrierChecks bounds the barriers tried per verdict: each is a proof.
const maxBarrierChecks = 3

// advise adds advice to the diagnostics of a failed verdict, whose proof
// took spent: a check is a proof of about that cost, so the checks get
// twice that and 3 s (the frontend runs again), within
// Config.AdviceBudget. A verdict that is concrete runs' failures
// (Verdict.partial) had no proof to scale by: its checks get the whole
// budget (missing_barrier.cl's runs report its race in 0.05 s, and the
// proof of the kernel with the barrier inserted, 0.7 s alone, ran past
// the 3.1 s that left it on a loaded machine).
func (k *Kernel) advise(ctx context.Context, cfg *Config, stage Stage, v *Verdict, spent time.Duration) {
	text, err := os.ReadFile(k.Path)
	if err != nil {
		return
	}
	a := &adviser{k: k, cfg: cfg, stage: stage, src: string(text), pins: v.pins, spent: spent, checked: map[string]checked{}}
	if cfg.AdviceBudget > 0 {
		budget := cfg.AdviceBudget
		if !v.partial {
			budget = min(budget, 2*spent+3*time.Second)
		}
		a.deadline = time.Now().Add(budget)
	}
	if cfg.NoInfer && len(v.Diags) > 0 {
		if lines := k.loopsWithoutInvariant(); len(lines) > 0 {
			v.Diags[0].Notes = append(v.Diags[0].Notes, fmt.Sprintf("--no-infer: the loop(s) at line(s) %s have no invariant, so bvgen assumes nothing of their state after 0 or more iterations; a failure that needs a state the kernel never reaches is a false alarm: give the invariant (#pragma bvgen invariant) or let bvgen infer it (no --no-infer)", joinInts(lines)))
		}
	}
	barriers := 0
	for i := range v.Diags {
		d := &v.Diags[i]
		if i < len(v.advice) && v.advice[i] != nil {
			d.Notes = append(d.Notes, a.bound(ctx, d, v.advice[i])...)
		}
		switch {
		case diag.IsRace(d.Kind):
			if note, ok := a.atomic(d); ok {
				d.Notes = append(d.Notes, note)
			} else if barriers < maxBarrierChecks {
				note, tried := a.barrier(ctx, d)
				if tried {
					barriers++
				}
				if note != "" {
					d.Notes = append(d.Notes, note)
				}
			}
		case d.Kind == diag.Divergence:
			if off, ok := a.offset(d.Pos); ok {
				if cond, line, ok := advice.Condition(a.src, off); ok {
					d.Notes = append(d.Notes, fmt.Sprintf("the barrier is reached only where %s holds (line %d); work items of a group that disagree on it diverge: every work item of the group must reach the barrier, or none", cond, line))
				}
			}
		}
	}
}

// adviser checks advice on one kernel file.
type adviser struct {
	k        *Kernel
	cfg      *Config
	stage    Stage
	src      string
	deadline time.Time  // zero: no checks
	pins     []bpl.Expr // the failure's work items (Verdict.pins)
	spent    time.Duration
	// checked caches the diagnostics of each edited text proved (no
	// diagnostics: verified; absent: not checked).
	checked map[string]checked
}

// checked is what check found for one edited text. A check that ended
// without a verdict is kept too (ok false): a race reported for each of
// its bytes gives the same edit once per byte range, and later checks only
// have less of the budget left (nbody_racy's four reports spent 4.5 s on
// one edit, each check cut off at 1.5 s).
type checked struct {
	ds      []diag.Diagnostic
	partial bool
	ok      bool
}

// offset is the byte offset of a position of the kernel file.
func (a *adviser) offset(p ir.Pos) (int, bool) {
	if p.Line < 1 || !sameFile(p.File, a.k.Path) {
		return 0, false
	}
	off := 0
	for l := 1; l < p.Line; l++ {
		i := strings.IndexByte(a.src[off:], '\n')
		if i < 0 {
			return 0, false
		}
		off += i + 1
	}
	return off + max(p.Col-1, 0), true
}

func sameFile(a, b string) bool {
	return strings.TrimPrefix(a, "./") == strings.TrimPrefix(b, "./")
}

// line is the text of a 1-based line of the kernel file.
func (a *adviser) line(n int) string {
	lines := strings.Split(a.src, "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}

// atomic is the atomic a race of a read-modify-write with itself needs.
func (a *adviser) atomic(d *diag.Diagnostic) (string, bool) {
	if d.Race == nil || !sameFile(d.Pos.File, a.k.Path) {
		return "", false
	}
	for _, r := range d.Related {
		for _, p := range append([]ir.Pos{r.Pos}, r.Sources...) {
			if p.Line != 0 && p.Line != d.Pos.Line {
				return "", false // another statement is involved
			}
		}
	}
	return advice.Atomic(a.line(d.Pos.Line), d.Race.Array)
}

// barrier checks whether a barrier just before the later of a race's two
// statements removes the race: the earlier access must be one known
// statement above it. tried says whether a proof was spent.
func (a *adviser) barrier(ctx context.Context, d *diag.Diagnostic) (note string, tried bool) {
	// Two writes ordered by a barrier race no more, but one overwrites
	// the other: a barrier is the fix for a read and a write only.
	if len(d.Related) < 2 || d.Race == nil || a.deadline.IsZero() || d.Kind == diag.RaceWriteWrite {
		return "", false
	}
	earlier := d.Related[1]
	if earlier.Pos.Line == 0 || len(earlier.Sources) > 1 || !sameFile(earlier.Pos.File, a.k.Path) || earlier.Pos.Line >= d.Pos.Line {
		return "", false
	}
	off, ok := advice.StatementStart(a.src, d.Pos.Line)
	if !ok {
		return "", false
	}
	fence := "CLK_GLOBAL_MEM_FENCE"
	if csource.DeclaresLocal(a.src, d.Race.Array) {
		fence = "CLK_LOCAL_MEM_FENCE"
	}
	call := "barrier(" + fence + ");"
	ds, partial, ok := a.check(ctx, a.src[:off]+call+" "+a.src[off:])
	if !ok {
		return "", true
	}
	for _, e := range ds {
		if e.Pos.Line == d.Pos.Line && (e.Kind == diag.Divergence || diag.IsRace(e.Kind) && mentionsLine(e, earlier.Pos.Line)) {
			return "", true
		}
	}
	if partial { // runs' failures only: the race may still be there
		return "", true
	}
	return fmt.Sprintf("no barrier between the %s at line %d and the %s at line %d: with %s inserted before line %d, bvgen finds no race between them (checked)",
		d.Race.Logged, earlier.Pos.Line, d.Race.Checked, d.Pos.Line, call, d.Pos.Line), true
}

// mentionsLine reports whether a race's earlier access may be at line.
func mentionsLine(d diag.Diagnostic, line int) bool {
	for _, r := range d.Related[min(1, len(d.Related)):] {
		if r.Pos.Line == line || r.Pos.Line == 0 && len(r.Sources) == 0 {
			return true
		}
		for _, p := range r.Sources {
			if p.Line == line {
				return true
			}
		}
	}
	return false
}

// bound words the notes of a counterexample with huge values: the values,
// when the failure depends on them, and a precondition bounding them when
// proving the kernel again with it shows the failure gone.
func (a *adviser) bound(ctx context.Context, d *diag.Diagnostic, adv *twothread.Advice) []string {
	values := "the counterexample uses huge values: the kernel's scalar parameters are unconstrained and 32-bit arithmetic wraps around; here " + adv.Values
	exprs := a.requires(adv)
	off, ok := advice.BodyStart(a.src, a.kernelOf(adv))
	if len(exprs) == 0 || !ok {
		return valuesIf(adv.HugeIndex, values)
	}
	var calls string
	for _, e := range exprs {
		calls += " __requires(" + e + ");"
	}
	ds, partial, checked := a.check(ctx, a.src[:off]+calls+a.src[off:])
	if checked && !partial && !stillFails(ds, d) {
		return []string{values, fmt.Sprintf("if the kernel is never launched with such values, say so before it: #pragma bvgen requires %s (checked: with it, bvgen no longer finds this failure; a bound like N can come from -D in #pragma bvgen launch; docs/reading-reports.md)",
			strings.Join(exprs, " && "))}
	}
	// Unchecked, or the bound leaves the failure: the parameters are not
	// what it depends on, unless its index itself wrapped around.
	return valuesIf(adv.HugeIndex, values)
}

func valuesIf(ok bool, note string) []string {
	if ok {
		return []string{note}
	}
	return nil
}

// requires are the preconditions that bound the advice's parameters:
// at most 1024, and not negative for a signed one the counterexample made
// negative. Those the kernel already states are left out.
func (a *adviser) requires(adv *twothread.Advice) []string {
	var out []string
	for _, p := range adv.Params {
		if p.Negative && !a.unsigned(p.Name) {
			out = append(out, p.Name+" >= 0")
		}
		out = append(out, p.Name+" <= 1024")
	}
	var fresh []string
	for _, e := range out {
		if !csource.StatesRequires(a.src, e) {
			fresh = append(fresh, e)
		}
	}
	return fresh
}

// kernelOf is the kernel whose parameters the advice names.
func (a *adviser) kernelOf(adv *twothread.Advice) string {
	ks, err := csource.FindKernels(a.src)
	if err != nil || len(adv.Params) == 0 {
		return ""
	}
	for _, k := range ks {
		for _, p := range k.Params {
			if p.Name == adv.Params[0].Name {
				return k.Name
			}
		}
	}
	return ""
}

// unsigned reports whether a kernel parameter called name has an unsigned
// type (a bound below by 0 says nothing then).
func (a *adviser) unsigned(name string) bool {
	ks, _ := csource.FindKernels(a.src)
	for _, k := range ks {
		for _, p := range k.Params {
			if p.Name == name && !p.Pointer {
				t := strings.TrimSpace(p.Type)
				return strings.HasPrefix(t, "u") || strings.Contains(t, "unsigned") || t == "size_t"
			}
		}
	}
	return false
}

// stillFails reports whether a proof's diagnostics include d's failure:
// the same kind of failure at the same line.
func stillFails(ds []diag.Diagnostic, d *diag.Diagnostic) bool {
	for _, e := range ds {
		if e.Pos.Line == d.Pos.Line && (e.Kind == d.Kind || diag.IsRace(e.Kind) && diag.IsRace(d.Kind)) {
			return true
		}
	}
	return false
}

// check proves the kernel with its text replaced by src, within what is
// left of the budget: the diagnostics (none when verified), ok false when
// the proof did not end with a verdict (an error, the budget ran out).
// partial says the diagnostics are what concrete runs found (Config.
// adviceCheck, or a proof that gave no answer in time): a failure among
// them stays, but one not among them may too.
func (a *adviser) check(ctx context.Context, src string) (ds []diag.Diagnostic, partial, ok bool) {
	if c, ok := a.checked[src]; ok {
		return c.ds, c.partial, c.ok
	}
	left := time.Until(a.deadline)
	if a.deadline.IsZero() || left < time.Second || a.noAdviceIn(left) {
		return nil, false, false
	}
	c, err := a.prove(ctx, src, left)
	if err != nil {
		a.checked[src] = checked{}
		return nil, false, false
	}
	a.checked[src] = c
	return c.ds, c.partial, true
}

// noAdviceIn reports whether a check with left to go would only delay the
// report: a proof of the edited kernel costs about what the kernel's did
// (spent), so with less left it would not end, and then only its concrete
// runs (c.adviceCheck) could show the failure stays. Rejected advice and
// unchecked advice read the same (neither is given), so such a check is
// not started unless the kernel's proof took less than runsOnly: the
// checks of AMD's box filter, nbody and URNG each ran the concrete runs
// to runsOnly and gave nothing.
func (a *adviser) noAdviceIn(left time.Duration) bool {
	return left < a.spent && runsOnly < a.spent
}

// prove proves the kernel with its text replaced by src, within left.
func (a *adviser) prove(ctx context.Context, src string, left time.Duration) (checked, error) {
	cctx, cancel := context.WithTimeout(ctx, left)
	defer cancel()
	c := *a.cfg
	c.SaveBoogie, c.InferInfo, c.Verbose, c.Log, c.Progress, c.AdviceBudget = "", false, false, nil, nil, 0
	// A failure a concrete run finds in the edited kernel is a failure of
	// it: the advice does not remove it, and no proof need say more (on
	// the real-world corpus, a racy kernel's barrier check ran to the
	// budget's 5 s in that proof). Nor are a check's counterexamples
	// confirmed: it is never shown, and an unconfirmed race names every
	// possible source, which only rejects more barriers (mentionsLine).
	c.adviceCheck, c.runPins = true, a.pins
	c.GPUVerify.Debug = false
	_, defines, err := c.abstractDefines(a.k.Path)
	if err != nil {
		return checked{}, err
	}
	k, err := loadText(cctx, &c, a.k.Path, []byte(src), defines)
	if err != nil {
		return checked{}, err
	}
	k.Abstract = a.k.Abstract
	red, err := k.Reduce(&c, a.stage)
	if err != nil {
		return checked{}, err
	}
	v, err := red.Prove(cctx, &c)
	if err != nil {
		return checked{}, err
	}
	return checked{v.Diags, v.partial, true}, nil
}

// loopsWithoutInvariant are the lines of the kernel file's loops that
// have no invariant of the user's (their header holds none).
func (k *Kernel) loopsWithoutInvariant() []int {
	var lines []int
	for _, f := range append(append([]*ir.Function(nil), k.Module.Kernels...), k.Module.Functions...) {
		if f.Loops == nil {
			if err := ir.FindLoops(f); err != nil {
				continue // irreducible: no loops to name
			}
		}
		for _, l := range f.Loops {
			line, has := 0, false
			for _, st := range l.Header.Stmts {
				if a, ok := st.(*ir.Annot); ok && (a.Kind == ir.AnnotInvariant || a.Kind == ir.AnnotGlobalInvariant) {
					has = true
				}
				if p := st.Position(); line == 0 && p.Line > 0 && sameFile(p.File, k.Path) {
					line = p.Line
				}
			}
			if p := l.Header.Term.Position(); line == 0 && p.Line > 0 && sameFile(p.File, k.Path) {
				line = p.Line
			}
			if !has && line > 0 {
				lines = append(lines, line)
			}
		}
	}
	sort.Ints(lines)
	return slices.Compact(lines)
}

func joinInts(ns []int) string {
	var ss []string
	for _, n := range ns {
		ss = append(ss, fmt.Sprint(n))
	}
	return strings.Join(ss, ", ")
}
