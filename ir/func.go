package ir

// Module is one OpenCL source file after lowering.
type Module struct {
	File      string
	Kernels   []*Function // in source order
	Functions []*Function // non-kernel functions, in source order
	Arrays    []*Array    // program-scope and __local arrays declared in kernels
	Axioms    []*Annot    // file-level axioms
	// Warnings are what the frontend modelled with an assumption the user
	// should know of (a function without a body), one per Key.
	Warnings []Warning
	// NoPositions: the input (IR without debug info) gives findings no
	// source positions.
	NoPositions bool
}

// Warning is a positioned warning of the frontend.
type Warning struct {
	Key string
	Pos Pos
	Msg string
	// Touches: the function without a body may access the memory its
	// pointer arguments point into (modelled so), rather than none.
	Touches bool
}

// Function is a kernel or a helper function: parameters, the arrays it owns
// and a CFG whose first block is the entry.
type Function struct {
	Name   string
	Kernel bool
	Pos    Pos
	Params []*Param
	Result Type     // nil for void
	Arrays []*Array // private arrays (allocas) of this function
	Blocks []*Block // Blocks[0] is the entry; order is the source order
	Loops  []*Loop  // natural loops, outermost first; filled by FindLoops
	// Exponents maps each power-of-two variable to the companion variable
	// that follows its base-2 exponent; filled by AddExponents.
	Exponents map[*Var]*Var
	varSeen   map[string]int
}

// Param is a function parameter: a scalar (Var set) or a pointer (Array set;
// for kernels the array is the memory the pointer addresses, for helper
// functions calls pass an ArrayRef and Var holds the byte offset).
type Param struct {
	Name  string
	Var   *Var   // scalar value, or the byte offset of a pointer parameter
	Array *Array // non-nil for pointer parameters
	Pos   Pos
}

// Block is a basic block: phis, then statements, then a terminator.
type Block struct {
	Name  string
	Phis  []*Phi
	Stmts []Stmt
	Term  Term
	Preds []*Block // filled by ComputePreds
}

// Phi is "x = phi [B1: e1, B2: e2]".
type Phi struct {
	Pos Pos
	Dst *Var
	In  []PhiIn
}

// PhiIn is one incoming edge of a Phi.
type PhiIn struct {
	Pred *Block
	Val  Expr
}

// ArrayKind says where an array comes from.
type ArrayKind int

const (
	ArrayParam   ArrayKind = iota // a pointer parameter of a kernel
	ArrayDecl                     // a __local or __constant array declared in the program
	ArrayPrivate                  // a private array (alloca)
	ArrayFormal                   // a pointer parameter of a helper function
)

// Array is a region of memory that accesses name: the target of a kernel
// pointer parameter, a declared __local array, or a private array.
type Array struct {
	Name      string
	Space     AddrSpace
	Kind      ArrayKind
	Elem      Type  // element type as declared (innermost scalar)
	ElemBytes int   // size of Elem in bytes
	Dims      []int // declared dimensions; nil when unbounded (pointer params)
	Pos       Pos
	// TypeName is the source spelling of the element type where known
	// (e.g. "float", "struct S"), for messages.
	TypeName string
	// BoundBytes is the size a pointer parameter's buffer has at a launch
	// (--kernel-arrays), for --check-array-bounds only (0: unknown).
	BoundBytes int
}

// Bytes returns the declared size in bytes, or 0 when unbounded.
func (a *Array) Bytes() int {
	if a.Dims == nil {
		return 0
	}
	n := a.ElemBytes
	for _, d := range a.Dims {
		n *= d
	}
	return n
}

// Loop is a natural loop: the header dominates every block of the loop and
// is the target of its back edges.
type Loop struct {
	Header  *Block
	Blocks  []*Block // in function block order, header first
	Latches []*Block // sources of back edges
	Exits   []*Block // blocks outside the loop reached from inside
	Parent  *Loop
	Depth   int // 1 for outermost loops
}

// Contains reports whether b belongs to the loop.
func (l *Loop) Contains(b *Block) bool {
	for _, x := range l.Blocks {
		if x == b {
			return true
		}
	}
	return false
}

// Defs maps each variable assigned in f to its (SSA: only) definition.
func (f *Function) Defs() map[*Var]Expr {
	defs := map[*Var]Expr{}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			if a, ok := s.(*Assign); ok {
				defs[a.Dst] = a.Src
			}
		}
	}
	return defs
}

// NewVar makes a variable whose name is unique within f: the first "i" is
// "i", the next "i.1", and so on. Source names cannot contain '.', so the
// suffixed names never clash with them.
func (f *Function) NewVar(name string, t Type) *Var {
	if f.varSeen == nil {
		f.varSeen = map[string]int{}
		for _, p := range f.Params {
			if p.Var != nil {
				f.varSeen[p.Var.Name] = 1
			}
		}
	}
	if name == "" {
		name = "v"
	}
	n := f.varSeen[name]
	f.varSeen[name] = n + 1
	if n > 0 {
		name = name + "." + itoa(n)
	}
	return &Var{Name: name, T: t}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// ComputePreds fills Block.Preds from the terminators, in block order.
func (f *Function) ComputePreds() {
	for _, b := range f.Blocks {
		b.Preds = nil
	}
	for _, b := range f.Blocks {
		if b.Term == nil {
			continue
		}
		seen := map[*Block]bool{}
		for _, s := range b.Term.Succs() {
			if !seen[s] {
				seen[s] = true
				s.Preds = append(s.Preds, b)
			}
		}
	}
}

// LoopOf returns the innermost loop containing b, or nil.
func (f *Function) LoopOf(b *Block) *Loop {
	var best *Loop
	for _, l := range f.Loops {
		if l.Contains(b) && (best == nil || l.Depth > best.Depth) {
			best = l
		}
	}
	return best
}

// LoopWithHeader returns the loop whose header is b, or nil.
func (f *Function) LoopWithHeader(b *Block) *Loop {
	for _, l := range f.Loops {
		if l.Header == b {
			return l
		}
	}
	return nil
}
