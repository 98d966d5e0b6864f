package prover

import (
	"fmt"
	"strings"
)

// linkedRange is where a linked file starts in the program Boogie read:
// line First of the program is line 1 of Path.
type linkedRange struct {
	Path        string
	First, Last int
}

// linkedRanges are the linked files of a program, in order.
type linkedRanges []linkedRange

// Link appends the linked files to a program, each after a comment line
// naming it, and returns the text and where each file went. The program
// comes first, so that its own lines keep their numbers (Verify's line
// map).
func Link(program string, files []Linked) (string, linkedRanges) {
	if len(files) == 0 {
		return program, nil
	}
	var b strings.Builder
	b.WriteString(program)
	if !strings.HasSuffix(program, "\n") {
		b.WriteString("\n")
	}
	line := strings.Count(b.String(), "\n") + 1
	var rs linkedRanges
	for _, f := range files {
		fmt.Fprintf(&b, "\n// linked: %s (--boogie-file)\n", f.Path)
		line += 2
		text := f.Text
		if !strings.HasSuffix(text, "\n") {
			text += "\n"
		}
		n := strings.Count(text, "\n")
		b.WriteString(text)
		rs = append(rs, linkedRange{Path: f.Path, First: line, Last: line + n - 1})
		line += n
	}
	return b.String(), rs
}

// relocate makes the positions Boogie gave in a linked file positions in
// that file: Boogie names the one file it read.
func (rs linkedRanges) relocate(r *Result) {
	if len(rs) == 0 {
		return
	}
	for i := range r.Diagnostics {
		r.Diagnostics[i].Pos = rs.pos(r.Diagnostics[i].Pos)
	}
}

func (rs linkedRanges) pos(p Pos) Pos {
	for _, lr := range rs {
		if p.Line >= lr.First && p.Line <= lr.Last {
			return Pos{File: lr.Path, Line: p.Line - lr.First + 1, Col: p.Col}
		}
	}
	return p
}

// InLinked reports whether a diagnostic's position is in one of the
// linked files (after relocation).
func InLinked(d Diagnostic, files []Linked) bool {
	for _, f := range files {
		if d.Pos.IsValid() && d.Pos.File == f.Path {
			return true
		}
	}
	return false
}
