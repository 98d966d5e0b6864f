package verifycmd

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/diag"
)

// TestRunnerRefuses: flag lists the runner cannot turn into a verdict are
// command-line errors, never an exit 0 a gate would count as verified.
func TestRunnerRefuses(t *testing.T) {
	for _, tc := range []struct {
		flags []string
		msg   string
	}{
		{[]string{"--local_size=64", "--num_groups=2", "--dump-after=reduce"}, "--dump-after prints a pass's state and proves nothing"},
		{[]string{"--local_size=64", "extra.cl"}, `unexpected argument "extra.cl"`},
		{[]string{"--no-such-flag"}, "unknown flag: --no-such-flag"},
	} {
		code, out, ds := Runner{}.Verify(context.Background(), "k.cl", tc.flags)
		assert.Equal(t, int(diag.CommandLine), code, "%v", tc.flags)
		assert.Contains(t, out, tc.msg)
		assert.Empty(t, ds)
	}
}
