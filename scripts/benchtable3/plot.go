package main

import (
	"fmt"
	"math"
	"strings"
)

// plot renders CPU seconds (log scale) against log2 n for each kernel,
// with the 2 s target of issue 17 and Table 3's points.
func plot(res map[string][]point, lo, hi int) string {
	const (
		w, h                  = 860, 480
		left, right, top, bot = 70, 200, 40, 50
		minExp, maxExp        = -1.0, 3.0 // 0.1 s .. 1000 s
	)
	pw, ph := float64(w-left-right), float64(h-top-bot)
	x := func(k int) float64 { return left + pw*float64(k-lo)/float64(max(1, hi-lo)) }
	y := func(s float64) float64 {
		e := math.Min(math.Max(math.Log10(math.Max(s, 1e-3)), minExp), maxExp)
		return top + ph*(maxExp-e)/(maxExp-minExp)
	}
	colours := []string{"#1f77b4", "#2ca02c", "#ff7f0e", "#d62728"}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="22" font-size="14">bvgen verify of the four prefix sums: CPU seconds (lines), POPL14 Table 3 (dots)</text>`+"\n", left)
	for e := minExp; e <= maxExp; e++ {
		yy := y(math.Pow(10, e))
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>`+"\n", left, yy, w-right, yy)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end">%gs</text>`+"\n", left-6, yy+4, math.Pow(10, e))
	}
	yy := y(2)
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#999" stroke-dasharray="1,2"/><text x="%d" y="%.1f" fill="#666">2 s CPU target</text>`+"\n", left, yy, w-right, yy, left+6, yy-4)
	step := max(1, (hi-lo+1)/14)
	for k := lo; k <= hi; k += step {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">2^%d</text>`+"\n", x(k), h-bot+18, k)
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">n</text>`+"\n", left+pw/2, h-10)
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.0f" height="%.0f" fill="none" stroke="#333"/>`+"\n", left, top, pw, ph)
	for i, s := range scans {
		var pts []string
		for _, p := range res[s.name] {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(p.k), y(p.cpu.Seconds())))
			if p.verdict != "verified" {
				fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" fill="%s" text-anchor="middle">x</text>`+"\n", x(p.k), y(p.cpu.Seconds())+4, colours[i])
			}
		}
		if len(pts) > 1 {
			fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="1.6"/>`+"\n", strings.Join(pts, " "), colours[i])
		}
		for k, t := range s.paper {
			if k >= lo && k <= hi {
				fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`+"\n", x(k), y(t), colours[i])
			}
		}
		ly := top + 10 + i*18
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="3"/><text x="%d" y="%d">%s</text>`+"\n", w-right+20, ly, w-right+44, ly, colours[i], w-right+50, ly+4, s.name)
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#666">x: not verified</text>`+"\n", w-right+20, top+10+len(scans)*18+10)
	b.WriteString("</svg>\n")
	return b.String()
}
