package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// Dims is a launch dimension given on the command line: up to three sizes,
// each either a number or unconstrained (-1, written "*").
type Dims []int64

// Unconstrained marks a dimension written "*".
const Unconstrained = -1

// ParseDims parses GPUVerify's spellings of a launch dimension: "64",
// "64,64", "[64,64]", with "*" for an unconstrained size.
func ParseDims(s string) (Dims, error) {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "[") != strings.HasSuffix(t, "]") {
		return nil, fmt.Errorf("unbalanced brackets in %q", s)
	}
	t = strings.TrimSuffix(strings.TrimPrefix(t, "["), "]")
	parts := strings.Split(t, ",")
	if len(parts) == 0 || len(parts) > 3 {
		return nil, fmt.Errorf("%q: want 1 to 3 dimensions", s)
	}
	var d Dims
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "*" {
			d = append(d, Unconstrained)
			continue
		}
		n, err := strconv.ParseInt(p, 0, 64)
		if err != nil || n <= 0 || n > 1<<31 {
			return nil, fmt.Errorf("%q: %q is not a positive size", s, p)
		}
		d = append(d, n)
	}
	return d, nil
}

func (d Dims) String() string {
	var ps []string
	for _, n := range d {
		if n == Unconstrained {
			ps = append(ps, "*")
		} else {
			ps = append(ps, strconv.FormatInt(n, 10))
		}
	}
	return "[" + strings.Join(ps, ",") + "]"
}

// Geometry is the launch configuration the kernel is verified for. A nil
// field is unconstrained in every dimension.
type Geometry struct {
	LocalSize  Dims
	NumGroups  Dims
	GlobalSize Dims
	// GlobalOffset is GPUVerify's --global_offset: get_global_offset and
	// the shift of every global id. nil is offset 0 in every dimension,
	// OpenCL's default (a NULL global_work_offset) and GPUVerify's;
	// dimensions beyond those listed are 0; "*" leaves a dimension's
	// offset unconstrained.
	GlobalOffset Dims
}

// Resolve derives NumGroups from GlobalSize and LocalSize when only those
// are given (as GPUVerify does), and checks the three agree.
func (g *Geometry) Resolve() error {
	if g.GlobalSize == nil {
		return nil
	}
	if g.LocalSize == nil {
		return fmt.Errorf("--global_size needs --local_size")
	}
	if len(g.GlobalSize) != len(g.LocalSize) {
		// GPUVerify's wording first, so that expectations written for it match.
		return fmt.Errorf("Dimensions of local and global size must match: --global_size %s and --local_size %s have different dimensions", g.GlobalSize, g.LocalSize)
	}
	var ng Dims
	for i, gs := range g.GlobalSize {
		ls := g.LocalSize[i]
		switch {
		case gs == Unconstrained || ls == Unconstrained:
			ng = append(ng, Unconstrained)
		case gs%ls != 0:
			return fmt.Errorf("Dimension %d of global size does not divide by dimension %d of local size: --global_size %s is not a multiple of --local_size %s in dimension %d", i, i, g.GlobalSize, g.LocalSize, i)
		default:
			ng = append(ng, gs/ls)
		}
	}
	if g.NumGroups != nil && g.NumGroups.String() != ng.String() {
		return fmt.Errorf("--num_groups %s disagrees with --global_size %s / --local_size %s", g.NumGroups, g.GlobalSize, g.LocalSize)
	}
	g.NumGroups = ng
	return nil
}

// Dim returns the size in dimension i, or Unconstrained; dimensions beyond
// those given are 1, as in OpenCL.
func (d Dims) Dim(i int) int64 {
	if d == nil {
		return Unconstrained
	}
	if i >= len(d) {
		return 1
	}
	return d[i]
}

// WorkDim is the number of dimensions the geometry names (1 when none).
func (g *Geometry) WorkDim() int {
	n := 1
	for _, d := range []Dims{g.LocalSize, g.NumGroups, g.GlobalSize} {
		if len(d) > n {
			n = len(d)
		}
	}
	return n
}

// ParseOffset parses --global_offset: the spellings of ParseDims, with
// sizes that may be 0 (an offset is non-negative, not positive).
func ParseOffset(s string) (Dims, error) {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "[") != strings.HasSuffix(t, "]") {
		return nil, fmt.Errorf("unbalanced brackets in %q", s)
	}
	parts := strings.Split(strings.TrimSuffix(strings.TrimPrefix(t, "["), "]"), ",")
	if len(parts) > 3 {
		return nil, fmt.Errorf("%q: want 1 to 3 dimensions", s)
	}
	var d Dims
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "*" {
			d = append(d, Unconstrained)
			continue
		}
		n, err := strconv.ParseInt(p, 0, 64)
		if err != nil || n < 0 || n >= 1<<32 {
			return nil, fmt.Errorf("%q: %q is not a non-negative offset", s, p)
		}
		d = append(d, n)
	}
	return d, nil
}

// Offset returns the global offset in dimension i: 0 when no offset was
// given and beyond the dimensions given, Unconstrained for "*".
func (g *Geometry) Offset(i int) int64 {
	if i >= len(g.GlobalOffset) {
		return 0
	}
	return g.GlobalOffset[i]
}
