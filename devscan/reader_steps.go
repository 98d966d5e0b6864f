package devscan

import (
	"go/token"

	"go.yaml.in/yaml/v3"
)

// generic are the names bvgen instantiates itself.
var generic = []string{"TYPE", "OPERATOR", "IDENTITY"}

func (r *reader) defines(n *yaml.Node, what string) ([]Define, error) {
	if n == nil {
		return nil, nil
	}
	if _, err := r.mapping(n, what+": defines", nil, nil); err != nil {
		return nil, err
	}
	var out []Define
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		d := Define{Name: k.Value, Pos: r.pos(k)}
		for _, g := range generic {
			if d.Name == g {
				return nil, errAt(d.Pos, "%s: defines: %s is instantiated by bvgen (abstractly for the proofs, with the interval monoid for the test)", what, g)
			}
		}
		if !isIdent(d.Name) {
			return nil, errAt(d.Pos, "%s: defines: %q is not a macro name", what, d.Name)
		}
		if v.Tag != "!!null" {
			e, err := r.expr(v)
			if err != nil {
				return nil, err
			}
			d.Value = e
		}
		out = append(out, d)
	}
	return out, nil
}

// args reads "param: BUFFER", "param: EXPR" and "param: {local: EXPR}".
func (r *reader) args(n *yaml.Node, what string) ([]Arg, error) {
	if _, err := r.mapping(n, what+": args", nil, nil); err != nil {
		return nil, err
	}
	var out []Arg
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		a := Arg{Param: k.Value, Pos: r.pos(k)}
		switch {
		case v.Kind == yaml.MappingNode:
			m, err := r.mapping(v, what+": argument "+a.Param, []string{"local"}, []string{"local"})
			if err != nil {
				return nil, err
			}
			if a.Local, err = r.expr(m["local"]); err != nil {
				return nil, err
			}
		case v.Kind == yaml.ScalarNode && r.known[v.Value]:
			a.Buffer = v.Value
		default:
			e, err := r.expr(v)
			if err != nil {
				return nil, err
			}
			a.Value = e
		}
		out = append(out, a)
	}
	return out, nil
}

func (r *reader) copyStep(n *yaml.Node, what string) (Step, error) {
	m, err := r.mapping(n, what, []string{"copy"}, nil)
	if err != nil {
		return nil, err
	}
	f, err := r.mapping(m["copy"], what+": copy", []string{"from", "to", "count", "from_offset", "to_offset"}, []string{"from", "to", "count"})
	if err != nil {
		return nil, err
	}
	c := &Copy{Pos: r.pos(n), From: f["from"].Value, To: f["to"].Value}
	if c.Count, err = r.expr(f["count"]); err != nil {
		return nil, err
	}
	if c.FromOff, err = r.optExpr(f["from_offset"]); err != nil {
		return nil, err
	}
	c.ToOff, err = r.optExpr(f["to_offset"])
	return c, err
}

func (r *reader) fill(n *yaml.Node, what string) (Step, error) {
	m, err := r.mapping(n, what, []string{"fill"}, nil)
	if err != nil {
		return nil, err
	}
	f, err := r.mapping(m["fill"], what+": fill", []string{"buffer", "count", "offset", "value"}, []string{"buffer", "count"})
	if err != nil {
		return nil, err
	}
	if v := f["value"]; v != nil && v.Value != "identity" {
		return nil, errAt(r.pos(v), "%s: fill: value %q: a host step may only write IDENTITY (value: identity); any other element would be the host inventing one", what, v.Value)
	}
	s := &Fill{Pos: r.pos(n), Buffer: f["buffer"].Value}
	if s.Count, err = r.expr(f["count"]); err != nil {
		return nil, err
	}
	s.Off, err = r.optExpr(f["offset"])
	return s, err
}

// optExpr is an optional expression, 0 when absent.
func (r *reader) optExpr(n *yaml.Node) (*Expr, error) {
	if n == nil {
		return parseExpr("0", r.pos(n))
	}
	return r.expr(n)
}

func isIdent(s string) bool { return token.IsIdentifier(s) }
