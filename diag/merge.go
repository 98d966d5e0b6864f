package diag

import (
	"fmt"
	"strings"
)

// mergedShown is how many merged headlines a merged diagnostic quotes.
const mergedShown = 3

// Merge keeps one diagnostic per root cause: diagnostics of one family
// (races of any kind together; other kinds each their own) at the same
// position with the same related positions are one cause — the lanes of a
// vector access (one report per lane), a read-write and a write-write race
// of one `x++`, one assertion failing for several work items. The first of
// each group stays, in place, with a note quoting the others' headlines;
// diagnostics without a position are never merged. GPUVerify prints every
// failure (its compatibility mode does not merge).
func Merge(ds []Diagnostic) []Diagnostic {
	var out []Diagnostic
	first := map[string]int{} // key -> index in out
	merged := map[int][]string{}
	for _, d := range ds {
		k, ok := causeKey(d)
		if !ok {
			out = append(out, d)
			continue
		}
		if i, seen := first[k]; seen {
			merged[i] = append(merged[i], d.Msg)
			continue
		}
		first[k] = len(out)
		out = append(out, d)
	}
	for i, msgs := range merged {
		d := &out[i]
		shown := msgs
		if len(shown) > mergedShown {
			shown = shown[:mergedShown]
		}
		note := fmt.Sprintf("%d more report(s) of the same statements merged into this one: %s", len(msgs), strings.Join(shown, "; "))
		if n := len(msgs) - len(shown); n > 0 {
			note += fmt.Sprintf("; and %d more", n)
		}
		d.Notes = append(append([]string(nil), d.Notes...), note)
	}
	return out
}

// causeKey identifies a diagnostic's root cause: its family, position and
// related positions (each with its possible sources), each with its call
// stack (two calls of a helper are two statements).
func causeKey(d Diagnostic) (string, bool) {
	if d.Pos.Line == 0 {
		return "", false
	}
	family := string(d.Kind)
	if IsRace(d.Kind) {
		family = "race"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s|%s", family, d.Pos.WithStack())
	for _, r := range d.Related {
		fmt.Fprintf(&b, "|%s", r.Pos.WithStack())
		for _, s := range r.Sources {
			fmt.Fprintf(&b, ",%s", s.WithStack())
		}
	}
	return b.String(), true
}

// IsRace reports whether a kind is a race.
func IsRace(k Kind) bool { return strings.HasPrefix(string(k), "race/") }
