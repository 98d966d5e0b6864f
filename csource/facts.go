package csource

import (
	"bufio"
	"bytes"
	"regexp"
	"strconv"
	"strings"
)

// Facts read off kernel source without compiling it: what the advice on a
// failure must not repeat (a precondition already stated) or how it words
// it (a __local array), and the files preprocessed text came from (for the
// cache's fingerprint).

// StatesRequires reports whether the kernel source already states the
// precondition e, as __requires(e) (white space ignored) or as
// `#pragma bvgen requires e`.
func StatesRequires(src, e string) bool {
	return strings.Contains(strings.Join(strings.Fields(StripComments(src)), ""), "requires("+strings.ReplaceAll(e, " ", "")+")") ||
		regexp.MustCompile(`#\s*pragma\s+bvgen\s+requires\s+`+regexp.QuoteMeta(e)+`\s*$`).MatchString(src)
}

// DeclaresLocal reports whether the kernel source declares name in __local
// memory (a __local array or pointer parameter).
func DeclaresLocal(src, name string) bool {
	return regexp.MustCompile(`\b(__local|local)\b[^;(){}]*\b` + regexp.QuoteMeta(name) + `\b`).MatchString(StripComments(src))
}

// LineMarkerFiles lists the files named by the line markers (# LINE "FILE"
// FLAGS) of preprocessed text, first first, without clang's pseudo-files
// and bvgen's header.
func LineMarkerFiles(text []byte, first string) []string {
	seen := map[string]bool{first: true}
	files := []string{first}
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "# ") {
			continue
		}
		_, rest, ok := strings.Cut(line, " \"")
		if !ok {
			continue
		}
		end := strings.LastIndex(rest, "\"")
		if end < 0 {
			continue
		}
		name, err := strconv.Unquote("\"" + rest[:end] + "\"")
		if err != nil || seen[name] || strings.HasPrefix(name, "<") {
			continue
		}
		seen[name] = true
		files = append(files, name)
	}
	return files
}
