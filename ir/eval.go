package ir

// Mask is the all-ones value of a w-bit integer.
func Mask(w int) uint64 {
	if w >= 64 || w <= 0 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// signed reads x as a w-bit two's complement number.
func signed(x uint64, w int) int64 {
	if w < 64 && x>>(w-1)&1 == 1 {
		return int64(x | ^Mask(w))
	}
	return int64(x)
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// EvalBinary applies op to w-bit values; comparisons give 0 or 1. ok is
// false for division by zero and shifts by w or more, which the IR leaves
// open.
func EvalBinary(op BinOp, x, y uint64, w int) (uint64, bool) {
	m := Mask(w)
	// Operands are read at their width: a constant built elsewhere may carry
	// high bits (a sign extension), which must not decide a comparison.
	x, y = x&m, y&m
	sx, sy := signed(x, w), signed(y, w)
	switch op {
	case Add:
		return (x + y) & m, true
	case Sub:
		return (x - y) & m, true
	case Mul:
		return (x * y) & m, true
	case UDiv:
		if y == 0 {
			return 0, false
		}
		return x / y, true
	case URem:
		if y == 0 {
			return 0, false
		}
		return x % y, true
	case SDiv:
		if sy == 0 {
			return 0, false
		}
		return uint64(sx/sy) & m, true
	case SRem:
		if sy == 0 {
			return 0, false
		}
		return uint64(sx%sy) & m, true
	case Shl:
		if y >= uint64(w) {
			return 0, false
		}
		return (x << y) & m, true
	case LShr:
		if y >= uint64(w) {
			return 0, false
		}
		return x >> y, true
	case AShr:
		if y >= uint64(w) {
			return 0, false
		}
		return uint64(sx>>y) & m, true
	case And:
		return x & y, true
	case Or:
		return x | y, true
	case Xor:
		return x ^ y, true
	case Eq:
		return b2u(x == y), true
	case Ne:
		return b2u(x != y), true
	case Ult:
		return b2u(x < y), true
	case Ule:
		return b2u(x <= y), true
	case Ugt:
		return b2u(x > y), true
	case Uge:
		return b2u(x >= y), true
	case Slt:
		return b2u(sx < sy), true
	case Sle:
		return b2u(sx <= sy), true
	case Sgt:
		return b2u(sx > sy), true
	case Sge:
		return b2u(sx >= sy), true
	}
	return 0, false
}
