package record

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// The files of a recording, in its directory.
const (
	LaunchFile = "launches.json"       // GPUVerify's JSON launch format
	NotesFile  = "launches.notes.json" // what that format has no key for
)

// Notes is launches.notes.json: what GPUVerify's format cannot say. Its
// Launches are parallel to the entries of launches.json.
type Notes struct {
	Cap       int          `json:"cap"`
	Processes []Process    `json:"processes"`
	Launches  []LaunchNote `json:"launches"`
	Skipped   []Skip       `json:"skipped"`
	Programs  []Program    `json:"programs"`
}

// Process is one process of the application that used OpenCL.
type Process struct {
	PID int    `json:"pid"`
	Exe string `json:"exe"`
}

// LaunchNote is an entry's launch count and, when it cannot be verified
// as recorded, why.
type LaunchNote struct {
	Entry        int        `json:"entry"`
	EntryPoint   string     `json:"entry_point"`
	Count        int        `json:"count"`
	Unverifiable string     `json:"unverifiable,omitempty"`
	CallSites    []CallSite `json:"call_sites,omitempty"` // callsite.go
}

// Skip counts launches that are no entry, by kernel and reason: kernels
// of binaries or IL, launches the runtime refused, launches over the cap.
type Skip struct {
	EntryPoint string `json:"entry_point,omitempty"`
	Reason     string `json:"reason"`
	Count      int    `json:"count"`
}

// Program counts the programs created, by source file (none for a binary
// or IL) and origin.
type Program struct {
	File    string `json:"file,omitempty"`
	Origin  string `json:"origin"`
	Created int    `json:"created"`
}

// procNotes is the notes file of one process.
type procNotes struct {
	PID      int    `json:"pid"`
	Exe      string `json:"exe"`
	Cap      int    `json:"cap"`
	Launches []struct {
		Count        int        `json:"count"`
		Unverifiable string     `json:"unverifiable"`
		CallSites    []CallSite `json:"call_sites"`
	} `json:"launches"`
	Skipped  []Skip    `json:"skipped"`
	Programs []Program `json:"programs"`
}

// entryKey is what identifies a kernel for the cap.
type entryKey struct {
	KernelFile string `json:"kernel_file"`
	EntryPoint string `json:"entry_point"`
}

// processFiles are the launch files the interposer wrote in dir, one per
// process: launches-<pid>-<t>.json.
func processFiles(dir string) ([]string, error) {
	all, err := filepath.Glob(filepath.Join(dir, "launches-*.json"))
	var out []string
	for _, f := range all {
		if !strings.HasSuffix(f, ".notes.json") {
			out = append(out, f)
		}
	}
	sort.Strings(out)
	return out, err
}

// Clean removes a previous recording from dir: a recording replaces it.
func Clean(dir string) error {
	var files []string
	for _, pat := range []string{"launches-*.json", "launches-*.tmp", "program-*.cl", "program-*.tmp", LaunchFile, NotesFile} {
		m, err := filepath.Glob(filepath.Join(dir, pat))
		if err != nil {
			return err
		}
		files = append(files, m...)
	}
	for _, f := range files {
		if err := os.Remove(f); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return nil
}

// merger accumulates the files of the processes.
type merger struct {
	cap      int
	entries  []json.RawMessage
	index    map[string]int // compact entry -> index
	distinct map[entryKey]int
	notes    Notes
	skips    map[Skip]int // by entry point and reason (Count 0)
	progs    map[Program]int
}

// Merge merges the files of every process in dir into launches.json and
// launches.notes.json, removes them and returns the notes. Identical
// entries of several processes become one, with their counts added; cap
// (0: the processes' own) bounds the distinct entries of a kernel again.
func Merge(dir string, cap int) (*Notes, error) {
	files, err := processFiles(dir)
	if err != nil {
		return nil, err
	}
	m := &merger{cap: cap, index: map[string]int{}, distinct: map[entryKey]int{}, skips: map[Skip]int{}, progs: map[Program]int{}}
	m.notes.Launches, m.notes.Skipped, m.notes.Programs, m.notes.Processes = []LaunchNote{}, []Skip{}, []Program{}, []Process{}
	for _, f := range files {
		if err := m.add(f); err != nil {
			return nil, err
		}
	}
	m.notes.Cap = m.cap
	if m.cap == 0 {
		m.notes.Cap = DefaultCap
	}
	m.hostCalls()
	if err := m.write(dir); err != nil {
		return nil, err
	}
	for _, f := range files {
		os.Remove(f)
		os.Remove(strings.TrimSuffix(f, ".json") + ".notes.json")
	}
	return &m.notes, nil
}

// DefaultCap is the interposer's cap on distinct launches per kernel.
const DefaultCap = 50

func (m *merger) add(file string) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var entries []json.RawMessage
	if err := json.Unmarshal(b, &entries); err != nil {
		return fmt.Errorf("%s: %v", file, err)
	}
	var pn procNotes
	// Notes lag the launch file by at most a second (a crash): counts
	// missing there are 1.
	if nb, err := os.ReadFile(strings.TrimSuffix(file, ".json") + ".notes.json"); err == nil {
		if err := json.Unmarshal(nb, &pn); err != nil {
			return fmt.Errorf("%s: notes: %v", file, err)
		}
	}
	if m.cap == 0 {
		m.cap = pn.Cap
	}
	if pn.PID != 0 {
		m.notes.Processes = append(m.notes.Processes, Process{pn.PID, pn.Exe})
	}
	for i, e := range entries {
		count, why := 1, ""
		var sites []CallSite
		if i < len(pn.Launches) {
			count, why, sites = pn.Launches[i].Count, pn.Launches[i].Unverifiable, pn.Launches[i].CallSites
		}
		if err := m.entry(e, count, why, sites); err != nil {
			return fmt.Errorf("%s: entry %d: %v", file, i, err)
		}
	}
	for _, s := range pn.Skipped {
		m.skip(s.EntryPoint, s.Reason, s.Count)
	}
	for _, p := range pn.Programs {
		key := Program{File: p.File, Origin: p.Origin}
		if i, ok := m.progs[key]; ok {
			m.notes.Programs[i].Created += p.Created
			continue
		}
		m.progs[key] = len(m.notes.Programs)
		m.notes.Programs = append(m.notes.Programs, p)
	}
	return nil
}

