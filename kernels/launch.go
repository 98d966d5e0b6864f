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

// bvgenPragma matches any `#pragma bvgen WORD` (the frontend refuses
// words it does not know).
var bvgenPragma = regexp.MustCompile(`^\s*#\s*pragma\s+bvgen\s+(\w+)`)

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

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
			if w := bvgenPragma.FindStringSubmatch(sc.Text()); w != nil && w[1] != "launch" && editDistance(w[1], "launch") <= 2 {
				// A misspelled launch pragma would leave the kernel
				// without geometry (verify) or unchecked (ci).
				return nil, fmt.Errorf("%s:%d: unknown #pragma bvgen %s (did you mean launch?)", path, line, w[1])
			}
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
