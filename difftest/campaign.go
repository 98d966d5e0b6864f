package difftest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Class is how the two tools' answers relate.
type Class int

const (
	Unsound        Class = iota // Oclgrind saw a race or divergence that bvgen verified
	Agree                       // both clean, or both found a problem
	InputDependent              // bvgen's race shows under Oclgrind on another input
	FalseAlarm                  // bvgen reports a problem no input tried shows
	Stricter                    // bvgen's race breaks a rule Oclgrind does not check (patterns' stricter)
	NotSupported                // bvgen refused the kernel
	Timeout                     // bvgen ran out of time
	VerifierError               // bvgen failed otherwise
	OracleError                 // Oclgrind failed to run the kernel
	numClasses
)

var classNames = [numClasses]string{"unsound", "agree", "agree (input-dependent)", "false alarm",
	"agree (rule Oclgrind does not check)", "unsupported", "timeout", "bvgen error", "oracle error"}

func (c Class) String() string { return classNames[c] }

// Result is one kernel's outcome.
type Result struct {
	Kernel  Kernel
	Oracle  Observation
	Verdict Verdict
	Class   Class
	Detail  string        // the verifier's output, or the error
	Time    time.Duration // the verifier's time
}

// Options configure a campaign.
type Options struct {
	Dir    string // one subfolder per kernel is written here, and kept
	Jobs   int    // kernels judged at once
	Oracle Oracle // Oclgrind when nil
}

// altFills are the other inputs a kernel bvgen refutes is re-run on
// before its race counts as a false alarm: every buffer all zeros (every
// work item at one cell), small values (data-dependent indices collide),
// all -1 (data-dependent conditions flip), then the ranges reversed.
var altFills = []func(Arg) Fill{
	func(Arg) Fill { return FillZero },
	func(Arg) Fill { return FillSmall },
	func(Arg) Fill { return FillNegative },
	func(a Arg) Fill {
		if a.Fill == FillRange {
			return FillReverse
		}
		return a.Fill
	},
}

// Run judges every kernel with the oracle and v, Jobs at a time, and
// returns the results in the kernels' order.
func Run(ctx context.Context, ks []Kernel, v Verifier, o Options) []Result {
	oracle := o.Oracle
	if oracle == nil {
		oracle = Oclgrind
	}
	out := make([]Result, len(ks))
	next := make(chan int)
	var wg sync.WaitGroup
	for j := 0; j < max(o.Jobs, 1); j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = judge(ctx, ks[i], v, oracle, filepath.Join(o.Dir, ks[i].ID))
			}
		}()
	}
	for i := range ks {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// judge runs one kernel through both tools and classifies it.
func judge(ctx context.Context, k Kernel, v Verifier, oracle Oracle, dir string) Result {
	r := Result{Kernel: k}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		r.Class, r.Detail = OracleError, err.Error()
		return r
	}
	obs, err := oracle(ctx, k, dir, nil)
	if err != nil {
		r.Class, r.Detail = OracleError, err.Error()
		return r
	}
	r.Oracle = obs
	expect := "pass"
	if obs.Bad() {
		expect = "xfail:NOT_ALL_VERIFIED"
	}
	file := filepath.Join(dir, k.Name+".cl")
	if err := os.WriteFile(file, []byte(k.Header(expect)+k.Source), 0o644); err != nil {
		r.Class, r.Detail = VerifierError, err.Error()
		return r
	}
	start := time.Now()
	r.Verdict, r.Detail, err = v(ctx, k, file)
	r.Time = time.Since(start)
	if err != nil {
		r.Verdict, r.Detail = Crashed, err.Error()
	}
	r.Class = classify(ctx, k, r, oracle, dir)
	return r
}

// classify compares the verdict with the oracle's observation; a race
// only bvgen reports is tried on the other inputs first.
func classify(ctx context.Context, k Kernel, r Result, oracle Oracle, dir string) Class {
	switch r.Verdict {
	case Unsupported:
		return NotSupported
	case TimedOut:
		return Timeout
	case Crashed:
		return VerifierError
	case Verified:
		if r.Oracle.Bad() {
			return Unsound
		}
		return Agree
	}
	if r.Oracle.Bad() {
		return Agree
	}
	for _, fill := range altFills {
		obs, err := oracle(ctx, k, dir, fill)
		if err == nil && obs.Bad() {
			return InputDependent
		}
	}
	if stricterRule(k) != "" {
		return Stricter
	}
	return FalseAlarm
}

// Check fails on what must never happen in a campaign: an unsound
// verdict, and a bvgen or oracle error (a bug of bvgen or of the
// generator). The error names each kernel.
func Check(rs []Result) error {
	var bad []string
	for _, r := range rs {
		switch r.Class {
		case Unsound, VerifierError, OracleError:
			bad = append(bad, fmt.Sprintf("%s: %s", r.Class, r.Describe()))
		}
	}
	if len(bad) == 0 {
		return nil
	}
	return fmt.Errorf("%d of %d kernels:\n  %s", len(bad), len(rs), strings.Join(bad, "\n  "))
}

// UnsoundResults returns the results bvgen got wrong in the unsafe direction.
func UnsoundResults(rs []Result) []Result {
	var out []Result
	for _, r := range rs {
		if r.Class == Unsound {
			out = append(out, r)
		}
	}
	return out
}

// Describe is one line naming a result, for test failures and logs.
func (r Result) Describe() string {
	return fmt.Sprintf("%s (%s%s): Oclgrind %s; bvgen %s", r.Kernel.ID, r.Kernel.Pattern,
		mutationNote(r.Kernel.Mutation), r.Oracle, r.Verdict)
}

// stricterRule is the rule k breaks that Oclgrind does not check, if its
// pattern row names one for k's form.
func stricterRule(k Kernel) string { return patternOf(k).stricter[k.Mutation] }

// falseAlarmWhy is why bvgen is known to refute k's form, if its pattern
// row says.
func falseAlarmWhy(k Kernel) string { return patternOf(k).falseAlarms[k.Mutation] }

func patternOf(k Kernel) pattern {
	for _, p := range patterns {
		if p.name == k.Pattern {
			return p
		}
	}
	return pattern{}
}
