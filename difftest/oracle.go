package difftest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/bvgen/bvgen/opencl"
)

// Observation is what Oclgrind saw in one run of a kernel.
type Observation struct {
	Races      int      // data-race reports (distinct sites)
	Divergence int      // barrier-divergence reports
	Other      []string // anything else it reported (out of bounds, ...)
}

// Bad reports whether the run showed a race or barrier divergence.
func (o Observation) Bad() bool { return o.Races > 0 || o.Divergence > 0 }

func (o Observation) String() string {
	s := fmt.Sprintf("%d races, %d divergence", o.Races, o.Divergence)
	if len(o.Other) > 0 {
		s += "; also " + strings.Join(o.Other, "; ")
	}
	return s
}

// Oracle runs a kernel under Oclgrind with its buffers filled by fill
// (nil: each Arg's own Fill), in dir.
type Oracle func(ctx context.Context, k Kernel, dir string, fill func(Arg) Fill) (Observation, error)

// Oclgrind is the oracle: oclgrind-kernel with its data-race checks,
// built without optimisation (see the package comment). It suppresses
// write-write races of equal values; the patterns write values that
// differ, so that hides nothing they do.
func Oclgrind(ctx context.Context, k Kernel, dir string, fill func(Arg) Fill) (Observation, error) {
	if err := os.WriteFile(filepath.Join(dir, "kernel.cl"), []byte(k.Source), 0o644); err != nil {
		return Observation{}, err
	}
	sim := filepath.Join(dir, "kernel.sim")
	if err := os.WriteFile(sim, []byte(k.Simfile("kernel.cl", fill)), 0o644); err != nil {
		return Observation{}, err
	}
	log := filepath.Join(dir, "oclgrind.log")
	_ = os.Remove(log)
	cmd := exec.CommandContext(ctx, "oclgrind-kernel", "--data-races", "--max-errors", "64",
		"--build-options", "-cl-opt-disable", "--log", log, "kernel.sim")
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return Observation{}, fmt.Errorf("oclgrind-kernel: %v: %s", err, tail(out.String()))
	}
	text, err := os.ReadFile(log)
	if err != nil && !os.IsNotExist(err) {
		return Observation{}, err
	}
	return observe(opencl.ParseOclgrindLog(string(text))), nil
}

// observe sorts Oclgrind's findings into races, divergence and the rest.
func observe(fs []opencl.Finding) Observation {
	var o Observation
	for _, f := range fs {
		w := strings.ToLower(f.What)
		switch {
		case strings.Contains(w, "data race"):
			o.Races++
		case strings.Contains(w, "divergence"):
			o.Divergence++
		default:
			o.Other = append(o.Other, f.What)
		}
	}
	return o
}

// tail is the end of a tool's output, for an error message.
func tail(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 600 {
		s = "..." + s[len(s)-600:]
	}
	return s
}
