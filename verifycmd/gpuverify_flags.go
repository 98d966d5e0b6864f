package verifycmd

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/pipeline"
)

// gpuverifyFlags are Options of GPUVerify's command line that bvgen takes
// with GPUVerify's meaning (GPUVERIFY.md §2; docs/gpuverify-suite.md lists
// each with its status): those that only tune GPUVerify's own tools are
// accepted with a note that bvgen ignores them; those whose meaning is
// bvgen's own behaviour map onto it; unknown ones (and unknown VCGen
// Options) are refused (exit 1), never silently accepted.
type gpuverifyFlags struct {
	// opts are the Options with a meaning in bvgen: flags that map one
	// to one are bound to its fields (pipeline.GPUVerifyOptions, whose
	// twothread.Checks the reduction reads), the others set them in
	// apply and configure.
	opts   pipeline.GPUVerifyOptions
	tools  map[string]*[]string // --clang-opt=... and the like
	silent bool
	// compat is GPUVerify's compatibility mode (--gpuverify-compat, which
	// scripts/gpuverify_suite.py passes): GPUVerify's closing line after
	// failures and its leniency about geometry dimensions.
	compat            bool
	timeFlag          bool
	onlyDivergence    bool
	asymmetricAsserts bool

	noAnnotations, onlyRequires bool
	noBarrierAccessChecks       bool
	globalOffset                string
	vcgen, vcgenAbbrev          []string
	findbugs                    bool
}

// toolFlags tune a tool of GPUVerify's own (clang warnings, Bugle, the
// cruncher, Boogie's driver); bvgen runs its own pipeline.
var toolFlags = []string{"clang-opt", "opt-opt", "bugle-opt", "cruncher-opt", "boogie-opt"}

func (g *gpuverifyFlags) register(f *pflag.FlagSet) {
	g.tools = map[string]*[]string{}
	for _, name := range toolFlags {
		g.tools[name] = f.StringArray(name, nil, "GPUVerify's option for its own tools: accepted and ignored (bvgen says so); --cruncher-opt=/displayLoopAbstractions shows the loop states of each counterexample")
	}
	f.BoolVar(&g.opts.Debug, "debug", false, "GPUVerify's debug output: the barrier intervals of each kernel (\"Found N barrier interval(s) in $k\", as GPUVerify's VCGen prints them)")
	f.BoolVar(&g.compat, "gpuverify-compat", false, "GPUVerify's output and leniency, for its test suite: the closing line \"GPUVerify kernel analyser finished with N verified, M errors\", and --local_size and --num_groups of different dimensions (the missing ones 1)")
	f.BoolVar(&g.silent, "silent", false, "GPUVerify's option: no notes about ignored GPUVerify options")
	f.BoolVar(&g.timeFlag, "time", false, "GPUVerify's timing option: the time of each stage, as --verbose")
	f.BoolVar(&g.onlyDivergence, "only-divergence", false, "GPUVerify's option: check barrier divergence and assertions, not races (as --no-race-checking)")
	f.BoolVar(&g.asymmetricAsserts, "asymmetric-asserts", false, "GPUVerify's option: assertions checked for one work item of the pair (bvgen always does; the pair is arbitrary)")

	f.BoolVar(&g.opts.CheckArrayBounds, "check-array-bounds", false, "check that every access to an array declared with a size stays inside it")
	f.BoolVar(&g.opts.Equality, "equality-abstraction", false, "GPUVerify's shared-state abstraction: arbitrary at barriers, equal for both work items (bvgen's model already); refused with atomics")
	f.BoolVar(&g.opts.Adversarial, "adversarial-abstraction", false, "every read of a __local or __global array returns an arbitrary value")
	f.BoolVar(&g.opts.OnlyLog, "only-log", false, "log accesses (for __read, __write) but do not check races")
	f.BoolVar(&g.noAnnotations, "no-annotations", false, "ignore invariants, contracts and barrier invariants (assertions and assumptions stay)")
	f.BoolVar(&g.onlyRequires, "only-requires", false, "as --no-annotations, keeping preconditions and postconditions")
	f.BoolVar(&g.opts.InvariantsAsCandidates, "invariants-as-candidates", false, "loop invariants become candidates: dropped silently when inference cannot prove them")
	f.BoolVar(&g.noBarrierAccessChecks, "no-barrier-access-checks", false, "GPUVerify's option: no permission checks for barrier invariants (bvgen has none; its checks of unknown cells stay)")
	f.BoolVar(&g.opts.NoBenign, "no-benign-tolerance", false, "report benign races too: by default a race whose two accesses agree on the value (both write it, or the write stores what the read returned) is tolerated, as GPUVerify does")
	f.StringArrayVar(&g.opts.KernelArrays, "kernel-arrays", nil, "K,s1,...,sn: the pointer parameters of kernel K point to buffers of s_i bytes (* unknown), for --check-array-bounds")
	f.StringArrayVar(&g.opts.KernelArgs, "kernel-args", nil, "K,v1,...,vn: assume the scalar parameters of kernel K equal the hex values v_i (* for any); verify only the kernels listed")
	f.StringVar(&g.globalOffset, "global_offset", "", "the global offset per dimension (get_global_offset; global ids are shifted by it)")
	f.StringArrayVar(&g.vcgen, "vcgen-opt", nil, "GPUVerify's VCGen options: /checkArrays:A,B restricts race checks to A and B; others map onto bvgen's flags or are refused")
	f.StringArrayVar(&g.vcgenAbbrev, "vcgen-op", nil, "--vcgen-opt (the prefix GPUVerify's argparse accepts)")
	_ = f.MarkHidden("vcgen-op")
	f.IntVar(&g.opts.WarpSync, "warp-sync", 0, "warps of N work items (by linear local id) run in lock step: no races between them across statements")
	f.IntVar(&g.opts.KInductionDepth, "k-induction-depth", 0, "prove every loop by k-induction with k=K (Boogie's /kInductionDepth:K; 0: plain induction on the invariants)")
	f.IntVar(&g.opts.LoopUnwind, "loop-unwind", 0, "bug finding: follow at most N iterations of each loop, no inference (implies --findbugs; a run without defects proves nothing)")
	f.BoolVar(&g.findbugs, "findbugs", false, "GPUVerify's bug-finding mode: --loop-unwind=2 unless --loop-unwind says otherwise")
}

