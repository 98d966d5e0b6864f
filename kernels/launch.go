package kernels

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// launchPragma matches `#pragma bvgen launch FLAGS`.
var launchPragma = regexp.MustCompile(`^\s*#\s*pragma\s+bvgen\s+launch\b(.*)$`)

// Launch is one `#pragma bvgen launch` line: the launch geometry of a
// production kernel in the command-line syntax of bvgen verify
// (`--local_size=64 --num_groups=16`, `-D N=1024`), so that the kernel
// needs no test header. A file may give several.
type Launch struct {
	Line  int
	Flags []string
}

// launchFlags are the flags a launch pragma may give: geometry, defines,
// includes, the kernel and the Boogie files its uninterpreted functions'
// axioms are in (relative to the kernel's folder); the rest are choices
// of the caller (bvgen ci's header, the command line).
var launchFlags = map[string]bool{"--local_size": true, "--num_groups": true, "--global_size": true,
	"--define": true, "--include": true, "--kernel": true, "--boogie-file": true}

// LaunchPragmas reads the launch pragmas of a kernel file.
func LaunchPragmas(path string) ([]Launch, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Launch
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		m := launchPragma.FindStringSubmatch(strings.TrimRight(sc.Text(), "\r"))
		if m == nil {
			continue
		}
		flags, err := SplitFlags(m[1])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: #pragma bvgen launch: %v", path, line, err)
		}
		if len(flags) == 0 {
			return nil, fmt.Errorf("%s:%d: #pragma bvgen launch needs the launch geometry, e.g. --local_size=64 --num_groups=16", path, line)
		}
		if err := checkLaunchFlags(flags); err != nil {
			return nil, fmt.Errorf("%s:%d: #pragma bvgen launch: %v", path, line, err)
		}
		out = append(out, Launch{Line: line, Flags: relativeTo(filepath.Dir(path), flags)})
	}
	return out, sc.Err()
}

// checkLaunchFlags accepts the geometry, define, include and kernel flags
// only, each with its value (`--local_size=64`, `--local_size 64`, `-D N=4`,
// `-DN=4`).
func checkLaunchFlags(flags []string) error {
	for i := 0; i < len(flags); i++ {
		f := flags[i]
		switch {
		case f == "-D" || f == "-I":
			if i+1 == len(flags) {
				return fmt.Errorf("%s needs a value", f)
			}
			i++
		case strings.HasPrefix(f, "-D") || strings.HasPrefix(f, "-I"):
		case strings.HasPrefix(f, "--"):
			name, _, hasValue := strings.Cut(f, "=")
			if !launchFlags[name] {
				return fmt.Errorf("%s: a launch pragma gives the geometry, -D, -I, --kernel and --boogie-file only", f)
			}
			if !hasValue {
				if i+1 == len(flags) {
					return fmt.Errorf("%s needs a value", f)
				}
				i++
			}
		default:
			return fmt.Errorf("%q is not a flag", f)
		}
	}
	return nil
}

// relativeTo makes a pragma's --boogie-file paths relative to the kernel's
// folder dir: the axioms belong with the kernel, wherever bvgen runs from.
func relativeTo(dir string, flags []string) []string {
	out := append([]string(nil), flags...)
	join := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	for i, f := range out {
		if v, ok := strings.CutPrefix(f, "--boogie-file="); ok {
			out[i] = "--boogie-file=" + join(v)
		} else if f == "--boogie-file" && i+1 < len(out) {
			out[i+1] = join(out[i+1])
		}
	}
	return out
}
