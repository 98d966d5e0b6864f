package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/pipeline"
	"github.com/bvgen/bvgen/verifycmd"
)

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "bvgen [flags] kernel.cl",
		Short:         "verify OpenCL kernels free of data races and barrier divergence",
		Long:          "bvgen [flags] kernel.cl prints the two-thread Boogie program of a kernel;\nthe subcommands verify it, test it and check it.",
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          kernelArg,

		SuggestionsMinimumDistance: 2,
		// --version: cobra handles it before the kernel argument is
		// checked.
		Version: "bvgen",
	}
	root.SetVersionTemplate(versionTemplate())
	var o verifycmd.Options
	o.Register(root.Flags())
	root.RunE = func(cmd *cobra.Command, args []string) error {
		runs, err := o.LaunchRuns(args[0], true)
		if err != nil {
			return err
		}
		if len(runs) > 1 {
			var lines []string
			for _, r := range runs {
				lines = append(lines, fmt.Sprint(r.Pragma.Line))
			}
			return exitf(ExitCommandLine, "%s: error: %d launch pragmas (lines %s) give %d Boogie programs: give the geometry of one on the command line (--local_size=... --num_groups=...), or use bvgen verify, which verifies every launch",
				args[0], len(runs), strings.Join(lines, ", "), len(runs))
		}
		ro := runs[0].Options()
		return ro.WithKernel(cmd.Context(), envOf(cmd), args[0], printBoogie(ro))
	}
	root.AddCommand(newIRCmd(), newVerifyCmd(), newCICmd(), newTestCmd(), newCheckCmd(), newDevicesCmd(), newVersionCmd(), newRecordCmd(), newZ3ProxyCmd())
	root.Example = `  bvgen verify kernel.cl                      # geometry from the file's #pragma bvgen launch lines
  bvgen verify --local_size=64 --num_groups=16 kernel.cl
  bvgen verify kernels/                       # every .cl file with launch pragmas
  bvgen ci --baseline=ci-baseline.txt kernels/  # the pre-merge gate (docs/ci.md)
  bvgen --local_size=64 --num_groups=16 kernel.cl > k.bpl   # the Boogie program
  bvgen version                               # bvgen's and the tools' versions`
	setHelp(root)
	return root
}

// kernelArg accepts the root command's one kernel file; a first word that
// is neither a file nor a .cl path is a mistyped command (exit 1, with the
// list of commands), not a missing file.
func kernelArg(cmd *cobra.Command, args []string) error {
	if len(args) > 0 && filepath.Ext(args[0]) != ".cl" {
		if _, err := os.Stat(args[0]); err != nil {
			var names []string
			for _, c := range cmd.Commands() {
				if c.IsAvailableCommand() {
					names = append(names, c.Name())
				}
			}
			msg := fmt.Sprintf("error: unknown command %q for bvgen (commands: %s; or bvgen [flags] kernel.cl to print its Boogie program)", args[0], strings.Join(names, ", "))
			if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
				msg += "\ndid you mean " + strings.Join(s, " or ") + "?"
			}
			return exitf(ExitCommandLine, "%s", msg)
		}
	}
	return cobra.ExactArgs(1)(cmd, args)
}

// boogieNoiseNote heads a printed program: run as it stands, Boogie 2.4.1
// with z3 4.8.12 prints z3's refusal of an option Boogie sets and
// z3's parameter list before the verdict (bvgen verify filters it out).
const boogieNoiseNote = `// bvgen: with Boogie 2.4.1 and z3 4.8.12 (scripts/install-deps.sh), "boogie FILE.bpl" first prints
// "Prover error: ... unknown parameter 'model_compress'" and z3's legal
// parameters: z3 ignores the option Boogie sets, the verdict that follows
// stands (docs/getting-started.md, "The Boogie program on its own").
`

// printBoogie prints the final Boogie program of a loaded kernel (and
// writes it to --save-boogie).
func printBoogie(o *verifycmd.Options) func(ctx context.Context, cfg *pipeline.Config, env *verifycmd.Env, k *pipeline.Kernel) error {
	return func(ctx context.Context, cfg *pipeline.Config, env *verifycmd.Env, k *pipeline.Kernel) error {
		red, err := k.Reduce(cfg, pipeline.AllChecks)
		if err != nil {
			return err
		}
		text, err := red.Emit(ctx, cfg)
		if err != nil {
			return err
		}
		text = boogieNoiseNote + text
		if o.SaveBoogie() != "" {
			if err := os.WriteFile(o.SaveBoogie(), []byte(text), 0o644); err != nil {
				return exitf(ExitCommandLine, "error: --save-boogie: %v", err)
			}
		}
		fmt.Fprint(env.Stdout, text)
		return nil
	}
}

func newIRCmd() *cobra.Command {
	var o verifycmd.Options
	cmd := &cobra.Command{
		Use:   "ir [flags] kernel.cl",
		Short: "print bvgen's kernel IR of a kernel (accepts the flags of verify)",
		Args:  cobra.ExactArgs(1),
		// The IR does not depend on the geometry; a launch pragma's -D,
		// -I and --kernel apply (the first pragma's when there are several).
		RunE: func(cmd *cobra.Command, args []string) error {
			runs, err := o.LaunchRuns(args[0], false)
			if err != nil {
				return err
			}
			ro := runs[0].Options()
			return ro.WithKernel(cmd.Context(), envOf(cmd), args[0], func(ctx context.Context, cfg *pipeline.Config, env *verifycmd.Env, k *pipeline.Kernel) error {
				fmt.Fprint(env.Stdout, k.PrintIR())
				return nil
			})
		},
	}
	o.Register(cmd.Flags())
	return cmd
}
