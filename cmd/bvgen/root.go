package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/twothread"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/ir"
)

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "bvgen [flags] kernel.cl",
		Short:         "verify OpenCL kernels free of data races and barrier divergence",
		Long:          "bvgen [flags] kernel.cl prints the two-thread Boogie program of a kernel;\nthe subcommands verify it, test it and check it.",
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.ExactArgs(1),
	}
	var o options
	o.register(root)
	root.RunE = func(cmd *cobra.Command, args []string) error {
		ctx, cancel := o.context()
		defer cancel()
		_, red, err := o.translate(ctx, args[0])
		if err != nil {
			return err
		}
		p := red.Program
		if err := o.infer(ctx, p); err != nil {
			return err
		}
		text := boogie.Print(p)
		if o.boogieFile != "" {
			if err := os.WriteFile(o.boogieFile, []byte(text), 0o644); err != nil {
				return exitf(ExitCommandLine, "error: %v", err)
			}
		}
		fmt.Fprint(cmd.OutOrStdout(), text)
		return nil
	}
	root.AddCommand(newIRCmd(), newVerifyCmd(), newCICmd(), newTestCmd(), newCheckCmd(), newDevicesCmd(), newZ3ProxyCmd())
	return root
}

func newIRCmd() *cobra.Command {
	var o options
	cmd := &cobra.Command{
		Use:   "ir [flags] kernel.cl",
		Short: "print bvgen's kernel IR of a kernel (accepts the flags of verify)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := o.geometry(); err != nil {
				return err
			}
			ctx, cancel := o.context()
			defer cancel()
			m, err := o.load(ctx, args[0])
			if err != nil {
				return err
			}
			fmt.Fprint(cmd.OutOrStdout(), ir.Print(m))
			return nil
		},
	}
	o.register(cmd)
	return cmd
}

// translate lowers and reduces a kernel file to its Boogie program.
func (o *options) translate(ctx context.Context, path string) (*ir.Module, *twothread.Reduction, error) {
	g, err := o.geometry()
	if err != nil {
		return nil, nil, err
	}
	if o.dumpAfter != "" && !contains(twothread.PassNames(), o.dumpAfter) {
		return nil, nil, exitf(ExitCommandLine, "error: --dump-after: unknown pass %q (passes: %s)", o.dumpAfter, strings.Join(twothread.PassNames(), ", "))
	}
	m, err := o.load(ctx, path)
	if err != nil {
		return nil, nil, err
	}
	start := time.Now()
	topts := twothread.Options{Geometry: *g, OnlyIntraGroup: o.onlyIntraGroup,
		NoRaceChecking: o.noRaceChecking || o.curStage == 2, OnlyRaces: o.curStage == 1,
		Candidates: o.candidates()}
	if o.dumpAfter != "" {
		dump, err := twothread.DumpAfter(m, topts, o.dumpAfter)
		if err != nil {
			return nil, nil, reductionExit(err)
		}
		// --dump-after prints the state after the pass and stops.
		return nil, nil, &exitError{code: ExitOK, msg: strings.TrimRight(dump, "\n"), stdout: true}
	}
	p, err := twothread.Reduce(m, topts)
	if err != nil {
		return nil, nil, reductionExit(err)
	}
	o.stage("two-thread reduction", start)
	return m, p, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
