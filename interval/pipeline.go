package interval

import (
	"fmt"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/opencl"
)

// PipelineTest is the interval-of-summations test of a device-wide scan: a
// sequence of launches (and host steps that only move or fill buffers)
// over buffers allocated once. POPL14 Theorem 4.5 applies to the whole
// sequence when every launch is generic and race-free (each is then
// deterministic, Lemma 5.4, and so is their composition): one run on
// in[k] = (k,k) decides correctness for every monoid at this n.
type PipelineTest struct {
	Device string
	N      int
	Kind   ScanKind
	// Buffers, Input and Output: the input buffer is filled with
	// in[k] = (k,k) for k < N and top beyond (Definition 4.4); other TYPE
	// buffers with the unwritten codes of their cells (instrument.go),
	// integer buffers with zeros. Every buffer has guard cells past its
	// end, checked after each step that passes it. Each launch's __local
	// and private TYPE memory is filled too (Instrument).
	Buffers       []PipeBuffer
	Input, Output int
	Steps         []PipeStep
}

// PipeBuffer is a buffer of Elems elements: of TYPE when ElemBytes is 0
// (the monoid's width), else integers of ElemBytes bytes.
type PipeBuffer struct {
	Name      string
	Elems     int
	ElemBytes int
}

// PipeStep is one step: a launch, a copy or a fill. It is a closed sum.
type PipeStep interface{ isPipeStep() }

// PipeLaunch runs one kernel. Source is the kernel text without TYPE,
// OPERATOR and IDENTITY (the prelude instantiates them); File names it in
// build logs.
type PipeLaunch struct {
	Name          string // for messages: "launch 2 (scan_totals)"
	Source, File  string
	Kernel        string
	Options       opencl.BuildOptions
	Global, Local []int
	Args          []PipeArg
}

// PipeArg is a kernel argument: exactly one of Buffer (index into
// PipelineTest.Buffers, >= 0 when set), Local (elements of TYPE, or bytes
// when LocalBytes), Scalar.
type PipeArg struct {
	Buffer     int
	Local      int
	LocalBytes bool
	Scalar     *opencl.Scalar
}

// PipeCopy copies Count elements from From[FromOff..] to To[ToOff..].
type PipeCopy struct {
	Name                  string
	From, To              int
	FromOff, ToOff, Count int
}

// PipeFill writes the identity into Count elements of Buffer from Off.
type PipeFill struct {
	Name               string
	Buffer, Off, Count int
}

func (*PipeLaunch) isPipeStep() {}
func (*PipeCopy) isPipeStep()   {}
func (*PipeFill) isPipeStep()   {}

// PipelineResult is the outcome of RunPipeline.
type PipelineResult struct {
	Passed  bool
	Failure *Mismatch
	// Step is the index of the step that wrote past the end of a buffer,
	// or -1 when the failure is in the output (or there is none).
	Step    int
	Device  opencl.DeviceInfo
	Monoid  Monoid
	Timings opencl.Timings
	// Findings are what the device reported on its own (Oclgrind's
	// checks); a run with findings does not pass.
	Findings []opencl.Finding
}

// guardCells is the number of cells past each buffer's end that must
// still hold their fill after every step.
func guardCells(elems int) int { return min(elems, 1024) }

// pipeRun is one run's state.
type pipeRun struct {
	t      *PipelineTest
	m      Monoid
	exec   *opencl.Executor
	bufs   []*opencl.DeviceBuffer
	region []int // each TYPE buffer's region of unwritten codes; -1 for the input and integer buffers
	rs     Regions
	tm     opencl.Timings
}

// RunPipeline runs the interval test of a pipeline on a device. An error
// means the test could not run; a wrong result is Passed == false with
// Failure decoded.
func RunPipeline(t PipelineTest) (*PipelineResult, error) {
	m, err := ForN(t.N)
	if err != nil {
		return nil, opencl.Usage(err)
	}
	exec, d, err := opencl.Open(t.Device)
	if err != nil {
		return nil, err
	}
	r := &pipeRun{t: &t, m: m, exec: exec}
	r.tm.Setup += d
	defer r.release()
	if err := r.numberBuffers(); err != nil {
		return nil, err
	}
	if err := r.checkMemory(); err != nil {
		return nil, err
	}
	progs, err := r.build()
	if err != nil {
		return nil, err
	}
	h, err := r.helpers()
	if err != nil {
		return nil, err
	}
	if err := r.allocate(h); err != nil {
		return nil, err
	}
	res := &PipelineResult{Device: exec.Device(), Monoid: m, Step: -1}
	for i, s := range t.Steps {
		bad, err := r.step(s, progs[i])
		res.Findings = append(res.Findings, exec.Findings()...)
		if err != nil {
			return nil, err
		}
		if bad != nil {
			res.Failure, res.Step = bad, i
			res.Timings = r.tm
			return res, nil
		}
	}
	if res.Failure, err = r.checkOutput(h); err != nil {
		return nil, err
	}
	res.Findings = append(res.Findings, exec.Findings()...)
	res.Passed = res.Failure == nil && len(res.Findings) == 0
	res.Timings = r.tm
	return res, nil
}

