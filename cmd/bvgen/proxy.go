package main

import (
	"os"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/diag"

	"github.com/bvgen/bvgen/prover/z3proxy"
)

// proxyCmdName is the hidden subcommand that runs the prover proxy.
const proxyCmdName = "z3-proxy"

// newZ3ProxyCmd is `bvgen z3-proxy [--report] --z3=PATH -- Z3ARGS...`, the prover
// proxy (package z3proxy) that Boogie runs as its z3 under bvgen verify.
// It is not for users: its arguments are z3's, so cobra leaves them alone.
func newZ3ProxyCmd() *cobra.Command {
	return &cobra.Command{
		Use:                proxyCmdName + " --z3=PATH -- Z3ARGS...",
		Short:              "act as z3 for Boogie, first trying each query without labels (internal)",
		Hidden:             true,
		DisableFlagParsing: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if code := z3proxy.Main(args, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr()); code != ExitOK {
				return &diag.Error{Code: diag.Code(code)}
			}
			return nil
		},
	}
}

// proxyCommand is the command that runs this executable's prover proxy,
// for prover.Options.Proxy; nil, so that Boogie uses z3 alone (same
// verdicts, slower on hard queries), when the executable cannot be named.
func proxyCommand() []string {
	self, err := os.Executable()
	if err != nil {
		return nil
	}
	return []string{self, proxyCmdName}
}
