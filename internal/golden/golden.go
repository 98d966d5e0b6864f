// Package golden is the test scaffolding shared by bvgen's packages: golden
// files, compared with a test's output or rewritten by it under the one
// -update flag (go test ./... -update), and external tools that a test
// needs, skipped when missing unless REQUIRE_TOOLS=1 (as in CI) makes their
// absence a failure.
package golden

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite golden files (and the inputs that tests regenerate) instead of comparing with them")

// Update reports whether the test run rewrites golden files (-update).
func Update() bool { return *update }

// Check compares got with the golden file at path, or under -update writes
// got to it.
func Check(t testing.TB, path, got string) {
	t.Helper()
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "missing golden file (go test -update writes it)")
	assert.Equal(t, string(want), got, "%s differs from the output (go test -update rewrites it: review the diff)", path)
}

// CheckSection compares the part of the document at path between the
// markers "<!-- NAME: begin -->" and "<!-- NAME: end -->" with got (a table
// the code prints), or under -update rewrites that part: docs that state
// what the code holds stay equal to it.
func CheckSection(t testing.TB, path, name, got string) {
	t.Helper()
	begin, end := "<!-- "+name+": begin -->\n", "<!-- "+name+": end -->"
	doc := Read(t, path)
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	require.True(t, i >= 0 && j > i, "%s has no %q markers", path, name)
	want := doc[:i+len(begin)] + got + doc[j:]
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(want), 0o644))
		return
	}
	assert.Equal(t, want, doc, "the %s of %s is out of date (go test -run %s -update rewrites it)", name, path, t.Name())
}

// Read returns the content of a test input file.
func Read(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

// Write writes an input file that a test regenerates under -update (from a
// tool that is not always installed) and otherwise reads.
func Write(t testing.TB, path, content string) {
	t.Helper()
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
}

// Require skips the test when err says that something it needs (a tool, an
// OpenCL device) is missing, unless REQUIRE_TOOLS=1, where the test fails.
func Require(t testing.TB, what string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	if os.Getenv("REQUIRE_TOOLS") == "1" {
		t.Fatalf("%s is required (REQUIRE_TOOLS=1) but missing: %v (scripts/install-deps.sh installs it)", what, err)
	}
	t.Skipf("%s not available: %v", what, err)
}

// RequireTool requires each named program on the PATH (see Require).
func RequireTool(t testing.TB, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		_, err := exec.LookPath(tool)
		Require(t, tool, err)
	}
}

// WriteTree writes files (slash-separated name relative to a new temporary
// directory -> text) and returns the directory.
func WriteTree(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
	return dir
}
