package kernels

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/bvgen/bvgen/csource"
)

// VerifyFlags are the bvgen verify options of a recorded launch: its
// geometry (a local size the runtime chose is unconstrained, *), its -D
// and -I build options, its kernel, and the values of its integer scalar
// arguments as --kernel-args (GPUVerify's meaning: assumed at entry).
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
	vals, skipped, err := l.scalarValues()
	if err != nil {
		return nil, nil, err
	}
	if len(vals) > 0 {
		flags = append(flags, "--kernel-args="+l.EntryPoint+","+strings.Join(vals, ","))
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

// scalarValues are the --kernel-args values of the launch's scalar
// arguments, in parameter order: the recorded value for a parameter of an
// integer type, * for any other (and its name in skipped).
func (l RecordedLaunch) scalarValues() (vals, skipped []string, err error) {
	var scalars []RecordedArg
	for _, a := range l.Args {
		if a.Type == "scalar" {
			scalars = append(scalars, a)
		}
	}
	if len(scalars) == 0 {
		return nil, nil, nil
	}
	src, err := os.ReadFile(l.KernelFile)
	if err != nil {
		return nil, nil, err
	}
	k, err := csource.FindKernel(string(src), l.EntryPoint)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", l.KernelFile, err)
	}
	var params []csource.Param
	for _, p := range k.Params {
		if !p.Pointer {
			params = append(params, p)
		}
	}
	if len(params) != len(scalars) {
		return nil, nil, fmt.Errorf("kernel %s has %d scalar parameters, the launch sets %d scalar arguments", l.EntryPoint, len(params), len(scalars))
	}
	for i, p := range params {
		if integerType(p.Type) {
			vals = append(vals, scalars[i].Value)
			continue
		}
		vals = append(vals, "*")
		skipped = append(skipped, p.Name+" ("+p.Type+")")
	}
	return vals, skipped, nil
}

// integerType reports whether a parameter type is an OpenCL C integer
// type, qualifiers aside.
func integerType(t string) bool {
	var words []string
	for _, w := range strings.Fields(t) {
		if w != "const" && w != "volatile" && w != "__private" && w != "private" {
			words = append(words, w)
		}
	}
	t = strings.Join(words, " ")
	if _, ok := csource.ScalarSize(t); !ok {
		return false
	}
	return t != "float" && t != "double" && t != "half"
}
