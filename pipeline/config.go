package pipeline

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Config is what a run is configured with.
type Config struct {
	// Geometry is the launch the kernel is verified for (resolved).
	Geometry ir.Geometry
	// LaunchLine, when not 0, is the line of the `#pragma bvgen launch`
	// the geometry came from (for the assumptions).
	LaunchLine int
	// Defines are -D macros ("NAME", "NAME=VALUE", function-like too);
	// Includes are -I directories.
	Defines, Includes []string
	// Kernel picks one kernel of a file that defines several ("": all).
	Kernel string

	NoInline       bool // helpers as procedures, checked against their contracts
	NoInfer        bool // no candidate loop invariants
	InferInfo      bool // log the candidates kept and dropped
	NoRaceChecking bool // assertions assuming race freedom
	// ConcreteRuns is the number of concrete runs per procedure that
	// refute candidates before Houdini (invariants.Options.ConcreteRuns).
	ConcreteRuns int
	// adviceCheck, set for the proofs that check advice, which need only
	// whether a failure stays, not its report: the concrete runs end at
	// their first failing check (invariants.Options.VerdictOnly), and
	// counterexamples are not confirmed (prover.ConfirmModels).
	adviceCheck bool
	// runPins are assumptions the first concrete runs make
	// (invariants.Options.Pins): the work items of the failure an advice
	// check looks for.
	runPins []bpl.Expr
	// SaveBoogie, when set, receives the final Boogie program
	// (--save-boogie).
	SaveBoogie string
	// BoogieFiles are Boogie files linked into every program
	// (GPUVerify's --boogie-file; link.go).
	BoogieFiles []string
	// Timeout is the bound the caller's context carries (for messages).
	Timeout time.Duration
	// Proxy is the command of the prover proxy (bvgen z3-proxy), nil for
	// plain z3 (prover.Options.Proxy).
	Proxy []string
	// Log receives stage timings (Verbose) and inference reports
	// (InferInfo); nil discards them.
	Log     io.Writer
	Verbose bool
	// Progress, when set, records the stage the run is in, for timeout
	// messages (shared by copies of the Config).
	Progress *Progress
	// GPUVerify's options with a meaning in bvgen (gpuverify.go).
	GPUVerify GPUVerifyOptions
	// AdviceBudget bounds the time spent checking advice after a failure
	// (advise.go): proving the kernel again with a suggested precondition
	// or barrier. 0 checks none, and unchecked advice is not given.
	AdviceBudget time.Duration
}

// stage logs the time of a stage under Verbose.
func (c *Config) stage(name string, start time.Time) {
	if c.Verbose && c.Log != nil {
		fmt.Fprintf(c.Log, "bvgen: %-34s %8.1f ms\n", name, float64(time.Since(start).Microseconds())/1000)
	}
}

func (c *Config) logf(format string, args ...any) {
	if c.Log != nil {
		fmt.Fprintf(c.Log, format, args...)
	}
}

// Assumptions says what a verdict assumed: the geometry, the checks left
// out and the defines.
func (c *Config) Assumptions() string {
	dims := func(d ir.Dims) string {
		if d == nil {
			return "unconstrained"
		}
		return d.String()
	}
	parts := []string{"local size " + dims(c.Geometry.LocalSize), "number of groups " + dims(c.Geometry.NumGroups)}
	if g := c.Geometry; g.GlobalSize != nil && (hasFree(g.LocalSize) || hasFree(g.NumGroups)) {
		// The global size constrains what is free (sizeAxioms in twothread).
		parts = append(parts, "global size "+dims(g.GlobalSize))
	}
	if c.LaunchLine > 0 {
		parts[1] += fmt.Sprintf(" (#pragma bvgen launch, line %d)", c.LaunchLine)
	}
	// The global offset is 0 unless --global_offset says otherwise
	// (OpenCL's default, and GPUVerify's).
	if c.Geometry.GlobalOffset != nil {
		parts = append(parts, "global offset "+dims(c.Geometry.GlobalOffset))
	} else {
		parts = append(parts, "global offset 0")
	}
	if c.GPUVerify.OnlyIntraGroup {
		parts = append(parts, "races between work groups not checked (--only-intra-group)")
	}
	parts = append(parts, c.GPUVerify.assumptions()...)
	parts = append(parts, c.linkedNote()...)
	for _, d := range c.Defines {
		parts = append(parts, "-D "+d)
	}
	return strings.Join(parts, "; ")
}

// hasFree reports whether a size is unconstrained in some dimension.
func hasFree(d ir.Dims) bool {
	for _, v := range d {
		if v == ir.Unconstrained {
			return true
		}
	}
	return false
}

// checkSaveBoogie fails with exit 1 when SaveBoogie is set and cannot be
// written, or does not end in .bpl (Boogie reads no other), before any
// proof is attempted.
func (c *Config) checkSaveBoogie() error {
	if c.SaveBoogie == "" {
		return nil
	}
	if filepath.Ext(c.SaveBoogie) != ".bpl" {
		return diag.Errorf(diag.CommandLine, "error: --save-boogie=%s: the name must end in .bpl (Boogie reads no other)", c.SaveBoogie)
	}
	f, err := os.OpenFile(c.SaveBoogie, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return diag.Errorf(diag.CommandLine, "error: --save-boogie: %v", err)
	}
	return f.Close()
}

// defined returns the value of -D name, if given.
func (c *Config) defined(name string) (value string, ok bool) {
	for _, d := range c.Defines {
		n, v, _ := strings.Cut(d, "=")
		if n = strings.TrimSpace(n); n == name || strings.HasPrefix(n, name+"(") {
			return strings.TrimSpace(v), true
		}
	}
	return "", false
}
