package kernels

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/bvgen/bvgen/csource"
)

// VerifyFlags are the bvgen verify options of a recorded launch: its
// geometry (a local size the runtime chose is unconstrained, *), its -D
// and -I build options, its kernel, the values of its integer scalar
// arguments as --kernel-args (GPUVerify's meaning: assumed at entry) and
// its buffers' sizes as --kernel-arrays (read by --check-array-bounds).
// notes say what of the recording is not used: other build options, and
// scalar values of parameters whose type is not an integer type bvgen
// knows (a float, a typedef), which are left unconstrained.
func (l RecordedLaunch) VerifyFlags() (flags, notes []string, err error) {
	dims := func(xs []int) string {
		parts := make([]string, len(xs))
		for i, x := range xs {
			parts[i] = strconv.Itoa(x)
		}
		return strings.Join(parts, ",")
	}
	flags = append(flags, "--global_size="+dims(l.Global))
	if l.Local != nil {
		flags = append(flags, "--local_size="+dims(l.Local))
	} else {
		flags = append(flags, "--local_size="+strings.TrimSuffix(strings.Repeat("*,", len(l.Global)), ","))
	}
	if l.Offset != nil {
		flags = append(flags, "--global_offset="+dims(l.Offset))
	}
	build, ignored, err := buildFlags(l.CompilerFlags)
	if err != nil {
		return nil, nil, err
	}
	flags = append(flags, build...)
	if len(ignored) > 0 {
		notes = append(notes, "build options not used: "+strings.Join(ignored, " "))
	}
	flags = append(flags, "--kernel="+l.EntryPoint)
	vals, sizes, skipped, err := l.paramFlags()
	if err != nil {
		return nil, nil, err
	}
	if len(vals) > 0 {
		flags = append(flags, "--kernel-args="+l.EntryPoint+","+strings.Join(vals, ","))
	}
	if len(sizes) > 0 {
		flags = append(flags, "--kernel-arrays="+l.EntryPoint+","+strings.Join(sizes, ","))
	}
	if len(skipped) > 0 {
		notes = append(notes, "values not assumed (not an integer type): "+strings.Join(skipped, ", "))
	}
	return flags, notes, nil
}

// buildFlags keeps the -D and -I options of a build options string, as
// GPUVerify does, and returns the others.
func buildFlags(s string) (keep, ignored []string, err error) {
	words, err := SplitFlags(s)
	if err != nil {
		return nil, nil, fmt.Errorf("compiler_flags %q: %v", s, err)
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case (w == "-D" || w == "-I") && i+1 < len(words):
			keep = append(keep, w, words[i+1])
			i++
		case strings.HasPrefix(w, "-D") && len(w) > 2, strings.HasPrefix(w, "-I") && len(w) > 2:
			keep = append(keep, w[:2], w[2:])
		default:
			ignored = append(ignored, w)
		}
	}
	return keep, ignored, nil
}

// paramFlags are the --kernel-args values of the launch's scalar
// arguments, in parameter order (the recorded value for a parameter of an
// integer type, * for any other, named in skipped), and the
// --kernel-arrays sizes of its pointer arguments (* where the size is not
// recorded). Arguments and parameters correspond one to one.
func (l RecordedLaunch) paramFlags() (vals, sizes, skipped []string, err error) {
	if len(l.Args) == 0 {
		return nil, nil, nil, nil
	}
	src, err := os.ReadFile(l.KernelFile)
	if err != nil {
		return nil, nil, nil, err
	}
	k, err := csource.FindKernel(string(src), l.EntryPoint)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %v", l.KernelFile, err)
	}
	if len(k.Params) != len(l.Args) {
		return nil, nil, nil, fmt.Errorf("kernel %s has %d parameters, the launch sets %d arguments", l.EntryPoint, len(k.Params), len(l.Args))
	}
	opaque := false // images and samplers: not arrays of bvgen's IR
	for i, p := range k.Params {
		a := l.Args[i]
		switch {
		case a.Type == "image" || a.Type == "sampler":
			opaque = true
		case p.Pointer:
			sizes = append(sizes, bufferSize(a, p.Type))
		case a.Type != "scalar":
			return nil, nil, nil, fmt.Errorf("argument %d of %s is recorded as %s, parameter %s is a scalar", i, l.EntryPoint, a.Type, p.Name)
		case integerType(p.Type):
			vals = append(vals, a.Value)
		default:
			vals = append(vals, "*")
			skipped = append(skipped, p.Name+" ("+p.Type+")")
		}
	}
	if opaque || !slices.ContainsFunc(sizes, func(s string) bool { return s != "*" }) {
		sizes = nil
	}
	if !slices.ContainsFunc(vals, func(v string) bool { return v != "*" }) && len(skipped) == 0 {
		vals = nil
	}
	return vals, sizes, skipped, nil
}

// bufferSize is a pointer argument's --kernel-arrays size: the buffer's
// bytes, down to whole elements of the parameter's type (a buffer may end
// in a part of one the kernel never reads), or * when the size is not
// recorded or the element type is not a scalar type bvgen knows the size
// of here (a vector, a typedef, a macro): no bound then, never a wrong one.
func bufferSize(a RecordedArg, elemType string) string {
	elem, ok := csource.ScalarSize(unqualified(elemType))
	if a.Type != "array" || a.Size == nil || !ok || *a.Size < int64(elem) {
		return "*"
	}
	return strconv.FormatInt(*a.Size/int64(elem)*int64(elem), 10)
}

// unqualified drops the qualifiers of a type.
func unqualified(t string) string {
	var words []string
	for _, w := range strings.Fields(t) {
		switch w {
		case "const", "volatile", "restrict", "__private", "private", "__global", "global", "__local", "local", "__constant", "constant":
		default:
			words = append(words, w)
		}
	}
	return strings.Join(words, " ")
}

// integerType reports whether a parameter type is an OpenCL C integer
// type, qualifiers aside.
func integerType(t string) bool {
	t = unqualified(t)
	if _, ok := csource.ScalarSize(t); !ok {
		return false
	}
	return t != "float" && t != "double" && t != "half"
}
