package main

import (
	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/verifycmd"
)

// envOf is the environment of a command's run: its output streams and
// flags, and this executable's prover proxy.
func envOf(cmd *cobra.Command) *verifycmd.Env {
	return &verifycmd.Env{Stdout: cmd.OutOrStdout(), Stderr: cmd.ErrOrStderr(), Flags: cmd.Flags(), Proxy: proxyCommand()}
}

// runner runs bvgen verify as a library on a file and flags (bvgen ci's
// kernels, launch files, several files of one verify), with this
// executable's prover proxy.
func runner() verifycmd.Runner { return verifycmd.Runner{Proxy: proxyCommand()} }
