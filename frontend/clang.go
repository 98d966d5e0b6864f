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
	"strconv"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// Options says what to compile and how.
type Options struct {
	// Path is the kernel source file; Source, when non-nil, is its text
	// (otherwise Path is read).
	Path   string
	Source []byte
	// Defines are "NAME" or "NAME=VALUE", function-like macros included
	// ("OPERATOR(a,b)=((a)+(b))").
	Defines []string
	// Includes are extra -I directories.
	Includes []string
	// NoInline keeps helper functions as separate functions.
	NoInline bool
	// BeforeInline are passes run on the lowered module before helpers
	// are inlined (GPUVerify's --no-annotations and the like act on the
	// source's annotations, before a helper's __requires becomes an
	// assertion at its call sites).
	BeforeInline []ir.Pass
	// Clang and Opt override the tool names (default clang-14, opt-14).
	Clang, Opt string
}

// clangFlags are the pinned flags of DESIGN.md §2.
var clangFlags = []string{
	"-x", "cl", "-cl-std=CL1.2", "-target", "spir", "-emit-llvm", "-S", "-g", "-O0",
	"-Xclang", "-disable-O0-optnone", "-Xclang", "-finclude-default-header",
	"-Wno-unused-value",
}

// optFlags bring clang's output to SSA form.
var optFlags = []string{"-S", "-mem2reg", "-globaldce"}

// clangRun is a kernel prepared for clang: its text with pragmas
// rewritten in a temporary directory beside bvgen's annotation header.
type clangRun struct {
	opts           Options
	src            []byte // the user's text
	pm             *PosMap
	dir            string
	header, tmpSrc string
	clang, opt     string
}

// prepare reads and rewrites the kernel and writes it out for clang. The
// caller removes r.dir.
func prepare(opts Options) (*clangRun, error) {
	r := &clangRun{opts: opts, src: opts.Source, clang: opts.Clang, opt: opts.Opt}
	if r.src == nil {
		b, err := os.ReadFile(opts.Path)
		if err != nil {
			return nil, err
		}
		r.src = b
	}
	rewritten, pm, err := RewritePragmas(opts.Path, string(r.src))
	if err != nil {
		return nil, err
	}
	r.pm = pm
	if r.clang == "" {
		r.clang = "clang-14"
	}
	if r.opt == "" {
		r.opt = "opt-14"
	}
	for _, t := range []string{r.clang, r.opt} {
		if _, err := exec.LookPath(t); err != nil {
			return nil, &ToolMissing{Tool: t}
		}
	}
	if r.dir, err = os.MkdirTemp("", "bvgen-"); err != nil {
		return nil, err
	}
	r.header = filepath.Join(r.dir, "bvgen.h")
	r.tmpSrc = filepath.Join(r.dir, "kernel.cl")
	// #line makes clang's diagnostics and debug info name the user's file.
	text := fmt.Sprintf("#line 1 %q\n%s", opts.Path, rewritten)
	if err := os.WriteFile(r.header, []byte(annotationHeader), 0o644); err != nil {
		os.RemoveAll(r.dir)
		return nil, err
	}
	if err := os.WriteFile(r.tmpSrc, []byte(text), 0o644); err != nil {
		os.RemoveAll(r.dir)
		return nil, err
	}
	return r, nil
}

// args are clang's arguments: flags, then the header, includes and
// defines of the options.
func (r *clangRun) args(flags []string) []string {
	args := append([]string(nil), flags...)
	args = append(args, "-include", r.header, "-I", filepath.Dir(r.opts.Path))
	for _, inc := range r.opts.Includes {
		args = append(args, "-I", inc)
	}
	for _, d := range r.opts.Defines {
		args = append(args, "-D"+d)
	}
	return args
}

// runClang runs clang with args on the prepared text; clang's complaints
// are a *ClangError with the diagnostics mapped to the user's text. It
// returns clang's standard error.
func (r *clangRun) runClang(ctx context.Context, args []string) (string, error) {
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, r.clang, append(args, r.tmpSrc)...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return "", &ClangError{Diagnostics: r.diagnostics(stderr.String())}
		}
		return "", &InternalError{Msg: fmt.Sprintf("running %s: %v", r.clang, err)}
	}
	return stderr.String(), nil
}

// diagnostics maps clang's diagnostics to the user's text.
func (r *clangRun) diagnostics(s string) string {
	return mapDiagnostics(cleanDiagnostics(s, r.header), r.opts.Path, string(r.src), r.pm)
}

// Compile rewrites pragmas, runs clang and opt, and returns the LLVM IR text
// with the position map of the rewriting.
func Compile(ctx context.Context, opts Options) (string, *PosMap, error) {
	if IRInput(opts.Path) {
		return compileIR(ctx, opts)
	}
	r, err := prepare(opts)
	if err != nil {
		return "", nil, err
	}
	defer os.RemoveAll(r.dir)
	raw := filepath.Join(r.dir, "raw.ll")
	if _, err := r.runClang(ctx, append(r.args(clangFlags), "-o", raw)); err != nil {
		return "", nil, err
	}
	ssa := filepath.Join(r.dir, "ssa.ll")
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, r.opt, append(append([]string(nil), optFlags...), raw, "-o", ssa)...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", nil, ctx.Err()
		}
		return "", nil, &InternalError{Msg: fmt.Sprintf("%s failed: %v\n%s", r.opt, err, stderr.String())}
	}
	ll, err := os.ReadFile(ssa)
	if err != nil {
		return "", nil, err
	}
	// The temporary directory's name would make the IR differ run to run.
	return strings.ReplaceAll(string(ll), r.dir, "bvgen-tmp"), r.pm, nil
}

// cleanDiagnostics names bvgen's header by its role rather than by its
// temporary path.
func cleanDiagnostics(s, header string) string {
	return strings.ReplaceAll(s, header, "<bvgen annotations>")
}

// clangDiagRE matches the first line of a clang diagnostic.
var clangDiagRE = regexp.MustCompile(`^(.*):(\d+):(\d+): ((?:fatal )?error|warning|note): `)

// mapDiagnostics points clang's diagnostics on the kernel file at what the
// user wrote: a position in text that pragma rewriting moved (a column
// after an inserted call, an annotation's expression) is mapped back
// (PosMap.MapExpr), and the quoted line and caret under it, which clang
// takes from the rewritten text, are replaced by the user's line.
func mapDiagnostics(s, path, src string, pm *PosMap) string {
	lines := strings.Split(s, "\n")
	srcLines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		m := clangDiagRE.FindStringSubmatch(lines[i])
		if m == nil || m[1] != path {
			continue
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		from := ir.Pos{File: path, Line: line, Col: col}
		to := pm.MapExpr(from)
		if to == from || to.Line < 1 || to.Line > len(srcLines) {
			continue
		}
		lines[i] = fmt.Sprintf("%s:%d:%d: %s", path, to.Line, to.Col, lines[i][len(m[0])-len(m[4])-2:])
		// The quoted line and the caret line (^ and ~ under it).
		if i+2 < len(lines) && strings.Trim(lines[i+2], " ^~") == "" && strings.Contains(lines[i+2], "^") {
			lines[i+1] = strings.TrimRight(srcLines[to.Line-1], "\r")
			lines[i+2] = strings.Repeat(" ", to.Col-1) + "^"
			i += 2
		}
	}
	return strings.Join(lines, "\n")
}
