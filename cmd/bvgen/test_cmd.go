package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/pipeline"
	"github.com/bvgen/bvgen/verifycmd"
)

// scanFlags are the flags of `bvgen test` and `bvgen check` that describe
// the scan under test (DESIGN.md §8).
type scanFlags struct {
	kind    string
	n       int
	in, out string
	device  string
	kernel  string
	method  string
}

func (s *scanFlags) register(cmd *cobra.Command, withMethod bool) {
	f := cmd.Flags()
	f.StringVar(&s.kind, "scan", "", "the kind of scan the kernel computes: inclusive or exclusive (required)")
	f.IntVar(&s.n, "n", 0, "the scan length n (default: -D N= if given, else the global size)")
	f.StringVar(&s.in, "in", "", "the input buffer: parameter name or index (default: the first __global pointer)")
	f.StringVar(&s.out, "out", "", "the output buffer (default: the second __global pointer; --out=--in scans in place)")
	f.StringVar(&s.device, "device", "", "the OpenCL device: index or part of the name, or oclgrind for the Oclgrind simulator with its checks (see bvgen devices; default: the first)")
	f.StringVar(&s.kernel, "kernel", "", "the kernel to run when the file defines several")
	if withMethod {
		f.StringVar(&s.method, "method", "interval", "interval (one test, POPL14 Theorem 4.5) or voigtlander (the O(n²) baseline)")
	}
}

func (s *scanFlags) scan() *pipeline.Scan {
	return &pipeline.Scan{Kind: s.kind, N: s.n, In: s.in, Out: s.out, Device: s.device, Kernel: s.kernel, Method: s.method}
}

func newTestCmd() *cobra.Command {
	var o verifycmd.Options
	var s scanFlags
	cmd := &cobra.Command{
		Use:   "test [flags] kernel.cl | pipeline.yaml --n=N",
		Short: "run the interval-of-summations test of a generic scan on an OpenCL device",
		Long: `bvgen test instantiates TYPE, OPERATOR and IDENTITY with the interval-of-summations
monoid, runs the kernel once on in[k] = (k,k) and checks out[k] = (0,k) (inclusive)
or out[0] = identity, out[k] = (0,k-1) (exclusive). Passing shows the scan correct
for every monoid only if the kernel is also race-free and generic: bvgen check
proves both.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return o.Run(cmd.Context(), envOf(cmd), args[0], func(ctx context.Context, cfg *pipeline.Config, _ *verifycmd.Env, path string) error {
				if isPipeline(path) {
					return s.testPipeline(ctx, cfg, cmd, path)
				}
				out, err := pipeline.Test(ctx, cfg, path, s.scan())
				if err != nil {
					return err
				}
				w := cmd.OutOrStdout()
				what := "interval test passed"
				if out.Method == "voigtlander" {
					what = "Voigtländer's tests passed"
				}
				fmt.Fprintf(w, "%s: %s: %s\n", out.Path, what, out.Summary)
				fmt.Fprintf(w, "  note: this shows the scan correct for every monoid only if the kernel is race-free and generic (bvgen check proves both)\n")
				return nil
			})
		},
	}
	o.Register(cmd.Flags())
	s.register(cmd, true)
	// The test runs the kernel; the proof's flags do not apply.
	onlyFlags(cmd, "local_size", "num_groups", "global_size", "define", "include", "timeout", "verbose", "scan", "n", "in", "out", "device", "kernel", "method")
	return cmd
}

func newDevicesCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "devices",
		Short: "list the OpenCL platforms and devices bvgen test can use",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			devs, err := pipeline.Devices()
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			for _, d := range devs {
				fmt.Fprintln(w, d)
				fmt.Fprintf(w, "   %s; %d compute units; max work-item sizes %v; %s\n", d.Version, d.ComputeUnits, d.MaxWorkItemSizes, d.Memory())
			}
			if lib, ok := pipeline.Oclgrind(); ok {
				fmt.Fprintf(w, "oclgrind: the Oclgrind simulator (%s), with its data-race, divergence and uninitialised-read checks\n", lib)
			}
			return nil
		},
	}
}
