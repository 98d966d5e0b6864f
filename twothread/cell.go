package twothread

import (
	"fmt"
	"strings"
)

// cellName names the racing cell (index cell of the array's log, in cells
// of race.CellBytes) as GPUVerify does (GPUVERIFY.md §5.2): the source
// name with one index per declared dimension, L[1][2][3][3], and when the
// logged cells are narrower than the declared element, the bytes of the
// element that race: " (byte 2)" for one byte, " (bytes 8..11)" otherwise.
func cellName(race *RaceOrigin, cell uint64) string {
	cb := uint64(max(race.CellBytes, 1))
	eb := uint64(race.ElemBytes)
	if eb == 0 || eb%cb != 0 {
		eb = cb // an element bvgen does not cut into whole cells: name cells
	}
	off := cell * cb
	elem, within := off/eb, off%eb
	var b strings.Builder
	b.WriteString(race.Array)
	dims := race.Dims
	if len(dims) == 0 {
		dims = []int{0} // unbounded: one index
	}
	for _, d := range dims {
		if d == 0 && len(race.Dims) > 0 {
			return "0-sized array " + race.Array
		}
	}
	idx := make([]uint64, len(dims))
	for i := len(dims) - 1; i > 0; i-- {
		idx[i] = elem % uint64(dims[i])
		elem /= uint64(dims[i])
	}
	idx[0] = elem // the outermost index is not reduced: it may be out of bounds
	for _, i := range idx {
		fmt.Fprintf(&b, "[%d]", i)
	}
	switch {
	case cb == eb:
	case cb == 1:
		fmt.Fprintf(&b, " (byte %d)", within)
	default:
		fmt.Fprintf(&b, " (bytes %d..%d)", within, within+cb-1)
	}
	return b.String()
}
