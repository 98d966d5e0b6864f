package interval

import (
	"fmt"
	"strings"
)

// ScanKind is the kind of prefix sum a kernel computes.
type ScanKind int

const (
	// Inclusive: out[k] = in[0] + ... + in[k].
	Inclusive ScanKind = iota
	// Exclusive: out[0] = identity, out[k] = in[0] + ... + in[k-1].
	Exclusive
)

// String returns "inclusive" or "exclusive".
func (k ScanKind) String() string {
	if k == Exclusive {
		return "exclusive"
	}
	return "inclusive"
}

// ParseScanKind parses "inclusive" or "exclusive" (also "inc", "exc", "ex").
func ParseScanKind(s string) (ScanKind, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "inclusive", "inc", "":
		return Inclusive, nil
	case "exclusive", "exc", "ex":
		return Exclusive, nil
	}
	return Inclusive, fmt.Errorf("unknown scan kind %q (want inclusive or exclusive)", s)
}

// Expected is out[k] of a correct scan on the singleton input in[j] = (j,j)
// (Theorem 4.5): (0,k) for an inclusive scan, identity for k = 0 and
// (0,k-1) otherwise for an exclusive scan.
func Expected(kind ScanKind, k int) Elem {
	if kind == Exclusive {
		if k == 0 {
			return IdentityElem
		}
		return Interval(0, k-1)
	}
	return Interval(0, k)
}

// Mismatch is the first wrong output cell of an interval test, decoded.
// It is an error; Error() gives the full message.
type Mismatch struct {
	Index  int      // the first wrong index k
	Got    Elem     // what out[k] holds
	Want   Elem     // what it should hold
	Kind   ScanKind // the kind of scan that was checked
	Reason string   // why Got is wrong, in words
	Hint   string   // an optional hint about the whole output ("" if none)
	Wrong  int      // how many cells are wrong in total
	// GotText, when set, is how Error prints Got ("unwritten u[0]").
	GotText string
	// Unwritten is the region of the unwritten code Got holds (nil when
	// Got is not one); Own says it is the code of out[Index] itself.
	Unwritten *Region
	Own       bool
}

// Error renders the mismatch on one line, e.g.
// "out[5] = (4,5), expected (0,5): elements 0..3 were never summed in".
func (m *Mismatch) Error() string {
	got := m.Got.String()
	if m.GotText != "" {
		got = m.GotText
	}
	return fmt.Sprintf("out[%d] = %s, expected %v: %s", m.Index, got, m.Want, m.Reason)
}

// Long renders Error() followed by indented lines with the number of wrong
// cells and the hint, if any; meant for the CLI's report.
func (m *Mismatch) Long() string {
	s := m.Error()
	if m.Wrong > 1 {
		s += fmt.Sprintf("\n  %d of the outputs are wrong; this is the first", m.Wrong)
	}
	if m.Hint != "" {
		s += "\n  hint: " + m.Hint
	}
	return s
}

// Check decodes out (the codes read back from the device, at least n of
// them) and compares out[0..n-1] with the expected scan of kind. It returns
// nil if all are right, or the first wrong cell as a *Mismatch. (Compare
// the result with nil before storing it in an error variable.)
func Check(m Monoid, kind ScanKind, n int, out []uint64) *Mismatch {
	if len(out) < n {
		return &Mismatch{Index: len(out), Got: Elem{Kind: KindUnwritten}, Want: Expected(kind, len(out)), Kind: kind,
			Reason: fmt.Sprintf("the output buffer has only %d cells, %d expected", len(out), n), Wrong: n - len(out)}
	}
	elems := make([]Elem, n)
	for k := range elems {
		elems[k] = m.Decode(out[k])
	}
	return CheckElems(kind, elems)
}

// CheckElems is Check on decoded cells.
func CheckElems(kind ScanKind, out []Elem) *Mismatch {
	var first *Mismatch
	wrong := 0
	for k, got := range out {
		want := Expected(kind, k)
		if got == want {
			continue
		}
		wrong++
		if first == nil {
			first = &Mismatch{Index: k, Got: got, Want: want, Kind: kind, Reason: explain(got, want)}
		}
	}
	if first == nil {
		return nil
	}
	first.Wrong = wrong
	other := Inclusive
	if kind == Inclusive {
		other = Exclusive
	}
	if len(out) > 1 && isScan(other, out) {
		first.Hint = fmt.Sprintf("the whole output is a correct %v scan: was the kernel checked as the wrong kind?", other)
	}
	return first
}

func isScan(kind ScanKind, out []Elem) bool {
	for k, got := range out {
		if got != Expected(kind, k) {
			return false
		}
	}
	return true
}

// explain says in words why got is not want. want is an interval (0,e) or
// the identity.
func explain(got, want Elem) string {
	switch got.Kind {
	case KindTop:
		return "the kernel combined two summations that are not adjacent " +
			"(for example (0,1)+(3,4), an element summed twice, or the operands of OPERATOR swapped), " +
			"so this value is no longer a contiguous sum"
	case KindUnwritten:
		return "this output holds an unwritten code: it was never written, or it depends on memory that no work item wrote"
	case KindInvalid:
		return "this is not an interval-monoid value at all (uninitialised memory, a value " +
			"not produced by OPERATOR, or a write through a pointer of another type?)"
	case KindIdentity:
		return fmt.Sprintf("nothing was summed in (the identity was stored where %s)",
			rangeWords(want.Lo, want.Hi, "element %s belongs", "elements %s belong"))
	}
	// got is an interval.
	if want.Kind == KindIdentity {
		return fmt.Sprintf("an exclusive scan must start with the identity, but %s summed in",
			rangeWords(got.Lo, got.Hi, "element %s was", "elements %s were"))
	}
	var parts []string
	if missing := difference(want, got); len(missing) > 0 {
		parts = append(parts, joinRanges(missing, "element %s was never summed in", "elements %s were never summed in"))
	}
	if early := difference(got, want); len(early) > 0 {
		// Elements beyond the end of the prefix arrive "too early"; elements
		// below 0 cannot occur, so everything extra lies above want.Hi.
		parts = append(parts, joinRanges(early, "element %s was summed in too early", "elements %s were summed in too early"))
	}
	return strings.Join(parts, "; ")
}

// span is an inclusive integer range.
type span struct{ lo, hi int }

// difference returns the elements of interval a that are not in interval b,
// as up to two ranges.
func difference(a, b Elem) []span {
	var out []span
	if a.Lo < b.Lo {
		out = append(out, span{a.Lo, min(a.Hi, b.Lo-1)})
	}
	if a.Hi > b.Hi {
		out = append(out, span{max(a.Lo, b.Hi+1), a.Hi})
	}
	return out
}

// joinRanges renders ranges as "element 4 was ..." or "elements 0..3 and
// 7..9 were ...": one is the singular format, many the plural.
func joinRanges(rs []span, one, many string) string {
	if len(rs) == 1 && rs[0].lo == rs[0].hi {
		return fmt.Sprintf(one, fmt.Sprint(rs[0].lo))
	}
	words := make([]string, len(rs))
	for i, r := range rs {
		words[i] = rangeText(r.lo, r.hi)
	}
	return fmt.Sprintf(many, strings.Join(words, " and "))
}

func rangeText(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d..%d", lo, hi)
}

// rangeWords renders one range with a singular or plural format; a format
// without a verb gets the range appended ("element 3", "elements 0..3").
func rangeWords(lo, hi int, one, many string) string {
	f := many
	if lo == hi {
		f = one
	}
	if !strings.Contains(f, "%s") {
		f += " %s"
	}
	return fmt.Sprintf(f, rangeText(lo, hi))
}