// apply maps the Options onto bvgen's and writes a note for each ignored
// one to w (unless --silent). Options bvgen refuses, contradictory
// combinations and malformed values are command-line errors (exit 1).
func (g *gpuverifyFlags) apply(o *Options, f *pflag.FlagSet, w io.Writer) error {
	o.cfg.Verbose = o.cfg.Verbose || g.timeFlag
	o.cfg.NoRaceChecking = o.cfg.NoRaceChecking || g.onlyDivergence
	if fl := f.Lookup("k-induction-depth"); fl != nil && fl.Changed && g.opts.KInductionDepth < 0 {
		return exitf(diag.CommandLine, "error: --k-induction-depth=%d: the depth must be at least 0", g.opts.KInductionDepth)
	}
	if g.opts.Equality && g.opts.Adversarial {
		return exitf(diag.CommandLine, "error: --equality-abstraction and --adversarial-abstraction exclude each other")
	}
	if fl := f.Lookup("warp-sync"); fl != nil && fl.Changed && g.opts.WarpSync < 1 {
		return exitf(diag.CommandLine, "error: --warp-sync=%d: the warp size must be at least 1", g.opts.WarpSync)
	}
	if fl := f.Lookup("loop-unwind"); fl != nil && fl.Changed && g.opts.LoopUnwind < 1 {
		return exitf(diag.CommandLine, "error: --loop-unwind=%d: the depth must be at least 1", g.opts.LoopUnwind)
	}
	if g.noAnnotations && g.onlyRequires {
		return exitf(diag.CommandLine, "error: --no-annotations and --only-requires exclude each other")
	}
	var ignored []string
	for name, vals := range g.tools {
		if name == "cruncher-opt" {
			ignored = append(ignored, g.applyCruncher(*vals)...)
			continue
		}
		if len(*vals) > 0 {
			ignored = append(ignored, "--"+name)
		}
	}
	vignored, err := g.applyVCGen(o)
	if err != nil {
		return err
	}
	ignored = append(ignored, vignored...)
	if len(ignored) == 0 || g.silent {
		return nil
	}
	sort.Strings(ignored)
	fmt.Fprintf(w, "bvgen: note: %s tune(s) GPUVerify's own tools; bvgen ignores them\n", strings.Join(ignored, ", "))
	return nil
}

// applyCruncher maps --cruncher-opt values (split on white space):
// /displayLoopAbstractions shows the loop states of each counterexample,
// as GPUVerify's cruncher does; the others tune GPUVerify's cruncher and
// are returned to be noted as ignored.
func (g *gpuverifyFlags) applyCruncher(vals []string) []string {
	var ignored []string
	for _, val := range vals {
		for _, opt := range strings.Fields(val) {
			if opt == "/displayLoopAbstractions" {
				g.opts.LoopAbstractions = true
				continue
			}
			ignored = append(ignored, "--cruncher-opt="+opt)
		}
	}
	return ignored
}

// vcgenIgnored are GPUVerify VCGen Options that only tune how VCGen
// builds its program (optimisations and debug output): the verdict is
// the same without them.
var vcgenIgnored = []string{"/noUniformityAnalysis", "/noSafeBarrierIdentification", "/noOptimiseBarrierIntervals",
	"/noRemovePrivateArrayAccesses", "/noEliminateRedundantReadInstrumentation", "/printLoopStatistics",
	"/disableInessentialLoopDetection", "/noPruneInfeasibleEdges"}

