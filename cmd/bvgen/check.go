package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/pipeline"
	"github.com/bvgen/bvgen/verifycmd"
)

func newCheckCmd() *cobra.Command {
	var o verifycmd.Options
	var s scanFlags
	cmd := &cobra.Command{
		Use:   "check [flags] kernel.cl | pipeline.yaml --n=N",
		Short: "prove a generic scan correct for every monoid: genericity, race freedom and the interval test",
		Long: `bvgen check proves a generic prefix sum functionally correct for every monoid
(POPL14): it checks that the kernel is generic (values of TYPE flow only through
OPERATOR, loads, stores and copies), runs the interval-of-summations test on an
OpenCL device, and proves the kernel free of data races and barrier divergence
with OPERATOR uninterpreted. Exit codes: 0 proved; 4 not generic (the theorem
does not apply); 6 a race, divergence or a failed interval test; others as for
verify and test.

Given a pipeline description (.yaml, .yml or .json; docs/device-scans.md), check
certifies a device-wide scan of length --n: every launch generic and race-free
(within and across groups) at its geometry, and one interval test of the whole
pipeline.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return o.Run(cmd.Context(), envOf(cmd), args[0], func(ctx context.Context, cfg *pipeline.Config, _ *verifycmd.Env, path string) error {
				if isPipeline(path) {
					return s.checkPipeline(ctx, cfg, cmd, path)
				}
				out, err := pipeline.Check(ctx, cfg, path, s.scan())
				if err != nil {
					return err
				}
				w := cmd.OutOrStdout()
				fmt.Fprintf(w, "%s: functionally correct generic %s scan of length %d (race-free for every monoid; interval test passed on %s)\n",
					out.Path, out.Kind, out.N, out.Device)
				fmt.Fprintf(w, "  assuming %s\n", out.Assumptions)
				return nil
			})
		},
	}
	o.Register(cmd.Flags())
	s.register(cmd, false)
	return cmd
}
