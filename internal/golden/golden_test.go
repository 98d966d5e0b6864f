package golden

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCheckAndRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.golden")
	Write(t, path, "text\n")
	assert.Equal(t, "text\n", Read(t, path))
	Check(t, path, "text\n")
	if !Update() {
		r := &recorder{TB: t}
		Check(r, path, "other\n")
		assert.True(t, r.failed, "a difference must fail the test")
	}
}

// recorder is a test that records failures instead of failing.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }

func TestRequire(t *testing.T) {
	Require(t, "nothing", nil) // no error: the test goes on
	t.Setenv("REQUIRE_TOOLS", "")
	skipped := false
	t.Run("missing", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		Require(t, "a tool", errors.New("not found"))
	})
	assert.True(t, skipped || os.Getenv("REQUIRE_TOOLS") == "1")
}
