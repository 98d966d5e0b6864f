package interval

import (
	"fmt"
	"time"

	"github.com/bvgen/bvgen/opencl"
)

// step runs one step and checks the guard cells of the buffers it wrote.
func (r *pipeRun) step(s PipeStep, prog *opencl.Program) (*Mismatch, error) {
	switch s := s.(type) {
	case *PipeLaunch:
		args := make([]opencl.Arg, len(s.Args))
		var touched []int
		for j, a := range s.Args {
			switch {
			case a.Scalar != nil:
				args[j] = *a.Scalar
			case a.Buffer >= 0:
				args[j] = r.bufs[a.Buffer]
				touched = append(touched, a.Buffer)
			case a.LocalBytes:
				args[j] = opencl.LocalMem{Bytes: a.Local}
			default:
				args[j] = opencl.LocalMem{Bytes: a.Local * r.m.Bytes()}
			}
		}
		rt, err := prog.Run(opencl.Launch{Kernel: s.Kernel, Args: args, Global: s.Global, Local: s.Local})
		r.tm.Add(rt)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Name, err)
		}
		return r.checkGuards(s.Name, touched)
	case *PipeCopy:
		w := r.width(s.From)
		data := make([]byte, s.Count*w)
		d1, err := r.bufs[s.From].Read(s.FromOff*w, data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Name, err)
		}
		d2, err := r.bufs[s.To].Write(s.ToOff*w, data)
		r.tm.Transfer += d1 + d2
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Name, err)
		}
	case *PipeFill:
		w := r.width(s.Buffer)
		data := make([]byte, s.Count*w)
		id := r.m.Identity()
		putCodes(data, w, func(int) uint64 { return id })
		d, err := r.bufs[s.Buffer].Write(s.Off*w, data)
		r.tm.Transfer += d
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Name, err)
		}
	}
	return nil, nil
}

// checkGuards reads the guard cells of the buffers a launch was passed:
// a launch that wrote past the end of a buffer fails the test there (the
// race proof does not check bounds).
func (r *pipeRun) checkGuards(step string, bufs []int) (*Mismatch, error) {
	start := time.Now()
	defer func() { r.tm.Check += time.Since(start) }()
	for _, i := range bufs {
		b := r.t.Buffers[i]
		w, g := r.width(i), guardCells(b.Elems)
		data := make([]byte, g*w)
		d, err := r.bufs[i].Read(b.Elems*w, data)
		r.tm.Transfer += d
		if err != nil {
			return nil, err
		}
		for k := 0; k < g; k++ {
			if c, fill := getCode(data, w, k), r.fillCode(i, b.Elems+k); c != fill {
				return &Mismatch{Index: b.Elems + k, Got: r.decode(i, c), Want: r.decode(i, fill), Wrong: 1, Kind: r.t.Kind,
					Reason: fmt.Sprintf("%s wrote past the end of buffer %s (%d elements): %s[%d]", step, b.Name, b.Elems, b.Name, b.Elems+k)}, nil
			}
		}
	}
	return nil, nil
}

// fillCode is what cell k of buffer i holds before any launch.
func (r *pipeRun) fillCode(i, k int) uint64 {
	switch {
	case r.t.Buffers[i].ElemBytes != 0:
		return 0
	case i == r.t.Input:
		return r.m.Top()
	}
	return r.m.UnwrittenCode(r.region[i], k)
}

func (r *pipeRun) decode(i int, c uint64) Elem {
	if r.t.Buffers[i].ElemBytes != 0 {
		return Elem{Kind: KindInvalid, Raw: c}
	}
	return r.m.Decode(c)
}

// checkOutput checks out[0..n-1] on the device (Theorem 4.5) and, only
// when a cell is wrong, reads the output back to decode the failure.
func (r *pipeRun) checkOutput(h *opencl.Program) (*Mismatch, error) {
	bad, err := r.firstWrongOnDevice(h)
	if err != nil || bad < 0 {
		return nil, err
	}
	n, w := r.t.N, r.m.Bytes()
	data := make([]byte, n*w)
	d, err := r.bufs[r.t.Output].Read(0, data)
	r.tm.Transfer += d
	if err != nil {
		return nil, err
	}
	start := time.Now()
	defer func() { r.tm.Check += time.Since(start) }()
	codes := make([]uint64, n)
	for k := range codes {
		codes[k] = getCode(data, w, k)
	}
	if m := Check(r.m, r.t.Kind, n, codes); m != nil {
		r.rs.Explain(m, r.m, r.region[r.t.Output])
		return m, nil
	}
	return nil, fmt.Errorf("the device found out[%d] wrong, the host found no wrong cell", bad)
}
