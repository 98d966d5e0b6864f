//go:build unix

package z3proxy

import (
	"os"
	"syscall"
)

// yieldNice is the niceness a yielding solver gets: the most there is, so
// that where the cores are short, a process of normal priority takes
// nearly all of their time from it.
const yieldNice = 19

// yieldCPU lowers p's scheduling priority to yieldNice. An error (the
// process has just ended) is of no consequence: priority changes only how
// fast answers come, never what they are.
func yieldCPU(p *os.Process) {
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, p.Pid, yieldNice)
}
