package main

import (
	"context"
	"fmt"
	"io"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/gate"
	"github.com/bvgen/bvgen/pipeline"
)

// newVersionCmd is `bvgen version` (and `bvgen --version`): bvgen's
// version and the versions of the tools a verification runs, so that a
// bug report says what produced a verdict.
func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "print bvgen's version and the versions of clang-14, opt-14, boogie and z3",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			writeVersion(cmd.Context(), cmd.OutOrStdout())
			return nil
		},
	}
}

// writeVersion prints bvgen's version (the module version, the commit of
// a build from a checkout, the Go version) and one line per tool: its
// version, or "not found" (a missing tool is no error here: the command
// is how one finds out).
func writeVersion(ctx context.Context, w io.Writer) {
	if ctx == nil {
		ctx = context.Background()
	}
	fmt.Fprintf(w, "bvgen %s%s (%s)\n", gate.Version(), revision(), runtime.Version())
	for _, t := range pipeline.Tools {
		v := "not found on PATH (scripts/install-deps.sh installs it)"
		if _, err := exec.LookPath(t); err == nil {
			v = pipeline.ToolVersion(ctx, t)
		}
		fmt.Fprintf(w, "  %-9s %s\n", t+":", v)
	}
}

// revision is ", commit REV[+modified]" for a build from a git checkout.
func revision() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	rev, modified := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return ""
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if modified {
		rev += "+modified"
	}
	return ", commit " + rev
}

var versionFuncOnce sync.Once

// versionTemplate makes cobra's --version print writeVersion's text.
// The function goes into cobra's global map once (see templateFuncsOnce).
func versionTemplate() string {
	versionFuncOnce.Do(func() {
		cobra.AddTemplateFunc("bvgenVersion", func() string {
			var b strings.Builder
			writeVersion(context.Background(), &b)
			return b.String()
		})
	})
	return "{{bvgenVersion}}"
}
