package frontend

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/llir/llvm/asm"
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Load compiles the kernel file of opts and lowers it to a checked module:
// pragmas rewritten, clang and opt run, helpers inlined (unless
// opts.NoInline), loops found.
func Load(ctx context.Context, opts Options) (*ir.Module, error) {
	ll, pm, err := Compile(ctx, opts)
	if err != nil {
		return nil, err
	}
	m, err := lower(opts.Path, ll, pm, opts.NoInline, opts.BeforeInline)
	if m != nil && IRInput(opts.Path) && !strings.Contains(ll, "!llvm.dbg.cu") {
		m.NoPositions = true
	}
	return m, err
}

// Lower parses LLVM IR text produced by Compile and lowers it to IR.
func Lower(file, ll string, pm *PosMap, noInline bool) (*ir.Module, error) {
	return lower(file, ll, pm, noInline, nil)
}

func lower(file, ll string, pm *PosMap, noInline bool, beforeInline []ir.Pass) (*ir.Module, error) {
	mod, err := asm.ParseString(file+".ll", fixForLLIR(ll))
	if err != nil {
		return nil, &InternalError{Msg: "parsing clang's LLVM IR: " + err.Error()}
	}
	l := &lowerer{file: file, pm: pm, src: mod, out: &ir.Module{File: file},
		funcs: map[*llvm.Func]*ir.Function{}, globals: map[*llvm.Global]*ir.Array{}}
	if err := l.lowerModule(); err != nil {
		return nil, err
	}
	if err := ir.RunPasses(l.out, beforeInline); err != nil {
		return nil, err
	}
	for _, f := range allFuncs(l.out) {
		if err := checkContractFns(f); err != nil {
			return nil, err
		}
	}
	if !noInline {
		if err := ir.InlineCalls(l.out); err != nil {
			var re *ir.RecursionError
			if errors.As(err, &re) {
				return nil, &Unsupported{Pos: re.Func.Pos, What: err.Error()}
			}
			return nil, err
		}
	}
	for _, f := range allFuncs(l.out) {
		simplify(f)
		if err := ir.FindLoops(f); err != nil {
			return nil, &Unsupported{Pos: f.Pos, What: err.Error()}
		}
		if err := checkAnnotPlacement(f); err != nil {
			return nil, err
		}
	}
	if errs := ir.Check(l.out); len(errs) > 0 {
		var msgs []string
		for _, e := range errs {
			msgs = append(msgs, e.Error())
		}
		return nil, &InternalError{Msg: "lowering produced malformed IR:\n" + strings.Join(msgs, "\n")}
	}
	return l.out, nil
}

func allFuncs(m *ir.Module) []*ir.Function {
	return append(append([]*ir.Function(nil), m.Functions...), m.Kernels...)
}

// checkAnnotPlacement requires loop invariants to sit at loop heads, where
// the rewriting of pragmas and GPUVerify's call form both put them.
func checkAnnotPlacement(f *ir.Function) error {
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			a, ok := s.(*ir.Annot)
			if !ok {
				continue
			}
			switch a.Kind {
			case ir.AnnotInvariant, ir.AnnotCandidate, ir.AnnotGlobalInvariant, ir.AnnotCandidateGlobalInvariant:
				if f.LoopWithHeader(b) == nil {
					return &AnnotationError{Pos: a.Pos, Msg: a.Kind.String() + " is not at the head of a loop (write it in the loop condition or as a pragma before the loop)"}
				}
			}
		}
	}
	return nil
}

type lowerer struct {
	file    string
	pm      *PosMap
	src     *llvm.Module
	out     *ir.Module
	funcs   map[*llvm.Func]*ir.Function
	globals map[*llvm.Global]*ir.Array
	sum     *ptrSummary // pointers across functions (lower_ptr_summary.go)
	// constInit holds the initialisers of __constant arrays by byte
	// offset (lower_const.go).
	constInit map[*ir.Array]map[int]ir.Expr
}

