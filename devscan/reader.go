package devscan

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// reader walks the YAML node tree, keeping positions for messages.
type reader struct {
	file, dir string
	known     map[string]bool
}

func (r *reader) pos(n *yaml.Node) ir.Pos {
	if n == nil {
		return ir.Pos{File: r.file}
	}
	return ir.Pos{File: r.file, Line: n.Line, Col: n.Column}
}

// mapping reads a mapping node whose keys are among allowed, with every
// key of required present.
func (r *reader) mapping(n *yaml.Node, what string, allowed, required []string) (map[string]*yaml.Node, error) {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, errAt(r.pos(n), "%s: want a mapping (key: value lines)", what)
	}
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if allowed != nil && !slices.Contains(allowed, k.Value) {
			return nil, errAt(r.pos(k), "%s: unknown key %q (keys: %s)", what, k.Value, strings.Join(allowed, ", "))
		}
		if _, dup := out[k.Value]; dup {
			return nil, errAt(r.pos(k), "%s: key %q given twice", what, k.Value)
		}
		out[k.Value] = v
	}
	for _, k := range required {
		if out[k] == nil {
			return nil, errAt(r.pos(n), "%s: missing key %q", what, k)
		}
	}
	return out, nil
}

func (r *reader) str(n *yaml.Node) (string, error) {
	if n == nil || n.Kind != yaml.ScalarNode {
		return "", errAt(r.pos(n), "want a name or a number")
	}
	return n.Value, nil
}

func (r *reader) expr(n *yaml.Node) (*Expr, error) {
	s, err := r.str(n)
	if err != nil {
		return nil, err
	}
	return parseExpr(s, r.pos(n))
}

// exprs reads one expression or a sequence of 1 to 3 (a size per
// dimension).
func (r *reader) exprs(n *yaml.Node) ([]*Expr, error) {
	if n.Kind == yaml.SequenceNode && (len(n.Content) < 1 || len(n.Content) > 3) {
		return nil, errAt(r.pos(n), "want 1 to 3 dimensions, got %d", len(n.Content))
	}
	return r.exprList(n)
}

// exprList reads one expression or a sequence of them.
func (r *reader) exprList(n *yaml.Node) ([]*Expr, error) {
	if n.Kind != yaml.SequenceNode {
		e, err := r.expr(n)
		return []*Expr{e}, err
	}
	var out []*Expr
	for _, c := range n.Content {
		e, err := r.expr(c)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// buffers reads "name: SIZE" or "name: {size: SIZE, type: T}" entries.
func (r *reader) buffers(n *yaml.Node) ([]*Buffer, error) {
	m, err := r.mapping(n, "buffers", nil, nil)
	if err != nil {
		return nil, err
	}
	r.known = map[string]bool{}
	var out []*Buffer
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		b := &Buffer{Name: k.Value, Type: "TYPE", Pos: r.pos(k)}
		if !isIdent(b.Name) {
			return nil, errAt(r.pos(k), "buffer name %q is not an identifier", b.Name)
		}
		sizeNode := m[k.Value]
		if v.Kind == yaml.MappingNode {
			f, err := r.mapping(v, "buffer "+b.Name, []string{"size", "type"}, []string{"size"})
			if err != nil {
				return nil, err
			}
			sizeNode = f["size"]
			if t := f["type"]; t != nil {
				b.Type = t.Value
				if !validBufferType(b.Type) {
					return nil, errAt(r.pos(t), "buffer %s: type %q: want TYPE or an integer type (char, uchar, short, ushort, int, uint, long, ulong)", b.Name, b.Type)
				}
			}
		}
		if b.Size, err = r.expr(sizeNode); err != nil {
			return nil, err
		}
		r.known[b.Name] = true
		out = append(out, b)
	}
	if len(out) == 0 {
		return nil, errAt(r.pos(n), "buffers: none declared")
	}
	return out, nil
}

// steps reads the step list.
func (r *reader) steps(n *yaml.Node) ([]Step, error) {
	if n.Kind != yaml.SequenceNode {
		return nil, errAt(r.pos(n), "steps: want a list (lines starting with -)")
	}
	var out []Step
	for i, c := range n.Content {
		s, err := r.step(c, i+1)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// hostCombine names step kinds that would combine elements on the host.
var hostCombine = []string{"combine", "host", "reduce", "scan", "add"}

func (r *reader) step(n *yaml.Node, num int) (Step, error) {
	what := fmt.Sprintf("step %d", num)
	if n.Kind != yaml.MappingNode || len(n.Content) == 0 {
		return nil, errAt(r.pos(n), "%s: want a mapping starting with launch:, copy: or fill:", what)
	}
	kind := n.Content[0].Value
	switch {
	case kind == "launch":
		return r.launch(n, what)
	case kind == "copy":
		return r.copyStep(n, what)
	case kind == "fill":
		return r.fill(n, what)
	case slices.Contains(hostCombine, kind):
		// POPL14 Theorem 4.5 covers a generic program: the host's own
		// arithmetic on elements is not generic, and no proof covers it.
		return nil, errCode(diag.Unsupported, r.pos(n.Content[0]), "%s: a host step that combines elements (%s:) is outside what bvgen can certify: the interval-of-summations argument needs every combination of elements done by OPERATOR in a generic, race-free kernel; do it in a kernel", what, kind)
	}
	return nil, errAt(r.pos(n.Content[0]), "%s: unknown step %q (steps are launch:, copy: and fill:)", what, kind)
}

func (r *reader) launch(n *yaml.Node, what string) (Step, error) {
	m, err := r.mapping(n, what, []string{"launch", "kernel", "local_size", "num_groups", "global_size", "defines", "args"}, []string{"launch", "local_size", "args"})
	if err != nil {
		return nil, err
	}
	l := &Launch{Pos: r.pos(n), FilePos: r.pos(m["launch"])}
	if l.File, err = r.str(m["launch"]); err != nil {
		return nil, err
	}
	if !filepath.IsAbs(l.File) {
		l.File = filepath.Join(r.dir, l.File)
	}
	if k := m["kernel"]; k != nil {
		l.Kernel = k.Value
	}
	if l.Local, err = r.exprs(m["local_size"]); err != nil {
		return nil, err
	}
	switch g, s := m["num_groups"], m["global_size"]; {
	case (g == nil) == (s == nil):
		return nil, errAt(l.Pos, "%s: give exactly one of num_groups and global_size", what)
	case g != nil:
		l.Groups, err = r.exprs(g)
	default:
		l.Global, err = r.exprs(s)
	}
	if err != nil {
		return nil, err
	}
	if l.Defines, err = r.defines(m["defines"], what); err != nil {
		return nil, err
	}
	l.Args, err = r.args(m["args"], what)
	return l, err
}