// numberBuffers gives each TYPE buffer but the input a region.
func (r *pipeRun) numberBuffers() error {
	for i, b := range r.t.Buffers {
		region := -1
		if b.ElemBytes == 0 && i != r.t.Input {
			var err error
			if region, err = r.rs.Add(Region{What: "buffer", Name: b.Name}); err != nil {
				return opencl.Usage(err)
			}
		}
		r.region = append(r.region, region)
	}
	return nil
}

// build instruments and compiles each launch's program (the executor
// caches programs by source and options, so a kernel launched twice with
// the same instrumentation is built once).
func (r *pipeRun) build() ([]*opencl.Program, error) {
	progs := make([]*opencl.Program, len(r.t.Steps))
	prelude := Prelude(r.m)
	for i, s := range r.t.Steps {
		l, ok := s.(*PipeLaunch)
		if !ok {
			continue
		}
		src, err := r.instrument(l)
		if err != nil {
			return nil, err
		}
		p, d, err := r.exec.Build(WithPrelude(prelude, src, l.File), l.Options)
		r.tm.Build += d
		if err != nil {
			return nil, err
		}
		progs[i] = p
	}
	return progs, nil
}

// instrument rewrites a launch's kernel (Instrument) with the sizes of
// its __local buffers.
func (r *pipeRun) instrument(l *PipeLaunch) (string, error) {
	decl, err := csource.FindKernel(l.Source, l.Kernel)
	if err != nil {
		return "", opencl.Usagef("%s: %s: %w", l.Name, l.File, err)
	}
	elems := map[int]int{}
	for j, a := range l.Args {
		if a.Scalar != nil || a.Buffer >= 0 {
			continue
		}
		if a.LocalBytes {
			elems[j] = a.Local / r.m.Bytes()
		} else {
			elems[j] = a.Local
		}
	}
	return Instrument(l.Source, l.File, decl, elems, &r.rs)
}

// allocate creates every buffer with its guard cells and fills it on the
// device: the input with in[k] = (k,k) and top beyond n (Definition 4.4),
// other TYPE buffers with their unwritten codes, integer buffers with
// zeros.
func (r *pipeRun) allocate(h *opencl.Program) error {
	for i := range r.t.Buffers {
		db, err := r.fillOnDevice(h, i)
		if err != nil {
			return err
		}
		r.bufs = append(r.bufs, db)
	}
	return nil
}

func (r *pipeRun) release() {
	for _, b := range r.bufs {
		b.Release()
	}
}

// width is the element width of buffer i in bytes.
func (r *pipeRun) width(i int) int {
	if w := r.t.Buffers[i].ElemBytes; w != 0 {
		return w
	}
	return r.m.Bytes()
}

// Sizes are the bytes of each buffer of the test with its guard cells,
// as RunPipeline allocates them.
func (t *PipelineTest) Sizes() ([]int64, error) {
	m, err := ForN(t.N)
	if err != nil {
		return nil, err
	}
	out := make([]int64, len(t.Buffers))
	for i, b := range t.Buffers {
		w := b.ElemBytes
		if w == 0 {
			w = m.Bytes()
		}
		out[i] = int64(b.Elems+guardCells(b.Elems)) * int64(w)
	}
	return out, nil
}

// checkMemory checks every buffer, and all of them together, against the
// device's limits before anything is allocated.
func (r *pipeRun) checkMemory() error {
	sizes, err := r.t.Sizes()
	if err != nil {
		return opencl.Usage(err)
	}
	var total int64
	for i, b := range r.t.Buffers {
		total += sizes[i]
		what := fmt.Sprintf("buffer %s (%d elements of %d bytes, with %d guard cells)", b.Name, b.Elems, sizes[i]/int64(b.Elems+guardCells(b.Elems)), guardCells(b.Elems))
		if err := r.exec.CheckAlloc(what, sizes[i], total); err != nil {
			err.(*opencl.AllocError).N = r.t.N
			return err
		}
	}
	return nil
}
