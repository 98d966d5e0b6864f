package ir

import "fmt"

// Pos is a source position. Line and Col are 1-based; 0 means unknown.
type Pos struct {
	File      string
	Line, Col int
	// External marks an access made by code bvgen does not see (a
	// function without a body, a __spec_ function) at the call at
	// File:Line:Col; a race report says "from external source location",
	// as GPUVerify does, and names the call.
	External bool
	// Via is the call this position's statement was inlined through
	// (nil outside inlined code); its own Pos may have a Via in turn, the
	// call stack innermost first. Reports print it under the access.
	Via *CallSite
}

// CallSite is a call that was inlined: the callee's name and where it is
// called.
type CallSite struct {
	Func string
	Pos  Pos
}

// CallStack lists the calls p was inlined through, innermost first.
func (p Pos) CallStack() []CallSite {
	var out []CallSite
	for v := p.Via; v != nil; v = v.Pos.Via {
		out = append(out, *v)
	}
	return out
}

// Site is p without its call stack: the place in the source.
func (p Pos) Site() Pos {
	p.Via = nil
	return p
}

// WithStack prints p followed by the calls it was inlined through
// ("k.cl:3:8 < k.cl:9:3"): two inlined copies of one statement differ.
func (p Pos) WithStack() string {
	s := p.String()
	for _, c := range p.CallStack() {
		s += " < " + c.Pos.Site().String()
	}
	return s
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	if p.Col == 0 {
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Error is the one form of a positioned error message, "POS: error: MSG",
// which every pass's positioned error type renders.
func (p Pos) Error(msg string) string { return p.String() + ": error: " + msg }

// IsValid reports whether p names a line.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Var is an SSA variable: defined exactly once, by an Assign, Load, Atomic,
// Call or Phi. Name is the source variable name where debug info gives one,
// made unique within its function.
type Var struct {
	Name string
	T    Type
	// Spec marks a variable whose value only feeds annotations, directly
	// or through other such variables (the lowering of an annotation's
	// expression). The frontend sets it while lowering; the inliner keeps
	// it. Reading memory into it is not an access of the program, and the
	// genericity check lets it mention element values.
	Spec bool
}

// Stmt is a straight-line statement. It is a closed sum: *Assign, *Load,
// *Store, *Atomic, *Call, *Barrier, *Annot, *Havoc, *AsyncEvent, *AsyncWait.
type Stmt interface {
	isStmt()
	// Position returns where the statement came from in the source.
	Position() Pos
}

// Assign is "x = e".
type Assign struct {
	Pos Pos
	Dst *Var
	Src Expr
}

// Load is "x = load T A[off]": reads a value of type T at byte offset Off of
// Array.
type Load struct {
	Pos   Pos
	Dst   *Var
	Array *Array
	Off   Expr
	// Async, when not nil, makes this a group access of an async copy
	// whose event is Async (printed "load async(e) A[off]"): the work
	// group, not the work item, reads the cell, at some time before the
	// wait for the event (docs/opencl-builtins.md, "Async copies").
	Async Expr
	// Quiet is set by MarkQuietReads (quiet.go): no write or atomic of
	// the array can be in the same barrier interval, so the read is
	// neither logged nor checked for races.
	Quiet bool
}

// Store is "store A[off] = v": writes v at byte offset Off of Array.
type Store struct {
	Pos   Pos
	Array *Array
	Off   Expr
	Val   Expr
	Async Expr // as Load.Async: a group write of an async copy
}

// Atomic is "x = atomic_op A[off], args": an OpenCL atomic read-modify-write
// of a value of Dst's type. Atomics race with plain accesses only.
type Atomic struct {
	Pos   Pos
	Dst   *Var
	Op    AtomicOp
	Array *Array
	Off   Expr
	Args  []Expr
}

// Call is "x = call f(args)" to a non-kernel function of the module. Pointer
// arguments are passed as ArrayRef expressions.
type Call struct {
	Pos    Pos
	Dst    *Var // nil for void functions
	Callee *Function
	Args   []Expr
}

// Barrier is "barrier(local|global)": a work-group barrier whose fence flags
// say which memory it orders. Flags, when not nil, is the run-time i32 flags
// argument of barrier(flags) (printed "barrier(flags e)"): the barrier then
// orders local (global) memory for the two work items of the reduction when
// either's flags has CLK_LOCAL_MEM_FENCE (CLK_GLOBAL_MEM_FENCE) set, and
// LocalFence and GlobalFence are both true, meaning "may fence".
type Barrier struct {
	Pos                     Pos
	LocalFence, GlobalFence bool
	Flags                   Expr
}

// Dynamic reports whether the barrier's fences are chosen at run time.
func (s *Barrier) Dynamic() bool { return s.Flags != nil }

// Annot is an annotation statement (DESIGN.md §6), e.g. "assert e",
// "invariant e", "barrier_invariant e instantiate(i, j)".
type Annot struct {
	Pos  Pos
	Kind AnnotKind
	Args []Expr // the expression first, then instantiation expressions
	// Msg, when set on an assertion the frontend plants, says why it is
	// there; a failure report adds it to GPUVerify's message.
	Msg string
}

// AsyncEvent is "e = async_event(join, u1, ..., un)": the event of an
// async copy issued by the whole work group. When join is not 0 the copy
// joins that event (e = join), else e is a fresh non-zero event. The copy
// must be reached by the work group uniformly and join and u1..un (its
// arguments) must be equal in every work item of the group.
type AsyncEvent struct {
	Pos     Pos
	Dst     *Var
	Join    Expr
	Uniform []Expr
}

// AsyncWait is "async_wait(e1, ..., en)": wait_group_events on the listed
// events, reached uniformly with equal events in the work group.
type AsyncWait struct {
	Pos    Pos
	Events []Expr
}

// Havoc is "havoc x": x gets an arbitrary value.
type Havoc struct {
	Pos Pos
	Dst *Var
}

func (*Assign) isStmt()     {}
func (*Load) isStmt()       {}
func (*Store) isStmt()      {}
func (*Atomic) isStmt()     {}
func (*Call) isStmt()       {}
func (*Barrier) isStmt()    {}
func (*Annot) isStmt()      {}
func (*Havoc) isStmt()      {}
func (*AsyncEvent) isStmt() {}
func (*AsyncWait) isStmt()  {}

func (s *Assign) Position() Pos     { return s.Pos }
func (s *Load) Position() Pos       { return s.Pos }
func (s *Store) Position() Pos      { return s.Pos }
func (s *Atomic) Position() Pos     { return s.Pos }
func (s *Call) Position() Pos       { return s.Pos }
func (s *Barrier) Position() Pos    { return s.Pos }
func (s *Annot) Position() Pos      { return s.Pos }
func (s *Havoc) Position() Pos      { return s.Pos }
func (s *AsyncEvent) Position() Pos { return s.Pos }
func (s *AsyncWait) Position() Pos  { return s.Pos }

// Defined returns the variable a statement defines, or nil.
func Defined(s Stmt) *Var {
	switch s := s.(type) {
	case *Assign:
		return s.Dst
	case *Load:
		return s.Dst
	case *Atomic:
		return s.Dst
	case *Call:
		return s.Dst
	case *Havoc:
		return s.Dst
	case *AsyncEvent:
		return s.Dst
	}
	return nil
}

// AtomicOp is an OpenCL atomic function.
type AtomicOp int

const (
	AtomicAdd AtomicOp = iota
	AtomicSub
	AtomicXchg
	AtomicInc
	AtomicDec
	AtomicCmpXchg
	AtomicMin
	AtomicMax
	AtomicAnd
	AtomicOr
	AtomicXor
)

var atomicNames = [...]string{
	AtomicAdd: "atomic_add", AtomicSub: "atomic_sub", AtomicXchg: "atomic_xchg",
	AtomicInc: "atomic_inc", AtomicDec: "atomic_dec", AtomicCmpXchg: "atomic_cmpxchg",
	AtomicMin: "atomic_min", AtomicMax: "atomic_max", AtomicAnd: "atomic_and",
	AtomicOr: "atomic_or", AtomicXor: "atomic_xor",
}

func (o AtomicOp) String() string { return atomicNames[o] }

// AtomicOpByName maps an OpenCL atomic function name (atomic_* or the
// OpenCL 1.0 atom_* spelling) to its AtomicOp.
func AtomicOpByName(name string) (AtomicOp, bool) {
	if len(name) > 5 && name[:5] == "atom_" {
		name = "atomic_" + name[5:]
	}
	for i, n := range atomicNames {
		if n == name {
			return AtomicOp(i), true
		}
	}
	return 0, false
}

// AtomicArgs is the number of value arguments each atomic takes besides the
// pointer.
func (o AtomicOp) NumArgs() int {
	switch o {
	case AtomicInc, AtomicDec:
		return 0
	case AtomicCmpXchg:
		return 2
	}
	return 1
}

// AnnotKind is the kind of an annotation statement.
type AnnotKind int

const (
	AnnotAssert AnnotKind = iota
	AnnotGlobalAssert
	AnnotAssume
	AnnotInvariant
	AnnotGlobalInvariant
	AnnotCandidate
	AnnotRequires
	AnnotEnsures
	AnnotGlobalRequires
	AnnotGlobalEnsures
	AnnotAxiom
	AnnotFunctionWideInvariant
	AnnotBarrierInvariant
	AnnotBarrierInvariantBinary
	// AnnotCandidateGlobalInvariant is a global invariant that inference
	// may drop, like AnnotCandidate.
	AnnotCandidateGlobalInvariant
	// AnnotFunctionWideCandidate is a candidate invariant of every loop of
	// the function.
	AnnotFunctionWideCandidate
	// AnnotArraySnapshot is __array_snapshot(dst, src): a ghost copy of
	// array src into dst, not an access. Args are true (annotations start
	// with a boolean), then &dst[0] and &src[0].
	AnnotArraySnapshot
	// AnnotNullCheck is not written by users: the frontend puts it before
	// an access through a pointer that may be null or point to an unknown
	// place. Args[0] holds when the pointer's base is one of the arrays it
	// may point into; a failure is GPUVerify's "possible null pointer
	// access" (GPUVERIFY.md §4.8), reported at the access.
	AnnotNullCheck
	// AnnotHavocArray is not written by users: the frontend puts it where
	// a function without a body (or a __spec_ function's __writes_to) may
	// write an array anywhere: its contents become arbitrary. Args are
	// true, then &A[0]. It is not an access (the frontend adds those).
	AnnotHavocArray
)

var annotKindNames = [...]string{
	AnnotAssert: "assert", AnnotGlobalAssert: "global_assert", AnnotAssume: "assume",
	AnnotInvariant: "invariant", AnnotGlobalInvariant: "global_invariant",
	AnnotCandidate: "candidate", AnnotRequires: "requires", AnnotEnsures: "ensures",
	AnnotGlobalRequires: "global_requires", AnnotGlobalEnsures: "global_ensures",
	AnnotAxiom: "axiom", AnnotFunctionWideInvariant: "function_wide_invariant",
	AnnotBarrierInvariant:         "barrier_invariant",
	AnnotBarrierInvariantBinary:   "barrier_invariant_binary",
	AnnotCandidateGlobalInvariant: "candidate_global_invariant",
	AnnotFunctionWideCandidate:    "function_wide_candidate_invariant",
	AnnotArraySnapshot:            "array_snapshot",
	AnnotNullCheck:                "null_check",
	AnnotHavocArray:               "havoc_array",
}

func (k AnnotKind) String() string { return annotKindNames[k] }

// AnnotKindByCall maps a GPUVerify call-form name ("__assert",
// "__barrier_invariant_2", ...) to its kind.
func AnnotKindByCall(name string) (AnnotKind, bool) {
	for i, n := range annotKindNames {
		if name == "__"+n && AnnotKind(i) != AnnotNullCheck && AnnotKind(i) != AnnotHavocArray {
			return AnnotKind(i), true
		}
	}
	if name == "__candidate_invariant" { // GPUVerify's name of __candidate
		return AnnotCandidate, true
	}
	if p := "__barrier_invariant_binary_"; len(name) > len(p) && name[:len(p)] == p {
		return AnnotBarrierInvariantBinary, true
	}
	if p := "__barrier_invariant_"; len(name) > len(p) && name[:len(p)] == p {
		return AnnotBarrierInvariant, true
	}
	return 0, false
}

// AnnotKindNames lists the annotation kinds, in a fixed order.
func AnnotKindNames() []string { return append([]string(nil), annotKindNames[:]...) }

// Term is a block terminator. It is a closed sum: *Jump, *Branch, *Switch,
// *Return, *Unreachable.
type Term interface {
	isTerm()
	Position() Pos
	// Succs returns the successor blocks in a fixed order.
	Succs() []*Block
}

// Jump is "goto B".
type Jump struct {
	Pos    Pos
	Target *Block
}

// Branch is "if c goto T else F".
type Branch struct {
	Pos        Pos
	Cond       Expr
	Then, Else *Block
}

// Switch is "switch x [v1: B1, ...] default D".
type Switch struct {
	Pos     Pos
	X       Expr
	Cases   []SwitchCase
	Default *Block
}

// SwitchCase is one "v: B" arm of a Switch.
type SwitchCase struct {
	Val    uint64
	Target *Block
}

// Return is "return" or "return v".
type Return struct {
	Pos Pos
	Val Expr // nil for void
}

// Unreachable marks a block that control never reaches (LLVM unreachable).
type Unreachable struct{ Pos Pos }

func (*Jump) isTerm()        {}
func (*Branch) isTerm()      {}
func (*Switch) isTerm()      {}
func (*Return) isTerm()      {}
func (*Unreachable) isTerm() {}

func (t *Jump) Position() Pos        { return t.Pos }
func (t *Branch) Position() Pos      { return t.Pos }
func (t *Switch) Position() Pos      { return t.Pos }
func (t *Return) Position() Pos      { return t.Pos }
func (t *Unreachable) Position() Pos { return t.Pos }

func (t *Jump) Succs() []*Block   { return []*Block{t.Target} }
func (t *Branch) Succs() []*Block { return []*Block{t.Then, t.Else} }
func (t *Switch) Succs() []*Block {
	out := []*Block{t.Default}
	for _, c := range t.Cases {
		out = append(out, c.Target)
	}
	return out
}
func (*Return) Succs() []*Block      { return nil }
func (*Unreachable) Succs() []*Block { return nil }
