package concrete

import (
	"fmt"

	bpl "github.com/bvgen/bvgen/boogie"
)

// val is a concrete Boogie value. Its type is the static type of the
// expression or variable it belongs to (compile.go), so it carries no tag:
// a bit-vector's bits, a Boolean (0 or 1) or an integer (two's complement)
// are in u, a map in m. Scalars are computed without allocating: a run of
// a deep loop nest evaluates millions of expressions.
type val struct {
	u uint64
	m *mapv
}

func boolVal(b bool) val {
	if b {
		return val{u: 1}
	}
	return val{}
}

func intVal(i int64) val { return val{u: uint64(i)} }

func (v val) truth() bool { return v.u != 0 }

func (v val) int() int64 { return int64(v.u) }

// key is a map index of up to three dimensions, each value encoded (its
// u: maps are never indices).
type key [3]uint64

// mapv is a map: written cells, and for the others either one default
// value (def, when hasDef) or an arbitrary value fixed by a hash of the
// seed and the index (an unknown map the run has given contents to).
type mapv struct {
	typ    bpl.MapType
	seed   uint64
	hasDef bool
	def    val
	cells  map[key]val
}

// stop ends a run without a verdict: something it cannot evaluate, or an
// assumption that does not hold.
type stop struct{ why string }

func stopf(format string, args ...any) { panic(stop{fmt.Sprintf(format, args...)}) }

func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// mix is splitmix64's finaliser: a fixed, well-spread hash.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

func hash(seed uint64, xs ...uint64) uint64 {
	h := mix(seed + 0x9e3779b97f4a7c15)
	for _, x := range xs {
		h = mix(h ^ (x + 0x9e3779b97f4a7c15))
	}
	return h
}

// arbitrary is the value of type t that the hash h stands for.
func arbitrary(t bpl.Type, h uint64) val {
	switch t := t.(type) {
	case bpl.BoolType:
		return val{u: h & 1}
	case bpl.BV:
		// Biased as draw biases a variable, by the hash alone (a cell
		// read twice, or looked up, is the same): an index loaded from
		// memory (a neighbour list, a bin) then often equals a work
		// item's id or another load, as races through indirection need
		// (fluxes[nb] -= ... against a neighbour's own write).
		switch x := h >> 32; h % 20 {
		case 0, 1, 2, 3, 4, 5, 6, 7:
			return val{u: x % 17}
		case 8, 9, 10:
			return val{u: 1 << (x % uint64(t.W)) & mask(t.W)}
		}
		return val{u: h & mask(t.W)}
	case bpl.IntType:
		return intVal(int64(h>>40) - 1<<23)
	case bpl.MapType:
		return val{m: &mapv{typ: t, seed: h}}
	}
	stopf("a value of type %s", printType(t))
	return val{}
}

func printType(t bpl.Type) string {
	if t == nil {
		return "unknown"
	}
	return bpl.PrintType(t)
}

func (m *mapv) get(k key) val {
	if v, ok := m.cells[k]; ok {
		return v
	}
	if m.hasDef {
		if m.def.m == nil {
			return m.def
		}
		// Every cell shares the default: the cell read gets its own
		// copy, which an update of m[i][j] may change.
		c := val{m: m.def.m.clone()}
		m.set(k, c)
		return c
	}
	v := arbitrary(m.typ.Rng, hash(m.seed, k[0], k[1], k[2]))
	// Kept, so that a map read from an arbitrary cell is the same map
	// each time it is read.
	m.set(k, v)
	return v
}

func (m *mapv) set(k key, v val) {
	if m.cells == nil {
		m.cells = map[key]val{}
	}
	m.cells[k] = v
}

// clone copies m: maps are values, and a variable's map is updated in
// place.
func (m *mapv) clone() *mapv {
	c := *m
	c.cells = make(map[key]val, len(m.cells))
	for k, v := range m.cells {
		if v.m != nil {
			v = val{m: v.m.clone()}
		}
		c.cells[k] = v
	}
	// A default map is shared, never updated in place: get copies it
	// into the cell it reads.
	return &c
}

// owned is a value a variable may update in place: maps are copied.
func owned(v val) val {
	if v.m != nil {
		return val{m: v.m.clone()}
	}
	return v
}

// equal compares two values of type t. Two maps with different arbitrary
// contents differ: they are two arbitrary functions over domains far
// larger than what a run writes.
func equal(t bpl.Type, a, b val) bool {
	mt, ok := t.(bpl.MapType)
	if !ok {
		return a.u == b.u
	}
	ma, mb := a.m, b.m
	if ma.hasDef || mb.hasDef {
		if !ma.hasDef || !mb.hasDef || !equal(mt.Rng, ma.def, mb.def) {
			return false
		}
	} else if ma.seed != mb.seed {
		return false
	}
	for k, v := range ma.cells {
		if !equal(mt.Rng, v, mb.lookup(k)) {
			return false
		}
	}
	for k, w := range mb.cells {
		if !equal(mt.Rng, ma.lookup(k), w) {
			return false
		}
	}
	return true
}

// lookup reads the cell at an encoded key, unwritten cells included,
// without keeping what it read.
func (m *mapv) lookup(k key) val {
	if v, ok := m.cells[k]; ok {
		return v
	}
	if m.hasDef {
		return m.def
	}
	return arbitrary(m.typ.Rng, hash(m.seed, k[0], k[1], k[2]))
}

// printVal prints a scalar of type t as a model does ("3bv32", "true",
// "-2"); "" for a map or an unknown type.
func printVal(t bpl.Type, v val) string {
	switch t := t.(type) {
	case bpl.BoolType:
		return fmt.Sprint(v.truth())
	case bpl.BV:
		return fmt.Sprintf("%dbv%d", v.u, t.W)
	case bpl.IntType:
		return fmt.Sprint(v.int())
	}
	return ""
}
