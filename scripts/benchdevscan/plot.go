package main

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// plot renders seconds (log scale) against n (log scale): for each
// pipeline the check end to end, the sum of its proofs, and the interval
// test cold and cached.
func plot(res map[string][]point) string {
	const (
		w, h                  = 860, 480
		left, right, top, bot = 70, 250, 40, 50
		minExp, maxExp        = -2.0, 2.0 // 10 ms .. 100 s
	)
	var sizes []int
	for _, p := range res[pipelines[0]] {
		sizes = append(sizes, p.n)
	}
	pw, ph := float64(w-left-right), float64(h-top-bot)
	x := func(i int) float64 { return left + pw*float64(i)/float64(max(1, len(sizes)-1)) }
	y := func(d time.Duration) float64 {
		e := math.Min(math.Max(math.Log10(math.Max(d.Seconds(), 1e-3)), minExp), maxExp)
		return top + ph*(maxExp-e)/(maxExp-minExp)
	}
	colours := map[string]string{"blelloch": "#d62728", "reduce_then_scan": "#1f77b4"}
	styles := []struct {
		label, dash string
		get         func(point) time.Duration
	}{
		{"check, end to end", "", func(p point) time.Duration { return p.check }},
		{"race proofs (sum)", "8,3,2,3", func(p point) time.Duration { return sum(p.proofs) }},
		{"interval test, cold", "6,4", func(p point) time.Duration { return p.cold }},
		{"interval test, cached", "2,3", func(p point) time.Duration { return p.cached }},
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="22" font-size="14">bvgen check of device-wide scan pipelines</text>`+"\n", left)
	for e := minExp; e <= maxExp; e++ {
		yy := y(time.Duration(math.Pow(10, e) * float64(time.Second)))
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>`+"\n", left, yy, w-right, yy)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end">%gs</text>`+"\n", left-6, yy+4, math.Pow(10, e))
	}
	yy := y(2 * time.Second)
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#999" stroke-dasharray="1,2"/><text x="%d" y="%.1f" fill="#666">2 s target for the interval test</text>`+"\n", left, yy, w-right, yy, left+6, yy-4)
	for i, n := range sizes {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">2^%d</text>`+"\n", x(i), h-bot+18, int(math.Log2(float64(n))))
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">n</text>`+"\n", left+pw/2, h-10)
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.0f" height="%.0f" fill="none" stroke="#333"/>`+"\n", left, top, pw, ph)
	for _, name := range pipelines {
		for _, st := range styles {
			var pts []string
			for i, p := range res[name] {
				if d := st.get(p); d > 0 {
					pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(i), y(d)))
				}
			}
			dash := ""
			if st.dash != "" {
				dash = fmt.Sprintf(` stroke-dasharray="%s"`, st.dash)
			}
			if len(pts) > 1 {
				fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="1.6"%s/>`+"\n", strings.Join(pts, " "), colours[name], dash)
			}
		}
	}
	lx, ly := w-right+20, top+10
	for i, name := range pipelines {
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="3"/><text x="%d" y="%d">%s</text>`+"\n", lx, ly+i*18, lx+24, ly+i*18, colours[name], lx+30, ly+i*18+4, name)
	}
	ly += len(pipelines)*18 + 14
	for i, st := range styles {
		dash := ""
		if st.dash != "" {
			dash = fmt.Sprintf(` stroke-dasharray="%s"`, st.dash)
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#333" stroke-width="1.6"%s/><text x="%d" y="%d">%s</text>`+"\n", lx, ly+i*18, lx+24, ly+i*18, dash, lx+30, ly+i*18+4, st.label)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func sum(ds []time.Duration) time.Duration {
	var s time.Duration
	for _, d := range ds {
		s += d
	}
	return s
}
