package kernels

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// configReader reads the nodes of a configuration, with positions.
type configReader struct{ path string }

func (r configReader) errAt(n *yaml.Node, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", r.path, n.Line, n.Column, fmt.Sprintf(format, args...))
}

// mapping reads a mapping whose keys must be among keys.
func (r configReader) mapping(n *yaml.Node, keys ...string) (map[string]*yaml.Node, error) {
	if n.Kind != yaml.MappingNode {
		return nil, r.errAt(n, "want a mapping with keys %s", strings.Join(keys, ", "))
	}
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if !slices.Contains(keys, k.Value) {
			return nil, r.errAt(k, "unknown key %q (keys: %s)", k.Value, strings.Join(keys, ", "))
		}
		if out[k.Value] != nil {
			return nil, r.errAt(k, "key %q given twice", k.Value)
		}
		out[k.Value] = n.Content[i+1]
	}
	return out, nil
}

// strings reads a string or a list of strings (nil node: none).
func (r configReader) strings(n *yaml.Node, what string) ([]string, error) {
	if n == nil {
		return nil, nil
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" {
		return []string{n.Value}, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, r.errAt(n, "%s: want a string or a list of strings", what)
	}
	var out []string
	for _, c := range n.Content {
		if c.Kind != yaml.ScalarNode || c.Tag != "!!str" {
			return nil, r.errAt(c, "%s: want a string", what)
		}
		out = append(out, c.Value)
	}
	return out, nil
}

// globs reads a list of globs.
func (r configReader) globs(n *yaml.Node, what string) ([]*regexp.Regexp, error) {
	gs, err := r.strings(n, what)
	if err != nil {
		return nil, err
	}
	var out []*regexp.Regexp
	for i, g := range gs {
		re, err := globRE(g)
		if err != nil || g == "" {
			at := n
			if n.Kind == yaml.SequenceNode {
				at = n.Content[i]
			}
			return nil, r.errAt(at, "%s: bad glob %q", what, g)
		}
		out = append(out, re)
	}
	return out, nil
}

// rule reads one kernel rule.
func (r configReader) rule(n *yaml.Node, exitNames map[string]int) (ConfigRule, error) {
	m, err := r.mapping(n, "files", "launch", "launches", "expect")
	if err != nil {
		return ConfigRule{}, err
	}
	rule := ConfigRule{Line: n.Line, Expect: &Expectation{Pass: true}}
	if m["files"] == nil {
		return rule, r.errAt(n, "a rule needs files: a glob or a list of globs")
	}
	if rule.files, err = r.globs(m["files"], "files"); err != nil {
		return rule, err
	}
	if len(rule.files) == 0 {
		return rule, r.errAt(m["files"], "files: an empty list matches nothing")
	}
	if (m["launch"] == nil) == (m["launches"] == nil) {
		return rule, r.errAt(n, "a rule needs launch (one flag line) or launches (a list), not both")
	}
	ln := m["launch"]
	if ln == nil {
		ln = m["launches"]
	}
	lines, err := r.strings(ln, "launch")
	if err != nil {
		return rule, err
	}
	if len(lines) == 0 {
		return rule, r.errAt(ln, "launches: an empty list gives no launch")
	}
	for i, l := range lines {
		at := ln
		if ln.Kind == yaml.SequenceNode {
			at = ln.Content[i]
		}
		flags, err := SplitFlags(l)
		if err == nil && len(flags) == 0 {
			err = fmt.Errorf("needs the launch geometry, e.g. --local_size=64 --num_groups=16")
		}
		if err == nil {
			err = checkLaunchFlags(flags)
		}
		if err != nil {
			return rule, r.errAt(at, "launch: %v", err)
		}
		rule.Launches = append(rule.Launches, ConfigLaunch{Line: at.Line, Col: at.Column, Flags: flags})
	}
	if e := m["expect"]; e != nil {
		name, ok := strings.CutPrefix(e.Value, "xfail:")
		switch {
		case e.Value == "pass":
		case ok && exitNames != nil && hasName(exitNames, name):
			rule.Expect = &Expectation{ExitName: name}
		default:
			return rule, r.errAt(e, "expect: want pass or xfail:NAME with an exit-code name, got %q", e.Value)
		}
	}
	return rule, nil
}

func hasName(names map[string]int, n string) bool {
	_, ok := names[n]
	return ok
}
