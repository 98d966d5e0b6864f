package pipeline

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/internal/golden"
)

// TestTimeoutNamesTheStage: a run that runs out of time says which stage
// it was in.
func TestTimeoutNamesTheStage(t *testing.T) {
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
	t.Run("the frontend", func(t *testing.T) {
		cfg := config(64, 1)
		cfg.Progress, cfg.Timeout = &Progress{}, time.Nanosecond
		c, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
		defer cancel()
		time.Sleep(time.Millisecond)
		_, err := Verify(c, cfg, "testdata/unsupported.cl")
		var de *diag.Error
		require.True(t, errors.As(err, &de), "%v", err)
		assert.Equal(t, diag.Timeout, de.Code)
		assert.Contains(t, de.Msg, "during the frontend (clang, opt, lowering), which had run")
	})
	t.Run("stages in order", func(t *testing.T) {
		p := &Progress{}
		stage, _ := p.Stage()
		assert.Empty(t, stage)
		cfg := config(64, 1)
		cfg.Progress = p
		_, err := Verify(ctx(t), cfg, "testdata/halve.cl")
		require.NoError(t, err)
		stage, _ = p.Stage()
		assert.Contains(t, []string{"final proof", "invariant inference (Houdini)"}, stage)
		var none *Progress
		assert.Empty(t, none.During())
	})
}

// TestDuringBlamesTheStageThatUsedTheTime: a deadline that hits a stage as
// it starts names the stage before, which used the time.
func TestDuringBlamesTheStageThatUsedTheTime(t *testing.T) {
	for _, tc := range []struct {
		name          string
		prevRan, ran  time.Duration
		want, notWant string
	}{
		{"just started", 3 * time.Minute, 0, "as the final proof started, after 180.0 s of invariant inference (Houdini)", "which had run"},
		{"ran a while", 3 * time.Minute, 5 * time.Second, "during the final proof, which had run 5.0 s", "after"},
		{"short stage before", 10 * time.Millisecond, 0, "during the final proof, which had run 0.0 s", "after"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			now := time.Now()
			p := &Progress{stage: "final proof", since: now.Add(-tc.ran), prev: "invariant inference (Houdini)", prevRan: tc.prevRan}
			got := p.During()
			assert.Contains(t, got, tc.want)
			assert.NotContains(t, got, tc.notWant)
		})
	}
}
