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
