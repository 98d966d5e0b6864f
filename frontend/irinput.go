package frontend

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// IR inputs: a kernel given as the LLVM IR clang-14 emits for SPIR
// (textual .ll or bitcode .bc) or as SPIR-V (.spv, read back to LLVM IR by
// llvm-spirv-14 -r) skips clang: opt-14 brings it to SSA form as it does
// clang's output, and the lowering is the same. Positions come from the
// IR's debug info (built with -g, they name the OpenCL C source); without
// it a finding is at the file. GPUVerify's annotations are calls already
// compiled in; bvgen's pragmas need the source and are not available. IR
// of another LLVM version, or SPIR-V llvm-spirv-14 cannot read, is an
// unsupported input (exit 4) that says what was found.

// IRInput reports whether path names an IR input, by its extension.
func IRInput(path string) bool {
	switch filepath.Ext(path) {
	case ".ll", ".bc", ".spv":
		return true
	}
	return false
}

// identRE finds the compiler that made the IR (!llvm.ident).
var identRE = regexp.MustCompile(`!\{!"([^"]*clang version ([0-9]+)[^"]*)"\}`)

// compileIR is Compile for an IR input.
func compileIR(ctx context.Context, opts Options) (string, *PosMap, error) {
	if len(opts.Defines) > 0 || len(opts.Includes) > 0 {
		return "", nil, &Unsupported{Pos: ir.Pos{File: opts.Path}, What: "-D and -I with an IR input: they apply to OpenCL C source, which the IR was compiled from already"}
	}
	spirv, opt := "llvm-spirv-14", opts.Opt
	if opt == "" {
		opt = "opt-14"
	}
	dir, err := os.MkdirTemp("", "bvgen-ir-")
	if err != nil {
		return "", nil, err
	}
	defer os.RemoveAll(dir)
	in := opts.Path
	if filepath.Ext(in) == ".spv" {
		bc := filepath.Join(dir, "spirv.bc")
		if err := runTool(ctx, spirv, "-r", in, "-o", bc); err != nil {
			return "", nil, irError(opts.Path, spirv+" cannot read it back to LLVM IR (SPIR-V bvgen does not model?)", err)
		}
		in = bc
	}
	ssa := filepath.Join(dir, "ssa.ll")
	if err := runTool(ctx, opt, append(append([]string(nil), optFlags...), in, "-o", ssa)...); err != nil {
		return "", nil, irError(opts.Path, opt+" cannot read it (LLVM IR of another LLVM version?)", err)
	}
	ll, err := os.ReadFile(ssa)
	if err != nil {
		return "", nil, err
	}
	if m := identRE.FindStringSubmatch(string(ll)); m != nil && m[2] != "14" {
		return "", nil, &Unsupported{Pos: ir.Pos{File: opts.Path}, What: fmt.Sprintf("LLVM IR made by %q: bvgen reads the IR of clang 14", m[1])}
	}
	if !strings.Contains(string(ll), "spir_kernel") {
		return "", nil, &NoKernel{File: opts.Path}
	}
	return diFilesFromHere(string(ll)), nil, nil
}

// diFileRE matches a debug-info file: a name relative to the folder clang
// ran in.
var diFileRE = regexp.MustCompile(`!DIFile\(filename: "([^"]*)", directory: "([^"]*)"`)

// diFilesFromHere names each debug-info file as bvgen runs, relative to
// the working directory (absolute when outside it), so that findings
// quote the source wherever the IR was compiled.
func diFilesFromHere(ll string) string {
	cwd, _ := os.Getwd()
	return diFileRE.ReplaceAllStringFunc(ll, func(m string) string {
		p := diFileRE.FindStringSubmatch(m)
		name := p[1]
		if !filepath.IsAbs(name) && p[2] != "" {
			name = filepath.Join(p[2], name)
		}
		if rel, err := filepath.Rel(cwd, name); err == nil && cwd != "" && !strings.HasPrefix(rel, "..") {
			name = rel
		}
		return `!DIFile(filename: "` + name + `", directory: ""` // name keeps the IR's escapes
	})
}

// runTool runs a tool; a missing one is ToolMissing, a failure carries
// its standard error.
func runTool(ctx context.Context, tool string, args ...string) error {
	if _, err := exec.LookPath(tool); err != nil {
		return &ToolMissing{Tool: tool}
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// irError is an IR input a tool rejected; a missing tool or a cancelled
// context stays what it is.
func irError(path, what string, err error) error {
	var tm *ToolMissing
	if errors.As(err, &tm) || err == context.Canceled || err == context.DeadlineExceeded {
		return err
	}
	return &Unsupported{Pos: ir.Pos{File: path}, What: fmt.Sprintf("input: %s: %v", what, err)}
}
