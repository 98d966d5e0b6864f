package kernels

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Launch files: kernel launches recorded from a running application, in
// GPUVerify's JSON format (the format of its json_loader; bvgen record
// writes it). The file is a JSON array of entries, one per launch; each
// names the program source (relative to the file), the kernel, the
// geometry, the build options and the arguments. Unknown keys are errors,
// as in GPUVerify, so that a misspelt key cannot silently drop a fact.

// RecordedLaunch is one entry of a launch file.
type RecordedLaunch struct {
	Index      int    // 1-based position in the file
	KernelFile string // the program source, resolved against the file's folder
	EntryPoint string
	// Global, Local and Offset are per dimension; Local is nil when the
	// application let the runtime choose (every dimension unconstrained).
	Global, Local, Offset []int
	CompilerFlags         string
	Args                  []RecordedArg
	HostCalls             []HostCall
	// Same lists the indices of later entries identical to this one,
	// verified once with it.
	Same []int
}

// RecordedArg is one kernel argument of a launch.
type RecordedArg struct {
	Type         string   `json:"type"` // scalar, array, image, sampler
	Value        string   `json:"value,omitempty"`
	Size         *int64   `json:"size,omitempty"`
	Flags        []string `json:"flags,omitempty"`
	Data         string   `json:"data,omitempty"`
	AddressSpace string   `json:"address_space,omitempty"`
}

// HostCall is where in the host code a launch came from.
type HostCall struct {
	Function string `json:"function_name"`
	Unit     string `json:"compilation_unit"`
	Line     int    `json:"line_number"`
}

// String is "UNIT:LINE (FUNCTION)", without what is unknown.
func (h HostCall) String() string {
	s := h.Unit
	if h.Line > 0 {
		s += ":" + strconv.Itoa(h.Line)
	}
	if h.Function != "" {
		s += " (" + h.Function + ")"
	}
	return s
}

// addHostCalls adds the calls of more not in calls yet.
func addHostCalls(calls, more []HostCall) []HostCall {
	for _, h := range more {
		if !slices.Contains(calls, h) {
			calls = append(calls, h)
		}
	}
	return calls
}

// entry is an entry as written: pointers tell absent keys from zero.
type entry struct {
	Language      *string       `json:"language"`
	KernelFile    *string       `json:"kernel_file"`
	EntryPoint    *string       `json:"entry_point"`
	GlobalSize    []int         `json:"global_size"`
	LocalSize     []int         `json:"local_size"`
	GlobalOffset  []int         `json:"global_offset"`
	CompilerFlags string        `json:"compiler_flags"`
	KernelArgs    []RecordedArg `json:"kernel_arguments"`
	HostAPICalls  []HostCall    `json:"host_api_calls"`
	Endianness    string        `json:"endianness"`
}

// LaunchFileError is a malformed launch file: the entry (1-based; 0 for
// the file as a whole) and what is wrong with it.
type LaunchFileError struct {
	Path  string
	Entry int
	Msg   string
}

func (e *LaunchFileError) Error() string {
	if e.Entry == 0 {
		return fmt.Sprintf("%s: %s", e.Path, e.Msg)
	}
	return fmt.Sprintf("%s: entry %d: %s", e.Path, e.Entry, e.Msg)
}

// ReadLaunchFile reads and checks a launch file. Identical entries are
// returned once, the first, with the others' indices in Same.
func ReadLaunchFile(path string) ([]RecordedLaunch, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &LaunchFileError{Path: path, Msg: err.Error()}
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, &LaunchFileError{Path: path, Msg: "not a JSON array of launches: " + err.Error()}
	}
	var out []RecordedLaunch
	first := map[string]int{} // canonical entry -> position in out
	for i, r := range raw {
		l, key, err := readEntry(path, r)
		if err != nil {
			return nil, &LaunchFileError{Path: path, Entry: i + 1, Msg: err.Error()}
		}
		l.Index = i + 1
		if j, ok := first[key]; ok {
			out[j].Same = append(out[j].Same, l.Index)
			out[j].HostCalls = addHostCalls(out[j].HostCalls, l.HostCalls)
			continue
		}
		first[key] = len(out)
		out = append(out, l)
	}
	return out, nil
}

