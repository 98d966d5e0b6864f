package boogie

import (
	"context"
	"testing"
	"time"

	"github.com/bvgen/bvgen/internal/golden"
)

// needBoogie skips a test when boogie is missing, unless REQUIRE_TOOLS=1
// (CI), where a missing tool must fail the test instead.
func needBoogie(t *testing.T) {
	t.Helper()
	golden.RequireTool(t, "boogie")
}

// testCtx bounds every Boogie run of the tests.
func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// checkGolden compares got with testdata/name, or rewrites it under -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, "testdata/"+name, got)
}
