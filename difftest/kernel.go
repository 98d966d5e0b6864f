package difftest

import (
	"fmt"
	"hash/crc32"
	"math/rand"
	"strconv"
	"strings"
)

// Kernel is one generated kernel with the launch both tools run it at.
type Kernel struct {
	ID       string // "s7-k012": seed and index, stable for a seed
	Pattern  string // the pattern table row
	Mutation string // "" for the known-safe form
	Name     string // the kernel function
	Source   string // OpenCL C, without the launch header
	Geometry Geometry
	Args     []Arg
}

// Geometry is a launch: Dims dimensions, work-group size Local and the
// number of groups per dimension.
type Geometry struct {
	Dims   int
	Local  [3]int
	Groups [3]int
}

// LocalTotal is the number of work items in a group.
func (g Geometry) LocalTotal() int { return g.Local[0] * g.Local[1] * g.Local[2] }

// GroupTotal is the number of groups.
func (g Geometry) GroupTotal() int { return g.Groups[0] * g.Groups[1] * g.Groups[2] }

// GlobalTotal is the number of work items of the launch.
func (g Geometry) GlobalTotal() int { return g.LocalTotal() * g.GroupTotal() }

// Global is the global size in dimension d.
func (g Geometry) Global(d int) int { return g.Local[d] * g.Groups[d] }

func (g Geometry) list(f func(d int) int) string {
	parts := make([]string, g.Dims)
	for d := range parts {
		parts[d] = fmt.Sprint(f(d))
	}
	return strings.Join(parts, ",")
}

// ArgKind says what a kernel parameter is.
type ArgKind int

const (
	Buffer ArgKind = iota // __global int *
	Scalar                // int
)

// Fill is how a buffer starts.
type Fill int

const (
	FillRange    Fill = iota // 0, 1, 2, ...: values differ between work items
	FillZero                 // every element 0
	FillReverse              // n-1, n-2, ...
	FillSmall                // values 0-3 drawn from the kernel's ID: data-dependent indices collide
	FillNegative             // every element -1: data-dependent conditions flip
)

func (f Fill) String() string {
	return [...]string{"range", "zero", "reverse", "small", "negative"}[f]
}

// Arg is one kernel parameter with the value it is launched with.
type Arg struct {
	Name  string
	Kind  ArgKind
	Elems int  // Buffer: elements of int
	Fill  Fill // Buffer: initial contents
	Value int  // Scalar
}

// Header is the GPUVerify-style header that makes the kernel a corpus
// file: the expectation, then the launch bvgen verifies it at.
func (k Kernel) Header(expect string) string {
	return fmt.Sprintf("//%s\n//%s\n/* difftest %s: pattern %s%s */\n",
		expect, strings.Join(k.LaunchFlags(), " "), k.ID, k.Pattern, mutationNote(k.Mutation))
}

func mutationNote(m string) string {
	if m == "" {
		return ""
	}
	return ", mutation " + m
}

// LaunchFlags are bvgen's (and GPUVerify's) options for k's launch: the
// geometry and, for scalar parameters, their values (--kernel-args, hex).
func (k Kernel) LaunchFlags() []string {
	g := k.Geometry
	flags := []string{
		"--local_size=" + g.list(func(d int) int { return g.Local[d] }),
		"--num_groups=" + g.list(func(d int) int { return g.Groups[d] }),
	}
	var vals []string
	for _, a := range k.Args {
		if a.Kind == Scalar {
			vals = append(vals, fmt.Sprintf("0x%x", a.Value))
		}
	}
	if len(vals) > 0 {
		flags = append(flags, "--kernel-args="+k.Name+","+strings.Join(vals, ","))
	}
	return flags
}

// Simfile is Oclgrind's simulation file for k (oclgrind-kernel): the
// program file, the kernel, global and local sizes, then one line per
// argument; buffers are sized in bytes. fills overrides each buffer's
// Fill when non-nil, for re-runs on other inputs.
func (k Kernel) Simfile(clFile string, fill func(Arg) Fill) string {
	var b strings.Builder
	g := k.Geometry
	fmt.Fprintf(&b, "%s\n%s\n", clFile, k.Name)
	fmt.Fprintf(&b, "%d %d %d\n%d %d %d\n\n", g.Global(0), g.Global(1), g.Global(2), g.Local[0], g.Local[1], g.Local[2])
	for _, a := range k.Args {
		switch a.Kind {
		case Buffer:
			f := a.Fill
			if fill != nil {
				f = fill(a)
			}
			switch f {
			case FillRange:
				fmt.Fprintf(&b, "<size=%d range=0:1:%d>\n", 4*a.Elems, a.Elems-1)
			case FillReverse:
				fmt.Fprintf(&b, "<size=%d range=%d:-1:0>\n", 4*a.Elems, a.Elems-1)
			case FillSmall:
				// Oclgrind has no random fill: the values follow the line.
				r := rand.New(rand.NewSource(int64(crc32.ChecksumIEEE([]byte(k.ID + "/" + a.Name)))))
				vals := make([]string, a.Elems)
				for i := range vals {
					vals[i] = strconv.Itoa(r.Intn(4))
				}
				fmt.Fprintf(&b, "<size=%d>\n%s\n", 4*a.Elems, strings.Join(vals, " "))
			case FillNegative:
				fmt.Fprintf(&b, "<size=%d fill=-1>\n", 4*a.Elems)
			default:
				fmt.Fprintf(&b, "<size=%d fill=0>\n", 4*a.Elems)
			}
		case Scalar:
			fmt.Fprintf(&b, "<int size=4>\n%d\n", a.Value)
		}
	}
	return b.String()
}
