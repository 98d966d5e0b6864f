package frontend

import (
	"os"
	"os/exec"
	"testing"
)

// requireTool skips a test when an external tool is missing, unless
// REQUIRE_TOOLS=1 (as in CI), where a missing tool fails the test.
func requireTool(t *testing.T, tool string) {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		if os.Getenv("REQUIRE_TOOLS") == "1" {
			t.Fatalf("%s is required (REQUIRE_TOOLS=1) but not installed: run scripts/install-deps.sh", tool)
		}
		t.Skipf("%s not installed", tool)
	}
}
