package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/bvgen/bvgen/gate"
	"github.com/bvgen/bvgen/kernels"
)

// Proofs of recorded launches. Launches that share a proof
// (kernels.ShareProofs) are verified once. A family of proofs that differ
// only in scalar values (kernels.ScalarFamilies) is first proved once with
// those values unconstrained: a proof under fewer assumptions holds under
// each launch's, so when it verifies it covers every launch of the family.
// When it does not (a value matters, or the attempt runs out of its
// bound), each proof runs at its own values and only those verdicts count.

// familyTimeout bounds the one proof of a family with scalar values
// unconstrained, so that a family whose values matter costs little more
// than its own proofs.
const familyTimeout = 30 * time.Second

// launchVerifier verifies the proofs of a launch file.
type launchVerifier struct {
	cmd           *cobra.Command
	format        string
	common        []string // the command line's other flags
	cache         *gate.Cache
	file          string // the launch file, for the results' names
	familyTimeout time.Duration
}

// run verifies the launches ls and renders the results.
func (v *launchVerifier) run(ls []kernels.RecordedLaunch, boundsChecked bool) error {
	ps, err := kernels.ShareProofs(ls, boundsChecked)
	if err != nil {
		return exitf(ExitJSON, "error: %v (JSON_ERROR)", err)
	}
	ctx := v.cmd.Context()
	s := &gate.Summary{Version: gate.Version()}
	var proved []covered // what each result covers
	start := time.Now()
	for _, fam := range kernels.ScalarFamilies(ps) {
		if ctx.Err() != nil {
			s.Interrupted = true
			break
		}
		if r, ok := v.family(ctx, fam); ok {
			s.Results = append(s.Results, r)
			proved = append(proved, covered{familyCovers(fam), fam[0].Launch.EntryPoint})
			continue
		}
		for _, p := range fam {
			if ctx.Err() != nil {
				break
			}
			r := v.proof(ctx, p)
			s.Results = append(s.Results, r)
			proved = append(proved, covered{p.Covers, p.Launch.EntryPoint})
			if r.Code == ExitInterrupted {
				s.Interrupted = true
				break
			}
		}
	}
	s.Elapsed = time.Since(start)
	return finishMany(v.cmd, v.format, s, func() { writeLaunchSummary(v.cmd.OutOrStdout(), s, proved) })
}

// family proves a family of two or more proofs with scalar values
// unconstrained; ok when that verified (the result covers the family).
func (v *launchVerifier) family(ctx context.Context, fam []kernels.Proof) (gate.Result, bool) {
	if len(fam) < 2 {
		return gate.Result{}, false
	}
	p := fam[0]
	covers := familyCovers(fam)
	flags := append(slices.Clone(v.common), p.WithoutScalars()...)
	flags = append(flags, "--timeout="+v.familyTimeout.String(), "--advice-time=0")
	r := v.verify(ctx, p.Launch.KernelFile, flags, covers, true)
	if !r.Met {
		if v.format == "text" {
			fmt.Fprintf(v.cmd.ErrOrStderr(), "note: %s (%s) differ only in scalar values: not verified for every value (exit %d), so each is proved at its own\n",
				launchesWord(covers), p.Launch.EntryPoint, r.Code)
		}
		return r, false
	}
	if v.format == "text" {
		fmt.Fprintf(v.cmd.OutOrStdout(), "launches %s: %s of %s, one proof for every value of the scalar arguments, %s\n",
			joinInts(covers), p.Launch.EntryPoint, p.Launch.KernelFile, strings.Join(p.WithoutScalars(), " "))
		v.cachedNote(r, covers)
		fmt.Fprint(v.cmd.OutOrStdout(), r.Output)
	}
	return r, true
}

// proof verifies one proof at its launch's values.
func (v *launchVerifier) proof(ctx context.Context, p kernels.Proof) gate.Result {
	if v.format == "text" {
		fmt.Fprintf(v.cmd.OutOrStdout(), "launch %d%s: %s of %s, %s%s\n", p.Launch.Index, coverNote(p), p.Launch.EntryPoint, p.Launch.KernelFile, strings.Join(p.Flags, " "), hostNote(p.HostCalls))
	}
	for _, n := range p.Notes {
		fmt.Fprintf(v.cmd.ErrOrStderr(), "note: launch %d: %s\n", p.Launch.Index, n)
	}
	return v.verify(ctx, p.Launch.KernelFile, append(slices.Clone(v.common), p.Flags...), p.Covers, false)
}

