package diag

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/ir"
)

func TestMerge(t *testing.T) {
	at := func(line int) ir.Pos { return ir.Pos{File: "k.cl", Line: line, Col: 3} }
	race := func(kind Kind, msg string, checked, logged int) Diagnostic {
		return Diagnostic{Kind: kind, Pos: at(checked), Msg: msg, FileHeadline: true,
			Related: []Related{{Pos: at(checked), Msg: "Write by work item 1"}, {Pos: at(logged), Msg: "Write by work item 0"}}}
	}
	tests := []struct {
		name  string
		in    []Diagnostic
		msgs  []string
		notes [][]string
	}{
		{"vector lanes of one pair are one report",
			[]Diagnostic{race(RaceWriteRead, "race on t[1] (bytes 0..3)", 6, 5), race(RaceWriteRead, "race on t[1] (bytes 4..7)", 6, 5), race(RaceWriteRead, "race on t[1] (bytes 8..11)", 6, 5)},
			[]string{"race on t[1] (bytes 0..3)"},
			[][]string{{"2 more report(s) of the same statements merged into this one: race on t[1] (bytes 4..7); race on t[1] (bytes 8..11)"}}},
		{"read-write and write-write of one x++",
			[]Diagnostic{race(RaceReadWrite, "read-write race on bins[0]", 4, 4), race(RaceWriteWrite, "write-write race on bins[0]", 4, 4)},
			[]string{"read-write race on bins[0]"},
			[][]string{{"1 more report(s) of the same statements merged into this one: write-write race on bins[0]"}}},
		{"another pair stays",
			[]Diagnostic{race(RaceWriteRead, "a", 6, 5), race(RaceWriteRead, "b", 7, 5)},
			[]string{"a", "b"}, [][]string{nil, nil}},
		{"a race and an assertion at one place stay apart",
			[]Diagnostic{race(RaceWriteRead, "a", 6, 6), {Kind: Assertion, Pos: at(6), Msg: "c", Related: []Related{{Pos: at(6)}, {Pos: at(6)}}}},
			[]string{"a", "c"}, [][]string{nil, nil}},
		{"many merged are counted",
			[]Diagnostic{race(RaceWriteWrite, "0", 2, 2), race(RaceWriteWrite, "1", 2, 2), race(RaceWriteWrite, "2", 2, 2), race(RaceWriteWrite, "3", 2, 2), race(RaceWriteWrite, "4", 2, 2)},
			[]string{"0"}, [][]string{{"4 more report(s) of the same statements merged into this one: 1; 2; 3; and 1 more"}}},
		{"two calls of a helper are two statements", func() []Diagnostic {
			a, b := race(RaceWriteWrite, "a", 2, 2), race(RaceWriteWrite, "b", 2, 2)
			via := func(d *Diagnostic, line int) {
				site := &ir.CallSite{Func: "put", Pos: at(line)}
				d.Pos.Via = site
				for i := range d.Related {
					d.Related[i].Pos.Via = site
				}
			}
			via(&a, 8)
			via(&b, 9)
			return []Diagnostic{a, b}
		}(), []string{"a", "b"}, [][]string{nil, nil}},
		{"no position: never merged",
			[]Diagnostic{{Kind: Unattributed, Msg: "x"}, {Kind: Unattributed, Msg: "x"}},
			[]string{"x", "x"}, [][]string{nil, nil}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := Merge(tc.in)
			var msgs []string
			var notes [][]string
			for _, d := range out {
				msgs = append(msgs, d.Msg)
				notes = append(notes, d.Notes)
			}
			assert.Equal(t, tc.msgs, msgs)
			assert.Equal(t, tc.notes, notes)
		})
	}
}
