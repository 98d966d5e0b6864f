package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/ir"
)

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "bvgen",
		Short:         "verify OpenCL kernels free of data races and barrier divergence",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(newIRCmd())
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