// readEntry decodes and checks one entry; key is its canonical form.
func readEntry(path string, r json.RawMessage) (RecordedLaunch, string, error) {
	var e entry
	dec := json.NewDecoder(bytes.NewReader(r))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return RecordedLaunch{}, "", fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "json: "))
	}
	if err := e.check(); err != nil {
		return RecordedLaunch{}, "", err
	}
	// Where the host launched it is no part of what is launched.
	calls := e.HostAPICalls
	e.HostAPICalls = nil
	key, _ := json.Marshal(e)
	file := *e.KernelFile
	if !filepath.IsAbs(file) {
		file = filepath.Join(filepath.Dir(path), file)
	}
	return RecordedLaunch{KernelFile: file, EntryPoint: *e.EntryPoint, Global: e.GlobalSize, Local: e.LocalSize,
		Offset: e.GlobalOffset, CompilerFlags: e.CompilerFlags, Args: e.KernelArgs, HostCalls: calls}, string(key), nil
}

// check applies the format's rules to an entry.
func (e *entry) check() error {
	switch {
	case e.Language == nil:
		return fmt.Errorf(`key "language" is required`)
	case *e.Language != "OpenCL":
		return fmt.Errorf(`key "language": %q is not "OpenCL"`, *e.Language)
	case e.KernelFile == nil || *e.KernelFile == "":
		return fmt.Errorf(`key "kernel_file" is required`)
	case e.EntryPoint == nil || *e.EntryPoint == "":
		return fmt.Errorf(`key "entry_point" is required`)
	case len(e.GlobalSize) == 0:
		return fmt.Errorf(`key "global_size" is required`)
	case len(e.GlobalSize) > 3:
		return fmt.Errorf(`key "global_size": %d dimensions (at most 3)`, len(e.GlobalSize))
	case e.LocalSize != nil && len(e.LocalSize) != len(e.GlobalSize):
		return fmt.Errorf(`key "local_size": %d dimensions, global_size has %d`, len(e.LocalSize), len(e.GlobalSize))
	case e.GlobalOffset != nil && len(e.GlobalOffset) != len(e.GlobalSize):
		return fmt.Errorf(`key "global_offset": %d dimensions, global_size has %d`, len(e.GlobalOffset), len(e.GlobalSize))
	case e.Endianness != "" && e.Endianness != "little" && e.Endianness != "big":
		return fmt.Errorf(`key "endianness": %q is neither "little" nor "big"`, e.Endianness)
	}
	for d, g := range e.GlobalSize {
		if g <= 0 {
			return fmt.Errorf(`key "global_size": %d is not positive`, g)
		}
		if e.LocalSize != nil {
			if l := e.LocalSize[d]; l <= 0 || g%l != 0 {
				return fmt.Errorf(`key "local_size": %d does not divide the global size %d (dimension %d)`, l, g, d)
			}
		}
		if e.GlobalOffset != nil && e.GlobalOffset[d] < 0 {
			return fmt.Errorf(`key "global_offset": %d is negative`, e.GlobalOffset[d])
		}
	}
	for i, a := range e.KernelArgs {
		if err := a.check(); err != nil {
			return fmt.Errorf(`key "kernel_arguments": argument %d: %v`, i, err)
		}
	}
	return nil
}

func (a RecordedArg) check() error {
	switch a.Type {
	case "scalar":
		if _, err := strconv.ParseUint(strings.TrimPrefix(strings.ToLower(a.Value), "0x"), 16, 64); err != nil || !strings.HasPrefix(strings.ToLower(a.Value), "0x") {
			return fmt.Errorf(`a scalar needs "value", a hex string 0x... of at most 64 bits (got %q)`, a.Value)
		}
	case "array":
		if a.Size != nil && *a.Size <= 0 {
			return fmt.Errorf(`"size" %d is not positive`, *a.Size)
		}
		switch a.AddressSpace {
		case "", "global", "local", "constant":
		default:
			return fmt.Errorf(`"address_space" %q is not global, local or constant`, a.AddressSpace)
		}
	case "image", "sampler":
	default:
		return fmt.Errorf(`"type" %q is not scalar, array, image or sampler`, a.Type)
	}
	return nil
}