func (m *merger) entry(e json.RawMessage, count int, why string, sites []CallSite) error {
	var buf bytes.Buffer
	if err := json.Compact(&buf, e); err != nil {
		return err
	}
	if i, ok := m.index[buf.String()]; ok {
		n := &m.notes.Launches[i]
		n.Count += count
		for _, s := range sites {
			if !slices.Contains(n.CallSites, s) {
				n.CallSites = append(n.CallSites, s)
			}
		}
		return nil
	}
	var k entryKey
	if err := json.Unmarshal(e, &k); err != nil {
		return err
	}
	if m.cap > 0 && m.distinct[k] >= m.cap {
		m.skip(k.EntryPoint, fmt.Sprintf("over the cap of %d distinct launches of the kernel (BVGEN_RECORD_CAP)", m.cap), count)
		return nil
	}
	m.distinct[k]++
	m.index[buf.String()] = len(m.entries)
	m.notes.Launches = append(m.notes.Launches, LaunchNote{Entry: len(m.entries), EntryPoint: k.EntryPoint, Count: count, Unverifiable: why, CallSites: sites})
	m.entries = append(m.entries, json.RawMessage(buf.Bytes()))
	return nil
}

// hostCalls adds to each entry the host_api_calls of its call sites that
// could be resolved (callsite.go).
func (m *merger) hostCalls() {
	var all []CallSite
	for _, n := range m.notes.Launches {
		all = append(all, n.CallSites...)
	}
	resolved := symbolize(all)
	for _, n := range m.notes.Launches {
		var calls []HostCall
		for _, s := range n.CallSites {
			if h, ok := resolved[s]; ok && !slices.Contains(calls, h) {
				calls = append(calls, h)
			}
		}
		if len(calls) == 0 {
			continue
		}
		b, err := json.Marshal(calls)
		if err != nil {
			continue
		}
		// The entry is a compact JSON object: the key goes before its "}".
		e := m.entries[n.Entry]
		m.entries[n.Entry] = json.RawMessage(string(e[:len(e)-1]) + `,"host_api_calls":` + string(b) + "}")
	}
}

func (m *merger) skip(name, reason string, count int) {
	key := Skip{EntryPoint: name, Reason: reason}
	if i, ok := m.skips[key]; ok {
		m.notes.Skipped[i].Count += count
		return
	}
	m.skips[key] = len(m.notes.Skipped)
	m.notes.Skipped = append(m.notes.Skipped, Skip{name, reason, count})
}

// write writes the two files (temporary file + rename, as the
// interposer), an entry a line.
func (m *merger) write(dir string) error {
	var launches bytes.Buffer
	if err := writeList(&launches, "", m.entries); err != nil {
		return err
	}
	launches.WriteString("\n")
	var notes bytes.Buffer
	fmt.Fprintf(&notes, "{\n  \"cap\": %d", m.notes.Cap)
	for _, f := range []struct {
		key  string
		list any
	}{{"processes", m.notes.Processes}, {"launches", m.notes.Launches}, {"skipped", m.notes.Skipped}, {"programs", m.notes.Programs}} {
		fmt.Fprintf(&notes, ",\n  %q: ", f.key)
		if err := writeList(&notes, "  ", f.list); err != nil {
			return err
		}
	}
	notes.WriteString("\n}\n")
	for name, b := range map[string][]byte{LaunchFile: launches.Bytes(), NotesFile: notes.Bytes()} {
		tmp := filepath.Join(dir, name+".tmp")
		if err := os.WriteFile(tmp, b, 0o644); err != nil {
			return err
		}
		if err := os.Rename(tmp, filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// writeList writes a JSON array (a slice) with an element a line.
func writeList(w *bytes.Buffer, indent string, list any) error {
	b, err := json.Marshal(list)
	if err != nil {
		return err
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(b, &elems); err != nil {
		return err
	}
	if len(elems) == 0 {
		w.WriteString("[]")
		return nil
	}
	w.WriteString("[")
	for i, e := range elems {
		if i > 0 {
			w.WriteString(",")
		}
		w.WriteString("\n" + indent + "  ")
		w.Write(e)
	}
	w.WriteString("\n" + indent + "]")
	return nil
}
