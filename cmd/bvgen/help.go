package main

import (
	"fmt"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/bvgen/bvgen/diag"
)

// Help: flags in groups (a command has up to 45, and alphabetical order
// put GPUVerify's accepted-and-ignored options between the ones people
// use), examples, and the exit codes.

// flagGroups are the groups of --help, in order; a flag in none is under
// "Other flags".
var flagGroups = []struct {
	title string
	names []string
}{
	{"Launch (the geometry and build the kernel is verified for)", []string{"local_size", "num_groups", "global_size", "global_offset", "define", "include", "kernel", "kernel-args", "kernel-arrays"}},
	{"Recorded launches (a launch file of bvgen record or GPUVerify)", []string{"json", "list-intercepted", "verify-intercepted", "verify-all-intercepted"}},
	{"What is checked", []string{"only-intra-group", "no-race-checking", "staged", "check-array-bounds", "no-benign-tolerance", "warp-sync", "adversarial-abstraction", "equality-abstraction", "only-log", "only-divergence"}},
	{"Proof", []string{"timeout", "no-infer", "no-inline", "boogie-file", "k-induction-depth", "loop-unwind", "findbugs", "invariants-as-candidates", "no-annotations", "only-requires"}},
	{"The scan (test, check)", []string{"scan", "n", "in", "out", "device", "method"}},
	{"The gate (ci)", []string{"jobs", "baseline", "write-baseline", "cache-dir", "no-cache", "shard", "fail-fast"}},
	{"Output", []string{"format", "output", "max-errors", "advice-time", "verbose", "infer-info", "save-boogie", "dump-after", "debug", "time", "silent"}},
	{"GPUVerify compatibility (its test suite; options of its own tools, accepted and ignored)", []string{"gpuverify-compat", "clang-opt", "opt-opt", "bugle-opt", "cruncher-opt", "boogie-opt", "vcgen-opt", "asymmetric-asserts", "no-barrier-access-checks", "no-refined-atomics"}},
}

// groupedFlags renders a command's flags by group.
func groupedFlags(cmd *cobra.Command) string {
	placed := map[string]bool{}
	var b strings.Builder
	section := func(title string, names []string) {
		fs := pflag.NewFlagSet(title, pflag.ContinueOnError)
		for _, n := range names {
			if f := cmd.LocalFlags().Lookup(n); f != nil && !f.Hidden && !placed[n] {
				placed[n] = true
				fs.AddFlag(f)
			}
		}
		if fs.HasFlags() {
			fmt.Fprintf(&b, "%s:\n%s\n", title, fs.FlagUsagesWrapped(110))
		}
	}
	for _, g := range flagGroups {
		section(g.title, g.names)
	}
	var rest []string
	cmd.LocalFlags().VisitAll(func(f *pflag.Flag) {
		if !placed[f.Name] {
			rest = append(rest, f.Name)
		}
	})
	section("Other flags", rest)
	return strings.TrimRight(b.String(), "\n")
}

// exitCodes lists the exit codes (diag.Codes) for the commands that
// verify or test kernels; "" for the others.
func exitCodes(cmd *cobra.Command) string {
	if cmd.Annotations["exitcodes"] == "" {
		return ""
	}
	var b strings.Builder
	for _, c := range diag.Codes {
		fmt.Fprintf(&b, "  %2d  %-20s %s\n", c.Code, c.Name, c.When)
	}
	return strings.TrimRight(b.String(), "\n")
}

// usageTemplate is cobra's, with the flags grouped and the exit codes.
const usageTemplate = `Usage:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if .HasExample}}

Examples:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Commands:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

{{groupedFlags .}}{{end}}{{if exitCodes .}}

Exit codes (GPUVerify's numbers; docs/reading-reports.md):
{{exitCodes .}}{{end}}{{if .HasAvailableSubCommands}}

Use "{{.CommandPath}} [command] --help" for more about a command; docs/README.md lists the documentation.{{end}}
`

var templateFuncsOnce sync.Once

// setHelp installs the grouped usage on root and its commands, and marks
// the commands whose help lists the exit codes.
func setHelp(root *cobra.Command) {
	// cobra keeps template functions in one global map: bvgen ci builds a
	// root command per job on parallel goroutines, so they are added once.
	templateFuncsOnce.Do(func() {
		cobra.AddTemplateFunc("groupedFlags", groupedFlags)
		cobra.AddTemplateFunc("exitCodes", exitCodes)
	})
	root.SetUsageTemplate(usageTemplate)
	for _, c := range append([]*cobra.Command{root}, root.Commands()...) {
		switch c.Name() {
		case "bvgen", "verify", "ci", "test", "check":
			if c.Annotations == nil {
				c.Annotations = map[string]string{}
			}
			c.Annotations["exitcodes"] = "yes"
		}
	}
}

// onlyFlags hides every flag of cmd but keep (and help): a command that
// shares the options of verify but uses few of them lists only those
// (the others are still accepted).
func onlyFlags(cmd *cobra.Command, keep ...string) {
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if f.Name != "help" && !contains(keep, f.Name) {
			f.Hidden = true
		}
	})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
