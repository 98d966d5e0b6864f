package difftest

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"time"

	"github.com/bvgen/bvgen/diag"
)

// Verdict is what the verifier said about a kernel.
type Verdict int

const (
	Verified    Verdict = iota // proved free of races and divergence
	Refuted                    // a race, divergence or failed assertion
	Unsupported                // the front end refused it (clang error, exit 4)
	TimedOut
	Crashed // any other exit: a bug of the verifier
)

func (v Verdict) String() string {
	return [...]string{"verified", "race", "unsupported", "timeout", "error"}[v]
}

// Verifier judges the kernel in file (k with its header) at k's launch;
// detail is its output, kept for the report.
type Verifier func(ctx context.Context, k Kernel, file string) (v Verdict, detail string, err error)

// Bvgen is the verifier under test: the bvgen binary bin, bounded by
// timeout, with the launch on its command line.
func Bvgen(bin string, timeout time.Duration) Verifier {
	return func(ctx context.Context, k Kernel, file string) (Verdict, string, error) {
		args := append([]string{"verify", "--timeout=" + timeout.String()}, k.LaunchFlags()...)
		cmd := exec.CommandContext(ctx, bin, append(args, file)...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			return Crashed, "", err
		}
		code := diag.Code(cmd.ProcessState.ExitCode())
		return verdictOf(code), tail(out.String()), nil
	}
}

// verdictOf reads bvgen's exit code (GPUVerify's numbers).
func verdictOf(c diag.Code) Verdict {
	switch c {
	case diag.OK:
		return Verified
	case diag.NotVerified:
		return Refuted
	case diag.Clang, diag.Unsupported:
		return Unsupported
	case diag.Timeout:
		return TimedOut
	}
	return Crashed
}
