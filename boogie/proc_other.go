//go:build !unix

package boogie

import "os/exec"

// killGroupOnCancel keeps exec's default (kill the process only) where
// process groups do not exist.
func killGroupOnCancel(cmd *exec.Cmd) {}
