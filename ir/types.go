package ir

import "fmt"

// Type is the type of an IR value. It is a closed sum: *IntType, *BoolType,
// *FloatType, *PtrType.
type Type interface {
	isType()
	String() string
}

// IntType is a bit-vector of 2..64 bits, printed "i32". LLVM's i1 becomes
// BoolType.
type IntType struct{ Bits int }

// BoolType is the boolean type, printed "bool".
type BoolType struct{}

// FloatType is an uninterpreted floating-point value of Bits bits, printed
// "f32". bvgen never reasons about float arithmetic: operations on floats are
// uninterpreted functions.
type FloatType struct{ Bits int }

// PtrType is the type of an array reference (only annotation arguments such
// as __read(A) have it), printed "ptr(global)".
type PtrType struct{ Space AddrSpace }

func (*IntType) isType()   {}
func (*BoolType) isType()  {}
func (*FloatType) isType() {}
func (*PtrType) isType()   {}

func (t *IntType) String() string   { return fmt.Sprintf("i%d", t.Bits) }
func (*BoolType) String() string    { return "bool" }
func (t *FloatType) String() string { return fmt.Sprintf("f%d", t.Bits) }
func (t *PtrType) String() string   { return "ptr(" + t.Space.String() + ")" }

var intTypes [65]*IntType

func init() {
	for i := range intTypes {
		intTypes[i] = &IntType{Bits: i}
	}
}

// Int returns the canonical integer type of the given width (1..64).
func Int(bits int) *IntType {
	if bits < 1 || bits > 64 {
		panic(fmt.Sprintf("ir.Int: bad width %d", bits))
	}
	return intTypes[bits]
}

// Bool is the canonical boolean type.
var Bool = &BoolType{}

// Float32 and Float64 are the canonical float types.
var (
	Float16 = &FloatType{Bits: 16}
	Float32 = &FloatType{Bits: 32}
	Float64 = &FloatType{Bits: 64}
)

// Float returns the canonical float type of the given width.
func Float(bits int) *FloatType {
	switch bits {
	case 16:
		return Float16
	case 32:
		return Float32
	case 64:
		return Float64
	}
	return &FloatType{Bits: bits}
}

// SameType reports whether a and b are the same type.
func SameType(a, b Type) bool {
	switch a := a.(type) {
	case *IntType:
		b, ok := b.(*IntType)
		return ok && a.Bits == b.Bits
	case *BoolType:
		_, ok := b.(*BoolType)
		return ok
	case *FloatType:
		b, ok := b.(*FloatType)
		return ok && a.Bits == b.Bits
	case *PtrType:
		b, ok := b.(*PtrType)
		return ok && a.Space == b.Space
	}
	return false
}

// Bits returns the width of a value of type t in bits (bool: 1).
func Bits(t Type) int {
	switch t := t.(type) {
	case *IntType:
		return t.Bits
	case *BoolType:
		return 1
	case *FloatType:
		return t.Bits
	case *PtrType:
		return 32
	}
	panic("ir.Bits: unknown type")
}

// AddrSpace is an OpenCL address space.
type AddrSpace int

// The OpenCL address spaces, numbered as clang's SPIR target numbers them.
const (
	Private  AddrSpace = 0
	Global   AddrSpace = 1
	Constant AddrSpace = 2
	Local    AddrSpace = 3
)

func (s AddrSpace) String() string {
	switch s {
	case Private:
		return "private"
	case Global:
		return "global"
	case Constant:
		return "constant"
	case Local:
		return "local"
	}
	return fmt.Sprintf("addrspace(%d)", int(s))
}

// Shared reports whether memory in s is visible to more than one work item,
// and so is subject to race checking.
func (s AddrSpace) Shared() bool { return s == Global || s == Local }
