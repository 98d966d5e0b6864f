package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/devscan"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/pipeline"
)

// isPipeline reports whether check or test was given a device-wide
// pipeline description (docs/device-scans.md) rather than a kernel.
func isPipeline(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml", ".json":
		return true
	}
	return false
}

// pipelineFlags refuses the flags that a description replaces.
func (s *scanFlags) pipelineFlags(cfg *pipeline.Config) error {
	given := map[string]bool{"--scan": s.kind != "", "--in": s.in != "", "--out": s.out != "", "--kernel": s.kernel != "",
		"--local_size/--num_groups/--global_size": cfg.Geometry.LocalSize != nil || cfg.Geometry.NumGroups != nil,
		"-D": len(cfg.Defines) > 0, "--method=voigtlander": s.method == "voigtlander"}
	for _, f := range []string{"--scan", "--in", "--out", "--kernel", "--local_size/--num_groups/--global_size", "-D", "--method=voigtlander"} {
		if given[f] {
			return diag.Errorf(diag.CommandLine, "error: %s: a pipeline description gives the scan kind, the buffers, the kernels, their geometry and defines itself", f)
		}
	}
	if s.n < 1 {
		return diag.Errorf(diag.CommandLine, "error: a pipeline needs the scan length: --n=N")
	}
	return nil
}

func (s *scanFlags) checkPipeline(ctx context.Context, cfg *pipeline.Config, cmd *cobra.Command, path string) error {
	if err := s.pipelineFlags(cfg); err != nil {
		return err
	}
	c, err := devscan.Check(ctx, cfg, path, s.n, s.device)
	if err != nil {
		return err
	}
	w := cmd.OutOrStdout()
	fmt.Fprintf(w, "%s: functionally correct generic %s scan of length %d in %d launch(es) (each race-free for every monoid; interval test of the pipeline passed on %s)\n",
		c.Path, c.Kind, c.N, launchCount(c.Proofs), c.Test.Device.Name)
	for _, p := range c.Proofs {
		fmt.Fprintf(w, "  race-free and generic: %s%s\n", p.Label, also(p.Launches))
	}
	note := fmt.Sprintf("  assuming the geometry of each launch; %d-bit interval monoid", c.Test.Monoid.Bits)
	if len(c.Scalars) > 0 {
		note += "; integer arguments unconstrained in the proofs (" + strings.Join(c.Scalars, ", ") + ")"
	}
	fmt.Fprintln(w, note)
	if cfg.Verbose {
		for _, p := range c.Proofs {
			fmt.Fprintf(cmd.ErrOrStderr(), "bvgen: proof of %s: %s\n", p.Label, ms(p.Time))
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "bvgen: interval test: %s (%v)\n", ms(c.TestTime), c.Test.Timings)
	}
	return nil
}

func (s *scanFlags) testPipeline(ctx context.Context, cfg *pipeline.Config, cmd *cobra.Command, path string) error {
	if err := s.pipelineFlags(cfg); err != nil {
		return err
	}
	t, err := devscan.Test(ctx, cfg, path, s.n, s.device)
	if err != nil {
		return err
	}
	w := cmd.OutOrStdout()
	fmt.Fprintf(w, "%s: interval test passed: %s scan of length %d on %s (%d-bit interval monoid)\n", t.Path, t.Kind, t.N, t.Test.Device.Name, t.Test.Monoid.Bits)
	fmt.Fprintf(w, "  note: this shows the pipeline correct for every monoid only if every launch is generic and race-free (bvgen check proves both)\n")
	if cfg.Verbose {
		fmt.Fprintf(cmd.ErrOrStderr(), "bvgen: interval test: %s (%v)\n", ms(t.Time), t.Test.Timings)
	}
	return nil
}

func launchCount(ps []devscan.Proof) int {
	n := 0
	for _, p := range ps {
		n += len(p.Launches)
	}
	return n
}

// also names the other launches a proof covers.
func also(launches []string) string {
	if len(launches) < 2 {
		return ""
	}
	return "; also " + strings.Join(launches[1:], ", ")
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
