//go:build !unix

package prover

import "os/exec"

// killGroupOnCancel keeps exec's default (kill the process only) where
// process groups do not exist.
func killGroupOnCancel(cmd *exec.Cmd) {}

// proxyExecutable returns "" where there is no POSIX shell to run the
// proxy's script: Boogie then uses z3 alone, with the same verdicts.
func proxyExecutable(dir string, proxy []string, z3 string) (string, error) {
	return "", nil
}
