package opencl

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// Oclgrind as a second device. Oclgrind simulates an OpenCL device and
// checks each launch dynamically: data races, barrier divergence, reads
// of uninitialised memory, out-of-bounds accesses, API misuse. Debian's
// package ships its ICD library without an ICD file, so the loader does
// not see it; `--device=oclgrind` (OclgrindSelector) points the loader at
// a vendors folder holding the system's ICD files and one for Oclgrind
// (OCL_ICD_VENDORS), and switches Oclgrind's checks on through its
// environment, with its log in a file. After each launch on it the log is
// read back into Findings (Executor.Findings), which callers report as
// diagnostics at the kernel's own lines: Oclgrind numbers lines right
// (the #line bvgen puts after the monoid prelude), but quotes the text of
// the whole program at that number, so its own quotes are dropped.
//
// Kernels are built with -cl-opt-disable on Oclgrind: optimised, clang
// speculates loads across a pointer select and merges the barriers of an
// if/else, which adds or hides races and divergence, and folds reads of
// undefined memory before Oclgrind can see them.

// OclgrindSelector is the --device value that picks Oclgrind.
const OclgrindSelector = "oclgrind"

// oclgrindLibs are where distributions put Oclgrind's ICD library.
var oclgrindLibs = []string{
	"/usr/lib/oclgrind/liboclgrind-rt-icd.so",
	"/usr/lib/x86_64-linux-gnu/oclgrind/liboclgrind-rt-icd.so",
	"/usr/local/lib/liboclgrind-rt-icd.so",
}

// OclgrindLibrary is the path of Oclgrind's ICD library, if installed.
func OclgrindLibrary() (string, bool) {
	for _, p := range oclgrindLibs {
		if _, err := os.Stat(p); err == nil {
			return p, true
		}
	}
	return "", false
}

// oclgrindState is set once Oclgrind has been made visible to the loader.
var oclgrind struct {
	enabled bool
	log     string // the file Oclgrind logs to
}

// enableOclgrind makes the loader list Oclgrind, before the first
// platform query of the process.
func enableOclgrind() error {
	if oclgrind.enabled {
		return nil
	}
	lib, ok := OclgrindLibrary()
	if !ok {
		return fmt.Errorf("%w: --device=oclgrind: Oclgrind's ICD library is not installed (looked in %s); run scripts/install-deps.sh (installs oclgrind)",
			ErrNoPlatform, strings.Join(oclgrindLibs, ", "))
	}
	if devicesQueried() {
		return Usagef("--device=oclgrind: OpenCL was already used in this process without Oclgrind; pick Oclgrind in a process of its own")
	}
	dir, err := os.MkdirTemp("", "bvgen-oclgrind-")
	if err != nil {
		return err
	}
	if err := writeVendors(dir, lib); err != nil {
		return err
	}
	log, err := os.CreateTemp(dir, "oclgrind-*.log")
	if err != nil {
		return err
	}
	log.Close()
	env := map[string]string{
		"OCL_ICD_VENDORS":        dir,
		"OCLGRIND_DATA_RACES":    "1",
		"OCLGRIND_UNINITIALIZED": "1",
		"OCLGRIND_CHECK_API":     "1",
		// Oclgrind stops reporting after 1000 errors in a process.
		"OCLGRIND_MAX_ERRORS":    "1000000000",
		"OCLGRIND_LOG":           log.Name(),
		"OCLGRIND_BUILD_OPTIONS": strings.TrimSpace(os.Getenv("OCLGRIND_BUILD_OPTIONS") + " -cl-opt-disable"),
	}
	for k, v := range env {
		if err := os.Setenv(k, v); err != nil {
			return err
		}
	}
	oclgrind.enabled, oclgrind.log = true, log.Name()
	return nil
}

