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

// Advice is what a report of a counterexample with huge values may
// suggest: bounding the scalar parameters it names. Whether a bound would
// remove the failure is not known here; the pipeline checks it by proving
// the kernel again with the bound before it suggests one
// (docs/reading-reports.md).
type Advice struct {
	// Values are the scalar parameters as the counterexample sets them:
	// "n = 1073741824, m = 3".
	Values string
	// Params are the parameters to bound: those whose value is huge, or
	// the first when only the index is.
	Params []AdviceParam
	// HugeIndex: the racing index itself is huge (32-bit wraparound).
	HugeIndex bool
}

// AdviceParam is a parameter a precondition could bound; Negative when
// the counterexample's value has its top bit set.
type AdviceParam struct {
	Name     string
	Negative bool
}

// hugeValueHints explains a counterexample whose race index or scalar
// parameter values are huge: the kernel's scalar parameters as the
// counterexample sets them, and the parameters a precondition could bound
// (docs/reading-reports.md). The pipeline words the notes, once it knows
// whether a bound removes the failure. It returns nil for an ordinary
// witness or a kernel without scalar parameters.
func hugeValueHints(m prover.Model, k *KernelInfo, index uint64, hasIndex bool) *Advice {
	if m == nil || len(k.Scalars) == 0 {
		return nil
	}
	a := &Advice{HugeIndex: hasIndex && index >= hugeValue}
	huge := a.HugeIndex
	var values []string
	for _, s := range k.Scalars {
		v, ok := lastIncarnation(m, s.Var)
		if !ok {
			continue
		}
		text := fmt.Sprintf("%s = %d", s.Name, v)
		negative := s.Bits > 1 && s.Bits <= 64 && v>>(s.Bits-1) == 1
		if negative {
			text += fmt.Sprintf(" (%d as a signed value)", signed(v, s.Bits))
		}
		values = append(values, text)
		if v >= hugeValue && s.boundable() {
			huge = true
			a.Params = append(a.Params, AdviceParam{Name: s.Name, Negative: negative})
		}
	}
	if !huge || len(values) == 0 {
		return nil
	}
	if len(a.Params) == 0 {
		// Only the index is huge: the first parameter the kernel leaves
		// free may be what it grows with. With every one pinned, a huge
		// index is the size the kernel fixes (PPCG's 4096 x 4096 arrays),
		// no sign of wraparound.
		for _, s := range k.Scalars {
			if s.boundable() {
				a.Params = []AdviceParam{{Name: s.Name}}
				break
			}
		}
		if len(a.Params) == 0 {
			return nil
		}
	}
	a.Values = strings.Join(values, ", ")
	return a
}

// boundable: a precondition bounding s could be advice (an integer the
// kernel leaves free; a float's huge bit pattern says nothing of its value).
func (s Scalar) boundable() bool { return !s.Pinned && !s.Float }

// signed reads the low bits of v as a two's complement number.
func signed(v uint64, bits int) int64 {
	if bits >= 64 {
		return int64(v)
	}
	return int64(v<<(64-bits)) >> (64 - bits)
}
