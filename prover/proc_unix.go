//go:build unix

package prover

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
)

// killGroupOnCancel runs the command in its own process group and kills the
// whole group on cancellation: Boogie runs on Mono and starts z3, and a z3
// left behind would keep solving after a timeout.
func killGroupOnCancel(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// proxyExecutable writes dir/z3, a shell script that execs the proxy
// command in front of the real z3, and returns its path: Boogie's /z3exe
// takes the path of an executable and no arguments.
func proxyExecutable(dir string, proxy []string, z3 string) (string, error) {
	var b strings.Builder
	b.WriteString("#!/bin/sh\nexec")
	for _, a := range append(append([]string(nil), proxy...), "--z3="+z3, "--") {
		b.WriteString(" '" + strings.ReplaceAll(a, "'", `'\''`) + "'")
	}
	b.WriteString(" \"$@\"\n")
	path := filepath.Join(dir, "z3")
	if err := os.WriteFile(path, []byte(b.String()), 0o755); err != nil {
		return "", err
	}
	return path, nil
}
