package frontend

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// PosMap sends positions in the rewritten source back to the user's source.
// Rewriting never adds or removes lines; it inserts text into some lines and
// replaces pragma lines, so only columns move.
type PosMap struct {
	file    string
	inserts map[int][]insertion // by line, in column order
	pragmas map[int]int         // pragma line -> column of '#'
	// exprs are where each pragma's expression landed in the rewritten
	// text (for MapExpr; not serialised: only clang's diagnostics need
	// them, and goldens lower stored IR without clang).
	exprs map[int][]exprSpan // by rewritten line
}

type insertion struct {
	col, len int    // in the rewritten line, 1-based
	orig     ir.Pos // the pragma the text came from
}

// exprSpan is a pragma's expression as rewritten: n bytes at column col
// of a rewritten line, written by the user at orig.
type exprSpan struct {
	col, n int
	orig   ir.Pos
}

// MapExpr is Map, except that a position inside the expression of a
// pragma maps to the same character of the expression as the user wrote
// it (Map sends it to the pragma): for clang's diagnostics on an
// annotation, so that they point at what the user wrote.
func (m *PosMap) MapExpr(p ir.Pos) ir.Pos {
	if m != nil && p.File == m.file {
		for _, e := range m.exprs[p.Line] {
			if p.Col >= e.col && p.Col <= e.col+e.n { // the end: an error just after it
				return ir.Pos{File: p.File, Line: e.orig.Line, Col: e.orig.Col + p.Col - e.col}
			}
		}
	}
	return m.Map(p)
}

// Map returns the user-visible position of a position in the rewritten
// source. Text that a pragma inserted maps to the pragma.
func (m *PosMap) Map(p ir.Pos) ir.Pos {
	if m == nil || p.File != m.file {
		return p
	}
	if col, ok := m.pragmas[p.Line]; ok {
		return ir.Pos{File: p.File, Line: p.Line, Col: col}
	}
	shift := 0
	for _, in := range m.inserts[p.Line] {
		if p.Col < in.col {
			break
		}
		if p.Col < in.col+in.len {
			return in.orig
		}
		shift += in.len
	}
	p.Col -= shift
	return p
}

var pragmaRE = regexp.MustCompile(`^(\s*)#\s*pragma\s+bvgen\b\s*(\w*)\s*(.*)$`)

// loopPragmas go into the condition of the loop that follows.
var loopPragmas = map[string]string{
	"invariant": "__invariant", "candidate": "__candidate", "global_invariant": "__global_invariant",
	"candidate_invariant": "__candidate_invariant", "candidate_global_invariant": "__candidate_global_invariant",
}

// functionPragmas go at the start of the body of the function that follows.
var functionPragmas = map[string]string{
	"requires": "__requires", "ensures": "__ensures",
	"global_requires": "__global_requires", "global_ensures": "__global_ensures",
	"function_wide_invariant":           "__function_wide_invariant",
	"function_wide_candidate_invariant": "__function_wide_candidate_invariant",
	"requires_fresh_array":              "__requires_fresh_array",
}

// statementPragmas replace the pragma line with a call statement.
var statementPragmas = map[string]string{
	"assert": "__assert", "assume": "__assume", "global_assert": "__global_assert",
	"reads_from": "__reads_from", "writes_to": "__writes_to", "array_snapshot": "__array_snapshot",
	"read_permission": "__read_permission",
}

// RewritePragmas rewrites every "#pragma bvgen KIND EXPR" of src into the
// call form of DESIGN.md §6 without changing line numbers.
func RewritePragmas(file, src string) (string, *PosMap, error) {
	lines := strings.SplitAfter(src, "\n")
	pm := &PosMap{file: file, inserts: map[int][]insertion{}, pragmas: map[int]int{}, exprs: map[int][]exprSpan{}}
	var edits []srcEdit
	lineStart := make([]int, len(lines)+1)
	for i, l := range lines {
		lineStart[i+1] = lineStart[i] + len(l)
	}
	sc := &scanner{src: src}
	for i := 0; i < len(lines); i++ {
		m := pragmaRE.FindStringSubmatch(strings.TrimRight(lines[i], "\r\n"))
		if m == nil {
			continue
		}
		p := joinPragma(file, lines, i, m)
		i = p.last
		pm.pragmas[p.first+1] = p.pos.Col
		for l := p.first + 1; l <= p.last; l++ {
			pm.pragmas[l+1] = 1
		}
		es, err := p.edits(sc, lines, lineStart)
		if err != nil {
			return "", nil, err
		}
		edits = append(edits, es...)
	}
	return applyEdits(src, edits, pm), pm, nil
}

// srcEdit inserts text at a byte offset of the source; text starting with
// "\x00" replaces the whole line at off instead.
type srcEdit struct {
	off  int
	text string
	orig ir.Pos // the pragma the text comes from
	// expr, when set, is the pragma's expression (as the user wrote it,
	// at exprPos), to be found in text for MapExpr.
	expr    string
	exprPos ir.Pos
}

