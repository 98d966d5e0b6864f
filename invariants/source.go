package invariants

import (
	"fmt"
	"regexp"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
)

// SourceLegend explains the names SourceExpr gives what has no name in
// the kernel; --infer-info prints it once.
const SourceLegend = "x@1, x@2: x in each work item of the pair; operators unsigned, signed ones marked s (<s, /s, >>s); written(A), write_index(A) (read, atomic): whether the logged work item wrote A and at which element; entered, in_loop, left: the work item entered the loop, is still in it, left it by the exit named"

// SourceExpr renders a candidate in the kernel's terms for --infer-info:
// variables by their source names (@1/@2 for the work item of the pair),
// the geometry as OpenCL's builtins, bit-vector operations as C operators
// (unsigned; the signed ones marked s: <s, /s, >>s) and the race logs as
// written(A)/write_index(A).
func SourceExpr(e bpl.Expr) string {
	return sourceExpr(e, 0)
}

// Precedences, C's order; a subexpression binding less tightly than its
// context is parenthesised.
const (
	precImplies = 1 + iota
	precOr
	precAnd
	precBitOr
	precBitXor
	precBitAnd
	precEq
	precRel
	precShift
	precAdd
	precMul
	precUnary
	precAtom
)

var bvOps = map[string]struct {
	op   string
	prec int
}{
	"ADD": {"+", precAdd}, "SUB": {"-", precAdd}, "MUL": {"*", precMul},
	"UDIV": {"/", precMul}, "SDIV": {"/s", precMul}, "UREM": {"%", precMul}, "SREM": {"%s", precMul}, "SMOD": {"mod", precMul},
	"SHL": {"<<", precShift}, "LSHR": {">>", precShift}, "ASHR": {">>s", precShift},
	"AND": {"&", precBitAnd}, "OR": {"|", precBitOr}, "XOR": {"^", precBitXor},
	"ULT": {"<", precRel}, "ULE": {"<=", precRel}, "UGT": {">", precRel}, "UGE": {">=", precRel},
	"SLT": {"<s", precRel}, "SLE": {"<=s", precRel}, "SGT": {">s", precRel}, "SGE": {">=s", precRel},
}

var binOps = map[bpl.BinOp]struct {
	op   string
	prec int
}{
	bpl.OpIff: {"<==>", precImplies}, bpl.OpImplies: {"==>", precImplies}, bpl.OpOr: {"||", precOr},
	bpl.OpAnd: {"&&", precAnd}, bpl.OpEq: {"==", precEq}, bpl.OpNeq: {"!=", precEq},
	bpl.OpLt: {"<", precRel}, bpl.OpLe: {"<=", precRel}, bpl.OpGt: {">", precRel}, bpl.OpGe: {">=", precRel},
	bpl.OpAdd: {"+", precAdd}, bpl.OpSub: {"-", precAdd}, bpl.OpMul: {"*", precMul},
	bpl.OpDiv: {"/", precMul}, bpl.OpMod: {"%", precMul}, bpl.OpConcat: {"++", precShift},
}

var bvFunc = regexp.MustCompile(`^BV(\d+)_([A-Z]+?)(\d*)$`)

func sourceExpr(e bpl.Expr, ctx int) string {
	s, prec := render(e)
	if prec < ctx {
		return "(" + s + ")"
	}
	return s
}

// render returns e's text and its precedence.
func render(e bpl.Expr) (string, int) {
	switch e := e.(type) {
	case *bpl.Ident:
		return sourceName(e.Name), precAtom
	case *bpl.BVLit:
		return bvLiteral(e), precAtom
	case *bpl.BoolLit:
		return fmt.Sprint(e.Val), precAtom
	case *bpl.IntLit:
		return fmt.Sprint(e.Val), precAtom
	case *bpl.Select:
		var idx []string
		for _, i := range e.Index {
			idx = append(idx, sourceExpr(i, 0))
		}
		return sourceExpr(e.Map, precAtom) + "[" + strings.Join(idx, "][") + "]", precAtom
	case *bpl.Unary:
		op := "!"
		if e.Op == bpl.OpNeg {
			op = "-"
		}
		return op + sourceExpr(e.X, precUnary), precUnary
	case *bpl.Binary:
		o := binOps[e.Op]
		// ==> is right-associative; the others are printed left to right.
		l, r := o.prec, o.prec+1
		if e.Op == bpl.OpImplies || e.Op == bpl.OpIff {
			l, r = o.prec+1, o.prec
		}
		return sourceExpr(e.L, l) + " " + o.op + " " + sourceExpr(e.R, r), o.prec
	case *bpl.Apply:
		return renderApply(e)
	case *bpl.IfThenElse:
		return sourceExpr(e.Cond, precOr) + " ? " + sourceExpr(e.Then, precOr) + " : " + sourceExpr(e.Else, precOr), precImplies
	case *bpl.Extract:
		return fmt.Sprintf("(uint%d_t)%s", e.Hi-e.Lo, sourceExpr(e.X, precUnary)), precUnary
	}
	return bpl.PrintExpr(e), precAtom
}