func (l *lowerer) lowerModule() error {
	for _, g := range l.src.Globals {
		if err := l.lowerGlobal(g); err != nil {
			return err
		}
	}
	l.sum = summarizePointers(l.src)
	// Create every function first so calls can refer to any of them.
	var defined []*llvm.Func
	for _, f := range l.src.Funcs {
		if len(f.Blocks) == 0 || isSpecFunc(f) {
			continue // a specification function is lowered at its calls (spec_call.go)
		}
		fn := &ir.Function{Name: f.Name(), Kernel: f.CallingConv == enum.CallingConvSPIRKernel, Pos: l.funcPos(f)}
		l.funcs[f] = fn
		defined = append(defined, f)
	}
	for _, f := range defined {
		fl := newFuncLowerer(l, f, l.funcs[f])
		if err := fl.lower(); err != nil {
			return err
		}
		fn := l.funcs[f]
		switch {
		case strings.HasPrefix(fn.Name, "__bvgen_axiom_"):
			if err := l.collectAxiom(fn); err != nil {
				return err
			}
		case fn.Kernel:
			l.out.Kernels = append(l.out.Kernels, fn)
		default:
			l.out.Functions = append(l.out.Functions, fn)
		}
	}
	if len(l.out.Kernels) == 0 {
		return &NoKernel{File: l.file}
	}
	return nil
}

// collectAxiom turns the body of a file-level axiom pragma into a closed
// axiom expression.
func (l *lowerer) collectAxiom(fn *ir.Function) error {
	defs := map[*ir.Var]ir.Expr{}
	for _, b := range fn.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Assign:
				defs[s.Dst] = s.Src
			case *ir.Annot:
				if s.Kind != ir.AnnotAxiom {
					return &AnnotationError{Pos: s.Pos, Msg: "only an axiom may appear in an axiom pragma"}
				}
				l.out.Axioms = append(l.out.Axioms, &ir.Annot{Pos: s.Pos, Kind: s.Kind, Args: []ir.Expr{ir.Substitute(s.Args[0], defs)}})
			default:
				return &AnnotationError{Pos: s.Position(), Msg: "an axiom must be a side-effect-free expression"}
			}
		}
		if len(fn.Blocks) > 1 {
			return &AnnotationError{Pos: fn.Pos, Msg: "an axiom must be a side-effect-free expression without && or || (write two axioms)"}
		}
	}
	return nil
}

func (l *lowerer) lowerGlobal(g *llvm.Global) error {
	pos := l.mdPos(g.Metadata)
	name, typeName := g.Name(), ""
	for _, a := range g.Metadata {
		if gve, ok := a.Node.(*metadata.DIGlobalVariableExpression); ok && gve.Var != nil {
			name = gve.Var.Name
			typeName = diElemTypeName(gve.Var.Type)
			if gve.Var.File != nil {
				pos = ir.Pos{File: gve.Var.File.Filename, Line: int(gve.Var.Line)}
			}
		}
	}
	space := ir.AddrSpace(g.AddrSpace)
	if space != ir.Local && space != ir.Constant {
		return &Unsupported{Pos: pos, What: fmt.Sprintf("program-scope variable %s in %s memory", name, space)}
	}
	elem, eb, dims, err := arrayShape(g.ContentType)
	if err != nil {
		return &Unsupported{Pos: pos, What: fmt.Sprintf("variable %s of %s", name, err)}
	}
	if dims == nil {
		dims = []int{1}
	}
	a := &ir.Array{Name: l.uniqueArrayName(name), Space: space, Kind: ir.ArrayDecl, Elem: elem, ElemBytes: eb, Dims: dims, Pos: pos, TypeName: typeName}
	l.globals[g] = a
	l.out.Arrays = append(l.out.Arrays, a)
	l.recordInit(a, g)
	return nil
}

func (l *lowerer) uniqueArrayName(name string) string {
	base, n := name, 1
	for {
		clash := false
		for _, a := range l.out.Arrays {
			if a.Name == name {
				clash = true
			}
		}
		if !clash {
			return name
		}
		name = fmt.Sprintf("%s.%d", base, n)
		n++
	}
}

func (l *lowerer) funcPos(f *llvm.Func) ir.Pos {
	for _, a := range f.Metadata {
		if sp, ok := a.Node.(*metadata.DISubprogram); ok {
			file := l.file
			if sp.File != nil {
				file = sp.File.Filename
			}
			return l.pm.Map(ir.Pos{File: file, Line: int(sp.Line), Col: 1})
		}
	}
	return ir.Pos{File: l.file}
}

// mdPos reads the !dbg location of an instruction's attachments.
func (l *lowerer) mdPos(md llvm.Metadata) ir.Pos {
	for _, a := range md {
		if a.Name != "dbg" {
			continue
		}
		if loc, ok := a.Node.(*metadata.DILocation); ok {
			return l.pm.Map(ir.Pos{File: scopeFile(loc.Scope, l.file), Line: int(loc.Line), Col: int(loc.Column)})
		}
	}
	return ir.Pos{}
}

