package pipeline

import (
	"context"
	"time"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/ir"
)

// Generic checks that a kernel of a device-wide pipeline is generic
// (POPL14 §6: values of TYPE flow only through OPERATOR, loads, stores and
// copies) with each of buffers, the kernel's parameters bound to the
// pipeline's TYPE buffers, an array of TYPE (Definition 4.2). It returns
// the kernel compiled with TYPE, OPERATOR and IDENTITY abstract, keeping
// only the named kernel, for its race proof (Kernel.Verify): a proof for
// every monoid. A kernel that is not generic is a *diag.Error (exit 4)
// that lists the violations with their positions.
func Generic(ctx context.Context, cfg *Config, path, kernel string, buffers []string) (*Kernel, error) {
	start := time.Now()
	k, viol, err := cfg.genericity(ctx, path, kernel, buffers)
	if err != nil {
		return nil, err
	}
	cfg.stage("genericity check", start)
	if len(viol) > 0 {
		return nil, notGeneric(path, viol)
	}
	if err := pickKernel(k.Module, kernel, path); err != nil {
		return nil, err
	}
	k.Abstract = []string{"TYPE", "OPERATOR", "IDENTITY"}
	return k, nil
}

// DeviceError maps an error of the interval or opencl package to its exit
// code, as for single kernels (see deviceError).
func DeviceError(path string, err error) error { return deviceError(path, err) }

// DeviceSource is a kernel's text as the device compiler gets it: the call
// forms of annotations erased (csource.EraseAnnotations).
func DeviceSource(src string) string { return csource.EraseAnnotations(src, ir.AnnotKindNames()) }
