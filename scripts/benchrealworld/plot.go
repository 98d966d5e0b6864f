package main

import (
	"fmt"
	"html"
	"math"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// verdictColours colour the points by verdict; a point whose verdict
// disagrees with the kernel's header is drawn hollow.
var verdictColours = []struct{ verdict, colour string }{
	{"verified", "#2ca02c"},
	{"race", "#1f77b4"},
	{"divergence", "#17becf"},
	{"failed", "#9467bd"},
	{"timeout", "#ff7f0e"},
	{"error", "#d62728"},
}

func colourOf(verdict string) string {
	for _, vc := range verdictColours {
		if strings.HasPrefix(verdict, vc.verdict) {
			return vc.colour
		}
	}
	return "#d62728"
}

// plot renders each kernel's wall seconds (log scale), kernels sorted by
// time, coloured by verdict, with the targets (median 1.5 s, p90
// 10 s) and the timeout.
func plot(rs []*result, timeout time.Duration) string {
	const (
		w, h                  = 960, 480
		left, right, top, bot = 70, 170, 40, 50
	)
	minExp := -2.0
	maxExp := math.Ceil(math.Log10(timeout.Seconds() * 1.5))
	sorted := append([]*result(nil), rs...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].wall < sorted[j].wall })
	pw, ph := float64(w-left-right), float64(h-top-bot)
	x := func(i int) float64 { return left + pw*(float64(i)+0.5)/float64(max(1, len(sorted))) }
	y := func(s float64) float64 {
		e := math.Min(math.Max(math.Log10(math.Max(s, 1e-3)), minExp), maxExp)
		return top + ph*(maxExp-e)/(maxExp-minExp)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="22" font-size="14">bvgen verify on kernels/realworld: wall seconds per kernel, sorted (hollow: disagrees with its header)</text>`+"\n", left)
	for e := minExp; e <= maxExp; e++ {
		yy := y(math.Pow(10, e))
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>`+"\n", left, yy, w-right, yy)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end">%gs</text>`+"\n", left-6, yy+4, math.Pow(10, e))
	}
	for _, ref := range []struct {
		s     float64
		label string
	}{{1.5, "1.5 s: median target"}, {10, "10 s: p90 target"}, {timeout.Seconds(), fmt.Sprintf("%s: timeout", timeout)}} {
		yy := y(ref.s)
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#999" stroke-dasharray="2,3"/><text x="%d" y="%.1f" fill="#666">%s</text>`+"\n", left, yy, w-right, yy, left+6, yy-4, ref.label)
	}
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.0f" height="%.0f" fill="none" stroke="#333"/>`+"\n", left, top, pw, ph)
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%d kernels, fastest to slowest</text>`+"\n", left+pw/2, h-18, len(sorted))
	for i, r := range sorted {
		c := colourOf(r.verdict)
		fill := c
		if !r.agrees {
			fill = "white"
		}
		fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3.5" fill="%s" stroke="%s" stroke-width="1.5"><title>%s: %s, %.2f s</title></circle>`+"\n",
			x(i), y(r.wall.Seconds()), fill, c, html.EscapeString(filepath.Base(r.file)), html.EscapeString(r.verdict), r.wall.Seconds())
	}
	for i, vc := range verdictColours {
		ly := top + 10 + i*18
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="4" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n", w-right+24, ly, vc.colour, w-right+34, ly+4, vc.verdict)
	}
	ly := top + 10 + len(verdictColours)*18
	fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="4" fill="white" stroke="#333" stroke-width="1.5"/><text x="%d" y="%d">disagrees</text>`+"\n", w-right+24, ly, w-right+34, ly+4)
	b.WriteString("</svg>\n")
	return b.String()
}