func scopeFile(scope metadata.Field, def string) string {
	for i := 0; i < 64 && scope != nil; i++ {
		switch s := scope.(type) {
		case *metadata.DISubprogram:
			if s.File != nil {
				return s.File.Filename
			}
			scope = s.Scope
		case *metadata.DILexicalBlock:
			if s.File != nil {
				return s.File.Filename
			}
			scope = s.Scope
		case *metadata.DILexicalBlockFile:
			if s.File != nil {
				return s.File.Filename
			}
			scope = s.Scope
		case *metadata.DIFile:
			return s.Filename
		default:
			return def
		}
	}
	return def
}

// funcLowerer lowers one function.
type funcLowerer struct {
	*lowerer
	src    *llvm.Func
	fn     *ir.Function
	vals   map[value.Value]ir.Expr
	ptrs   map[value.Value]ptrVal
	blocks map[*llvm.Block]*ir.Block
	names  map[value.Value]string
	// declPos is where the source variable of a value is declared, and
	// declType the spelling of its (element) type.
	declPos  map[value.Value]ir.Pos
	declType map[value.Value]string
	spec     map[value.Value]bool // values that feed only annotations
	// vecs holds the lanes of vector values (lower_vector.go), and result
	// the array a helper returning a vector stores its result into.
	vecs   map[value.Value][]ir.Expr
	result *ptrVal
	cur    *ir.Block
	pos    ir.Pos
	split  ptrBlocks // blocks split by accesses through dynamic pointers
	priv   *privPtrs // private memory holding pointers (private_ptr.go)
}

func newFuncLowerer(l *lowerer, f *llvm.Func, fn *ir.Function) *funcLowerer {
	return &funcLowerer{lowerer: l, src: f, fn: fn, vals: map[value.Value]ir.Expr{},
		ptrs: map[value.Value]ptrVal{}, blocks: map[*llvm.Block]*ir.Block{}, names: map[value.Value]string{},
		declPos: map[value.Value]ir.Pos{}, declType: map[value.Value]string{}, vecs: map[value.Value][]ir.Expr{}}
}

func (fl *funcLowerer) unsupported(format string, args ...any) error {
	return &Unsupported{Pos: fl.pos, What: fmt.Sprintf(format, args...)}
}

func (fl *funcLowerer) lower() error {
	fl.collectNames()
	fl.pos = fl.fn.Pos
	if err := fl.lowerParams(); err != nil {
		return err
	}
	for i, b := range fl.src.Blocks {
		name := "entry"
		if i > 0 {
			name = "bb" + strings.TrimPrefix(b.Ident(), "%")
		}
		blk := &ir.Block{Name: name}
		fl.blocks[b] = blk
		fl.fn.Blocks = append(fl.fn.Blocks, blk)
	}
	fl.spec = specOnly(fl.src, fl.lowerer)
	if err := fl.privatePointers(); err != nil {
		return err
	}
	// Phis first (their values may be used before their block is lowered,
	// through back edges), then every block in order.
	for _, b := range fl.src.Blocks {
		for _, inst := range b.Insts {
			if phi, ok := inst.(*llvm.InstPhi); ok {
				if err := fl.declarePhi(fl.blocks[b], phi); err != nil {
					return err
				}
			}
		}
	}
	for _, b := range fl.src.Blocks {
		fl.cur = fl.blocks[b]
		for _, inst := range b.Insts {
			if err := fl.lowerInst(inst); err != nil {
				return err
			}
		}
		if err := fl.lowerTerm(b.Term); err != nil {
			return err
		}
	}
	fl.fn.ComputePreds()
	return fl.fillPhis()
}

// collectNames reads llvm.dbg.value calls: they name SSA values after source
// variables.
func (fl *funcLowerer) collectNames() {
	for _, b := range fl.src.Blocks {
		for _, inst := range b.Insts {
			call, ok := inst.(*llvm.InstCall)
			if !ok || !(calleeName(call) == "llvm.dbg.value" || calleeName(call) == "llvm.dbg.declare") || len(call.Args) < 2 {
				continue
			}
			v := metadataValue(call.Args[0])
			dv := metadataNode(call.Args[1])
			lv, ok := dv.(*metadata.DILocalVariable)
			if v == nil || !ok || lv.Name == "" {
				continue
			}
			if _, seen := fl.names[v]; !seen {
				fl.names[v] = lv.Name
				file := l2file(lv, fl.file)
				fl.declPos[v] = fl.pm.Map(ir.Pos{File: file, Line: int(lv.Line)})
				fl.declType[v] = diElemTypeName(lv.Type)
			}
		}
	}
}

func metadataValue(a value.Value) value.Value {
	if arg, ok := a.(*llvm.Arg); ok {
		a = arg.Value
	}
	mv, ok := a.(*metadata.Value)
	if !ok {
		return nil
	}
	if v, ok := mv.Value.(value.Value); ok {
		return v
	}
	return nil
}