func renderApply(e *bpl.Apply) (string, int) {
	m := bvFunc.FindStringSubmatch(e.Func)
	if m != nil {
		if o, ok := bvOps[m[2]]; ok && len(e.Args) == 2 {
			return sourceExpr(e.Args[0], o.prec) + " " + o.op + " " + sourceExpr(e.Args[1], o.prec+1), o.prec
		}
		switch {
		case m[2] == "NOT" && len(e.Args) == 1:
			return "~" + sourceExpr(e.Args[0], precUnary), precUnary
		case m[2] == "NEG" && len(e.Args) == 1:
			return "-" + sourceExpr(e.Args[0], precUnary), precUnary
		case (m[2] == "ZEXT" || m[2] == "SEXT") && len(e.Args) == 1 && m[3] != "":
			sign := "u"
			if m[2] == "SEXT" {
				sign = ""
			}
			return fmt.Sprintf("(%sint%s_t)%s", sign, m[3], sourceExpr(e.Args[0], precUnary)), precUnary
		}
	}
	var args []string
	for _, a := range e.Args {
		args = append(args, sourceExpr(a, 0))
	}
	return e.Func + "(" + strings.Join(args, ", ") + ")", precAtom
}

// bvLiteral prints a bit-vector constant in decimal; one within 2^16 of
// 2^W as the negative number it is in two's complement.
func bvLiteral(l *bpl.BVLit) string {
	if l.W > 16 && l.W <= 64 {
		top := uint64(1) << (l.W - 1)
		if l.Val >= top {
			if neg := -(l.Val | ^(top<<1 - 1)); neg <= 1<<16 {
				return fmt.Sprintf("-%d", neg)
			}
		}
	}
	return fmt.Sprint(l.Val)
}

var (
	logName   = regexp.MustCompile(`^_(WRITE|READ|ATOMIC)_(HAS_OCCURRED|OFFSET)_\$\$(.+)$`)
	geomName  = regexp.MustCompile(`^(local_id|group_id|group_size|num_groups|global_offset)_([xyz])$`)
	predName  = regexp.MustCompile(`^\$([epx])\.(.+)$`)
	geomFuncs = map[string]string{"local_id": "get_local_id", "group_id": "get_group_id",
		"group_size": "get_local_size", "num_groups": "get_num_groups", "global_offset": "get_global_offset"}
	logWords = map[string][2]string{"WRITE": {"written", "write_index"}, "READ": {"read", "read_index"},
		"ATOMIC": {"atomic", "atomic_index"}}
	predWords = map[string]string{"e": "entered", "p": "in_loop", "x": "left"}
)

// sourceName is a Boogie name in the kernel's terms.
func sourceName(name string) string {
	suffix := ""
	if strings.HasSuffix(name, "$1") || strings.HasSuffix(name, "$2") {
		name, suffix = name[:len(name)-2], "@"+name[len(name)-1:]
	}
	if m := logName.FindStringSubmatch(name); m != nil {
		w := logWords[m[1]][0]
		if m[2] == "OFFSET" {
			w = logWords[m[1]][1]
		}
		return w + "(" + m[3] + ")" + suffix
	}
	if m := geomName.FindStringSubmatch(name); m != nil {
		return fmt.Sprintf("%s(%d)%s", geomFuncs[m[1]], strings.Index("xyz", m[2]), suffix)
	}
	if m := predName.FindStringSubmatch(name); m != nil {
		return predWords[m[1]] + suffix
	}
	name = strings.TrimPrefix(strings.TrimPrefix(name, "$"), "$")
	return name + suffix
}
