package devscan

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
)

// Pipeline is a parsed description of a device-wide scan.
type Pipeline struct {
	Path          string
	Kind          interval.ScanKind
	Input, Output string
	InPos, OutPos ir.Pos
	// Requires are conditions on n (requires:), each non-zero for every n
	// the pipeline is meant for: n % 512 == 0 for whole blocks.
	Requires []*Expr
	Buffers  []*Buffer // in the file's order
	Steps    []Step
}

// Buffer is a named device buffer: Size elements of TYPE, or of the
// integer type Type.
type Buffer struct {
	Name string
	Size *Expr
	Type string // "TYPE" or a C integer type
	Pos  ir.Pos
}

// Step is one step of a pipeline, a closed sum: *Launch, *Copy, *Fill.
type Step interface {
	isStep()
	At() ir.Pos
}

// Launch runs a kernel over an NDRange.
type Launch struct {
	Pos     ir.Pos
	File    string // the kernel file (resolved against the description's folder)
	FilePos ir.Pos
	Kernel  string // "" when the file defines one kernel
	// Local and exactly one of Groups and Global: one expression per
	// dimension.
	Local, Groups, Global []*Expr
	Defines               []Define
	Args                  []Arg
}

// Define is -D NAME=VALUE (Value nil: -D NAME).
type Define struct {
	Name  string
	Value *Expr
	Pos   ir.Pos
}

// Arg binds a kernel parameter: to a buffer, to an integer, or, for a
// __local pointer, to a number of elements of local memory.
type Arg struct {
	Param  string
	Pos    ir.Pos
	Buffer string
	Value  *Expr
	Local  *Expr
}

// Copy copies Count elements of From (from FromOff) to To (at ToOff) on
// the host side: it moves elements, never combines them.
type Copy struct {
	Pos                   ir.Pos
	From, To              string
	FromOff, ToOff, Count *Expr
}

// Fill writes IDENTITY into Count elements of Buffer from Off.
type Fill struct {
	Pos        ir.Pos
	Buffer     string
	Off, Count *Expr
}

func (*Launch) isStep()      {}
func (*Copy) isStep()        {}
func (*Fill) isStep()        {}
func (l *Launch) At() ir.Pos { return l.Pos }
func (c *Copy) At() ir.Pos   { return c.Pos }
func (f *Fill) At() ir.Pos   { return f.Pos }

// Parse reads a description (YAML, of which JSON is a subset).
func Parse(path string) (*Pipeline, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, diag.Errorf(diag.CommandLine, "error: %v", err)
	}
	return ParseBytes(path, data)
}

// ParseBytes parses a description read from path.
func ParseBytes(path string, data []byte) (*Pipeline, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, errAt(ir.Pos{File: path}, "%s", strings.TrimPrefix(err.Error(), "yaml: "))
	}
	p := &Pipeline{Path: path}
	r := &reader{file: path, dir: filepath.Dir(path)}
	if len(doc.Content) == 0 {
		return nil, errAt(ir.Pos{File: path}, "empty description")
	}
	top, err := r.mapping(doc.Content[0], "the description", []string{"scan", "requires", "input", "output", "buffers", "steps"}, []string{"scan", "input", "output", "buffers", "steps"})
	if err != nil {
		return nil, err
	}
	kind, err := r.str(top["scan"])
	if err != nil {
		return nil, err
	}
	if p.Kind, err = interval.ParseScanKind(kind); err != nil || kind == "" {
		return nil, errAt(r.pos(top["scan"]), "scan: want inclusive or exclusive, got %q", kind)
	}
	if p.Input, err = r.str(top["input"]); err != nil {
		return nil, err
	}
	if p.Output, err = r.str(top["output"]); err != nil {
		return nil, err
	}
	p.InPos, p.OutPos = r.pos(top["input"]), r.pos(top["output"])
	if n := top["requires"]; n != nil {
		if p.Requires, err = r.exprList(n); err != nil {
			return nil, err
		}
	}
	if p.Buffers, err = r.buffers(top["buffers"]); err != nil {
		return nil, err
	}
	if p.Steps, err = r.steps(top["steps"]); err != nil {
		return nil, err
	}
	return p, p.check()
}

// check checks the names the description uses.
func (p *Pipeline) check() error {
	for _, b := range []struct {
		what, name string
		pos        ir.Pos
	}{{"input", p.Input, p.InPos}, {"output", p.Output, p.OutPos}} {
		buf := p.Buffer(b.name)
		if buf == nil {
			return errAt(b.pos, "%s: no buffer %s (buffers: %s)", b.what, b.name, p.bufferNames())
		}
		if buf.Type != "TYPE" {
			return errAt(b.pos, "%s: buffer %s holds %s, not TYPE", b.what, b.name, buf.Type)
		}
	}
	if len(p.Steps) == 0 {
		return errAt(ir.Pos{File: p.Path}, "steps: the pipeline has no steps")
	}
	for _, s := range p.Steps {
		for _, ref := range stepBuffers(s) {
			if p.Buffer(ref.name) == nil {
				return errAt(ref.pos, "no buffer %s (buffers: %s)", ref.name, p.bufferNames())
			}
		}
	}
	return nil
}

type bufferRef struct {
	name string
	pos  ir.Pos
}

// stepBuffers are the buffers a step names.
func stepBuffers(s Step) []bufferRef {
	switch s := s.(type) {
	case *Launch:
		var out []bufferRef
		for _, a := range s.Args {
			if a.Buffer != "" {
				out = append(out, bufferRef{a.Buffer, a.Pos})
			}
		}
		return out
	case *Copy:
		return []bufferRef{{s.From, s.Pos}, {s.To, s.Pos}}
	case *Fill:
		return []bufferRef{{s.Buffer, s.Pos}}
	}
	return nil
}

// Buffer finds a buffer by name.
func (p *Pipeline) Buffer(name string) *Buffer {
	for _, b := range p.Buffers {
		if b.Name == name {
			return b
		}
	}
	return nil
}

func (p *Pipeline) bufferNames() string {
	var names []string
	for _, b := range p.Buffers {
		names = append(names, b.Name)
	}
	return strings.Join(names, ", ")
}

// Launches are the pipeline's launch steps with their step numbers
// (1-based, as messages give them).
func (p *Pipeline) Launches() (out []*Launch, numbers []int) {
	for i, s := range p.Steps {
		if l, ok := s.(*Launch); ok {
			out = append(out, l)
			numbers = append(numbers, i+1)
		}
	}
	return
}

// integerTypes are the element types of integer buffers.
var integerTypes = map[string]int{"char": 1, "uchar": 1, "short": 2, "ushort": 2, "int": 4, "uint": 4, "long": 8, "ulong": 8}

func validBufferType(t string) bool {
	_, ok := integerTypes[t]
	return ok || t == "TYPE"
}

var stepKinds = []string{"launch", "copy", "fill"}

func isStepKind(k string) bool { return slices.Contains(stepKinds, k) }
