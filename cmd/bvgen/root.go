package main

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/diag"
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
	root.RunE = func(cmd *cobra.Command, args []string) error {
		ctx, cancel := o.context()
		defer cancel()
		cfg, k, err := o.load(ctx, args[0])
		if err != nil {
			return err
		}
		if o.dumpAfter != "" {
			return o.dump(cfg, k)
		}
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
			ctx, cancel := o.context()
			defer cancel()
			_, k, err := o.load(ctx, args[0])
			if err != nil {
				return err
			}
			fmt.Fprint(cmd.OutOrStdout(), k.PrintIR())
			return nil
		},
	}
	o.register(cmd)
	return cmd
}

// load checks the flags and loads the kernel.
func (o *options) load(ctx context.Context, path string) (*pipeline.Config, *pipeline.Kernel, error) {
	cfg, err := o.config()
	if err != nil {
		return nil, nil, err
	}
	if o.dumpAfter != "" && !contains(pipeline.PassNames(), o.dumpAfter) {
		return nil, nil, exitf(ExitCommandLine, "error: --dump-after: unknown pass %q (passes: %s)", o.dumpAfter, strings.Join(pipeline.PassNames(), ", "))
	}
	k, err := pipeline.Load(ctx, cfg, path)
	return cfg, k, err
}

// dump prints the reduction's state after --dump-after's pass.
func (o *options) dump(cfg *pipeline.Config, k *pipeline.Kernel) error {
	text, err := k.DumpAfter(cfg, o.dumpAfter)
	if err != nil {
		return err
	}
	return &diag.Error{Code: diag.OK, Msg: strings.TrimRight(text, "\n"), Stdout: true}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
