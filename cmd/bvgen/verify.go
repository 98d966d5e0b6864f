package main

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/gate"
	"github.com/bvgen/bvgen/verifycmd"
)

func newVerifyCmd() *cobra.Command {
	var o verifycmd.Options
	var j jsonFlags
	var format string
	cmd := &cobra.Command{
		Use:   "verify [flags] kernel.cl [more.cl | dir ...]",
		Short: "prove a kernel free of data races, barrier divergence and assertion failures",
		Long: `bvgen verify proves a kernel free of data races, barrier divergence and
assertion failures for one launch geometry: --local_size and --num_groups (or
--global_size), or, without them, each "#pragma bvgen launch ..." line of the
file in turn (docs/reading-reports.md). A kernel that uses TYPE, OPERATOR or
IDENTITY without defining them is verified with them abstract (every monoid).`,
		Example: `  bvgen verify kernel.cl                           # each #pragma bvgen launch of the file
  bvgen verify --local_size=64,4 --num_groups=16,16 -D N=1024 kernel.cl
  bvgen verify --max-errors=3 kernel.cl            # the first 3 failures
  bvgen verify --format=sarif a.cl b.cl > bvgen.sarif
  bvgen verify kernels/                            # every .cl file with launch pragmas
  bvgen verify --json launches.json --verify-all-intercepted   # launches bvgen record wrote`,
		Args: func(cmd *cobra.Command, args []string) error {
			if j.file != "" {
				return nil // verifyLaunchFile says what is wrong
			}
			return cobra.MinimumNArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(gate.Formats, format) {
				return exitf(ExitCommandLine, "error: --format=%s: formats are %s", format, strings.Join(gate.Formats, ", "))
			}
			if j.file != "" {
				return verifyLaunchFile(cmd, &o, &j, format, args)
			}
			if err := o.CheckVerifyFlags(); err != nil {
				return err
			}
			if manyVerify(args, format) {
				return verifyMany(cmd, args, format, o.HasGeometry())
			}
			return o.Verify(cmd.Context(), envOf(cmd), args[0])
		},
	}
	o.Register(cmd.Flags())
	o.RegisterVerify(cmd.Flags())
	j.register(cmd)
	cmd.Flags().StringVar(&format, "format", "text", "output format: text, or a machine format of bvgen ci ("+strings.Join(gate.Formats[1:], ", ")+"), with every diagnostic")
	return cmd
}
