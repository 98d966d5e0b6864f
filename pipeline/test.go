package pipeline

import (
	"context"
	"fmt"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/interval"
)

// TestOutcome is a passed test of a scan on a device.
type TestOutcome struct {
	Path string
	// Summary says what ran: for the interval test "exclusive scan of
	// length 1024 on DEVICE (32-bit interval monoid; ...)", for
	// Voigtländer's "12 tests (exclusive scan of length 4) in 3 launches
	// on DEVICE".
	Summary string
	Method  string
}

// Test runs the interval-of-summations test (or Voigtländer's tests) of
// a generic scan on an OpenCL device. A failed test is a *diag.Error
// (exit 6) with the first wrong element decoded.
func Test(ctx context.Context, cfg *Config, path string, s *Scan) (*TestOutcome, error) {
	topts, err := cfg.testOptions(path, s, nil)
	if err != nil {
		return nil, err
	}
	if err := elementBuffers(path, topts); err != nil {
		return nil, err
	}
	switch s.Method {
	case "", "interval":
		res, err := runWithContext(ctx, func() (*interval.TestResult, error) { return interval.RunIntervalTest(topts) })
		if err != nil {
			return nil, cfg.testError(ctx, path, err)
		}
		cfg.timings("interval test", res.Timings)
		if len(res.Findings) > 0 {
			return nil, findingsError(path, res.Findings, describeRun(res), failureText(res.Failure))
		}
		if !res.Passed && res.Failure.Unwritten != nil && !res.Failure.Own {
			return nil, unwrittenError(path, res, nil)
		}
		if !res.Passed {
			return nil, diag.Errorf(diag.NotVerified, "%s: error: interval test failed: %s\n  (%s)", path, res.Failure.Long(), describeRun(res))
		}
		return &TestOutcome{Path: path, Method: "interval", Summary: describeRun(res)}, nil
	case "voigtlander":
		topts.Context = ctx
		res, err := runWithContext(ctx, func() (*interval.VoigtlanderResult, error) { return interval.RunVoigtlander(topts) })
		if err != nil {
			return nil, cfg.testError(ctx, path, err)
		}
		cfg.timings("Voigtländer's tests", res.Timings)
		if !res.Passed {
			return nil, diag.Errorf(diag.NotVerified, "%s: error: Voigtländer's tests failed (%s scan of length %d on %s): %v (after %d of %d tests)",
				path, topts.Kind, res.N, res.Device.Name, res.Failure, res.Ran, res.Tests)
		}
		return &TestOutcome{Path: path, Method: "voigtlander", Summary: fmt.Sprintf("%d tests (%s scan of length %d) in %d launches on %s",
			res.Tests, topts.Kind, res.N, res.Launches, res.Device.Name)}, nil
	}
	return nil, diag.Errorf(diag.CommandLine, "error: --method=%s: want interval or voigtlander", s.Method)
}

// describeRun says what was run: "exclusive scan of length 1024 on DEVICE
// (32-bit interval monoid; global size [512], local size [512])".
func describeRun(r *interval.TestResult) string {
	local := "chosen by the runtime"
	if r.Local != nil {
		local = fmt.Sprint(r.Local)
	}
	return fmt.Sprintf("%s scan of length %d on %s (%d-bit interval monoid; global size %v, local size %s%s)",
		r.Kind, r.N, r.Device.Name, r.Monoid.Bits, r.Global, local, map[bool]string{true: "; in place"}[r.InPlace])
}
