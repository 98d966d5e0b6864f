package difftest

import (
	"fmt"
	"math/rand"
)

// Generate returns n kernels drawn with seed: the same seed gives the
// same kernels. About half are a pattern's known-safe form, the others
// one of its mutations.
func Generate(seed int64, n int) []Kernel {
	r := rand.New(rand.NewSource(seed))
	out := make([]Kernel, n)
	for i := range out {
		p := patterns[r.Intn(len(patterns))]
		mut := ""
		if r.Intn(2) == 0 && len(p.mutations) > 0 {
			mut = pick(r, p.mutations...)
		}
		b := &builder{r: r, g: geometry(r, p)}
		p.write(b, mut)
		src, args := b.kernel()
		out[i] = Kernel{
			ID: fmt.Sprintf("s%d-k%03d", seed, i), Pattern: p.name, Mutation: mut,
			Name: kernelName, Source: src, Geometry: b.g, Args: args,
		}
	}
	return out
}

// geometry draws a launch for p: 2 to 64 work items a group (powers of
// two, split over the dimensions), 1 to 4 groups. In 2-D and 3-D the
// groups are stacked along y or z: Oclgrind 21.10 mis-assigns several
// groups along x and misses the races between them.
func geometry(r *rand.Rand, p pattern) Geometry {
	lo := max(p.minDims, 1)
	g := Geometry{Dims: lo + r.Intn(p.maxDims-lo+1), Local: [3]int{1, 1, 1}, Groups: [3]int{1, 1, 1}}
	for bits := 1 + r.Intn(6); bits > 0; bits-- {
		d := r.Intn(g.Dims)
		if g.Dims == 2 && p.minDims == 2 && g.Local[1] == 1 {
			d = 1 // a 2-D tile needs rows as well as columns
		}
		g.Local[d] *= 2
	}
	along := 0
	if g.Dims > 1 {
		along = 1 + r.Intn(g.Dims-1)
	}
	g.Groups[along] = max(p.minGroups, 1+r.Intn(4))
	return g
}

func fmt0(n int) string { return fmt.Sprint(n) }
