package interval

import (
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
	// buffers with the "unwritten" code (treated as top by the operator),
	// integer buffers with zeros. Every buffer has guard cells past its
	// end, checked after each step that passes it.
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
}

// guardCells is the number of cells past each buffer's end that must
// still hold their fill after every step.
func guardCells(elems int) int { return min(elems, 1024) }

// pipeRun is one run's state.
type pipeRun struct {
	t    *PipelineTest
	m    Monoid
	exec *opencl.Executor
	bufs []*opencl.DeviceBuffer
	fill []uint64 // each buffer's fill code (guards)
	tm   opencl.Timings
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
	res.Passed = res.Failure == nil
	res.Timings = r.tm
	return res, nil
}

// build compiles each launch's program (the executor caches programs by
// source and options, so a kernel launched twice is built once).
func (r *pipeRun) build() ([]*opencl.Program, error) {
	progs := make([]*opencl.Program, len(r.t.Steps))
	prelude := Prelude(r.m)
	for i, s := range r.t.Steps {
		l, ok := s.(*PipeLaunch)
		if !ok {
			continue
		}
		p, d, err := r.exec.Build(WithPrelude(prelude, l.Source, l.File), l.Options)
		r.tm.Build += d
		if err != nil {
			return nil, err
		}
		progs[i] = p
	}
	return progs, nil
}

// allocate creates every buffer with its guard cells and fills it on the
// device: the input with in[k] = (k,k) and top beyond n (Definition 4.4),
// other TYPE buffers with the unwritten code (top to the operator),
// integer buffers with zeros.
func (r *pipeRun) allocate(h *opencl.Program) error {
	for i, b := range r.t.Buffers {
		fill := uint64(0)
		if b.ElemBytes == 0 {
			fill = r.m.Unwritten()
		}
		if i == r.t.Input {
			fill = r.m.Top()
		}
		r.fill = append(r.fill, fill)
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
