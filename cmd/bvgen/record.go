package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/record"
)

// newRecordCmd is `bvgen record [--out DIR] -- COMMAND [ARGS...]`: it runs
// COMMAND with bvgen's OpenCL interposer preloaded and writes the kernel
// launches it made in GPUVerify's JSON launch format (docs/record.md).
func newRecordCmd() *cobra.Command {
	var out string
	var limit int
	cmd := &cobra.Command{
		Use:   "record [--out DIR] [--cap N] -- COMMAND [ARGS...]",
		Short: "run an OpenCL application and record the kernel launches it makes (GPUVerify's JSON launch format)",
		Long: `bvgen record runs COMMAND with an OpenCL interposer preloaded (LD_PRELOAD) and
writes every kernel launch of its processes to DIR/launches.json, GPUVerify's
JSON launch format, with the program sources beside it (DIR/program-HASH.cl)
and DIR/launches.notes.json: launch counts, launches that are no entry (kernels
from binaries or IL, launches the runtime refused, launches over the cap) and
entries that cannot be verified as recorded. A previous recording in DIR is
replaced. The interposer is compiled with clang-14 on first use.

The exit code is COMMAND's (128+N when signal N ended it), 127 when it cannot
be started, 9 when the interposer cannot be built.`,
		Example: `  bvgen record -- ./my-app --size=1024         # writes bvgen-launches/launches.json
  bvgen record --out=launches -- python3 app.py
  BVGEN_RECORD_CAP=10 bvgen record -- ctest    # at most 10 distinct launches per kernel`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			res, err := record.Run(cmd.Context(), args, record.Options{
				Dir: out, Cap: limit, Stdin: cmd.InOrStdin(), Stdout: cmd.OutOrStdout(), Stderr: cmd.ErrOrStderr(),
			})
			switch {
			case errors.Is(err, record.ErrBuild):
				return exitf(ExitConfiguration, "bvgen record: %v", err)
			case errors.Is(err, record.ErrStart):
				return exitf(127, "bvgen record: %v", err)
			case err != nil:
				return exitf(ExitCommandLine, "bvgen record: %v", err)
			}
			fmt.Fprint(cmd.ErrOrStderr(), res.Summary(out))
			if res.ExitCode != 0 {
				return &diag.Error{Code: diag.Code(res.ExitCode)}
			}
			return nil
		},
	}
	// COMMAND's own flags are its own: flags end at the first argument.
	cmd.Flags().SetInterspersed(false)
	cmd.Flags().StringVar(&out, "out", "bvgen-launches", "the directory the recording is written to")
	cmd.Flags().IntVar(&limit, "cap", 0, "distinct launches kept per kernel (default $BVGEN_RECORD_CAP, else 50)")
	// Its flags are none of verify's groups.
	cmd.SetUsageTemplate(strings.Replace(usageTemplate, "{{groupedFlags .}}", "Flags:\n{{.LocalFlags.FlagUsagesWrapped 110 | trimTrailingWhitespaces}}", 1))
	return cmd
}
