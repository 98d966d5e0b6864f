package pipeline

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/bvgen/bvgen/csource"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/frontend"
)

// Tools are the programs a verification runs: clang-14 and opt-14 (the
// frontend), boogie and z3 (the prover).
var Tools = []string{"clang-14", "opt-14", "boogie", "z3"}

// versionArgs are the arguments that make each tool print its version.
var versionArgs = map[string][]string{
	"clang-14": {"--version"}, "opt-14": {"--version"}, "boogie": {"/version"}, "z3": {"--version"},
}

// Toolchain checks that every tool of Tools is on PATH (exit 9 naming the
// first missing one, with the install hint) and returns their versions,
// one "tool: first line of its version output" line each, for cache keys.
func Toolchain(ctx context.Context) (string, error) {
	for _, t := range Tools {
		if _, err := exec.LookPath(t); err != nil {
			return "", diag.Errorf(diag.Configuration, "error: %s not found on PATH; install the toolchain with scripts/install-deps.sh", t)
		}
	}
	lines := make([]string, len(Tools))
	var wg sync.WaitGroup
	for i, t := range Tools {
		wg.Add(1)
		go func(i int, t string) {
			defer wg.Done()
			lines[i] = t + ": " + ToolVersion(ctx, t)
		}(i, t)
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return "", &diag.Error{Code: diag.Interrupted, Msg: "error: interrupted"}
	}
	return strings.Join(lines, "\n"), nil
}

// ToolVersion is the first line of a tool's version output (one of
// Tools), "" when it prints none.
func ToolVersion(ctx context.Context, tool string) string {
	// Boogie answers /version with its version line and an error about
	// the missing program: the first line is the version.
	out, _ := exec.CommandContext(ctx, tool, versionArgs[tool]...).CombinedOutput()
	first, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	return strings.TrimSpace(first)
}

// Fingerprint hashes what the compiler sees of a kernel file: its text
// preprocessed by clang-14 -E under the configuration's defines and
// includes, after bvgen's annotation header, line markers included (so a
// change in any included header, or a shifted line, changes it). It also
// returns the files the preprocessor read, the kernel first, so callers
// can tell cheaply whether a fingerprint may have changed.
func Fingerprint(ctx context.Context, cfg *Config, path string) (string, []string, error) {
	dir, err := os.MkdirTemp("", "bvgen-fp-")
	if err != nil {
		return "", nil, err
	}
	defer os.RemoveAll(dir)
	header := filepath.Join(dir, "bvgen.h")
	if err := os.WriteFile(header, []byte(frontend.AnnotationHeader()), 0o644); err != nil {
		return "", nil, err
	}
	args := []string{"-E", "-x", "cl", "-cl-std=CL1.2", "-target", "spir", "-include", header, "-I", filepath.Dir(path)}
	for _, inc := range cfg.Includes {
		args = append(args, "-I", inc)
	}
	for _, d := range cfg.Defines {
		args = append(args, "-D"+d)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "clang-14", append(args, path)...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", nil, ctx.Err()
		}
		return "", nil, fmt.Errorf("%s: clang-14 -E: %v\n%s", path, err, stderr.String())
	}
	// The header's temporary name would make the text differ run to run.
	text := bytes.ReplaceAll(stdout.Bytes(), []byte(header), []byte("<bvgen annotations>"))
	files := csource.LineMarkerFiles(text, path)
	// The --boogie-file axioms are part of what is proved.
	for _, b := range cfg.BoogieFiles {
		text = append(text, "\n// --boogie-file "+b+"\n"...)
		if bt, err := os.ReadFile(b); err == nil { // else the run says so
			text = append(text, bt...)
			files = append(files, b)
		}
	}
	sum := sha256.Sum256(text)
	return hex.EncodeToString(sum[:]), files, nil
}
