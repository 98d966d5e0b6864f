// Package record is bvgen record: it runs an application with an OpenCL
// interposer preloaded (C, shipped as source and compiled on first use)
// and merges what the application's processes launched into one file of
// GPUVerify's JSON launch format (docs/record.md). It imports nothing of
// bvgen: the interposer knows OpenCL, not kernels.
package record

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
)

//go:embed interposer/*.c interposer/*.h
var sources embed.FS

// Compiler is the C compiler that builds the interposer: the clang-14
// bvgen already requires.
const Compiler = "clang-14"

// compileFlags are part of the cache key: a change rebuilds.
var compileFlags = []string{"-shared", "-fPIC", "-O2", "-Wall", "-Wextra", "-DCL_TARGET_OPENCL_VERSION=120"}

// sourceHash identifies the interposer's sources and flags.
func sourceHash() (string, [][2]string, error) {
	entries, err := sources.ReadDir("interposer")
	if err != nil {
		return "", nil, err
	}
	var files [][2]string
	h := sha256.New()
	for _, e := range entries {
		b, err := sources.ReadFile("interposer/" + e.Name())
		if err != nil {
			return "", nil, err
		}
		files = append(files, [2]string{e.Name(), string(b)})
		fmt.Fprintf(h, "%s %d\n%s", e.Name(), len(b), b)
	}
	sort.Slice(files, func(i, j int) bool { return files[i][0] < files[j][0] })
	fmt.Fprintf(h, "%q", compileFlags)
	return hex.EncodeToString(h.Sum(nil))[:16], files, nil
}

// CacheDir is where the compiled interposer is kept: the user cache
// directory, or the temporary one where there is none.
func CacheDir() string {
	base, err := os.UserCacheDir()
	if err != nil {
		base = filepath.Join(os.TempDir(), fmt.Sprintf("bvgen-%d", os.Getuid()))
	}
	return filepath.Join(base, "bvgen", "record")
}

// Library returns the path of the interposer, compiling it into the
// cache directory when this version of its source has not been.
func Library(ctx context.Context) (string, error) {
	hash, files, err := sourceHash()
	if err != nil {
		return "", err
	}
	dir := CacheDir()
	lib := filepath.Join(dir, hash+".so")
	if _, err := os.Stat(lib); err == nil {
		return lib, nil
	}
	if _, err := exec.LookPath(Compiler); err != nil {
		return "", fmt.Errorf("bvgen record compiles its interposer with %s, which is not on PATH (scripts/install-deps.sh installs it)", Compiler)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	src, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(src)
	args := append([]string{}, compileFlags...)
	args = append(args, "-o", filepath.Join(src, "lib.so"))
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(src, f[0]), []byte(f[1]), 0o644); err != nil {
			return "", err
		}
		if filepath.Ext(f[0]) == ".c" {
			args = append(args, filepath.Join(src, f[0]))
		}
	}
	args = append(args, "-ldl", "-lpthread")
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, Compiler, args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("compiling the interposer with %s (are the OpenCL headers installed? Debian: opencl-headers): %v\n%s", Compiler, err, out.String())
	}
	// Rename: a concurrent bvgen record sees the whole library or none.
	if err := os.Rename(filepath.Join(src, "lib.so"), lib); err != nil {
		return "", err
	}
	return lib, nil
}
