package main

import (
	"context"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/pipeline"
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
	root.RunE = o.withKernel(func(ctx context.Context, cfg *pipeline.Config, cmd *cobra.Command, k *pipeline.Kernel) error {
		red, err := k.Reduce(cfg, pipeline.AllChecks)
		if err != nil {
			return err
		}
		text, err := red.Emit(ctx, cfg)
		if err != nil {
			return err
		}
		if o.boogieFile != "" {
			if err := os.WriteFile(o.boogieFile, []byte(text), 0o644); err != nil {
				return exitf(ExitCommandLine, "error: --boogie-file: %v", err)
			}
		}
		fmt.Fprint(cmd.OutOrStdout(), text)
		return nil
	})
	root.AddCommand(newIRCmd(), newVerifyCmd(), newCICmd(), newTestCmd(), newCheckCmd(), newDevicesCmd(), newZ3ProxyCmd())
	return root
}

func newIRCmd() *cobra.Command {
	var o options
	cmd := &cobra.Command{
		Use:   "ir [flags] kernel.cl",
		Short: "print bvgen's kernel IR of a kernel (accepts the flags of verify)",
		Args:  cobra.ExactArgs(1),
		RunE: o.withKernel(func(ctx context.Context, cfg *pipeline.Config, cmd *cobra.Command, k *pipeline.Kernel) error {
			fmt.Fprint(cmd.OutOrStdout(), k.PrintIR())
			return nil
		}),
	}
	o.register(cmd)
	return cmd
}
