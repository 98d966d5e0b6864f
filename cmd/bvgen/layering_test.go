package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLayering keeps the imports of DESIGN.md §3 true: ir, boogie (the
// Boogie language), csource and the z3 proxy import only the standard
// library; prover (running Boogie) imports boogie only; only frontend
// imports llir; only opencl imports go-opencl (and nothing of bvgen);
// frontend does not reach twothread or boogie; nothing but cmd/bvgen
// imports the z3 proxy; cmd/bvgen imports no pass package (only pipeline,
// verifycmd, diag, ir, kernels and the proxy); verifycmd (bvgen verify as
// a library) imports only pipeline, diag, ir and kernels; difftest runs bvgen as a program and
// imports none of its passes; record (the OpenCL interposer) imports
// nothing of bvgen.
func TestLayering(t *testing.T) {
	const mod = "github.com/bvgen/bvgen/"
	deps := func(pkg string) []string {
		out, err := exec.Command("go", "list", "-deps", mod+pkg).Output()
		require.NoError(t, err, pkg)
		return strings.Fields(string(out))
	}
	has := func(list []string, prefix string) bool {
		for _, d := range list {
			if strings.HasPrefix(d, prefix) {
				return true
			}
		}
		return false
	}
	for _, tc := range []struct {
		pkg       string
		forbidden []string
	}{
		{"ir", []string{mod, "github.com/"}},
		{"boogie", []string{mod, "github.com/"}},
		// Concrete runs read the Boogie AST and evaluate with ir's
		// bit-vector semantics; they know nothing of kernels or provers.
		{"boogie/concrete", []string{mod + "frontend", mod + "twothread", mod + "invariants", mod + "prover", mod + "pipeline", "github.com/llir/", "github.com/jgillich/", "github.com/spf13/"}},
		{"prover/z3proxy", []string{mod, "github.com/"}},
		{"csource", []string{mod, "github.com/"}},
		{"frontend", []string{mod + "twothread", mod + "boogie", mod + "interval", mod + "invariants", "github.com/jgillich/"}},
		{"twothread", []string{mod + "frontend", mod + "interval", "github.com/llir/", "github.com/jgillich/"}},
		{"interval", []string{mod + "frontend", mod + "twothread", "github.com/llir/"}},
		{"opencl", []string{mod, "github.com/llir/", "github.com/spf13/"}},
		{"invariants", []string{mod + "frontend", mod + "twothread", mod + "interval", mod + "kernels", "github.com/llir/", "github.com/jgillich/", "github.com/spf13/"}},
		// The differential test judges bvgen through its binary only.
		{"difftest", []string{mod + "pipeline", mod + "frontend", mod + "twothread", mod + "invariants", mod + "prover", mod + "boogie", mod + "gate", mod + "cmd/"}},
		// The recorder knows OpenCL's API, not kernels.
		{"record", []string{mod, "github.com/"}},
		{"genericity", []string{mod + "frontend", mod + "twothread", mod + "boogie", mod + "interval", mod + "invariants", mod + "kernels", "github.com/llir/", "github.com/jgillich/", "github.com/spf13/"}},
	} {
		list := deps(tc.pkg)
		for _, f := range tc.forbidden {
			for _, d := range list {
				if d == mod+tc.pkg || !strings.HasPrefix(d, f) {
					continue
				}
				assert.Failf(t, "forbidden import", "%s depends on %s", tc.pkg, d)
			}
		}
	}
	assert.True(t, has(deps("frontend"), "github.com/llir/llvm"), "frontend should import llir")
	// The command only turns flags into a pipeline.Config and renders
	// results: it imports no pass package, only pipeline, diag, the IR
	// model (positions, geometry), the corpus reader, the gate engine,
	// verify as a library (verifycmd: the flags, launches and verdicts),
	// the device-wide pipelines (devscan, a client of pipeline), the z3
	// proxy and the recorder of launches (record: it runs an application,
	// it verifies nothing).
	out, err := exec.Command("go", "list", "-f", `{{join .Imports " "}}`, mod+"cmd/bvgen").Output()
	require.NoError(t, err)
	allowed := map[string]bool{mod + "pipeline": true, mod + "diag": true, mod + "ir": true, mod + "kernels": true, mod + "gate": true, mod + "devscan": true, mod + "prover/z3proxy": true, mod + "record": true, mod + "verifycmd": true}
	for _, imp := range strings.Fields(string(out)) {
		if strings.HasPrefix(imp, mod) && !allowed[imp] {
			assert.Failf(t, "forbidden import", "cmd/bvgen imports %s; go through package pipeline", imp)
		}
	}
	// verifycmd is a client of pipeline too: it turns verify's flags into
	// a pipeline.Config and renders verdicts; the gate reaches it only
	// through the function cmd/bvgen gives it.
	out, err = exec.Command("go", "list", "-f", `{{join .Imports " "}}`, mod+"verifycmd").Output()
	require.NoError(t, err)
	verifyOK := map[string]bool{mod + "pipeline": true, mod + "diag": true, mod + "ir": true, mod + "kernels": true}
	for _, imp := range strings.Fields(string(out)) {
		if strings.HasPrefix(imp, mod) && !verifyOK[imp] {
			assert.Failf(t, "forbidden import", "verifycmd imports %s", imp)
		}
	}
	// devscan is a client of pipeline: of bvgen it imports only pipeline,
	// interval, opencl, csource, diag and ir, no pass.
	out, err = exec.Command("go", "list", "-f", `{{join .Imports " "}}`, mod+"devscan").Output()
	require.NoError(t, err)
	devscanOK := map[string]bool{mod + "pipeline": true, mod + "interval": true, mod + "opencl": true, mod + "csource": true, mod + "diag": true, mod + "ir": true}
	for _, imp := range strings.Fields(string(out)) {
		if strings.HasPrefix(imp, mod) && !devscanOK[imp] {
			assert.Failf(t, "forbidden import", "devscan imports %s", imp)
		}
	}
	// diag imports only ir of bvgen.
	for _, d := range deps("diag") {
		if strings.HasPrefix(d, mod) && d != mod+"diag" && d != mod+"ir" {
			assert.Failf(t, "forbidden import", "diag depends on %s", d)
		}
	}
	// prover imports boogie and, beyond it, only the standard library.
	for _, d := range deps("prover") {
		if strings.Contains(strings.SplitN(d, "/", 2)[0], ".") && d != mod+"prover" && d != mod+"boogie" {
			assert.Failf(t, "forbidden import", "prover depends on %s", d)
		}
	}
	assert.True(t, has(deps("prover"), mod+"boogie"), "prover should import boogie")
	// Only cmd/bvgen may run the proxy: no other package reaches it.
	out, err = exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Deps " "}}`, mod+"...").Output()
	require.NoError(t, err)
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if f[0] == mod+"cmd/bvgen" || f[0] == mod+"prover/z3proxy" {
			continue
		}
		assert.NotContains(t, f[1:], mod+"prover/z3proxy", "%s depends on the z3 proxy", f[0])
	}
	// Direct imports: only opencl imports go-opencl.
	out, err = exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", mod+"...").Output()
	require.NoError(t, err)
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		if fields[0] != mod+"opencl" && has(fields[1:], "github.com/jgillich/") {
			assert.Failf(t, "forbidden import", "%s imports go-opencl; only opencl may", fields[0])
		}
	}
}
