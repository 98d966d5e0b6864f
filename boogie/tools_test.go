package boogie

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

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

// checkGolden compares got with testdata/name, or rewrites it under -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./boogie -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from golden file (run go test ./boogie -update and review the diff)\n--- got:\n%s", path, got)
	}
}
