package diag

// KindInfo describes a kind of diagnostic for machine-readable reports
// (the rules of SARIF).
type KindInfo struct {
	Kind  Kind
	Name  string // PascalCase name
	Short string // one line
	Full  string // what it means and what to do
}

// Kinds describes every kind, in a fixed order.
var Kinds = []KindInfo{
	{RaceReadWrite, "ReadWriteRace", "possible read-write data race", "Two work items may access the same location without a barrier between them, the first reading and the second writing it."},
	{RaceWriteRead, "WriteReadRace", "possible write-read data race", "Two work items may access the same location without a barrier between them, the first writing and the second reading it."},
	{RaceWriteWrite, "WriteWriteRace", "possible write-write data race", "Two work items may write the same location without a barrier between them."},
	{RaceAtomic, "AtomicRace", "possible race between an atomic and a plain access", "An atomic and a non-atomic access of the same location by two work items are not separated by a barrier."},
	{RaceCall, "CallRace", "possible race across a call", "An array accessed since the last barrier is accessed again by a called function that is checked on its own (--no-inline)."},
	{Divergence, "BarrierDivergence", "barrier divergence", "A barrier may be reached by some work items of a group and not others (non-uniform control flow)."},
	{Assertion, "AssertionFailure", "assertion might not hold", "A user assertion (#pragma bvgen assert, __assert) might not hold for some work item."},
	{LoopInvariant, "LoopInvariantFailure", "loop invariant might not hold", "A user loop invariant might not hold on entry to the loop or might not be preserved by it."},
	{Precondition, "PreconditionFailure", "precondition might not hold", "A called function's precondition might not hold at the call."},
	{Postcondition, "PostconditionFailure", "postcondition might not hold", "A kernel's or function's postcondition might not hold when it returns."},
	{BarrierInvariant, "BarrierInvariantFailure", "barrier invariant might not hold", "A barrier invariant might not hold at its barrier (OOPSLA13)."},
	{NullPointer, "NullPointerAccess", "possible null pointer access", "An access may go through a null pointer."},
	{OutOfBounds, "OutOfBoundsAccess", "possible out-of-bounds access", "An access may fall outside its array."},
	{NotGeneric, "NotGeneric", "kernel is not generic over TYPE", "A value of TYPE flows somewhere other than OPERATOR, loads, stores and copies, so the interval-of-summations theorem does not apply (POPL14 Definition 4.2)."},
	{IntervalTest, "IntervalTestFailure", "interval-of-summations test failed", "The scan computed a wrong result on the interval monoid: it is not a correct scan for every monoid."},
	{UnwrittenRead, "UnwrittenRead", "read of memory no work item wrote", "A result of the interval test depends on a cell of __local, private or output memory that no work item wrote before it was read; on a device such a read returns whatever the memory held, so the kernel is not a correct scan."},
	{UnsupportedConstruct, "UnsupportedConstruct", "construct bvgen cannot verify", "The kernel uses a construct bvgen does not translate; nothing was verified."},
	{BadAnnotation, "BadAnnotation", "malformed annotation", "An annotation (pragma or call form) is malformed or misplaced."},
	{Unattributed, "Unattributed", "failure bvgen cannot attribute", "Boogie reported a failure bvgen cannot map to the kernel; the kernel is not verified."},
	{Expectation, "ExpectationNotMet", "expectation not met", "A kernel of the gate did not end as its test header or launch pragma expects (for example a clang error, a timeout, or a verdict the header does not expect)."},
}

// Expectation is a gate's finding that a kernel did not end as expected
// and no more specific diagnostic says why.
const Expectation Kind = "expectation"

// Info returns the description of a kind (ok false for an unknown kind).
func Info(k Kind) (KindInfo, bool) {
	for _, i := range Kinds {
		if i.Kind == k {
			return i, true
		}
	}
	return KindInfo{}, false
}
