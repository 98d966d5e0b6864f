package interval

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/opencl"
)

// Voigtländer's method (paper §7 and §8; J. Voigtländer, "Much ado about
// two", POPL 2008): a generic scan of length n is correct iff it is correct
// for two operators over {0, 1, 2} on O(n²) inputs. It is the baseline the
// paper compares the single interval test against.

// VoigtlanderOp applies operator op (1 or 2) of Voigtländer's method.
// Both have 0 as identity. op1: x⊕0 = x, 0⊕1 = 1, every other case 2.
// op2: x⊕0 = x, x⊕1 = 1, x⊕2 = 2.
func VoigtlanderOp(op int, a, b uint8) uint8 {
	switch {
	case b == 0:
		return a
	case op == 1 && a == 0 && b == 1:
		return 1
	case op == 1:
		return 2
	default:
		return b
	}
}

// VoigtlanderCount is the number of test inputs for operator op and length
// n: n(n+1)/2 for op1, n-1 for op2.
func VoigtlanderCount(op, n int) int {
	if op == 1 {
		return n * (n + 1) / 2
	}
	return max(n-1, 0)
}

// voigtGen enumerates the inputs of one operator in a fixed order:
// op1: for p in 0..n-1, k in 0..n-p-1: 0^p 1 0^k 2^(n-p-1-k);
// op2: for p in 0..n-2: 0^p 1 2 0^(n-p-2).
type voigtGen struct {
	op, n, p, k int
}

// next writes the next input into dst (length n) and describes it.
func (g *voigtGen) next(dst []uint8) string {
	for i := range dst {
		dst[i] = 0
	}
	var desc string
	if g.op == 1 {
		dst[g.p] = 1
		for i := g.p + 1 + g.k; i < g.n; i++ {
			dst[i] = 2
		}
		desc = runs(dst)
		if g.k++; g.p+1+g.k > g.n {
			g.p, g.k = g.p+1, 0
		}
		return desc
	}
	dst[g.p], dst[g.p+1] = 1, 2
	desc = runs(dst)
	g.p++
	return desc
}

// VoigtlanderInputs returns all inputs of operator op for length n, in the
// order the test runs them (meant for tests and small n).
func VoigtlanderInputs(op, n int) [][]uint8 {
	g := &voigtGen{op: op, n: n}
	out := make([][]uint8, VoigtlanderCount(op, n))
	for i := range out {
		out[i] = make([]uint8, n)
		g.next(out[i])
	}
	return out
}

// VoigtlanderScan is the sequential reference scan with operator op.
func VoigtlanderScan(op int, kind ScanKind, in []uint8) []uint8 {
	out := make([]uint8, len(in))
	var acc uint8
	for i, x := range in {
		if kind == Exclusive {
			out[i] = acc
			acc = VoigtlanderOp(op, acc, x)
		} else {
			acc = VoigtlanderOp(op, acc, x)
			out[i] = acc
		}
	}
	return out
}

