package gate

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/kernels"
)

// TestHostCallsReported: a failing recorded launch names the host code
// that made it, in the text report and as a SARIF related location.
func TestHostCallsReported(t *testing.T) {
	r := Result{File: "prog.cl", From: "launches.json:2", Expect: "pass", Code: int(diag.NotVerified), Problem: "exit 6",
		HostCalls: []kernels.HostCall{{Function: "run_racy", Unit: "host/app.c", Line: 42}},
		Diags:     []diag.Diagnostic{race("prog.cl", 6, "possible write-write race on out[3] (kernel racy)")}}
	s := &Summary{Results: []Result{r}}
	var text, sarif bytes.Buffer
	require.NoError(t, WriteText(&text, s, false))
	assert.Contains(t, text.String(), "launched by the host at host/app.c:42 (run_racy)")
	require.NoError(t, WriteSARIF(&sarif, s))
	assert.Contains(t, sarif.String(), `"uri": "host/app.c"`)
	assert.Contains(t, sarif.String(), `"startLine": 42`)
	assert.Contains(t, sarif.String(), "the host launched the kernel here, in run_racy (launch launches.json:2)")
}

// TestRecordedJobs: one job per distinct launch, expected to verify at its
// launch, named and keyed by its entry; a malformed file is exit 10.
func TestRecordedJobs(t *testing.T) {
	const lf = "../kernels/testdata/launchfile/launches.json"
	jobs, notes, err := RecordedJobs([]string{lf})
	require.NoError(t, err)
	require.Len(t, jobs, 3)
	j := jobs[1]
	assert.Equal(t, lf+":2", j.From)
	assert.True(t, j.Expect.Pass)
	assert.Contains(t, j.Expect.Flags, "--kernel=racy")
	assert.Equal(t, "../kernels/testdata/launchfile/prog.cl (launch from "+lf+":2)", j.Name())
	assert.Equal(t, "../kernels/testdata/launchfile/prog.cl@"+lf+":2", j.Key())
	assert.Len(t, notes, 2)
	// Where the host launched them: the identical fourth's site joins the
	// first's proof.
	assert.Equal(t, []kernels.HostCall{{Function: "run_racy", Unit: "host/app.c", Line: 42}}, j.HostCalls)
	assert.Equal(t, []kernels.HostCall{{Function: "main", Unit: "host/app.c", Line: 7}}, jobs[0].HostCalls)
	assert.Equal(t, lf+":1,4", jobs[0].From)

	_, _, err = RecordedJobs([]string{"nope.json"})
	var de *diag.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, diag.JSONError, de.Code)
}
