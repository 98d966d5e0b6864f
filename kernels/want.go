package kernels

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
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

// diagRE matches an error diagnostic of bvgen's output: FILE:LINE:COL: error: ...
var diagRE = regexp.MustCompile(`(?m)^(\S[^\n]*?):(\d+):(\d+): (error: [^\n]*)$`)

// raceRE matches a race report, whose headline names the file only (as
// GPUVerify's does): its position is that of the access printed first,
// the checked one ("Read by work item ..., FILE:LINE:COL:").
var raceRE = regexp.MustCompile(`(?m)^\S[^\n]*?: (error: [^\n]*):\n\n[^\n]* by work item [^\n]*, (\S[^\n]*?):(\d+):(\d+):$`)

// CheckWants compares the error diagnostics in the output of bvgen on the
// kernel at path with the kernel's want comments: each want must be matched
// by an error at its line, and no error may be reported at a line (or in a
// file) without wants. A kernel without want comments passes.
func CheckWants(path string, wants []Want, output string) error {
	if len(wants) == 0 {
		return nil
	}
	type diag struct {
		line int
		msg  string
	}
	var errs []error
	var diags []diag
	add := func(file, line, msg, all string) {
		n, _ := strconv.Atoi(line)
		if filepath.Clean(file) != filepath.Clean(path) {
			errs = append(errs, fmt.Errorf("unexpected error in another file: %s", all))
			return
		}
		diags = append(diags, diag{n, msg})
	}
	for _, m := range diagRE.FindAllStringSubmatch(output, -1) {
		add(m[1], m[2], m[4], m[0])
	}
	for _, m := range raceRE.FindAllStringSubmatch(output, -1) {
		add(m[2], m[3], m[1], m[0])
	}
	wanted := map[int]bool{}
	for _, w := range wants {
		wanted[w.Line] = true
		found := false
		for _, d := range diags {
			found = found || d.line == w.Line && w.RE.MatchString(d.msg)
		}
		if !found {
			errs = append(errs, fmt.Errorf("%s:%d: no error matches want %q", path, w.Line, w.RE))
		}
	}
	for _, d := range diags {
		if !wanted[d.line] {
			errs = append(errs, fmt.Errorf("%s:%d: unexpected %s (no want comment at this line)", path, d.line, d.msg))
		}
	}
	return errors.Join(errs...)
}
