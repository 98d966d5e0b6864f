package devscan

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/interval"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/opencl"
	"github.com/bvgen/bvgen/pipeline"
)

// Tested is a pipeline whose interval test passed.
type Tested struct {
	Path string
	Kind interval.ScanKind
	N    int
	Test *interval.PipelineResult
	Time time.Duration
}

// Test runs the interval test of a pipeline only (no proofs): a pass
// shows the pipeline correct for every monoid only if every launch is
// generic and race-free, which Check proves.
func Test(ctx context.Context, cfg *pipeline.Config, path string, n int, device string) (*Tested, error) {
	pl, err := load(path, n)
	if err != nil {
		return nil, err
	}
	t, err := pl.waitTest(ctx, pl.startTest(device), path, cfg)
	if err != nil {
		return nil, err
	}
	if err := pl.failure(t.res, ""); err != nil {
		return nil, err
	}
	return &Tested{Path: path, Kind: pl.P.Kind, N: n, Test: t.res, Time: t.time}, nil
}

// deviceError maps an error of the test; buffers that do not fit the
// device get the largest n of the form 2^k that does.
func (pl *Plan) deviceError(path string, err error) error {
	var ae *opencl.AllocError
	if errors.As(err, &ae) && ae.LargestN == 0 {
		for k := 62; k >= 0; k-- {
			n := 1 << k
			if n >= pl.N {
				continue
			}
			p, err := pl.P.Instantiate(n)
			if err != nil {
				continue
			}
			t := p.test("")
			if sizes, err := t.Sizes(); err == nil && ae.Fits(sizes) {
				ae.LargestN, ae.Pow2 = n, true
				break
			}
		}
	}
	return pipeline.DeviceError(path, err)
}

// geometry is a launch's geometry for its race proof.
func geometry(l *PlanLaunch) ir.Geometry {
	dims := func(xs []int) ir.Dims {
		d := make(ir.Dims, len(xs))
		for i, x := range xs {
			d[i] = int64(x)
		}
		return d
	}
	return ir.Geometry{LocalSize: dims(l.Local), NumGroups: dims(l.Groups)}
}

// test is the plan as an interval test on a device.
func (pl *Plan) test(device string) interval.PipelineTest {
	t := interval.PipelineTest{Device: device, N: pl.N, Kind: pl.P.Kind,
		Input: pl.P.bufferIndex(pl.P.Input), Output: pl.P.bufferIndex(pl.P.Output)}
	for i, b := range pl.P.Buffers {
		t.Buffers = append(t.Buffers, interval.PipeBuffer{Name: b.Name, Elems: pl.Sizes[i], ElemBytes: integerTypes[b.Type]})
	}
	for _, s := range pl.Steps {
		switch s := s.(type) {
		case *PlanLaunch:
			t.Steps = append(t.Steps, s.pipeLaunch())
		case *PlanCopy:
			t.Steps = append(t.Steps, &interval.PipeCopy{Name: fmt.Sprintf("step %d", s.Number), From: s.From, To: s.To, FromOff: s.FromOff, ToOff: s.ToOff, Count: s.Count})
		case *PlanFill:
			t.Steps = append(t.Steps, &interval.PipeFill{Name: fmt.Sprintf("step %d", s.Number), Buffer: s.Buffer, Off: s.Off, Count: s.Count})
		}
	}
	return t
}

func (l *PlanLaunch) pipeLaunch() *interval.PipeLaunch {
	pl := &interval.PipeLaunch{Name: l.Name(), Source: pipeline.DeviceSource(l.Source), File: l.L.File, Kernel: l.Decl.Name,
		Options: opencl.BuildOptions{Defines: l.Defines, IncludeDirs: []string{absDir(l.L.File)}},
		Global:  l.Global, Local: l.Local}
	for _, a := range l.Args {
		pa := interval.PipeArg{Buffer: a.Buffer}
		switch {
		case a.Buffer >= 0:
		case a.Param.Pointer:
			pa.Local, pa.LocalBytes = int(a.Local), !a.LocalTYPE
		default:
			size, _ := csource.ScalarSize(a.Param.Type)
			pa.Scalar = &opencl.Scalar{Bytes: size, Value: uint64(a.Value)}
		}
		pl.Args = append(pl.Args, pa)
	}
	return pl
}

func absDir(file string) string {
	if abs, err := filepath.Abs(filepath.Dir(file)); err == nil {
		return abs
	}
	return filepath.Dir(file)
}
