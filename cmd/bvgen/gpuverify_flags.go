package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/pflag"
)

// gpuverifyFlags are options of GPUVerify's command line that bvgen takes
// as they are (GPUVERIFY.md §2): those that only tune GPUVerify's own
// tools are accepted with a note that bvgen ignores them; those whose
// meaning is bvgen's own behaviour map onto it. Options GPUVerify has
// and bvgen does not implement stay unknown flags (exit 1).
type gpuverifyFlags struct {
	tools             map[string]*[]string // --clang-opt=... and the like
	debug, silent     bool
	timeFlag          bool
	onlyDivergence    bool
	asymmetricAsserts bool
}

// toolFlags tune a tool of GPUVerify's own (clang warnings, Bugle, the
// cruncher, Boogie's driver); bvgen runs its own pipeline.
var toolFlags = []string{"clang-opt", "opt-opt", "bugle-opt", "cruncher-opt", "boogie-opt"}

func (g *gpuverifyFlags) register(f *pflag.FlagSet) {
	g.tools = map[string]*[]string{}
	for _, name := range toolFlags {
		g.tools[name] = f.StringArray(name, nil, "GPUVerify's option for its own tools: accepted and ignored (bvgen says so)")
	}
	f.BoolVar(&g.debug, "debug", false, "GPUVerify's debug output of its tools: accepted and ignored")
	f.BoolVar(&g.silent, "silent", false, "GPUVerify's option: no notes about ignored GPUVerify options")
	f.BoolVar(&g.timeFlag, "time", false, "GPUVerify's timing option: the time of each stage, as --verbose")
	f.BoolVar(&g.onlyDivergence, "only-divergence", false, "GPUVerify's option: check barrier divergence and assertions, not races (as --no-race-checking)")
	f.BoolVar(&g.asymmetricAsserts, "asymmetric-asserts", false, "GPUVerify's option: assertions checked for one work item of the pair (bvgen always does; the pair is arbitrary)")
}

// apply maps the options onto bvgen's and writes a note for each ignored
// one to w (unless --silent).
func (g *gpuverifyFlags) apply(o *options, w io.Writer) {
	o.verbose = o.verbose || g.timeFlag
	o.noRaceChecking = o.noRaceChecking || g.onlyDivergence
	var ignored []string
	for name, vals := range g.tools {
		if len(*vals) > 0 {
			ignored = append(ignored, "--"+name)
		}
	}
	if g.debug {
		ignored = append(ignored, "--debug")
	}
	if len(ignored) == 0 || g.silent {
		return
	}
	sort.Strings(ignored)
	fmt.Fprintf(w, "bvgen: note: %s tune(s) GPUVerify's own tools; bvgen ignores them\n", strings.Join(ignored, ", "))
}