// pragma is one "#pragma bvgen KIND EXPR", continuation lines joined.
type pragma struct {
	first, last  int // its lines, 0-based
	indent, kind string
	expr         string
	pos          ir.Pos
	// exprPos is where expr starts in the user's text; zero when the
	// pragma spans several lines (its expression is then not one span).
	exprPos ir.Pos
}

// joinPragma reads the pragma whose first line i matched pragmaRE as m,
// joining continuation lines (which become blank).
func joinPragma(file string, lines []string, i int, m []string) *pragma {
	first := i
	exprCol := 0
	if m[3] != "" {
		exprCol = strings.Index(lines[i], m[3]) + 1
	}
	body := strings.TrimRight(m[3], " \t")
	for strings.HasSuffix(body, "\\") && i+1 < len(lines) {
		i++
		body = strings.TrimSuffix(body, "\\") + " " + strings.TrimSpace(strings.TrimRight(lines[i], "\r\n"))
		body = strings.TrimRight(body, " \t")
	}
	p := &pragma{first: first, last: i, indent: m[1], kind: m[2], expr: strings.TrimSpace(body),
		pos: ir.Pos{File: file, Line: first + 1, Col: len(m[1]) + 1}}
	if first == i && exprCol > 0 {
		p.exprPos = ir.Pos{File: file, Line: first + 1, Col: exprCol}
	}
	return p
}

// edits are the source edits of the pragma: the call form inserted where
// its kind goes, and its lines replaced (keeping their newlines) with a
// statement or with blanks.
func (p *pragma) edits(sc *scanner, lines []string, lineStart []int) ([]srcEdit, error) {
	fail := func(format string, args ...any) ([]srcEdit, error) {
		return nil, &AnnotationError{Pos: p.pos, Msg: fmt.Sprintf(format, args...)}
	}
	kind, expr, indent := p.kind, p.expr, p.indent
	if kind == "" {
		return fail("#pragma bvgen needs a kind (invariant, assert, requires, ...)")
	}
	if expr == "" {
		return fail("#pragma bvgen %s needs an expression", kind)
	}
	var edits []srcEdit
	var replacement string
	after := lineStart[p.last+1] // first byte after the pragma's last line
	switch {
	case loopPragmas[kind] != "":
		off, text, err := sc.loopInsertion(after, loopPragmas[kind]+"("+expr+")")
		if err != nil {
			return fail("%s pragma %s", kind, err)
		}
		edits = append(edits, srcEdit{off: off, text: text, orig: p.pos, expr: expr, exprPos: p.exprPos})
	case functionPragmas[kind] != "":
		off, err := sc.functionBody(after)
		if err != nil {
			return fail("%s pragma %s", kind, err)
		}
		edits = append(edits, srcEdit{off: off, text: " " + functionPragmas[kind] + "(" + expr + ");", orig: p.pos, expr: expr, exprPos: p.exprPos})
	case statementPragmas[kind] != "":
		replacement = indent + statementPragmas[kind] + "(" + expr + ");"
	case kind == "axiom":
		replacement = fmt.Sprintf("%svoid __bvgen_axiom_%d(void) { __axiom(%s); }", indent, p.first+1, expr)
	case kind == "launch":
		// The launch geometry (kernels.LaunchPragmas reads it): nothing
		// for the compiler.
	case kind == "barrier_invariant" || kind == "barrier_invariant_binary":
		call, err := barrierInvariantCall(kind, expr)
		if err != nil {
			return fail("%v", err)
		}
		replacement = indent + call
	default:
		return fail("unknown annotation #pragma bvgen %s", kind)
	}
	for l := p.first; l <= p.last; l++ {
		nl := ""
		if strings.HasSuffix(lines[l], "\n") {
			nl = "\n"
		}
		e := srcEdit{off: lineStart[l], text: "\x00" + nl, orig: p.pos}
		if l == p.first {
			e.text = "\x00" + replacement + nl
			e.expr, e.exprPos = expr, p.exprPos
			if k := strings.LastIndex(expr, "instantiate"); k >= 0 && strings.HasPrefix(kind, "barrier_invariant") {
				e.expr = strings.TrimSpace(expr[:k])
			}
		}
		edits = append(edits, e)
	}
	return edits, nil
}

