// Package kernels holds bvgen's kernel corpus and reads the GPUVerify-style
// expectation headers that drive it (DESIGN.md §9):
//
//	//pass                          or //xfail:NOT_ALL_VERIFIED (an exit-code name)
//	//--local_size=64 --num_groups=4 -D N=64
//	//regular expression that must match the output
//	//another one
//
// The header ends at the first line that does not start with "//". Kernels
// may also pin where an error is reported with `// want "regexp"` comments
// on source lines (ParseWants, CheckWants; kernels/README.md).
package kernels

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Expectation is a parsed header.
type Expectation struct {
	Pass     bool   // //pass
	ExitName string // the NAME of //xfail:NAME ("" for pass)
	Flags    []string
	Patterns []*regexp.Regexp
}

// ParseHeader reads the expectation header of a kernel file.
func ParseHeader(path string) (*Expectation, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var lines []string
	for sc.Scan() {
		l := strings.TrimRight(sc.Text(), "\r")
		if !strings.HasPrefix(l, "//") {
			break
		}
		lines = append(lines, strings.TrimPrefix(l, "//"))
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(lines) < 2 {
		return nil, fmt.Errorf("%s:1: missing expectation header (//pass or //xfail:NAME, then a line of flags)", path)
	}
	e := &Expectation{}
	switch first := strings.TrimSpace(lines[0]); {
	case first == "pass":
		e.Pass = true
	case strings.HasPrefix(first, "xfail:"):
		e.ExitName = strings.TrimSpace(strings.TrimPrefix(first, "xfail:"))
	default:
		return nil, fmt.Errorf("%s:1: expectation must be //pass or //xfail:NAME, got //%s", path, first)
	}
	// ${KERNEL_DIR} is the kernel's folder, as in GPUVerify's test
	// harness (--boogie-file=${KERNEL_DIR}/axioms.bpl).
	flags, err := SplitFlags(strings.ReplaceAll(lines[1], "${KERNEL_DIR}", filepath.Dir(path)))
	if err != nil {
		return nil, fmt.Errorf("%s:2: %v", path, err)
	}
	e.Flags = flags
	for i, l := range lines[2:] {
		re, err := regexp.Compile(strings.TrimSpace(l))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: bad regular expression: %v", path, i+3, err)
		}
		e.Patterns = append(e.Patterns, re)
	}
	return e, nil
}

// SplitFlags splits a flag line like a POSIX shell does for words and
// quotes (no expansions): -D 'OPERATOR(a,b)=((a)+(b))' is two words.
func SplitFlags(s string) ([]string, error) {
	var out []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote = r
			inWord = true
		case r == ' ' || r == '\t':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unterminated quote in %q", s)
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out, nil
}

// Judge compares a run's exit code and output with the expectation; the
// error says what differs. exitCodes maps exit-code names to numbers.
func (e *Expectation) Judge(exitCode int, output string, exitCodes map[string]int) error {
	want := 0
	if !e.Pass {
		n, ok := exitCodes[e.ExitName]
		if !ok {
			return fmt.Errorf("unknown exit-code name %q in //xfail:", e.ExitName)
		}
		want = n
	}
	if exitCode != want {
		name := "pass"
		if !e.Pass {
			name = "xfail:" + e.ExitName
		}
		return fmt.Errorf("expected %s (exit %d), got exit %d", name, want, exitCode)
	}
	for _, re := range e.Patterns {
		if !re.MatchString(output) {
			return fmt.Errorf("output does not match %q", re.String())
		}
	}
	return nil
}
