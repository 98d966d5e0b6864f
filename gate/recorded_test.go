package gate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
)

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

	_, _, err = RecordedJobs([]string{"nope.json"})
	var de *diag.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, diag.JSONError, de.Code)
}
