package gate

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// sample is a summary with a met expectation, a race that fails the gate,
// a known failure and an unmet expectation without a positioned finding.
func sample(file string) *Summary {
	race := diag.Diagnostic{Kind: diag.RaceWriteRead, Pos: ir.Pos{File: file, Line: 4, Col: 11}, Msg: "possible write-read race on buf[3]", FileHeadline: true,
		Related: []diag.Related{{Pos: ir.Pos{File: file, Line: 4, Col: 11}, Msg: "Read by work item 3 with local id 3 in work group 0"},
			{Msg: "Write by work item 0 with local id 0 in work group 0", Sources: []ir.Pos{{File: file, Line: 3, Col: 12}, {File: file, Line: 5, Col: 3}}}}}
	return &Summary{Version: "test", Elapsed: 2500 * time.Millisecond, Results: []Result{
		{File: "kernels/a_ok.cl", Expect: "pass", Flags: []string{"--local_size=64"}, Met: true, Elapsed: time.Second, Output: "verified\n"},
		{File: file, Expect: "pass", Flags: []string{"--local_size=64", "--num_groups=2"}, Code: 6, Problem: "exit code 6, want 0",
			Elapsed: 1500 * time.Millisecond, Output: "race\n", Diags: []diag.Diagnostic{race}},
		{File: "kernels/c_known.cl", Launch: 7, Expect: "pass", Code: 7, Problem: "exit code 7, want 0", Known: true, Elapsed: time.Millisecond},
		{File: "kernels/d_timeout.cl", Expect: "xfail:NOT_ALL_VERIFIED", Code: 7, Problem: "exit code 7, want 6", Cached: true},
	}}
}

func TestJSONRoundTrip(t *testing.T) {
	s := sample("kernels/b_racy.cl")
	var b bytes.Buffer
	require.NoError(t, WriteJSON(&b, s))
	back, err := ReadJSON(&b)
	require.NoError(t, err)
	assert.Equal(t, s, back)
}

// TestSARIFRequired checks the fields SARIF 2.1.0 requires (and code
// scanning reads): version, runs, the driver's name and rules, each
// result's message, rule and location.
func TestSARIFRequired(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, WriteSARIF(&b, sample("kernels/b_racy.cl")))
	var log map[string]any
	require.NoError(t, json.Unmarshal(b.Bytes(), &log))
	assert.Equal(t, "2.1.0", log["version"])
	assert.Equal(t, sarifSchema, log["$schema"])
	runs := log["runs"].([]any)
	require.Len(t, runs, 1)
	run := runs[0].(map[string]any)
	driver := run["tool"].(map[string]any)["driver"].(map[string]any)
	assert.Equal(t, "bvgen", driver["name"])
	rules := driver["rules"].([]any)
	ids := map[string]int{}
	for i, r := range rules {
		rule := r.(map[string]any)
		require.NotEmpty(t, rule["id"])
		require.NotEmpty(t, rule["shortDescription"].(map[string]any)["text"])
		ids[rule["id"].(string)] = i
	}
	for _, k := range []string{"race/write-read", "race/read-write", "race/write-write", "race/atomic", "barrier-divergence", "assertion",
		"loop-invariant", "precondition", "postcondition", "barrier-invariant", "null-pointer", "out-of-bounds", "unsupported"} {
		assert.Contains(t, ids, k)
	}
	results := run["results"].([]any)
	require.Len(t, results, 3, "the met expectation reports nothing")
	for _, x := range results {
		res := x.(map[string]any)
		require.NotEmpty(t, res["message"].(map[string]any)["text"])
		id := res["ruleId"].(string)
		require.Contains(t, ids, id)
		assert.EqualValues(t, ids[id], res["ruleIndex"])
		loc := res["locations"].([]any)[0].(map[string]any)["physicalLocation"].(map[string]any)
		require.NotEmpty(t, loc["artifactLocation"].(map[string]any)["uri"])
		if region, ok := loc["region"].(map[string]any); ok {
			assert.GreaterOrEqual(t, region["startLine"].(float64), 1.0)
		}
		assert.Contains(t, []string{"new", "unchanged"}, res["baselineState"])
		require.NotEmpty(t, res["partialFingerprints"].(map[string]any)["bvgen/v2"])
	}
	race := results[0].(map[string]any)
	assert.Equal(t, "race/write-read", race["ruleId"])
	assert.Len(t, race["relatedLocations"], 3, "the checked access and each possible source of the other are related locations")
	assert.Equal(t, "unchanged", results[1].(map[string]any)["baselineState"])
	assert.Equal(t, "expectation", results[2].(map[string]any)["ruleId"])
}

// TestFingerprintStable: an unrelated edit (a line added above) keeps a
// finding's fingerprint; editing the racing line changes it.
func TestFingerprintStable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "k.cl")
	src := "__kernel void k(__global int *buf) {\n  int lid = get_local_id(0);\n  buf[lid] = lid;\n  int y = buf[63 - lid];\n}\n"
	fp := func(content string, shift int, index string) string {
		require.NoError(t, os.WriteFile(file, []byte(content), 0o644))
		d := diag.Diagnostic{Kind: diag.RaceWriteRead, Pos: ir.Pos{File: file, Line: 4 + shift, Col: 11}, Msg: "possible write-read race on buf[" + index + "]",
			Related: []diag.Related{{Pos: ir.Pos{File: file, Line: 3 + shift, Col: 12}, Msg: "Write"}}}
		return fingerprint(d, diag.NewSource(os.ReadFile))
	}
	base := fp(src, 0, "4")
	assert.Equal(t, base, fp("// a comment added above\n"+src, 1, "4"))
	assert.Equal(t, base, fp(src, 0, "17"), "the counterexample's index does not matter")
	assert.NotEqual(t, base, fp(src[:len(src)-30]+"  int y = buf[62 - lid];\n}\n", 0, "4"))
}

func TestJUnitParses(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, WriteJUnit(&b, sample("kernels/b_racy.cl")))
	var doc junitSuites
	require.NoError(t, xml.Unmarshal(b.Bytes(), &doc))
	assert.Equal(t, 4, doc.Tests)
	assert.Equal(t, 2, doc.Failures)
	assert.Equal(t, 1, doc.Skipped)
	require.Len(t, doc.Suites, 1)
	cases := doc.Suites[0].Cases
	require.Len(t, cases, 4)
	assert.Equal(t, "kernels", cases[1].ClassName)
	assert.Equal(t, "b_racy.cl", cases[1].Name)
	require.NotNil(t, cases[1].Failure)
	assert.Equal(t, "NOT_ALL_VERIFIED", cases[1].Failure.Type)
	assert.Equal(t, "race\n", cases[1].Failure.Text)
	require.NotNil(t, cases[2].Skipped)
	assert.Equal(t, "c_known.cl (launch at line 7)", cases[2].Name)
}

func TestRender(t *testing.T) {
	for _, tc := range []struct {
		format string
		want   string
	}{
		{"text", "1 passed, 2 failed, 1 known failures (baseline)\n"},
		{"json", `"failed": 2`},
		{"sarif", `"version": "2.1.0"`},
		{"junit", `<testsuites name="bvgen"`},
	} {
		t.Run(tc.format, func(t *testing.T) {
			var b bytes.Buffer
			require.NoError(t, Render(&b, tc.format, sample("kernels/b_racy.cl")))
			assert.Contains(t, b.String(), tc.want)
		})
	}
	assert.Error(t, Render(&bytes.Buffer{}, "yaml", sample("x.cl")))
}
