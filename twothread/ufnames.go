package twothread

import (
	"regexp"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// Uninterpreted functions of DECLARE_UF_* keep their source names in
// Boogie (GPUVerify's Bugle does the same), so that the axioms of a
// --boogie-file can name them: `axiom (forall x, y: bv32 :: A(x, y) ==
// A(y, x));`. A source name that is also one of bvgen's Boogie function
// names would silently become that function (BV32_ADD: bit-vector
// addition, an interpretation the user did not give), and one that is a
// Boogie keyword would not parse; both are refused with the position of
// a use (exit 4), never renamed (the axioms would then talk about another
// function). bvgen's other functions and its procedures have `$` or `.`
// in their names, which C identifiers cannot.

// ufPrefix starts the bodiless function a DECLARE_UF_* macro declares
// (the frontend's FuncApp name for it).
const ufPrefix = "__uninterpreted_function_"

// preludeName matches the names of bvgen's bit-vector functions
// (boogie.Prelude: BV32_ADD, BV8_ZEXT32).
var preludeName = regexp.MustCompile(`^BV[0-9]+_`)

// boogieKeywords are Boogie 2.4.1's reserved words that are C
// identifiers (each checked against Boogie: `function W(bv32): bv32;`
// does not parse), the rounding modes included.
var boogieKeywords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`assert assume axiom bool break call complete const div else ensures
		exists extends false forall free function goto havoc if implementation int invariant
		lambda mod modifies old procedure real requires return returns then true type unique var where
		while yield par async RNE RNA RTP RTN RTZ`) {
		boogieKeywords[w] = true
	}
}

// checkUFNames refuses uninterpreted functions whose names clash with
// bvgen's Boogie names or Boogie's keywords (the input pass, before any
// Boogie function is declared).
func checkUFNames(st *state) error {
	var err error
	check := func(pos ir.Pos, e ir.Expr) {
		ir.WalkExpr(e, func(x ir.Expr) {
			app, ok := x.(*ir.FuncApp)
			if !ok || err != nil {
				return
			}
			name, isUF := strings.CutPrefix(app.Name, ufPrefix)
			switch {
			case !isUF:
			case preludeName.MatchString(name):
				err = &TranslationError{Pos: pos, Msg: "uninterpreted function " + name + ": the name is one of bvgen's Boogie functions (BVn_OP), which a --boogie-file's axioms could not tell apart; rename it"}
			case boogieKeywords[name]:
				err = &TranslationError{Pos: pos, Msg: "uninterpreted function " + name + ": the name is a Boogie keyword; rename it"}
			}
		})
	}
	for _, f := range append(append([]*ir.Function(nil), st.m.Kernels...), st.m.Functions...) {
		for _, b := range f.Blocks {
			for _, s := range b.Stmts {
				for _, e := range ir.StmtExprs(s) {
					check(s.Position(), e)
				}
			}
			for _, e := range ir.TermExprs(b.Term) {
				check(b.Term.Position(), e)
			}
		}
	}
	for _, a := range st.m.Axioms {
		for _, e := range ir.StmtExprs(a) {
			check(a.Position(), e)
		}
	}
	return err
}
