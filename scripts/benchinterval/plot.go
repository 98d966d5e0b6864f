package main

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// plot renders the measurements as an SVG line chart: time (log scale)
// against n (log scale), one colour per kernel, one line style per
// method. Voigtländer points beyond the budget sit on the budget line as
// hollow triangles.
func plot(sizes []int, res map[string][]point, budget time.Duration, device string) string {
	const (
		w, h                          = 860, 520
		left, right, top, bot         = 70, 230, 40, 50
		minExp, maxExp        float64 = -4, 2 // 0.1 ms .. 100 s
	)
	pw, ph := float64(w-left-right), float64(h-top-bot)
	x := func(i int) float64 { return left + pw*float64(i)/float64(max(1, len(sizes)-1)) }
	y := func(d time.Duration) float64 {
		e := math.Log10(math.Max(d.Seconds(), math.Pow(10, minExp)))
		e = math.Min(math.Max(e, minExp), maxExp)
		return top + ph*(maxExp-e)/(maxExp-minExp)
	}
	colours := map[string]string{"kogge_stone": "#1f77b4", "sklansky": "#ff7f0e", "brent_kung": "#2ca02c", "blelloch": "#d62728"}
	styles := []struct {
		label, dash string
		get         func(point) time.Duration
	}{
		{"Voigtländer", "", func(p point) time.Duration { return p.voigt }},
		{"interval, cold", "6,4", func(p point) time.Duration { return p.cold }},
		{"interval, kernel cache", "2,3", func(p point) time.Duration { return p.cache }},
		{"interval, warm", "8,3,2,3", func(p point) time.Duration { return p.warm }},
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="%d" y="22" font-size="14">Interval-of-summations test vs Voigtländer's method (%s)</text>`+"\n", left, esc(device))
	for e := minExp; e <= maxExp; e++ {
		yy := y(time.Duration(math.Pow(10, e) * float64(time.Second)))
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>`+"\n", left, yy, w-right, yy)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end">%s</text>`+"\n", left-6, yy+4, axisLabel(e))
	}
	by := y(budget)
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#999" stroke-dasharray="1,2"/>`+"\n", left, by, w-right, by)
	fmt.Fprintf(&b, `<text x="%d" y="%.1f" fill="#666">Voigtländer budget %gs</text>`+"\n", left+6, by-4, budget.Seconds())
	for i, n := range sizes {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">2^%d</text>`+"\n", x(i), h-bot+18, int(math.Log2(float64(n))))
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">n</text>`+"\n", left+pw/2, h-10)
	fmt.Fprintf(&b, `<text x="16" y="%.1f" transform="rotate(-90 16 %.1f)" text-anchor="middle">seconds (end to end)</text>`+"\n", top+ph/2, top+ph/2)
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.0f" height="%.0f" fill="none" stroke="#333"/>`+"\n", left, top, pw, ph)

	for _, k := range kernels {
		ps := res[k.name]
		c := colours[k.name]
		for si, st := range styles {
			var pts []string
			for i, p := range ps {
				d := st.get(p)
				over := si == 0 && (p.voigtOver || (d < 0 && p.cold >= 0 && i > 0 && overBefore(ps[:i])))
				if over {
					d = budget
				}
				if d < 0 {
					continue
				}
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(i), y(d)))
				if over {
					fmt.Fprintf(&b, `<path d="M%.1f,%.1f l-5,8 h10 z" fill="white" stroke="%s"/>`+"\n", x(i), y(d)-4, c)
				} else if si == 0 {
					fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`+"\n", x(i), y(d), c)
				}
			}
			if len(pts) > 1 {
				dash := ""
				if st.dash != "" {
					dash = fmt.Sprintf(` stroke-dasharray="%s"`, st.dash)
				}
				fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="1.6"%s/>`+"\n", strings.Join(pts, " "), c, dash)
			}
		}
	}
	lx, ly := w-right+20, top+10
	for i, k := range kernels {
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="3"/><text x="%d" y="%d">%s</text>`+"\n",
			lx, ly+i*18, lx+24, ly+i*18, colours[k.name], lx+30, ly+i*18+4, k.name)
	}
	ly += len(kernels)*18 + 14
	for i, st := range styles {
		dash := ""
		if st.dash != "" {
			dash = fmt.Sprintf(` stroke-dasharray="%s"`, st.dash)
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#333" stroke-width="1.6"%s/><text x="%d" y="%d">%s</text>`+"\n",
			lx, ly+i*18, lx+24, ly+i*18, dash, lx+30, ly+i*18+4, esc(st.label))
	}
	ly += len(styles)*18 + 4
	fmt.Fprintf(&b, `<path d="M%d,%d l-5,8 h10 z" fill="white" stroke="#333"/><text x="%d" y="%d">beyond the budget</text>`+"\n", lx+12, ly, lx+30, ly+8)
	b.WriteString("</svg>\n")
	return b.String()
}

func overBefore(ps []point) bool {
	for _, p := range ps {
		if p.voigtOver {
			return true
		}
	}
	return false
}

func axisLabel(e float64) string {
	switch {
	case e < -3:
		return fmt.Sprintf("%gms", math.Pow(10, e+3))
	case e < 0:
		return fmt.Sprintf("%gms", math.Round(math.Pow(10, e+3)))
	}
	return fmt.Sprintf("%gs", math.Pow(10, e))
}

func esc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