// runs renders a sequence compactly, like "0^3 1 0^2 2^4".
func runs(xs []uint8) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j < len(xs) && xs[j] == xs[i] {
			j++
		}
		if j-i == 1 {
			parts = append(parts, fmt.Sprint(xs[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d^%d", xs[i], j-i))
		}
		i = j
	}
	return strings.Join(parts, " ")
}

// VoigtlanderPrelude instantiates a generic kernel with operator op over
// {0,1,2}: TYPE is uint, IDENTITY is 0.
func VoigtlanderPrelude(op int) string {
	var body string
	if op == 1 {
		body = "return b == 0u ? a : (a == 0u && b == 1u) ? 1u : 2u;"
	} else {
		body = "return b == 0u ? a : b;"
	}
	return fmt.Sprintf(`/* bvgen: Voigtländer operator %d over {0,1,2} */
#define TYPE uint
#define IDENTITY 0u
static inline uint bvgen_voigt_op(uint a, uint b) { %s }
#define OPERATOR(a, b) bvgen_voigt_op((a), (b))
`, op, body)
}

// batchMacros make a single-work-group kernel see itself as the only
// group while many groups run side by side: global ids become local ids.
const batchMacros = `/* bvgen: batched Voigtländer run, one input per work group */
static inline size_t bvgen_batch_group(void) { return get_group_id(0); }
#define get_global_id(d) get_local_id(d)
#define get_global_size(d) get_local_size(d)
#define get_group_id(d) ((size_t)0)
#define get_num_groups(d) ((size_t)1)
#define get_global_offset(d) ((size_t)0)
`

// BatchSource rewrites a single-work-group kernel so that work group g
// works on its own slice of every __global (or __constant) buffer: each such
// pointer parameter p is renamed bvgen_base_p, and the body starts with
// "p = bvgen_base_p + bvgen_batch_group() * stride" (bvgen_batch_group is
// defined before the macros, so it calls the real get_group_id). Together with
// batchMacros this runs one Voigtländer input per work group in a single
// launch. Line numbers are kept: all insertions are on existing lines.
func BatchSource(src string, decl *csource.KernelDecl, stride int) string {
	type edit struct {
		at, del int
		text    string
	}
	var decls []string
	var edits []edit
	for _, p := range decl.Params {
		if !p.Pointer || (p.Space != "global" && p.Space != "constant") {
			continue
		}
		base := "bvgen_base_" + p.Name
		local := p.Text
		if strings.Contains(local, "[") {
			local = fmt.Sprintf("__%s %s *%s", p.Space, p.Type, p.Name)
		}
		decls = append(decls, fmt.Sprintf(" %s = %s + bvgen_batch_group() * (size_t)%d;", local, base, stride))
		edits = append(edits, edit{at: p.NamePos, del: len(p.Name), text: base})
	}
	edits = append(edits, edit{at: decl.BodyStart + 1, text: strings.Join(decls, "")})
	sort.Slice(edits, func(i, j int) bool { return edits[i].at > edits[j].at })
	for _, e := range edits {
		src = src[:e.at] + e.text + src[e.at+e.del:]
	}
	return src
}

// VoigtlanderFailure is the first failing Voigtländer test.
type VoigtlanderFailure struct {
	Operator int     // 1 or 2
	Test     int     // 0-based index of the input among the operator's inputs
	Count    int     // number of inputs of the operator
	Input    []uint8 // the input
	Index    int     // first wrong output index
	Got      uint32
	Want     uint32
}

func (f *VoigtlanderFailure) Error() string {
	return fmt.Sprintf("operator %d, input %s (test %d of %d): out[%d] = %d, expected %d",
		f.Operator, runs(f.Input), f.Test+1, f.Count, f.Index, f.Got, f.Want)
}

// VoigtlanderResult is the outcome of RunVoigtlander.
type VoigtlanderResult struct {
	Passed   bool
	Kernel   string
	N        int
	Tests    int // number of tests of the method: n(n+1)/2 + n-1
	Ran      int // tests actually run (fewer after a failure)
	Launches int
	Batched  bool // one input per work group (else one launch per input)
	Failure  *VoigtlanderFailure
	Device   opencl.DeviceInfo
	Timings  opencl.Timings
}

// Summary is a one-line report: "PASS ..." or "FAIL ...: operator ...".
func (r *VoigtlanderResult) Summary() string {
	mode := "one input per launch"
	if r.Batched {
		mode = "one input per work group"
	}
	head := fmt.Sprintf("Voigtländer tests of %s (n = %d, %d tests, %s, %d launches) on %s",
		r.Kernel, r.N, r.Tests, mode, r.Launches, r.Device.Name)
	if r.Passed {
		return "PASS " + head
	}
	return fmt.Sprintf("FAIL %s: %v (after %d tests)", head, r.Failure, r.Ran)
}

// maxBatchBytes bounds the size of one buffer of a batched launch.
const maxBatchBytes = 16 << 20

// RunVoigtlander runs Voigtländer's tests for o.N on the kernel (same
// options as RunIntervalTest). When the launch is a single work group, the
// kernel is rewritten with BatchSource and each launch runs a batch of
// inputs, one per work group (the "wrapper" of §7 that pays set-up and
// compilation once); otherwise every input is one launch. It stops at the
// first failing batch.
func RunVoigtlander(o TestOptions) (*VoigtlanderResult, error) {
	var t opencl.Timings
	s, err := o.prepare(&t)
	if err != nil {
		return nil, err
	}
	n := o.N
	res := &VoigtlanderResult{Kernel: s.decl.Name, N: n, Device: s.exec.Device(), Tests: VoigtlanderCount(1, n) + VoigtlanderCount(2, n)}
	res.Batched = s.local != nil && equalInts(s.local, s.global)
	src := s.src
	if res.Batched {
		src = batchMacros + fmt.Sprintf("#line 1 %q\n", s.file) + BatchSource(s.src, s.decl, n)
	}
	for op := 1; op <= 2; op++ {
		prog, d, err := s.exec.Build(WithPrelude(VoigtlanderPrelude(op), src, s.file), s.opts)
		t.Build += d
		if err != nil {
			return nil, err
		}
		if err := s.voigtlanderOp(&o, prog, op, res, &t); err != nil {
			return nil, err
		}
		if res.Failure != nil {
			break
		}
	}
	res.Passed = res.Failure == nil
	res.Timings = t
	return res, nil
}

// voigtlanderOp runs all inputs of one operator in batches.
func (s *setup) voigtlanderOp(o *TestOptions, prog *opencl.Program, op int, res *VoigtlanderResult, t *opencl.Timings) error {
	n, total := o.N, VoigtlanderCount(op, o.N)
	batch := 1
	if res.Batched {
		batch = max(1, min(total, maxBatchBytes/(4*n)))
	}
	g := &voigtGen{op: op, n: n}
	inputs := make([][]uint8, batch)
	for i := range inputs {
		inputs[i] = make([]uint8, n)
	}
	for done := 0; done < total; done += batch {
		if o.Context != nil && o.Context.Err() != nil {
			return o.Context.Err()
		}
		b := min(batch, total-done)
		start := time.Now()
		for i := 0; i < b; i++ {
			g.next(inputs[i])
		}
		inBuf := &opencl.Buffer{Data: make([]byte, 4*n*b)}
		putCodes(inBuf.Data, 4, func(i int) uint64 { return uint64(inputs[i/n][i%n]) })
		outBuf := inBuf
		if s.in != s.out {
			outBuf = &opencl.Buffer{Data: make([]byte, 4*n*b)}
			putCodes(outBuf.Data, 4, func(int) uint64 { return 3 }) // not a value: "unwritten"
		}
		outBuf.ReadBack = true
		args, err := s.args(o, n, b, 4, inBuf, outBuf, func(csource.Param, int) uint64 { return 3 })
		if err != nil {
			return err
		}
		global := append([]int(nil), s.global...)
		global[0] *= b
		t.Transfer += time.Since(start)
		rt, err := prog.Run(opencl.Launch{Kernel: s.decl.Name, Args: args, Global: global, Local: s.local})
		t.Add(rt)
		res.Launches++
		if err != nil {
			return err
		}
		start = time.Now()
		for i := 0; i < b; i++ {
			want := VoigtlanderScan(op, o.Kind, inputs[i])
			for k := range want {
				got := getCode(outBuf.Data, 4, i*n+k)
				if got != uint64(want[k]) {
					res.Failure = &VoigtlanderFailure{Operator: op, Test: done + i, Count: total, Input: append([]uint8(nil), inputs[i]...),
						Index: k, Got: uint32(got), Want: uint32(want[k])}
					break
				}
			}
			if res.Failure != nil {
				break
			}
		}
		res.Ran += b
		t.Check += time.Since(start)
		if res.Failure != nil {
			return nil
		}
	}
	return nil
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
