package kernels

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/bvgen/bvgen/diag"
)

// Want is an inline expectation, a comment `// want "regexp"` on a source
// line: bvgen must report an error at that line whose message matches the
// regexp. `// want "re1" "re2"` wants an error matching each.
type Want struct {
	Line int
	RE   *regexp.Regexp
}

var quotedRE = regexp.MustCompile(`"([^"]*)"`)

// ParseWants reads the `// want "regexp"` comments of a kernel file. The
// regexp is the text between the quotes, without escapes (Go RE2).
func ParseWants(path string) ([]Want, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var wants []Want
	for n := 1; sc.Scan(); n++ {
		_, comment, ok := strings.Cut(sc.Text(), "// want ")
		if !ok {
			continue
		}
		ms := quotedRE.FindAllStringSubmatch(comment, -1)
		if len(ms) == 0 {
			return nil, fmt.Errorf(`%s:%d: a want comment needs a quoted regexp: // want "regexp"`, path, n)
		}
		for _, m := range ms {
			re, err := regexp.Compile(m[1])
			if err != nil {
				return nil, fmt.Errorf("%s:%d: bad regular expression: %v", path, n, err)
			}
			wants = append(wants, Want{Line: n, RE: re})
		}
	}
	return wants, sc.Err()
}

// CheckWants compares the diagnostics of bvgen's run on the kernel at path
// with the kernel's want comments, as analysistest does: each want must be
// matched by a diagnostic at its line whose message matches it, and no
// diagnostic may be at a line (or in a file) without wants. A race's line
// is that of its checked access, the one its report prints first. A
// kernel without want comments passes.
func CheckWants(path string, wants []Want, ds []diag.Diagnostic) error {
	if len(wants) == 0 {
		return nil
	}
	var errs []error
	var here []diag.Diagnostic
	for _, d := range ds {
		if filepath.Clean(d.Pos.File) != filepath.Clean(path) {
			errs = append(errs, fmt.Errorf("unexpected error in another file: %s: %s", d.Pos, d.Msg))
			continue
		}
		here = append(here, d)
	}
	wanted := map[int]bool{}
	for _, w := range wants {
		wanted[w.Line] = true
		found := false
		for _, d := range here {
			found = found || d.Pos.Line == w.Line && w.RE.MatchString(d.Msg)
		}
		if !found {
			errs = append(errs, fmt.Errorf("%s:%d: no error matches want %q", path, w.Line, w.RE))
		}
	}
	for _, d := range here {
		if !wanted[d.Pos.Line] {
			errs = append(errs, fmt.Errorf("%s:%d: unexpected error: %s (no want comment at this line)", path, d.Pos.Line, d.Msg))
		}
	}
	return errors.Join(errs...)
}
