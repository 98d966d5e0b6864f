package pipeline

import (
	"strconv"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// applyKernelArrays gives, for each --kernel-arrays=K,s1,...,sn, the
// pointer parameters of kernel K (in order) sizes of s_i bytes ("*":
// unknown), which only --check-array-bounds reads (ir.Array.BoundBytes),
// as GPUVerify's Bugle does. A size that is not a whole number of
// elements, an unknown kernel or too many sizes are exit 4, Bugle's.
func applyKernelArrays(m *ir.Module, args []string, path string) error {
	for _, arg := range args {
		parts := strings.Split(arg, ",")
		f := kernelNamed(m, parts[0])
		if f == nil {
			return diag.Errorf(diag.Unsupported, "%s: error: --kernel-arrays=%s: couldn't find kernel %s", path, arg, parts[0])
		}
		var arrays []*ir.Param
		for _, p := range f.Params {
			if p.Array != nil && p.Array.Space != ir.Private {
				arrays = append(arrays, p)
			}
		}
		if len(parts)-1 > len(arrays) {
			return diag.Errorf(diag.Unsupported, "%s: error: --kernel-arrays=%s: too many sizes (kernel %s has %d pointer parameters)", path, arg, f.Name, len(arrays))
		}
		for i, v := range parts[1:] {
			v = strings.TrimSpace(v)
			if v == "*" {
				continue
			}
			n, err := strconv.Atoi(v)
			a := arrays[i].Array
			switch {
			case err != nil || n <= 0:
				return diag.Errorf(diag.Unsupported, "%s: error: --kernel-arrays=%s: %q is not a size in bytes (or *)", path, arg, v)
			case a.ElemBytes > 0 && n%a.ElemBytes != 0:
				return diag.Errorf(diag.Unsupported, "%s: error: --kernel-arrays=%s: %d bytes is not a whole number of %s elements of %s (%d bytes each)", path, arg, n, arrays[i].Name, a.TypeName, a.ElemBytes)
			}
			a.BoundBytes = n
		}
	}
	return nil
}

// kernelNamed is the kernel of m named name (nil if none).
func kernelNamed(m *ir.Module, name string) *ir.Function {
	for _, k := range m.Kernels {
		if k.Name == strings.TrimSpace(name) {
			return k
		}
	}
	return nil
}
