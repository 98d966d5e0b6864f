package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/genericity"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

func newCheckCmd() *cobra.Command {
	var o options
	var s scanFlags
	cmd := &cobra.Command{
		Use:   "check [flags] kernel.cl",
		Short: "prove a generic scan correct for every monoid: genericity, race freedom and the interval test",
		Long: `bvgen check proves a generic prefix sum functionally correct for every monoid
(POPL14): it checks that the kernel is generic (values of TYPE flow only through
OPERATOR, loads, stores and copies), runs the interval-of-summations test on an
OpenCL device, and proves the kernel free of data races and barrier divergence
with OPERATOR uninterpreted. Exit codes: 0 proved; 4 not generic (the theorem
does not apply); 6 a race, divergence or a failed interval test; others as for
verify and test.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := o.context()
			defer cancel()
			return o.check(ctx, args[0], &s, cmd.OutOrStdout())
		},
	}
	o.register(cmd)
	s.register(cmd, false)
	return cmd
}

// check runs `bvgen check`: the genericity check (cheap; nothing else means
// anything for a kernel that is not generic), the race proof and the
// interval test, the last two concurrently. The proof's failures are
// reported first, so that a racy kernel is reported as racy even when its
// run also failed.
func (o *options) check(ctx context.Context, path string, s *scanFlags, w io.Writer) error {
	start := time.Now()
	g, err := o.launch()
	if err != nil {
		return err
	}
	topts, err := o.testOptions(path, s, g)
	if err != nil {
		return err
	}
	n := topts.N
	// The proof must be about the launch that is tested: without geometry
	// flags both use one work group of n work items.
	if g == nil {
		g = &launch{global: []int{n}, local: []int{n}}
		topts.GlobalSize, topts.LocalSize = g.global, g.local
	}
	if o.onlyIntraGroup && len(g.global) > 0 && product(g.groups()) > 1 {
		return exitf(ExitCommandLine, "error: --only-intra-group: check needs races between work groups proved too when it runs %v work groups", g.groups())
	}
	vo := o.proofOptions(g, topts)
	decl, in, out, err := topts.Buffers()
	if err != nil {
		return intervalExit(path, err)
	}

	// The interval test (about a second, mostly the device compiler) runs
	// in the background from here on, beside the genericity check and the
	// race proof.
	type outcome struct {
		res *interval.TestResult
		err error
	}
	tested := make(chan outcome, 1)
	go func() {
		res, err := interval.RunIntervalTest(topts)
		tested <- outcome{res, err}
	}()

	// 1. Genericity.
	gstart := time.Now()
	viol, err := vo.genericity(ctx, path, decl.Name, in.Name, out.Name)
	if err != nil {
		return err
	}
	o.stage("genericity check", gstart)
	if len(viol) > 0 {
		return notGeneric(w, path, viol)
	}

	// 2. Race freedom with OPERATOR uninterpreted, in the background too.
	vo.defines = append(vo.defines, genericity.AbstractDefines(genericity.Widths[0])...)
	type proofOutcome struct {
		res     *prover.Result
		origins twothread.Origins
		err     error
	}
	proved := make(chan proofOutcome, 1)
	go func() {
		_, red, err := vo.translate(ctx, path)
		if err != nil {
			proved <- proofOutcome{nil, nil, err}
			return
		}
		res, err := vo.runBoogie(ctx, red.Program)
		proved <- proofOutcome{res, red.Origins, err}
	}()

	// 3. The interval test's outcome; an error (no device, a build
	// failure) ends check here, and returning cancels the proof.
	var res *interval.TestResult
	select {
	case t := <-tested:
		if t.err != nil {
			return o.testError(path, t.err)
		}
		res = t.res
	case <-ctx.Done():
		return o.testError(path, ctx.Err())
	}
	o.timings("interval test", res.Timings)

	p := <-proved
	if p.err != nil {
		return p.err
	}
	defer o.stage("total", start)
	if err := o.raceVerdict(w, path, p.res, p.origins, res); err != nil {
		return err
	}
	if !res.Passed {
		return exitf(ExitNotVerified, "%s: error: interval test failed (the kernel is race-free and generic, so it is not a correct %s scan for every monoid): %s\n  (%s)",
			path, res.Kind, res.Failure.Long(), describeRun(res))
	}
	fmt.Fprintf(w, "%s: functionally correct generic %s scan of length %d (race-free for every monoid; interval test passed on %s)\n",
		path, res.Kind, res.N, res.Device.Name)
	fmt.Fprintf(w, "  assuming %s\n", o.checkAssumptions(g, res))
	return nil
}

// proofOptions are the options of the genericity check and the race proof:
// the tested launch as flags, and -D N=n when the source mentions N and
// the flags do not define it.
func (o *options) proofOptions(g *launch, topts interval.TestOptions) options {
	vo := *o
	vo.localSize, vo.numGroups, vo.globalSize = dimsFlag(g.local), dimsFlag(g.groups()), ""
	vo.defines = append([]string(nil), o.defines...)
	if _, ok := o.defined("N"); !ok && csource.Mentions(topts.Source, "N") {
		vo.defines = append(vo.defines, fmt.Sprintf("N=%d", topts.N))
	}
	return vo
}

// notGeneric prints the genericity violations with their source lines and
// returns the exit-4 error.
func notGeneric(w io.Writer, path string, viol []genericity.Violation) error {
	src := readLines(path)
	for _, v := range viol {
		fmt.Fprintln(w, v.Error())
		if line := sourceLine(src, v.Pos); line != "" {
			fmt.Fprintf(w, "      %s\n", line)
		}
	}
	return exitf(ExitTranslation, "%s: not generic: %d violation(s); bvgen check proves only generic scans correct (values of TYPE may flow only through OPERATOR, loads, stores and copies)", path, len(viol))
}

// raceVerdict returns nil when the race proof verified, else the error to
// exit with (after printing the proof's failures, and the interval test's
// failure beside them).
func (o *options) raceVerdict(w io.Writer, path string, proof *prover.Result, origins twothread.Origins, res *interval.TestResult) error {
	switch proof.Status {
	case prover.StatusVerified:
		return nil
	case prover.StatusFailed:
		n := printFailures(w, proof.Failures, origins, readLines(path))
		if !res.Passed {
			fmt.Fprintf(w, "%s: error: interval test failed too (a run of a kernel with data races means little): %s\n", path, res.Failure.Long())
		}
		return exitf(ExitNotVerified, "%s: not verified: %d error(s) in the race proof (with OPERATOR uninterpreted, for every monoid)", path, n)
	case prover.StatusTimeout:
		return exitf(ExitTimeout, "%s: error: the race proof timed out (--timeout=%s)", path, o.timeout)
	case prover.StatusInconclusive:
		return exitf(ExitNotVerified, "%s: error: the prover could not decide some verification conditions of the race proof (inconclusive): not verified", path)
	}
	var diags []string
	for _, d := range proof.Diagnostics {
		diags = append(diags, d.String())
	}
	return exitf(ExitBoogieInternal, "%s: internal error: Boogie rejected the generated program (%s):\n%s", path, proof.Status, strings.Join(diags, "\n"))
}

// genericity compiles the kernel with the abstract instantiations of
// TYPE (4- and 8-byte typedefs) and checks it, including that the input
// and output buffers are arrays of TYPE (Definition 4.2). It returns the
// violations of the first instantiation that has any.
func (o *options) genericity(ctx context.Context, path, kernel, in, out string) ([]genericity.Violation, error) {
	for _, bits := range genericity.Widths {
		defs := append(append([]string(nil), o.defines...), genericity.AbstractDefines(bits)...)
		m, err := frontend.Load(ctx, frontend.Options{Path: path, Defines: defs, Includes: o.includes})
		if err != nil {
			return nil, frontendExit(err)
		}
		var k *ir.Function
		for _, f := range m.Kernels {
			if f.Name == kernel {
				k = f
			}
		}
		if k == nil {
			return nil, exitf(ExitTranslation, "%s: error: kernel %s not found in the compiled module", path, kernel)
		}
		opts := genericity.AbstractOptions(bits)
		res := genericity.CheckFunction(k, opts)
		viol := append([]genericity.Violation(nil), res.Violations...)
		for _, b := range []struct{ what, name string }{{"input", in}, {"output", out}} {
			if v, ok := bufferViolation(k, opts, b.what, b.name); !ok {
				viol = append([]genericity.Violation{v}, viol...)
			}
			if in == out {
				break
			}
		}
		if o.verbose {
			var names []string
			for _, a := range res.ElemArrays {
				names = append(names, a.Name)
			}
			fmt.Fprintf(os.Stderr, "bvgen: genericity (%d-bit TYPE): arrays of TYPE: %s; %d OPERATOR application(s); %d violation(s)\n",
				bits, strings.Join(names, ", "), res.Operators, len(viol))
		}
		if len(viol) > 0 {
			return viol, nil
		}
	}
	return nil, nil
}

// bufferViolation checks that kernel parameter name is a pointer to TYPE.
func bufferViolation(k *ir.Function, opts genericity.Options, what, name string) (genericity.Violation, bool) {
	for _, p := range k.Params {
		if p.Name != name {
			continue
		}
		if p.Array != nil && opts.IsElemArray(p.Array) {
			return genericity.Violation{}, true
		}
		typ := "a scalar"
		if p.Array != nil {
			typ = fmt.Sprintf("__%s %s *", p.Array.Space, p.Array.TypeName)
		}
		return genericity.Violation{Pos: k.Pos, Msg: fmt.Sprintf("not generic: the %s buffer %s is %s, not __global TYPE * (a generic scan reads and writes arrays of TYPE; define TYPE only under #ifndef TYPE so that bvgen can instantiate it)", what, name, typ)}, false
	}
	return genericity.Violation{Pos: k.Pos, Msg: fmt.Sprintf("not generic: kernel %s has no parameter %s for the %s buffer", k.Name, name, what)}, false
}

// checkAssumptions says what the verdict of check assumed.
func (o *options) checkAssumptions(g *launch, r *interval.TestResult) string {
	parts := []string{fmt.Sprintf("local size %v", g.local), fmt.Sprintf("number of groups %v", g.groups())}
	if o.onlyIntraGroup {
		parts = append(parts, "races between work groups not checked (--only-intra-group)")
	}
	for _, d := range o.defines {
		parts = append(parts, "-D "+d)
	}
	if r.InPlace {
		parts = append(parts, "in place")
	}
	return strings.Join(parts, "; ")
}

// groups is the number of work groups per dimension.
func (l *launch) groups() []int {
	out := make([]int, len(l.global))
	for i := range out {
		out[i] = l.global[i] / l.local[i]
	}
	return out
}

// dimsFlag renders sizes as a geometry flag value: "64" or "[64,2]".
func dimsFlag(xs []int) string {
	var s []string
	for _, x := range xs {
		s = append(s, strconv.Itoa(x))
	}
	if len(s) == 1 {
		return s[0]
	}
	return "[" + strings.Join(s, ",") + "]"
}

func product(xs []int) int {
	p := 1
	for _, x := range xs {
		p *= x
	}
	return p
}
