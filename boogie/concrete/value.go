package concrete

import (
	"fmt"

	bpl "github.com/bvgen/bvgen/boogie"
)

// value is a concrete Boogie value: bool, bv, intv or *mapv.
type value any

// bv is a bit-vector of width w (at most 64), its bits in v.
type bv struct {
	v uint64
	w int
}

// intv is a mathematical integer (Boogie's int), as long as it fits.
type intv int64

// key is a map index of up to three dimensions, each value encoded.
type key [3]uint64

// mapv is a map: written cells, and for the others either one default
// value (def) or an arbitrary value fixed by a hash of the seed and the
// index (an unknown map the run has given contents to).
type mapv struct {
	typ   bpl.MapType
	seed  uint64
	def   value
	cells map[key]value
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

// encode is a value's part of a map key.
func encode(v value) uint64 {
	switch v := v.(type) {
	case bool:
		if v {
			return 1
		}
		return 0
	case bv:
		return v.v
	case intv:
		return uint64(v)
	}
	stopf("a map indexed by a map")
	return 0
}

// arbitrary is the value of type t that the hash h stands for.
func arbitrary(t bpl.Type, h uint64) value {
	switch t := t.(type) {
	case bpl.BoolType:
		return h&1 == 1
	case bpl.BV:
		return bv{h & mask(t.W), t.W}
	case bpl.IntType:
		return intv(int64(h>>40) - 1<<23)
	case bpl.MapType:
		return &mapv{typ: t, seed: h}
	}
	stopf("a value of type %s", bpl.PrintType(t))
	return nil
}

func (m *mapv) get(idx []value) value {
	k := m.key(idx)
	if v, ok := m.cells[k]; ok {
		return v
	}
	if m.def != nil {
		sub, isMap := m.def.(*mapv)
		if !isMap {
			return m.def
		}
		// Every cell shares the default: the cell read gets its own
		// copy, which an update of m[i][j] may change.
		c := sub.clone()
		m.set(idx, c)
		return c
	}
	v := arbitrary(m.typ.Rng, hash(m.seed, k[0], k[1], k[2]))
	// Kept, so that a map read from an arbitrary cell is the same map
	// each time it is read.
	m.set(idx, v)
	return v
}

func (m *mapv) key(idx []value) key {
	if len(idx) != len(m.typ.Dom) || len(idx) > len(key{}) {
		stopf("a map of %d dimensions", len(idx))
	}
	var k key
	for i, x := range idx {
		k[i] = encode(x)
	}
	return k
}

func (m *mapv) set(idx []value, v value) {
	if m.cells == nil {
		m.cells = map[key]value{}
	}
	m.cells[m.key(idx)] = v
}

// clone copies m: maps are values, and a variable's map is updated in
// place.
func (m *mapv) clone() *mapv {
	c := *m
	c.cells = make(map[key]value, len(m.cells))
	for k, v := range m.cells {
		if sub, ok := v.(*mapv); ok {
			v = sub.clone()
		}
		c.cells[k] = v
	}
	return &c
}

// equal compares two values. Two maps with different arbitrary contents
// differ: they are two arbitrary functions over domains far larger than
// what a run writes.
func equal(a, b value) bool {
	ma, ok := a.(*mapv)
	if !ok {
		return a == b
	}
	mb := b.(*mapv)
	if ma.def != nil || mb.def != nil {
		if ma.def == nil || mb.def == nil || !equal(ma.def, mb.def) {
			return false
		}
	} else if ma.seed != mb.seed {
		return false
	}
	for k, v := range ma.cells {
		if w, ok := mb.lookup(k); !ok || !equal(v, w) {
			return false
		}
	}
	for k, w := range mb.cells {
		if v, ok := ma.lookup(k); !ok || !equal(v, w) {
			return false
		}
	}
	return true
}

// lookup reads the cell at an encoded key, unwritten cells included.
func (m *mapv) lookup(k key) (value, bool) {
	if v, ok := m.cells[k]; ok {
		return v, true
	}
	if m.def != nil {
		return m.def, true
	}
	return arbitrary(m.typ.Rng, hash(m.seed, k[0], k[1], k[2])), true
}
