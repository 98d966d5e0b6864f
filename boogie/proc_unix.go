//go:build unix

package boogie

import (
	"os/exec"
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
