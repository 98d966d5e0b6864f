package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// action is the part of GitHub's schema of action.yml that a composite
// action uses.
type action struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	Inputs      map[string]struct {
		Description string  `yaml:"description"`
		Required    *bool   `yaml:"required"`
		Default     *string `yaml:"default"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Description string `yaml:"description"`
		Value       string `yaml:"value"`
	} `yaml:"outputs"`
	Runs struct {
		Using string `yaml:"using"`
		Steps []struct {
			Name  string            `yaml:"name"`
			If    string            `yaml:"if"`
			Uses  string            `yaml:"uses"`
			Run   string            `yaml:"run"`
			Shell string            `yaml:"shell"`
			With  map[string]string `yaml:"with"`
			Env   map[string]string `yaml:"env"`
		} `yaml:"steps"`
	} `yaml:"runs"`
}

// TestActionDefinitions checks action.yml against the rules of GitHub's
// action schema for composite actions (known keys only, a name and a
// description, every input described with a string default, every step
// either uses an action at a version or runs a command with a shell,
// every ${{ inputs.X }} declared) and .pre-commit-hooks.yaml against
// pre-commit's (id, name, entry, language).
func TestActionDefinitions(t *testing.T) {
	text, err := os.ReadFile("../../action.yml")
	require.NoError(t, err)
	var a action
	dec := yaml.NewDecoder(bytes.NewReader(text))
	dec.KnownFields(true)
	require.NoError(t, dec.Decode(&a), "action.yml has only keys of the schema")
	assert.NotEmpty(t, a.Name)
	assert.NotEmpty(t, a.Description)
	assert.Equal(t, "composite", a.Runs.Using)
	require.NotEmpty(t, a.Runs.Steps)
	for name, in := range a.Inputs {
		assert.NotEmpty(t, in.Description, "input %s", name)
		assert.NotNil(t, in.Default, "input %s has a default", name)
	}
	for _, out := range a.Outputs {
		assert.NotEmpty(t, out.Value)
	}
	for i, s := range a.Runs.Steps {
		if s.Uses != "" {
			assert.Empty(t, s.Run, "step %d: uses or run, not both", i)
			assert.Regexp(t, `^[\w.-]+/[\w./-]+@v\d+$`, s.Uses, "step %d: an action at a major version", i)
		} else {
			assert.NotEmpty(t, s.Run, "step %d runs a command", i)
			assert.Equal(t, "bash", s.Shell, "step %d: composite run steps need a shell", i)
		}
	}
	for _, m := range regexp.MustCompile(`inputs\.([\w-]+)`).FindAllStringSubmatch(string(text), -1) {
		_, ok := a.Inputs[m[1]]
		assert.True(t, ok, "inputs.%s is declared", m[1])
	}
	assert.Contains(t, string(text), "scripts/ci-action.sh", "the action runs the script this package tests")

	text, err = os.ReadFile("../../.pre-commit-hooks.yaml")
	require.NoError(t, err)
	var hooks []map[string]any
	require.NoError(t, yaml.Unmarshal(text, &hooks))
	require.NotEmpty(t, hooks)
	for _, h := range hooks {
		for _, k := range []string{"id", "name", "entry", "language"} {
			assert.NotEmpty(t, h[k], "hook %v: %s", h["id"], k)
		}
		if f, ok := h["files"].(string); ok {
			_, err := regexp.Compile(f)
			assert.NoError(t, err)
		}
	}
}

// TestCIActionScript runs the action's script (scripts/ci-action.sh) on a
// sample kernel repository (testdata/sample-repo): one run writes the
// text report, SARIF and JUnit; the missing barrier fails the gate (exit
// 6); with a baseline of that finding it passes.
func TestCIActionScript(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie", "z3", "bash")
	exe := buildBvgen(t)
	repo, out := "testdata/sample-repo", t.TempDir()
	sarif, junit, base := filepath.Join(out, "r.sarif"), filepath.Join(out, "r.xml"), filepath.Join(out, "baseline.txt")
	script := func(env ...string) (int, string) {
		cmd := exec.Command("bash", "../../scripts/ci-action.sh")
		cmd.Env = append(os.Environ(), append([]string{"BVGEN=" + exe, "BVGEN_PATHS=" + repo + "/kernels",
			"BVGEN_SARIF=" + sarif, "BVGEN_JUNIT=" + junit, "BVGEN_ARGS=--no-cache -j 2"}, env...)...)
		o, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), string(o)
		}
		require.NoError(t, err, "%s", o)
		return 0, string(o)
	}
	code, o := script()
	assert.Equal(t, ExitNotVerified, code, o)
	assert.Contains(t, o, "1 passed, 1 failed")
	assert.Contains(t, o, "possible write-read race on s[")
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID string `json:"ruleId"`
			} `json:"results"`
		} `json:"runs"`
	}
	text, err := os.ReadFile(sarif)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(text, &log))
	require.Len(t, log.Runs, 1)
	assert.NotEmpty(t, log.Runs[0].Results)
	text, err = os.ReadFile(junit)
	require.NoError(t, err)
	var suites struct {
		Failures int `xml:"failures,attr"`
	}
	require.NoError(t, xml.Unmarshal(text, &suites))
	assert.Equal(t, 1, suites.Failures, "%s", text)

	code, o = script("BVGEN_ARGS=--no-cache --write-baseline=" + base)
	require.Equal(t, ExitNotVerified, code, o)
	code, o = script("BVGEN_BASELINE=" + base)
	assert.Equal(t, ExitOK, code, o)
	assert.Contains(t, o, "1 passed, 0 failed, 1 known failures (baseline)")
}

// buildBvgen builds this command into a temporary directory.
func buildBvgen(t *testing.T) string {
	t.Helper()
	exe := filepath.Join(t.TempDir(), "bvgen")
	build := exec.Command("go", "build", "-o", exe, ".")
	build.Env = append(os.Environ(), "CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	return exe
}