// applyVCGen maps --vcgen-opt values (split on white space, as GPUVerify
// passes them on) onto bvgen's options; it returns the ones ignored and
// fails naming any it does not know.
func (g *gpuverifyFlags) applyVCGen(o *Options) ([]string, error) {
	var ignored []string
	for _, val := range append(append([]string(nil), g.vcgen...), g.vcgenAbbrev...) {
		for _, opt := range strings.Fields(val) {
			name, arg, _ := strings.Cut(opt, ":")
			switch {
			case name == "/checkArrays" && arg != "":
				g.checkArrays(arg)
			case name == "/doWarpSync" && arg != "":
				n, err := strconv.Atoi(arg)
				if err != nil || n < 1 {
					return nil, exitf(diag.CommandLine, "error: --vcgen-opt=%s: the warp size must be a positive integer", opt)
				}
				g.opts.WarpSync = n
			case opt == "/checkArrayBounds":
				g.opts.CheckArrayBounds = true
			case opt == "/onlyDivergence":
				o.cfg.NoRaceChecking = true
			case opt == "/onlyIntraGroupRaceChecking":
				g.opts.OnlyIntraGroup = true
			case opt == "/onlyLog":
				g.opts.OnlyLog = true
			case opt == "/noInfer":
				o.cfg.NoInfer = true
			case opt == "/adversarialAbstraction":
				g.opts.Adversarial = true
			case opt == "/equalityAbstraction":
				g.opts.Equality = true
			case opt == "/noBenign":
				g.opts.NoBenign = true
			case opt == "/noRefinedAtomics":
				g.opts.NoRefinedAtomics = true
			case opt == "/noBarrierAccessChecks", opt == "/asymmetricAsserts", opt == "/atomics:rw":
				// bvgen's behaviour already: no permission checks,
				// assertions for one work item, atomics checked against
				// reads and writes.
			case containsString(vcgenIgnored, opt) || strings.HasPrefix(opt, "/show"):
				ignored = append(ignored, "--vcgen-opt="+opt)
			default:
				return nil, exitf(diag.CommandLine, "error: --vcgen-opt=%s: bvgen does not implement GPUVerify's VCGen option %s (bvgen takes /checkArrays:A,B, /checkArrayBounds, /doWarpSync:N, /onlyDivergence, /onlyIntraGroupRaceChecking, /onlyLog, /noInfer, /adversarialAbstraction, /equalityAbstraction, /noBenign, /noBarrierAccessChecks, /asymmetricAsserts, /noRefinedAtomics, /atomics:rw and VCGen's optimisation switches)", opt, name)
			}
		}
	}
	if g.opts.Equality && g.opts.Adversarial {
		return nil, exitf(diag.CommandLine, "error: --equality-abstraction and --adversarial-abstraction exclude each other")
	}
	return ignored, nil
}

func (g *gpuverifyFlags) checkArrays(list string) {
	for _, a := range strings.Split(list, ",") {
		if a = strings.TrimSpace(a); a != "" && !containsString(g.opts.CheckArrays, a) {
			g.opts.CheckArrays = append(g.opts.CheckArrays, a)
		}
	}
	if g.opts.CheckArrays == nil {
		g.opts.CheckArrays = []string{}
	}
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// configure sets the pipeline's GPUVerify Options and the global offset
// (whose dimensions must be the grid's, GPUVERIFY.md §5.10).
func (g *gpuverifyFlags) configure(cfg *pipeline.Config) error {
	cfg.GPUVerify = g.opts
	if g.findbugs && g.opts.LoopUnwind == 0 {
		cfg.GPUVerify.LoopUnwind = 2 // GPUVerify's default depth
	}
	switch {
	case g.noAnnotations:
		cfg.GPUVerify.Annotations = ir.NoAnnotations
	case g.onlyRequires:
		cfg.GPUVerify.Annotations = ir.OnlyRequires
	}
	if g.globalOffset == "" {
		return nil
	}
	off, err := ir.ParseOffset(g.globalOffset)
	if err != nil {
		return exitf(diag.CommandLine, "error: --global_offset: %v", err)
	}
	grid := cfg.Geometry.NumGroups
	if grid == nil {
		grid = cfg.Geometry.LocalSize
	}
	if grid != nil && len(grid) != len(off) {
		return exitf(diag.CommandLine, "error: --global_offset=%s: dimensions of global offset and global size must match (%d and %d)", g.globalOffset, len(off), len(grid))
	}
	cfg.Geometry.GlobalOffset = off
	return nil
}

// boundsChecked tells whether array bounds may be checked: by the flag or
// a --vcgen-opt naming it (an over-approximation, as it needs no parsing).
func (g *gpuverifyFlags) boundsChecked() bool {
	return g.opts.CheckArrayBounds || slices.ContainsFunc(append(slices.Clone(g.vcgen), g.vcgenAbbrev...), func(v string) bool {
		return strings.Contains(v, "checkArrayBounds")
	})
}
