package prover

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/bvgen/bvgen/boogie"
)

// needBoogie skips a test when boogie is missing, unless REQUIRE_TOOLS=1
// (CI), where a missing tool must fail the test instead.
func needBoogie(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("boogie"); err != nil {
		if os.Getenv("REQUIRE_TOOLS") == "1" {
			t.Fatalf("boogie is required (REQUIRE_TOOLS=1) but missing: %v", err)
		}
		t.Skip("boogie not installed")
	}
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
