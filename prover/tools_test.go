package prover

import (
	"context"
	"testing"
	"time"

	"github.com/bvgen/bvgen/boogie"
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

// Types of the test programs.
var (
	bv32  = boogie.BV{W: 32}
	boolT = boogie.BoolType{}
	intT  = boogie.IntType{}
)
