package difftest

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"time"
)

// WriteMarkdown writes a campaign's tables: results per class, per
// pattern, the false alarms by pattern and mutation, and every unsound
// kernel.
func WriteMarkdown(w io.Writer, rs []Result) {
	var counts [numClasses]int
	for _, r := range rs {
		counts[r.Class]++
	}
	fmt.Fprintf(w, "| class | kernels |\n|---|---:|\n")
	for c := Class(0); c < numClasses; c++ {
		fmt.Fprintf(w, "| %s | %d |\n", c, counts[c])
	}
	fmt.Fprintf(w, "| **all** | %d |\n\n", len(rs))
	med, p90 := percentiles(rs)
	fmt.Fprintf(w, "bvgen's time per kernel: median %.2f s, p90 %.2f s.\n\n", med.Seconds(), p90.Seconds())

	writePatterns(w, rs)
	writeGroup(w, "False alarms by pattern and mutation", rs, FalseAlarm)
	writeWhy(w, rs, FalseAlarm, falseAlarmWhy)
	writeGroup(w, "Races on rules Oclgrind does not check", rs, Stricter)
	writeWhy(w, rs, Stricter, stricterRule)
	writeGroup(w, "Unsupported by pattern and mutation", rs, NotSupported)
	writeGroup(w, "Time-outs by pattern and mutation", rs, Timeout)
	if bad := UnsoundResults(rs); len(bad) > 0 {
		fmt.Fprintf(w, "## Unsound\n\n")
		for _, r := range bad {
			fmt.Fprintf(w, "- %s\n", r.Describe())
		}
		fmt.Fprintln(w)
	}
}

// writePatterns is one row per pattern: kernels, safe forms under
// Oclgrind, and each class.
func writePatterns(w io.Writer, rs []Result) {
	type row struct {
		n, oracleBad int
		c            [numClasses]int
	}
	rows := map[string]*row{}
	for _, r := range rs {
		x := rows[r.Kernel.Pattern]
		if x == nil {
			x = &row{}
			rows[r.Kernel.Pattern] = x
		}
		x.n++
		x.c[r.Class]++
		if r.Oracle.Bad() {
			x.oracleBad++
		}
	}
	fmt.Fprintf(w, "## By pattern\n\n| pattern | kernels | Oclgrind: race or divergence |")
	for c := Class(0); c < numClasses; c++ {
		fmt.Fprintf(w, " %s |", c)
	}
	fmt.Fprintf(w, "\n|---|---:|---:|%s\n", strings.Repeat("---:|", int(numClasses)))
	for _, name := range sortedKeys(rows) {
		x := rows[name]
		fmt.Fprintf(w, "| %s | %d | %d |", name, x.n, x.oracleBad)
		for c := Class(0); c < numClasses; c++ {
			fmt.Fprintf(w, " %d |", x.c[c])
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
}

// writeGroup counts the results of class c by pattern and mutation.
func writeGroup(w io.Writer, title string, rs []Result, c Class) {
	n := map[string]int{}
	for _, r := range rs {
		if r.Class == c {
			m := r.Kernel.Mutation
			if m == "" {
				m = "(safe form)"
			}
			n[r.Kernel.Pattern+" | "+m]++
		}
	}
	if len(n) == 0 {
		return
	}
	fmt.Fprintf(w, "## %s\n\n| pattern | mutation | kernels |\n|---|---|---:|\n", title)
	for _, k := range sortedKeys(n) {
		fmt.Fprintf(w, "| %s | %d |\n", k, n[k])
	}
	fmt.Fprintln(w)
}

// writeWhy states, for each form of class c met, what why says of it.
func writeWhy(w io.Writer, rs []Result, c Class, why func(Kernel) string) {
	says := map[string]string{}
	for _, r := range rs {
		if r.Class == c {
			if y := why(r.Kernel); y != "" {
				says[r.Kernel.Pattern+mutationNote(r.Kernel.Mutation)] = y
			}
		}
	}
	for _, k := range sortedKeys(says) {
		fmt.Fprintf(w, "- %s: %s.\n", k, says[k])
	}
	if len(says) > 0 {
		fmt.Fprintln(w)
	}
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// percentiles are the median and 90th percentile of bvgen's times.
func percentiles(rs []Result) (med, p90 time.Duration) {
	if len(rs) == 0 {
		return 0, 0
	}
	ts := make([]time.Duration, len(rs))
	for i, r := range rs {
		ts[i] = r.Time
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
	return ts[len(ts)/2], ts[len(ts)*9/10]
}