// verify runs one proof through the gate (its cache, when --cache is
// given, and its judgement: the launch is expected to verify). A text run
// prints the output, except for quiet (a family's attempt, printed only
// when it verifies).
func (v *launchVerifier) verify(ctx context.Context, file string, flags []string, covers []int, quiet bool) gate.Result {
	from := v.file + ":" + strings.ReplaceAll(joinInts(covers), " ", "")
	job := gate.Job{File: file, From: from, Expect: &kernels.Expectation{Pass: true, Flags: flags}}
	o := gate.Options{Jobs: 1, ExitNames: exitCodeNames(), Cache: v.cache, Key: fingerprint,
		Verify: runner().Verify}
	s := gate.Run(ctx, []gate.Job{job}, o)
	if len(s.Results) == 0 {
		return gate.Result{File: file, From: from, Expect: "pass", Flags: flags, Code: ExitInterrupted, Problem: "interrupted"}
	}
	r := s.Results[0]
	if !quiet && v.format == "text" {
		v.cachedNote(r, covers)
		fmt.Fprint(v.cmd.OutOrStdout(), r.Output)
	}
	return r
}

// cachedNote says (text) that a verdict came from the cache.
func (v *launchVerifier) cachedNote(r gate.Result, covers []int) {
	if !r.Cached || v.format != "text" {
		return
	}
	f, _ := v.cmd.Flags().GetString("cache")
	fmt.Fprintf(v.cmd.ErrOrStderr(), "note: %s: verdict from the cache %s (same program, options, bvgen and tools)\n", launchesWord(covers), f)
}

// covered are the launches of one result, of kernel entry.
type covered struct {
	launches []int
	entry    string
}

// writeLaunchSummary closes the text of several proofs: how many launches
// they covered and which were not verified.
func writeLaunchSummary(w io.Writer, s *gate.Summary, covers []covered) {
	total, verified := 0, 0
	var failed []string
	for i, r := range s.Results {
		total += len(covers[i].launches)
		if r.Met {
			verified += len(covers[i].launches)
		} else {
			failed = append(failed, fmt.Sprintf("%s (%s)", joinInts(covers[i].launches), covers[i].entry))
		}
	}
	if total < 2 {
		return
	}
	fmt.Fprintf(w, "bvgen verify: %d of %d launch(es) verified, by %d proof(s)", verified, total, len(s.Results))
	if len(failed) > 0 {
		fmt.Fprintf(w, "; not verified: launch %s", strings.Join(failed, "; "))
	}
	fmt.Fprintln(w)
}

// coverNote names the other launches a proof covers, and why.
func coverNote(p kernels.Proof) string {
	var same, sizes []int
	for _, n := range p.Covers {
		switch {
		case n == p.Launch.Index:
		case slices.Contains(p.Sizes, n):
			sizes = append(sizes, n)
		default:
			same = append(same, n)
		}
	}
	var parts []string
	if len(same) > 0 {
		parts = append(parts, joinInts(same)+": identical")
	}
	if len(sizes) > 0 {
		parts = append(parts, joinInts(sizes)+": other buffer sizes, which only --check-array-bounds reads")
	}
	if len(parts) == 0 {
		return ""
	}
	return " (also " + strings.Join(parts, "; ") + ")"
}

// hostNote names where the host made the launches, when recorded.
func hostNote(calls []kernels.HostCall) string {
	if len(calls) == 0 {
		return ""
	}
	parts := make([]string, len(calls))
	for i, h := range calls {
		parts[i] = h.String()
	}
	return "; launched by the host at " + strings.Join(parts, ", ")
}

// familyCovers are the launches of a family's proofs, ascending.
func familyCovers(fam []kernels.Proof) []int {
	var out []int
	for _, p := range fam {
		out = append(out, p.Covers...)
	}
	slices.Sort(out)
	return out
}

// launchesWord is "launch 3" or "launches 3, 5".
func launchesWord(xs []int) string {
	if len(xs) == 1 {
		return "launch " + joinInts(xs)
	}
	return "launches " + joinInts(xs)
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ", ")
}