// applyEdits applies the edits to src in offset order and records in pm
// where inserted text lands.
func applyEdits(src string, edits []srcEdit, pm *PosMap) string {
	sort.SliceStable(edits, func(a, b int) bool { return edits[a].off < edits[b].off })
	var out strings.Builder
	line, col := 1, 1
	advance := func(s string) {
		for _, r := range s {
			if r == '\n' {
				line++
				col = 1
			} else {
				col++
			}
		}
	}
	prev := 0
	for _, e := range edits {
		if e.off < prev {
			continue
		}
		chunk := src[prev:e.off]
		out.WriteString(chunk)
		advance(chunk)
		pm.addExpr(line, col, e)
		if strings.HasPrefix(e.text, "\x00") {
			text := e.text[1:]
			out.WriteString(text)
			advance(text)
			end := strings.IndexByte(src[e.off:], '\n')
			if end < 0 {
				prev = len(src)
			} else {
				prev = e.off + end + 1
			}
			continue
		}
		pm.inserts[line] = append(pm.inserts[line], insertion{col: col, len: len(e.text), orig: e.orig})
		out.WriteString(e.text)
		advance(e.text)
		prev = e.off
	}
	out.WriteString(src[prev:])
	return out.String()
}

// addExpr records where the expression of edit e lands when its text is
// written at line and col of the rewritten source.
func (m *PosMap) addExpr(line, col int, e srcEdit) {
	if e.expr == "" || e.exprPos.Line == 0 {
		return
	}
	text := strings.TrimPrefix(e.text, "\x00")
	if i := strings.Index(text, e.expr); i >= 0 {
		m.exprs[line] = append(m.exprs[line], exprSpan{col: col + i, n: len(e.expr), orig: e.exprPos})
	}
}

// barrierInvariantCall turns "EXPR instantiate(I1, ...)" into
// "__barrier_invariant_N(EXPR, I1, ...);" and the binary form
// "EXPR instantiate((A1,B1), ...)" into "__barrier_invariant_binary_N(EXPR,
// A1, B1, ...);".
func barrierInvariantCall(kind, text string) (string, error) {
	k := strings.LastIndex(text, "instantiate")
	if k < 0 || !strings.HasSuffix(text, ")") {
		return "", fmt.Errorf("%s needs \"instantiate(...)\" after its expression", kind)
	}
	expr := strings.TrimSpace(text[:k])
	args := strings.TrimSpace(text[k+len("instantiate"):])
	if !strings.HasPrefix(args, "(") {
		return "", fmt.Errorf("%s: malformed instantiate(...)", kind)
	}
	items := splitTopLevel(args[1 : len(args)-1])
	if len(items) == 0 || expr == "" {
		return "", fmt.Errorf("%s needs an expression and at least one instantiation", kind)
	}
	var flat []string
	for _, it := range items {
		if kind == "barrier_invariant" {
			flat = append(flat, it)
			continue
		}
		if !strings.HasPrefix(it, "(") || !strings.HasSuffix(it, ")") {
			return "", fmt.Errorf("barrier_invariant_binary instantiations are pairs (A, B), got %q", it)
		}
		pair := splitTopLevel(it[1 : len(it)-1])
		if len(pair) != 2 {
			return "", fmt.Errorf("barrier_invariant_binary instantiations are pairs (A, B), got %q", it)
		}
		flat = append(flat, pair...)
	}
	n := len(items)
	return fmt.Sprintf("__%s_%d(%s, %s);", kind, n, expr, strings.Join(flat, ", ")), nil
}

// splitTopLevel splits s at commas outside parentheses and brackets.
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if strings.TrimSpace(s[start:]) != "" {
		out = append(out, strings.TrimSpace(s[start:]))
	}
	return out
}

// String serialises the map (for golden tests, which lower stored .ll files
// without running clang): one line per pragma and per insertion.
func (m *PosMap) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "file %s\n", m.file)
	var lines []int
	for l := range m.pragmas {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	for _, l := range lines {
		fmt.Fprintf(&b, "pragma %d %d\n", l, m.pragmas[l])
	}
	lines = lines[:0]
	for l := range m.inserts {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	for _, l := range lines {
		for _, in := range m.inserts[l] {
			fmt.Fprintf(&b, "insert %d %d %d %d %d\n", l, in.col, in.len, in.orig.Line, in.orig.Col)
		}
	}
	return b.String()
}

// ParsePosMap reads the form String writes.
func ParsePosMap(s string) (*PosMap, error) {
	m := &PosMap{inserts: map[int][]insertion{}, pragmas: map[int]int{}}
	for i, line := range strings.Split(strings.TrimSpace(s), "\n") {
		f := strings.Fields(line)
		var err error
		switch {
		case len(f) == 2 && f[0] == "file":
			m.file = f[1]
		case len(f) == 3 && f[0] == "pragma":
			var l, c int
			_, err = fmt.Sscan(f[1]+" "+f[2], &l, &c)
			m.pragmas[l] = c
		case len(f) == 6 && f[0] == "insert":
			var l, col, n, ol, oc int
			_, err = fmt.Sscan(strings.Join(f[1:], " "), &l, &col, &n, &ol, &oc)
			m.inserts[l] = append(m.inserts[l], insertion{col: col, len: n, orig: ir.Pos{File: m.file, Line: ol, Col: oc}})
		default:
			err = fmt.Errorf("bad line %q", line)
		}
		if err != nil {
			return nil, fmt.Errorf("posmap line %d: %v", i+1, err)
		}
	}
	return m, nil
}