func metadataNode(a value.Value) metadata.Metadata {
	if arg, ok := a.(*llvm.Arg); ok {
		a = arg.Value
	}
	if mv, ok := a.(*metadata.Value); ok {
		return mv.Value
	}
	return nil
}

func calleeName(call *llvm.InstCall) string {
	if f, ok := call.Callee.(*llvm.Func); ok {
		return f.Name()
	}
	return ""
}

// varName picks the IR name of an SSA value: its source variable, or "t"
// and clang's number for temporaries.
func (fl *funcLowerer) varName(v value.Value) string {
	if n, ok := fl.names[v]; ok {
		return n
	}
	if n, ok := v.(interface{ Name() string }); ok {
		s := n.Name()
		if s != "" && !strings.HasPrefix(s, ".") && (s[0] < '0' || s[0] > '9') {
			return s
		}
		return "t" + strings.TrimPrefix(s, ".")
	}
	return "t"
}

func (fl *funcLowerer) lowerParams() error {
	defer fl.nullableParams() // lower_ptr_call.go
	argTypes := kernelArgTypes(fl.src)
	for i, p := range fl.src.Params {
		name := fl.varName(p)
		if name == "t"+fmt.Sprint(i) || name == "t" {
			name = fmt.Sprintf("arg%d", i)
		}
		if handled, err := fl.imageParam(p, name); handled {
			if err != nil {
				return err
			}
			continue // images and samplers (lower_image.go)
		}
		switch t := p.Typ.(type) {
		case *types.PointerType:
			elem, eb, _, err := arrayShape(t.ElemType)
			if err != nil {
				return fl.unsupported("parameter %s of type %s", name, p.Typ)
			}
			kind := ir.ArrayFormal
			if fl.fn.Kernel {
				kind = ir.ArrayParam
			}
			a := &ir.Array{Name: name, Space: ir.AddrSpace(t.AddrSpace), Kind: kind, Elem: elem, ElemBytes: eb, Pos: fl.fn.Pos}
			if i < len(argTypes) {
				a.TypeName = strings.TrimSuffix(strings.TrimSpace(argTypes[i]), "*")
			}
			prm := &ir.Param{Name: name, Array: a, Pos: fl.fn.Pos}
			off := ir.Expr(zero32)
			if !fl.fn.Kernel {
				// A helper's pointer parameter arrives as an array and an offset.
				prm.Var = fl.fn.NewVar(name+".off", ir.Int(32))
				off = &ir.VarRef{V: prm.Var}
			}
			fl.fn.Params = append(fl.fn.Params, prm)
			fl.ptrs[p] = ptrVal{arr: a, off: off}
		case *types.VectorType:
			if err := fl.vectorParam(p, name); err != nil {
				return err
			}
		default:
			st, ok := scalarType(p.Typ)
			if !ok {
				return fl.unsupported("parameter %s of type %s", name, p.Typ)
			}
			v := fl.fn.NewVar(name, st)
			fl.fn.Params = append(fl.fn.Params, &ir.Param{Name: name, Var: v, Pos: fl.fn.Pos})
			fl.vals[p] = &ir.VarRef{V: v}
		}
	}
	if rt := fl.src.Sig.RetType; isVector(rt) {
		return fl.vectorResult(rt)
	}
	if _, isPtr := fl.src.Sig.RetType.(*types.PointerType); isPtr {
		return fl.pointerResult()
	}
	if rt := fl.src.Sig.RetType; rt != nil && !types.Equal(rt, types.Void) {
		st, ok := scalarType(rt)
		if !ok {
			return fl.unsupported("function %s returning %s", fl.fn.Name, rt)
		}
		fl.fn.Result = st
	}
	return nil
}

// kernelArgTypes reads !kernel_arg_type, the source spelling of each kernel
// parameter's type.
func kernelArgTypes(f *llvm.Func) []string {
	for _, a := range f.Metadata {
		if a.Name != "kernel_arg_type" {
			continue
		}
		tuple, ok := a.Node.(*metadata.Tuple)
		if !ok {
			return nil
		}
		var out []string
		for _, fld := range tuple.Fields {
			if s, ok := fld.(*metadata.String); ok {
				out = append(out, s.Value)
			} else {
				out = append(out, "")
			}
		}
		return out
	}
	return nil
}

var zero32 = &ir.Const{Val: 0, T: ir.Int(32)}

func l2file(lv *metadata.DILocalVariable, def string) string {
	if lv.File != nil {
		return lv.File.Filename
	}
	return def
}