// writeVendors fills dir with the ICD files the loader would read (from
// OCL_ICD_VENDORS when it names a folder, else /etc/OpenCL/vendors) and
// one for Oclgrind.
func writeVendors(dir, lib string) error {
	from := "/etc/OpenCL/vendors"
	if v := os.Getenv("OCL_ICD_VENDORS"); v != "" {
		if st, err := os.Stat(v); err == nil && st.IsDir() {
			from = v
		}
	}
	files, _ := filepath.Glob(filepath.Join(from, "*.icd"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		if strings.Contains(string(b), "oclgrind") {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(dir, "zz-oclgrind.icd"), []byte(lib+"\n"), 0o644)
}

// isOclgrind reports whether a device is Oclgrind's simulator.
func (d DeviceInfo) isOclgrind() bool { return d.Platform == "Oclgrind" }

// Simulator reports whether the device is Oclgrind's simulator (slow,
// checked; see Findings).
func (d DeviceInfo) Simulator() bool { return d.isOclgrind() }

// Finding is one problem Oclgrind reported during a launch.
type Finding struct {
	What   string // Oclgrind's headline without addresses: "Read-write data race at local memory address"
	Kernel string
	Sites  []Site // the work items involved and where, in Oclgrind's order
	Count  int    // how many reports of the same problem at the same sites
}

// Site is a work item's part in a finding.
type Site struct {
	Entity    string // "Global(2,0,0) Local(2,0,0) Group(0,0,0)"
	File      string
	Line, Col int
}

// Findings returns and forgets what Oclgrind reported during the launches
// on e since the last call (nil on other devices).
func (e *Executor) Findings() []Finding {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := e.findings
	e.findings = nil
	return out
}

// readFindings reads what Oclgrind logged since the last launch.
func (e *Executor) readFindings() error {
	f, err := os.Open(oclgrind.log)
	if err != nil {
		return fmt.Errorf("reading Oclgrind's log: %w", err)
	}
	defer f.Close()
	if _, err := f.Seek(e.logOff, io.SeekStart); err != nil {
		return err
	}
	b, err := io.ReadAll(f)
	if err != nil {
		return err
	}
	e.logOff += int64(len(b))
	e.findings = mergeFindings(e.findings, parseOclgrindLog(string(b)))
	return nil
}

var (
	oclgrindAt      = regexp.MustCompile(`^At line (\d+)(?: \(column (\d+)\))? of (.*):$`)
	oclgrindEntity  = regexp.MustCompile(`^(?:First entity|Second entity|Entity|Work-item):\s*(.*)$`)
	oclgrindAddress = regexp.MustCompile(`\s*(?:at|of)?\s*(?:global|local|private|constant)? ?(?:memory )?address 0x[0-9a-f]+`)
)

// ParseOclgrindLog reads a log Oclgrind wrote (oclgrind --log, or
// oclgrind-kernel's) into findings, repeats counted once.
func ParseOclgrindLog(log string) []Finding {
	return mergeFindings(nil, parseOclgrindLog(log))
}

// parseOclgrindLog splits Oclgrind's log into findings: a headline at
// the start of a line, then tab-indented details.
func parseOclgrindLog(log string) []Finding {
	var out []Finding
	var cur *Finding
	sc := bufio.NewScanner(strings.NewReader(log))
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	entity := ""
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" {
			continue
		}
		if !strings.HasPrefix(line, "\t") && !strings.HasPrefix(line, " ") {
			out = append(out, Finding{What: strings.TrimSpace(oclgrindAddress.ReplaceAllString(line, "")), Count: 1})
			cur, entity = &out[len(out)-1], ""
			continue
		}
		if cur == nil {
			continue
		}
		d := strings.TrimSpace(line)
		switch m := oclgrindEntity.FindStringSubmatch(d); {
		case strings.HasPrefix(d, "Kernel:"):
			cur.Kernel = strings.TrimSpace(strings.TrimPrefix(d, "Kernel:"))
		case m != nil:
			entity = m[1]
		case oclgrindAt.MatchString(d):
			a := oclgrindAt.FindStringSubmatch(d)
			l, _ := strconv.Atoi(a[1])
			c, _ := strconv.Atoi(a[2])
			cur.Sites = append(cur.Sites, Site{Entity: entity, File: a[3], Line: l, Col: c})
		}
	}
	return out
}

// mergeFindings adds fs to into, counting repeats (the same problem at
// the same lines, as for a race on every cell of an array) once.
func mergeFindings(into, fs []Finding) []Finding {
	key := func(f Finding) string {
		k := f.What + "|" + f.Kernel
		for _, s := range f.Sites {
			k += fmt.Sprintf("|%s:%d:%d", s.File, s.Line, s.Col)
		}
		return k
	}
	index := map[string]int{}
	for i, f := range into {
		index[key(f)] = i
	}
	for _, f := range fs {
		if i, ok := index[key(f)]; ok {
			into[i].Count += f.Count
			continue
		}
		index[key(f)] = len(into)
		into = append(into, f)
	}
	return into
}
