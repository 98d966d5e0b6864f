package twothread

import (
	"fmt"
	"strings"

	"github.com/bvgen/bvgen/prover"
)

// hugeValue is where a counterexample's index or parameter value stops
// looking like a launch a user meant (2^16): such a witness comes from an
// unconstrained scalar parameter or from 32-bit wraparound.
const hugeValue = 1 << 16

// hugeValueHints explains a counterexample whose race index or scalar
// parameter values are huge: it lists the kernel's scalar parameters as the
// counterexample sets them and suggests a precondition bounding them
// (docs/reading-reports.md). It returns nothing for an ordinary witness or
// a kernel without scalar parameters.
func hugeValueHints(m prover.Model, k *KernelInfo, index uint64, hasIndex bool) []string {
	if m == nil || len(k.Scalars) == 0 {
		return nil
	}
	huge := hasIndex && index >= hugeValue
	var values []string
	var suggest []Scalar
	negative := false
	for _, s := range k.Scalars {
		v, ok := lastIncarnation(m, s.Var)
		if !ok {
			continue
		}
		text := fmt.Sprintf("%s = %d", s.Name, v)
		if s.Bits > 1 && s.Bits <= 64 && v>>(s.Bits-1) == 1 {
			text += fmt.Sprintf(" (%d as a signed value)", signed(v, s.Bits))
		}
		values = append(values, text)
		if v >= hugeValue {
			huge = true
			suggest = append(suggest, s)
			negative = negative || (s.Bits > 1 && v>>(s.Bits-1) == 1)
		}
	}
	if !huge || len(values) == 0 {
		return nil
	}
	if len(suggest) == 0 {
		suggest = k.Scalars[:1]
	}
	var pragmas []string
	for _, s := range suggest {
		if negative {
			pragmas = append(pragmas, "#pragma bvgen requires "+s.Name+" >= 0")
		}
		pragmas = append(pragmas, "#pragma bvgen requires "+s.Name+" <= 1024")
	}
	return []string{
		"the counterexample uses huge values: the kernel's scalar parameters are unconstrained and 32-bit arithmetic wraps around; here " + strings.Join(values, ", "),
		"if the kernel is never launched with such values, say so before it, e.g. " + strings.Join(pragmas, "; ") +
			" (a bound like N can come from -D in #pragma bvgen launch; docs/reading-reports.md)",
	}
}

// signed reads the low bits of v as a two's complement number.
func signed(v uint64, bits int) int64 {
	if bits >= 64 {
		return int64(v)
	}
	return int64(v<<(64-bits)) >> (64 - bits)
}
