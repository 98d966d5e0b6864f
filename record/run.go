package record

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Environment variables the interposer reads.
const (
	EnvDir = "BVGEN_RECORD_DIR" // where it writes; recording is off without it
	EnvCap = "BVGEN_RECORD_CAP" // distinct launches kept per kernel (default 50)
)

// Options of a recording.
type Options struct {
	Dir string // output directory (created)
	Cap int    // 0: $BVGEN_RECORD_CAP, else DefaultCap
	// The application's standard streams; *os.File values are handed to
	// it as they are (a terminal stays a terminal).
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// Result is what a recording produced.
type Result struct {
	Dir   string
	Notes *Notes
	// ExitCode is the application's: its status, or 128+N when signal N
	// ended it (as a shell says).
	ExitCode int
}

// Errors Run wraps: the interposer cannot be built (clang-14 or the
// OpenCL headers missing); the command cannot be started.
var (
	ErrBuild = errors.New("cannot build the OpenCL interposer")
	ErrStart = errors.New("cannot run the command")
)

// Run runs argv with the interposer preloaded, waits for it and merges
// what its processes recorded into o.Dir (a previous recording there is
// replaced).
func Run(ctx context.Context, argv []string, o Options) (*Result, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("no command to record")
	}
	lib, err := Library(ctx)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBuild, err)
	}
	if strings.ContainsAny(lib, " :") { // LD_PRELOAD's separators
		return nil, fmt.Errorf("%w: its path %q has a space or a colon, which LD_PRELOAD cannot take: set XDG_CACHE_HOME to another directory", ErrBuild, lib)
	}
	dir, err := filepath.Abs(o.Dir) // the application may change directory
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if err := Clean(dir); err != nil {
		return nil, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = o.Stdin, o.Stdout, o.Stderr
	cmd.Env = environ(os.Environ(), lib, dir, o.Cap)
	code, err := runChild(cmd)
	if err != nil {
		return nil, fmt.Errorf("%w %s: %v", ErrStart, argv[0], err)
	}
	notes, err := Merge(dir, o.Cap)
	if err != nil {
		return nil, err
	}
	return &Result{Dir: dir, Notes: notes, ExitCode: code}, nil
}

// environ is env with the interposer appended to LD_PRELOAD (a preload
// the user has keeps its place before it) and the recording's variables.
func environ(env []string, lib, dir string, cap int) []string {
	var out []string
	preload := lib
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		switch {
		case k == "LD_PRELOAD" && v != "":
			preload = v + ":" + lib
		case k == "LD_PRELOAD" || k == EnvDir || (k == EnvCap && cap > 0):
		default:
			out = append(out, kv)
		}
	}
	out = append(out, "LD_PRELOAD="+preload, EnvDir+"="+dir)
	if cap > 0 {
		out = append(out, EnvCap+"="+strconv.Itoa(cap))
	}
	return out
}

// runChild runs cmd to its end and returns its exit code. Ctrl-C reaches
// the application from the terminal: bvgen ignores it and waits, so that
// it still merges what was recorded; a SIGTERM or SIGHUP sent to bvgen
// alone is passed on.
func runChild(cmd *exec.Cmd) (int, error) {
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, os.Interrupt, syscall.SIGQUIT, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	done := make(chan struct{})
	defer close(done)
	go func() {
		for {
			select {
			case s := <-sigs:
				if s == syscall.SIGTERM || s == syscall.SIGHUP {
					_ = cmd.Process.Signal(s)
				}
			case <-done:
				return
			}
		}
	}()
	err := cmd.Wait()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return 0, err
	}
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if ok && ws.Signaled() {
		return 128 + int(ws.Signal()), nil
	}
	return cmd.ProcessState.ExitCode(), nil
}

// Summary is the text bvgen record prints after the application ends.
func (r *Result) Summary(shown string) string {
	n := r.Notes
	launches, unverifiable, skipped := 0, 0, 0
	kernels, programs := map[string]bool{}, map[string]bool{}
	for _, l := range n.Launches {
		launches += l.Count
		if l.Unverifiable != "" {
			unverifiable++
		}
		kernels[l.EntryPoint] = true
	}
	for _, s := range n.Skipped {
		skipped += s.Count
	}
	for _, p := range n.Programs {
		if p.File != "" {
			programs[p.File] = true
		}
	}
	var b strings.Builder
	from := ""
	if len(n.Processes) > 1 {
		from = fmt.Sprintf(" from %d processes", len(n.Processes))
	}
	fmt.Fprintf(&b, "bvgen record: %s recorded%s as %s (%s, %s, %d unverifiable) in %s\n",
		plural(launches, "launch", "launches"), from, plural(len(n.Launches), "entry", "entries"),
		plural(len(kernels), "kernel", "kernels"), plural(len(programs), "program", "programs"), unverifiable, filepath.Join(shown, LaunchFile))
	if unverifiable > 0 || skipped > 0 {
		fmt.Fprintf(&b, "  %s not recorded; %s says why\n", plural(skipped, "launch", "launches"), filepath.Join(shown, NotesFile))
	}
	return b.String()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
