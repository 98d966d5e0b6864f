package record

import (
	"encoding/json"
	"os/exec"
	"sort"
)

// Host call sites. The interposer notes, per entry, the first few return
// addresses of the clEnqueueNDRangeKernel calls that made it, each as a
// module and the address within it a symbolizer reads. Merge turns them
// into the launch format's host_api_calls (function, source file, line)
// with llvm-symbolizer-14 from the module's debug information; a module
// built without it gives the function, if its symbols are kept, the
// module as the compilation unit and line 0. Without the symbolizer the
// sites stay in the notes only.

// Symbolizer is the tool that reads debug information (LLVM 14's, which
// the toolchain installs with clang-14).
const Symbolizer = "llvm-symbolizer-14"

// CallSite is a host call site as the interposer notes it.
type CallSite struct {
	Module  string `json:"module"`
	Address string `json:"address"`
}

// HostCall is an entry of host_api_calls in GPUVerify's launch format.
type HostCall struct {
	Function string `json:"function_name"`
	Unit     string `json:"compilation_unit"`
	Line     int    `json:"line_number"`
}

// symbolized is llvm-symbolizer's JSON output, an element per address.
type symbolized struct {
	Address string
	Symbol  []struct {
		FileName, FunctionName string
		Line                   int
	}
}

// symbolize resolves call sites, grouped by module, one symbolizer run
// per module; sites it cannot resolve are absent from the result.
func symbolize(sites []CallSite) map[CallSite]HostCall {
	out := map[CallSite]HostCall{}
	if _, err := exec.LookPath(Symbolizer); err != nil {
		return out
	}
	byModule := map[string][]string{}
	for _, s := range sites {
		byModule[s.Module] = append(byModule[s.Module], s.Address)
	}
	modules := make([]string, 0, len(byModule))
	for m := range byModule {
		modules = append(modules, m)
	}
	sort.Strings(modules)
	for _, m := range modules {
		args := append([]string{"--obj=" + m, "--output-style=JSON", "--functions=linkage", "--demangle"}, byModule[m]...)
		b, err := exec.Command(Symbolizer, args...).Output()
		if err != nil {
			continue
		}
		var res []symbolized
		if json.Unmarshal(b, &res) != nil {
			continue
		}
		for _, r := range res {
			if len(r.Symbol) == 0 {
				continue
			}
			// The first frame is the innermost inlined one: the caller's
			// source line.
			sym := r.Symbol[0]
			h := HostCall{Function: sym.FunctionName, Unit: sym.FileName, Line: sym.Line}
			if h.Unit == "" {
				h.Unit = m
			}
			if h.Function == "??" {
				h.Function = ""
			}
			out[CallSite{m, r.Address}] = h
		}
	}
	return out
}
